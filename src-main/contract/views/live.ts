/**
 * The live results: what the players' phones may see of the tournament (`LiveView`, read by the
 * live listener through the `liveView` command), and what the director sees of the listener
 * (`LiveStatus`). The public view holds names, clubs, ratings unless the director hides them,
 * tables and results: never a licence number, a birth year or a file path.
 */
import type { FinalStage, TieBreak } from '../../../src-engine/index.ts';
import type { HistoryLine } from './standings.ts';
import type { FinalRoundStage, ResultView } from './tournament.ts';

/** A player as the public sees them; `rating` is null when the director hides the ratings. */
export interface LivePlayer {
  id: number;
  name: string;
  club: string;
  rating: number | null;
}

/** A match's result as the rules score it, A's side first. */
export interface LiveResult {
  kind: ResultView['kind'];
  /** The games as the rules give them (an abandon's or a forfeit's games as scored). */
  games: Array<[number, number]>;
  forfeit: 'a' | 'b' | 'both' | null;
  abandon: { by: 'a' | 'b'; agreed: boolean } | null;
  decisionAgainst: 'a' | 'b' | null;
  pm: [number, number | null];
}

export interface LiveMatch {
  table: number;
  a: LivePlayer;
  /** null: the fictitious player X. */
  b: LivePlayer | null;
  /** Who starts game 1. */
  starts: 'a' | 'b' | null;
  result: LiveResult | null;
}

/**
 * The round's clock as the phones show it: fixed moments, so a page kept for a version of the
 * view stays true as time passes (every start, pause, resumption or adjustment is a new version).
 */
export interface LiveClock {
  /** When the round ends while the clock runs, the pauses so far counted; null while it stands paused. */
  endsAt: string | null;
  /** The time left while it stands paused; null while it runs. */
  pausedRemainingMs: number | null;
}

export interface LiveRound {
  number: number;
  /** Tables entered and to enter, the match against X aside. */
  entered: number;
  total: number;
  matches: LiveMatch[];
  /** The round's clock once the director started it. */
  clock: LiveClock | null;
}

export interface LiveStandingsRow {
  rank: number;
  /** Another player has the same rank (ex æquo). */
  shared: boolean;
  player: LivePlayer;
  pm: number;
  ppm: number | null;
  pdep: number;
  withdrawn: boolean;
  tieBreak: TieBreak | null;
}

export interface LiveCategory {
  name: string;
  kind: 'series' | 'category';
  lines: LiveStandingsRow[];
}

export interface LiveStandings {
  /** After this round: the last one whose results are all in. */
  after: number;
  final: boolean;
  rows: LiveStandingsRow[];
  categories: LiveCategory[];
}

/** One round of a player's page, from the player's side. */
export interface LiveHistoryLine {
  round: number;
  table: number | null;
  opponent: LivePlayer | null;
  outcome: HistoryLine['outcome'];
  /** How the match ended when it was not played out: the rules score these apart. */
  ending: 'forfeit' | 'abandon' | 'decision' | null;
  /** Who gave up or was given the loss, for an abandon, a decision or a forfeit of one player. */
  endedBy: 'player' | 'opponent' | 'both' | null;
  /** The games as the rules give them, the player's score first. */
  games: Array<[number, number]>;
  pm: number;
  pdep: number;
  totalPm: number;
}

export interface LivePlayerPage {
  player: LivePlayer;
  /** The player's rank in the standings shown (null before any round is complete). */
  rank: number | null;
  lines: LiveHistoryLine[];
}

/** A match of the final phase: its stage, and who won it once its result is in. */
export interface LiveFinalMatch extends LiveMatch {
  stage: FinalStage;
  winner: 'a' | 'b' | null;
}

export interface LiveFinalPhase {
  /** Every place it gives is decided. */
  settled: boolean;
  rounds: Array<{ number: number; stage: FinalRoundStage; matches: LiveFinalMatch[] }>;
  /** The places it gives, best first; `decided` false while still provisional. */
  places: Array<{ place: number; player: LivePlayer; decided: boolean }>;
  /** The clock of its latest round, once the director started it. */
  clock: LiveClock | null;
}

export interface LiveView {
  revision: number;
  tournament: {
    name: string;
    date: string;
    place: string;
    plannedRounds: number;
    roundsPaired: number;
    finished: boolean;
  };
  ratingsShown: boolean;
  /** Pdep is a score difference (signed) rather than a sum of ratings. */
  signedPdep: boolean;
  /** The round being played or the last one paired. */
  round: LiveRound | null;
  /** After the last complete round (null before one is). */
  standings: LiveStandings | null;
  players: LivePlayerPage[];
  /** The final phase, once the director opened it. */
  finalPhase: LiveFinalPhase | null;
}

/** The answer of `liveView`: `view` is null when the file's revision is still the one the caller knows. */
export interface LiveViewAnswer {
  revision: number;
  view: LiveView | null;
}

/** One of the machine's network addresses the live results can listen on. */
export interface LiveAddress {
  /** The interface's name as the system gives it (Wi-Fi, eth0…). */
  name: string;
  address: string;
  /** The machine itself only (127.0.0.1): no phone reaches it. */
  internal: boolean;
}

/** The live results as the director sees them. */
export interface LiveStatus {
  on: boolean;
  /** The address the phones open: http://ADDRESS:PORT/ */
  url: string | null;
  address: string | null;
  port: number | null;
  /** Phones following the pages now (their event streams). */
  phones: number;
  /** The address as a QR code, an SVG image as a data: URL. */
  qrImage: string | null;
  /** The addresses to choose from. */
  addresses: LiveAddress[];
}
