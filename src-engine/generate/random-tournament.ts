/**
 * A random tournament generator, in the manner of the federations' pairing checkers (JaVaFo's
 * and bbpPairings' RTG): it plays whole tournaments through the engine with seeded random
 * absences, withdrawals, forfeits, abandons, draws, best-of-three matches and unrated newcomers,
 * the arbiter's swaps after pairing recorded as decisions, and a final phase; it hands each
 * round's pairing to a callback. Everything it draws comes from the seed: the same options give
 * the same document. What `sclassic engine generate` writes and the tests play.
 */
import type { FinalPhaseRecord, PlayerId, PlayerRecord, RoundDecision, TournamentDocument } from '../model.ts';
import { X } from '../model.ts';
import { swapInLastRound } from '../pairing/corrections.ts';
import { type PairedMatch, pairNextRound, type RoundPairing } from '../pairing/pair-round.ts';
import type { PresetName } from '../ruleset.ts';
import { idAt, readTournament, type TournamentState } from '../tournament.ts';
import { type Random, seededRandom } from './random.ts';
import { playRandomFinalPhase, type RandomFinalPhaseOptions } from './random-final-phase.ts';
import { type ResultRates, randomResult } from './random-results.ts';

export type { RandomFinalPhaseOptions };

export interface RandomTournamentOptions extends ResultRates {
  seed: number;
  players: number;
  rounds: number;
  ruleset?: PresetName;
  absenceRate?: number;
  withdrawalRate?: number;
  /** The share of unrated newcomers (NC) in the field; none when absent. */
  unratedRate?: number;
  /** The chance, each round, that the arbiter swaps two players after pairing (twice at most); none when absent. */
  swapRate?: number;
  /** A final phase after the classic rounds; none when absent. */
  finalPhase?: RandomFinalPhaseOptions;
}

const FIRST_NAMES = [
  'Ana',
  'Émile',
  'Emile',
  'Zoé',
  'Çelik',
  'Łukasz',
  'Øystein',
  'Œdipe',
  'Jean',
  'Marie',
  'Luc',
  'Ğül',
];
const LAST_NAMES = ['BERTIN', 'DUPONT', 'ÉLOI', 'ELOI', 'MÜLLER', 'ßTRAUSS', 'DURAND', 'LEFÈVRE', 'N’DIAYE', 'MARTIN'];

export interface RoundStep {
  /** The document the round was paired from (its `next.absent` included). */
  before: TournamentDocument;
  state: TournamentState;
  /** The procedure's pairing, before any swap of the arbiter's. */
  pairing: RoundPairing;
}

export function randomPlayers(random: Random, count: number, unratedRate = 0): PlayerRecord[] {
  return Array.from({ length: count }, (_, i) => {
    const name = `${random.pick(LAST_NAMES)} ${random.pick(FIRST_NAMES)}`;
    // Coarse ratings so that equal ratings (and the name order) come up often. Without newcomers
    // no draw is spent on them, so every seed gives the field it always gave.
    const rating = unratedRate > 0 && random.chance(unratedRate) ? null : 800 + 25 * random.int(0, 56);
    return { id: `p${i + 1}`, name, rating };
  });
}

type Table = Pick<PairedMatch, 'table' | 'a' | 'b' | 'starts'>;

/**
 * The arbiter's swaps on a round just paired, as Rondes makes them (swapInLastRound: each table
 * keeps its number, its starter designated again): two players of two tables, drawn.
 */
function randomSwaps(
  random: Random,
  state: TournamentState,
  tables: readonly Table[],
  rate: number,
): { tables: Table[]; decisions: RoundDecision[] } {
  let swapped = [...tables];
  const decisions: RoundDecision[] = [];
  const id = (p: number) => state.players[p]?.id as PlayerId;
  while (decisions.length < 2 && swapped.length >= 2 && random.chance(rate)) {
    const one = random.int(0, swapped.length - 1);
    const two = (one + random.int(1, swapped.length - 1)) % swapped.length;
    const playerAt = (t: Table) => (t.b === X ? t.a : random.pick([t.a, t.b]));
    const [p, q] = [playerAt(swapped[one] as Table), playerAt(swapped[two] as Table)];
    const round = {
      absent: state.nextAbsent,
      matches: swapped.map((t) => ({
        table: t.table,
        a: t.a,
        b: t.b,
        record: { a: id(t.a), b: t.b === X ? null : id(t.b) },
      })),
    };
    const made = swapInLastRound({ ...state, rounds: [...state.rounds, round] }, p, q);
    swapped = swapped.map((t) => made.find((m) => m.table === t.table) ?? t);
    decisions.push({ kind: 'swap', players: [id(p), id(q)] });
  }
  return { tables: swapped, decisions };
}

/** Plays a whole tournament; `onRound` sees every pairing before its results are drawn. */
export function playRandomTournament(
  options: RandomTournamentOptions,
  onRound: (step: RoundStep) => void = () => {},
): TournamentDocument {
  const random = seededRandom(options.seed);
  const players = randomPlayers(random, options.players, options.unratedRate);
  const document: TournamentDocument = { ruleset: options.ruleset ?? 'fisf', players, rounds: [] };
  for (let round = 1; round <= options.rounds; round++) {
    const active = players.filter((p) => p.withdrawnAfter === undefined);
    for (const p of active) if (random.chance(options.withdrawalRate ?? 0.01)) p.withdrawnAfter = round - 1;
    const present = players.filter((p) => p.withdrawnAfter === undefined);
    const absent = present.filter(() => random.chance(options.absenceRate ?? 0.03)).map((p) => p.id);
    if (present.length - absent.length < 2) break;
    // A copy: a later withdrawal changes a player of `document`, never one of the document a round was paired from.
    const before: TournamentDocument = {
      ...document,
      players: players.map((p) => ({ ...p })),
      rounds: [...document.rounds],
      next: { absent },
    };
    const state = readTournament(before);
    const pairing = pairNextRound(state);
    onRound({ before, state, pairing });
    // No draw is spent on swaps unless they are asked for, so every seed gives the tournament it always gave.
    const { tables, decisions } =
      (options.swapRate ?? 0) > 0
        ? randomSwaps(random, state, pairing.matches, options.swapRate ?? 0)
        : { tables: pairing.matches, decisions: [] };
    const id = (p: number) => idAt(state, p);
    document.rounds.push({
      absent,
      matches: tables.map((m) => {
        const record = randomResult(random, id(m.a) as string, id(m.b), options);
        return m.starts === null ? record : { ...record, starts: id(m.starts) as string };
      }),
      ...(decisions.length > 0 ? { decisions } : {}),
    });
  }
  const finalPhase = finalPhaseOf(random, document, options);
  return finalPhase === null ? document : { ...document, finalPhase };
}

function finalPhaseOf(
  random: Random,
  document: TournamentDocument,
  options: RandomTournamentOptions,
): FinalPhaseRecord | null {
  if (options.finalPhase === undefined || document.rounds.length === 0) return null;
  return playRandomFinalPhase(random, document, options.finalPhase, {
    forfeitRate: options.forfeitRate,
    abandonRate: options.abandonRate,
    classicBestOfThree: options.bestOfThree ?? false,
  });
}
