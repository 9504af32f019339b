/**
 * Pairing the next round: who is paired, which method the rules give for this round, who
 * starts each match, and which rematches could not be avoided.
 */
import { X } from '../model.ts';
import { DocumentError, type Problem } from '../problems.ts';
import { roundRobinSchedule } from '../rounds.ts';
import { hasResult } from '../scoring.ts';
import { haveMet, rankPlayers, tally } from '../standings.ts';
import { isWithdrawnFor, type TournamentState } from '../tournament.ts';
import type { MatchExplanation, Ranks } from './explanation.ts';
import { groupsAB } from './first-round.ts';
import type { FixedTable } from './fixed-tables.ts';
import { bottomPass, type FormedPair, pairByScoreGroups } from './score-groups.ts';
import { designateStarter, startHistory } from './who-starts.ts';

export type PairingMethod = 'groups-ab' | 'fixed-table' | 'score-groups' | 'round-robin';

export interface PairedMatch {
  table: number;
  /** The player the procedure took as A (the real player when the opponent is X). */
  a: number;
  /** X (-1) for the fictitious player. */
  b: number;
  /** Who starts game 1 (game 2 goes to the other player); null against X. */
  starts: number | null;
  rematch: boolean;
  /** Formed by the bottom pass. */
  bottomPass: boolean;
  /** Why the procedure formed this match. */
  explanation: MatchExplanation;
}

export interface RoundPairing {
  round: number;
  method: PairingMethod;
  matches: PairedMatch[];
  /** The matches that repeat an earlier meeting, which the procedure could not avoid. */
  rematches: PairedMatch[];
  /** The ranking the procedure walked (X last), for display and checks. */
  ranking: number[];
}

/** The players of round `round` (1-based) in initial-ranking order: present, not withdrawn. */
function presentField(state: TournamentState, round: number): number[] {
  return state.players
    .map((_, i) => i)
    .filter(
      (i) => !state.nextAbsent.has(i) && !isWithdrawnFor(state.players[i] as (typeof state.players)[number], round),
    )
    .sort((i, j) => (state.initialRank[i] as number) - (state.initialRank[j] as number));
}

/** The set of players (X included) a recorded round paired. */
const pairedIn = (round: TournamentState['rounds'][number]) => round.matches.flatMap((m) => [m.a, m.b]);

/**
 * The fixed table of the round-1 field, and how many recorded rounds it paired: the fixed
 * phase lasts while every round pairs exactly the round-1 field, up to the table's length.
 * Any change of field (an absence, a withdrawal, a late entry) ends it for good.
 */
function fixedPhase(state: TournamentState): { table: FixedTable; rounds: number } | null {
  const first = state.rounds[0];
  const tables = state.ruleset.fixedRounds;
  if (first === undefined || tables === null) return null;
  const field = new Set(pairedIn(first));
  const table = tables[field.size];
  if (table === undefined) return null;
  let rounds = 0;
  for (const round of state.rounds) {
    const paired = pairedIn(round);
    if (rounds >= table.length || paired.length !== field.size || !paired.every((p) => field.has(p))) break;
    rounds += 1;
  }
  return { table, rounds };
}

/** Missing results in the recorded rounds, which must all be in before the next pairing. */
function missingResults(state: TournamentState): Problem[] {
  const missing: Problem[] = [];
  state.rounds.forEach((round, r) => {
    for (const m of round.matches) {
      if (hasResult(m.record)) continue;
      missing.push({
        path: `rounds[${r}].matches[${m.table - 1}]`,
        code: 'missing-results',
        params: { round: r + 1, table: m.table },
      });
    }
  });
  return missing;
}

/**
 * The round-robin schedule over the round-1 roster (every player not withdrawn before round 1,
 * in initial order, X last when odd). A scheduled opponent who is absent or has withdrawn is
 * replaced by X: the present player wins by forfeit.
 */
function roundRobinPairs(state: TournamentState, round: number, present: ReadonlySet<number>): FormedPair[] {
  const roster = state.players
    .map((_, i) => i)
    .filter((i) => !isWithdrawnFor(state.players[i] as (typeof state.players)[number], 1))
    .sort((i, j) => (state.initialRank[i] as number) - (state.initialRank[j] as number));
  const schedule = roundRobinSchedule(roster.length);
  const scheduled = schedule[(round - 1) % schedule.length] ?? [];
  const playerAt = (rank: number) => roster[rank - 1] ?? X;
  const pairs: FormedPair[] = [];
  for (const [ra, rb] of scheduled) {
    const [a, b] = [playerAt(ra), playerAt(rb)].map((p) => (p !== X && present.has(p) ? p : X)) as [number, number];
    if (a === X && b === X) continue;
    pairs.push(a === X ? { a: b, b: X, rematch: false } : { a, b, rematch: false });
  }
  return pairs;
}

/** Pairs the round after the recorded ones, for the players not listed absent in `state.nextAbsent`. */
export function pairNextRound(state: TournamentState): RoundPairing {
  const missing = missingResults(state);
  if (missing.length > 0) throw new DocumentError(missing);
  const round = state.rounds.length + 1;
  const present = presentField(state, round);
  if (present.length < 2)
    throw new DocumentError([
      { path: 'next.absent', code: 'field-too-small', params: { players: present.length, round } },
    ]);
  if (present.length % 2 === 1 && !state.ruleset.fictitiousPlayer && state.system === 'formula') {
    throw new DocumentError([
      { path: 'next.absent', code: 'odd-field-without-x', params: { players: present.length, round } },
    ]);
  }
  const field = present.length % 2 === 1 ? [...present, X] : present;
  const tallies = tally(state);
  const met = haveMet(tallies);

  let method: PairingMethod;
  let ranking: number[] = field;
  let formed: FormedPair[];
  let fromBottomPass: ReadonlySet<FormedPair> = new Set();
  // Why each pair: by rank for round 1, the fixed tables and the round robin; by the score-group steps otherwise.
  const whyByRank = new Map<FormedPair, MatchExplanation>();
  const fieldRanks = (a: number, b: number): Ranks => [field.indexOf(a) + 1, field.indexOf(b) + 1];

  // A fixed table pairs round 1, and later rounds while the phase is unbroken and the field unchanged.
  const phase = fixedPhase(state);
  const first = state.rounds[0];
  const fixedRound =
    round === 1
      ? state.ruleset.fixedRounds?.[field.length]?.[0]
      : phase !== null && phase.rounds === round - 1 && first !== undefined && sameSet(field, pairedIn(first))
        ? phase.table[round - 1]
        : undefined;

  if (state.system === 'round-robin') {
    method = 'round-robin';
    formed = roundRobinPairs(state, round, new Set(present)).map((pair) => ({ ...pair, rematch: met(pair.a, pair.b) }));
    for (const pair of formed) whyByRank.set(pair, { method: 'round-robin', round, ranks: fieldRanks(pair.a, pair.b) });
  } else if (fixedRound !== undefined) {
    method = 'fixed-table';
    formed = fixedRound.map(([ra, rb]) => {
      const a = field[ra - 1] as number;
      const b = field[rb - 1] as number;
      const pair = { a, b, rematch: met(a, b) };
      whyByRank.set(pair, { method: 'fixed-table', round, fieldSize: field.length, ranks: [ra, rb] });
      return pair;
    });
  } else if (round === 1) {
    method = 'groups-ab';
    const groupA = 2 * Math.round(field.length / 3);
    formed = groupsAB(field).map(([a, b]) => {
      const pair = { a, b, rematch: false };
      const ranks = fieldRanks(a, b);
      whyByRank.set(pair, {
        method: 'groups-ab',
        group: ranks[0] <= groupA ? 'A' : 'B',
        ranks,
        groupA,
        field: field.length,
      });
      return pair;
    });
  } else {
    method = 'score-groups';
    // 000 §6.2: the round right after the fixed phase starts from the (PM, Pdep) ranking.
    const afterFixedPhase = phase !== null && phase.rounds === round - 1;
    const ppmRule = afterFixedPhase ? 'none' : state.ruleset.ppm.intermediate;
    ranking = rankPlayers(present, tallies, state.initialRank, ppmRule).map((r) => r.player);
    if (field.includes(X)) ranking.push(X);
    const input = {
      order: ranking,
      groupOf: (p: number) => (p === X ? Number.NEGATIVE_INFINITY : (tallies[p]?.pm ?? 0)),
      haveMet: met,
    };
    formed = pairByScoreGroups(input);
    if (state.ruleset.permutationFailure === 'bottom-pass') {
      const result = bottomPass(input, formed, state.ruleset.bottomPassFrom);
      formed = result.pairs;
      fromBottomPass = result.fromBottomPass;
    }
  }

  // Tables follow the ranking of the better-placed player; matches against X come last.
  const position = new Map(ranking.map((p, i) => [p, i] as const));
  const place = (pair: FormedPair) =>
    pair.a === X || pair.b === X
      ? Number.POSITIVE_INFINITY
      : Math.min(position.get(pair.a) as number, position.get(pair.b) as number);
  const inTableOrder = [...formed].sort((p, q) => place(p) - place(q));

  // The round two players last met in, to say why a proposed opponent was passed over.
  const metIn = (p: number, q: number): number | null => {
    const line = (tallies[p === X ? q : p]?.lines ?? []).findLast((l) => l.opponent === (p === X ? X : q));
    return line?.round ?? null;
  };
  const explain = (pair: FormedPair): MatchExplanation => {
    const byRank = whyByRank.get(pair);
    if (byRank !== undefined) return byRank;
    const step = pair.step;
    if (step === undefined) throw new Error('a score-group pair without its step');
    const tried = (player: number) => ({ player, metIn: metIn(pair.a, player) as number });
    return {
      method: 'score-groups',
      ranks: [(position.get(pair.a) as number) + 1, (position.get(pair.b) as number) + 1],
      groupScore: step.groupScore,
      groupSize: step.groupSize,
      proposed: { player: step.proposed, from: step.proposedFrom, metIn: metIn(pair.a, step.proposed) },
      permutation:
        step.permutation === null
          ? null
          : {
              up: step.permutation.up.map(tried),
              down: step.permutation.down.map(tried),
              found: step.permutation.found,
            },
      bottomPass: fromBottomPass.has(pair),
    };
  };

  const history = startHistory(state);
  const matches = inTableOrder.map((pair, i): PairedMatch => {
    const [a, b] = pair.a === X ? [pair.b, pair.a] : [pair.a, pair.b];
    return {
      table: i + 1,
      a,
      b,
      starts: b === X ? null : designateStarter(a, b, history, state.initialRank),
      rematch: pair.rematch,
      bottomPass: fromBottomPass.has(pair),
      explanation: explain(pair),
    };
  });
  return { round, method, matches, rematches: matches.filter((m) => m.rematch), ranking };
}

function sameSet(a: readonly number[], b: readonly number[]): boolean {
  const set = new Set(b);
  return a.length === b.length && a.every((p) => set.has(p));
}
