/**
 * Standings asked while results of their round are missing are provisional, final rules or not:
 * the CLI's title says so (« Classement final après la ronde 1 » with results missing misled), and
 * says « final » once every result is in.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { json, ok } from '../support/cli.ts';

const folder = mkdtempSync(join(tmpdir(), 'sclassic-cli-provisional-'));
const file = join(folder, 'open.sclassic');
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('standings with results missing', () => {
  it('are provisional until the round is complete, then final', async () => {
    await ok('new', file, '--name', 'Open de Test', '--date', '2026-12-22', '--rounds', '1');
    for (let i = 1; i <= 8; i++)
      await ok('players', 'add', file, '--name', `JOUEUR ${i} Anne`, '--rating', `${2000 - i}`);
    const round = await json<{ matches: Array<{ table: number }> }>('pair', file);
    await ok('result', file, '--table', '1', '420-300');
    for (const args of [['--final'], []]) {
      const text = await ok('standings', file, ...args);
      expect(text.split('\n')[0]).toBe('Classement provisoire après la ronde 1');
      expect(text).not.toMatch(/final/i);
    }
    for (const m of round.matches.slice(1)) await ok('result', file, '--table', String(m.table), '400-380');
    expect((await ok('standings', file, '--final')).split('\n')[0]).toBe('Classement final');
    expect((await ok('standings', file)).split('\n')[0]).toBe('Classement intermédiaire après la ronde 1');
  });
});
