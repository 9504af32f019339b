/**
 * Unrated newcomers through the UI in Chromium, on a real file in browser mode: the director
 * registers a first-timer on the Inscriptions line with the rating left empty, sees them « NC »
 * after every rated player, then puts the unrated in series C in Paramètres « Non classés ».
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { apiOf } from '../../src-main/service/core/api.ts';
import { createService } from '../../src-main/service/core/dispatch.ts';
import { type BrowserMode, openBrowserMode, step } from './browser-mode.ts';

const folder = mkdtempSync(join(tmpdir(), 'sclassic-e2e-newcomers-'));
const file = join(folder, 'Open des néophytes.sclassic');
let mode: BrowserMode | null = null;

afterAll(async () => {
  await mode?.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('unrated newcomers, in Chromium', () => {
  it('registers a player without a rating as NC, after the rated players, and maps NC players to a series', async () => {
    const service = createService({ clock: () => new Date('2026-12-22T09:00:00Z') });
    const api = apiOf(service);
    await api.createTournament({ path: file, name: 'Open des néophytes', date: '2026-12-22', place: 'Courcelles' });
    await api.importPlayers({
      players: [
        { name: 'BERTIN Ana', rating: 1720, club: 'Mons' },
        { name: 'ZOLA Émile', rating: null, club: 'Namur' },
        { name: 'DUPONT Jean', rating: 1650, club: 'Liège' },
        { name: 'MARTIN Claire', rating: 1580, club: 'Namur' },
      ],
    });
    service.close();
    mode = await openBrowserMode(file);
    const { page, screenshot } = mode;

    await step(page, 'Inscriptions');
    await page.getByRole('heading', { name: 'Inscriptions', level: 1 }).waitFor();
    expect(await page.getByLabel('Cote', { exact: true }).getAttribute('placeholder')).toBe('NC');
    await page.getByLabel('Nom', { exact: true }).fill('Aubry');
    await page.getByLabel('Prénom', { exact: true }).fill('Anne');
    await page.getByLabel('Club', { exact: true }).fill('Wavre');
    await page.getByLabel('Prénom', { exact: true }).press('Enter');
    await page.getByTestId('players-announce').filter({ hasText: 'AUBRY Anne est inscrit, rang initial 4.' }).waitFor();
    const rows = page.locator('table.players tbody tr');
    await rows.filter({ hasText: 'AUBRY Anne' }).waitFor();
    const lines = await rows.evaluateAll((trs) =>
      trs.map((tr) => [...tr.querySelectorAll('td')].slice(0, 4).map((td) => td.textContent?.trim() ?? '')),
    );
    // The name cell says the player's series under the name: NC for the unrated.
    expect(lines.map(([rank, name, , rating]) => [rank, name?.replace(/\s+/g, ' '), rating])).toEqual([
      ['1', 'BERTIN Ana série B', '1720'],
      ['2', 'DUPONT Jean série B', '1650'],
      ['3', 'MARTIN Claire série C', '1580'],
      ['4', 'AUBRY Anne série NC', 'NC'],
      ['5', 'ZOLA Émile série NC', 'NC'],
    ]);
    await screenshot('newcomers-01-inscriptions');

    await page.getByTestId('open-settings').click();
    await page.getByRole('heading', { name: 'Non classés', level: 2 }).waitFor();
    await page.getByTestId('newcomers-count').filter({ hasText: '2 joueurs non classés.' }).waitFor();
    await page.getByLabel('Série des non classés').selectOption('C');
    await page.getByLabel('Cote comptée pour un non classé').fill('1300');
    await page.locator('#save-newcomers').click();
    await page.locator('#save-newcomers-status').filter({ hasText: 'Enregistré.' }).waitFor();
    await page.locator('#settings-newcomers').scrollIntoViewIfNeeded();
    await screenshot('newcomers-02-parametres');
    // The series table counts the unrated players in C now: MARTIN Claire and the two NC players.
    await page.locator('#settings-series').scrollIntoViewIfNeeded();
    const counts = page.getByTestId('series-count');
    await counts.nth(3).filter({ hasText: '3' }).waitFor();
    expect(await counts.allTextContents()).toEqual(['0', '0', '2', '3']);
  });
});
