/**
 * The incremental path against the whole computation, through the service. Seeded random
 * tournaments under each preset are played command by command — pairings, results entered,
 * corrected (in the current round and earlier ones) and cleared, forfeits, abandons and
 * decisions, swaps, undo and redo, absences, withdrawals, a player renamed, the settings changed,
 * the clock, the final phase opened and played — and after every command, whatever it answered,
 * every read the screens and the players' phones make is answered as the whole computation
 * answers it: the facts read
 * from the file whole, the engine's reading of the whole document, every round added up again.
 *
 * The path must also be taken (or the equality would say nothing): most results read neither the
 * file's facts whole nor the engine's reading, and add no round up again.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { type PresetName, readTournament } from '../../src-engine/index.ts';
import type { SclassicApi } from '../../src-main/contract/commands.ts';
import {
  type RecordedResult,
  type RoundView,
  type TableChanged,
  withChange,
} from '../../src-main/contract/views/tournament.ts';
import {
  allRounds,
  documentOf,
  exportedDocumentOf,
  readFacts,
} from '../../src-main/service/adapters/facts-document.ts';
import { apiOf } from '../../src-main/service/core/api.ts';
import { createService, type Service } from '../../src-main/service/core/dispatch.ts';
import { crosstableView, finalStandings, historyView } from '../../src-main/service/views/history-views.ts';
import { liveView } from '../../src-main/service/views/live-view.ts';
import { roundView, standingsView, summaryView } from '../../src-main/service/views/views.ts';
import { TournamentStore } from '../../src-main/store/tournament-store.ts';
import { sized } from '../support/budget.ts';
import { type Random, seededRandom } from '../support/random.ts';

/** Every whole reading the engine makes, and every round's pairing key worked out, counted (the service's and this test's alike). */
const whole = vi.hoisted(() => ({ readings: 0, tallies: 0, pairingKeys: 0 }));
vi.mock('../../src-engine/tournament.ts', async (original) => {
  const engine = await original<typeof import('../../src-engine/tournament.ts')>();
  return {
    ...engine,
    readTournament: (...args: Parameters<typeof engine.readTournament>) => {
      whole.readings += 1;
      return engine.readTournament(...args);
    },
  };
});
vi.mock('../../src-engine/standings.ts', async (original) => {
  const engine = await original<typeof import('../../src-engine/standings.ts')>();
  return {
    ...engine,
    tally: (...args: Parameters<typeof engine.tally>) => {
      whole.tallies += 1;
      return engine.tally(...args);
    },
  };
});

vi.mock('../../src-main/service/seen/pairing-key.ts', async (original) => {
  const seen = await original<typeof import('../../src-main/service/seen/pairing-key.ts')>();
  return {
    ...seen,
    pairingKey: (...args: Parameters<typeof seen.pairingKey>) => {
      whole.pairingKeys += 1;
      return seen.pairingKey(...args);
    },
  };
});

const PRESETS: PresetName[] = ['fisf', 'fisf-earlier', 'fbs'];
/** 3 tournaments of 160 commands in an ordinary run (one per preset, about 6 s), 30 with SCLASSIC_DEEP=1 (budget.ts). */
const TOURNAMENTS = sized(3, 30);
const COMMANDS = 160;
const TIMEOUT_MS = 120_000;

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** One game's scores, in a usual range (no « unusual score » question). */
const game = (random: Random): [number, number] => [random.int(280, 520), random.int(280, 520)];

/** A result as a sheet gives it: games (one, or a best of three played out), or a forfeit, an abandon, a decision. */
function drawResult(random: Random, bestOfThree: boolean): Record<string, unknown> {
  const roll = random.next();
  if (roll < 0.08) return { forfeit: random.pick(['a', 'b', 'both'] as const) };
  let games = [game(random)];
  if (bestOfThree) {
    games = [game(random), game(random)];
    const wins = games.filter(([a, b]) => a > b).length - games.filter(([a, b]) => b > a).length;
    if (Math.abs(wins) < 2) games.push(game(random));
  }
  if (roll < 0.13) return { games, abandon: { by: random.pick(['a', 'b'] as const), agreed: random.chance(0.5) } };
  if (roll < 0.16) return { games, decision: { against: random.pick(['a', 'b'] as const) } };
  return { games };
}

/** The tables of a round, with the result each holds. */
const tablesOf = (round: RoundView) => round.matches.filter((m) => m.b !== null);

/** One command drawn from where the tournament stands: its name and input. */
async function drawCommand(api: SclassicApi, random: Random, bestOfThree: boolean): Promise<[string, unknown]> {
  const summary = await api.show({});
  const latest = summary.roundsPaired === 0 ? null : await api.round({});
  const rounds = await Promise.all(Array.from({ length: latest?.number ?? 0 }, (_, r) => api.round({ round: r + 1 })));
  // A table of an earlier round cleared holds the next pairing back: it is entered first.
  const earlier = rounds.find((r) => tablesOf(r).some((m) => m.recorded === null)) ?? latest;
  const missing = earlier === null ? [] : tablesOf(earlier).filter((m) => m.recorded === null);
  const roll = random.next();
  if (latest === null || (missing.length === 0 && roll < 0.6)) {
    if (summary.roundsPaired >= summary.roundsPlanned && summary.finalPhase === null)
      return ['openFinalPhase', { players: random.pick([2, 4] as const), thirdPlace: random.chance(0.5) }];
    return ['pairNextRound', {}];
  }
  const result = drawResult(random, bestOfThree && latest.finalPhase === undefined);
  if (missing.length > 0 && roll < 0.5) {
    const m = random.pick(missing);
    return ['recordResult', { round: m.round, table: m.table, ...result, confirmed: true }];
  }
  if (missing.length >= 2 && earlier === latest && latest.finalPhase === undefined && roll < 0.62) {
    // Two players of two tables still waiting for their result, exchanged.
    const [one, two] = [random.pick(missing), random.pick(missing)];
    const side = (m: typeof one) => (m.b !== null && random.chance(0.5) ? m.b.id : m.a.id);
    return ['swapPlayers', { first: side(one), second: side(two) }];
  }
  if (roll < 0.74) {
    // A correction, in the latest round or an earlier one.
    const round = random.chance(0.7) ? latest : random.pick(rounds);
    const entered = tablesOf(round).filter((m) => m.recorded !== null);
    if (entered.length === 0) return ['undo', {}];
    const m = random.pick(entered);
    const replaces: RecordedResult | null = m.recorded;
    return random.chance(0.25)
      ? ['clearResult', { round: round.number, table: m.table, replaces }]
      : ['recordResult', { round: round.number, table: m.table, ...result, replaces, confirmed: true }];
  }
  if (roll < 0.81) return [random.chance(0.6) ? 'undo' : 'redo', {}];
  const players = await api.listPlayers({});
  const someone = random.pick(players);
  if (roll < 0.84) return ['withdrawPlayer', { player: someone.id }];
  if (roll < 0.88) return ['setAbsent', { players: [someone.id], absent: random.chance(0.7) }];
  if (roll < 0.91) return ['editPlayer', { player: someone.id, name: `${someone.name} B`, allowHomonym: true }];
  if (roll < 0.94) return ['updateSettings', { newcomerRating: random.chance(0.5) ? null : random.int(9, 14) * 100 }];
  return [random.pick(['startClock', 'pauseClock', 'resumeClock'] as const), {}];
}

/** Every read the screens make, against the same read computed whole from the file. */
async function expectWhole(api: SclassicApi, service: Service, what: string): Promise<void> {
  const file = service.openFile;
  if (file === null) throw new Error('no file open');
  const store = new TournamentStore(file);
  const facts = readFacts(store);
  const state = readTournament(documentOf(facts));
  expect(await api.exportDocument({}), what).toMatchObject(exportedDocumentOf(facts));
  expect(await api.show({}), what).toEqual(summaryView(file.path, facts));
  for (const round of allRounds(facts))
    expect(await api.round({ round: round.number }), what).toEqual(roundView(round.number, facts));
  for (const options of [{}, { final: true }, { after: Math.max(facts.rounds.length - 1, 0) }])
    expect(await api.standings(options), what).toEqual(standingsView(facts, state, options));
  expect(await api.crosstable({}), what).toEqual(crosstableView(facts, state, finalStandings(facts, state)));
  for (const player of facts.players.filter((_, i) => i % 5 === 0))
    expect(await api.playerHistory({ player: player.id }), what).toEqual(historyView(facts, state, player));
  // The players' phones: the public view, the clock of the latest round as the handler reads it.
  const latest = allRounds(facts).at(-1);
  const kept = latest === undefined ? null : store.clock(latest.number);
  const clock = kept !== null && kept.pairedAt === latest?.pairedAt ? kept : null;
  expect((await api.liveView({})).view, what).toEqual(liveView(facts, state, store.revision(), clock));
}

interface Counts {
  results: number;
  /** Results that read the facts whole, or the engine's reading whole, or added every round up again. */
  wholeResults: number;
  /** Results during which a round was built whole (its pairing key worked out again): theirs, or the header's current one. */
  roundsWhole: number;
  /** Players renamed or withdrawn, whose reading was made whole (as it must: the players changed). */
  playersWhole: number;
  commands: Map<string, number>;
}

async function playTournament(seed: number, counts: Counts): Promise<void> {
  const random = seededRandom(seed);
  const folder = mkdtempSync(join(tmpdir(), 'sclassic-revisions-'));
  folders.push(folder);
  let now = Date.parse('2026-12-22T09:00:00Z');
  const tick = () => {
    now += 7_000;
    return new Date(now);
  };
  const service = createService({ clock: tick });
  const api = apiOf(service);
  const bestOfThree = seed % 3 === 1;
  try {
    await api.createTournament({
      path: join(folder, 'open.sclassic'),
      name: 'Open des révisions',
      date: '2026-12-22',
      ruleset: PRESETS[seed % 3] as PresetName,
      bestOfThree,
      plannedRounds: random.int(3, 5),
    });
    await api.importPlayers({
      players: Array.from({ length: random.int(9, 18) }, (_, i) => ({
        name: `JOUEUR ${String.fromCharCode(65 + (i % 26))}${i} Anne`,
        rating: random.chance(0.15) ? null : 900 + 25 * random.int(0, 40),
      })),
    });
    const fullReads = vi.spyOn(TournamentStore.prototype, 'matches');
    for (let c = 0; c < COMMANDS; c++) {
      const [command, input] = await drawCommand(api, random, bestOfThree);
      // A result's answer, and a clearing's, carries its round's change: the round as shown before
      // it, changed, is the round after.
      const atTable = command === 'recordResult' || command === 'clearResult';
      const shown = atTable ? await api.round({ round: (input as { round: number }).round }) : null;
      // The reads the command's answer asks for, counted with the command: the screens ask them.
      const before = { reads: fullReads.mock.calls.length, ...whole };
      const answer = await service.dispatch(command, input);
      await api.show({});
      await api.standings({});
      if (shown !== null && 'result' in answer) {
        const { round } = answer.result as TableChanged;
        expect(withChange(shown, round), `seed ${seed}, command ${c}: the round changed`).toEqual(
          await api.round({ round: round.number }),
        );
      }
      if (atTable && 'result' in answer) {
        // The revision it made, and Annuler and Rétablir as the file now has them: the screen need not ask.
        const { revision, undoButtons } = answer.result as TableChanged;
        const { undo, redo, revision: now } = await api.undoState({});
        expect({ revision, undoButtons }, `seed ${seed}, command ${c}: the undo buttons`).toEqual({
          revision: now,
          undoButtons: { undo, redo },
        });
      }
      if ('result' in answer) counts.commands.set(command, (counts.commands.get(command) ?? 0) + 1);
      if ((command === 'recordResult' || command === 'clearResult') && 'result' in answer) {
        counts.results += 1;
        const read = fullReads.mock.calls.length - before.reads;
        if (read > 0 || whole.readings > before.readings || whole.tallies > before.tallies) counts.wholeResults += 1;
        if (whole.pairingKeys > before.pairingKeys) counts.roundsWhole += 1;
      }
      if ((command === 'editPlayer' || command === 'withdrawPlayer') && whole.readings > before.readings)
        counts.playersWhole += 1;
      await expectWhole(api, service, `seed ${seed}, command ${c}: ${command} ${JSON.stringify(input)}`);
    }
    fullReads.mockRestore();
  } finally {
    service.close();
  }
}

describe(`${TOURNAMENTS} random tournaments played through the service, ${COMMANDS} commands each`, () => {
  it(
    'answer every read after every command as the whole computation does, and take the incremental path',
    async () => {
      const counts: Counts = { results: 0, wholeResults: 0, roundsWhole: 0, playersWhole: 0, commands: new Map() };
      for (let seed = 1; seed <= TOURNAMENTS; seed++) await playTournament(seed, counts);
      // Every kind of command was played…
      for (const command of ['pairNextRound', 'recordResult', 'clearResult', 'swapPlayers', 'undo', 'redo'])
        expect(counts.commands.get(command), command).toBeGreaterThan(TOURNAMENTS);
      for (const command of ['withdrawPlayer', 'openFinalPhase', 'setAbsent', 'editPlayer'])
        expect(counts.commands.get(command), command).toBeGreaterThan(0);
      // …and most results were worked out from the revision before, while a change of the players
      // was read whole (the counts see the service's own readings).
      expect(counts.playersWhole).toBeGreaterThan(0);
      expect(counts.results).toBeGreaterThan(TOURNAMENTS * 20);
      expect(counts.wholeResults).toBeLessThan(counts.results * 0.2);
      // Their rounds too, from the rounds as shown before them (a semi-final's result that forms
      // the final builds the final's new round whole).
      expect(counts.roundsWhole).toBeLessThan(counts.results * 0.2);
    },
    TIMEOUT_MS,
  );

  it('answers a round paired again with fewer tables, as shown just before, as the whole computation does', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'sclassic-revisions-'));
    folders.push(folder);
    const service = createService();
    const api = apiOf(service);
    try {
      await api.createTournament({ path: join(folder, 'open.sclassic'), name: 'Open', date: '2026-12-22' });
      await api.importPlayers({
        players: Array.from({ length: 8 }, (_, i) => ({
          name: `JOUEUR ${String.fromCharCode(65 + i)} Anne`,
          rating: 1800 - 20 * i,
        })),
      });
      await api.pairNextRound({});
      // Two players declared absent once round 1 is paired, the round shown, then paired again.
      await api.setAbsent({ players: [1, 2], absent: true });
      expect((await api.round({ round: 1 })).matches).toHaveLength(4);
      expect((await api.repairRound({})).matches).toHaveLength(3);
      await expectWhole(api, service, 'round 1 paired again');
    } finally {
      service.close();
    }
  });
});
