/**
 * `sclassic explain`, `sclassic check` and `sclassic print FILE audit` on a real file: why each
 * match, whether the file is what the procedure gives, and the report of it to sign.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, sclassic } from '../support/cli.ts';
import { exchangeOpponentsOutside } from '../support/other-program.ts';
import { pdfText } from '../support/pdf-tools.ts';

const folder = mkdtempSync(join(tmpdir(), 'sclassic-audit-cli-'));
const file = join(folder, 'Open de Mons.sclassic');

beforeAll(async () => {
  await ok('new', file, '--name', 'Open de Mons', '--date', '2026-12-22', '--rounds', '4');
  for (let i = 1; i <= 21; i++)
    await ok('players', 'add', file, '--name', `JOUEUR N°${i}`, '--rating', String(2000 - 10 * i));
  await ok('pair', file);
  for (let t = 1; t <= 10; t++) await ok('result', file, '--table', String(t), `400-${300 + t}`);
  await ok('pair', file);
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('sclassic explain and check', () => {
  it('explains round 1 by groups A/B and round 2 by score groups, each table in the rules’ terms', async () => {
    const first = await ok('explain', file, '--round', '1');
    expect(first).toContain('Table 1 : JOUEUR N°1 – JOUEUR N°14');
    expect(first).toContain(
      'Ronde 1, groupe A (000 §6.1.1) : le 1er contre le 14e du classement initial — le groupe A réunit les 14 premiers des 22 à apparier, le premier contre le dernier.',
    );
    expect(first).toMatch(/Table 11 : JOUEUR N°21 – X\n {2}Ronde 1, groupe B/);
    const second = await ok('explain', file);
    expect(second).toContain(
      'Table 1 : JOUEUR N°1 – JOUEUR N°20\n  Groupe de 3 PM : 11 joueurs restaient à apparier, un nombre impair (000 §6.1.2) : le premier, JOUEUR N°1, se voit proposer le premier joueur classé sous le groupe, JOUEUR N°20. Ils ne s’étaient pas encore rencontrés : match retenu.',
    );
  });

  it('finds the untouched file without breach (exit 0), names a swap as the arbiter’s (exit 0), and a pairing written outside Sclassic as a breach (exit 1)', async () => {
    const clean = await sclassic('check', file);
    expect(clean.status).toBe(0);
    expect(clean.stdout).toMatch(
      /^Open de Mons \(2026-12-22\) — empreinte SHA-256 [0-9a-f]{64}\nRonde 1 \(appariée à \d\d:\d\d\) : conforme\nRonde 2 \(appariée à \d\d:\d\d\) : conforme\nAucun manquement : chaque ronde est celle que donnent la procédure et les décisions de l’arbitre\.\n$/,
    );
    await ok('swap', file, '1', '3');
    expect(await ok('explain', file)).toContain(
      "Échange décidé par l'arbitre : JOUEUR N°1 et JOUEUR N°3 ont changé de table.",
    );
    const swapped = await sclassic('check', file);
    expect(swapped.status).toBe(0);
    expect(swapped.stdout).toMatch(
      /Ronde 2 \(appariée à \d\d:\d\d\) :\n {2}Décision de l’arbitre — Échange décidé par l’arbitre à \d\d:\d\d : JOUEUR N°1 et JOUEUR N°3 ont changé de table \(table 1, JOUEUR N°3 \(3 PM\) – JOUEUR N°20 \(1 PM\) ; table 3, JOUEUR N°1 \(3 PM\) – JOUEUR N°19 \(3 PM\)\)\.\nAucun manquement : chaque ronde est celle que donnent la procédure et les décisions de l’arbitre \(1 décision de l’arbitre\)\.\n$/,
    );
    // Another program that knows the file's format exchanges two opponents of round 2.
    exchangeOpponentsOutside(file, 2, [5, 6]);
    const edited = await sclassic('check', file);
    expect(edited.status).toBe(1);
    expect(edited.stdout).toContain(
      '  Manquement — Table 5 : son appariement n’est pas ce que l’historique du fichier a enregistré : le fichier a été modifié hors de Sclassic.',
    );
    expect(edited.stdout).toMatch(/ {2}Manquement — Table 5 : JOUEUR N°\d+ – JOUEUR N°\d+ ; la procédure apparie/);
    expect(edited.stderr).toBe('sclassic : le tournoi comporte des manquements à la procédure (voir ci-dessus).\n');
    const asJson = JSON.parse((await sclassic('check', file, '--json')).stdout);
    expect(asJson.counts).toEqual({ information: 0, decision: 1, breach: 4 });
    expect(asJson.rounds[1].findings).toContainEqual({
      kind: 'breach',
      code: 'outside-log',
      part: 'pairing',
      table: 5,
    });
    // The report to sign is printed all the same (exit 0): the file's fingerprint, the swap, the breaches.
    const report = join(folder, 'rapport.pdf');
    expect(await ok('print', file, 'audit', '-o', report)).toBe(`Document enregistré : ${report}\n`);
    const text = pdfText(readFileSync(report));
    expect(text.replace(/\s+/g, '')).toContain(asJson.tournament.fingerprint);
    expect(text).toMatch(
      /^Ronde 1 \(appariée à \d\d:\d\d\)\s+procédure : groupes A et B \(000 §6\.1\.1\)\s+conforme$/m,
    );
    expect(text).toMatch(/^Ronde 2 \(appariée à \d\d:\d\d\).*\s4 manquements · 1 décision de l’arbitre$/m);
    expect(text).toMatch(
      /^Décision de l’arbitre\s+Échange décidé par l’arbitre à \d\d:\d\d : JOUEUR N°1 et JOUEUR N°3/m,
    );
    expect(text).toMatch(
      /^Manquement\s+Table 5 : son appariement n’est pas ce que l’historique du fichier a enregistré/m,
    );
  });
});
