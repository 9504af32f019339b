/**
 * The stations' listener as real browsers meet it (Chromium): a station at 1280×800 asks to join
 * with the code and a name, waits on its self-refreshing page, and once the director accepts it
 * is served the UI, whose own requests the listener takes (the browser's cookie, its Referer)
 * under the station's name; removed, its next request is refused. A phone at 390×844, without
 * JavaScript, reads its table's sheet, proposes the scores, reads what became of them, in French
 * and in English. Screenshots in test-results/screens.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/chromium.ts';
import { type StationsTournament, stationsTournament } from '../support/stations-tournament.ts';
import { SCREENS } from './browser-mode.ts';

const UI = fileURLToPath(new URL('../../dist/renderer/', import.meta.url));

let t: StationsTournament;
let url: string;
let code: string;
let browser: Browser;

beforeAll(async () => {
  t = await stationsTournament(undefined, {}, UI);
  const status = await t.start();
  url = status.url as string;
  code = status.code as string;
  mkdirSync(SCREENS, { recursive: true });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await t?.close();
});

const shot = (page: Page, name: string) => page.screenshot({ path: `${SCREENS}${name}.png`, fullPage: true });

/** A command sent by the page itself, as the UI sends it: its HTTP status and its answer. */
const fromPage = (page: Page, command: string, input: unknown) =>
  page.evaluate(
    async ([command, input]) => {
      const response = await fetch(`api/${command}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(input),
      });
      return { status: response.status, answer: await response.json() };
    },
    [command, input] as const,
  );

describe('a station in Chromium', () => {
  it('joins with the code, is accepted, enters a result under its name, and is refused once removed', async () => {
    const station = await browser.newPage({ viewport: { width: 1280, height: 800 }, locale: 'fr-FR' });
    await station.goto(url);
    await shot(station, 'station-join');
    await station.getByLabel('Code').fill(code);
    await station.getByLabel('Nom du poste').fill('Arbitre 2');
    await station.getByRole('button', { name: 'Demander à rejoindre' }).click();
    await station.getByText('Demande envoyée sous le nom « Arbitre 2 »').waitFor();
    await shot(station, 'station-waiting');
    const [cookie] = await station.context().cookies();
    expect(cookie).toMatchObject({ name: 'sclassic-poste', httpOnly: true, sameSite: 'Strict', path: '/' });

    const [request] = (await t.api.stationsStatus({})).requests;
    expect(request).toMatchObject({ name: 'Arbitre 2', address: '127.0.0.1' });
    // The waiting page reads itself again: the UI comes, and its requests are taken.
    const answered = station.waitForResponse((r) => r.url().includes('/api/') && r.status() === 200, {
      timeout: 20_000,
    });
    await t.api.admitStation({ station: request?.id as string, role: 'saisie' });
    await answered;
    await shot(station, 'station-admitted');

    expect(await fromPage(station, 'whoAmI', {})).toEqual({
      status: 200,
      answer: { result: { role: 'saisie', name: 'Arbitre 2' } },
    });
    expect((await fromPage(station, 'recordResult', { table: 2, games: [[412, 380]], replaces: null })).status).toBe(
      200,
    );
    expect((await t.api.log({}))[0]).toMatchObject({ command: 'record-result', hand: 'Arbitre 2' });
    expect((await fromPage(station, 'pairNextRound', {})).status).toBe(403);

    const [admitted] = (await t.api.stationsStatus({})).stations;
    await t.api.revokeStation({ station: admitted?.id as string });
    expect(await fromPage(station, 'recordResult', { table: 3, games: [[400, 300]], replaces: null })).toEqual({
      status: 401,
      answer: { refusal: { code: 'station-out', params: {}, field: null } },
    });
    expect((await t.api.round({ round: 1 })).matches[2]?.recorded).toBeNull();
    await station.close();
  });
});

describe('a phone at a table, without JavaScript', () => {
  it('reads its sheet, proposes, and reads what became of it, in French and in English', async () => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      javaScriptEnabled: false,
      locale: 'fr-FR',
    });
    const phone = await context.newPage();
    const sheet = `${url}t/${t.codes().get(4)}`;
    await phone.goto(sheet);
    await phone.getByRole('heading', { name: 'Table 4' }).waitFor();
    await shot(phone, 'phone-sheet');
    await phone.locator('#a1').fill('388');
    await phone.locator('#b1').fill('377');
    await phone.getByRole('button', { name: 'Envoyer la proposition' }).click();
    await phone.getByText("Proposition envoyée à l'arbitre.").waitFor();
    await shot(phone, 'phone-sent');
    const [proposal] = (await t.api.proposals({})).proposals ?? [];
    expect(proposal).toMatchObject({ table: 4, games: [[388, 377]], phones: 1 });

    await phone.getByRole('link', { name: 'English' }).click();
    await phone.getByText("Waiting for the arbiter's validation.").waitFor();
    await shot(phone, 'phone-sent-en');
    await t.api.acceptProposal({ proposal: proposal?.id as string, alongside: [proposal?.id as string] });
    await phone.getByRole('link', { name: 'Refresh' }).click();
    await phone.getByText('Result recorded: 388 – 377.').waitFor();
    await shot(phone, 'phone-recorded-en');

    await phone.goto(`${url}t/AAAAAAAAAAAAAAAAAAAAAA`);
    await phone.getByText("Ce code de feuille de match n'ouvre aucune table en cours").waitFor();
    await context.close();
  });
});
