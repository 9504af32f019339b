/**
 * The registrations brought up to date from the directory in Chromium against browser mode:
 * players registered with last season's ratings, a newer list in the directory, the panel of
 * Inscriptions showing who would change, then applied; the file checked with the CLI.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cli } from '../support/cli.ts';
import { type BrowserMode, openBrowserMode } from './browser-mode.ts';

const folder = mkdtempSync(join(tmpdir(), 'sclassic-e2e-refresh-'));
const data = join(folder, 'données');
const file = join(folder, 'Open de Mons.sclassic');
const list = join(folder, 'cotes-2025-11.csv');
let mode: BrowserMode | null = null;

afterAll(async () => {
  await mode?.close();
  rmSync(folder, { recursive: true, force: true });
});

const { ok, json } = cli({ SCLASSIC_DATA_DIR: data });

describe('update from the directory in Chromium', () => {
  it('shows the proposed changes in a panel, applies them and says how many', async () => {
    writeFileSync(
      list,
      `${[
        'Licence;Nom;Prénom;Club;Cote;Type;Catégorie',
        '1001;BERTIN;Ana;Mons;1750;PL;Vermeil',
        '1002;DUPONT;Jean;Liège;1800;PL;',
        ';ÉLOY;Léa;Namur;1540;PL*;',
      ].join('\n')}\n`,
    );
    await ok('directory', 'import', list, '--date', '2025-11-01');
    await ok('new', file, '--name', 'Open de Mons', '--date', '2025-12-22');
    await ok('players', 'add', file, '--name', 'BERTIN Ana', '--rating', '1720', '--licence', '1001', '--club', 'Mons');
    await ok(
      'players',
      'add',
      file,
      '--name',
      'DUPONT Jean',
      '--rating',
      '1800',
      '--club',
      'Liège',
      '--licence',
      '1002',
    );
    await ok('players', 'add', file, '--name', 'ELOY Léa', '--rating', '1500');
    await ok('players', 'add', file, '--name', 'MARTIN Zoé', '--rating', '1300', '--club', 'Ath');

    mode = await openBrowserMode(file, { width: 1366, height: 768 }, data);
    const { page, screenshot } = mode;
    await page
      .getByRole('navigation', { name: 'Étapes du tournoi' })
      .getByRole('button', { name: /Inscriptions/ })
      .click();
    await page.getByRole('button', { name: 'Mettre à jour depuis le répertoire' }).click();
    const panel = page.getByTestId('refresh-panel');
    const rows = panel.getByTestId('refresh-changes').locator('tbody tr');
    await rows.first().waitFor();
    const cells = await rows.evaluateAll((trs) =>
      trs.map((tr) => [...(tr as HTMLTableRowElement).cells].map((td) => td.innerText.replace(/\s+/g, ' ').trim())),
    );
    expect(cells).toEqual([
      ['BERTIN Ana', '1720 → 1750', 'Catégorie : — → Vermeil', '2025-11-01'],
      ['ELOY Léa', '1500 → 1540', 'Type : PL → PL* · Club : — → Namur', '2025-11-01'],
    ]);
    expect(await panel.textContent()).toContain('Absent du répertoire : MARTIN Zoé.');
    await screenshot('repertoire-maj-01-proposition');

    await panel.getByRole('button', { name: 'Appliquer' }).click();
    await page
      .getByTestId('players-announce')
      .filter({ hasText: '2 joueurs mis à jour depuis le répertoire.' })
      .waitFor();
    await panel.waitFor({ state: 'detached' });
    await screenshot('repertoire-maj-02-applique');

    // The file is the server's while browser mode runs.
    await mode.close();
    mode = null;
    const players = await json<Array<{ name: string; rating: number; club: string }>>('players', 'list', file);
    expect(players.map((p) => [p.name, p.rating, p.club])).toEqual([
      ['BERTIN Ana', 1750, 'Mons'],
      ['DUPONT Jean', 1800, 'Liège'],
      ['ELOY Léa', 1540, 'Namur'],
      ['MARTIN Zoé', 1300, 'Ath'],
    ]);
  });
});
