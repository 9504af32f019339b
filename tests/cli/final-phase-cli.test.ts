/**
 * The final phase through the `sclassic` command on a real file: a 10-player tournament to its
 * last round, `final --players 4 --third-place`, its results entered with `result`, the final
 * standings, the bulletin and the final's match sheets printed and read back, the exports.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { FinalPhaseView, StandingsView } from '../../src-main/contract/views.ts';
import { cli } from '../support/cli.ts';
import { pdfText } from '../support/pdf-tools.ts';

const folder = mkdtempSync(join(tmpdir(), 'sclassic-final-cli-'));
const file = join(folder, 'Championnat de Belgique.sclassic');
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const { sclassic, ok, json } = cli();
const squeeze = (text: string) => text.replace(/\s+/g, ' ');

const NAMES = ['BERTIN Ana', 'DUPONT Jean', 'LEFÈVRE Zoé', 'MARTIN Luc', 'ŒUVRARD Marie'];
const MORE = ['ÇELIK Emre', 'MÜLLER Jörg', 'N’DIAYE Awa', 'ROUX Chloé', 'GARNIER Noël'];

describe('a final phase at the command line', () => {
  let seeds: string[] = [];

  it('is refused before the last round, then opened with the command as written', async () => {
    await ok(
      'new',
      file,
      '--name',
      'Championnat de Belgique',
      '--date',
      '2026-05-10',
      '--ruleset',
      'fbs',
      '--rounds',
      '4',
    );
    for (const [i, name] of [...NAMES, ...MORE].entries())
      await ok('players', 'add', file, '--name', name, '--rating', String(1900 - 40 * i));
    for (let r = 1; r <= 4; r++) {
      const round = await json<{
        matches: Array<{ table: number; a: { rating: number }; b: { rating: number } | null }>;
      }>('pair', file);
      if (r === 4) {
        const early = await sclassic('final', file, '--players', '4');
        expect(early.status).toBe(1);
        expect(early.stderr).toMatch(/après la dernière ronde/);
      }
      for (const m of round.matches) {
        if (m.b === null) continue;
        const score = m.a.rating > m.b.rating ? '420-390' : '390-420';
        await ok('result', file, '--table', String(m.table), score);
      }
    }
    const classic = await json<StandingsView>('standings', file, '--final');
    seeds = classic.rows.slice(0, 4).map((r) => r.name);
    const opened = await ok('final', file, '--players', '4', '--best-of-three', '--third-place');
    expect(opened).toContain('Phase finale : les 4 premiers de la phase classique');
    expect(opened).toContain('La finale sera formée dès que les deux demi-finales auront un résultat.');
    const again = await sclassic('final', file, '--players', '2', '--single-game');
    expect(again.status).toBe(1);
    expect(again.stderr).toMatch(/déjà ouverte/);
    const usage = await sclassic('final', file, '--third-place');
    expect(usage.status).toBe(2);
  });

  it('enters its matches with `result`; the final is formed by the second semi-final', async () => {
    const first = await ok('result', file, '--table', '1', '380-400', '390-410');
    expect(first).toContain('Table 1 (ronde 5)');
    const second = await ok('result', file, '--table', '2', '420-400', '410-400');
    expect(second).toContain(`Finale formée (ronde 6) — finale table 1 : ${seeds[1]} – ${seeds[3]}`);
    expect(second).toContain(`match pour la 3e place table 2 : ${seeds[0]} – ${seeds[2]}`);
    const view = await json<FinalPhaseView>('final', file);
    expect(view.phase?.rounds.map((r) => r.number)).toEqual([5, 6]);
    // A classic round no longer changes.
    const locked = await sclassic('result', file, '--round', '4', '--table', '1', '400-300', '--correct');
    expect(locked.status).toBe(1);
    expect(locked.stderr).toMatch(/phase finale est ouverte/);
  });

  it('prints the final’s match sheets with their stage and format', async () => {
    const out = join(folder, 'finale.pdf');
    await ok('print', file, 'match-sheets', '-o', out);
    const text = squeeze(pdfText(readFileSync(out)));
    expect(text).toContain('Finale — Table 1');
    expect(text).toContain('Match pour la 3e place — Table 2');
    expect(text).toContain('phase finale');
    expect(text).toContain('deux manches gagnantes');
    expect(text).toContain(seeds[3]);
    const semis = join(folder, 'demi.pdf');
    await ok('print', file, 'match-sheets', '--round', '5', '-o', semis);
    expect(squeeze(pdfText(readFileSync(semis)))).toContain('Demi-finale — Table 2');
  });

  it('gives the final standings, the bulletin with its final phase section, and the exports', async () => {
    const unsettled = await sclassic('export', file, '--csv', '-o', join(folder, 'r.csv'));
    expect(unsettled.status).toBe(1);
    expect(unsettled.stderr).toMatch(/phase finale n'est pas terminée/);
    await ok('result', file, '--table', '1', '400-420', '400-430');
    await ok('result', file, '--table', '2', '350-400', '420-400', '380-400');
    const standings = await ok('standings', file, '--final');
    expect(standings).toContain('Classement final après la ronde 4 et la phase finale');
    const ranked = await json<StandingsView>('standings', file, '--final');
    const order = [seeds[3], seeds[1], seeds[2], seeds[0]];
    expect(ranked.rows.slice(0, 4).map((r) => r.name)).toEqual(order);

    const bulletin = join(folder, 'bulletin.pdf');
    await ok('print', file, 'bulletin', '-o', bulletin);
    const text = squeeze(pdfText(readFileSync(bulletin)));
    expect(text).toContain('Phase finale');
    expect(text).toContain('Match pour la 3e place');
    expect(text).toContain(`Vainqueur ${seeds[3]}`);
    expect(text).toMatch(/Les 4 premières places sont celles de la phase finale/);

    const csvPath = join(folder, 'resultats.csv');
    await ok('export', file, '--csv', '-o', csvPath);
    const lines = readFileSync(csvPath, 'utf8').split('\r\n').slice(1, 5);
    expect(lines.map((l) => l.split(';')[1])).toEqual(order);
    expect(lines.map((l) => l.split(';')[3])).toEqual(['1', '2', '3', '4']);

    const htmlPath = join(folder, 'resultats.html');
    await ok('export', file, '--html', '-o', htmlPath);
    const html = readFileSync(htmlPath, 'utf8');
    expect(html).toContain('<h2>Phase finale</h2>');
    expect(html).toMatch(new RegExp(`<td>Finale</td><td class="name">${seeds[1]} – ${seeds[3]}</td>`));

    const jsonPath = join(folder, 'tournoi.json');
    await ok('export', file, '--json', '-o', jsonPath);
    const exported = JSON.parse(readFileSync(jsonPath, 'utf8')) as { finalPhase?: { size: number; rounds: unknown[] } };
    expect(exported.finalPhase?.size).toBe(4);
    expect(exported.finalPhase?.rounds).toHaveLength(2);
  });

  it('is removed with --cancel, and put back by undo', async () => {
    const removed = await ok('final', file, '--cancel');
    expect(removed).toContain('Phase finale supprimée.');
    await ok('undo', file);
    const back = await json<FinalPhaseView>('final', file);
    expect(back.phase?.summary.settled).toBe(true);
  });
});
