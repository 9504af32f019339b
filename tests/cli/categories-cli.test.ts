/** Series and categories from the command line: set, shown, and each ranking printed. */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { CategoryStandings, PlayerView } from '../../src-main/contract/views.ts';
import { json, ok, sclassic } from '../support/cli.ts';

const folder = mkdtempSync(join(tmpdir(), 'sclassic-cli-categories-'));
const file = join(folder, 'Open de Mons.sclassic');
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('series and categories through the CLI', () => {
  it('sets them at creation and on the way, and shows them', async () => {
    const created = await ok(
      'new',
      file,
      '--name',
      'Open de Mons',
      '--date',
      '2026-12-22',
      '--categories',
      'Jeunes:2008-',
    );
    expect(created).toContain(
      'Séries : Joker ≥ 2000, A ≥ 1800, B ≥ 1600, C ≥ 0. Non classés : série NC à part. Catégories : Jeunes (né à partir de 2008).',
    );
    const shown = await ok(
      'settings',
      file,
      '--series',
      'Élite:1700,Open:0',
      '--categories',
      'Jeunes:2008-,Vermeil:-1961',
      '--k',
      '30',
    );
    expect(shown).toContain(
      "Séries : Élite ≥ 1700, Open ≥ 0. Non classés : série NC à part. Catégories : Jeunes (né à partir de 2008), Vermeil (né jusqu'en 1961).",
    );
    expect(shown).toContain('K = 30');
    // The other constants of the estimate, typed the French way or not.
    const { elo } = await json<{ elo: Record<string, unknown> }>(
      'settings',
      file,
      '--scale',
      '500',
      '--expected-min',
      '0,1',
      '--expected-max',
      '0.9',
      '--expected-step',
      '0,05',
      '--change-step',
      '1',
    );
    expect(elo).toEqual({
      k: 30,
      scale: 500,
      expectationClamp: { min: 0.1, max: 0.9 },
      expectationStep: 0.05,
      changeStep: 1,
    });
    await ok(
      'settings',
      file,
      '--scale',
      '400',
      '--expected-min',
      '0,08',
      '--expected-max',
      '0,92',
      '--expected-step',
      '0,01',
    );
  });

  it('registers a player with licence, category and birth year, and lists their rankings', async () => {
    const players: Array<[string, string, string]> = [
      ['ARNAUD Anne', '2050', '1970'],
      ['BLANC Bruno', '1700', '2009'],
      ['CARON Chloé', '1850', '1955'],
      ['DENIS Dan', '1650', '2010'],
      ['ÉLOI Émile', '1500', '1950'],
      ['FAURE Fanny', '1780', '1990'],
      ['GIRAUD Gaël', '1600', '1985'],
      ['HENRY Hugo', '1550', '2012'],
    ];
    for (const [name, rating, born] of players)
      await ok('players', 'add', file, '--name', name, '--rating', rating, '--born', born);
    await ok('players', 'edit', file, 'FAURE Fanny', '--category', 'vermeil', '--licence', 'F123');
    const listed = await json<PlayerView[]>('players', 'list', file);
    expect(listed.find((p) => p.name === 'FAURE Fanny')).toMatchObject({
      licence: 'F123',
      category: 'vermeil',
      categories: ['Élite', 'Vermeil'],
    });
    expect(listed.find((p) => p.name === 'HENRY Hugo')?.categories).toEqual(['Open', 'Jeunes']);
    expect(await ok('players', 'list', file)).toMatch(/HENRY Hugo .* 2012 +Open, Jeunes/);
  });

  it('prints the ranking of one category with its own rank and the general one', async () => {
    const round = await json<{
      matches: Array<{ table: number; a: { rating: number }; b: { rating: number } | null }>;
    }>('pair', file);
    for (const m of round.matches) {
      if (m.b === null) continue;
      await ok('result', file, '--table', String(m.table), m.a.rating > m.b.rating ? '420-300' : '300-420');
    }
    const general = await json<{ rows: Array<{ name: string; rank: number }> }>('standings', file);
    const jeunes = await json<CategoryStandings>('standings', file, '--category', 'jeunes');
    const expected = general.rows.filter((r) => ['BLANC Bruno', 'DENIS Dan', 'HENRY Hugo'].includes(r.name));
    expect(jeunes.lines.map((l) => [l.rank, l.row.name, l.row.rank])).toEqual(
      expected.map((r, i) => [i + 1, r.name, r.rank]),
    );
    const text = await ok('standings', file, '--category', 'Jeunes');
    expect(text.split('\n')[0]).toBe('Classement intermédiaire après la ronde 1 — catégorie Jeunes');
    expect(text).toMatch(/^Rang +Général +Nom/m);
    expect(await ok('standings', file)).toContain('Classements par série et catégorie : Élite, Open, Jeunes, Vermeil');
  });

  it('refuses an unknown category or a mistyped setting in French and changes nothing', async () => {
    const before = readFileSync(file);
    const unknown = await sclassic('standings', file, '--category', 'Cadets');
    expect(unknown.status).not.toBe(0);
    expect(unknown.stderr).toContain(
      'Aucun joueur dans la série ou catégorie « Cadets » ; classements possibles : Élite, Open, Jeunes, Vermeil.',
    );
    const mistyped = await sclassic('settings', file, '--series', 'Élite 1700');
    expect(mistyped.stderr).toContain('écrivez NOM:COTE');
    const reversed = await sclassic('settings', file, '--categories', 'Jeunes:2012-2008');
    expect(reversed.stderr).toContain('Catégorie 1 : la première année de naissance doit précéder la seconde');
    expect(readFileSync(file).equals(before)).toBe(true);
  });
});
