/**
 * The import screen in Chromium on the real service: a workbook (.xlsx) read by the main
 * process, its preview with the column selects and the duplicates of registered players, then a
 * federation export whose columns the director maps by hand. Screenshots in test-results/screens.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { ok } from '../support/cli.ts';
import { type BrowserMode, openBrowserMode, step } from './browser-mode.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const fixtures = join(root, 'tests/fixtures/players');
const folder = mkdtempSync(join(tmpdir(), 'sclassic-e2e-import-'));
const file = join(folder, 'Open de Mons.sclassic');
let mode: BrowserMode | null = null;

afterAll(async () => {
  await mode?.close();
  rmSync(folder, { recursive: true, force: true });
});

/** The CLI, which must succeed: its output. */
const sclassic = ok;

interface Listed {
  name: string;
  category: string;
  birthYear: number | null;
}

describe('importing players through the UI', () => {
  it('previews a workbook with its roles and duplicates, imports it, then maps an unknown export', async () => {
    await sclassic('new', file, '--name', 'Open de Mons', '--date', '2026-12-22');
    // Already registered: Léa typed without her ligature, and someone with Jürgen's licence.
    const registered = join(folder, 'inscrits.csv');
    writeFileSync(registered, 'Nom;Cote;Licence\nOEUVRARD Lea;1600;\nDURAND Marc;1500;B1004\n');
    await sclassic('players', 'import', file, registered);
    mode = await openBrowserMode(file);
    const { page, screenshot } = mode;
    await step(page, 'Inscriptions');
    await page.getByRole('heading', { name: 'Inscriptions', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Importer un fichier…' }).click();

    await page.setInputFiles('#import-file', join(fixtures, 'joueurs.xlsx'));
    const preview = page.getByTestId('import-preview');
    await preview.waitFor();
    expect(await page.getByTestId('import-read-as').textContent()).toBe(
      'Lu comme un classeur Excel (première feuille).',
    );
    const roles = await preview
      .locator('thead select')
      .evaluateAll((selects) => selects.map((s) => (s as HTMLSelectElement).value));
    expect(roles).toEqual(['name', 'firstName', 'club', 'rating', 'ratingType', 'licence', 'category', 'birthYear']);
    const duplicates = page.getByTestId('import-duplicates');
    await expect
      .poll(() => duplicates.textContent())
      .toContain('ligne 3 : ŒUVRARD Léa, comme OEUVRARD Lea déjà inscrit');
    expect(await duplicates.textContent()).toContain(
      'ligne 5 : MÜLLER Jürgen, même licence que DURAND Marc déjà inscrit',
    );
    await page.getByTestId('import-run').filter({ hasText: 'Importer 2 joueurs' }).waitFor();
    await screenshot('import-01-classeur-apercu');

    await page.getByRole('checkbox', { name: 'importer quand même (homonyme)' }).check();
    await page.getByTestId('import-run').filter({ hasText: 'Importer 3 joueurs' }).click();
    await page.getByTestId('players-counts').filter({ hasText: '5 joueurs inscrits' }).waitFor();

    // A federation export: nothing recognised, the director says what each column holds.
    await page.getByRole('button', { name: 'Importer un fichier…' }).click();
    await page.setInputFiles('#import-file', join(fixtures, 'joueurs-colonnes-inconnues.csv'));
    await page.getByRole('alert').filter({ hasText: 'Indiquez la colonne qui contient le nom.' }).waitFor();
    await screenshot('import-02-colonnes-inconnues');
    await page.getByLabel('Contenu de la colonne 2').selectOption('name');
    await page.getByLabel('Contenu de la colonne 3').selectOption('firstName');
    await page.getByLabel('Contenu de la colonne 4').selectOption('rating');
    await page.getByLabel('Contenu de la colonne 5').selectOption('club');
    await page.getByLabel('Contenu de la colonne 6').selectOption('birthYear');
    await page.getByTestId('import-run').filter({ hasText: 'Importer 1 joueur' }).waitFor();
    await screenshot('import-03-colonnes-choisies');
    await page.getByTestId('import-run').click();
    await page.getByTestId('players-counts').filter({ hasText: '6 joueurs inscrits' }).waitFor();
    await mode.close();
    mode = null;

    const listed = JSON.parse(await sclassic('players', 'list', file, '--json')) as Listed[];
    expect(listed.map((p) => [p.name, p.category, p.birthYear])).toEqual([
      ['OEUVRARD Lea', '', null],
      ['DURAND Marc', '', null],
      ['BERTIN Ana', 'Vermeil', 1958],
      ['ŒUVRARD Léa', 'Jeunes', 2011],
      ['ÇELIK Émile', '', null],
      ['DUBOIS Hugo', '', 1999],
    ]);
  });
});
