/**
 * Categories through the service on a real file: the player's category and birth year kept,
 * the tournament's series and categories set and checked, and the ranking within each.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SclassicApi } from '../../src-main/contract/commands.ts';
import { Refused } from '../../src-main/contract/refusals.ts';
import { apiOf } from '../../src-main/service/core/api.ts';
import { createService, type Service } from '../../src-main/service/core/dispatch.ts';

let folder: string;
let service: Service;
let api: SclassicApi;

beforeEach(async () => {
  folder = mkdtempSync(join(tmpdir(), 'sclassic-categories-'));
  service = createService({ clock: () => new Date('2026-12-22T10:00:00Z') });
  api = apiOf(service);
  await api.createTournament({ path: join(folder, 't.sclassic'), name: 'Open de Mons', date: '2026-12-22' });
  await api.importPlayers({
    players: [
      { name: 'ARNAUD Anne', rating: 2050, birthYear: 1970 },
      { name: 'BLANC Bruno', rating: 1700, birthYear: 2009 },
      { name: 'CARON Chloé', rating: 1850, category: 'Vermeil' },
      { name: 'DENIS Dan', rating: 1820, birthYear: 2010 },
      { name: 'ÉLOI Émile', rating: 1500, birthYear: 1950 },
      { name: 'FAURE Fanny', rating: 1780, category: 'jeunes' },
    ],
  });
});
afterEach(() => {
  service.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('categories', () => {
  it('keeps each player’s category and birth year, and lists the rankings they take part in', async () => {
    const players = await api.listPlayers({});
    expect(players.map((p) => [p.name, p.category, p.birthYear, p.categories])).toEqual([
      ['ARNAUD Anne', '', 1970, ['Joker']],
      ['BLANC Bruno', '', 2009, ['B']],
      ['CARON Chloé', 'Vermeil', null, ['A']],
      ['DENIS Dan', '', 2010, ['A']],
      ['ÉLOI Émile', '', 1950, ['C']],
      ['FAURE Fanny', 'jeunes', null, ['B']],
    ]);
    const edited = await api.editPlayer({ player: 'DENIS Dan', category: 'Jeunes', birthYear: null });
    expect([edited.category, edited.birthYear]).toEqual(['Jeunes', null]);
  });

  it('ranks each series and each category of the director within the general standings', async () => {
    await api.updateSettings({
      categories: {
        series: [
          { name: 'Élite', from: 1800 },
          { name: 'Open', from: 0 },
        ],
        categories: [
          { name: 'Jeunes', bornFrom: 2008 },
          { name: 'Vermeil', bornUntil: 1961 },
        ],
      },
    });
    const shown = await api.show({});
    expect(shown.categories.series.map((s) => s.name)).toEqual(['Élite', 'Open']);
    const round = await api.pairNextRound({});
    // The higher-rated player of each table wins: the general ranking follows the ratings.
    for (const m of round.matches) {
      const aWins = m.b === null || (m.a.rating ?? 0) > (m.b.rating ?? 0);
      if (m.b !== null) await api.recordResult({ table: m.table, games: [aWins ? [450, 300] : [300, 450]] });
    }
    const standings = await api.standings({});
    const ranking = (name: string) =>
      standings.categories.find((c) => c.name === name)?.lines.map((l) => `${l.rank} ${l.row.name}`);
    // Each category lists exactly its members, in the general order, ranked from 1 (intermediate: no ties).
    const general = standings.rows.map((r) => r.name);
    const inGeneralOrder = (members: string[]) =>
      general.filter((n) => members.includes(n)).map((n, i) => `${i + 1} ${n}`);
    expect(ranking('Élite')).toEqual(inGeneralOrder(['ARNAUD Anne', 'CARON Chloé', 'DENIS Dan']));
    expect(ranking('Open')).toEqual(inGeneralOrder(['BLANC Bruno', 'ÉLOI Émile', 'FAURE Fanny']));
    // Jeunes: born 2008 or later (Bruno, Dan), or of category « jeunes » (Fanny).
    expect(ranking('Jeunes')).toEqual(inGeneralOrder(['BLANC Bruno', 'DENIS Dan', 'FAURE Fanny']));
    // Vermeil: born 1961 or before (Émile), or of category « Vermeil » (Chloé).
    expect(ranking('Vermeil')).toEqual(inGeneralOrder(['CARON Chloé', 'ÉLOI Émile']));
    expect(standings.categories.map((c) => `${c.kind}:${c.name}`)).toEqual([
      'series:Élite',
      'series:Open',
      'category:Jeunes',
      'category:Vermeil',
    ]);
    expect(standings.rows.find((r) => r.name === 'FAURE Fanny')?.categories).toEqual(['Open', 'Jeunes']);
    expect(standings.category).toBeUndefined();

    // One ranking asked for by name, accents and case ignored: the same lines, beside the general ones.
    const elite = await api.standings({ category: '  ELITE ' });
    expect(elite.category).toEqual(standings.categories.find((c) => c.name === 'Élite'));
    expect(elite.rows).toEqual(standings.rows);
    const unknown = await api.standings({ category: 'Cadets' }).catch((e: unknown) => e);
    expect(unknown).toBeInstanceOf(Refused);
    expect((unknown as Refused).refusal).toMatchObject({ code: 'unknown-category', field: 'category' });
    expect((unknown as Refused).message).toBe(
      'Aucun joueur dans la série ou catégorie « Cadets » ; classements possibles : Élite, Open, Jeunes, Vermeil.',
    );
  });

  it('refuses settings a director could not mean, in French, and changes nothing', async () => {
    const before = await api.show({});
    for (const categories of [
      {
        series: [
          { name: 'A', from: 1800 },
          { name: 'a', from: 1500 },
        ],
      },
      {
        series: [
          { name: 'A', from: 1800 },
          { name: 'B', from: 1800 },
        ],
      },
      { categories: [{ name: 'Jeunes', bornFrom: 2010, bornUntil: 2000 }] },
      { categories: [{ name: '  ' }] },
    ]) {
      const error = await api.updateSettings({ categories }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(Refused);
      expect((error as Refused).message).toMatch(/série|catégorie|année de naissance/i);
    }
    expect(await api.show({})).toEqual(before);
    await expect(api.addPlayer({ name: 'ZED Zoé', rating: 1500, birthYear: 1850 })).rejects.toThrow(
      'Année de naissance : au moins 1900',
    );
  });

  it('carries the category and birth year through the exported document and back', async () => {
    await api.editPlayer({ player: 'ARNAUD Anne', category: 'Dames' });
    const document = await api.exportDocument({});
    await api.importDocument({ path: join(folder, 'copie.sclassic'), document });
    const players = await api.listPlayers({});
    expect(players.find((p) => p.name === 'ARNAUD Anne')).toMatchObject({ category: 'Dames', birthYear: 1970 });
  });
});
