/**
 * Unrated newcomers at the command line, on a real file: `players add` without --rating or with
 * --rating NC, a rating list with empty Cote cells, « NC » in the lists and the standings, the
 * newcomer rating and series in `settings`, a first rating in `ratings`, NC in the exports.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { PlayerView, RatingReportView, TournamentSummary } from '../../src-main/contract/views.ts';
import { cli, spawnCli } from '../support/cli.ts';

const folder = mkdtempSync(join(tmpdir(), 'sclassic-cli-newcomers-'));
const file = join(folder, 'Open des néophytes.sclassic');
const data = join(folder, 'données');
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const { sclassic, ok, json } = cli({ SCLASSIC_DATA_DIR: data });

describe('unrated newcomers through the CLI', () => {
  it('registers a player without --rating, or with --rating NC, as unrated', async () => {
    await ok('new', file, '--name', 'Open des néophytes', '--date', '2026-12-22', '--rounds', '3');
    // In a process of its own, as the issue writes it.
    const added = spawnCli(['players', 'add', file, '--name', 'AUBRY Anne']);
    expect(added).toEqual({ status: 0, stdout: 'Inscrit : n° 1 AUBRY Anne (cote NC)\n', stderr: '' });
    expect(await ok('players', 'add', file, '--name', 'ZOLA Émile', '--rating', 'NC')).toBe(
      'Inscrit : n° 2 ZOLA Émile (cote NC)\n',
    );
    expect(await ok('players', 'add', file, '--name', 'BERTIN Ana', '--rating', '1720')).toBe(
      'Inscrit : n° 3 BERTIN Ana (cote 1720)\n',
    );
    const wrong = await sclassic('players', 'add', file, '--name', 'DUPONT Jean', '--rating', 'quinze');
    expect(wrong).toMatchObject({ status: 2, stderr: expect.stringContaining('--rating attend un nombre entier') });
  });

  it('imports a list whose Cote cells are empty, and lists NC players after the rated ones', async () => {
    const list = join(folder, 'inscrits.csv');
    writeFileSync(list, 'Nom;Prénom;Club;Cote\nÉLOI;Bruno;Wavre;\nDUPONT;Jean;Liège;1650\nSIMON;Luc;Liège;1380\n');
    expect(await ok('players', 'import', file, list)).toBe(
      '3 joueurs importés, dont 1 non classé (NC) (texte UTF-8).\n',
    );
    const players = await json<PlayerView[]>('players', 'list', file);
    expect(
      [...players].sort((a, b) => a.initialRank - b.initialRank).map((p) => [p.initialRank, p.name, p.rating]),
    ).toEqual([
      [1, 'BERTIN Ana', 1720],
      [2, 'DUPONT Jean', 1650],
      [3, 'SIMON Luc', 1380],
      [4, 'AUBRY Anne', null],
      [5, 'ÉLOI Bruno', null],
      [6, 'ZOLA Émile', null],
    ]);
    const table = await ok('players', 'list', file);
    // No rating type beside NC, where it means nothing; the series named after it.
    expect(table).toMatch(/^ 1 +4 +AUBRY Anne +NC +NC$/m);
    expect(table).toMatch(/^ \d+ +2 +DUPONT Jean +Liège +1650 +PL +B$/m);
  });

  it('sets the newcomer rating and series with settings, and shows them', async () => {
    const shown = await ok('settings', file, '--newcomer-rating', '1300', '--newcomer-series', 'C');
    expect(shown).toContain('Non classés : dans la série C.');
    expect(shown).toContain("Non classés (NC) : comptent pour une cote de 1300 (dans l'estimation des cotes).");
    const players = await json<PlayerView[]>('players', 'list', file);
    expect(players.find((p) => p.name === 'ZOLA Émile')?.categories).toEqual(['C']);
    const back = await json<TournamentSummary>(
      'settings',
      file,
      '--newcomer-rating',
      'defaut',
      '--newcomer-series',
      'NC',
    );
    expect(back.newcomerRating).toBe(1400);
    expect(back.categories.newcomerSeries).toBe('NC');
    const refused = await sclassic('settings', file, '--newcomer-rating', '-3');
    expect(refused.status).not.toBe(0);
  });

  it('plays the tournament: NC in the standings, a first rating in the estimate, NC in the exports', async () => {
    for (let round = 1; round <= 3; round++) {
      await ok('pair', file);
      for (let table = 1; table <= 3; table++) await ok('result', file, '--table', String(table), '410-380');
    }
    const standings = await ok('standings', file, '--final');
    expect(standings).toMatch(/ÉLOI Bruno +Wavre +NC +\d/);
    expect(standings).toContain('Classements par série et catégorie : B, C, NC');
    expect(await ok('standings', file, '--final', '--category', 'NC')).toContain('— série NC');

    const ratings = await ok('ratings', file);
    expect(ratings).toMatch(/AUBRY Anne +NC +\d +\d.* première cote +\d+ +\d+/);
    expect(ratings).toContain('NC : non classé, compté pour une cote de 1400');
    const report = await json<RatingReportView>('ratings', file);
    const aubry = report.lines.find((l) => l.player.name === 'AUBRY Anne');
    expect(aubry).toMatchObject({ ratingBefore: null, change: null, firstRating: true });
    expect(aubry?.ratingAfter).toBe(aubry?.performance);

    const csv = join(folder, 'résultats.csv');
    await ok('export', file, '--csv', '-o', csv);
    expect(readFileSync(csv, 'utf8')).toMatch(/;AUBRY Anne;;\d;[^\n]*;NC;\d+;[^\n]*\r\n/);
    const exported = JSON.parse(await ok('export', file, '--json')) as { players: Array<{ rating: number | null }> };
    expect(exported.players.filter((p) => p.rating === null)).toHaveLength(3);
  });

  it('merges a rating list with an empty Cote into the directory, unrated', async () => {
    const list = join(folder, 'cotes.csv');
    writeFileSync(list, 'Licence;Nom;Prénom;Club;Cote;Type\n2001;PETIT;Léa;Mons;;PL\n2002;GRAND;Paul;Mons;1500;PL\n');
    expect(await ok('directory', 'import', list, '--date', '2026-10-01')).toContain('2 ajoutés');
    expect(await ok('directory', 'search', 'petit')).toMatch(/2001 +PETIT Léa +Mons +NC/);
  });
});
