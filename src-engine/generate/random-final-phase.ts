/**
 * A random final phase after a generated tournament's classic rounds (003): its players the
 * classic phase's first 2 or 4, each round formed as the rules form it (formFinalPhaseRound: the
 * semi-finals, then the final and the match for third place from their results; who starts; the
 * classic game carried), its results drawn.
 */
import { type FinalPhaseSize, finalPhaseSeeds } from '../final-phase.ts';
import { formFinalPhaseRound } from '../final-rounds.ts';
import type { FinalPhaseRecord, PlayerId, TournamentDocument } from '../model.ts';
import { computeStandings } from '../standings.ts';
import { readTournament } from '../tournament.ts';
import type { Random } from './random.ts';
import type { ResultRates } from './random-results.ts';
import { randomResult } from './random-results.ts';

/** The final phase wanted: its size, and the options a director chooses (drawn when not given). */
export interface RandomFinalPhaseOptions {
  size: FinalPhaseSize;
  bestOfThree?: boolean;
  /** Only with four players. */
  thirdPlace?: boolean;
  /** Only for a final in best of three after single-game classic rounds. */
  countClassicGame?: boolean;
}

/**
 * Plays the final phase after `document`'s classic rounds; null when fewer players than it
 * needs are still in the tournament. `classicBestOfThree`: the classic rounds' format, which
 * decides whether a classic game may be carried.
 */
export function playRandomFinalPhase(
  random: Random,
  document: TournamentDocument,
  options: RandomFinalPhaseOptions,
  rates: Omit<ResultRates, 'bestOfThree'> & { classicBestOfThree: boolean },
): FinalPhaseRecord | null {
  const state = readTournament(document);
  const seeds = finalPhaseSeeds(computeStandings(state, { final: true }), options.size);
  if (seeds === null) return null;
  const id = (p: number) => state.players[p]?.id as PlayerId;
  const bestOfThree = options.bestOfThree ?? random.chance(0.5);
  const phase: FinalPhaseRecord = {
    size: options.size,
    bestOfThree,
    thirdPlace: options.size === 4 && (options.thirdPlace ?? random.chance(0.5)),
    countClassicGame: bestOfThree && !rates.classicBestOfThree && (options.countClassicGame ?? random.chance(0.5)),
    seeds: seeds.map(id),
    rounds: [],
  };
  for (let formed = formFinalPhaseRound(document, phase, 0); formed.length > 0; ) {
    phase.rounds.push({
      matches: formed.map((m) => ({
        ...randomResult(random, id(m.a), id(m.b), { ...rates, bestOfThree }, m.carried?.game ?? null),
        starts: id(m.starts),
        stage: m.stage,
        seeds: m.seeds,
        carried: m.carried,
      })),
    });
    formed = formFinalPhaseRound(document, phase, phase.rounds.length);
  }
  return phase;
}
