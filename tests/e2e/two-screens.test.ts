/**
 * Two screens on one tournament in Chromium (browser mode): what one records shows on the other
 * within a second or two; the header's Annuler names the change it takes back, Ctrl+Z and
 * Ctrl+Maj+Z walk the change log, and the other screen follows.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page, WebSocketRoute } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { apiOf } from '../../src-main/service/core/api.ts';
import { createService } from '../../src-main/service/core/dispatch.ts';
import { httpApi } from '../../src-renderer/lib/api.ts';
import { type BrowserMode, openBrowserMode, SCREENS } from './browser-mode.ts';

const folder = mkdtempSync(join(tmpdir(), 'sclassic-e2e-two-'));
const file = join(folder, 'Open de Namur.sclassic');
let mode: BrowserMode | null = null;

afterAll(async () => {
  await mode?.close();
  rmSync(folder, { recursive: true, force: true });
});

/** Eight players, round 1 paired, no result yet. */
async function pairedFile() {
  const service = createService();
  const api = apiOf(service);
  await api.createTournament({ path: file, name: 'Open de Namur', date: '2026-12-22' });
  await api.importPlayers({
    players: [
      'AUBRY Anne',
      'BLANC Marc',
      'CARON Léa',
      'DAVID Tom',
      'ÉTIENNE Zoé',
      'FABRE Paul',
      'GIRAUD Inès',
      'HUET Noé',
    ].map((name, i) => ({ name, rating: 1800 - 30 * i })),
  });
  await api.pairNextRound({});
  service.close();
}

/** The cells of a table's row on the Résultats screen (Table, A, scores, B, PM, Pdep). */
const rowOf = (page: Page, table: number) =>
  page
    .getByTestId('results-table')
    .locator('tbody tr')
    .filter({ has: page.getByRole('button', { name: new RegExp(`(Saisir|Corriger) la table ${table}$`) }) });

describe('two screens on one file, in Chromium', () => {
  it('follows what the other screen records, and undoes and redoes from the header', async () => {
    await pairedFile();
    mode = await openBrowserMode(file);
    const first = mode.page;
    const second = await mode.newPage();
    // The page's commands go over its command socket, not a POST each.
    const posts: string[] = [];
    const sockets: string[] = [];
    for (const page of [first, second])
      page.on('request', (request) => {
        if (request.method() === 'POST') posts.push(request.url());
      });
    second.on('websocket', (socket) => sockets.push(socket.url()));
    // The commands the second screen sends, by name, in order.
    const sent: string[] = [];
    second.on('websocket', (socket) =>
      socket.on('framesent', ({ payload }) => sent.push((JSON.parse(String(payload)) as { command: string }).command)),
    );
    await second.goto(`${mode.url}#/resultats`);
    await first.goto(`${mode.url}#/resultats`);
    await first.getByTestId('running-count').waitFor();
    await second.getByTestId('running-count').waitFor();

    // Screen 1 records table 1; screen 2 shows it without being touched.
    await first.locator('#result-table').fill('1');
    await first.keyboard.press('Enter');
    await first.keyboard.type('412');
    await first.keyboard.press('Enter');
    await first.keyboard.type('380');
    await first.keyboard.press('Enter');
    await first.getByTestId('saved').filter({ hasText: 'Table 1 enregistrée' }).waitFor();
    // Within the poll's four seconds: the screens read the file's revision every 1.2 s.
    await expect.poll(() => rowOf(second, 1).textContent(), { timeout: 4000 }).toMatch(/412\s–\s380/);
    await expect.poll(() => second.getByTestId('running-count').textContent()).toContain('1/4 tables saisies');

    // The header names what Annuler takes back.
    const undo = first.getByTestId('undo');
    await expect.poll(() => undo.getAttribute('title')).toMatch(/^Annuler : Résultat ronde 1, table 1 : .*412-380$/);
    await first.screenshot({ path: `${SCREENS}deux-ecrans-01-annuler.png` });
    // Ctrl+Z from the empty table box: the result is taken back, on both screens.
    await first.locator('#result-table').focus();
    await first.keyboard.press('Control+z');
    await first
      .getByTestId('undo-said')
      .filter({ hasText: /^Annulé : Résultat ronde 1, table 1/ })
      .waitFor();
    await expect.poll(() => first.getByTestId('running-count').textContent()).toContain('0/4 tables saisies');
    await expect
      .poll(() => second.getByTestId('running-count').textContent(), { timeout: 4000 })
      .toContain('0/4 tables saisies');
    // Ctrl+Maj+Z puts it back.
    await expect
      .poll(() => first.getByTestId('redo').getAttribute('title'))
      .toMatch(/^Rétablir : Résultat ronde 1, table 1/);
    await first.keyboard.press('Control+Shift+z');
    await expect
      .poll(() => second.getByTestId('running-count').textContent(), { timeout: 4000 })
      .toContain('1/4 tables saisies');
    await second.screenshot({ path: `${SCREENS}deux-ecrans-02-retabli.png` });
    // Effacer: the table waits again on this screen from the clearing's answer alone (its round
    // and the header are not read again), and on the other one at its next reading.
    await second.locator('#result-table').fill('1');
    await second.keyboard.press('Enter');
    const before = sent.length;
    await second.getByRole('button', { name: 'Effacer ce résultat' }).click();
    await second.getByTestId('saved').filter({ hasText: 'Résultat de la table 1 effacé.' }).waitFor();
    expect(await second.getByTestId('running-count').textContent()).toContain('0/4 tables saisies');
    expect(await rowOf(second, 1).textContent()).toContain('à saisir');
    await second.screenshot({ path: `${SCREENS}deux-ecrans-03-efface.png` });
    await expect
      .poll(() => first.getByTestId('running-count').textContent(), { timeout: 4000 })
      .toContain('0/4 tables saisies');
    // Besides the clearing, only the screen's polls (the revision, the stations): no reading again.
    const since = sent.slice(before);
    expect(since).toContain('clearResult');
    expect(since.filter((command) => command === 'round' || command === 'show')).toEqual([]);
    expect(sockets).toEqual([`${mode.url.replace(/^http/, 'ws')}api`]);
    // The round's rows, laid out as grids, are still a table's rows and cells to assistive technology.
    const table = second.getByRole('table').and(second.getByTestId('results-table'));
    expect(await table.getByRole('columnheader').allTextContents()).toEqual([
      'Table',
      'Joueur A',
      'Scores',
      'Joueur B',
      'PM',
      'Pdep',
    ]);
    expect(await table.getByRole('row').count()).toBe(5);
    expect(await table.getByRole('row').nth(1).getByRole('cell').count()).toBe(6);
    expect(posts).toEqual([]);
    await second.close();
  });

  it('refuses a result typed against a pairing the other screen swapped meanwhile, and keeps what was typed', async () => {
    if (mode === null) throw new Error('browser mode is not running');
    const { url } = mode;
    const first = mode.page;
    const second = await mode.newPage();
    // Screen 1's commands pass through here: it will stop hearing of the file's changes for a
    // while (a network that hesitates), its other commands going through.
    let behind = false;
    const held: string[] = [];
    let toService: WebSocketRoute | null = null;
    await first.routeWebSocket(/\/api$/, (socket) => {
      const service = socket.connectToServer();
      toService = service;
      socket.onMessage((message) => {
        if (behind && String(message).includes('"command":"undoState"')) held.push(String(message));
        else service.send(message);
      });
    });
    await first.goto(`${url}#/resultats`);
    await first.reload();
    await second.goto(`${url}#/rondes`);
    await first.getByTestId('running-count').waitFor();
    const round = await httpApi(url).round({});
    const [table2, table3] = [round.matches[1], round.matches[2]];
    if (table2?.b == null || table3?.b == null) throw new Error('tables 2 and 3 are not played');
    behind = true;
    await first.locator('#result-table').fill('2');
    await first.keyboard.press('Enter');
    await first.keyboard.type('400');
    await first.keyboard.press('Enter');
    await first.keyboard.type('350');
    // Screen 2 swaps a player of table 2 with one of table 3.
    await second.getByLabel('Premier joueur').selectOption(String(table2.a.id));
    await second.getByLabel('Second joueur').selectOption(String(table3.b.id));
    await second.getByTestId('swap').click();
    // What the swap would change is said first; the director says yes.
    await second.getByRole('dialog').getByTestId('swap-confirm').click();
    await second.getByText(`${table2.a.name} et ${table3.b.name} ont échangé leur place.`).waitFor();
    // Screen 1 has asked after the file's changes and is waiting for the answer, which does not
    // come: it is really behind. It asks every 1.2 s, one reading at a time (a fast machine has
    // typed all this before it first asked), and hears of nothing while that reading is held.
    await expect.poll(() => held.length).toBeGreaterThan(0);
    // Screen 1 sends what it typed for the pair it showed: refused, said in French, nothing recorded.
    await first.keyboard.press('Enter');
    const refusal = first.getByTestId('entry-error');
    await expect
      .poll(() => refusal.textContent())
      .toMatch(
        new RegExp(
          `^Table 2 \\(ronde 1\\) : la paire a changé depuis que cet écran l’a affichée \\(« Échange de ${table2.a.name} et ${table3.b.name} \\(ronde 1\\) » à \\d\\d:\\d\\d\\) : ${table2.a.name} – ${table2.b.name} est devenue ${table3.b.name} – ${table2.b.name}\\. Rien n’a été enregistré`,
        ),
      );
    expect(await first.locator('#result-table').inputValue()).toBe('2');
    expect(await first.getByLabel(`Score de ${table2.b.name}`).inputValue()).toBe('350');
    // The screen shows the table as it now is.
    await expect.poll(() => first.getByTestId('who-plays').textContent()).toContain(table3.b.name);
    await first.screenshot({ path: `${SCREENS}deux-ecrans-03-paire-changee.png` });
    expect((await httpApi(url).round({})).matches[1]?.recorded).toBeNull();
    behind = false;
    for (const message of held) (toService as WebSocketRoute | null)?.send(message);
    await second.close();
  });
});
