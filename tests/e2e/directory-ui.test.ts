/**
 * The directory of players in Chromium against browser mode: a rating list imported from
 * Accueil, then a player registered by typing the start of the name and picking the suggestion
 * with the keyboard; the file checked afterwards with the CLI. A list whose headers the reader
 * does not know is imported by choosing its columns under the preview.
 */
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cli } from '../support/cli.ts';
import { type BrowserMode, openBrowserMode } from './browser-mode.ts';

const folder = mkdtempSync(join(tmpdir(), 'sclassic-e2e-directory-'));
const data = join(folder, 'données');
const file = join(folder, 'Open de Mons.sclassic');
const list = join(folder, 'cotes-2025-09.csv');
let mode: BrowserMode | null = null;

afterAll(async () => {
  await mode?.close();
  rmSync(folder, { recursive: true, force: true });
});

const { sclassic } = cli({ SCLASSIC_DATA_DIR: data });

describe('the directory of players in Chromium', () => {
  it('imports a list from Accueil, then suggests and fills a player on the registration line', async () => {
    writeFileSync(
      list,
      `${[
        'Licence;Nom;Prénom;Club;Cote;Type',
        '1001;BERTIN;Ana;Mons;1720;PL',
        '1002;BERNARD;Luc;Ath;1480;PL*',
        '1003;BÉRAUD;Hélène;Namur;1605;PL',
        '1004;DUPONT;Jean;Liège;1800;PL',
        '1005;ROUX;;Mons;abc;PL',
      ].join('\n')}\n`,
    );
    expect((await sclassic('new', file, '--name', 'Open de Mons', '--date', '2026-12-22')).status).toBe(0);
    mode = await openBrowserMode(file, { width: 1366, height: 768 }, data);
    const { page, screenshot } = mode;

    // The file opens where its director left off (Inscriptions); the directory is on Accueil.
    await page.getByRole('heading', { name: 'Inscriptions', level: 1 }).waitFor();
    await page.getByRole('navigation').getByRole('button', { name: '1. Accueil' }).click();
    // Accueil: the list and its date; the counts and the row left out.
    await page.getByRole('heading', { name: 'Répertoire des joueurs' }).waitFor();
    await page.getByTestId('directory-info').filter({ hasText: 'Le répertoire est vide' }).waitFor();
    await page.setInputFiles('#directory-file', list);
    await page.getByLabel('Date de la liste').fill('2025-09-01');
    await page.getByRole('button', { name: 'Importer la liste' }).click();
    const report = page.getByTestId('directory-report');
    await report.waitFor();
    expect((await report.textContent())?.replace(/\s+/g, ' ')).toContain(
      'Liste du 2025-09-01 importée : 4 joueurs lus. 4 ajoutés',
    );
    expect(await page.getByTestId('directory-rejected').textContent()).toContain('ligne 6');
    await page
      .getByTestId('directory-info')
      .filter({ hasText: '4 joueurs, liste la plus récente du 2025-09-01' })
      .waitFor();
    await screenshot('repertoire-01-accueil-import');

    // Inscriptions: "ber" suggests three players, best first; the keyboard picks the second.
    await page
      .getByRole('navigation', { name: 'Étapes du tournoi' })
      .getByRole('button', { name: /Inscriptions/ })
      .click();
    const nom = page.getByRole('combobox', { name: 'Nom' });
    await nom.click();
    await page.keyboard.type('ber');
    const listbox = page.getByRole('listbox', { name: 'Joueurs du répertoire' });
    await listbox.waitFor();
    expect(await listbox.getByRole('option').allTextContents()).toEqual([
      expect.stringContaining('BÉRAUD Hélène'),
      expect.stringContaining('BERNARD Luc'),
      expect.stringContaining('BERTIN Ana'),
    ]);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await listbox.getByRole('option', { selected: true }).textContent()).toContain('BERNARD Luc');
    await screenshot('repertoire-02-suggestions');
    await page.keyboard.press('Enter');
    await expect.poll(() => nom.inputValue()).toBe('BERNARD');
    expect(await page.getByLabel('Prénom', { exact: true }).inputValue()).toBe('Luc');
    expect(await page.getByLabel('Club', { exact: true }).inputValue()).toBe('Ath');
    expect(await page.getByLabel('Cote', { exact: true }).inputValue()).toBe('1480');
    expect(await page.getByLabel('Type de cote').inputValue()).toBe('PL*');
    expect(await page.getByLabel('Licence', { exact: true }).inputValue()).toBe('1002');
    expect(await listbox.isHidden()).toBe(true);
    await screenshot('repertoire-03-ligne-remplie');

    // Enter registers the player as the directory knows them.
    await page.keyboard.press('Enter');
    await page.getByTestId('players-counts').filter({ hasText: '1 joueur inscrit' }).waitFor();
    await page.getByTestId('players-list').getByText('BERNARD Luc').waitFor();
    await screenshot('repertoire-04-inscrit');
    await mode.close();
    mode = null;

    const players = JSON.parse((await sclassic('players', 'list', file, '--json')).stdout) as Array<
      Record<string, unknown>
    >;
    expect(players).toMatchObject([
      { name: 'BERNARD Luc', club: 'Ath', rating: 1480, ratingType: 'PL*', licence: '1002' },
    ]);
  });

  it('imports a list whose headers it does not know, once its columns are chosen', async () => {
    const ownData = join(folder, 'données-colonnes');
    const unknown = join(folder, 'export-federation.csv');
    copyFileSync(join(process.cwd(), 'tests/fixtures/players/joueurs-colonnes-inconnues.csv'), unknown);
    mode = await openBrowserMode(undefined, { width: 1366, height: 768 }, ownData);
    const { page, screenshot } = mode;

    await page.getByRole('heading', { name: 'Répertoire des joueurs' }).waitFor();
    await page.setInputFiles('#directory-file', unknown);
    const preview = page.getByTestId('import-preview');
    await preview.waitFor();
    expect(await page.getByTestId('directory-missing').textContent()).toBe(
      "Il manque les colonnes « Nom » et « Cote » : choisissez-les dans l'aperçu.",
    );
    const importButton = page.getByRole('button', { name: 'Importer la liste' });
    expect(await importButton.isDisabled()).toBe(true);
    await screenshot('repertoire-05-colonnes-inconnues');

    const columns: Array<[number, string]> = [
      [1, 'licence'],
      [2, 'name'],
      [3, 'firstName'],
      [4, 'rating'],
      [5, 'club'],
      [6, 'birthYear'],
    ];
    for (const [n, role] of columns) {
      const select = preview.getByLabel(`Contenu de la colonne ${n}`);
      await select.selectOption(role);
      await expect.poll(() => select.inputValue()).toBe(role);
    }
    await page.getByTestId('directory-missing').waitFor({ state: 'detached' });
    expect(await page.getByTestId('directory-read-as').textContent()).toContain('4 joueurs lisibles sur 4 lignes.');
    await screenshot('repertoire-06-colonnes-choisies');
    await page.getByLabel('Date de la liste').fill('2025-09-01');
    await importButton.click();
    const report = page.getByTestId('directory-report');
    await report.waitFor();
    expect((await report.textContent())?.replace(/\s+/g, ' ')).toContain(
      'Liste du 2025-09-01 importée : 4 joueurs lus. 4 ajoutés',
    );
    await screenshot('repertoire-07-colonnes-importees');
    await mode.close();
    mode = null;

    const found = JSON.parse(await cli({ SCLASSIC_DATA_DIR: ownData }).ok('directory', 'search', 'oeuvrard', '--json'));
    expect(found).toMatchObject([
      { name: 'ŒUVRARD Léa', licence: '88002', club: 'Charleroi', rating: 1650, birthYear: 2011 },
    ]);
  });
});
