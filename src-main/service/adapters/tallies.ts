/**
 * The players' tallies and the standings of one reading of the facts, worked out once per reading
 * and shared by every command of its revision. After a change, the tallies are those of an earlier
 * reading with only the players of the changed matches counted again (src-engine/revision.ts,
 * `retally`): what tally() gives, without adding every round up again.
 */
import {
  computeStandings,
  type PlayerTally,
  retally,
  type Standings,
  type Tallied,
  type TournamentState,
  tally,
} from '../../../src-engine/index.ts';

const tallied = new WeakMap<TournamentState, readonly PlayerTally[]>();
/** For a reading whose tallies are not worked out yet: the nearest earlier reading whose tallies are. */
const bases = new WeakMap<TournamentState, Tallied>();
/** The standings of each reading, by the round they are after and whether final: shared, never changed in place. */
const standings = new WeakMap<TournamentState, Map<string, Standings>>();

/**
 * Says that `next` is `previous` revised (facts-document.ts): `next`'s tallies may start from
 * `previous`'s, and its standings after an earlier round are `previous`'s when no round they count
 * changed (the live pages show those after the last complete round while the next one is entered).
 */
export function talliesCarried(previous: TournamentState, next: TournamentState): void {
  if (previous === next) return;
  const own = tallied.get(previous);
  const base = own === undefined ? bases.get(previous) : { state: previous, tallies: own };
  if (base !== undefined) bases.set(next, base);
  const earlier = [...(standings.get(previous) ?? [])].filter(([, s]) => sameRoundsCounted(previous, next, s.after));
  if (earlier.length > 0) standings.set(next, new Map(earlier));
}

/**
 * Whether computeStandings(…, { after }) is the same for both readings: it reads the players, their
 * ratings in use, the ruleset and the first `after` rounds, each the same object in both.
 */
function sameRoundsCounted(previous: TournamentState, next: TournamentState, after: number): boolean {
  if (after >= next.rounds.length || after >= previous.rounds.length) return false;
  const same =
    previous.players === next.players &&
    previous.ratingsInUse === next.ratingsInUse &&
    previous.initialRank === next.initialRank &&
    previous.ruleset === next.ruleset;
  return same && next.rounds.slice(0, after).every((round, r) => round === previous.rounds[r]);
}

/** tally(state): every round of the reading counted, once per reading. */
export function talliesOf(state: TournamentState): readonly PlayerTally[] {
  let tallies = tallied.get(state);
  if (tallies === undefined) {
    const base = bases.get(state);
    tallies = base === undefined ? tally(state) : retally(base, state);
    tallied.set(state, tallies);
    bases.delete(state);
  }
  return tallies;
}

/** computeStandings(state, options), once per reading and options; after every round, from the reading's tallies. */
export function standingsOf(state: TournamentState, options: { after?: number; final?: boolean }): Standings {
  const after = Math.min(options.after ?? state.rounds.length, state.rounds.length);
  const final = options.final ?? false;
  const key = `${after}:${final}`;
  let kept = standings.get(state);
  if (kept === undefined) {
    kept = new Map();
    standings.set(state, kept);
  }
  let answer = kept.get(key);
  if (answer === undefined) {
    const tallies = after === state.rounds.length ? talliesOf(state) : undefined;
    answer = computeStandings(state, { after, final }, tallies);
    kept.set(key, answer);
  }
  return answer;
}
