/**
 * A screen that is behind never writes the wrong thing. Screen A shows the round, the undo
 * button, a player or the settings; screen B changes them; A's write, which says what A showed,
 * is refused — over HTTP (browser mode) and over the desktop app's IPC — and the file keeps B's
 * change and nothing of A's.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SclassicApi } from '../../src-main/contract/commands.ts';
import { seenPlayer, seenSettings } from '../../src-main/contract/seen.ts';
import type { MatchView, RoundView } from '../../src-main/contract/views.ts';
import { apiOf } from '../../src-main/service/core/api.ts';
import { createService, type Service } from '../../src-main/service/core/dispatch.ts';
import { sized } from '../support/budget.ts';
import { type Random, seededRandom } from '../support/random.ts';
import { refusalOf } from '../support/refusal.ts';
import { type Screens, type Transport, twoScreens } from '../support/two-screens.ts';

/** 40 trials in an ordinary run, 200 with SCLASSIC_DEEP=1 (budget.ts). */
const TRIALS = sized(40, 200);
const PLAYERS = 40;

const folder = mkdtempSync(join(tmpdir(), 'sclassic-stale-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A tournament of PLAYERS players, round 1 paired, open in `service`. */
async function pairedTournament(service: Service, name: string): Promise<void> {
  const api = apiOf(service);
  await api.createTournament({ path: join(folder, name), name: 'Open des écrans', date: '2026-12-22' });
  await api.importPlayers({
    players: Array.from({ length: PLAYERS }, (_, i) => ({
      name: `JOUEUR${String(i + 1).padStart(3, '0')}`,
      rating: 2000 - 7 * i,
    })),
  });
  await api.pairNextRound({});
}

const tableOf = (view: RoundView, table: number) => view.matches.find((m) => m.table === table) as MatchView;
const pairOf = (m: MatchView): [number, number] => [m.a.id, m.b?.id as number];
const playing = (view: RoundView) => view.matches.filter((m) => m.b !== null);

/** Screen A records a table as it showed it: the players it showed, no result before. */
const recordAsShown = (screen: SclassicApi, shown: MatchView) =>
  screen.recordResult({ table: shown.table, games: [[450, 300]], replaces: shown.recorded, pair: pairOf(shown) });

for (const transport of ['HTTP', 'IPC'] as Transport[]) {
  describe(`a stale screen over ${transport}`, () => {
    let service: Service;
    let screens: Screens;
    let rng: Random;
    beforeAll(async () => {
      service = createService({ clock: () => new Date('2026-12-22T14:02:00') });
      await pairedTournament(service, `${transport}.sclassic`);
      screens = await twoScreens(transport, service, join(folder, transport));
      rng = seededRandom(transport === 'HTTP' ? 19 : 20);
    });
    afterAll(async () => {
      await screens.close();
      service.close();
    });

    it(`records nothing against a pairing swapped on the other screen (${TRIALS} trials)`, {
      timeout: 30_000,
    }, async () => {
      const { a, b } = screens;
      let accepted = 0;
      for (let trial = 0; trial < TRIALS; trial++) {
        const shownByA = await a.round({});
        const seenByB = await b.round({});
        const [one, two] = [rng.pick(playing(seenByB)), rng.pick(playing(seenByB))];
        if (one.table === two.table) continue;
        await b.swapPlayers({ first: one.a.id, second: two.b?.id as number, pairing: seenByB.pairing });
        const answer = await refusalOf(recordAsShown(a, tableOf(shownByA, one.table)));
        if (answer === null) accepted++;
        else {
          expect(answer.code).toBe('stale-pair');
          expect(answer.message).toMatch(
            new RegExp(
              `^Table ${one.table} \\(ronde 1\\) : la paire a changé depuis que cet écran l’a affichée \\(« Échange de ${one.a.name} et ${two.b?.name} \\(ronde 1\\) » à 14:02\\) : ${one.a.name} – ${one.b?.name} est devenue .+ Rien n’a été enregistré`,
            ),
          );
        }
      }
      expect(accepted).toBe(0);
      const now = await b.round({});
      expect(now.entered).toBe(0);
    });

    it(`records nothing against a round paired again on the other screen after an absence (${TRIALS} trials)`, {
      timeout: 30_000,
    }, async () => {
      const { a, b } = screens;
      let accepted = 0;
      for (let trial = 0; trial < TRIALS; trial++) {
        const shownByA = await a.round({});
        const shown = rng.pick(playing(shownByA));
        // B marks one of the table's players absent, and pairs the round again without them.
        await b.setAbsent({ players: [shown.a.id], absent: true, round: 2 });
        await b.repairRound({ pairing: (await b.round({})).pairing });
        const answer = await refusalOf(recordAsShown(a, shown));
        if (answer === null) accepted++;
        else expect(answer.code).toBe('stale-pair');
        expect((await b.round({})).entered).toBe(0);
        // Back as it was for the next trial: the new pairing, then the absence, taken back.
        await b.undo({});
        await b.undo({});
      }
      expect(accepted).toBe(0);
    });

    /** Tables x and y of the round, for trial n: A's and B's. */
    const tablesFor = async (screen: SclassicApi, n: number): Promise<[MatchView, MatchView]> => {
      const tables = playing(await screen.round({}));
      return [tables[(2 * n) % tables.length], tables[(2 * n + 1) % tables.length]] as [MatchView, MatchView];
    };
    const recorded = (games: Array<[number, number]>) => ({
      games,
      forfeit: null,
      abandon: null,
      decisionAgainst: null,
    });
    /** A screen enters a table's first result, as it shows the table. */
    const enter = (screen: SclassicApi, m: MatchView, games: [number, number]) =>
      screen.recordResult({ table: m.table, games: [games], replaces: null, pair: pairOf(m) });
    /** A screen clears the result it entered. */
    const clear = (screen: SclassicApi, m: MatchView, games: [number, number]) =>
      screen.clearResult({ table: m.table, replaces: recorded([games]), pair: pairOf(m) });

    it(`undoes nothing but the change its button named (${TRIALS} trials)`, { timeout: 30_000 }, async () => {
      const { a, b } = screens;
      let undone = 0;
      for (let trial = 0; trial < TRIALS; trial++) {
        const [x, y] = await tablesFor(a, trial);
        // A's ↶ names A's result (the change it made is the file's latest); B records another table meanwhile.
        const mine = await enter(a, x, [400, 317]);
        await enter(b, y, [300, 400]);
        const answer = await refusalOf(a.undo({ entry: mine.revision }));
        if (answer === null) undone++;
        else {
          expect(answer.code).toBe('stale-undo');
          expect(answer.message).toContain(`le bouton visait « Résultat ronde 1, table ${x.table}`);
          expect(answer.message).toContain(`Annuler porterait maintenant sur « Résultat ronde 1, table ${y.table}`);
        }
        await clear(b, y, [300, 400]);
        await clear(a, x, [400, 317]);
      }
      expect(undone).toBe(0);
      expect((await b.round({})).entered).toBe(0);
    });

    it(`redoes nothing but the change its button named (${TRIALS} trials)`, { timeout: 30_000 }, async () => {
      const { a, b } = screens;
      let redone = 0;
      for (let trial = 0; trial < TRIALS; trial++) {
        const [x, y] = await tablesFor(a, trial);
        // A takes back its own result: its ↷ names it. B records another table meanwhile, which ends what can be redone.
        const mine = await enter(a, x, [400, 317]);
        await a.undo({ entry: mine.revision });
        await enter(b, y, [300, 400]);
        const answer = await refusalOf(a.redo({ entry: mine.revision }));
        if (answer === null) redone++;
        else
          expect(answer.message).toBe(
            `Rien n’a été rétabli : le bouton visait « Résultat ronde 1, table ${x.table} : ${x.a.name} – ${x.b?.name}, 400-317 », mais le tournoi a changé depuis. Il n’y a plus rien à rétablir.`,
          );
        await clear(b, y, [300, 400]);
      }
      expect(redone).toBe(0);
      expect((await b.round({})).entered).toBe(0);
    });

    it('refuses an edit of a player changed on the other screen since, and writes nothing of it', async () => {
      const { a, b } = screens;
      const [shownByA] = await a.listPlayers({});
      const [shownByB] = await b.listPlayers({});
      if (shownByA === undefined || shownByB === undefined) throw new Error('no player');
      await b.editPlayer({ player: shownByB.id, club: 'Liège', was: seenPlayer(shownByB) });
      const answer = await refusalOf(
        a.editPlayer({
          player: shownByA.id,
          name: shownByA.name,
          club: 'Mons',
          licence: '12345',
          was: seenPlayer(shownByA),
        }),
      );
      expect(answer?.code).toBe('stale-player');
      expect(answer?.message).toBe(
        `${shownByA.name} a été modifié(e) depuis que cet écran l’a affiché(e) (club) (« Modification du joueur ${shownByA.name} » à 14:02). Rien n’a été enregistré : relisez sa fiche, puis refaites la modification.`,
      );
      const [now] = await b.listPlayers({});
      expect(now).toMatchObject({ club: 'Liège', licence: '' });
    });

    it('refuses a settings change made on settings changed on the other screen since', async () => {
      const { a, b } = screens;
      const shownByA = await a.show({});
      await b.updateSettings({ minutes: 30, was: { minutes: (await b.show({})).minutes } });
      const change = { name: 'Open des écrans 2026', place: 'Mons', minutes: shownByA.minutes };
      const answer = await refusalOf(a.updateSettings({ ...change, was: seenSettings(shownByA, change) }));
      expect(answer?.code).toBe('stale-settings');
      expect(answer?.message).toContain('(durée des parties)');
      expect(await b.show({})).toMatchObject({ name: 'Open des écrans', place: '', minutes: 30 });
    });
  });
}

describe('a stale screen and the rounds', () => {
  it('pairs, declares an absence, withdraws and moves the clock only for the round the screen meant', async () => {
    const service = createService({ clock: () => new Date('2026-12-22T14:02:00') });
    await pairedTournament(service, 'rounds.sclassic');
    const api = apiOf(service);
    const round1 = await api.round({});
    for (const m of playing(round1))
      await api.recordResult({ table: m.table, games: [[400, 300]], replaces: null, pair: pairOf(m) });
    // Another screen paired round 2 while this one still showed round 1 as the last one.
    await api.pairNextRound({ round: 2 });
    const refused = async (write: Promise<unknown>) => (await refusalOf(write))?.message;
    expect(await refused(api.pairNextRound({ round: 2 }))).toMatch(
      /^Cet écran allait apparier la ronde 2, mais c’est la ronde 3 qui le serait maintenant \(« Appariement de la ronde 2 » à 14:02\)/,
    );
    expect(await refused(api.setAbsent({ players: [1], absent: true, round: 2 }))).toMatch(
      /^Cette absence était pour la ronde 2, mais la prochaine ronde est maintenant la ronde 3/,
    );
    expect(await refused(api.withdrawPlayer({ player: 1, after: 1 }))).toMatch(
      /^Ce retrait devait prendre effet après la ronde 1, mais 2 ronde\(s\) sont appariées maintenant/,
    );
    expect(await refused(api.startClock({ round: 1 }))).toMatch(
      /^Cette pendule était celle de la ronde 1, mais la ronde en cours est maintenant la ronde 2/,
    );
    // The same commands for the round they meant are made.
    await api.setAbsent({ players: [1], absent: true, round: 3 });
    await api.startClock({ round: 2 });
    const log = await api.log({ limit: 3 });
    expect(log.map((e) => e.command)).toEqual(['start-clock', 'mark-absent', 'pair-round']);
    service.close();
  });

  it('swaps and pairs again only on the pairing the screen showed', async () => {
    const service = createService({ clock: () => new Date('2026-12-22T14:02:00') });
    await pairedTournament(service, 'pairing.sclassic');
    const api = apiOf(service);
    const shown = await api.round({});
    const [t1, t2, t3] = playing(shown) as [MatchView, MatchView, MatchView];
    await api.swapPlayers({ first: t1.a.id, second: t2.a.id, pairing: shown.pairing });
    const behind = { first: t3.a.id, second: t2.b?.id as number, pairing: shown.pairing };
    for (const write of [api.previewSwap(behind), api.swapPlayers(behind), api.repairRound({ pairing: shown.pairing })])
      expect((await refusalOf(write))?.message).toBe(
        `L’appariement de la ronde 1 a changé depuis que cet écran l’a affiché (« Échange de ${t1.a.name} et ${t2.a.name} (ronde 1) » à 14:02). Rien n’a été modifié : regardez l’appariement tel qu’il est maintenant avant de décider.`,
      );
    // Taken back, the pairing is the one shown again: the same swap is made.
    await api.undo({});
    await api.swapPlayers(behind);
    service.close();
  });
});
