/**
 * A phone at a table as Chromium meets the stations' listener (390×844), without JavaScript: it
 * reads its table's sheet, proposes the scores, reads what became of them, in French and in
 * English, and a code that opens nothing. The stations and the director's screens in Chromium:
 * several-hands.test.ts. Screenshots in test-results/screens.
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
let browser: Browser;

beforeAll(async () => {
  t = await stationsTournament(undefined, {}, UI);
  const status = await t.start();
  url = status.url as string;
  mkdirSync(SCREENS, { recursive: true });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await t?.close();
});

const shot = (page: Page, name: string) => page.screenshot({ path: `${SCREENS}${name}.png`, fullPage: true });

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
