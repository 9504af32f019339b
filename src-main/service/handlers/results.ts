/** Results: a match sheet's result entered or corrected, or cleared; a backup each time a round becomes complete. */
import { checkResult } from '../../../src-engine/index.ts';
import { type FileProblem, problemRefusal, Refused, refuse, type ScoreWarning } from '../../contract/refusals.ts';
import type {
  ClearedResult,
  FinalRoundChange,
  MatchView,
  RecordedResult,
  ResultOutcome,
  RoundView,
} from '../../contract/views/tournament.ts';
import { diskProblem, StoreError } from '../../store/store-error.ts';
import { backupPath, pruneBackups, saveCopy } from '../../store/tournament-file.ts';
import type { MatchRow } from '../../store/tournament-store.ts';
import {
  allRounds,
  carriedGame,
  type Facts,
  isRecorded,
  matchesOfRound,
  recordedOf,
} from '../adapters/facts-document.ts';
import { finalRoundUpdate, lockClassicPhase } from '../adapters/final-phase.ts';
import { pairedRound } from '../adapters/round-lookup.ts';
import type { AfterCommit } from '../core/command.ts';
import type { CommandContext } from '../core/context.ts';
import type { clearResultInput, In, recordResultInput } from '../inputs/inputs.ts';
import { checkPair } from '../seen/seen.ts';
import { resultConsequences, standingsNow } from '../views/result-consequences.ts';
import { matchView, playerIndex, roundView, summaryView } from '../views/views.ts';

/** Automatic backups kept next to the file, one per completed round. */
export const ROUND_BACKUPS_KEPT = 10;

/**
 * The match at this table of this round (the latest one by default: the final phase's once it is
 * open), with the players the writer's screen showed there, not the one against X. The classic
 * rounds do not change while a final phase is open.
 */
function targetMatch(
  context: CommandContext,
  roundInput: number | undefined,
  table: number,
  pair: readonly [number, number] | undefined,
): MatchRow {
  const { facts } = context;
  if (allRounds(facts).length === 0) return refuse('no-round', { purpose: 'result' });
  const round = pairedRound(facts, roundInput);
  const matches = matchesOfRound(facts, round);
  const match = matches.find((m) => m.table === table);
  if (match === undefined) return refuse('unknown-table', { round, table, tables: matches.length }, 'table');
  checkPair(context, match, pair);
  if (match.b === null) refuse('table-x', { table, name: playerIndex(facts).get(match.a)?.name ?? '' }, 'table');
  if (round <= facts.rounds.length) lockClassicPhase(facts, 'result');
  return match;
}

/** The facts with one match replaced, in the classic rounds or in the final phase. */
function withMatch(facts: Facts, match: MatchRow, updated: MatchRow): Facts {
  const replace = (list: MatchRow[]) => list.map((m) => (m === match ? updated : m));
  return {
    ...facts,
    matches: replace(facts.matches),
    final: facts.final === null ? null : { ...facts.final, matches: replace(facts.final.matches) },
  };
}

/** What the result written at `match` does to the final round (finalRoundUpdate); none before the final phase opens. */
const finalRoundAfter = (facts: Facts, match: MatchRow, updated: MatchRow, now: Date) =>
  facts.final === null ? null : finalRoundUpdate(withMatch(facts, match, updated), updated, now.toISOString());

/** What a semi-final's result did to the final, for the log: « finale formée : A – B ». */
function finalRoundSummary(facts: Facts, update: NonNullable<ReturnType<typeof finalRoundUpdate>>): string {
  const players = playerIndex(facts);
  const name = (id: number | null) => (id === null ? 'X' : (players.get(id)?.name ?? '?'));
  const pairs = update.matches.map((m) => `${name(m.a)} – ${name(m.b)}`).join(' ; ');
  return {
    formed: ` ; finale formée : ${pairs}`,
    'formed-again': ` ; finale formée à nouveau : ${pairs}`,
    removed: ` ; finale retirée (une demi-finale attend son résultat)`,
  }[update.change];
}

/** What the transaction wrote, and whether the round it completed needs its backup. */
export interface ResultWritten {
  outcome: Omit<ResultOutcome, 'backup' | 'backupFailed'>;
  completedRound: number | null;
}

const sameResult = (a: RecordedResult | null, b: RecordedResult | null) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Nothing the director typed is silently replaced. A write that says what it replaces (what its
 * screen showed) is refused when the file holds something else now: another screen wrote since. A
 * write that says nothing may only enter a first result: replacing one is a correction, and says so.
 */
function checkNotStale(context: CommandContext, match: MatchRow, replaces: RecordedResult | null | undefined): void {
  const current = isRecorded(match) ? recordedOf(match) : null;
  if (replaces !== undefined && sameResult(current, replaces)) return;
  if (replaces === undefined && current === null) return;
  const players = playerIndex(context.facts);
  const where = {
    round: match.round,
    table: match.table,
    a: players.get(match.a)?.name ?? '',
    b: match.b === null ? 'X' : (players.get(match.b)?.name ?? ''),
    ...lastWrite(context, match),
  };
  if (replaces === undefined) refuse('result-recorded', { ...where, current: current as RecordedResult }, 'table');
  refuse('stale-result', { ...where, current }, 'table');
}

/**
 * When the table's result became what the file holds, and by whose hand: the row's own entry
 * for a result entered (undo puts it back with the row); otherwise — a result cleared or taken
 * back, or entered before the file kept who — the log's latest change to the match.
 */
function lastWrite(context: CommandContext, match: MatchRow): { at: string | null; by: string | null } {
  if (match.entered !== null) return match.entered;
  const change = context.session.store.lastChangeTo('matches', { round: match.round, table_no: match.table });
  return { at: change?.at ?? null, by: change?.hand ?? null };
}

export function recordResult(context: CommandContext, input: In<typeof recordResultInput>): ResultWritten {
  const { facts } = context;
  const match = targetMatch(context, input.round, input.table, input.pair);
  checkNotStale(context, match, input.replaces);
  // A final that counts the finalists' classic game starts at game 2: the games typed follow it.
  const carried = carriedGame(match);
  const counted = input.games === undefined || carried === null ? input.games : [carried, ...input.games];
  const entry = {
    ...(counted === undefined ? {} : { games: counted }),
    ...(input.forfeit === undefined ? {} : { forfeit: input.forfeit }),
    ...(input.abandon === undefined ? {} : { abandon: input.abandon }),
    ...(input.decision === undefined ? {} : { decision: input.decision }),
  };
  const inFinalPhase = facts.final !== null && match.round > facts.final.afterRound;
  const bestOfThree = inFinalPhase ? (facts.final?.bestOfThree ?? false) : facts.settings.bestOfThree;
  const check = checkResult(entry, { entry: { bestOfThree } });
  const [problem] = check.problems;
  if (problem !== undefined) throw new Refused(problemRefusal(problem));
  if (check.warnings.length > 0 && !input.confirmed)
    refuse(
      'needs-confirmation',
      { warnings: check.warnings.map(({ code, params }) => ({ code, params }) as ScoreWarning) },
      'games',
    );
  const updated: MatchRow = {
    ...match,
    games: input.forfeit === undefined ? (input.games ?? []).map(([a, b]) => [a, b]) : [],
    forfeit: input.forfeit ?? null,
    abandon: input.abandon ?? null,
    decisionAgainst: input.decision?.against ?? null,
    entered: { by: context.hand.name, at: context.now.toISOString() },
  };
  const edit = isRecorded(match);
  // A correction says whose rank it changed: the standings before it, to compare with those after.
  const before = edit ? standingsNow(facts, context.state) : null;
  const final = finalRoundAfter(facts, match, updated, context.now);
  const summary = `${logSummary(facts, match, updated, edit)}${final === null ? '' : finalRoundSummary(facts, final)}`;
  context.change(edit ? 'edit-result' : 'record-result', summary, (w) => {
    w.putMatch(updated);
    final?.write(w);
  });
  // The facts after the change: the ones before with the rows it wrote read again (core/readings.ts).
  const after = context.facts;
  const round = roundView(match.round, after);
  return {
    outcome: {
      match: round.matches.find((m) => m.table === match.table) as MatchView,
      round,
      summary: summaryView(context.path, after),
      revision: context.session.store.revision(),
      ...finalRoundOutcome(final, after),
      consequences: before === null ? null : resultConsequences(match, before, standingsNow(after, context.state)),
    },
    completedRound: !edit && complete(round) && match.round === allRounds(facts).length ? match.round : null,
  };
}

/** Every match of the round has its result (a match against X always has). */
const complete = (round: RoundView) => round.matches.every((m) => m.b === null || m.recorded !== null);

/** The final round a semi-final's result changed, as the outcome says it. */
function finalRoundOutcome(
  final: ReturnType<typeof finalRoundUpdate>,
  after: Facts,
): { finalRound?: FinalRoundChange } {
  if (final === null) return {};
  const matches = final.change === 'removed' ? [] : final.matches.map((m) => matchView(m, after));
  return { finalRound: { change: final.change, round: final.round, matches } };
}

/** The change log's line for a result: who played, and what was entered. */
function logSummary(facts: Facts, match: MatchRow, updated: MatchRow, edit: boolean): string {
  const players = playerIndex(facts);
  const nameOf = (id: number | null) => (id === null ? 'X' : (players.get(id)?.name ?? '?'));
  const sideName = (side: 'a' | 'b') => nameOf(side === 'a' ? match.a : match.b);
  const scores = updated.games.map(([a, b]) => `${a}-${b}`).join(', ');
  const what =
    updated.forfeit !== null
      ? `forfait de ${updated.forfeit === 'both' ? 'deux joueurs' : sideName(updated.forfeit)}`
      : updated.abandon !== null
        ? `${scores} au moment de l'abandon de ${sideName(updated.abandon.by)}${updated.abandon.agreed ? ' (accepté)' : ' (sans accord)'}`
        : updated.decisionAgainst !== null
          ? `${scores}, décision arbitrale contre ${sideName(updated.decisionAgainst)}`
          : scores;
  return `${edit ? 'Correction' : 'Résultat'} ronde ${match.round}, table ${match.table} : ${nameOf(match.a)} – ${nameOf(match.b)}, ${what}`;
}

/** Why a backup could not be written, as the surfaces word a file's problem. */
function backupProblem(error: unknown, destination: string): FileProblem {
  const known = error instanceof StoreError ? error : diskProblem(error, destination, true);
  return known?.problem ?? { reason: 'unwritable', detail: error instanceof Error ? error.message : String(error) };
}

/**
 * Each time a round becomes complete, a backup in the folder next to the file (the last ten
 * kept). The result is already saved: a backup that cannot be written is said, not a refusal.
 */
export async function backUpCompletedRound(recorded: ResultWritten, after: AfterCommit): Promise<ResultOutcome> {
  const round = recorded.completedRound;
  if (round === null || after.file === null) return { ...recorded.outcome, backup: null, backupFailed: null };
  const destination = backupPath(after.file.path, `ronde-${round}`, after.now);
  try {
    await saveCopy(after.file, destination);
    pruneBackups(after.file.path, 'ronde-', ROUND_BACKUPS_KEPT);
    return { ...recorded.outcome, backup: destination, backupFailed: null };
  } catch (error) {
    return {
      ...recorded.outcome,
      backup: null,
      backupFailed: { round, problem: backupProblem(error, destination) },
    };
  }
}

export function clearResult(context: CommandContext, input: In<typeof clearResultInput>): ClearedResult {
  const { facts } = context;
  const match = targetMatch(context, input.round, input.table, input.pair);
  if (!isRecorded(match)) refuse('no-result', { round: match.round, table: match.table }, 'table');
  // Clearing is explicit; what the screen showed must still be there.
  if (input.replaces !== undefined) checkNotStale(context, match, input.replaces);
  const cleared: MatchRow = {
    ...match,
    games: [],
    forfeit: null,
    abandon: null,
    decisionAgainst: null,
    entered: null,
  };
  const before = standingsNow(facts, context.state);
  const final = finalRoundAfter(facts, match, cleared, context.now);
  const summary = `Effacement du résultat ronde ${match.round}, table ${match.table}${final === null ? '' : finalRoundSummary(facts, final)}`;
  context.change('clear-result', summary, (w) => {
    w.putMatch(cleared);
    final?.write(w);
  });
  const after = context.facts;
  const now = matchesOfRound(after, match.round).find((m) => m.table === match.table) as MatchRow;
  return {
    ...matchView(now, after),
    ...finalRoundOutcome(final, after),
    consequences: resultConsequences(match, before, standingsNow(after, context.state)),
  };
}
