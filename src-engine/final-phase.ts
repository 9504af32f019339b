/**
 * The final phase (003: the Belgian championship « se termine par une phase finale opposant les
 * deux premiers ou les quatre premiers »; French championships end the same way). After the
 * classic rounds, the first 2 of the final ranking meet in a final, or the first 4 in semi-finals
 * 1–4 and 2–3, then a final between their winners (and, when the director wants it, a match for
 * third place between their losers). The final phase decides the places of its players; everyone
 * else keeps their classic-phase place. Players are engine indexes, as everywhere in the engine.
 */
import type { FinalPhaseRecord, FinalStage, Game, MatchRecord } from './model.ts';
import { X } from './model.ts';
import type { Problem } from './problems.ts';
import { type MatchScore, scoreMatch } from './scoring.ts';
import type { Standings, StandingsLine } from './standings.ts';
import type { TournamentState } from './tournament.ts';

/** Two players (a final) or four (semi-finals, then a final). */
export type FinalPhaseSize = 2 | 4;

export type { FinalStage };

/** A round of the final phase: the semi-finals, then the final (with the match for third place). */
export type FinalRoundStage = 'semi-finals' | 'final';

/** The stage of round `r` (0-based) of the final phase: a phase of four opens with the semi-finals. */
export const finalRoundStage = (phase: Pick<FinalPhaseRecord, 'size'>, r: number): FinalRoundStage =>
  phase.size === 4 && r === 0 ? 'semi-finals' : 'final';

/** How the director opens a final phase. */
export type FinalPhaseOptions = Pick<FinalPhaseRecord, 'size' | 'bestOfThree' | 'thirdPlace' | 'countClassicGame'>;

/**
 * Options that do not go together, each on the option it concerns (its path): a match for third
 * place needs semi-finals to have losers; counting the finalists' classic game as game 1 needs a
 * final in best of three (in one game it would already be played) and classic rounds of one game
 * (a best-of-three meeting is a match, not a game). `roundsBestOfThree`: the classic rounds' format.
 */
export function finalPhaseOptionProblems(
  options: FinalPhaseOptions,
  roundsBestOfThree: boolean,
): Array<Extract<Problem, { code: 'final-phase-options' }>> {
  const problems: Array<Extract<Problem, { code: 'final-phase-options' }>> = [];
  if (options.thirdPlace && options.size === 2)
    problems.push({ path: 'thirdPlace', code: 'final-phase-options', params: { problem: 'third-place-two-players' } });
  if (options.countClassicGame && !options.bestOfThree)
    problems.push({ path: 'countClassicGame', code: 'final-phase-options', params: { problem: 'count-single-game' } });
  if (options.countClassicGame && roundsBestOfThree)
    problems.push({
      path: 'countClassicGame',
      code: 'final-phase-options',
      params: { problem: 'count-best-of-three-rounds' },
    });
  return problems;
}

/** A match of the final phase: `a` is always the player better placed in the classic phase. */
export interface FinalPairing {
  stage: FinalStage;
  a: number;
  b: number;
}

/** A match of the final phase with who won it (null while its result is not in). */
export interface FinalMatchResult extends FinalPairing {
  winner: number | null;
}

/**
 * The players of the final phase: the first `size` of the classic phase's final ranking, in its
 * order. A withdrawn player cannot play it; players ex æquo at the cut come in the order the
 * ranking lists them (the initial ranking). null when fewer than `size` players can play.
 */
export function finalPhaseSeeds(classic: Standings, size: FinalPhaseSize): number[] | null {
  const seeds = classic.lines.filter((line) => !line.withdrawn).map((line) => line.player);
  return seeds.length < size ? null : seeds.slice(0, size);
}

/** The matches the final phase opens with: the final (2 players), or the semi-finals 1–4 and 2–3 (4 players). */
export function openingPairings(seeds: readonly number[]): FinalPairing[] {
  const [s1, s2, s3, s4] = seeds as [number, number, number?, number?];
  if (s3 === undefined || s4 === undefined) return [{ stage: 'final', a: s1, b: s2 }];
  return [
    { stage: 'semi-final', a: s1, b: s4 },
    { stage: 'semi-final', a: s2, b: s3 },
  ];
}

/**
 * Who won a match of the final phase. A knock-out needs a winner: when the match names none (a
 * drawn match, a double forfeit), the player better placed in the classic phase goes through — the
 * advantage the classic rounds earned, as in any play-off between ranked players. null: no result.
 */
export function finalMatchWinner(score: MatchScore | null, a: number, b: number): number | null {
  if (score === null) return null;
  if (score.b?.outcome === 'win') return b;
  return a;
}

/**
 * The final (and the match for third place) once both semi-finals have a winner: winners against
 * winners, losers against losers, the better classic seed as `a`. Empty while a semi-final waits.
 */
export function pairingsAfterSemiFinals(
  seeds: readonly number[],
  semiFinals: readonly FinalMatchResult[],
  thirdPlace: boolean,
): FinalPairing[] {
  if (semiFinals.length !== 2 || semiFinals.some((m) => m.winner === null)) return [];
  const bySeed = (players: number[]) => players.sort((p, q) => seeds.indexOf(p) - seeds.indexOf(q));
  const [w1, w2] = bySeed(semiFinals.map((m) => m.winner as number)) as [number, number];
  const [l1, l2] = bySeed(semiFinals.map((m) => (m.winner === m.a ? m.b : m.a))) as [number, number];
  return [{ stage: 'final', a: w1, b: w2 }, ...(thirdPlace ? [{ stage: 'third-place' as const, a: l1, b: l2 }] : [])];
}

/** The places the final phase gives, best first, and whether every one of them is decided. */
export interface FinalPhaseOrder {
  order: number[];
  settled: boolean;
}

/**
 * The order of the final phase's players: the final's winner, then the finalist, then the
 * semi-finals' losers — by the match for third place, or by their classic-phase places without
 * one. A place not yet decided by a match keeps the classic order, and the order is not settled.
 */
export function finalPhaseOrder(seeds: readonly number[], matches: readonly FinalMatchResult[]): FinalPhaseOrder {
  const inSeedOrder = (players: readonly number[]) => [...players].sort((p, q) => seeds.indexOf(p) - seeds.indexOf(q));
  const decided = (match: FinalMatchResult | undefined, pair: readonly number[]) =>
    match?.winner == null ? inSeedOrder(pair) : [match.winner, match.winner === match.a ? match.b : match.a];
  const final = matches.find((m) => m.stage === 'final');
  const third = matches.find((m) => m.stage === 'third-place');
  const semiFinals = matches.filter((m) => m.stage === 'semi-final');
  const finalSettled = final !== undefined && final.winner !== null;
  if (seeds.length === 2) return { order: decided(final, seeds), settled: finalSettled };
  if (semiFinals.length !== 2 || semiFinals.some((m) => m.winner === null))
    return { order: [...seeds], settled: false };
  const finalists = semiFinals.map((m) => m.winner as number);
  const losers = semiFinals.map((m) => (m.winner === m.a ? m.b : m.a));
  return {
    order: [...decided(final, finalists), ...(third === undefined ? inSeedOrder(losers) : decided(third, losers))],
    settled: finalSettled && (third === undefined || third.winner !== null),
  };
}

/**
 * The final ranking once the final phase is played: its players take the first places in its
 * order; everyone else keeps their classic-phase place — a player who shared it with a player of
 * the final phase (ex æquo at the cut) comes right after the final phase's players.
 */
export function withFinalPhase(classic: Standings, order: readonly number[]): Standings {
  const inPhase = new Set(order);
  const byPlayer = new Map(classic.lines.map((line) => [line.player, line]));
  const phaseLines: StandingsLine[] = order.map((player, i) => ({
    ...(byPlayer.get(player) as StandingsLine),
    rank: i + 1,
    tieBreak: i === 0 ? null : 'final-phase',
  }));
  const others: StandingsLine[] = classic.lines
    .filter((line) => !inPhase.has(line.player))
    .map((line, i) => ({
      ...line,
      rank: Math.max(line.rank, order.length + 1),
      // The first of the others is below the line above for not having played the final phase.
      tieBreak: i === 0 && !line.withdrawn ? 'outside-final-phase' : line.tieBreak,
    }));
  return { ...classic, lines: [...phaseLines, ...others] };
}

/**
 * The game two finalists played against each other in the classic phase, which the director may
 * count as game 1 of the final (French championships do): their latest meeting played over the
 * board in one game, as it counts (after the abandon table), from `a`'s side. null when they
 * never met over the board (not met, or only by forfeit), or met only in best-of-three matches.
 */
export function classicGameBetween(state: TournamentState, a: number, b: number): { round: number; game: Game } | null {
  for (let r = state.rounds.length - 1; r >= 0; r--) {
    for (const match of state.rounds[r]?.matches ?? []) {
      if (match.b === X || !((match.a === a && match.b === b) || (match.a === b && match.b === a))) continue;
      const rating = (p: number) => state.ratingsInUse[p] ?? 0;
      const score = scoreMatch(match.record, rating(match.a), rating(match.b), state.ruleset);
      const [game] = score?.games ?? [];
      if (score === null || score.games.length !== 1 || game === undefined) continue;
      return { round: r + 1, game: match.a === a ? [game[0], game[1]] : [game[1], game[0]] };
    }
  }
  return null;
}

/**
 * The match as it counts when game 1 was carried from the classic phase: that game first, then
 * the games played in the final. A forfeit stays a forfeit; a match with no game entered yet has
 * no result (one game never decides a best of three).
 */
export function withCarriedGame(record: MatchRecord, carried: Game | null): MatchRecord {
  if (carried === null || record.forfeit !== undefined || (record.games?.length ?? 0) === 0) return record;
  return { ...record, games: [carried, ...(record.games ?? [])] };
}
