/**
 * The tournament as a document: the engine's own document (src-engine/model.ts) with what a file
 * adds to it — the tournament's details and the players' club, licence and rating type — as
 * `exportDocument` hands it out and `importDocument` reads it back. A contract, not the service's:
 * the CLI writes it, a federation's program reads it, the tests build it.
 */
import type {
  CategorySettings,
  EloSettings,
  FinalPhaseRecord,
  PlayerRecord,
  TournamentDocument,
} from '../../../src-engine/index.ts';

/** The players' extra details an exported document carries (the engine ignores them). */
export interface ExportedPlayer extends PlayerRecord {
  club: string;
  licence: string;
  ratingType: 'PL' | 'PL*';
  firstRound: number;
  category?: string;
  birthYear?: number;
  /** The player's own K for the rating estimate. */
  k?: number;
}

/** The final phase as an exported document carries it: the engine's own record of it. */
export type FinalPhaseDocument = FinalPhaseRecord;

export interface ExportedDocument extends TournamentDocument {
  players: ExportedPlayer[];
  tournament: {
    name: string;
    date: string;
    place: string;
    plannedRounds: number | null;
    bestOfThree: boolean;
    minutes: number;
    /** Only when the tournament set its own. */
    categories?: CategorySettings;
    elo?: EloSettings;
  };
}
