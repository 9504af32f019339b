/**
 * Unrated newcomers through the service (`dispatch`): registered without a rating by hand, in
 * a batch or from a file; ranked after the rated players; their series; the newcomer rating in
 * the settings, in FBS Pdep and in the rating estimate, locked when it made Pdep; « NC » in the
 * exports and null in the engine's document.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SclassicApi } from '../../src-main/contract/commands.ts';
import { apiOf } from '../../src-main/service/core/api.ts';
import { createService, type Service } from '../../src-main/service/core/dispatch.ts';
import { refusal } from '../support/refusal.ts';

let folder: string;
let service: Service;
let api: SclassicApi;

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'sclassic-newcomers-'));
  service = createService({ clock: () => new Date('2026-12-22T10:00:00Z') });
  api = apiOf(service);
});
afterEach(() => {
  service.close();
  rmSync(folder, { recursive: true, force: true });
});

const create = (ruleset: 'fisf' | 'fbs' = 'fisf') =>
  api.createTournament({ path: join(folder, 't.sclassic'), name: 'Open des néophytes', date: '2026-12-22', ruleset });

/** Four rated players and three newcomers, registered in a mixed order. */
async function register() {
  await api.addPlayer({ name: 'ZOLA Émile' });
  await api.importPlayers({
    players: [
      { name: 'BERTIN Ana', rating: 1720 },
      { name: 'ÉLOI Bruno', rating: null },
      { name: 'DUPONT Jean', rating: 1650 },
      { name: 'MARTIN Claire', rating: 1580 },
    ],
  });
  await api.addPlayer({ name: 'AUBRY Anne', rating: null });
  await api.addPlayer({ name: 'SIMON Luc', rating: 1380 });
}

describe('registering unrated newcomers', () => {
  it('without a rating, or with null, by hand and in a batch: NC after every rated player, by name', async () => {
    await create();
    await register();
    const players = await api.listPlayers({});
    const ranked = [...players].sort((a, b) => a.initialRank - b.initialRank);
    expect(ranked.map((p) => [p.initialRank, p.name, p.rating])).toEqual([
      [1, 'BERTIN Ana', 1720],
      [2, 'DUPONT Jean', 1650],
      [3, 'MARTIN Claire', 1580],
      [4, 'SIMON Luc', 1380],
      [5, 'AUBRY Anne', null],
      [6, 'ÉLOI Bruno', null],
      [7, 'ZOLA Émile', null],
    ]);
    expect(players.find((p) => p.name === 'AUBRY Anne')?.categories).toEqual(['NC']);
  });

  it('refuses a rating that is neither a whole number from 0 to 5000 nor none, saying so by the rating', async () => {
    await create();
    const answer = await service.dispatch('addPlayer', { name: 'AUBRY Anne', rating: 'NC' });
    expect(answer).toMatchObject({ refusal: { code: 'invalid-input', field: 'rating' } });
    const refused = await refusal(api.addPlayer({ name: 'AUBRY Anne', rating: 5001 }));
    expect(refused.message).toBe('Cote : 5000 au plus');
    expect(await api.listPlayers({})).toEqual([]);
  });

  it('edits a rating away to NC and back while the player has not played, then keeps it', async () => {
    await create();
    await register();
    const nc = await api.editPlayer({ player: 'DUPONT Jean', rating: null });
    expect(nc).toMatchObject({ rating: null, initialRank: 5 });
    expect(await api.editPlayer({ player: 'DUPONT Jean', rating: 1650 })).toMatchObject({ initialRank: 2 });
    await api.pairNextRound({});
    const locked = await refusal(api.editPlayer({ player: 'AUBRY Anne', rating: 1500 }));
    expect(locked.refusal).toMatchObject({ code: 'rating-locked', field: 'rating' });
  });

  it('imports a players file whose Cote cells are empty or NC, each then shown unrated', async () => {
    await create();
    const bytes = new TextEncoder().encode('Nom;Prénom;Cote\nAUBRY;Anne;\nDUPONT;Jérôme;NC\nBERTIN;Ana;1720\n');
    const read = await api.readPlayerFile({ fileName: 'inscrits.csv', bytes });
    expect(read.rejected).toEqual([]);
    expect(read.players.map((p) => [p.player.name, p.player.rating])).toEqual([
      ['AUBRY Anne', null],
      ['DUPONT Jérôme', null],
      ['BERTIN Ana', 1720],
    ]);
    const added = await api.importPlayers({ players: read.players.map((p) => p.player) });
    expect(added.map((p) => [p.name, p.rating, p.initialRank])).toEqual([
      ['AUBRY Anne', null, 2],
      ['DUPONT Jérôme', null, 3],
      ['BERTIN Ana', 1720, 1],
    ]);
  });
});

describe('the newcomer rating and series in the settings', () => {
  it('is 1400 by default, changed and set back to the default, and shown in force', async () => {
    expect(await create()).toMatchObject({ newcomerRating: 1400, categories: { newcomerSeries: 'NC' } });
    expect(await api.updateSettings({ newcomerRating: 1200 })).toMatchObject({ newcomerRating: 1200 });
    expect(await api.updateSettings({ newcomerRating: null })).toMatchObject({ newcomerRating: 1400 });
    const refused = await refusal(api.updateSettings({ newcomerRating: -5 }));
    expect(refused.refusal).toMatchObject({ code: 'invalid-input', field: 'newcomerRating' });
    expect(refused.message).toBe('Cote des non classés : au moins 0');
  });

  it('puts NC players in a rating series when the director says so, and back in their own', async () => {
    await create();
    await register();
    await api.updateSettings({ categories: { newcomerSeries: 'C' } });
    const players = await api.listPlayers({});
    expect(players.find((p) => p.name === 'ZOLA Émile')?.categories).toEqual(['C']);
    const round = await api.pairNextRound({});
    for (const m of round.matches) if (m.b !== null) await api.recordResult({ table: m.table, games: [[400, 300]] });
    const standings = await api.standings({});
    expect(standings.categories.map((c) => [c.name, c.lines.length])).toEqual([
      ['B', 2],
      ['C', 5],
    ]);
    await api.updateSettings({ categories: { newcomerSeries: 'NC' } });
    expect((await api.standings({})).categories.map((c) => [c.name, c.lines.length])).toEqual([
      ['B', 2],
      ['C', 2],
      ['NC', 3],
    ]);
  });

  it('under FBS, gives NC players their Pdep, and is fixed once round 1 is paired', async () => {
    await create('fbs');
    await register();
    await api.updateSettings({ newcomerRating: 1300 });
    const round = await api.pairNextRound({});
    // Every table: player A wins.
    for (const m of round.matches) if (m.b !== null) await api.recordResult({ table: m.table, games: [[400, 300]] });
    const standings = await api.standings({});
    const ratingOf = (id: number) => standings.rows.find((r) => r.id === id)?.rating ?? 1300;
    for (const m of round.matches) {
      const a = standings.rows.find((r) => r.id === m.a.id);
      if (m.b === null) {
        expect(a?.pdep).toBe(ratingOf(m.a.id));
        continue;
      }
      const b = standings.rows.find((r) => r.id === m.b?.id);
      expect(a?.pdep).toBe(Math.max(ratingOf(m.a.id), ratingOf(m.b.id)));
      expect(b?.pdep).toBe(Math.min(ratingOf(m.a.id), ratingOf(m.b.id)));
    }
    expect(round.matches.some((m) => m.a.rating === null || m.b?.rating === null)).toBe(true);
    const locked = await refusal(api.updateSettings({ newcomerRating: 1500 }));
    expect(locked.refusal).toMatchObject({ code: 'newcomer-rating-locked', field: 'newcomerRating' });
    expect(locked.message).toBe(
      'La cote des non classés ne peut plus changer : avec ce règlement, elle donne leurs points de départage depuis la ronde 1.',
    );
    expect((await api.show({})).newcomerRating).toBe(1300);
  });
});

describe('the rating estimate, the exports and the document', () => {
  async function play() {
    await create();
    await api.updateSettings({ plannedRounds: 2 });
    await register();
    for (let r = 0; r < 2; r++) {
      const round = await api.pairNextRound({});
      for (const m of round.matches) if (m.b !== null) await api.recordResult({ table: m.table, games: [[400, 300]] });
    }
  }

  it("gives an NC player a first rating, their performance, and counts the newcomer rating in everyone's expectations", async () => {
    await play();
    const report = await api.ratingReport({});
    expect(report.newcomerRating).toBe(1400);
    const firsts = report.lines.filter((l) => l.firstRating);
    expect(firsts.map((l) => l.player.name).sort()).toEqual(['AUBRY Anne', 'ZOLA Émile', 'ÉLOI Bruno'].sort());
    for (const line of firsts) {
      expect(line).toMatchObject({ ratingBefore: null, change: null });
      expect(line.ratingAfter).toBe(line.performance);
    }
    for (const line of report.lines)
      for (const m of line.matches) expect(m.opponentRating).toBe(m.opponent.rating ?? report.newcomerRating);
    await api.updateSettings({ newcomerRating: 1000 });
    const lower = await api.ratingReport({});
    const someone = lower.lines.find((l) => l.firstRating && l.matches.length > 0);
    const before = report.lines.find((l) => l.player.id === someone?.player.id);
    expect(someone?.matches.map((m) => m.expected)).not.toEqual(before?.matches.map((m) => m.expected));
  });

  it('writes NC in the CSV and HTML results, null in the JSON document, and imports it back', async () => {
    await play();
    const csv = await api.exportResults({ format: 'csv' });
    const rows = parse(csv.text.replace(/^\uFEFF/, ''), { delimiter: ';', columns: true }) as Array<
      Record<string, string>
    >;
    const zola = rows.find((r) => r.Nom === 'ZOLA Émile');
    expect(zola?.['Cote avant']).toBe('NC');
    expect(Number(zola?.['Cote après (estimation)'])).toBeGreaterThan(0);
    const html = await api.exportResults({ format: 'html' });
    expect(html.text).toContain('NC : non classé (sans cote) ; sa cote après est une première cote');
    const document = await api.exportDocument({});
    expect(document.players.find((p) => p.name === 'AUBRY Anne')?.rating).toBeNull();
    await api.updateSettings({ newcomerRating: 1250 });
    const again = await api.exportDocument({});
    expect(again.newcomerRating).toBe(1250);
    const summary = await api.importDocument({ path: join(folder, 'copie.sclassic'), document: again });
    expect(summary.newcomerRating).toBe(1250);
    const copied = await api.listPlayers({});
    expect(copied.filter((p) => p.rating === null).map((p) => p.name)).toEqual([
      'ZOLA Émile',
      'ÉLOI Bruno',
      'AUBRY Anne',
    ]);
  });
});
