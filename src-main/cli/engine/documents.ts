/**
 * The engine's document commands `pair` and `standings`, from a parsed document to the JSON
 * answer of `sclassic engine`. Errors come back as French sentences naming the field.
 */
import {
  computeStandings,
  DocumentError,
  idAt,
  type NamedExplanation,
  nameExplanation,
  pairNextRound,
  readTournament,
  type TournamentDocument,
} from '../../../src-engine/index.ts';
import { documentIssueText } from '../../contract/i18n/messages.ts';
import { fr } from '../../contract/i18n/refusals-fr.ts';
import { documentIssues } from '../../service/core/refusal-of.ts';
import { parseDocument } from '../../service/inputs/document-schema.ts';

export interface PairAnswer {
  round: number;
  method: string;
  matches: Array<{
    table: number;
    a: string;
    b: string | null;
    starts: string | null;
    rematch?: true;
    bottomPass?: true;
    /** Why the procedure formed the match, players by id (null: X). */
    explanation: NamedExplanation<string | null>;
  }>;
  rematches: number;
}

export interface StandingsAnswer {
  after: number;
  final: boolean;
  standings: Array<{
    rank: number;
    id: string;
    name: string;
    pm: number;
    ppm: number | null;
    pdep: number;
    withdrawn?: true;
    tieBreak: string | null;
  }>;
}

export type EngineAnswer<T> = T | { error: string };

/** `run` on the document `value` holds; its problems, in French and naming their fields, when it holds none. */
export function withDocument<T>(value: unknown, run: (document: TournamentDocument) => T): EngineAnswer<T> {
  const parsed = parseDocument(value);
  if (!parsed.ok) return { error: parsed.errors.join(' ; ') };
  try {
    return run(parsed.document);
  } catch (error) {
    if (error instanceof DocumentError)
      return {
        error: documentIssues(error.problems)
          .map((issue) => documentIssueText(issue, fr))
          .join(' ; '),
      };
    throw error;
  }
}

export function pairCommand(value: unknown): EngineAnswer<PairAnswer> {
  return withDocument(value, (document) => {
    const state = readTournament(document);
    const pairing = pairNextRound(state);
    return {
      round: pairing.round,
      method: pairing.method,
      matches: pairing.matches.map((m) => ({
        table: m.table,
        a: idAt(state, m.a) as string,
        b: idAt(state, m.b),
        starts: m.starts === null ? null : idAt(state, m.starts),
        ...(m.rematch ? { rematch: true as const } : {}),
        ...(m.bottomPass ? { bottomPass: true as const } : {}),
        explanation: nameExplanation(m.explanation, (p) => idAt(state, p)),
      })),
      rematches: pairing.rematches.length,
    };
  });
}

export function standingsCommand(
  value: unknown,
  options: { final?: boolean; after?: number } = {},
): EngineAnswer<StandingsAnswer> {
  return withDocument(value, (document) => {
    const state = readTournament(document);
    const standings = computeStandings(state, options);
    return {
      after: standings.after,
      final: standings.final,
      standings: standings.lines.map((line) => ({
        rank: line.rank,
        id: idAt(state, line.player) as string,
        name: state.players[line.player]?.name ?? '',
        pm: line.pm,
        ppm: line.ppm,
        pdep: line.pdep,
        ...(line.withdrawn ? { withdrawn: true as const } : {}),
        tieBreak: line.tieBreak,
      })),
    };
  });
}
