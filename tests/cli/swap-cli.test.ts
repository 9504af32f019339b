/**
 * `sclassic swap --check` on a real file: what the swap would make before it is made — the two
 * tables, the rematches, the score groups crossed with each player's PM, whose start changes —
 * then the swap itself, which says the same.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cli } from '../support/cli.ts';

const folder = mkdtempSync(join(tmpdir(), 'sclassic-swap-cli-'));
const file = join(folder, 'Open de Spa.sclassic');
const { ok, json } = cli();
const NAMES = [
  'DURAND Léa',
  'BONNET Marc',
  'LEROY Ana',
  'PETIT Noé',
  'ROUSSEAU Éva',
  'SIMON Luc',
  'FAURE Inès',
  'MOREL Tom',
];

beforeAll(async () => {
  await ok('new', file, '--name', 'Open de Spa', '--date', '2026-12-22');
  for (const [i, name] of NAMES.entries())
    await ok('players', 'add', file, '--name', name, '--rating', String(1900 - 50 * i));
  await ok('pair', file);
  for (let t = 1; t <= 4; t++) await ok('result', file, '--table', String(t), `420-${350 + t}`);
  await ok('pair', file);
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

interface Round {
  matches: Array<{ table: number; a: { name: string }; b: { name: string } | null }>;
}

describe('sclassic swap', () => {
  it('says with --check what a swap that makes no rematch would still change, writing nothing', async () => {
    const round = await json<Round>('round', file);
    const [top, , , bottom] = round.matches;
    const mover = top?.b?.name as string;
    const trailer = bottom?.b?.name as string;
    const before = readFileSync(file);
    const said = await ok('swap', file, mover, trailer, '--check');
    expect(readFileSync(file).equals(before)).toBe(true);
    expect(said).toMatch(
      new RegExp(
        `^Table 1 : ${top?.a.name} – ${trailer} au lieu de ${top?.a.name} – ${mover} ; .+ commencerait\\.$`,
        'm',
      ),
    );
    expect(said).toContain(
      `Groupes de score franchis à la table 1 : ${top?.a.name} (3 PM) jouerait contre ${trailer} (1 PM).`,
    );
    expect(said).toContain(
      `Groupes de score franchis à la table 4 : ${bottom?.a.name} (1 PM) jouerait contre ${mover} (3 PM).`,
    );
    expect(said).not.toContain('Revanche');
    const done = await ok('swap', file, mover, trailer);
    expect(done).toContain(
      `Groupes de score franchis à la table 1 : ${top?.a.name} (3 PM) joue contre ${trailer} (1 PM).`,
    );
  });
});
