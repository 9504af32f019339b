/**
 * How a table's result is written, whoever's hand sends it: typed at a desk (recordResult), or
 * proposed from the table's phone and validated (acceptProposal) or confirmed by two phones
 * (proposeResult). One path: the same checks against what the screen saw, the engine's check of
 * the result, the final formed by a semi-final, the log's words and the answer; and, once the
 * transaction is committed, the backup of a round the result completed.
 */
import { checkResult } from '../../../src-engine/index.ts';
import { type FileProblem, problemRefusal, Refused, refuse, type ScoreWarning } from '../../contract/refusals.ts';
import {
  type FinalRoundChange,
  type MatchView,
  type RecordedResult,
  type ResultOutcome,
  type RoundView,
  roundChange,
  type TableChanged,
} from '../../contract/views/tournament.ts';
import { diskProblem, StoreError } from '../../store/store-error.ts';
import { backupFolder, backupPath, pruneBackups, saveCopy } from '../../store/tournament-file.ts';
import type { MatchRow, ProposalWay } from '../../store/tournament-store.ts';
import type { AfterCommit } from '../core/command.ts';
import { type CommandContext, shownTo } from '../core/context.ts';
import { problemShown } from '../core/refusal-of.ts';
import { checkPair } from '../seen/seen.ts';
import { resultConsequences, standingsNow } from '../views/result-consequences.ts';
import { matchView, playerIndex, roundView, summaryView } from '../views/views.ts';
import { allRounds, carriedGame, type Facts, isRecorded, matchesOfRound, recordedOf } from './facts-document.ts';
import { finalRoundUpdate, lockClassicPhase } from './final-phase.ts';
import { pairedRound } from './round-lookup.ts';

/**
 * The match at this table of this round (the latest one by default: the final phase's once it is
 * open), with the players the writer's screen showed there, not the one against X. The classic
 * rounds do not change while a final phase is open. A station enters and corrects the results of
 * the round in play, the latest one: an earlier round is corrected at the director's desk, where
 * its consequences on the rounds paired since are seen.
 */
export function targetMatch(
  context: CommandContext,
  roundInput: number | undefined,
  table: number,
  pair: readonly [number, number] | undefined,
): MatchRow {
  const { facts } = context;
  if (allRounds(facts).length === 0) return refuse('no-round', { purpose: 'result' });
  const round = pairedRound(facts, roundInput);
  const current = allRounds(facts).at(-1)?.number ?? round;
  if (context.hand.role !== 'director' && round !== current) refuse('earlier-round', { round, current }, 'round');
  const matches = matchesOfRound(facts, round);
  const match = matches.find((m) => m.table === table);
  if (match === undefined) return refuse('unknown-table', { round, table, tables: matches.length }, 'table');
  checkPair(context, match, pair);
  if (match.b === null) refuse('table-x', { table, name: playerIndex(facts).get(match.a)?.name ?? '' }, 'table');
  if (round <= facts.rounds.length) lockClassicPhase(facts, 'result');
  return match;
}

/** The facts with one match replaced, in the classic rounds or in the final phase. */
export function withMatch(facts: Facts, match: MatchRow, updated: MatchRow): Facts {
  const replace = (list: MatchRow[]) => list.map((m) => (m === match ? updated : m));
  return {
    ...facts,
    matches: replace(facts.matches),
    final: facts.final === null ? null : { ...facts.final, matches: replace(facts.final.matches) },
  };
}

/** What the result written at `match` does to the final round (finalRoundUpdate); none before the final phase opens. */
export const finalRoundAfter = (facts: Facts, match: MatchRow, updated: MatchRow, now: Date) =>
  facts.final === null ? null : finalRoundUpdate(withMatch(facts, match, updated), updated, now.toISOString());

/** What a semi-final's result did to the final, for the log: « finale formée : A – B ». */
export function finalRoundSummary(facts: Facts, update: NonNullable<ReturnType<typeof finalRoundUpdate>>): string {
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
export function checkNotStale(
  context: CommandContext,
  match: MatchRow,
  replaces: RecordedResult | null | undefined,
): void {
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
function lastWrite(
  context: CommandContext,
  match: MatchRow,
): { at: string | null; by: string | null; via: ProposalWay | null } {
  if (match.entered !== null) return match.entered;
  const change = context.session.store.lastChangeTo('matches', { round: match.round, table_no: match.table });
  return { at: change?.at ?? null, by: change?.hand ?? null, via: null };
}

/** Whether the match is played in two winning games: the final phase's format, or the classic rounds'. */
export function playsBestOfThree(facts: Facts, match: MatchRow): boolean {
  const inFinalPhase = facts.final !== null && match.round > facts.final.afterRound;
  return inFinalPhase ? (facts.final?.bestOfThree ?? false) : facts.settings.bestOfThree;
}

/** A table's result as typed or proposed: the games, or how the match ended. */
export interface TypedResult {
  games?: Array<[number, number]>;
  forfeit?: 'a' | 'b' | 'both';
  abandon?: { by: 'a' | 'b'; agreed: boolean };
  decision?: { against: 'a' | 'b' };
}

/** How the result reached the file: its unusual games confirmed, and the table's proposal it came from. */
export interface HowEntered {
  confirmed?: boolean;
  via?: ProposalWay | null;
}

/**
 * Writes a table's result (the match found and checked against what the screen saw by the
 * caller): the engine checks it, a semi-final's result forms the final, the log says it, and the
 * answer says what it changed.
 */
export function enterResult(
  context: CommandContext,
  match: MatchRow,
  input: TypedResult,
  how: HowEntered = {},
): ResultWritten {
  const { facts } = context;
  // A final that counts the finalists' classic game starts at game 2: the games typed follow it.
  const carried = carriedGame(match);
  const counted = input.games === undefined || carried === null ? input.games : [carried, ...input.games];
  const entry = {
    ...(counted === undefined ? {} : { games: counted }),
    ...(input.forfeit === undefined ? {} : { forfeit: input.forfeit }),
    ...(input.abandon === undefined ? {} : { abandon: input.abandon }),
    ...(input.decision === undefined ? {} : { decision: input.decision }),
  };
  const check = checkResult(entry, { entry: { bestOfThree: playsBestOfThree(facts, match) } });
  const [problem] = check.problems;
  if (problem !== undefined) throw new Refused(problemRefusal(problem));
  if (check.warnings.length > 0 && how.confirmed !== true)
    refuse(
      'needs-confirmation',
      { warnings: check.warnings.map(({ code, params }) => ({ code, params }) as ScoreWarning) },
      'games',
    );
  const via = how.via ?? null;
  const updated: MatchRow = {
    ...match,
    games: input.forfeit === undefined ? (input.games ?? []).map(([a, b]) => [a, b]) : [],
    forfeit: input.forfeit ?? null,
    abandon: input.abandon ?? null,
    decisionAgainst: input.decision?.against ?? null,
    entered: { by: context.hand.name, at: context.now.toISOString(), via },
  };
  const edit = isRecorded(match);
  // A correction says whose rank it changed: the standings before it, to compare with those after.
  const before = edit ? standingsNow(facts, context.state) : null;
  const final = finalRoundAfter(facts, match, updated, context.now);
  const summary = `${logSummary(facts, match, updated, edit)}${viaSummary(via, context.hand.name)}${final === null ? '' : finalRoundSummary(facts, final)}`;
  context.change(edit ? 'edit-result' : 'record-result', summary, (w) => {
    w.putMatch(updated);
    final?.write(w);
  });
  // The facts after the change: the ones before with the rows it wrote read again (core/readings.ts).
  const after = context.facts;
  const { changed, round } = tableChanged(context, match);
  return {
    outcome: {
      ...changed,
      ...finalRoundOutcome(final, after),
      consequences: before === null ? null : resultConsequences(match, before, standingsNow(after, context.state)),
    },
    completedRound: !edit && complete(round) && match.round === allRounds(facts).length ? match.round : null,
  };
}

/**
 * What a result's (or a clearing's) answer tells the screen that made it, the change written: the
 * match, its round and the header as the file now has them, the revision the change made and the
 * undo buttons after it; and the round's view, for what the command says of the round.
 */
export function tableChanged(context: CommandContext, match: MatchRow): { changed: TableChanged; round: RoundView } {
  const after = context.facts;
  const round = roundView(match.round, after);
  const written = round.matches.find((m) => m.table === match.table) as MatchView;
  const { store } = context.session;
  return {
    changed: {
      match: written,
      round: roundChange(round, [written]),
      summary: summaryView(context.pathShown, after),
      revision: store.revision(),
      undoButtons: store.undoButtons(),
    },
    round,
  };
}

/** Every match of the round has its result (a match against X always has). */
const complete = (round: RoundView) => round.matches.every((m) => m.b === null || m.recorded !== null);

/**
 * The log's words for a result that came from the table's proposal. A station's validation is
 * said by the log's hand beside it (« (Arbitre 2) »), the director's here, where no hand is shown.
 */
function viaSummary(via: ProposalWay | null, hand: string | null): string {
  if (via === 'confirmed') return ' ; proposé par la table, confirmé par deux téléphones';
  if (via === 'validated') return ` ; proposé par la table, validé${hand === null ? ' par le directeur' : ''}`;
  return '';
}

/** The final round a semi-final's result changed, as the outcome says it. */
export function finalRoundOutcome(
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

/** Automatic backups kept next to the file, one per completed round. */
export const ROUND_BACKUPS_KEPT = 10;

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
  // A station is told the backup beside the file, never the folders above it.
  const shown = shownTo(after.hand, after.file.path);
  const folder = backupFolder(after.file.path);
  let destination: string | null = null;
  try {
    // In the try too: naming the backup reads its folder, which may be anything but one.
    destination = backupPath(after.file.path, `ronde-${round}`, after.now);
    await saveCopy(after.file, destination);
    pruneBackups(after.file.path, 'ronde-', ROUND_BACKUPS_KEPT);
    return { ...recorded.outcome, backup: shown(destination), backupFailed: null };
  } catch (error) {
    return {
      ...recorded.outcome,
      backup: null,
      backupFailed: { round, problem: problemShown(backupProblem(error, destination ?? folder), shown) },
    };
  }
}
