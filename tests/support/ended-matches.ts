/**
 * One round whose matches end every way a match can end beyond the board — an abandon with the
 * opponent's agreement at 210-245, an abandon without it, an arbitral decision, a forfeit, X — and
 * one ordinary game: what each player's history must say, the scores as the rules count them
 * (002 §9) from the player's side. Plain data, for the tests of every surface (the renderer's too);
 * ended-matches-file.ts plays it on a real file.
 */
import type { HistoryLine, MatchEnding } from '../../src-main/contract/views.ts';

export interface ScenarioPlayer {
  id: number;
  name: string;
  rating: number;
}

/** Registration order = id; the initial ranking follows the ratings. */
export const PLAYERS: ScenarioPlayer[] = [
  ['ARNAUD Claire', 2000],
  ['BLANC Henri', 1950],
  ['CARON Lucie', 1900],
  ['DENIS Paul', 1850],
  ['ÉTIENNE Marc', 1800],
  ['FABRE Zoé', 1750],
  ['GARNIER Luc', 1700],
  ['HUBERT Léa', 1650],
  ['IMBERT Noël', 1600],
  ['JOLY Anne', 1550],
  ['KLEIN Hugo', 1500],
].map(([name, rating], i) => ({ id: i + 1, name: name as string, rating: rating as number }));

export const player = (name: string): ScenarioPlayer => {
  const found = PLAYERS.find((p) => p.name === name);
  if (found === undefined) throw new RangeError(name);
  return found;
};

/** A match's players and its result as the director enters it. */
export interface EnteredMatch {
  table: number;
  a: string;
  b: string;
  games?: Array<[number, number]>;
  forfeit?: 'a' | 'b';
  abandon?: { by: 'a' | 'b'; agreed: boolean };
  decision?: { against: 'a' | 'b' };
}

/** What the director enters, table by table, for the round the 10-player table pairs (X at table 6). */
export const ENTERED: EnteredMatch[] = [
  { table: 1, a: 'ARNAUD Claire', b: 'KLEIN Hugo', games: [[210, 245]], abandon: { by: 'b', agreed: true } },
  { table: 2, a: 'BLANC Henri', b: 'GARNIER Luc', games: [[300, 180]], abandon: { by: 'b', agreed: false } },
  { table: 3, a: 'CARON Lucie', b: 'JOLY Anne', games: [[380, 350]], decision: { against: 'a' } },
  { table: 4, a: 'ÉTIENNE Marc', b: 'HUBERT Léa', forfeit: 'a' },
  { table: 5, a: 'FABRE Zoé', b: 'IMBERT Noël', games: [[412, 380]] },
];

/** Against X. */
export const X_TABLE = { table: 6, a: 'DENIS Paul' } as const;

export interface ExpectedLine {
  opponent: string | null;
  outcome: HistoryLine['outcome'];
  ending: MatchEnding | null;
  games: Array<[number, number]>;
  pm: number;
  pdep: number;
}

/**
 * Each player's one round. The abandon at 210-245 by the leader, agreed: under the 100-point gap,
 * the remaining player 450, the abandoning one 350 (+100 Pdep, capped). Without agreement at
 * 300-180: over the gap, 450 and the abandoning player keeps 180, with 0 PM. The decision against
 * the leader at 380-350: 450 to the other, 350 to the loser, 0 PM.
 */
export const EXPECTED: Record<string, ExpectedLine> = {
  'ARNAUD Claire': {
    opponent: 'KLEIN Hugo',
    outcome: 'win',
    ending: 'abandon-agreed',
    games: [[450, 350]],
    pm: 3,
    pdep: 100,
  },
  'KLEIN Hugo': {
    opponent: 'ARNAUD Claire',
    outcome: 'loss',
    ending: 'abandon-agreed',
    games: [[350, 450]],
    pm: 1,
    pdep: -100,
  },
  'BLANC Henri': { opponent: 'GARNIER Luc', outcome: 'win', ending: 'abandon', games: [[450, 180]], pm: 3, pdep: 100 },
  'GARNIER Luc': {
    opponent: 'BLANC Henri',
    outcome: 'loss',
    ending: 'abandon',
    games: [[180, 450]],
    pm: 0,
    pdep: -100,
  },
  'CARON Lucie': { opponent: 'JOLY Anne', outcome: 'loss', ending: 'decision', games: [[350, 450]], pm: 0, pdep: -100 },
  'JOLY Anne': { opponent: 'CARON Lucie', outcome: 'win', ending: 'decision', games: [[450, 350]], pm: 3, pdep: 100 },
  'ÉTIENNE Marc': { opponent: 'HUBERT Léa', outcome: 'loss', ending: 'forfeit', games: [], pm: 0, pdep: -50 },
  'HUBERT Léa': { opponent: 'ÉTIENNE Marc', outcome: 'win', ending: 'forfeit', games: [], pm: 3, pdep: 50 },
  'FABRE Zoé': { opponent: 'IMBERT Noël', outcome: 'win', ending: null, games: [[412, 380]], pm: 3, pdep: 32 },
  'IMBERT Noël': { opponent: 'FABRE Zoé', outcome: 'loss', ending: null, games: [[380, 412]], pm: 1, pdep: -32 },
  'DENIS Paul': { opponent: null, outcome: 'x', ending: null, games: [], pm: 3, pdep: 50 },
};

/** The player's history line as the service gives it. */
export function expectedHistoryLine(name: string): HistoryLine {
  const e = EXPECTED[name] as ExpectedLine;
  const entered = ENTERED.find((m) => m.a === name || m.b === name);
  const opponent = e.opponent === null ? null : player(e.opponent);
  return {
    round: 1,
    table: entered?.table ?? X_TABLE.table,
    opponent: opponent === null ? null : { id: opponent.id, name: opponent.name, club: '', rating: opponent.rating },
    outcome: e.outcome,
    ending: e.ending,
    games: e.games,
    pm: e.pm,
    pdep: e.pdep,
    totalPm: e.pm,
  };
}
