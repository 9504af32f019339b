/**
 * Every printed document for fields of 9, 64 and 128 players: a valid PDF with the expected page
 * count, whose text holds every name and the right tables, scores and ranks; and one page of each
 * compared with a reference image, so a broken layout fails the suite.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchReason, pairingFr } from '../../src-main/contract/i18n/pairing-words.ts';
import type { RoundView } from '../../src-main/contract/views.ts';
import { FILE_DOCUMENTS } from '../../src-main/print/documents.ts';
import { compareWithReference, pageCount, pageImage, pdfText } from '../support/pdf-tools.ts';
import { type PlayedTournament, playedTournament } from '../support/played-tournament.ts';

const REFERENCES = fileURLToPath(new URL('./references/', import.meta.url));
const SUITE_TIMEOUT_MS = 120_000;

/** The text is laid out in columns (tests/support/pdf-tools.ts): compare names with their spaces squeezed. */
const squeeze = (text: string) => text.replace(/\s+/g, ' ');
/** A text as it is, inside a regular expression. */
const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe.each([
  [9, 5],
  [64, 6],
  [128, 7],
])('%i players, %i rounds', (players, rounds) => {
  let tournament: PlayedTournament;
  let round: RoundView;
  beforeAll(async () => {
    tournament = await playedTournament(players, rounds);
    round = await tournament.api.round({});
  }, SUITE_TIMEOUT_MS);
  afterAll(() => tournament.close());

  const print = (input: Parameters<PlayedTournament['api']['printDocument']>[0]) => tournament.api.printDocument(input);

  it('match sheets: one per table but X, two to a page, each with its players and who starts', async () => {
    const { pdf, fileName } = await print({ document: 'match-sheets' });
    expect(fileName).toBe(`Open de Courcelles - feuilles de match ronde ${rounds}.pdf`);
    const sheets = round.matches.filter((m) => m.b !== null);
    expect(pageCount(pdf)).toBe(Math.ceil(sheets.length / 2));
    const text = squeeze(pdfText(pdf));
    for (const m of sheets) {
      expect(text).toContain(`Ronde ${rounds} — Table ${m.table}`);
      expect(text).toContain(m.a.name);
      expect(text).toContain(m.b?.name);
    }
    // One game a match (tests/print/match-format.test.ts has the best of three).
    expect(text.match(/▶ commence/g)).toHaveLength(sheets.length);
    expect(text).not.toContain('manche 1');
  });

  it(
    'score sheets: one page per player of the round, each with the 102 tiles to tick off',
    async () => {
      const { pdf } = await print({ document: 'score-sheets' });
      const sheets = round.matches.filter((m) => m.b !== null).length * 2;
      expect(pageCount(pdf)).toBe(sheets);
      const first = pdfText(pdf, 1);
      const tiles = [...first.matchAll(/([A-Z?])×(\d+)/g)].map((m) => Number(m[2]));
      expect(tiles).toHaveLength(27);
      expect(tiles.reduce((a, b) => a + b, 0)).toBe(102);
      expect(first).toContain('102 jetons');
      const all = squeeze(pdfText(pdf));
      for (const m of round.matches.filter((x) => x.b !== null)) {
        expect(all).toContain(m.a.name);
        expect(all).toContain(m.b?.name);
      }
      const blank = await print({ document: 'score-sheets', blank: true });
      expect(pageCount(blank.pdf)).toBe(1);
    },
    SUITE_TIMEOUT_MS,
  );

  it('pairings: by table, then every player alphabetically with table and opponent', async () => {
    const { pdf } = await print({ document: 'pairings' });
    expect(pageCount(pdf)).toBe({ 9: 2, 64: 5, 128: 8 }[players]);
    const text = squeeze(pdfText(pdf));
    expect(text).toContain('Par table');
    expect(text).toContain('Par ordre alphabétique');
    for (const m of round.matches) {
      expect(text).toContain(m.a.name);
      if (m.b !== null) expect(text).toContain(m.b.name);
    }
  });

  it('why each match: every table with its two players and the reason the procedure gives', async () => {
    const { pdf, fileName } = await print({ document: 'explanations' });
    expect(fileName).toBe(`Open de Courcelles - pourquoi chaque match ronde ${rounds}.pdf`);
    const text = squeeze(pdfText(pdf));
    expect(text).toContain(`Pourquoi chaque match — ronde ${rounds}`);
    for (const m of round.matches) {
      expect(text).toContain(squeeze(matchReason(pairingFr, m, round)));
      expect(text).toContain(m.a.name);
    }
    expect(round.matches.every((m) => m.reason?.method === 'score-groups')).toBe(true);
  });

  it('standings: every player with rank, PM and Pdep, and the tie-breaks explained', async () => {
    const standings = await tournament.api.standings({});
    const { pdf } = await print({ document: 'standings' });
    const text = pdfText(pdf);
    const lines = text.split('\n');
    for (const row of standings.rows) {
      // The name as a whole column: followed by the column gap (or the withdrawal mark).
      const name = new RegExp(`(^|\\s)${literal(row.name)}( \\(retiré\\))?(\\s{2,}|$)`);
      const line = lines.find((l) => name.test(l));
      expect(line, row.name).toBeDefined();
      expect(squeeze(line as string)).toMatch(new RegExp(`^ ?${row.rank} `));
      expect(squeeze(line as string)).toContain(` ${row.pm} `);
    }
    expect(squeeze(text)).toMatch(/Pdep/);
    expect(pageCount(pdf)).toBe({ 9: 1, 64: 2, 128: 3 }[players]);
  });

  it(
    'bulletin: the facts, the final ranking, every player’s rounds and the crosstable',
    async () => {
      const { pdf } = await print({ document: 'bulletin' });
      const text = squeeze(pdfText(pdf));
      expect(text).toContain('Open de Courcelles');
      expect(text).toMatch(new RegExp(`Joueurs ${players}\\b`));
      for (const name of tournament.names) expect(text).toContain(name);
      const final = await tournament.api.standings({ final: true });
      expect(final.rows[0]?.rank).toBe(1);
      expect(text).toContain(final.rows[0]?.name);
      // Every game of the winner, from the winner's side.
      const winner = await tournament.api.playerHistory({ player: final.rows[0]?.id as number });
      for (const line of winner.lines) for (const [own, other] of line.games) expect(text).toContain(`${own}-${other}`);
      // The rankings of the series (ratings 2100 down by 7: Joker, A, B by default), with their sizes.
      expect(text).toContain('Classements par série et par catégorie');
      for (const ranking of final.categories) {
        expect(ranking.kind).toBe('series');
        expect(text).toContain(`Série ${ranking.name} — ${ranking.lines.length} joueur`);
      }
      expect(final.categories.map((c) => c.name)).toEqual(
        { 9: ['Joker'], 64: ['Joker', 'A', 'B'], 128: ['Joker', 'A', 'B', 'C'] }[players],
      );
      expect(pageCount(pdf)).toBe({ 9: 3, 64: 12, 128: 22 }[players]);
    },
    SUITE_TIMEOUT_MS,
  );

  it('rating report: every player, landscape, and it says it is an estimate', async () => {
    const { pdf, fileName } = await print({ document: 'ratings' });
    expect(fileName).toBe('Open de Courcelles - estimation des cotes.pdf');
    const text = squeeze(pdfText(pdf));
    expect(text).toContain("Estimation : la formule officielle de la fédération n'est pas publiée");
    for (const name of tournament.names) expect(text).toContain(name);
    const image = pageImage(pdf, 1);
    expect(image.width).toBeGreaterThan(image.height);
    // Each match counted, with the result obtained and the one expected: the winner's first round.
    const report = await tournament.api.ratingReport({});
    const first = report.lines[0]?.matches[0];
    if (first !== undefined) {
      const obtained = { 0: '0', 0.5: '½', 1: '1' }[first.result];
      expect(text).toContain(`R${first.round} ${obtained} (${first.expected.toFixed(2).replace('.', ',')})`);
    }
    expect(pageCount(pdf)).toBe({ 9: 1, 64: 3, 128: 6 }[players]);
  });

  it('standings of one series: its own rank and the general one, in the general order', async () => {
    const final = await tournament.api.standings({ final: true });
    const joker = final.categories.find((c) => c.name === 'Joker');
    const { pdf, fileName } = await print({ document: 'standings', final: true, category: 'joker' });
    expect(fileName).toBe(`Open de Courcelles - classement ronde ${rounds}.pdf`);
    const text = squeeze(pdfText(pdf));
    expect(text).toContain('Classement final — Série Joker');
    // Each line: rank in the series (« = » when shared), general rank, name (withdrawn or not), club.
    const positions = (joker?.lines ?? []).map((l) =>
      text.search(
        new RegExp(`${l.rank}=? ${l.row.rank} ${literal(l.row.name)}( \\(retiré\\))? ${literal(l.row.club)}`),
      ),
    );
    expect(positions.filter((p) => p < 0)).toEqual([]);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    const refusal = await print({ document: 'standings', category: 'Cadets' }).catch((e: unknown) => e);
    expect(refusal).toMatchObject({ code: 'unknown-category', field: 'category' });
  });

  it('A4 by default, US Letter as an option', async () => {
    // At 40 dpi: A4 is 8.27 in wide (331 px), Letter 8.5 in (340 px).
    expect(pageImage((await print({ document: 'standings' })).pdf, 1).width).toBe(331);
    expect(pageImage((await print({ document: 'standings', paper: 'LETTER' })).pdf, 1).width).toBe(340);
  });
});

describe('the pages look as they did', () => {
  let tournament: PlayedTournament;
  beforeAll(async () => {
    tournament = await playedTournament(9, 5);
  }, SUITE_TIMEOUT_MS);
  afterAll(() => tournament.close());

  it.each(FILE_DOCUMENTS)('%s, page 1, within one pixel in a hundred of its reference image', async (document) => {
    const { pdf } = await tournament.api.printDocument({ document });
    const comparison = compareWithReference(pageImage(pdf, 1), join(REFERENCES, `${document}.png`));
    expect(comparison.sameSize).toBe(true);
    expect(comparison.differentShare).toBeLessThan(0.01);
  });
});
