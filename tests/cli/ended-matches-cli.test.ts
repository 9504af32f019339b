/**
 * `sclassic history`, `crosstable`, `ratings` and `export` on a tournament whose matches ended
 * every way beyond the board: the scores the rules give, each marked with its code, the codes
 * explained under the table.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../support/cli.ts';
import { EXPECTED, PLAYERS, player } from '../support/ended-matches.ts';
import { type EndedMatchesFile, endedMatchesFile } from '../support/ended-matches-file.ts';

/** The codes as a French director reads them (docs/rules.md). */
const CODE = { forfeit: 'F', 'abandon-agreed': 'ab.', abandon: 'ab. s.a.', decision: 'déc.' } as const;
const NBSP = '\u00a0';

let file: EndedMatchesFile;
beforeAll(async () => {
  file = await endedMatchesFile();
  await file.api.closeTournament({});
});
afterAll(() => file.close());

const history = (name: string) => ok('history', file.path, String(player(name).id));

describe('sclassic history', () => {
  it('the abandon at 210-245 reads 450-350, marked « ab. », the code explained', async () => {
    const text = await history('ARNAUD Claire');
    expect(text).toMatch(/^ +1 +1 +KLEIN Hugo +450-350 ab\. +gagné +3 +\+100 +3$/m);
    expect(text).not.toContain('210');
    expect(text).toContain(
      `Codes : «${NBSP}ab.${NBSP}» abandon accepté par l’adversaire, scores du barème d’abandon (l’abandonnant perd avec 1 PM).`,
    );
    expect(await history('KLEIN Hugo')).toMatch(/^ +1 +1 +ARNAUD Claire +350-450 ab\. +perdu +1 +-100 +1$/m);
  });

  it('every player’s round: the scores from their side, then the code of how the match ended', async () => {
    for (const { name } of PLAYERS) {
      const e = EXPECTED[name];
      if (e === undefined) throw new Error(name);
      const scores = e.games.map(([own, other]) => `${own}-${other}`).join(' ');
      const marked = e.ending === null ? scores : `${scores} ${CODE[e.ending]}`.trim();
      const outcome = { win: 'gagné', loss: 'perdu', x: 'gagné \\(X\\)' }[e.outcome as 'win' | 'loss' | 'x'];
      const opponent = e.opponent ?? 'X';
      const pdep = e.pdep > 0 ? `\\+${e.pdep}` : String(e.pdep);
      const text = await history(name);
      const line = new RegExp(
        `^ +1 +\\d +${opponent} +${marked.replaceAll('.', '\\.')} +${outcome} +${e.pm} +${pdep} +${e.pm}$`,
        'm',
      );
      expect(text, name).toMatch(line);
      if (e.ending === null) expect(text, name).not.toContain('Codes :');
      else expect(text, name).toContain(`Codes : «${NBSP}${CODE[e.ending]}${NBSP}» `);
    }
  });
});

describe('sclassic crosstable', () => {
  it('each cell: the outcome, the opponent’s line, the code; the letters and the codes explained', async () => {
    const text = await ok('crosstable', file.path);
    // Ex æquo on 3 PM and 100 Pdep: the lines are numbered, and the cells name the opponent's line.
    expect(text).toMatch(/^N° +Rang +Nom +R1 +PM +Pdep$/m);
    expect(text).toMatch(/^ 1 +1 +ARNAUD Claire +G8 ab\. +3 +100$/m);
    expect(text).toMatch(/^ 2 +1 +BLANC Henri +G11 ab\. s\.a\. +3 +100$/m);
    expect(text).toMatch(/^ 3 +1 +JOLY Anne +G10 déc\. +3 +100$/m);
    expect(text).toMatch(/^ 4 +4 +DENIS Paul +X +3 +50$/m);
    expect(text).toMatch(/^ 5 +4 +HUBERT Léa +G9 F +3 +50$/m);
    expect(text).toMatch(/^ 6 +6 +FABRE Zoé +G7 +3 +32$/m);
    expect(text).toMatch(/^ 8 +8 +KLEIN Hugo +P1 ab\. +1 +-100$/m);
    expect(text).toMatch(/^ 9 +9 +ÉTIENNE Marc +P5 F +0 +-50$/m);
    expect(text).toMatch(/^10 +10 +CARON Lucie +P3 déc\. +0 +-100$/m);
    expect(text).toMatch(/^11 +10 +GARNIER Luc +P2 ab\. s\.a\. +0 +-100$/m);
    expect(text).toContain('suivi du numéro de ligne (N°) de l’adversaire ; X contre le joueur fictif');
    expect(text).toContain(
      [
        `Codes : «${NBSP}F${NBSP}» forfait, match non joué (le joueur absent perd avec 0 PM)`,
        `«${NBSP}ab.${NBSP}» abandon accepté par l’adversaire, scores du barème d’abandon (l’abandonnant perd avec 1 PM)`,
        `«${NBSP}ab. s.a.${NBSP}» abandon sans l’accord de l’adversaire, scores du barème d’abandon (l’abandonnant perd avec 0 PM)`,
        `«${NBSP}déc.${NBSP}» défaite sur décision arbitrale, scores du barème d’abandon (le perdant a 0 PM).`,
      ].join(' ; '),
    );
  });
});

describe('sclassic ratings', () => {
  it('an abandon or a decision counts as played, its result marked; forfeits and X are left out', async () => {
    const text = await ok('ratings', file.path);
    expect(text).toMatch(/^ARNAUD Claire +1 +KLEIN Hugo +1500 +0,92 +1 ab\. +\+0,08$/m);
    expect(text).toMatch(/^GARNIER Luc +1 +BLANC Henri +1950 +0,19 +0 ab\. s\.a\. +-0,19$/m);
    expect(text).toMatch(/^CARON Lucie +1 +JOLY Anne +1550 +0,88 +0 déc\. +-0,88$/m);
    expect(text).toMatch(/^FABRE Zoé +1 +IMBERT Noël +1600 +0,7 +1 +\+0,3$/m);
    expect(text).not.toMatch(/^(HUBERT Léa|ÉTIENNE Marc|DENIS Paul) +1 /m);
    expect(text).toMatch(
      new RegExp(`\\nCodes : «${NBSP}ab\\.${NBSP}» abandon accepté .* ; «${NBSP}déc\\.${NBSP}» défaite`),
    );
    expect(text).not.toContain(`«${NBSP}F${NBSP}»`);
  });
});

describe('sclassic export', () => {
  it('the CSV: games won as the rules count them, and each round’s cell with its code', async () => {
    const out = join(file.folder, 'resultats.csv');
    await ok('export', file.path, '--csv', '-o', out);
    const csv = readFileSync(out, 'utf8');
    const rows = parse(csv.replace(/^\uFEFF/, ''), {
      delimiter: ';',
      record_delimiter: '\r\n',
      columns: true,
    }) as Array<Record<string, string>>;
    const of = (name: string) => rows.find((r) => r.Nom === name);
    // ARNAUD won the game KLEIN abandoned while leading 245-210.
    expect(of('ARNAUD Claire')).toMatchObject({ 'Manches gagnées': '1', R1: 'G8 ab.' });
    expect(of('KLEIN Hugo')).toMatchObject({ 'Manches gagnées': '0', R1: 'P1 ab.' });
    expect(of('CARON Lucie')).toMatchObject({ 'Manches gagnées': '0', R1: 'P3 déc.' });
    expect(of('GARNIER Luc')).toMatchObject({ R1: 'P2 ab. s.a.' });
    expect(of('HUBERT Léa')).toMatchObject({ 'Manches gagnées': '0', R1: 'G9 F' });
    expect(of('DENIS Paul')).toMatchObject({ 'Manches gagnées': '0', R1: 'X' });
    expect(of('FABRE Zoé')).toMatchObject({ 'Manches gagnées': '1', R1: 'G7' });
  });

  it('the HTML page: the crosstable’s cells marked, the codes in its notes', async () => {
    const html = await ok('export', file.path, '--html');
    // Ex æquo: each line numbered, since the cells name the opponent's line.
    expect(html).toMatch(
      /<tr><td class="num">2<\/td><td class="num">1=<\/td><td class="name">BLANC Henri<\/td><td class="cell win">G11 ab\. s\.a\.<\/td>/,
    );
    expect(html).toContain('<td class="cell win">G8 ab.</td>');
    expect(html).toContain('<td class="cell">P2 ab. s.a.</td>');
    expect(html).toContain('<td class="cell win">G10 déc.</td>');
    expect(html).toContain('<td class="cell">P5 F</td>');
    expect(html).toContain('<td class="cell win">X</td>');
    expect(html).toContain(`Codes : «${NBSP}F${NBSP}» forfait, match non joué`);
    expect(html).toContain(`«${NBSP}ab. s.a.${NBSP}» abandon sans l’accord de l’adversaire`);
  });
});
