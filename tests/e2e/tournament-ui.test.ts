/**
 * A whole tournament through the UI only, as a director runs it in browser mode: created from
 * Accueil, 20 players imported from a CSV file, five rounds paired and their results typed with
 * the keyboard (an absence, a forfeit, a withdrawal, a correction of a past round), then the
 * standings, the closing and the projection screens (the final standings alone once it is over);
 * the file is checked afterwards with the CLI.
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { sclassic } from '../support/cli.ts';
import { type BrowserMode, openBrowserMode, step } from './browser-mode.ts';
import { focusedId, typeResult } from './keyboard-entry.ts';

const folder = mkdtempSync(join(tmpdir(), 'sclassic-e2e-'));
const file = join(folder, 'Open de Courcelles.sclassic');
const csvFile = join(folder, 'joueurs.csv');
let mode: BrowserMode | null = null;

afterAll(async () => {
  await mode?.close();
  rmSync(folder, { recursive: true, force: true });
});

const PLAYERS: Array<[string, string, string, number]> = [
  ['Lefèvre', 'Hélène', 'Courcelles', 1820],
  ['Bézier', 'Jérôme', 'Charleroi', 1795],
  ['Dupré', 'Anaïs', 'Liège', 1760],
  ['Gauthier', 'Amélie', 'Namur', 1742],
  ['Moreau', 'Frédéric', 'Courcelles', 1710],
  ['Fontaine', 'Zoé', 'Mons', 1688],
  ['Rousseau', 'Gaëlle', 'Charleroi', 1655],
  ['Lemaître', 'Noël', 'Liège', 1630],
  ['Girard', 'Léonie', 'Namur', 1604],
  ['Chevalier', 'Benoît', 'Mons', 1580],
  ['Mercier', 'Cécile', 'Courcelles', 1552],
  ['Boucher', 'Raphaël', 'Charleroi', 1525],
  ['Faure', 'Maëlys', 'Liège', 1498],
  ['Lacroix', 'Clément', 'Namur', 1470],
  ['Brûlé', 'Agnès', 'Mons', 1444],
  ['Roché', 'Émile', 'Courcelles', 1410],
  ['Desprès', 'Inès', 'Charleroi', 1385],
  ['Perrot', 'Joël', 'Liège', 1350],
  ['Marchal', 'Thérèse', 'Namur', 1320],
  ['Noël', 'François', 'Mons', 1290],
];

/** The name as the import writes it: "NOM Prénom". */
const fullName = ([last, first]: [string, string, string, number]) => `${last.toLocaleUpperCase('fr')} ${first}`;

const NAMES = PLAYERS.map(fullName);

/** Scores for a table of a round: deterministic, never a draw. */
function scores(round: number, table: number): [number, number] {
  const a = 330 + ((round * 47 + table * 31) % 140);
  const b = 320 + ((round * 29 + table * 53) % 150);
  return a === b ? [a + 7, b] : [a, b];
}

/** The tables of the shown round still waiting for a result. */
async function missingTables(page: Page): Promise<number[]> {
  await page.getByTestId('running-count').waitFor();
  await page.getByTestId('missing-tables').waitFor();
  const texts = await page.getByTestId('missing-tables').getByRole('button').allTextContents();
  return texts.map((text) => Number(text.trim()));
}

async function pairRound(page: Page, round: number) {
  await step(page, 'Rondes');
  await page.getByTestId('pair-round').click();
  await page
    .getByTestId('rounds-message')
    .filter({ hasText: `Ronde ${round} appariée.` })
    .waitFor();
}

describe('a 20-player tournament, run through the UI in Chromium', () => {
  // 10 to 15 s, the longest of the suite's Chromium tests: a whole 20-player, 5-round tournament
  // typed through the real screens, which no shorter test stands in for.
  it('goes from Accueil to the final standings, and the file agrees with the CLI', async () => {
    writeFileSync(csvFile, `${['Nom;Prénom;Club;Cote', ...PLAYERS.map((p) => p.join(';'))].join('\n')}\n`);
    mode = await openBrowserMode();
    const { page, screenshot } = mode;

    // 1. Accueil → Nouveau tournoi.
    await page.getByRole('heading', { name: 'Accueil' }).waitFor();
    await screenshot('tournoi-01-accueil');
    await page.getByTestId('new-tournament').click();
    await page.getByRole('heading', { name: 'Nouveau tournoi', level: 1 }).waitFor();
    await page.getByLabel('Fichier à créer (.sclassic)').fill(file);
    await page.getByLabel('Nom du tournoi').fill('Open de Courcelles');
    await page.getByLabel('Date', { exact: true }).fill('2026-12-22');
    await page.getByLabel('Lieu').fill('Courcelles');
    await screenshot('tournoi-02-nouveau');
    await page.getByTestId('create-tournament').click();

    // 2. Inscriptions: the CSV file through the import panel.
    await page.getByRole('heading', { name: 'Inscriptions', level: 1 }).waitFor();
    expect(existsSync(file)).toBe(true);
    await expect.poll(() => page.getByTestId('tournament-name').textContent()).toBe('Open de Courcelles');
    await page.getByRole('button', { name: 'Importer un fichier…' }).click();
    await page.setInputFiles('#import-file', csvFile);
    const run = page.getByTestId('import-run');
    await run.filter({ hasText: 'Importer 20 joueurs' }).waitFor();
    await screenshot('tournoi-03-import');
    await run.click();
    await page.getByTestId('players-counts').filter({ hasText: '20 joueurs inscrits' }).waitFor();
    // The counts and the list are read again side by side: the list may come a moment later.
    await expect.poll(() => page.getByTestId('players-list').locator('tbody tr').count()).toBe(20);
    await expect.poll(() => page.getByTestId('players-list').textContent()).toContain(NAMES[14] ?? 'BRÛLÉ Agnès');
    await screenshot('tournoi-04-inscriptions');

    // 3. Rondes: one absent in round 1.
    const absent = NAMES[9] ?? '';
    const withdrawn = NAMES[16] ?? '';
    await step(page, 'Rondes');
    await page.getByRole('checkbox', { name: absent }).check();
    await page.getByTestId('present-count').filter({ hasText: '19 joueurs présents sur 20' }).waitFor();
    await page.getByTestId('odd-note').waitFor();
    await screenshot('tournoi-05-rondes-absent');

    let corrected: { table: number; before: [number, number]; after: [number, number] } | null = null;
    for (let round = 1; round <= 5; round++) {
      if (round === 3) {
        // Withdrawal after round 2, before pairing round 3.
        await step(page, 'Inscriptions');
        await page.getByRole('button', { name: `Retrait de ${withdrawn}` }).click();
        await page.getByRole('button', { name: 'Confirmer le retrait' }).click();
        await page
          .getByTestId('players-announce')
          .filter({ hasText: `${withdrawn} est retiré après la ronde 2.` })
          .waitFor();
        await screenshot('tournoi-09-retrait');
      }
      await pairRound(page, round);
      const tables = await page.getByTestId('pairings').locator('tbody tr').count();
      expect(tables).toBe(10); // 19 players and X, or 20 players
      if (round === 1) await screenshot('tournoi-06-rondes-r1');

      await step(page, 'Résultats');
      await page.getByRole('heading', { name: `Saisie — ronde ${round}` }).waitFor();
      let missing = await missingTables(page);
      expect(missing.length).toBe(round === 2 ? 10 : 9); // one bye, except in round 2 (20 players)

      if (round === 2) {
        // A forfeit: the table typed, then the forfeit dialog, player A absent.
        const [table = 0] = missing;
        await expect.poll(() => focusedId(page)).toBe('result-table');
        await page.keyboard.type(String(table));
        await page.getByRole('button', { name: 'Forfait…' }).click();
        const dialog = page.getByRole('dialog', { name: `Forfait — table ${table}` });
        await dialog.waitFor();
        await screenshot('tournoi-08-forfait');
        await dialog.locator('input[name="special-side"][value="a"]').check();
        await dialog.getByTestId('special-submit').click();
        await page
          .getByTestId('saved')
          .filter({ hasText: `Table ${table} ` })
          .waitFor();
        await expect.poll(() => page.getByTestId('saved').textContent()).toContain('forfait');
        missing = missing.slice(1);
      }

      if (round === 4) {
        // A correction of round 1, table 3: its row clicked, the new scores typed.
        await page.getByLabel('Ronde', { exact: true }).selectOption({ label: 'Ronde 1' });
        await page.getByRole('heading', { name: 'Correction — ronde 1 (ronde passée)' }).waitFor();
        const table = 3;
        const before = scores(1, table);
        const after: [number, number] =
          before[0] > before[1] ? [before[1] - 20, before[0] + 15] : [before[1] + 15, before[0] - 20];
        await page
          .getByTestId('results-table')
          .locator('tbody tr')
          .filter({ has: page.getByRole('button', { name: `Corriger la table ${table}` }) })
          .locator('td')
          .nth(1)
          .click();
        await expect.poll(() => focusedId(page)).toBe('result-g0-a');
        await page.keyboard.type(String(after[0]));
        await page.keyboard.press('Enter');
        await page.keyboard.type(String(after[1]));
        await page.keyboard.press('Enter');
        // Replacing a recorded result asks first, before → after; a second Enter confirms.
        const question = page.getByTestId('pending-result');
        await question.waitFor();
        expect(await question.textContent()).toContain(
          `Table ${table} : remplacer ${before[0]} – ${before[1]} par ${after[0]} – ${after[1]} ?`,
        );
        await expect.poll(() => focusedId(page)).toBe('result-confirm');
        await screenshot('tournoi-09b-remplacer');
        await page.keyboard.press('Enter');
        await page
          .getByTestId('saved')
          .filter({ hasText: `Table ${table} corrigée` })
          .waitFor();
        await page.getByTestId('consequences').waitFor();
        await expect
          .poll(() => page.getByTestId('consequences').textContent())
          .toContain('Conséquences de la correction (ronde 1, table 3)');
        await screenshot('tournoi-10-correction');
        corrected = { table, before, after };
        await page.getByLabel('Ronde', { exact: true }).selectOption({ label: 'Ronde 4' });
        await page.getByRole('heading', { name: 'Saisie — ronde 4' }).waitFor();
        await page.locator('#result-table').focus();
      }

      // Round 3's first table as « a-b » in one box, the way some directors read a sheet.
      for (const [i, table] of missing.entries())
        await typeResult(page, table, scores(round, table), round === 3 && i === 0);
      await page
        .getByTestId('missing-tables')
        .filter({ hasText: `Tous les résultats de la ronde ${round} sont saisis.` })
        .waitFor();
      await expect.poll(() => page.getByTestId('running-count').textContent()).toMatch(/(\d+)\/\1 tables saisies/);
      if (round === 1 || round === 5) await screenshot(`tournoi-07-resultats-r${round}`);
    }
    expect(corrected).not.toBeNull();

    // 4. Classement (final), Clôture, Projection.
    await step(page, 'Classement');
    await page.getByRole('heading', { name: 'Classement final', level: 1 }).waitFor();
    await expect(page.getByRole('radio', { name: 'final' }).isChecked()).resolves.toBe(true);
    const rows = page.getByTestId('standings-row');
    await expect.poll(() => rows.count()).toBe(20);
    const shown = (await rows.locator('button.player').allTextContents()).map((n) => n.trim());
    await expect.poll(() => rows.last().textContent()).toContain('(retiré)');
    await screenshot('tournoi-11-classement');

    await step(page, 'Clôture');
    await page.getByTestId('closing-status').filter({ hasText: 'Les 5 rondes sont jouées' }).waitFor();
    await page.getByTestId('winner').waitFor();
    await expect.poll(() => page.getByTestId('winner').textContent()).toContain(shown[0] ?? '');
    await screenshot('tournoi-12-cloture');

    await page.evaluate(() => (globalThis.location.hash = '#/projection'));
    await page.getByTestId('projection').waitFor();
    const projected = () => page.getByTestId('projection').textContent();
    // The tournament is over: the final standings, and no page of the last round's pairings.
    await expect.poll(projected).toContain('Classement final');
    await page.keyboard.press('Space'); // paused: the pages turn only with the arrows now
    for (let turn = 0; turn < 3; turn++) {
      await page.keyboard.press('ArrowRight');
      expect(await projected()).not.toContain('appariements');
    }
    await expect.poll(projected).toContain('Classement final');
    await screenshot('tournoi-14-projection-classement');

    await mode.close();
    mode = null;

    // 5. The file, read again by the CLI.
    const cli = await sclassic('standings', file, '--final', '--json');
    expect(cli.stderr).toBe('');
    expect(cli.status).toBe(0);
    const standings = JSON.parse(cli.stdout) as {
      final: boolean;
      rows: Array<{ name: string; rank: number; withdrawn: boolean }>;
    };
    expect(standings.final).toBe(true);
    expect(standings.rows).toHaveLength(20);
    expect(standings.rows.map((r) => r.name).toSorted()).toEqual(NAMES.toSorted());
    expect(standings.rows.at(-1)).toMatchObject({ name: withdrawn, withdrawn: true });
    expect(standings.rows.filter((r) => r.withdrawn)).toHaveLength(1);
    const ranks = standings.rows.map((r) => r.rank);
    expect(ranks).toEqual(ranks.toSorted((x, y) => x - y));
    expect(ranks[0]).toBe(1);
    expect(standings.rows.map((r) => r.name)).toEqual(shown);
  });
});
