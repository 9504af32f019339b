/**
 * The screens under several hands in Chromium, on the real service and file: the director's
 * Résultats with the tables' proposals (Enter in the empty table box validates the head and never
 * a table whose phones disagree), the stations' panel and the banner of a device asking to join;
 * an arbiters' station's page (1280×800) reduced to Résultats, entering a result under its name,
 * then removed by the director and saying so. The stations' listener is stood in for
 * (tests/support/stations-stand-in.ts); screenshots in test-results/screens.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { TABLE_PHONE } from '../../src-main/contract/roles.ts';
import type { BrowserServer } from '../../src-main/server/browser-server.ts';
import { apiOf } from '../../src-main/service/core/api.ts';
import { createService, type Service } from '../../src-main/service/core/dispatch.ts';
import { launchChromium } from '../support/chromium.ts';
import { directorServer, standInHost, stationServer, VENUE_ADDRESS } from '../support/stations-stand-in.ts';
import { mark, tableCodes } from '../support/table-codes.ts';
import { SCREENS } from './browser-mode.ts';

/** What a page may take to show what it was told, on a busy machine. */
const WHILE_BUSY = { timeout: 10_000 };

const folder = mkdtempSync(join(tmpdir(), 'sclassic-e2e-stations-'));
const host = standInHost();
let service: Service | null = null;
let browser: Browser | null = null;
const servers: BrowserServer[] = [];

afterAll(async () => {
  await browser?.close();
  await Promise.all(servers.map((s) => s.close()));
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

/** Sixteen players, round 1 paired; results typed, entered by a station, validated, confirmed by two phones; proposals waiting. */
async function tournament(): Promise<Service> {
  const made = createService({ dataFolder: join(folder, 'données'), stations: () => host });
  const api = apiOf(made);
  const station = apiOf(made, 'fr', { role: 'saisie', name: 'Arbitre 2' });
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
  // Table 4: proposed, validated by Arbitre 2.
  await propose(4, [[420, 333]], 'phone-4', '192.168.1.54');
  const [four] = (await station.proposals({})).proposals ?? [];
  if (four !== undefined) await station.acceptProposal({ proposal: four.id, alongside: [four.id] });
  // Waiting: table 5, then table 6 whose phones disagree, then table 7 from two phones.
  await propose(5, [[389, 372]], 'phone-5', '192.168.1.55');
  await propose(6, [[402, 385]], 'phone-6a', '192.168.1.56');
  await propose(6, [[385, 402]], 'phone-6b', '192.168.1.57');
  await propose(7, [[356, 410]], 'phone-7a', '192.168.1.58');
  await propose(7, [[356, 410]], 'phone-7b', '192.168.1.59');
  await api.startStations({ address: VENUE_ADDRESS.address });
  host.ask('Arbitre 2', '192.168.1.33', '2026-12-22T13:01:00Z');
  const [asking] = host.status().requests;
  if (asking !== undefined) await api.admitStation({ station: asking.id, role: 'saisie' });
  host.ask('Arbitre 3', '192.168.1.34', '2026-12-22T13:05:00Z');
  return made;
}

describe('several hands on Résultats, in Chromium', () => {
  it('validates the head with Enter, leaves a conflict to its buttons, and lets a station enter until removed', async () => {
    const made = await tournament();
    const director = await directorServer(made);
    const stationSide = await stationServer(made, host, 'Arbitre 2');
    servers.push(director, stationSide);
    browser = await launchChromium();

    const desk = await browser.newPage({ viewport: { width: 1366, height: 768 }, locale: 'fr-FR' });
    await desk.goto(`${director.url}#/resultats`);
    const queue = desk.getByTestId('proposals');
    await queue.getByTestId('proposal').nth(1).waitFor();
    expect(await queue.getByTestId('conflicting-proposal').count()).toBe(2);
    expect(await queue.getByTestId('proposal').first().textContent()).toContain(
      'Table 5 : 389 – 372 — Entrée pour valider',
    );
    await desk.getByTestId('join-banner').filter({ hasText: 'Arbitre 3 (192.168.1.34) demande à rejoindre' }).waitFor();
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
    expect(await rows.nth(3).textContent()).toContain('proposé par la table, validé par Arbitre 2');
    expect(await rows.nth(4).textContent()).toContain('proposé par la table, validé à');
    await desk.screenshot({ path: `${SCREENS}postes-02-directeur-valide.png` });

    // The station: Résultats alone, under its name; it enters table 8.
    const station = await browser.newPage({ viewport: { width: 1280, height: 800 }, locale: 'fr-FR' });
    await station.goto(stationSide.url);
    expect(await station.getByTestId('station-name').textContent()).toBe('Poste : Arbitre 2');
    expect(await station.getByRole('navigation').count()).toBe(0);
    await station.getByTestId('conflicting-proposal').first().waitFor();
    await station.locator('#result-table').fill('8');
    await station.keyboard.press('Enter');
    await station.keyboard.type('377');
    await station.keyboard.press('Enter');
    await station.keyboard.type('366');
    await station.keyboard.press('Enter');
    await station.getByTestId('saved').filter({ hasText: 'Table 8 enregistrée' }).waitFor();
    await station.screenshot({ path: `${SCREENS}postes-03-poste.png` });

    // The director's panel: Arbitre 2 in, Arbitre 3 asking; the banner leads there.
    await desk.getByTestId('join-banner').getByRole('button', { name: 'Répondre' }).click();
    const panel = desk.getByTestId('stations-panel');
    await expect.poll(() => desk.evaluate(() => document.activeElement?.id), WHILE_BUSY).toBe('stations-title');
    await desk.screenshot({ path: `${SCREENS}postes-04-directeur-panneau.png` });
    await panel.getByRole('button', { name: 'Retirer le poste Arbitre 2' }).click();

    // The station's next request is refused: the page says so.
    await station.getByTestId('station-out').waitFor();
    await station.screenshot({ path: `${SCREENS}postes-05-poste-retire.png` });

    // Paramètres: the proposals' section.
    await desk.getByTestId('open-settings').click();
    await desk.locator('#settings-proposals').scrollIntoViewIfNeeded();
    expect(await desk.getByTestId('table-proposals').isChecked()).toBe(true);
    await desk.screenshot({ path: `${SCREENS}postes-06-parametres.png` });
  });
});
