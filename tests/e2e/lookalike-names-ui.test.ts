/**
 * Names that deceive the eye, through the UI in Chromium on a real file in browser mode: the
 * Cyrillic « ТОМ Jean » typed beside a registered « TOM Jean » is asked about next to the name and
 * registered once the director confirms another player; a Hangul filler (U+3164) is refused,
 * named; a Russian name that looks like nobody registered goes in without a question; a players
 * file's look-alikes are flagged in the import preview and imported only when ticked. Screenshots in test-results/screens.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { apiOf } from '../../src-main/service/core/api.ts';
import { createService } from '../../src-main/service/core/dispatch.ts';
import { type BrowserMode, openBrowserMode, step } from './browser-mode.ts';

const folder = mkdtempSync(join(tmpdir(), 'sclassic-e2e-names-'));
const file = join(folder, 'Open de Namur.sclassic');
let mode: BrowserMode | null = null;

afterAll(async () => {
  await mode?.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('look-alike names, in Chromium', () => {
  it('asks about a look-alike, refuses a blank filler, welcomes a Russian name', async () => {
    const service = createService({ clock: () => new Date('2026-12-22T09:00:00Z') });
    const api = apiOf(service);
    await api.createTournament({ path: file, name: 'Open de Namur', date: '2026-12-22' });
    await api.importPlayers({
      players: [
        { name: 'TOM Jean', rating: 1720, club: 'Mons' },
        { name: 'BERTIN Ana', rating: 1650, club: 'Liège' },
      ],
    });
    service.close();
    mode = await openBrowserMode(file);
    const { page, screenshot } = mode;
    await step(page, 'Inscriptions');
    await page.getByRole('heading', { name: 'Inscriptions', level: 1 }).waitFor();

    const last = page.getByLabel('Nom', { exact: true });
    await last.fill('ТОМ');
    await page.getByLabel('Prénom', { exact: true }).fill('Jean');
    await page.getByLabel('Cote', { exact: true }).fill('1500');
    // While it is typed, the line says whom it looks like.
    await page.getByTestId('entry-duplicates').filter({ hasText: 'TOM Jean, rang 1' }).waitFor();
    await page.getByLabel('Cote', { exact: true }).press('Enter');
    const question = page
      .getByRole('alert')
      .filter({ hasText: '« ТОМ Jean » ressemble à TOM Jean (rang 1 des inscrits)' });
    await question.waitFor();
    expect(await question.textContent()).toContain('contient des lettres cyrilliques');
    const confirm = page.getByRole('button', { name: 'Inscrire quand même (un autre joueur)' });
    await expect.poll(() => confirm.evaluate((button) => button === document.activeElement)).toBe(true);
    expect(await page.getByTestId('players-counts').textContent()).toContain('2 joueurs inscrits');
    await screenshot('names-01-ressemble');

    await confirm.click();
    await page.getByTestId('players-announce').filter({ hasText: 'ТОМ Jean est inscrit, rang initial 3.' }).waitFor();
    await page.getByTestId('players-counts').filter({ hasText: '3 joueurs inscrits' }).waitFor();

    await last.fill('\u3164');
    await last.press('Enter');
    await page.getByRole('alert').filter({ hasText: 'Caractère invisible interdit (U+3164)' }).waitFor();
    expect(await page.getByRole('button', { name: /quand même/ }).count()).toBe(0);
    await screenshot('names-02-invisible');

    await last.fill('Петров');
    await page.getByLabel('Prénom', { exact: true }).fill('Иван');
    await page.getByLabel('Prénom', { exact: true }).press('Enter');
    await page.getByTestId('players-announce').filter({ hasText: 'ПЕТРОВ Иван est inscrit' }).waitFor();
    await page.getByTestId('players-counts').filter({ hasText: '4 joueurs inscrits' }).waitFor();

    // A players file: the look-alikes flagged, imported only when ticked.
    const csv = join(folder, 'joueurs.csv');
    writeFileSync(csv, 'Nom;Cote\nΤΟΜ Jean;1400\n𝐁𝐄𝐑𝐓𝐈𝐍 Ana;1300\nDUBOIS Léa;1200\n');
    await page.getByRole('button', { name: 'Importer un fichier…' }).click();
    await page.setInputFiles('#import-file', csv);
    const duplicates = page.getByTestId('import-duplicates');
    await duplicates
      .filter({
        hasText: "ligne 2 : ΤΟΜ Jean ressemble à TOM Jean déjà inscrit, mais s'écrit avec d'autres caractères",
      })
      .waitFor();
    expect(await duplicates.textContent()).toContain('ligne 3 : 𝐁𝐄𝐑𝐓𝐈𝐍 Ana ressemble à BERTIN Ana déjà inscrit');
    await page.getByTestId('import-run').filter({ hasText: 'Importer 1 joueur' }).waitFor();
    await screenshot('names-03-import');
    await page.getByRole('checkbox', { name: 'importer quand même (un autre joueur)' }).nth(1).check();
    await page.getByTestId('import-run').filter({ hasText: 'Importer 2 joueurs' }).click();
    await page.getByTestId('players-counts').filter({ hasText: '6 joueurs inscrits' }).waitFor();
    await mode.close();
    mode = null;

    const reader = createService();
    const read = apiOf(reader);
    await read.openTournament({ path: file });
    expect((await read.listPlayers({})).map((p) => p.name)).toEqual([
      'TOM Jean',
      'BERTIN Ana',
      'ТОМ Jean',
      'ПЕТРОВ Иван',
      '𝐁𝐄𝐑𝐓𝐈𝐍 Ana',
      'DUBOIS Léa',
    ]);
    reader.close();
  });
});
