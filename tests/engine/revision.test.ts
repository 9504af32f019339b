/**
 * A tournament read again after a change (src-engine/revision.ts) against the whole reading: on
 * seeded random tournaments under each preset (best of three, forfeits, abandons, absences,
 * withdrawals, X), a sequence of changes to their matches — a result entered, corrected or
 * cleared, a result the rules refuse, a player's opponent taken out of the round (X instead), two
 * players exchanged between two tables, now and then into a round where that pairs someone twice —
 * each applied both ways: reviseMatches against
 * readTournament of the changed document (the same reading, or the same problems), retally
 * against tally, and the standings from the kept tallies against computeStandings.
 */
import { describe, expect, it } from 'vitest';
import { randomResult } from '../../src-engine/generate/random-results.ts';
import {
  computeStandings,
  DocumentError,
  type MatchChange,
  type MatchRecord,
  type PlayerTally,
  type PresetName,
  type Problem,
  playRandomTournament,
  readTournament,
  resolveRuleset,
  retally,
  reviseMatches,
  ruleRounds,
  type TournamentDocument,
  type TournamentState,
  tally,
} from '../../src-engine/index.ts';
import { sized } from '../support/budget.ts';
import { type Random, seededRandom } from '../support/random.ts';

const PRESETS: PresetName[] = ['fisf', 'fisf-earlier', 'fbs'];
/** 30 tournaments in an ordinary run (about 3 s), 300 with SCLASSIC_DEEP=1 (budget.ts). */
const TOURNAMENTS = sized(30, 300);
const CHANGES = 30;
const TIMEOUT_MS = 120_000;

function documentFor(seed: number): TournamentDocument {
  const players = 6 + ((seed * 7919) % 60);
  const ruleset = PRESETS[seed % 3] as PresetName;
  return playRandomTournament({
    seed,
    players,
    rounds: Math.min(ruleRounds(players, resolveRuleset(ruleset)), 9),
    ruleset,
    bestOfThree: seed % 4 === 0,
    absenceRate: 0.05,
    withdrawalRate: 0.02,
    forfeitRate: 0.06,
    abandonRate: 0.04,
    unratedRate: seed % 5 === 0 ? 0.2 : 0,
  });
}

/** The reading of a document, or the problems that refuse it. */
function read(document: TournamentDocument): TournamentState | Problem[] {
  try {
    return readTournament(document);
  } catch (error) {
    if (error instanceof DocumentError) return error.problems;
    throw error;
  }
}

function revise(state: TournamentState, changes: MatchChange[]): TournamentState | Problem[] {
  try {
    return reviseMatches(state, changes);
  } catch (error) {
    if (error instanceof DocumentError) return error.problems;
    throw error;
  }
}

/** A result the rules refuse: a forfeit with games, or no game at all. */
const refusedResult = (random: Random, a: string, b: string): MatchRecord =>
  random.chance(0.5)
    ? { a, b, forfeit: 'a', games: [[400, 300]] }
    : { a, b, games: [], abandon: { by: 'a', agreed: true } };

/** One change to the document's matches, drawn: the changes and the document they make. */
function drawChange(random: Random, document: TournamentDocument, bestOfThree: boolean) {
  const r = random.int(0, document.rounds.length - 1);
  const round = document.rounds[r] as TournamentDocument['rounds'][number];
  const t = random.int(0, round.matches.length - 1);
  const match = round.matches[t] as MatchRecord;
  const changes: MatchChange[] = [];
  const matches = [...round.matches];
  const kind = random.int(0, 9);
  if (kind < 2 && round.matches.length > 1) {
    // Two players exchanged between two tables; now and then a player put at a second table.
    const u = (t + random.int(1, round.matches.length - 1)) % round.matches.length;
    const other = round.matches[u] as MatchRecord;
    const first: MatchRecord = { a: match.a, b: other.a };
    const second: MatchRecord = random.chance(0.2) ? { a: other.a, b: match.b } : { a: match.b ?? other.a, b: other.b };
    matches[t] = first;
    matches[u] = second;
    changes.push({ round: r + 1, table: t + 1, record: first }, { round: r + 1, table: u + 1, record: second });
  } else {
    const record =
      match.b === null
        ? match
        : kind === 2
          ? { a: match.a, b: match.b }
          : kind === 4
            ? { a: match.a, b: null }
            : kind === 3
              ? refusedResult(random, match.a, match.b)
              : {
                  ...randomResult(random, match.a, match.b, { bestOfThree, forfeitRate: 0.1, abandonRate: 0.1 }),
                  ...(match.starts === undefined ? {} : { starts: match.starts }),
                };
    matches[t] = record;
    changes.push({ round: r + 1, table: t + 1, record });
  }
  const rounds = [...document.rounds];
  rounds[r] = { ...round, matches };
  return { changes, document: { ...document, rounds } };
}

describe(`${TOURNAMENTS} random tournaments changed ${CHANGES} times`, () => {
  it(
    'read after each change as the whole document reads: the same reading, tallies and standings, or the same problems',
    () => {
      let revised = 0;
      let refused = 0;
      for (let seed = 1; seed <= TOURNAMENTS; seed++) {
        const random = seededRandom(seed * 31);
        let document = documentFor(seed);
        let state = readTournament(document);
        let tallies: readonly PlayerTally[] = tally(state);
        for (let c = 0; c < CHANGES; c++) {
          const drawn = drawChange(random, document, seed % 4 === 0);
          const whole = read(drawn.document);
          const next = revise(state, drawn.changes);
          expect(next, `seed ${seed}, change ${c}`).toEqual(whole);
          if (Array.isArray(next)) {
            refused += 1;
            continue;
          }
          revised += 1;
          const counted = retally({ state, tallies }, next);
          expect(counted).toEqual(tally(next));
          expect(computeStandings(next, {}, counted)).toEqual(computeStandings(next));
          expect(computeStandings(next, { final: true }, counted)).toEqual(computeStandings(next, { final: true }));
          // A revision shares what it did not change: a later one finds the changes by identity.
          expect(next.players).toBe(state.players);
          document = drawn.document;
          state = next;
          tallies = counted;
        }
      }
      // Both ways were taken often: revisions read, and changes refused.
      expect(revised).toBeGreaterThan(TOURNAMENTS * CHANGES * 0.5);
      expect(refused).toBeGreaterThan(TOURNAMENTS);
    },
    TIMEOUT_MS,
  );

  it('counts every round again when more than the matches changed', () => {
    const document = documentFor(7);
    const state = readTournament(document);
    const fewer = readTournament({ ...document, rounds: document.rounds.slice(0, -1) });
    expect(retally({ state, tallies: tally(state) }, fewer)).toEqual(tally(fewer));
    const players = readTournament({ ...document, players: document.players.map((p) => ({ ...p })) });
    expect(retally({ state, tallies: tally(state) }, players)).toEqual(tally(players));
  });

  it('refuses a change of a table the round does not have', () => {
    const state = readTournament(documentFor(3));
    const tables = state.rounds[0]?.matches.length ?? 0;
    expect(() => reviseMatches(state, [{ round: 1, table: tables + 1, record: { a: 'p1', b: null } }])).toThrow(
      RangeError,
    );
  });
});
