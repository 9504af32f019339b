/**
 * A round of the final phase as the rules form it: its pairings (final-phase.ts), who starts each
 * match (002 §3.1, over every game played so far), and, for a final whose players met over the
 * board in the classic phase when the director counts it, that game as game 1 — the player who did
 * not start it then starts the first game played in the final. What the service writes when it
 * opens the phase or a semi-final's result forms the final, and what the audit expects to find.
 */
import { classicGameBetween, type FinalPairing, withCarriedGame } from './final-phase.ts';
import type { FinalMatchRecord, Game, TournamentDocument } from './model.ts';
import { designateStarter, startHistory } from './pairing/who-starts.ts';
import { readTournament, type TournamentState } from './tournament.ts';

/** A match of a final-phase round as formed: engine indexes, `a` the better classic seed. */
export interface FormedFinalMatch extends FinalPairing {
  starts: number;
  /** The classic places of `a` and `b` (1-based). */
  seeds: [number, number];
  carried: { round: number; game: [number, number] } | null;
}

/**
 * The rounds before a round of the final phase, as the engine reads them: the classic rounds,
 * then the final phase's rounds already played, each match as it counts (a carried game first).
 */
export function stateBeforeFinalRound(
  document: TournamentDocument,
  played: ReadonlyArray<{ matches: readonly FinalMatchRecord[] }>,
): TournamentState {
  const rounds = played.map((r) => ({
    matches: r.matches.map(({ stage: _stage, seeds: _seeds, carried, ...match }) =>
      withCarriedGame(match, carried === null ? null : (carried.game as Game)),
    ),
  }));
  const { finalPhase: _phase, ...classic } = document;
  return readTournament({ ...classic, rounds: [...document.rounds, ...rounds] });
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
