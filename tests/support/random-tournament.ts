/**
 * A random tournament generator, in the manner of the federations' pairing checkers: it plays
 * whole tournaments through the engine with seeded random absences, withdrawals, forfeits,
 * abandons, draws and best-of-three matches, and hands each round's pairing to a callback.
 */
import {
  type Game,
  type MatchRecord,
  type PlayerRecord,
  type PresetName,
  pairNextRound,
  type RoundPairing,
  readTournament,
  type TournamentDocument,
  type TournamentState,
  X,
} from '../../src-engine/index.ts';
import { type Random, seededRandom } from './random.ts';

export interface RandomTournamentOptions {
  seed: number;
  players: number;
  rounds: number;
  ruleset?: PresetName;
  bestOfThree?: boolean;
  absenceRate?: number;
  withdrawalRate?: number;
  forfeitRate?: number;
  abandonRate?: number;
  /** The share of unrated newcomers (NC) in the field; none when absent. */
  unratedRate?: number;
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

function randomGame(random: Random): Game {
  const a = random.int(250, 560);
  const b = random.chance(0.03) ? a : random.int(250, 560);
  return [a, b];
}

function randomGames(random: Random, bestOfThree: boolean): Game[] {
  if (!bestOfThree) return [randomGame(random)];
  const games = [randomGame(random), randomGame(random)];
  const winsA = games.filter(([a, b]) => a > b).length;
  const winsB = games.filter(([a, b]) => b > a).length;
  if (winsA < 2 && winsB < 2) games.push(randomGame(random));
  return games;
}

function randomResult(random: Random, a: string, b: string | null, options: RandomTournamentOptions): MatchRecord {
  if (b === null) return { a, b };
  const forfeitRate = options.forfeitRate ?? 0.03;
  if (random.chance(forfeitRate))
    return { a, b, forfeit: random.chance(0.15) ? 'both' : random.pick(['a', 'b'] as const) };
  const games = randomGames(random, options.bestOfThree ?? false);
  if (random.chance(options.abandonRate ?? 0.01)) {
    const by = random.pick(['a', 'b'] as const);
    return random.chance(0.3)
      ? { a, b, games, decision: { against: by } }
      : { a, b, games, abandon: { by, agreed: random.chance(0.5) } };
  }
  return { a, b, games };
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
    const before: TournamentDocument = structuredClone({ ...document, next: { absent } });
    const state = readTournament(before);
    const pairing = pairNextRound(state);
    onRound({ before, state, pairing });
    const id = (p: number) => (p === X ? null : (state.players[p]?.id as string));
    document.rounds.push({
      absent,
      matches: pairing.matches.map((m) => {
        const record = randomResult(random, id(m.a) as string, id(m.b), options);
        return m.starts === null ? record : { ...record, starts: id(m.starts) as string };
      }),
    });
  }
  return document;
}
