/**
 * The director's Résultats under several hands in Chromium at 1366×768, on the real service and
 * file: the tables' proposals validated one after the other with Enter in the empty table box, the
 * head moving on, a table whose phones disagree never validated by the key and saying why; who
 * entered, validated or confirmed each result; the proposals' section of Paramètres. The stations
 * joining, entering and removed are tests/e2e/several-hands.test.ts's. Screenshots in
 * test-results/screens.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { TABLE_PHONE } from '../../src-main/contract/roles.ts';
import { type BrowserServer, startBrowserServer } from '../../src-main/server/browser-server.ts';
import { apiOf } from '../../src-main/service/core/api.ts';
import { createService, type Service } from '../../src-main/service/core/dispatch.ts';
import { launchChromium } from '../support/chromium.ts';
import { mark, tableCodes } from '../support/table-codes.ts';
import { SCREENS } from './browser-mode.ts';

const UI_FOLDER = fileURLToPath(new URL('../../dist/renderer/', import.meta.url));

/** What a page may take to show what it was told, on a busy machine. */
const WHILE_BUSY = { timeout: 10_000 };

const folder = mkdtempSync(join(tmpdir(), 'sclassic-e2e-stations-'));
let service: Service | null = null;
let browser: Browser | null = null;
let director: BrowserServer | null = null;

afterAll(async () => {
  await browser?.close();
  await director?.close();
  service?.close();
  rmSync(folder, { recursive: true, force: true });
});

const NAMES = [
  'AUBRY Anne',
  'BLANC Marc',
  'CARON Léa',
  'DAVID Tom',
  'DE LA FONTAINE-MARCHAND Marie-Christine',
  'FABRE Paul',
  'GIRAUD Inès',
  'HUET Noé',
  'JACOB Lise',
  'KLEIN Hugo',
  'LAMBERT Éloïse',
  'MARCHAL Jean-Baptiste',
  'NOËL Rose',
  'OLIVIER Luc',
  'PERRIN Clémence',
  'ROCHE Yves',
];

/** A phone at a table proposes its result: `phone` names the phone, `address` its place on the network. */
async function propose(table: number, games: Array<[number, number]>, phone: string, address: string) {
  const code = service === null ? undefined : tableCodes(service).get(table);
  const answer = await service?.dispatch(
    'proposeResult',
    { code, games, phone: mark(phone), form: mark(`${phone}-form`), address },
    TABLE_PHONE,
  );
  if (answer === undefined || 'refusal' in answer)
    throw new Error(`table ${table} not proposed: ${JSON.stringify(answer)}`);
}

/**
 * Sixteen players, round 1 paired; results typed, entered by a station, validated, confirmed by
 * two phones; proposals waiting: table 5, table 6 whose phones disagree, table 7 from two phones.
 */
async function tournament(): Promise<Service> {
  const made = createService({ dataFolder: join(folder, 'données') });
  const api = apiOf(made);
  const station = apiOf(made, 'fr', { role: 'saisie', name: 'Arbitre 1' });
  await api.createTournament({
    path: join(folder, 'Open de Namur.sclassic'),
    name: 'Open de Namur',
    date: '2026-12-22',
  });
  await api.importPlayers({ players: NAMES.map((name, i) => ({ name, rating: 1900 - 25 * i })) });
  await api.pairNextRound({});
  await api.updateSettings({ tableProposals: true, proposalsConfirm: true });
  await api.recordResult({ table: 1, games: [[412, 380]] });
  await station.recordResult({ table: 2, games: [[365, 401]], replaces: null });
  service = made;
  // Table 3: two phones agree, validated by themselves; then the director wants an arbiter's eye.
  await propose(3, [[398, 377]], 'phone-3a', '192.168.1.51');
  await propose(3, [[398, 377]], 'phone-3b', '192.168.1.52');
  await api.updateSettings({ tableProposals: true, proposalsConfirm: false });
  // Table 4: proposed, validated by Arbitre 1.
  await propose(4, [[420, 333]], 'phone-4', '192.168.1.54');
  const [four] = (await station.proposals({})).proposals ?? [];
  if (four !== undefined) await station.acceptProposal({ proposal: four.id, alongside: [four.id] });
  await propose(5, [[389, 372]], 'phone-5', '192.168.1.55');
  await propose(6, [[402, 385]], 'phone-6a', '192.168.1.56');
  await propose(6, [[385, 402]], 'phone-6b', '192.168.1.57');
  await propose(7, [[356, 410]], 'phone-7a', '192.168.1.58');
  await propose(7, [[356, 410]], 'phone-7b', '192.168.1.59');
  return made;
}

describe('several hands on Résultats, in Chromium', () => {
  it('validates the head with Enter, one after the other, and leaves a conflict to its buttons', async () => {
    const made = await tournament();
    director = await startBrowserServer(made, UI_FOLDER);
    browser = await launchChromium();

    const desk = await browser.newPage({ viewport: { width: 1366, height: 768 }, locale: 'fr-FR' });
    await desk.goto(`${director.url}#/resultats`);
    const queue = desk.getByTestId('proposals');
    await queue.getByTestId('proposal').nth(1).waitFor();
    expect(await queue.getByTestId('conflicting-proposal').count()).toBe(2);
    expect(await queue.getByTestId('proposal').first().textContent()).toContain(
      'Table 5 : 389 – 372 — Entrée pour valider',
    );
    await desk.screenshot({ path: `${SCREENS}postes-01-directeur-propositions.png` });

    // Enter in the empty table box: table 5, the head; then table 7; the conflict of table 6 stays.
    await desk.locator('#result-table').focus();
    await desk.keyboard.press('Enter');
    await desk.getByTestId('saved').filter({ hasText: 'Table 5 validée' }).waitFor();
    await expect.poll(() => queue.getByTestId('proposal').first().textContent(), WHILE_BUSY).toContain('Table 7');
    await desk.keyboard.press('Enter');
    await desk.getByTestId('saved').filter({ hasText: 'Table 7 validée' }).waitFor();
    await expect.poll(() => queue.getByTestId('proposal').count(), WHILE_BUSY).toBe(0);
    await desk.keyboard.press('Enter');
    await desk.getByTestId('proposal-said').filter({ hasText: 'Entrée ne valide pas une table' }).waitFor();
    expect(await queue.getByTestId('conflicting-proposal').count()).toBe(2);
    const rows = desk.getByTestId('results-table').locator('tbody tr');
    expect(await rows.nth(2).textContent()).toContain('confirmé par deux téléphones');
    expect(await rows.nth(3).textContent()).toContain('proposé par la table, validé par Arbitre 1');
    expect(await rows.nth(4).textContent()).toContain('proposé par la table, validé à');
    await desk.screenshot({ path: `${SCREENS}postes-02-directeur-valide.png` });

    // Paramètres: the proposals' section.
    await desk.getByTestId('open-settings').click();
    await desk.locator('#settings-proposals').scrollIntoViewIfNeeded();
    expect(await desk.getByTestId('table-proposals').isChecked()).toBe(true);
    await desk.screenshot({ path: `${SCREENS}postes-03-parametres.png` });
  });
});
