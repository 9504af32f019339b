/** `sclassic explain` and `sclassic check` on a real file: why each match, and whether the file is what the procedure gives. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, sclassic } from '../support/cli.ts';

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

  it('finds the untouched file consistent (exit 0), then names a swap at its two tables (exit 1)', async () => {
    const clean = await sclassic('check', file);
    expect(clean.status).toBe(0);
    expect(clean.stdout).toBe(
      'Ronde 1 : conforme\nRonde 2 : conforme\nLe tournoi est conforme : chaque ronde est celle que donne la procédure, sans règle enfreinte.\n',
    );
    await ok('swap', file, '1', '3');
    expect(await ok('explain', file)).toContain(
      "Échange décidé par l'arbitre : JOUEUR N°1 et JOUEUR N°3 ont changé de table.",
    );
    const swapped = await sclassic('check', file);
    expect(swapped.status).toBe(1);
    expect(swapped.stdout).toContain(
      'Ronde 2 : 2 constat(s)\n  Table 1 : JOUEUR N°3 – JOUEUR N°20 ; la procédure apparie JOUEUR N°3 avec JOUEUR N°19.\n  Table 3 : JOUEUR N°1 – JOUEUR N°19 ; la procédure apparie JOUEUR N°1 avec JOUEUR N°20.\n1 ronde diffère de la procédure.',
    );
    expect(swapped.stderr).toBe('sclassic : le tournoi diffère de la procédure (voir ci-dessus).\n');
    const asJson = JSON.parse((await sclassic('check', file, '--json')).stdout);
    expect(asJson.consistent).toBe(false);
    expect(asJson.rounds[1].findings[0]).toEqual({
      code: 'pairing-differs',
      table: 1,
      a: 'JOUEUR N°3',
      b: 'JOUEUR N°20',
      expected: 'JOUEUR N°19',
    });
  });
});
