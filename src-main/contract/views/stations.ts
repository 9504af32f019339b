/**
 * Several hands on one tournament: the arbiters' stations that joined on the venue's network (what
 * the director sees of them, to accept, refuse or revoke them), the results the players propose
 * from their table's phone (the queue on Résultats), and the match sheet a phone reaches by the
 * code printed on it. No station's token and no sheet's key ever reaches a view.
 */
import type { FinalStage } from '../../../src-engine/index.ts';
import type { StationRole } from '../roles.ts';
import type { LiveAddress } from './live.ts';

/** A device that typed the code and asks to join as a station, waiting for the director's word. */
export interface StationRequest {
  /** The request's own number, for the director's answer (never the device's token). */
  id: string;
  /** The name it asks to join under (« Arbitre 2 »). */
  name: string;
  /** Its address on the venue's network, so the director can tell which device asks. */
  address: string;
  at: string;
}

/** A station the director accepted. */
export interface StationView {
  id: string;
  name: string;
  role: StationRole;
  address: string;
  joinedAt: string;
  /** Its latest request; null before its first. */
  lastSeen: string | null;
}

/** The arbiters' stations as the director sees them: the listener, its code, who asks, who is in. */
export interface StationsStatus {
  on: boolean;
  /** The address a station opens (http://ADDRESS:PORT/), when on. */
  url: string | null;
  address: string | null;
  port: number | null;
  /** The short code a station types to ask to join; a new one each time the stations are turned on. */
  code: string | null;
  /** The address as a QR code (a data: URL), when on. */
  qrImage: string | null;
  /** The machine's network addresses the stations may listen on. */
  addresses: LiveAddress[];
  /** Devices asking to join, oldest first. */
  requests: StationRequest[];
  /** Stations accepted, in the order they joined. */
  stations: StationView[];
}

/** The hand a screen works under: the director's window, or a station (its role and name). */
export interface HandView {
  role: 'director' | StationRole;
  /** The station's name; null for the director. */
  name: string | null;
}

/**
 * A result proposed from a table's phone, waiting for a director's or a station's hand: the same
 * numbers sent from several phones are one proposal (`phones` says how many).
 */
export interface ProposalView {
  id: string;
  round: number;
  table: number;
  /** The players at the table when it was proposed, A then B (their numbers), as a validation sends back. */
  pair: [number, number];
  a: string;
  b: string;
  /** The games as the phone typed them, A's score first. */
  games: Array<[number, number]>;
  /** When it was first proposed. */
  at: string;
  /** The phones that sent these numbers, counted by their address on the network (one device is one phone). */
  phones: number;
}

/**
 * The queue of proposals on Résultats. `proposals` is null when the answer only says that
 * something changed since the version the screen knew (it then asks again).
 */
export interface ProposalsAnswer {
  version: number;
  /** The tournament takes proposals from the tables. */
  enabled: boolean;
  proposals: ProposalView[] | null;
}

/** What became of a proposal that is no longer in the queue. */
export interface ProposalFate {
  how: 'validated' | 'confirmed' | 'dismissed' | 'entered' | 'expired';
  /** The hand that validated or dismissed it, or entered the table's result (null: the director). */
  by: string | null;
  at: string;
}

/** A match sheet as the phone that scanned its code sees it: the table, its players, and where it stands. */
export interface TableSheet {
  tournament: string;
  round: number;
  table: number;
  /** A match of the final phase: its stage. */
  stage: FinalStage | null;
  a: string;
  b: string;
  bestOfThree: boolean;
  /**
   * A final counting the finalists' classic game starts at game 2: that game, A's score first,
   * which the phone does not type again.
   */
  carried: [number, number] | null;
  /** The result the file holds for the table, A's score first: proposing is over. */
  recorded: Array<[number, number]> | null;
  /** What this phone proposed and is waiting for an arbiter's hand. */
  mine: { games: Array<[number, number]>; at: string } | null;
  /** What became of this phone's latest proposal once it left the queue. */
  fate: ProposalFate | null;
}

/** The answer to a proposal: the sheet as it stands now, and whether these numbers were new. */
export interface ProposalSent {
  sheet: TableSheet;
  /** `new`: queued; `again`: this form was already received (a replay adds nothing); `confirmed`: a second phone's same numbers validated it. */
  sent: 'new' | 'again' | 'confirmed';
}
