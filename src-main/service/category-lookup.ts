/** Finding one series or category's ranking by the name a director types. */
import { sameCategoryName } from '../../src-engine/index.ts';
import { ServiceError } from './service-error.ts';
import type { CategoryStandings, StandingsView } from './views.ts';

/** The ranking named (accents and case ignored), or a refusal that lists the rankings there are. */
export function categoryStandingsNamed(view: StandingsView, name: string): CategoryStandings {
  const ranking = view.categories.find((c) => sameCategoryName(c.name, name));
  if (ranking !== undefined) return ranking;
  const known = view.categories.map((c) => c.name).join(', ');
  throw new ServiceError(
    'unknown-category',
    `Aucun joueur dans la série ou catégorie « ${name} »${known === '' ? '.' : ` ; classements possibles : ${known}.`}`,
    'category',
  );
}
