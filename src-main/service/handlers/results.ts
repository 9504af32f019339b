/** Results: a match sheet's result entered or corrected, or cleared; a backup each time a round becomes complete. */
import { refuse } from '../../contract/refusals.ts';
import type { ClearedResult } from '../../contract/views/tournament.ts';
import type { MatchRow } from '../../store/tournament-store.ts';
import { isRecorded } from '../adapters/facts-document.ts';
import {
  checkNotStale,
  enterResult,
  finalRoundAfter,
  finalRoundOutcome,
  finalRoundSummary,
  type ResultWritten,
  tableChanged,
  targetMatch,
} from '../adapters/result-writing.ts';
import type { CommandContext } from '../core/context.ts';
import type { clearResultInput, In, recordResultInput } from '../inputs/inputs.ts';
import { resultConsequences, standingsNow } from '../views/result-consequences.ts';

/** Each time a round becomes complete, a backup beside the file (result-writing.ts). */
export { backUpCompletedRound } from '../adapters/result-writing.ts';

export function recordResult(context: CommandContext, input: In<typeof recordResultInput>): ResultWritten {
  const match = targetMatch(context, input.round, input.table, input.pair);
  checkNotStale(context, match, input.replaces);
  return enterResult(context, match, input, { confirmed: input.confirmed === true });
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
  return {
    ...tableChanged(context, match).changed,
    ...finalRoundOutcome(final, after),
    consequences: resultConsequences(match, before, standingsNow(after, context.state)),
  };
}
