import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CATEGORY_SETTINGS,
  DEFAULT_NEWCOMER_RATING,
  DEFAULT_TOURNAMENT_ELO,
  resolveRuleset,
} from '../../src-engine/index.ts';
import type {
  CategoryStandings,
  CrosstableCell,
  CrosstableView,
  StandingsRow,
  TournamentSummary,
} from '../../src-main/contract/views.ts';
import { RESULTS_CSV_HEADER, resultsCsv } from '../../src-main/export/results-csv.ts';
import type { ResultsExport, ResultsExportRow } from '../../src-main/export/results-export.ts';
import { escapeHtml, resultsHtml } from '../../src-main/export/results-html.ts';
import { launchChromium } from '../support/chromium.ts';

const tournament: TournamentSummary = {
  path: '/tmp/open.sclassic',
  name: 'Open de Saint-Étienne & environs',
  date: '2026-12-22',
  place: 'Saint-Étienne',
  ruleset: resolveRuleset('fisf'),
  pairingSystem: 'formula',
  plannedRounds: 3,
  ruleRounds: 5,
  roundsPlanned: 3,
  roundsWarnings: [],
  bestOfThree: true,
  minutes: 25,
  elo: DEFAULT_TOURNAMENT_ELO,
  categories: DEFAULT_CATEGORY_SETTINGS,
  liveHidesRatings: false,
  tableProposals: false,
  proposalsConfirm: false,
  newcomerRating: DEFAULT_NEWCOMER_RATING,
  players: 5,
  activePlayers: 4,
  roundsPaired: 3,
  currentRound: { number: 3, entered: 2, total: 2, missingTables: [] },
  nextRound: 4,
  nextAbsent: [],
  finalPhase: null,
  finished: true,
};

const row = (r: Partial<ResultsExportRow> & Pick<ResultsExportRow, 'id' | 'rank' | 'name'>): ResultsExportRow => ({
  shared: false,
  licence: '',
  club: '',
  rating: 1500,
  pm: 0,
  ppm: null,
  pdep: 0,
  gamesWon: 0,
  ratingAfter: null,
  withdrawn: false,
  ...r,
});

const rows: ResultsExportRow[] = [
  row({
    id: 1,
    rank: 1,
    name: 'Hélène Dupré',
    licence: '123456',
    club: 'Club "Les Mots"; Lyon',
    rating: 1820,
    pm: 6,
    pdep: 310,
    gamesWon: 6,
    ratingAfter: 1834,
  }),
  row({
    id: 2,
    rank: 2,
    shared: true,
    name: '<script>alert(1)</script>',
    licence: '234567',
    club: 'Grenoble & Cie',
    rating: 1650,
    pm: 4,
    ppm: 2,
    pdep: 120,
    gamesWon: 4,
    ratingAfter: 1661,
  }),
  row({
    id: 3,
    rank: 2,
    shared: true,
    name: 'Noël Çelik',
    licence: '345678',
    club: 'Évian',
    rating: 1700,
    pm: 4,
    ppm: 2,
    pdep: 95,
    gamesWon: 5,
    ratingAfter: 1689,
  }),
  row({
    id: 4,
    rank: 4,
    name: "Jean-Loïc O'Brien",
    licence: '456789',
    club: 'Annecy',
    rating: 1400,
    pm: 2,
    pdep: -150,
    gamesWon: 2,
    ratingAfter: null,
  }),
  row({
    id: 5,
    rank: 5,
    name: 'Zoé Marchal',
    licence: '567890',
    club: 'Chambéry',
    rating: 1550,
    pm: 0,
    pdep: -375,
    gamesWon: 1,
    ratingAfter: 1530,
    withdrawn: true,
  }),
];

const cell = (
  round: number,
  outcome: CrosstableCell['outcome'],
  opponentRank: number | null,
  pm = 0,
  ending: CrosstableCell['ending'] = null,
): CrosstableCell => ({
  round,
  opponentRank,
  x: outcome === 'x',
  outcome,
  ending,
  pm,
});

const crosstable: CrosstableView = {
  rounds: 3,
  rows: rows.map((r, i) => ({
    rank: r.rank,
    player: { id: i + 1, name: r.name, club: r.club, rating: r.rating },
    pm: r.pm,
    pdep: r.pdep,
    cells:
      i === 0
        ? [cell(1, 'win', 4, 2), cell(2, 'win', 2, 2), cell(3, 'win', 2, 2, 'abandon-agreed')]
        : i === 4
          ? [cell(1, 'loss', 2), cell(2, 'withdrawn', null), cell(3, 'withdrawn', null)]
          : [
              cell(1, i === 3 ? 'loss' : 'win', 5, 2, i === 3 ? 'forfeit' : null),
              cell(2, 'loss', 1, 0, i === 2 ? 'decision' : null),
              cell(3, i === 3 ? 'x' : 'draw', i === 3 ? null : 2, 1),
            ],
  })),
};

/** The general ranking's rows as the standings give them to the category rankings. */
const standingsRow = (r: ResultsExportRow, id: number): StandingsRow => ({
  id,
  name: r.name,
  club: r.club,
  rating: r.rating,
  rank: r.rank,
  pm: r.pm,
  ppm: r.ppm,
  pdep: r.pdep,
  withdrawn: r.withdrawn,
  tieBreak: null,
  categories: [],
});
const member = (rank: number, index: number) => ({
  rank,
  row: standingsRow(rows[index] as ResultsExportRow, index + 1),
});
const categories: CategoryStandings[] = [
  { name: 'A', kind: 'series', lines: [member(1, 0), member(2, 1)] },
  { name: 'Jeunes <b>', kind: 'category', lines: [member(1, 1), member(1, 2), member(3, 4)] },
];

const data: ResultsExport = { tournament, rows, finalPhase: null, categories, crosstable };

describe('resultsCsv', () => {
  const csv = resultsCsv(data);

  it('starts with a BOM and ends its lines with CRLF', () => {
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(csv.replaceAll('\r\n', '').includes('\n')).toBe(false);
    expect(csv.split('\r\n')).toHaveLength(rows.length + 2); // header, rows, trailing empty
  });

  it('writes the French header, then one column per round', () => {
    expect(csv.slice(1).split('\r\n')[0]).toBe(
      'Licence;Nom;Club;Rang;PM;PPM;Pdep;Manches gagnées;Cote avant;Cote après (estimation);R1;R2;R3',
    );
  });

  it('quotes the fields with a separator or a quote, doubling the quotes', () => {
    expect(csv).toContain('123456;Hélène Dupré;"Club ""Les Mots""; Lyon";1;6;;310;6;1820;1834;G4;G2;G2 ab.\r\n');
    expect(csv).toContain("456789;Jean-Loïc O'Brien;Annecy;4;2;;-150;2;1400;;P5 F;P1;X\r\n");
  });

  it('parses back to the rows, in rank order', () => {
    const records = parse(csv, { bom: true, delimiter: ';', record_delimiter: '\r\n' }) as string[][];
    expect(records[0]).toEqual([...RESULTS_CSV_HEADER, 'R1', 'R2', 'R3']);
    // Each round: the crosstable's cell, with the code of a forfeit, an abandon or a decision.
    const rounds = [
      ['G4', 'G2', 'G2 ab.'],
      ['G5', 'P1', 'N2'],
      ['G5', 'P1 déc.', 'N2'],
      ['P5 F', 'P1', 'X'],
      ['P2', 'ret', 'ret'],
    ];
    expect(records.slice(1)).toEqual(
      rows.map((r, i) => [
        r.licence,
        r.name,
        r.club,
        String(r.rank),
        String(r.pm),
        r.ppm === null ? '' : String(r.ppm),
        String(r.pdep),
        String(r.gamesWon),
        String(r.rating),
        r.ratingAfter === null ? '' : String(r.ratingAfter),
        ...(rounds[i] as string[]),
      ]),
    );
    // Ex æquo share the number; the withdrawn player keeps the rank given, nothing added.
    expect(records[2]?.[3]).toBe('2');
    expect(records[3]?.[3]).toBe('2');
    expect(records[5]?.[3]).toBe('5');
  });

  it('keeps a name or club that a spreadsheet would run as a formula as text', () => {
    const hostile = resultsCsv({
      ...data,
      rows: [row({ id: 1, rank: 1, name: '=HYPERLINK("http://x";"clic")', club: '@SUM(1)', licence: '+33' })],
    });
    const [, line] = hostile.split('\r\n');
    expect(line).toBe(`'+33;"'=HYPERLINK(""http://x"";""clic"")";'@SUM(1);1;0;;0;0;1500;;G4;G2;G2 ab.`);
    // Numbers keep their sign: a negative Pdep is a number, not a formula.
    expect(resultsCsv({ ...data, rows: [row({ id: 1, rank: 1, name: 'A', pdep: -45 })] }).split('\r\n')[1]).toBe(
      ';A;;1;0;;-45;0;1500;;G4;G2;G2 ab.',
    );
  });

  it('writes decimals with a comma', () => {
    const csv2 = resultsCsv({ ...data, rows: [row({ id: 1, rank: 1, name: 'A', pm: 2.5, ppm: 1.5 })] });
    expect(csv2.split('\r\n')[1]).toBe(';A;;1;2,5;1,5;0;0;1500;;G4;G2;G2 ab.');
  });

  it('writes NC for an unrated newcomer, and their first rating after', () => {
    const csv2 = resultsCsv({ ...data, rows: [row({ id: 99, rank: 1, name: 'A', rating: null, ratingAfter: 1534 })] });
    expect(csv2.split('\r\n')[1]).toBe(';A;;1;0;;0;0;NC;1534;;;');
  });
});

describe('escapeHtml', () => {
  it('escapes markup, ampersands and quotes', () => {
    expect(escapeHtml('<script>alert(1)</script>')).toBe('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(escapeHtml(`Tom & "Jerry" l'ami`)).toBe('Tom &amp; &quot;Jerry&quot; l&#39;ami');
    expect(escapeHtml(12)).toBe('12');
  });
});

describe('resultsHtml', () => {
  const html = resultsHtml(data);

  it('is a standalone French page without any script', () => {
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('<meta charset="utf-8">');
    expect(html.toLowerCase()).not.toContain('<script');
    expect(html).not.toMatch(/\son\w+=/i);
    expect(html).not.toMatch(/(src|href)=|url\(|@import/i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('Open de Saint-Étienne &amp; environs');
    expect(html).toContain('22/12/2026');
    expect(html).toContain('Sclassic');
  });

  it('writes NC for an unrated newcomer and says what it means, with their first rating', () => {
    const newcomer = row({ id: 98, rank: 6, name: 'Anne Aubry', rating: null, ratingAfter: 1490 });
    const page = resultsHtml({ ...data, rows: [...rows, newcomer] });
    expect(page).toContain('<td class="name">Anne Aubry</td><td></td><td class="num">NC</td>');
    expect(page).toContain(
      '<p>NC : non classé (sans cote) ; sa cote après est une première cote, sa performance du tournoi.</p>',
    );
    expect(resultsHtml(data)).not.toContain('non classé');
    const unestimated = resultsHtml({ ...data, rows: [{ ...newcomer, ratingAfter: null }] });
    expect(unestimated).toContain('<p>NC : non classé (sans cote).</p>');
  });

  it('leaves out the crosstable and the estimate when not given', () => {
    const bare = resultsHtml({
      ...data,
      crosstable: null,
      categories: [],
      rows: rows.map((r) => ({ ...r, ratingAfter: null })),
    });
    expect(bare).not.toContain('tableau-croise');
    expect(bare).not.toContain('Classements par série');
    expect(bare).not.toContain('Cote après');
  });

  it('reads back in Chromium: the ranking, the crosstable, no request', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sclassic-export-'));
    const file = join(dir, 'resultats.html');
    writeFileSync(file, html);
    const browser = await launchChromium();
    try {
      const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
      const requests: string[] = [];
      page.on('request', (request) => requests.push(request.url()));
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await page.goto(pathToFileURL(file).href, { waitUntil: 'load' });

      expect(requests).toEqual([pathToFileURL(file).href]);
      expect(dialogs).toEqual([]);
      expect(await page.evaluate(() => document.scripts.length)).toBe(0);
      expect(await page.title()).toBe('Open de Saint-Étienne & environs — résultats');

      const ranking = await page.$$eval('table#classement tbody tr', (trs) =>
        trs.map((tr) => Array.from(tr.querySelectorAll('td'), (td) => td.textContent ?? '')),
      );
      expect(ranking).toEqual(
        rows.map((r) => [
          `${r.rank}${r.shared ? '=' : ''}`,
          `${r.name}${r.withdrawn ? ' (retiré)' : ''}`,
          r.club,
          String(r.rating),
          String(r.pm),
          r.ppm === null ? '' : String(r.ppm),
          // FISF Pdep are score differences: signed, as on the printed ranking.
          r.pdep > 0 ? `+${r.pdep}` : String(r.pdep),
          r.ratingAfter === null ? '' : String(r.ratingAfter),
        ]),
      );
      const heads = await page.$$eval('table#classement thead th', (ths) => ths.map((th) => th.textContent));
      expect(heads).toEqual(['Rang', 'Nom', 'Club', 'Cote', 'PM', 'PPM', 'Pdep', 'Cote après*']);

      // Each series and category: its own rank (shared: « 1= »), the general one, the player.
      const categoryTitles = await page.$$eval('h3', (hs) => hs.map((h) => h.textContent));
      expect(categoryTitles).toEqual(['Série A — 2 joueurs', 'Catégorie Jeunes <b> — 3 joueurs']);
      const jeunes = await page.$$eval('table#categorie-2 tbody tr', (trs) =>
        trs.map((tr) => Array.from(tr.querySelectorAll('td'), (td) => td.textContent ?? '').slice(0, 3)),
      );
      expect(jeunes).toEqual([
        ['1=', '2', '<script>alert(1)</script>'],
        ['1=', String(rows[2]?.rank), rows[2]?.name],
        ['3', String(rows[4]?.rank), `${rows[4]?.name} (retiré)`],
      ]);

      const cross = await page.$$eval('table#tableau-croise tbody tr', (trs) =>
        trs.map((tr) => Array.from(tr.querySelectorAll('td'), (td) => td.textContent ?? '')),
      );
      // Players share a rank, so the lines are numbered (the cells name the opponent's line); a
      // code after the cell of a match ended beyond the board, explained in the notes.
      const crossHeads = await page.$$eval('table#tableau-croise thead th', (ths) => ths.map((th) => th.textContent));
      expect(crossHeads).toEqual(['N°', 'Rang', 'Nom', 'R1', 'R2', 'R3', 'PM', 'Pdep']);
      expect(cross[0]).toEqual(['1', '1', 'Hélène Dupré', 'G4', 'G2', 'G2 ab.', '6', '+310']);
      expect(cross[1]?.slice(0, 3)).toEqual(['2', '2=', '<script>alert(1)</script>']);
      expect(cross[2]?.slice(0, 6)).toEqual(['3', '2=', 'Noël Çelik', 'G5', 'P1 déc.', 'N2']);
      expect(cross[3]?.slice(3, 6)).toEqual(['P5 F', 'P1', 'X']);
      const notes = await page.$$eval('section.note p', (ps) => ps.map((p) => p.textContent ?? ''));
      expect(notes).toContain(
        'Tableau croisé : G gagné, N nul, P perdu, suivi du numéro de ligne (N°) de l’adversaire ; X match contre le joueur fictif ; abs absent ; ret retiré. Puis un code dit comment le match s’est terminé. Codes : «\u00a0F\u00a0» forfait, match non joué (le joueur absent perd avec 0 PM) ; «\u00a0ab.\u00a0» abandon accepté par l’adversaire, scores du barème d’abandon (l’abandonnant perd avec 1 PM) ; «\u00a0déc.\u00a0» défaite sur décision arbitrale, scores du barème d’abandon (le perdant a 0 PM).',
      );
      expect(cross[4]?.slice(2, 6)).toEqual(['Zoé Marchal (retiré)', 'P2', 'ret', 'ret']);

      const facts = await page.$$eval('dl.facts dt, dl.facts dd', (els) => els.map((e) => e.textContent));
      expect(facts).toEqual([
        'Date',
        '22/12/2026',
        'Lieu',
        'Saint-Étienne',
        'Règlement',
        'FISF (texte actuel)',
        'Rondes',
        '3',
        'Joueurs',
        '5 (dont 1 retiré)',
        'Cadence',
        '25 minutes par joueur, matchs en deux manches gagnantes',
      ]);

      // On a phone the page does not overflow: only the tables' own box scrolls.
      await page.setViewportSize({ width: 360, height: 740 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

      await page.setViewportSize({ width: 1366, height: 768 });
      const shot = process.env.SCLASSIC_EXPORT_SCREENSHOT;
      if (shot) await page.screenshot({ path: shot, fullPage: false });
      expect(requests).toHaveLength(1);
    } finally {
      await browser.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
