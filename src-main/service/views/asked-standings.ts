/**
 * The standings a command asks for — after a round (the last one by default), final or not, of
 * one series or category — for the screens, the CLI and the printed standings alike.
 */
import type { TournamentState } from '../../../src-engine/index.ts';
import type { StandingsView } from '../../contract/views/standings.ts';
import { categoryStandingsNamed } from '../adapters/category-lookup.ts';
import type { Facts } from '../adapters/facts-document.ts';
import { pairedRound } from '../adapters/round-lookup.ts';
import { standingsView } from './views.ts';

export interface StandingsAsked {
  after?: number | undefined;
  final?: boolean | undefined;
  /** A series or category by name, accents and case ignored. */
  category?: string | undefined;
}

/** The standings asked for; a round not yet paired, or a ranking nobody is in, is refused in words. */
export function askedStandings(facts: Facts, state: TournamentState, asked: StandingsAsked): StandingsView {
  pairedRound(facts, asked.after, 'after');
  const view = standingsView(facts, state, {
    ...(asked.after === undefined ? {} : { after: asked.after }),
    ...(asked.final === undefined ? {} : { final: asked.final }),
  });
  return asked.category === undefined ? view : { ...view, category: categoryStandingsNamed(view, asked.category) };
}
