/**
 * The final phase on the players' phones: once the director opens it, the public view carries its
 * rounds, each match's stage and winner, and the places it gives (provisional until decided);
 * the page « Phase finale » shows them, in French and in English, and its tab appears.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SclassicApi } from '../../src-main/contract/commands.ts';
import type { LiveView } from '../../src-main/contract/views/live.ts';
import { pageAddress, renderPage } from '../../src-main/server/live/live-pages.ts';
import { apiOf } from '../../src-main/service/core/api.ts';
import { createService, type Service } from '../../src-main/service/core/dispatch.ts';

const folder = mkdtempSync(join(tmpdir(), 'sclassic-live-final-'));
let service: Service;
let api: SclassicApi;

beforeAll(async () => {
  service = createService({ clock: () => new Date('2026-12-22T16:00:00Z') });
  api = apiOf(service);
  await api.createTournament({
    path: join(folder, 'open.sclassic'),
    name: 'Championnat',
    date: '2026-12-22',
    plannedRounds: 1,
  });
  await api.importPlayers({
    players: ['AUBRY Anne', 'BLANC Marc', 'CARON Léa', 'DAVID Tom', 'ÉTIENNE Zoé', 'FABRE Paul'].map((name, i) => ({
      name,
      rating: 1900 - 40 * i,
    })),
  });
  const round = await api.pairNextRound({});
  // The better-rated player wins every table of the classic round.
  for (const m of round.matches)
    if (m.b !== null)
      await api.recordResult({
        table: m.table,
        games: [(m.a.rating ?? 0) > (m.b.rating ?? 0) ? [420, 380] : [380, 420]],
      });
  seeds = (await api.standings({ final: true })).rows.slice(0, 4).map((r) => r.name);
  await api.openFinalPhase({ players: 4, bestOfThree: false, thirdPlace: true });
});
afterAll(() => {
  service.close();
  rmSync(folder, { recursive: true, force: true });
});

/** The first four of the classic phase, in order: the final phase's seeds. */
let seeds: string[] = [];
const view = async () => (await api.liveView({})).view as LiveView;
const render = (path: string, live: LiveView) =>
  renderPage(pageAddress(new URL(`http://salle.local${path}`)), {
    view: live,
    version: '1',
    assets: { style: '/s.css', script: '/s.js' },
  }) ?? '';
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('the final phase on the live pages', () => {
  it('shows the semi-finals, provisional places, and its tab', async () => {
    const live = await view();
    const phase = live.finalPhase;
    expect(phase?.rounds.map((r) => r.stage)).toEqual(['semi-finals']);
    const [first, second, third, fourth] = seeds;
    // 1st against 4th, 2nd against 3rd.
    expect(phase?.rounds[0]?.matches.map((m) => [m.stage, m.a.name, m.b?.name, m.winner])).toEqual([
      ['semi-final', first, fourth, null],
      ['semi-final', second, third, null],
    ]);
    expect(phase?.settled).toBe(false);
    expect(phase?.places.every((p) => !p.decided)).toBe(true);
    const page = text(render('/phase-finale', live));
    expect(page).toContain('Demi-finale — Table 1');
    expect(page).toContain('La finale se forme dès que les deux demi-finales ont un vainqueur.');
    expect(page).toContain('Places (provisoires, tant que les matchs ne sont pas joués)');
    expect(render('/', live)).toContain('href="/phase-finale"');
  });

  it('shows the final and the match for third place once both semi-finals have a winner, then the places decided', async () => {
    const [first, second, third, fourth] = seeds;
    const semi = (await view()).finalPhase?.rounds[0];
    for (const m of semi?.matches ?? [])
      await api.recordResult({ round: semi?.number, table: m.table, games: [[410, 390]] });
    let live = await view();
    expect(live.finalPhase?.rounds.map((r) => r.stage)).toEqual(['semi-finals', 'final']);
    expect(live.finalPhase?.rounds[0]?.matches.map((m) => m.winner)).toEqual(['a', 'a']);
    // Each semi-final's winner marked on the page.
    expect(render('/phase-finale', live).match(/<div class="side won">/g)).toHaveLength(2);
    const final = live.finalPhase?.rounds[1];
    expect(final?.matches.map((m) => [m.stage, m.a.name, m.b?.name])).toEqual([
      ['final', first, second],
      ['third-place', third, fourth],
    ]);
    for (const m of final?.matches ?? [])
      await api.recordResult({ round: final?.number, table: m.table, games: [[380, 400]] });
    live = await view();
    expect(live.finalPhase?.settled).toBe(true);
    // B won both: the second seed takes the final, the fourth the match for third place.
    expect(live.finalPhase?.places.map((p) => [p.place, p.player.name, p.decided])).toEqual([
      [1, second, true],
      [2, first, true],
      [3, fourth, true],
      [4, third, true],
    ]);
    const english = text(render('/en/phase-finale', live));
    expect(english).toContain('Final — Table 1');
    expect(english).toContain('Match for third place — Table 2');
    expect(english).toContain(`Places 1st ${second} 2nd ${first} 3rd ${fourth} 4th ${third}`);
    // The final standings say why the finalists come first, whatever their PM.
    expect(live.standings?.final).toBe(true);
    expect(text(render('/classement', live))).toContain(
      'Les 4 premières places sont celles de la phase finale ; les autres joueurs gardent leur place de la phase classique.',
    );
    expect(text(render('/en/classement', live))).toContain('The first 4 places are those of the final phase');
  });
});
