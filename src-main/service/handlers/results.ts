/** Results: a match sheet's result entered or corrected, or cleared; a backup each time a round becomes complete. */
import { checkResult } from '../../../src-engine/index.ts';
import { problemRefusal, Refused, refuse, type ScoreWarning } from '../../contract/refusals.ts';
import type { MatchView, RecordedResult, ResultOutcome } from '../../contract/views/tournament.ts';
import { backupPath, pruneBackups, saveCopy } from '../../store/tournament-file.ts';
import type { MatchRow } from '../../store/tournament-store.ts';
import type { AfterCommit } from '../command.ts';
import type { CommandContext } from '../context.ts';
import { type Facts, isRecorded, recordedOf } from '../facts-document.ts';
import type { clearResultInput, In, recordResultInput } from '../inputs.ts';
import { matchView, playerIndex, roundView } from '../views.ts';

/** Automatic backups kept next to the file, one per completed round. */
export const ROUND_BACKUPS_KEPT = 10;

/** The match at this table of this round (the current one by default), not the one against X. */
function targetMatch(facts: Facts, roundInput: number | undefined, table: number): MatchRow {
  const paired = facts.rounds.length;
  if (paired === 0) return refuse('no-round', { purpose: 'result' });
  const round = roundInput ?? paired;
  if (round < 1 || round > paired) refuse('unknown-round', { round, paired }, 'round');
  const match = facts.matches.find((m) => m.round === round && m.table === table);
  if (match === undefined) {
    const tables = facts.matches.filter((m) => m.round === round).length;
    return refuse('unknown-table', { round, table, tables }, 'table');
  }
  if (match.b === null) refuse('table-x', { table, name: playerIndex(facts).get(match.a)?.name ?? '' }, 'table');
  return match;
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
    at: context.session.store.lastChangeOfMatch(match.round, match.table)?.at ?? null,
  };
  if (replaces === undefined) refuse('result-recorded', { ...where, current: current as RecordedResult }, 'table');
  refuse('stale-result', { ...where, current }, 'table');
}

export function recordResult(context: CommandContext, input: In<typeof recordResultInput>): ResultWritten {
  const { facts } = context;
  const match = targetMatch(facts, input.round, input.table);
  checkNotStale(context, match, input.replaces);
  const entry = {
    ...(input.games === undefined ? {} : { games: input.games }),
    ...(input.forfeit === undefined ? {} : { forfeit: input.forfeit }),
    ...(input.abandon === undefined ? {} : { abandon: input.abandon }),
    ...(input.decision === undefined ? {} : { decision: input.decision }),
  };
  const check = checkResult(entry, { entry: { bestOfThree: facts.settings.bestOfThree } });
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
  };
  const edit = isRecorded(match);
  context.change(edit ? 'edit-result' : 'record-result', logSummary(facts, match, updated, edit), (w) =>
    w.putMatch(updated),
  );
  // The file now holds exactly `facts` with this match replaced: no need to read it all again.
  const after: Facts = { ...facts, matches: facts.matches.map((m) => (m === match ? updated : m)) };
  const complete = after.matches.every((m) => m.round !== match.round || isRecorded(m));
  return {
    outcome: { match: matchView(updated, after), round: roundView(match.round, after) },
    completedRound: !edit && complete && match.round === after.rounds.length ? match.round : null,
  };
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
    return { ...recorded.outcome, backup: null, backupFailed: { round, detail: (error as Error).message } };
  }
}

export function clearResult(context: CommandContext, input: In<typeof clearResultInput>): MatchView {
  const match = targetMatch(context.facts, input.round, input.table);
  if (!isRecorded(match)) refuse('no-result', { round: match.round, table: match.table }, 'table');
  // Clearing is explicit; what the screen showed must still be there.
  if (input.replaces !== undefined) checkNotStale(context, match, input.replaces);
  context.change('clear-result', `Effacement du résultat ronde ${match.round}, table ${match.table}`, (w) =>
    w.putMatch({ ...match, games: [], forfeit: null, abandon: null, decisionAgainst: null }),
  );
  const after = context.facts;
  return matchView(after.matches.find((m) => m.round === match.round && m.table === match.table) as MatchRow, after);
}
