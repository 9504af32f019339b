/** `sclassic export` on a real file: each format to standard output or to a file, and the refusals in French. */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, describe, expect, it } from 'vitest';
import { json, ok, sclassic } from '../support/cli.ts';

const folder = mkdtempSync(join(tmpdir(), 'sclassic-cli-export-'));
const file = join(folder, 'Open de Mons.sclassic');
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('sclassic export', () => {
  it('refuses the results of an unfinished tournament, and exports them once it is', async () => {
    await ok('new', file, '--name', 'Open de Mons', '--date', '2026-12-22', '--rounds', '1');
    for (const [name, rating, licence] of [
      ['ARNAUD Anne', '1800', 'F1'],
      ['BLANC Bruno', '1700', 'F2'],
      ['CARON Chloé', '1600', 'F3'],
      ['DENIS Dan', '1500', 'F4'],
    ] as const)
      await ok('players', 'add', file, '--name', name, '--rating', rating, '--licence', licence);
    const round = await json<{ matches: Array<{ table: number }> }>('pair', file);
    const early = await sclassic('export', file, '--csv');
    expect(early.status).toBe(1);
    expect(early.stderr).toMatch(/^sclassic : Le tournoi n'est pas terminé \(résultats manquants à la ronde 1/);
    for (const m of round.matches) await ok('result', file, '--table', String(m.table), '420-300');

    // The rating estimate, match by match: ARNAUD (1800) beat CARON (1600) or BLANC (1700), the
    // higher rating winning every table. Expected against 1600: 1/(1+10^(-200/400)) = 0,76.
    const ratings = await ok('ratings', file);
    expect(ratings).toContain('Détail des matchs comptés');
    expect(ratings).toMatch(/^ARNAUD Anne +1 +(CARON Chloé +1600 +0,76|BLANC Bruno +1700 +0,64) +1 +\+0,(24|36)$/m);
    const csv = await ok('export', file, '--csv');
    const rows = parse(csv.replace(/^\uFEFF/, ''), { delimiter: ';', columns: true }) as Array<Record<string, string>>;
    expect(rows).toHaveLength(4);
    expect(rows.every((r) => /^F\d$/.test(r.Licence as string))).toBe(true);
    // On the terminal as in a file: every line ends CR-LF, the last one too.
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(csv.replaceAll('\r\n', '')).not.toContain('\n');
    await ok('export', file, '--html', '-o', join(folder, 'resultats.html'));
    expect(readFileSync(join(folder, 'resultats.html'), 'utf8')).toMatch(/^<!doctype html>/);
    await ok('export', file, '--json', '-o', join(folder, 'doc.json'));
    await ok('import', join(folder, 'doc.json'), join(folder, 'copie.sclassic'));
    expect(await ok('standings', join(folder, 'copie.sclassic'), '--final')).toBe(
      await ok('standings', file, '--final'),
    );
  });

  it('says in French why it cannot write or read a file, and creates nothing', async () => {
    const nowhere = await sclassic('export', file, '--html', '-o', join(folder, 'absent', 'r.html'));
    expect(nowhere.status).toBe(1);
    expect(nowhere.stderr).toBe(
      `sclassic : Le dossier de « ${join(folder, 'absent', 'r.html')} » n'existe pas. Vérifiez le chemin, ou créez d'abord le dossier.\n`,
    );
    writeFileSync(join(folder, 'abime.json'), '{"ruleset": "fisf", oups');
    const broken = await sclassic('import', join(folder, 'abime.json'), join(folder, 'x.sclassic'));
    expect(broken.stderr).toBe(
      `sclassic : « ${join(folder, 'abime.json')} » n'est pas un document JSON lisible (texte mal formé).\n`,
    );
    expect(existsSync(join(folder, 'x.sclassic'))).toBe(false);
  });
});
