/**
 * A whole 40-player, 6-round tournament run through the `sclassic` command on a real file,
 * with an absence, a forfeit, a withdrawal, an undo and a corrected result, then checked
 * against the engine: every pairing and the final standings.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { computeStandings, pairNextRound, readTournament, type TournamentDocument, X } from '../../src-engine/index.ts';
import { FILE_DOCUMENTS } from '../../src-main/print/documents.ts';
import { cli } from '../support/cli.ts';
import { pageCount, pdfText } from '../support/pdf-tools.ts';
import { seededRandom } from '../support/random.ts';

const folder = mkdtempSync(join(tmpdir(), 'sclassic-cli-'));
const file = join(folder, 'Open de Courcelles.sclassic');
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const { sclassic, ok, json } = cli();

interface RoundJson {
  number: number;
  matches: Array<{ table: number; a: { id: number }; b: { id: number } | null; starts: number | null }>;
  missingTables: number[];
}

const FIRST = ['Ana', 'Émile', 'Zoé', 'Luc', 'Marie', 'Jean', 'Chloé', 'Noël'];
const LAST = ['BERTIN', 'DUPONT', 'LEFÈVRE', 'MARTIN', 'ŒUVRARD', 'N’DIAYE', 'ÇELIK', 'MÜLLER', 'ROUX', 'GARNIER'];

describe('a 40-player, 6-round tournament through the CLI', () => {
  const random = seededRandom(2026);
  /** Engine pairings recomputed from the exported document, round by round. */
  const documents: TournamentDocument[] = [];

  it('runs from creation to final standings, and every pairing is the engine’s', async () => {
    await ok(
      'new',
      file,
      '--name',
      'Open de Courcelles',
      '--date',
      '2026-12-22',
      '--place',
      'Courcelles',
      '--rounds',
      '6',
    );
    const csv = ['Nom;Prénom;Club;Cote'];
    for (let i = 0; i < 40; i++)
      csv.push(
        `${LAST[i % LAST.length]};${FIRST[(i * 3) % FIRST.length]} ${i + 1};Club ${i % 5};${1200 + 15 * ((i * 7) % 40)}`,
      );
    writeFileSync(join(folder, 'joueurs.csv'), `${csv.join('\n')}\n`);
    expect(await ok('players', 'import', file, join(folder, 'joueurs.csv'))).toMatch(
      /^40 joueurs importés \(texte UTF-8\)\./,
    );
    expect(await json<unknown[]>('players', 'list', file)).toHaveLength(40);

    for (let round = 1; round <= 6; round++) {
      if (round === 3) await ok('absent', file, '7', '12');
      if (round === 5)
        expect(await ok('players', 'withdraw', file, '20')).toMatch(/se retire du tournoi après la ronde 4/);
      const before = JSON.parse(await ok('export', file, '--json')) as TournamentDocument;
      const paired = await json<RoundJson>('pair', file);
      expect(paired.number).toBe(round);

      // The same pairing as the engine's, from the document the file exported before pairing.
      const state = readTournament(before);
      const engine = pairNextRound(state);
      const id = (p: number) => (p === X ? null : Number(state.players[p]?.id));
      expect(paired.matches.map((m) => [m.table, m.a.id, m.b?.id ?? null, m.starts])).toEqual(
        engine.matches.map((m) => [m.table, id(m.a), id(m.b), m.starts === null ? null : id(m.starts)]),
      );
      documents.push(before);

      for (const match of paired.matches) {
        if (match.b === null) continue;
        if (round === 2 && match.table === 5) {
          await ok('result', file, '--table', '5', '--forfeit', String(match.b.id));
          continue;
        }
        const a = random.int(280, 520);
        const b = random.int(280, 520);
        await ok('result', file, '--table', String(match.table), `${a}-${b}`);
      }
      expect((await json<RoundJson>('round', file)).missingTables).toEqual([]);
    }
  }, 240_000);

  it('undoes the last change and corrects an earlier result', async () => {
    // A correction says so: without --correct, the result already entered is kept.
    const refused = await sclassic('result', file, '--table', '1', '--round', '6', '400-399');
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(
      /^sclassic : La table 1 de la ronde 6 a déjà un résultat : .*--correct en ligne de commande\)\.\n$/,
    );
    await ok('result', file, '--table', '1', '--round', '6', '400-399', '--correct');
    expect(await ok('undo', file)).toMatch(/^Annulé : Correction ronde 6, table 1/);
    const corrected = await ok('result', file, '--table', '3', '--round', '1', '450 - 300', '--correct');
    expect(corrected).toMatch(/^Table 3 \(ronde 1\)/);
    // What the correction changed in the standings: whose rank, then the table's PM and Pdep.
    expect(corrected).toMatch(/\nRang : (aucun ne change|[^\n]+ \d+ → \d+)\.\n/);
    expect(corrected).toMatch(/\n[^\n]+ PM \d+ → \d+, Pdep -?\d+ → -?\d+/);
    const log = await json<Array<{ command: string; summary: string; undone: boolean }>>('log', file);
    expect(log.slice(0, 3).map((e) => [e.command, e.undone])).toEqual([
      ['edit-result', false],
      ['undo', true],
      ['edit-result', true],
    ]);
    expect(log[0]?.summary).toMatch(/^Correction ronde 1, table 3 : .* 450-300$/);
  });

  it('gives the engine’s final standings', async () => {
    const exported = JSON.parse(await ok('export', file, '--json')) as TournamentDocument;
    const state = readTournament(exported);
    const engine = computeStandings(state, { final: true });
    const cli = await json<{
      final: boolean;
      rows: Array<{ id: number; rank: number; pm: number; ppm: number | null; pdep: number; withdrawn: boolean }>;
    }>('standings', file, '--final');
    expect(cli.final).toBe(true);
    expect(cli.rows.map((r) => [r.rank, r.id, r.pm, r.ppm, r.pdep, r.withdrawn])).toEqual(
      engine.lines.map((l) => [l.rank, Number(state.players[l.player]?.id), l.pm, l.ppm, l.pdep, l.withdrawn]),
    );
    expect(cli.rows.at(-1)).toMatchObject({ id: 20, withdrawn: true });
    // The forfeit of round 2 counted: its winner scored +50 Pdep for that round.
    const text = await ok('standings', file, '--final');
    expect(text).toMatch(/^Classement final\nRang/);
    expect(await ok('show', file)).toMatch(/Tournoi terminé\./);
  });

  it('prints every document to a PDF file', async () => {
    for (const document of FILE_DOCUMENTS) {
      const output = join(folder, `${document}.pdf`);
      expect(await ok('print', file, document, '-o', output)).toBe(`Document enregistré : ${output}\n`);
      expect(pageCount(readFileSync(output))).toBeGreaterThan(0);
    }
    expect(pdfText(readFileSync(join(folder, 'bulletin.pdf')))).toContain('Bulletin des résultats');
    const letter = join(folder, 'letter.pdf');
    await ok('print', file, 'score-sheets', '--blank', '--letter', '-o', letter);
    expect(pageCount(readFileSync(letter))).toBe(1);
    const run = await sclassic('print', file, 'affiche', '-o', join(folder, 'x.pdf'));
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(
      /^sclassic : indiquez le document : match-sheets, score-sheets, pairings, explanations, standings, bulletin, ratings, audit\n/,
    );
  }, 120_000);

  it('refuses bad commands with one line on stderr and leaves the file as it was', async () => {
    const before = await ok('export', file, '--json');
    for (const args of [
      ['result', file, '--table', '99', '400-300'],
      ['result', file, '--table', '2', '9000-300'],
      ['result', file, '--table', 'deux', '400-300'],
      ['result', file, '--table', '2', '400:300'],
      ['pair', file],
      ['players', 'add', file, '--name', 'Sans Cote'],
      ['players', 'remove', file, '3'],
      ['absent', file, 'Personne Inconnue'],
      ['settings', file, '--ruleset', 'fbs'],
    ]) {
      const run = await sclassic(...args);
      expect(run.status, args.join(' ')).not.toBe(0);
      expect(run.stdout).toBe('');
      expect(run.stderr.trim().split('\n'), args.join(' ')).toHaveLength(1);
      expect(run.stderr).toMatch(/^sclassic : /);
      expect(run.stderr).not.toMatch(/ at .*\.ts:\d+/);
    }
    expect(await ok('export', file, '--json')).toBe(before);
  });
});
