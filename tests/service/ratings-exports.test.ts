/** The rating report, checked by hand on a small tournament; licences; the results exports. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SclassicApi } from '../../src-main/contract/commands.ts';
import { apiOf } from '../../src-main/service/core/api.ts';
import { createService, type Service } from '../../src-main/service/core/dispatch.ts';

let folder: string;
let service: Service;
let api: SclassicApi;

beforeEach(async () => {
  folder = mkdtempSync(join(tmpdir(), 'sclassic-ratings-'));
  service = createService({ clock: () => new Date('2026-12-22T10:00:00Z') });
  api = apiOf(service);
  await api.createTournament({
    path: join(folder, 't.sclassic'),
    name: 'Open de Mons',
    date: '2026-12-22',
    plannedRounds: 2,
  });
  // Initial ranking: A 1600, B 1500, C 1800, D 1400 → by rating C, A, B, D.
  await api.importPlayers({
    players: [
      { name: 'A', rating: 1600, licence: 'L1' },
      { name: 'B', rating: 1500, licence: 'L2' },
      { name: 'C', rating: 1800, licence: 'L3', k: 40 },
      { name: 'D', rating: 1400, licence: 'L4' },
    ],
  });
});
afterEach(() => {
  service.close();
  rmSync(folder, { recursive: true, force: true });
});

async function playTwoRounds() {
  // Round 1 (groups A/B for 4 players: C–A, B–D). A beats C; B draws D.
  const r1 = await api.pairNextRound({});
  for (const m of r1.matches) {
    const aIsA = m.a.name === 'A' || m.b?.name === 'A';
    if (aIsA) await api.recordResult({ table: m.table, games: [m.a.name === 'A' ? [420, 380] : [380, 420]] });
    else await api.recordResult({ table: m.table, games: [[400, 400]] });
  }
  // Round 2: whatever the pairing, the lower-ranked player of each table wins by forfeit of the other.
  const r2 = await api.pairNextRound({});
  for (const m of r2.matches) await api.recordResult({ table: m.table, forfeit: 'a' });
}

describe('rating report', () => {
  it('K × (W − We) per player, forfeits left out, each player’s own K', async () => {
    await playTwoRounds();
    const report = await api.ratingReport({});
    expect(report.estimate).toBe(true);
    expect(report.parameters).toMatchObject({ k: 20, scale: 400 });
    const line = (name: string) => report.lines.find((l) => l.player.name === name);
    // A (1600) beat C (1800): Δ = −200, We = 1/(1+10^0.5) = 0.2403 → 0.24; W − We = 0.76; × 20 = 15.2 → +15.
    expect(line('A')).toMatchObject({ ratingBefore: 1600, k: 20, surplus: 0.76, change: 15, ratingAfter: 1615 });
    expect(line('A')?.matches).toHaveLength(1); // the round-2 forfeit is not a game
    // C (1800, own K 40) lost to A: Δ = +200, We = 0.76; 0 − 0.76 = −0.76; × 40 = −30.4 → −30.
    expect(line('C')).toMatchObject({ k: 40, change: -30, ratingAfter: 1770 });
    // B (1500) drew D (1400): Δ = +100, We = 0.64; 0.5 − 0.64 = −0.14; × 20 = −2.8 → −3.
    expect(line('B')).toMatchObject({ change: -3, ratingAfter: 1497 });
    // D drew B: Δ = −100, We = 0.36; 0.5 − 0.36 = +0.14 → +2.8 → +3; performance 1500 + 400 × 0 / 1.
    expect(line('D')).toMatchObject({ change: 3, ratingAfter: 1403, performance: 1500 });
    // A's performance: 1800 + 400 × 1 / 1 = 2200.
    expect(line('A')?.performance).toBe(2200);
  });

  it('takes the tournament’s constants from its settings', async () => {
    await api.updateSettings({ elo: { k: 10 } });
    await playTwoRounds();
    const report = await api.ratingReport({});
    expect(report.parameters.k).toBe(10);
    expect(report.lines.find((l) => l.player.name === 'A')?.change).toBe(8); // 0.76 × 10 = 7.6 → 8
  });
});

describe('licences', () => {
  it('refuses a second registration with the same licence', async () => {
    await expect(api.addPlayer({ name: 'Autre Nom', rating: 1000, licence: 'L2' })).rejects.toMatchObject({
      code: 'duplicate-licence',
      field: 'licence',
      message: 'La licence L2 est déjà celle de B (rang 3 des inscrits) : ce joueur est déjà inscrit.',
    });
  });
});

describe('results exports', () => {
  it('the federation CSV: one line per player in rank order, with licence and ratings before and after', async () => {
    await playTwoRounds();
    const { fileName, text } = await api.exportResults({ format: 'csv' });
    expect(fileName).toBe('Open de Mons - résultats.csv');
    const rows = parse(text.replace(/^\uFEFF/, ''), { delimiter: ';', columns: true }) as Array<Record<string, string>>;
    const standings = await api.standings({ final: true });
    expect(rows.map((r) => r.Nom)).toEqual(standings.rows.map((r) => r.name));
    const a = rows.find((r) => r.Nom === 'A');
    expect(a).toMatchObject({
      Licence: 'L1',
      'Cote avant': '1600',
      'Cote après (estimation)': '1615',
      'Manches gagnées': '1',
    });
  });

  it('the HTML page: no script, the ranking in a table', async () => {
    await playTwoRounds();
    const { text } = await api.exportResults({ format: 'html' });
    expect(text).not.toMatch(/<script/i);
    expect(text).toContain('<table id="classement"');
    expect(text).toContain('Open de Mons');
  });

  it('counts the games as they count: an abandon or a decision gives the last game to the other player, a forfeit none', async () => {
    // Round 1: C–A and B–D (groups A/B). A abandons while leading 310–280; B loses by decision while leading 300–200.
    const r1 = await api.pairNextRound({});
    for (const m of r1.matches) {
      const side = (name: string) => (m.a.name === name ? 'a' : 'b');
      if (m.a.name === 'A' || m.b?.name === 'A') {
        const games: Array<[number, number]> = [side('A') === 'a' ? [310, 280] : [280, 310]];
        await api.recordResult({ table: m.table, games, abandon: { by: side('A'), agreed: false } });
      } else {
        const games: Array<[number, number]> = [side('B') === 'a' ? [300, 200] : [200, 300]];
        await api.recordResult({ table: m.table, games, decision: { against: side('B') } });
      }
    }
    // Round 2: every match a forfeit of the first player.
    const r2 = await api.pairNextRound({});
    for (const m of r2.matches) await api.recordResult({ table: m.table, forfeit: 'a' });
    const { text } = await api.exportResults({ format: 'csv' });
    const rows = parse(text.replace(/^\uFEFF/, ''), { delimiter: ';', columns: true }) as Array<Record<string, string>>;
    const won = Object.fromEntries(rows.map((r) => [r.Nom, r['Manches gagnées']]));
    // The raw scores say A and B won their game; the abandon and the decision give it to C and D.
    expect(won).toEqual({ A: '0', B: '0', C: '1', D: '1' });
  });

  it('refuses to export the results of an unfinished tournament, and says what is missing', async () => {
    const round = await api.pairNextRound({});
    await api.recordResult({ table: round.matches[0]?.table as number, games: [[400, 300]] });
    for (const format of ['csv', 'html'] as const) {
      await expect(api.exportResults({ format })).rejects.toMatchObject({
        code: 'not-finished',
        message: expect.stringMatching(/^Le tournoi n'est pas terminé \(1 ronde\(s\) appariée\(s\) sur 2\)/),
      });
    }
    await api.recordResult({ table: round.matches[1]?.table as number, games: [[400, 300]] });
    await api.pairNextRound({});
    await expect(api.exportResults({ format: 'csv' })).rejects.toThrow(
      /résultats manquants à la ronde 2 \(tables 1, 2\)/,
    );
    // Stopping early: the round 2 pairing undone, one round planned, and the results export.
    await api.undo({});
    await api.updateSettings({ plannedRounds: 1 });
    await expect(api.exportResults({ format: 'csv' })).resolves.toMatchObject({
      fileName: 'Open de Mons - résultats.csv',
    });
  });
});

describe('registration checks', () => {
  it('refuses a new player once every planned round is paired: they could play none', async () => {
    await playTwoRounds();
    const before = await api.listPlayers({});
    await expect(api.addPlayer({ name: 'TARDIF Guy', rating: 1500 })).rejects.toMatchObject({
      code: 'registration-closed',
      message: expect.stringContaining('Les 2 rondes prévues sont appariées'),
    });
    expect(await api.listPlayers({})).toEqual(before);
  });

  it('takes a name written with Oe, hyphens, apostrophes or another word order for the registered player', async () => {
    await api.importPlayers({
      players: [
        { name: 'ŒUVRARD Jean-Pierre', rating: 1500 },
        { name: "D'ARTAGNAN Luc", rating: 1500 },
        { name: 'GAMMA Gus', rating: 1500 },
      ],
    });
    for (const name of ['OEUVRARD Jean Pierre', 'D ARTAGNAN Luc', 'Gus Gamma', 'gamma gus']) {
      await expect(api.addPlayer({ name, rating: 1500 }), name).rejects.toMatchObject({ code: 'duplicate-player' });
    }
    // A true homonym is registered once the director confirms it.
    await expect(api.addPlayer({ name: 'Gus Gamma', rating: 1400, allowHomonym: true })).resolves.toMatchObject({
      name: 'Gus Gamma',
    });
  });

  it('refuses to rename a player to another registered player’s name unless the director confirms', async () => {
    await expect(api.editPlayer({ player: 'A', name: 'b' })).rejects.toMatchObject({
      code: 'duplicate-player',
      field: 'name',
    });
    expect((await api.listPlayers({})).map((p) => p.name)).toEqual(['A', 'B', 'C', 'D']);
    await expect(api.editPlayer({ player: 'A', name: 'B', allowHomonym: true })).resolves.toMatchObject({ name: 'B' });
    // Keeping one's own name (or its case) is no homonym.
    await expect(api.editPlayer({ player: 'C', name: 'c' })).resolves.toMatchObject({ name: 'c' });
  });
});
