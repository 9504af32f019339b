/**
 * A round of the final phase as the rules form it: its pairings (final-phase.ts), who starts each
 * match (002 §3.1, over every game played so far), and, for a final whose players met over the
 * board in the classic phase when the director counts it, that game as game 1 — the player who did
 * not start it then starts the first game played in the final. What the service writes when it
 * opens the phase or a semi-final's result forms the final, and what the audit expects to find.
 */
import {
  classicGameBetween,
  type FinalMatchResult,
  type FinalPairing,
  finalMatchWinner,
  openingPairings,
  pairingsAfterSemiFinals,
  withCarriedGame,
} from './final-phase.ts';
import type { FinalMatchRecord, FinalPhaseRecord, Game, TournamentDocument } from './model.ts';
import { designateStarter, startHistory } from './pairing/who-starts.ts';
import { scoreMatch } from './scoring.ts';
import { indexOfId, readTournament, type TournamentState } from './tournament.ts';

/** A match of a final-phase round as formed: engine indexes, `a` the better classic seed. */
export interface FormedFinalMatch extends FinalPairing {
  starts: number;
  /** The classic places of `a` and `b` (1-based). */
  seeds: [number, number];
  carried: { round: number; game: [number, number] } | null;
}

/**
 * The document with the final phase's rounds `played` after its classic rounds, each match as it
 * counts (a carried game first): what the engine reads of a final-phase round's past.
 */
export function withFinalRounds(
  document: TournamentDocument,
  played: ReadonlyArray<{ matches: readonly FinalMatchRecord[] }>,
): TournamentDocument {
  const rounds = played.map((r) => ({
    matches: r.matches.map(({ stage: _stage, seeds: _seeds, carried, ...match }) =>
      withCarriedGame(match, carried === null ? null : (carried.game as Game)),
    ),
  }));
  const { finalPhase: _phase, ...classic } = document;
  return { ...classic, rounds: [...document.rounds, ...rounds] };
}

/**
 * The rounds before a round of the final phase, as the engine reads them: the classic rounds,
 * then the final phase's rounds already played, each match as it counts (a carried game first).
 */
export function stateBeforeFinalRound(
  document: TournamentDocument,
  played: ReadonlyArray<{ matches: readonly FinalMatchRecord[] }>,
): TournamentState {
  return readTournament(withFinalRounds(document, played));
}

/**
 * Forms a round of the final phase. `classic`: the classic rounds alone; `before`: those and the
 * final phase's rounds already played (stateBeforeFinalRound); `seeds`: the phase's players in
 * classic order, engine indexes.
 */
export function formFinalRound(
  classic: TournamentState,
  before: TournamentState,
  seeds: readonly number[],
  pairings: readonly FinalPairing[],
  countClassicGame: boolean,
): FormedFinalMatch[] {
  const history = startHistory(before);
  const seedOf = (player: number) => seeds.indexOf(player) + 1;
  return pairings.map((pairing) => {
    const carried =
      countClassicGame && pairing.stage === 'final' ? classicGameBetween(classic, pairing.a, pairing.b) : null;
    // A final that counts the classic game: the player who did not start that game starts, when
    // its record says who did; otherwise, as every match, by the rule.
    const classicStarter = carried === null ? null : classicStarterOf(classic, carried.round, pairing.a, pairing.b);
    const starts =
      classicStarter === null
        ? designateStarter(pairing.a, pairing.b, history, before.initialRank)
        : classicStarter === pairing.a
          ? pairing.b
          : pairing.a;
    return {
      ...pairing,
      starts,
      seeds: [seedOf(pairing.a), seedOf(pairing.b)],
      carried: carried === null ? null : { round: carried.round, game: [carried.game[0], carried.game[1]] },
    };
  });
}

/** Who started the two players' game of `round` of the classic phase, as its record says (null: not recorded). */
function classicStarterOf(classic: TournamentState, round: number, a: number, b: number): number | null {
  const match = classic.rounds[round - 1]?.matches.find((m) => (m.a === a && m.b === b) || (m.a === b && m.b === a));
  const starts = match?.record.starts;
  return starts === undefined ? null : (classic.indexOf.get(starts) ?? null);
}

/** Who won each match of a final-phase round as recorded (engine indexes), the carried game counted. */
export function finalRoundWinners(state: TournamentState, matches: readonly FinalMatchRecord[]): FinalMatchResult[] {
  return matches.map((m) => {
    const [a, b] = [indexOfId(state, m.a), indexOfId(state, m.b)];
    const score = scoreMatch(
      withCarriedGame(m, m.carried === null ? null : m.carried.game),
      state.ratingsInUse[a] ?? 0,
      state.ratingsInUse[b] ?? 0,
      state.ruleset,
    );
    return { stage: m.stage, a, b, winner: finalMatchWinner(score, a, b) };
  });
}

/** How many rounds a final phase has: the semi-finals and the final (four players), or the final. */
export const finalPhaseRounds = (phase: Pick<FinalPhaseRecord, 'size'>): number => (phase.size === 4 ? 2 : 1);

/**
 * Round `r` (0-based) of the final phase `phase` as the rules form it from its players and the
 * rounds before it as `phase` records them: the opening round (the final, or the semi-finals), then
 * the final (and the match for third place) from the semi-finals' results. Empty where the rules
 * form none: a final before both semi-finals have a winner, a round after the final.
 */
export function formFinalPhaseRound(
  document: TournamentDocument,
  phase: FinalPhaseRecord,
  r: number,
): FormedFinalMatch[] {
  if (r >= finalPhaseRounds(phase)) return [];
  const { finalPhase: _phase, ...rest } = document;
  const classic = readTournament({ ...rest, next: {} });
  const seeds = phase.seeds.map((id) => classic.indexOf.get(id) as number);
  const before = stateBeforeFinalRound(document, phase.rounds.slice(0, r));
  const pairings =
    r === 0
      ? openingPairings(seeds)
      : pairingsAfterSemiFinals(seeds, finalRoundWinners(before, phase.rounds[0]?.matches ?? []), phase.thirdPlace);
  return pairings.length === 0 ? [] : formFinalRound(classic, before, seeds, pairings, phase.countClassicGame);
}
