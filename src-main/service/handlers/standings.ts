/** Standings after any round, a player's rounds, the crosstable: read only, derived by the engine from the facts. */
import type { CrosstableView, PlayerHistoryView, StandingsView } from '../../contract/views/standings.ts';
import { findPlayer } from '../adapters/player-lookup.ts';
import { pairedRound } from '../adapters/round-lookup.ts';
import type { CommandContext } from '../core/context.ts';
import type { In, playerInput, standingsInput } from '../inputs/inputs.ts';
import { crosstableView, finalStandings, historyView } from '../views/history-views.ts';
import { standingsView } from '../views/views.ts';

export function standings(context: CommandContext, input: In<typeof standingsInput>): StandingsView {
  const { facts } = context;
  pairedRound(facts, input.after, 'after');
  return standingsView(facts, context.state, input);
}

export function playerHistory(context: CommandContext, input: In<typeof playerInput>): PlayerHistoryView {
  return historyView(context.facts, context.state, findPlayer(context.facts, input.player, 'player'));
}

export function crosstable(context: CommandContext): CrosstableView {
  return crosstableView(context.facts, context.state, finalStandings(context.facts, context.state));
}
