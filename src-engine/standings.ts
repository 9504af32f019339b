/**
 * Standings (000 §4–5, §9; 003): PM and Pdep add up over the rounds; PPM are computed afresh
 * within each group of players tied on PM; the intermediate ranking breaks every tie by
 * initial rank, the final ranking declares players equal on PM, PPM and Pdep ex æquo.
 */
import { type Game, type PlayerRecord, X } from './model.ts';
import type { PpmRule } from './ruleset.ts';
import { type MatchEnding, type MatchOutcome, type MatchScore, type SideScore, scoreMatch } from './scoring.ts';
import { isWithdrawnFor, type MatchState, type RoundState, type TournamentState } from './tournament.ts';

export interface Encounter {
  /** Sum of head-to-head points over every meeting with this opponent that has a result. */
  headToHead: number;
  /** Times paired together, results in or not: what rematch avoidance counts. */
  meetings: number;
  /** Meetings with a result: what PPM count. */
  played: number;
}

export interface RoundLine {
  round: number;
  table: number | null;
  /** Opponent index, X, or null when the player was not paired (absent, withdrawn). */
  opponent: number | null;
  outcome: MatchOutcome | 'absent' | 'withdrawn' | 'pending';
  byForfeit: boolean;
  /** How the match ended beyond the board; null when its games decided it, or it was not played or not entered. */
  ending: MatchEnding | null;
  /** The games as they count (after the abandon table), the player's score first. */
  games: Game[];
  pm: number;
  pdep: number;
}

export interface PlayerTally {
  pm: number;
  pdep: number;
  /** Opponents met (X included), with what the meetings gave towards PPM. */
  encounters: Map<number, Encounter>;
  lines: RoundLine[];
}

const emptyTally = (): PlayerTally => ({ pm: 0, pdep: 0, encounters: new Map(), lines: [] });

/** A match's two seats as the tallies count them: each player, their opponent, their score and games (own first). */
type Seat = readonly [self: number, opponent: number, side: SideScore | null, own: Game[]];

/** What `match` gives each of its seats (X's seat included: the tallies skip it). */
export function seatsOf(
  state: TournamentState,
  match: MatchState,
): { seats: readonly [Seat, Seat]; score: MatchScore | null } {
  const score = scoreMatch(
    match.record,
    state.ratingsInUse[match.a] ?? 0,
    match.b === X ? 0 : (state.ratingsInUse[match.b] ?? 0),
    state.ruleset,
  );
  const games = score?.games ?? [];
  return {
    seats: [
      [match.a, match.b, score?.a ?? null, games],
      [match.b, match.a, score?.b ?? null, games.map(([a, b]): Game => [b, a])],
    ],
    score,
  };
}

/** Counts a player's seat at a match of round `roundNumber` into their tally. */
export function countSeat(
  t: PlayerTally,
  roundNumber: number,
  table: number,
  seat: Seat,
  score: MatchScore | null,
): void {
  const [, opponent, side, own] = seat;
  const e = t.encounters.get(opponent) ?? { headToHead: 0, meetings: 0, played: 0 };
  e.meetings += 1;
  if (side !== null) {
    e.headToHead += side.headToHead;
    e.played += 1;
  }
  t.encounters.set(opponent, e);
  if (side !== null) {
    t.pm += side.pm;
    t.pdep += side.pdep;
  }
  t.lines.push({
    round: roundNumber,
    table,
    opponent,
    outcome: side?.outcome ?? 'pending',
    byForfeit: side?.byForfeit ?? false,
    ending: side === null ? null : (score?.ending ?? null),
    games: own,
    pm: side?.pm ?? 0,
    pdep: side?.pdep ?? 0,
  });
}

/** Counts round `roundNumber` into the tally of a player who sat at no match of it: absent, or withdrawn. */
export function countUnpaired(t: PlayerTally, player: PlayerRecord, roundNumber: number): void {
  t.lines.push({
    round: roundNumber,
    table: null,
    opponent: null,
    outcome: isWithdrawnFor(player, roundNumber) ? 'withdrawn' : 'absent',
    byForfeit: false,
    ending: null,
    games: [],
    pm: 0,
    pdep: 0,
  });
}

/**
 * Adds up the first `after` rounds for every player. A match with no result yet counts nothing.
 * Each player's tally takes the rounds in order, one seat or one absence each: revision.ts
 * builds one player's tally alone the same way.
 */
export function tally(state: TournamentState, after: number = state.rounds.length): PlayerTally[] {
  const tallies: PlayerTally[] = state.players.map(emptyTally);
  state.rounds.slice(0, after).forEach((round, r) => {
    const roundNumber = r + 1;
    const paired = new Set<number>();
    for (const match of round.matches) {
      const { seats, score } = seatsOf(state, match);
      for (const seat of seats) {
        const self = seat[0];
        if (self === X) continue;
        paired.add(self);
        countSeat(tallies[self] as PlayerTally, roundNumber, match.table, seat, score);
      }
    }
    state.players.forEach((player, i) => {
      if (!paired.has(i)) countUnpaired(tallies[i] as PlayerTally, player, roundNumber);
    });
  });
  return tallies;
}

/**
 * One player's tally over the first `after` rounds, built as `tally` builds it; `seatIn(r)`: the
 * player's match in round r (0-based), or undefined when they sat at none.
 */
export function tallyOne(
  state: TournamentState,
  player: number,
  after: number,
  seatIn: (r: number) => MatchState | undefined,
): PlayerTally {
  const t = emptyTally();
  for (let r = 0; r < after; r++) {
    const match = seatIn(r);
    if (match === undefined) {
      countUnpaired(t, state.players[player] as PlayerRecord, r + 1);
      continue;
    }
    const { seats, score } = seatsOf(state, match);
    const seat = seats[0][0] === player ? seats[0] : seats[1];
    countSeat(t, r + 1, match.table, seat, score);
  }
  return t;
}

/**
 * What separated a player from the one ranked just above; 'final-phase': the final phase's
 * matches placed them (final-phase.ts); 'outside-final-phase': the first player who did not play
 * it, ranked after its players at their classic-phase place.
 */
export type TieBreak =
  | 'pm'
  | 'ppm'
  | 'pdep'
  | 'initial-rank'
  | 'withdrawal'
  | 'ex-aequo'
  | 'final-phase'
  | 'outside-final-phase';

export interface RankedPlayer {
  player: number;
  pm: number;
  /** null where PPM do not apply (a player alone on their PM, or a group not all met). */
  ppm: number | null;
  pdep: number;
  withdrawn: boolean;
  /** null for the first player. */
  tieBreak: TieBreak | null;
}

/** PPM of each member of a PM group, or null when the rule says they do not apply. */
export function groupPpm(
  members: readonly number[],
  tallies: readonly PlayerTally[],
  rule: PpmRule,
): Map<number, number> | null {
  if (members.length < 2) return null;
  const inGroup = new Set(members);
  const ppm = new Map<number, number>();
  for (const member of members) {
    const encounters = (tallies[member] as PlayerTally).encounters;
    let points = 0;
    let met = 0;
    for (const [opponent, e] of encounters) {
      if (opponent === member || !inGroup.has(opponent) || e.played === 0) continue;
      points += e.headToHead;
      met += 1;
    }
    const unmet = members.length - 1 - met;
    if (unmet > 0 && rule === 'all-met') return null;
    ppm.set(member, points + 2 * unmet);
  }
  return ppm;
}

/**
 * Ranks `candidates`: PM, then PPM by `ppmRule` (or never, with 'none'), then Pdep, then
 * initial rank; players for whom `isWithdrawn` holds come after all the others.
 */
export function rankPlayers(
  candidates: readonly number[],
  tallies: readonly PlayerTally[],
  initialRank: readonly number[],
  ppmRule: PpmRule | 'none',
  isWithdrawn: (player: number) => boolean = () => false,
): RankedPlayer[] {
  const rankBlock = (players: readonly number[], withdrawn: boolean): RankedPlayer[] => {
    const groups = new Map<number, number[]>();
    for (const p of players) {
      const pm = (tallies[p] as PlayerTally).pm;
      const group = groups.get(pm);
      if (group) group.push(p);
      else groups.set(pm, [p]);
    }
    const entries: RankedPlayer[] = [];
    for (const members of groups.values()) {
      const ppm = ppmRule === 'none' ? null : groupPpm(members, tallies, ppmRule);
      for (const p of members) {
        const t = tallies[p] as PlayerTally;
        entries.push({ player: p, pm: t.pm, ppm: ppm?.get(p) ?? null, pdep: t.pdep, withdrawn, tieBreak: null });
      }
    }
    return entries.sort(
      (x, y) =>
        y.pm - x.pm ||
        (y.ppm ?? 0) - (x.ppm ?? 0) ||
        y.pdep - x.pdep ||
        (initialRank[x.player] as number) - (initialRank[y.player] as number),
    );
  };
  const ranked = [
    ...rankBlock(
      candidates.filter((p) => !isWithdrawn(p)),
      false,
    ),
    ...rankBlock(candidates.filter(isWithdrawn), true),
  ];
  for (let i = 1; i < ranked.length; i++) {
    const above = ranked[i - 1] as RankedPlayer;
    const here = ranked[i] as RankedPlayer;
    here.tieBreak =
      above.withdrawn !== here.withdrawn
        ? 'withdrawal'
        : above.pm !== here.pm
          ? 'pm'
          : above.ppm !== here.ppm
            ? 'ppm'
            : above.pdep !== here.pdep
              ? 'pdep'
              : 'initial-rank';
  }
  return ranked;
}

export interface StandingsLine extends RankedPlayer {
  rank: number;
}

export interface Standings {
  after: number;
  final: boolean;
  lines: StandingsLine[];
  /** Tables whose result is still missing, by round, within the rounds counted. */
  pending: Array<{ round: number; table: number }>;
}

/**
 * The standings after `after` rounds: every registered player, absent ones included and
 * withdrawn ones last. Intermediate: one rank each. Final: PPM by the final rule, and players
 * equal on PM, PPM and Pdep share a rank (1, 2, 2, 4), listed in initial-rank order.
 */
export function computeStandings(
  state: TournamentState,
  options: { after?: number; final?: boolean } = {},
  tallied?: readonly PlayerTally[],
): Standings {
  const after = Math.min(options.after ?? state.rounds.length, state.rounds.length);
  const final = options.final ?? false;
  // `tallied`: tally(state, after) when the caller has it already (revision.ts keeps it from one revision to the next).
  const tallies = tallied ?? tally(state, after);
  // A withdrawal recorded after round N shows from the standings after round N on.
  const hasWithdrawn = (p: number) => (state.players[p]?.withdrawnAfter ?? Infinity) <= after;
  const ranked = rankPlayers(
    state.players.map((_, i) => i),
    tallies,
    state.initialRank,
    final ? state.ruleset.ppm.final : state.ruleset.ppm.intermediate,
    hasWithdrawn,
  );
  let rank = 0;
  const lines = ranked.map((entry, i) => {
    if (!final || entry.tieBreak !== 'initial-rank') rank = i + 1;
    return {
      ...entry,
      rank,
      tieBreak: final && entry.tieBreak === 'initial-rank' ? ('ex-aequo' as const) : entry.tieBreak,
    };
  });
  const pending: Standings['pending'] = [];
  for (let r = 0; r < after; r++) {
    for (const m of (state.rounds[r] as RoundState).matches) {
      if (tallies[m.a]?.lines[r]?.outcome === 'pending') pending.push({ round: r + 1, table: m.table });
    }
  }
  return { after, final, lines, pending };
}

/** Whether two players (or a player and X) met in the tallied rounds: the rematch test. */
export function haveMet(tallies: readonly PlayerTally[]): (p: number, q: number) => boolean {
  return (p, q) => (p === X ? (tallies[q]?.encounters.has(X) ?? false) : (tallies[p]?.encounters.has(q) ?? false));
}
