/**
 * « Vérifier le tournoi » at Clôture, in Chromium, on a day as a director lives it: a swap in round
 * 2, a round-1 result corrected after round 3 was paired — then a pairing another program changed
 * in the file. The arbiter's swap is named as a decision, the correction as information, and only
 * the pairing written outside Sclassic as breaches.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { apiOf } from '../../src-main/service/core/api.ts';
import { createService } from '../../src-main/service/core/dispatch.ts';
import { exchangeOpponentsOutside } from '../support/other-program.ts';
import { type BrowserMode, openBrowserMode } from './browser-mode.ts';

const folder = mkdtempSync(join(tmpdir(), 'sclassic-e2e-audit-'));
const file = join(folder, 'Open de Dinant.sclassic');
let mode: BrowserMode | null = null;

afterAll(async () => {
  await mode?.close();
  rmSync(folder, { recursive: true, force: true });
});

/** Twelve players, three rounds: a swap in round 2, a round-1 result corrected once round 3 is paired. */
async function playedFile(): Promise<void> {
  const service = createService();
  const api = apiOf(service);
  await api.createTournament({ path: file, name: 'Open de Dinant', date: '2026-12-22', plannedRounds: 3 });
  await api.importPlayers({
    players: Array.from({ length: 12 }, (_, i) => ({
      name: `JOUEUR ${String.fromCharCode(65 + i)}`,
      rating: 1900 - 40 * i,
    })),
  });
  for (let r = 1; r <= 3; r++) {
    const round = await api.pairNextRound({ round: r });
    if (r === 2) {
      const [t1, t2] = round.matches;
      await api.swapPlayers({ first: t1?.a.id as number, second: t2?.a.id as number, pairing: round.pairing });
    }
    for (const m of (await api.round({})).matches)
      if (m.b !== null) await api.recordResult({ table: m.table, games: [[400 + m.table, 380]] });
  }
  const first = (await api.round({ round: 1 })).matches[3];
  await api.recordResult({ round: 1, table: 4, games: [[350, 420]], replaces: first?.recorded, confirmed: true });
  service.close();
}

const check = async (mode: BrowserMode) => {
  const { page } = mode;
  await page.goto(`${mode.url}#/cloture`);
  await page.getByTestId('check-tournament').click();
  return page.getByTestId('check-result');
};

describe('« Vérifier le tournoi », in Chromium', () => {
  it('names the swap as the arbiter’s, the correction as information, and no breach', async () => {
    await playedFile();
    mode = await openBrowserMode(file);
    const result = await check(mode);
    await expect
      .poll(() => mode?.page.getByTestId('check-verdict').textContent())
      .toContain(
        'Aucun manquement : chaque ronde est celle que donnent la procédure et les décisions de l’arbitre (1 décision de l’arbitre et 1 information).',
      );
    const items = await result.getByRole('listitem').allTextContents();
    expect(items.map((t) => t.replace(/\s+/g, ' ').trim())).toEqual([
      expect.stringMatching(
        /^Information Table 4 : résultat corrigé à \d\d:\d\d, après l’appariement des rondes 2 et 3 ; elles sont auditées sur les résultats d’alors\.$/,
      ),
      expect.stringMatching(
        /^Décision de l’arbitre Échange décidé par l’arbitre à \d\d:\d\d : JOUEUR . et JOUEUR . ont changé de table \(table 1, .*; table 2, .*\)\.$/,
      ),
    ]);
    await mode.screenshot('verification-01-decision-information');
    await mode.close();
    mode = null;
  });

  it('names a pairing another program changed in the file as breaches, at its round and tables', async () => {
    await mode?.close();
    mode = null;
    exchangeOpponentsOutside(file, 3, [2, 3]);
    mode = await openBrowserMode(file);
    const result = await check(mode);
    await expect.poll(() => mode?.page.getByTestId('check-verdict').textContent()).toMatch(/^\s*\d+ manquements :/);
    const breaches = await result.locator('li[data-kind="breach"]').allTextContents();
    expect(breaches.join('\n')).toContain(
      'Table 2 : son appariement n’est pas ce que l’historique du fichier a enregistré : le fichier a été modifié hors de Sclassic.',
    );
    expect(breaches.join('\n')).toContain(
      'Table 3 : son appariement n’est pas ce que l’historique du fichier a enregistré',
    );
    await mode.screenshot('verification-02-manquements');
  });
});
