/**
 * Pairing the next round: who is paired, which method the rules give for this round, who
 * starts each match, and which rematches could not be avoided.
 */
import { X } from '../model.ts';
import { DocumentError } from '../problems.ts';
import { hasResult } from '../scoring.ts';
import { haveMet, rankPlayers, tally } from '../standings.ts';
import { isWithdrawnFor, type TournamentState } from '../tournament.ts';
import { groupsAB } from './first-round.ts';
import type { FixedTable } from './fixed-tables.ts';
import { bottomPass, type FormedPair, pairByScoreGroups } from './score-groups.ts';
import { designateStarter, startHistory } from './who-starts.ts';

export type PairingMethod = 'groups-ab' | 'fixed-table' | 'score-groups';

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
function presentField(state: TournamentState, round: number, absent: ReadonlySet<number>): number[] {
  return state.players
    .map((_, i) => i)
    .filter((i) => !absent.has(i) && !isWithdrawnFor(state.players[i] as (typeof state.players)[number], round))
    .sort((i, j) => (state.initialRank[i] as number) - (state.initialRank[j] as number));
}

function withX(field: number[], state: TournamentState): number[] {
  return field.length % 2 === 1 && state.ruleset.fictitiousPlayer ? [...field, X] : field;
}

/** How many players (X included) round 1 paired. */
function roundOneFieldSize(state: TournamentState): number {
  return 2 * (state.rounds[0]?.matches.length ?? 0);
}

/**
 * The fixed table that applies to this round, if any: the ruleset has one for the size of the
 * round-1 field and this round's field is exactly the round-1 field. Any change of field
 * (an absence, a withdrawal, a late entry) ends the fixed phase: from then on, score groups.
 */
function applicableFixedTable(state: TournamentState, round: number, field: readonly number[]): FixedTable | null {
  const tables = state.ruleset.fixedRounds;
  if (tables === null) return null;
  const table = tables[field.length];
  if (table === undefined || round > table.length) return null;
  if (round === 1) return table;
  const fieldSet = new Set(field);
  const sameField = (r: (typeof state.rounds)[number]) => {
    const paired = r.matches.flatMap((m) => [m.a, m.b]);
    return paired.length === fieldSet.size && paired.every((p) => fieldSet.has(p));
  };
  if (!state.rounds.every(sameField)) return null;
  return table;
}

/** Missing results in the recorded rounds, which must all be in before the next pairing. */
function missingResults(state: TournamentState): Array<{ round: number; table: number }> {
  const missing: Array<{ round: number; table: number }> = [];
  state.rounds.forEach((round, r) => {
    for (const m of round.matches) if (!hasResult(m.record)) missing.push({ round: r + 1, table: m.table });
  });
  return missing;
}

/** Pairs the round after the recorded ones, for the players not listed absent in `state.nextAbsent`. */
export function pairNextRound(state: TournamentState): RoundPairing {
  const missing = missingResults(state);
  if (missing.length > 0) {
    throw new DocumentError(
      missing.map(({ round, table }) => ({
        path: `rounds[${round - 1}].matches[${table - 1}]`,
        code: 'missing-results',
        params: { round, table },
      })),
    );
  }
  const round = state.rounds.length + 1;
  const field = withX(presentField(state, round, state.nextAbsent), state);
  const tallies = tally(state);
  const met = haveMet(tallies);

  let method: PairingMethod;
  let ranking: number[];
  let formed: FormedPair[];
  let fromBottomPass: ReadonlySet<FormedPair> = new Set();

  const fixed = applicableFixedTable(state, round, field);
  const fixedRound = fixed?.[round - 1];
  if (fixedRound !== undefined) {
    method = 'fixed-table';
    ranking = field;
    formed = fixedRound.map(([ra, rb]) => {
      const a = field[ra - 1] as number;
      const b = field[rb - 1] as number;
      return { a, b, rematch: met(a, b) };
    });
  } else if (round === 1) {
    method = 'groups-ab';
    ranking = field;
    formed = groupsAB(field).map(([a, b]) => ({ a, b, rematch: false }));
  } else {
    method = 'score-groups';
    const real = field.filter((p) => p !== X);
    // 000 §6.2: the first round after the fixed phase starts from the (PM, Pdep) ranking.
    const afterFixedPhase = state.ruleset.fixedRounds?.[roundOneFieldSize(state)]?.length === round - 1;
    const ppmRule = afterFixedPhase ? 'none' : state.ruleset.ppm.intermediate;
    ranking = rankPlayers(real, tallies, state.initialRank, ppmRule).map((r) => r.player);
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

  // Tables follow the ranking of the better-placed player; the match against X comes last.
  const position = new Map(ranking.map((p, i) => [p, i] as const));
  const place = (pair: FormedPair) =>
    pair.a === X || pair.b === X
      ? Number.POSITIVE_INFINITY
      : Math.min(position.get(pair.a) as number, position.get(pair.b) as number);
  const inTableOrder = method === 'score-groups' ? [...formed].sort((p, q) => place(p) - place(q)) : formed;

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
    };
  });
  return { round, method, matches, rematches: matches.filter((m) => m.rematch), ranking };
}
