/** Closing the tournament: the rating estimate, the results exported, the engine's document, and every printed document. */
import { gamesWon } from '../../../src-engine/index.ts';
import { refuse } from '../../contract/refusals.ts';
import type { AuditView } from '../../contract/views/audit.ts';
import type { ExportedDocument } from '../../contract/views/document.ts';
import type { ExportedResults, RatingReportView } from '../../contract/views/standings.ts';
import type { RoundView } from '../../contract/views/tournament.ts';
import { resultsCsv } from '../../export/results-csv.ts';
import { resultsHtml } from '../../export/results-html.ts';
import { fileNameBase } from '../../print/documents.ts';
import type { PrintJob, SheetCodes } from '../../print/print-job.ts';
import { engineIds } from '../adapters/engine-ids.ts';
import { allRounds, exportedDocumentOf, type Facts, finalPhaseRecordOf } from '../adapters/facts-document.ts';
import { classicPhaseLeft, progressOf } from '../adapters/progress.ts';
import { pairedRound } from '../adapters/round-lookup.ts';
import { openTableCodes } from '../adapters/table-codes.ts';
import { auditView } from '../audit/audit-view.ts';
import { auditFile, decisionsOf } from '../audit/file-audit.ts';
import type { CommandContext } from '../core/context.ts';
import type { exportResultsInput, In, printDocumentInput } from '../inputs/inputs.ts';
import { askedStandings } from '../views/asked-standings.ts';
import { crosstableView, finalStandings, historySources, historyView } from '../views/history-views.ts';
import { ratingReportView } from '../views/rating-view.ts';
import { roundView, standingsView, summaryView } from '../views/views.ts';

export function ratingReport(context: CommandContext): RatingReportView {
  return ratingReportView(context.facts, context.state);
}

/** The engine's document of the tournament, with its final phase when it has one, and the arbiter's swaps on each round. */
export function exportDocument(context: CommandContext): ExportedDocument {
  const { facts } = context;
  const document = exportedDocumentOf(facts);
  const decisions = decisionsOf(context.session.store.file, facts);
  if (decisions.size === 0) return document;
  return {
    ...document,
    rounds: document.rounds.map((round, r) => {
      const made = decisions.get(r + 1);
      return made === undefined ? round : { ...round, decisions: made };
    }),
  };
}

/**
 * The tournament audited as a federation would audit the file: every round paired again by the
 * engine from the facts as they stood when it was paired (its change log knows them), the
 * arbiter's decisions named as such, what neither explains a breach; players by name.
 */
export function checkTournament(context: CommandContext): AuditView {
  return fileAudit(context);
}

/** The audit of the open file, as `checkTournament` answers it and the verification report prints it. */
function fileAudit(context: CommandContext): AuditView {
  const { facts } = context;
  return auditView(facts, auditFile(context.session.store.file, facts));
}

/** The final results as the federation's CSV or a standalone HTML page, once every round is played and entered. */
export function exportResults(context: CommandContext, input: In<typeof exportResultsInput>): ExportedResults {
  const { facts, state } = context;
  const progress = progressOf(facts);
  const phase = progress.finalPhase;
  if (phase !== null && !phase.settled)
    refuse('final-phase-unsettled', { round: phase.round, tables: phase.tables }, 'format');
  if (!progress.finished) {
    const left = classicPhaseLeft(progress);
    // Rounds still to pair are said before the tables of the round in play.
    refuse('not-finished', { ...left, missing: progress.allPaired ? left.missing : null }, 'format');
  }
  const summary = summaryView(context.pathShown, facts);
  const standings = standingsView(facts, state, { final: true });
  const ratings = new Map(ratingReportView(facts, state).lines.map((l) => [l.player.id, l.ratingAfter]));
  const ids = engineIds(facts);
  const won = gamesWon(state, finalPhaseRecordOf(facts));
  const rows = standings.rows.map((row, i, all) => ({
    id: row.id,
    rank: row.rank,
    shared: all[i - 1]?.rank === row.rank || all[i + 1]?.rank === row.rank,
    licence: facts.players.find((p) => p.id === row.id)?.licence ?? '',
    name: row.name,
    club: row.club,
    rating: row.rating,
    pm: row.pm,
    ppm: row.ppm,
    pdep: row.pdep,
    gamesWon: won[ids.index(row.id)] ?? 0,
    ratingAfter: ratings.get(row.id) ?? null,
    withdrawn: row.withdrawn,
  }));
  const data = {
    tournament: summary,
    rows,
    finalPhase: finalRounds(facts),
    categories: standings.categories,
    crosstable: facts.rounds.length > 0 ? crosstableView(facts, state, finalStandings(facts, state)) : null,
  };
  const base = fileNameBase(facts.settings.name);
  return input.format === 'csv'
    ? { fileName: `${base} - résultats.csv`, text: resultsCsv(data) }
    : { fileName: `${base} - résultats.html`, text: resultsHtml(data) };
}

/** The final phase's rounds, as the bulletin and the results page show them (null: none). */
function finalRounds(facts: Facts): RoundView[] | null {
  return facts.final === null ? null : facts.final.rounds.map((r) => roundView(r.number, facts));
}

/** What a printed document shows, read in the transaction; rendered after it (print/print-job.ts). */
/** The codes the round's match sheets carry, when the tournament takes proposals from the tables. */
function sheetCodes(context: CommandContext, round: number): SheetCodes {
  if (!context.facts.settings.tableProposals) return null;
  const url = context.session.stations?.status().url ?? null;
  if (url === null) return 'stations-off';
  const codes = openTableCodes(context.facts).filter((c) => c.round.number === round);
  return { url, codes: Object.fromEntries(codes.map((c) => [c.match.table, c.code])) };
}

export function printJob(context: CommandContext, input: In<typeof printDocumentInput>): PrintJob {
  const { facts } = context;
  const settings = { tournament: summaryView(context.pathShown, facts), paper: input.paper ?? 'A4' } as const;
  const roundOf = () => {
    if (allRounds(facts).length === 0) return refuse('no-round', { purpose: 'print' }, 'round');
    return roundView(pairedRound(facts, input.round), facts);
  };
  switch (input.document) {
    case 'match-sheets': {
      const view = roundOf();
      return { document: 'match-sheets', view, round: view.number, settings, codes: sheetCodes(context, view.number) };
    }
    case 'pairings':
    case 'explanations': {
      const view = roundOf();
      return { document: input.document, view, round: view.number, settings };
    }
    case 'score-sheets': {
      const view = input.blank ? null : roundOf();
      return { document: 'score-sheets', view, round: view?.number ?? null, settings };
    }
    case 'standings': {
      const view = askedStandings(facts, context.state, input);
      return { document: 'standings', view, category: view.category ?? null, round: view.after, settings };
    }
    case 'ratings':
      return { document: 'ratings', view: ratingReportView(facts, context.state), round: null, settings };
    case 'bulletin': {
      const { state } = context;
      const standings = standingsView(facts, state, { final: true });
      const sources = historySources(facts, state);
      const histories = standings.rows.map((row) =>
        historyView(facts, state, facts.players.find((p) => p.id === row.id) as Facts['players'][number], sources),
      );
      const crosstable = crosstableView(facts, state, finalStandings(facts, state));
      return {
        document: 'bulletin',
        view: { standings, crosstable, histories, finalPhase: finalRounds(facts) },
        round: null,
        settings,
      };
    }
    case 'audit':
      return {
        document: 'audit',
        view: { audit: fileAudit(context), madeAt: context.now.toISOString() },
        round: null,
        settings,
      };
    case 'live-poster': {
      const url = (context.session.live ?? refuse('live-unavailable', {})).status().url;
      if (url === null) refuse('live-off', {}, 'document');
      return { document: 'live-poster', view: { url }, round: null, settings };
    }
  }
}
