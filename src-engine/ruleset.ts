/**
 * A ruleset is plain, serializable data: every point where the federation texts differ
 * is a named parameter here, so a tournament file can store the resolved object and keep
 * its rules when the presets change.
 */
import type { FixedRoundTables } from './pairing/fixed-tables.ts';
import { FISF_EARLIER_EIGHT, FISF_EIGHT, SCLASSIC_TEN_TO_SIXTEEN } from './pairing/fixed-tables.ts';

export type PresetName = 'fisf' | 'fisf-earlier' | 'fbs';
export const PRESET_NAMES: readonly PresetName[] = ['fisf', 'fisf-earlier', 'fbs'];

/** Number of rounds for fields up to `maxPlayers` (inclusive). Bands are in increasing order. */
export interface RoundsBand {
  maxPlayers: number;
  rounds: number;
}

export type PdepRule =
  /** FISF: sum of the score differences, each game capped; a forfeit counts as a fixed win. */
  | { kind: 'score-difference'; capPerGame: number; forfeitValue: number }
  /**
   * FBS: the winner scores the higher of the two ratings, the loser the lower, a draw
   * each their own. The text is silent on forfeits: the forfeit winner (and X's opponent)
   * scores their own rating, as the least a win can give; the forfeiting player scores
   * `forfeitLoserValue`.
   */
  | { kind: 'rating'; forfeitLoserValue: number };

/**
 * When PPM apply within a group of players tied on PM.
 * - `all-met`: only if every two members have met (FISF, FBS intermediate ranking).
 * - `unplayed-counts-draw`: always; a pair that never met counts 2 each (FBS final ranking).
 */
export type PpmRule = 'all-met' | 'unplayed-counts-draw';

export type PermutationFailure = 'bottom-pass' | 'keep-rematch';

export interface Ruleset {
  /** The preset this ruleset was resolved from, or `custom`. Informative only. */
  name: PresetName | 'custom';
  /** Rounds by field size; fields above the last band add one round per doubling. */
  roundsByFieldSize: RoundsBand[];
  /** Rounds never go below this (FBS: 4). */
  minimumRounds: number;
  /** Add the fictitious player X when the players to pair are odd. */
  fictitiousPlayer: boolean;
  matchPoints: { win: number; draw: number; loss: number; forfeit: number };
  pdep: PdepRule;
  ppm: { intermediate: PpmRule; final: PpmRule };
  /**
   * Fixed opening rounds by field size (X included), or null when the ruleset pairs every
   * field with groups A/B. Each table lists rounds of pairs of initial ranks (1-based).
   */
  fixedRounds: FixedRoundTables | null;
  /** What to do when a permutation finds no opponent who has not met A. */
  permutationFailure: PermutationFailure;
  /** The bottom pass frees the players ranked below this fraction of the field. */
  bottomPassFrom: { numerator: number; denominator: number };
  /** 002 §9: the score table of an abandon or an arbitral decision. */
  abandon: {
    gap: number;
    winnerFloor: number;
    abandoningScoreUnderGap: number;
    /** A gap of exactly `gap` points reads as the "over" row (the abandoning player keeps the score) or the "under" row. */
    exactGapRow: 'over' | 'under';
  };
}

const FISF_ROUNDS: RoundsBand[] = [
  { maxPlayers: 32, rounds: 5 },
  { maxPlayers: 64, rounds: 6 },
  { maxPlayers: 128, rounds: 7 },
];

const ABANDON_TABLE: Ruleset['abandon'] = {
  gap: 100,
  winnerFloor: 450,
  abandoningScoreUnderGap: 350,
  exactGapRow: 'over',
};

const MATCH_POINTS: Ruleset['matchPoints'] = { win: 3, draw: 2, loss: 1, forfeit: 0 };

const FISF: Ruleset = {
  name: 'fisf',
  roundsByFieldSize: FISF_ROUNDS,
  minimumRounds: 1,
  fictitiousPlayer: true,
  matchPoints: MATCH_POINTS,
  pdep: { kind: 'score-difference', capPerGame: 100, forfeitValue: 50 },
  ppm: { intermediate: 'all-met', final: 'all-met' },
  fixedRounds: { 8: FISF_EIGHT, ...SCLASSIC_TEN_TO_SIXTEEN },
  permutationFailure: 'bottom-pass',
  bottomPassFrom: { numerator: 2, denominator: 3 },
  abandon: ABANDON_TABLE,
};

export const PRESETS: Readonly<Record<PresetName, Ruleset>> = {
  fisf: FISF,
  // The earlier FISF text (001) differs in the forfeit value, the 8-player table, and keeps the
  // rematch when a permutation fails.
  'fisf-earlier': {
    ...FISF,
    name: 'fisf-earlier',
    pdep: { kind: 'score-difference', capPerGame: 100, forfeitValue: 10 },
    fixedRounds: { 8: FISF_EARLIER_EIGHT, ...SCLASSIC_TEN_TO_SIXTEEN },
    permutationFailure: 'keep-rematch',
  },
  // FBS (003): at least 4 rounds, rating-based Pdep, PPM always in the final ranking, no small-field tables.
  fbs: {
    ...FISF,
    name: 'fbs',
    roundsByFieldSize: [{ maxPlayers: 16, rounds: 4 }, ...FISF_ROUNDS],
    minimumRounds: 4,
    pdep: { kind: 'rating', forfeitLoserValue: 0 },
    ppm: { intermediate: 'all-met', final: 'unplayed-counts-draw' },
    fixedRounds: null,
    permutationFailure: 'keep-rematch',
  },
};

export function isPresetName(value: unknown): value is PresetName {
  return typeof value === 'string' && (PRESET_NAMES as readonly string[]).includes(value);
}

/** A deep copy of a preset, so callers may store or edit it freely. */
export function resolveRuleset(preset: PresetName = 'fisf'): Ruleset {
  return JSON.parse(JSON.stringify(PRESETS[preset])) as Ruleset;
}
