/** Finding one series or category's ranking by the name a director types. */
import { sameCategoryName } from '../../../src-engine/index.ts';
import { refuse } from '../../contract/refusals.ts';
import type { CategoryStandings, StandingsView } from '../../contract/views/standings.ts';

/** The ranking named (accents and case ignored), or a refusal that lists the rankings there are. */
export function categoryStandingsNamed(view: StandingsView, name: string): CategoryStandings {
  const ranking = view.categories.find((c) => sameCategoryName(c.name, name));
  return ranking ?? refuse('unknown-category', { name, known: view.categories.map((c) => c.name) }, 'category');
}
