/**
 * The live results at the command line: the setting that hides the ratings from their pages is
 * one of `settings`; the listener itself is not the command line's (it runs in browser mode or
 * the desktop app), and the poster says so.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { TournamentSummary } from '../../src-main/contract/views.ts';
import { json, ok, sclassic } from '../support/cli.ts';

const folder = mkdtempSync(join(tmpdir(), 'sclassic-live-cli-'));
const file = join(folder, 'open.sclassic');
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('sclassic and the live results', () => {
  it('hides and shows the ratings on their pages', async () => {
    await ok('new', file, '--name', 'Open de Mons', '--date', '2026-12-22');
    expect((await json<TournamentSummary>('show', file)).liveHidesRatings).toBe(false);
    await ok('settings', file, '--hide-live-ratings');
    expect((await json<TournamentSummary>('show', file)).liveHidesRatings).toBe(true);
    await ok('settings', file, '--show-live-ratings');
    expect((await json<TournamentSummary>('show', file)).liveHidesRatings).toBe(false);
  });

  it('prints no poster: the live results run in browser mode or the desktop app', async () => {
    const run = await sclassic('print', file, 'live-poster', '-o', join(folder, 'affiche.pdf'));
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('npm run serve -- FICHIER --live');
  });
});
