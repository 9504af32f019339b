/**
 * Results proposed from the tables: a phone reads its match sheet by the sheet's code and
 * proposes the table's result; the proposal waits in the box (never in the file) until a
 * director's or a station's hand validates it — it then becomes an ordinary result, said in the
 * log as « proposé par la table, validé par … » — or dismisses it. Two different proposals for
 * one table are validated only by a hand that saw both. When the director allows it, the same
 * numbers from two phones at two addresses validate themselves.
 *
 * The file decides what is still waiting: every command here first drops the proposals whose
 * table is no longer as they were made on (`prune`), saying what became of them — so nothing
 * needs telling when a result is entered at a desk, a round paired again or two players swapped.
 */
import { checkResult } from '../../../src-engine/index.ts';
import { problemRefusal, Refused, refuse } from '../../contract/refusals.ts';
import type {
  ProposalFate,
  ProposalSent,
  ProposalsAnswer,
  ProposalView,
  TableSheet,
} from '../../contract/views/stations.ts';
import type { MatchRow, RoundRow } from '../../store/tournament-store.ts';
import { allRounds, carriedGame, type Facts, isRecorded, matchesOfRound } from '../adapters/facts-document.ts';
import {
  backUpCompletedRound,
  checkNotStale,
  enterResult,
  playsBestOfThree,
  type ResultWritten,
  targetMatch,
} from '../adapters/result-writing.ts';
import { tableOfCode } from '../adapters/table-codes.ts';
import type { AfterCommit } from '../core/command.ts';
import type { CommandContext } from '../core/context.ts';
import type { ProposalBox } from '../core/proposal-box.ts';
import type {
  acceptProposalInput,
  dismissProposalInput,
  In,
  proposalsInput,
  proposeResultInput,
  tableCodeInput,
} from '../inputs/inputs.ts';
import { playerIndex } from '../views/views.ts';

/** How long a screen's question waits for the queue to change before it is answered anyway. */
export const PROPOSALS_WAIT_MS = 25_000;

const sameGames = (a: ReadonlyArray<[number, number]>, b: ReadonlyArray<[number, number]>) =>
  a.length === b.length && a.every(([x, y], i) => x === b[i]?.[0] && y === b[i]?.[1]);

/**
 * What became of a proposal whose table changed in the file, or null while it still waits: its
 * result entered (from this proposal, validated or confirmed, or otherwise), or the table no
 * longer the one it was made on (the round paired again, other players seated there).
 */
function fateIn(facts: Facts, proposal: ProposalView, pairedAt: string, now: string): ProposalFate | null {
  const round = allRounds(facts).find((r) => r.number === proposal.round);
  const match = matchesOfRound(facts, proposal.round).find((m) => m.table === proposal.table);
  if (round?.pairedAt !== pairedAt || match?.a !== proposal.pair[0] || match.b !== proposal.pair[1])
    return { how: 'expired', by: null, at: now };
  if (!isRecorded(match)) return null;
  const entered = match.entered;
  const by = entered?.by ?? null;
  const at = entered?.at ?? now;
  if (entered?.via != null && sameGames(match.games, proposal.games)) return { how: entered.via, by, at };
  return { how: 'entered', by, at };
}

/** The box, once what the file settled since is out of it. */
function prunedBox(context: CommandContext): ProposalBox {
  const box = context.session.proposals;
  const now = context.now.toISOString();
  box.prune((proposal, pairedAt) => fateIn(context.facts, proposal, pairedAt, now));
  return box;
}

function checkOn(context: CommandContext): void {
  if (!context.facts.settings.tableProposals) refuse('proposals-off', {});
}

/** The table a sheet's code names; the same refusal for every code that names none. */
function tableOf(context: CommandContext, code: string): { round: RoundRow; match: MatchRow } {
  return tableOfCode(context.facts, code) ?? refuse('table-code-unknown', {}, 'code');
}

function sheetOf(context: CommandContext, match: MatchRow, box: ProposalBox, phone?: string): TableSheet {
  const { facts } = context;
  const players = playerIndex(facts);
  const mine = phone === undefined ? null : box.mine(match.round, match.table, phone);
  return {
    tournament: facts.settings.name,
    round: match.round,
    table: match.table,
    stage: match.reason?.method === 'final-phase' ? match.reason.stage : null,
    a: players.get(match.a)?.name ?? '',
    b: match.b === null ? 'X' : (players.get(match.b)?.name ?? ''),
    bestOfThree: playsBestOfThree(facts, match),
    carried: carriedGame(match),
    recorded: isRecorded(match) ? match.games.map(([a, b]) => [a, b]) : null,
    mine: mine?.waiting === null || mine === null ? null : { games: mine.waiting.games, at: mine.waiting.at },
    fate: mine?.fate ?? null,
  };
}

/** The match sheet a phone scanned: its table, its players, and what this phone proposed. */
export function tableSheet(context: CommandContext, input: In<typeof tableCodeInput>): TableSheet {
  checkOn(context);
  const { match } = tableOf(context, input.code);
  return sheetOf(context, match, prunedBox(context), input.phone);
}

/** A phone's proposal, and the result it validated when a second phone agreed (the round's backup follows). */
export interface Proposed {
  sent: ProposalSent;
  written: ResultWritten | null;
}

export function proposeResult(context: CommandContext, input: In<typeof proposeResultInput>): Proposed {
  checkOn(context);
  const { facts } = context;
  const { round, match } = tableOf(context, input.code);
  const box = prunedBox(context);
  if (isRecorded(match)) refuse('table-result-in', { round: match.round, table: match.table });
  // The engine checks the numbers now, so the phone corrects a slip at once; unusual ones wait for an arbiter's eye.
  const carried = carriedGame(match);
  const games = input.games.map(([a, b]): [number, number] => [a, b]);
  const check = checkResult(
    { games: carried === null ? games : [carried, ...games] },
    { entry: { bestOfThree: playsBestOfThree(facts, match) } },
  );
  const [problem] = check.problems;
  if (problem !== undefined) throw new Refused(problemRefusal(problem));
  const sheet = sheetOf(context, match, box);
  const added = box.add(
    {
      round: match.round,
      table: match.table,
      pairedAt: round.pairedAt,
      pair: [match.a, match.b as number],
      a: sheet.a,
      b: sheet.b,
    },
    games,
    { phone: input.phone, address: input.address, form: input.form },
    context.now.toISOString(),
  );
  if (added.sent === 'full') return refuse('proposals-full', { waiting: added.waiting });
  const alone = box.forTable(match.round, match.table).length === 1;
  if (added.sent === 'agreed' && facts.settings.proposalsConfirm && alone && check.warnings.length === 0) {
    const written = enterResult(context, match, { games }, { via: 'confirmed' });
    const now = matchesOfRound(context.facts, match.round).find((m) => m.table === match.table) ?? match;
    const fate: ProposalFate = { how: 'confirmed', by: null, at: context.now.toISOString() };
    return { sent: { sheet: { ...sheetOf(context, now, box), fate }, sent: 'confirmed' }, written };
  }
  return {
    sent: { sheet: sheetOf(context, match, box, input.phone), sent: added.sent === 'again' ? 'again' : 'new' },
    written: null,
  };
}

/** The round a second phone's agreement completed is backed up, as a result typed at a desk. */
export async function backUpConfirmed(proposed: Proposed, after: AfterCommit): Promise<ProposalSent> {
  if (proposed.written !== null) await backUpCompletedRound(proposed.written, after);
  return proposed.sent;
}

/**
 * The queue on Résultats. Asked with the version the screen knows, the answer waits (after the
 * command's turn: the file stays free) until the queue or the file changes, then says only that
 * it changed; the screen asks again.
 */
export function proposals(
  context: CommandContext,
  input: In<typeof proposalsInput>,
): { box: ProposalBox; answer: ProposalsAnswer; waits: boolean } {
  const enabled = context.facts.settings.tableProposals;
  const box = prunedBox(context);
  const answer = { version: box.version, enabled, proposals: enabled ? box.waiting() : [] };
  return { box, answer, waits: input.known === box.version };
}

export async function waitForChange(asked: {
  box: ProposalBox;
  answer: ProposalsAnswer;
  waits: boolean;
}): Promise<ProposalsAnswer> {
  if (!asked.waits) return asked.answer;
  await asked.box.next(PROPOSALS_WAIT_MS);
  return { version: asked.box.version, enabled: asked.answer.enabled, proposals: null };
}

/** A proposal validated by the hand that sends it: it becomes the table's result, as if typed. */
export function acceptProposal(context: CommandContext, input: In<typeof acceptProposalInput>): ResultWritten {
  checkOn(context);
  const box = prunedBox(context);
  const proposal = box.get(input.proposal) ?? refuse('proposal-gone', { fate: box.fateOf(input.proposal) });
  const waiting = box.forTable(proposal.round, proposal.table);
  const shown = new Set(input.alongside);
  if (waiting.some((p) => p.id !== proposal.id && !shown.has(p.id)))
    refuse('stale-proposals', {
      round: proposal.round,
      table: proposal.table,
      proposals: waiting.map(({ games, phones }) => ({ games, phones })),
    });
  const match = targetMatch(context, proposal.round, proposal.table, input.pair ?? proposal.pair);
  // A result entered meanwhile, from another hand: refused, saying whose.
  checkNotStale(context, match, undefined);
  return enterResult(
    context,
    match,
    { games: proposal.games },
    { confirmed: input.confirmed === true, via: 'validated' },
  );
}

/** A proposal set aside: the phone that sent it sees so; the table's other proposals stay. */
export function dismissProposal(context: CommandContext, input: In<typeof dismissProposalInput>): ProposalsAnswer {
  const box = prunedBox(context);
  if (box.get(input.proposal) === null) refuse('proposal-gone', { fate: box.fateOf(input.proposal) });
  box.dismiss(input.proposal, { how: 'dismissed', by: context.hand.name, at: context.now.toISOString() });
  return { version: box.version, enabled: context.facts.settings.tableProposals, proposals: box.waiting() };
}
