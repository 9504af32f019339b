/**
 * What a correction or a cleared result changed in the standings, worked out here rather than by
 * each screen: the standings after the last round paired, before and after the change, compared.
 */
import type { TournamentState } from '../../../src-engine/index.ts';
import type { StandingsView } from '../../contract/views/standings.ts';
import type { RankChange, ResultConsequences } from '../../contract/views/tournament.ts';
import type { MatchRow } from '../../store/tournament-store.ts';
import type { Facts } from '../adapters/facts-document.ts';
import { standingsView } from './views.ts';

/** The standings a correction is measured against: after the last round paired, as Classement shows them. */
export const standingsNow = (facts: Facts, state: TournamentState): StandingsView => standingsView(facts, state, {});

/** Every player whose rank moved, and the players of the match even when their rank did not. */
function rankChanges(before: StandingsView, after: StandingsView, match: MatchRow): RankChange[] {
  const old = new Map(before.rows.map((r) => [r.id, r]));
  return after.rows
    .filter((r) => old.get(r.id)?.rank !== r.rank || r.id === match.a || r.id === match.b)
    .map((r) => {
      const o = old.get(r.id);
      return {
        id: r.id,
        name: r.name,
        rank: [o?.rank ?? null, r.rank],
        pm: [o?.pm ?? null, r.pm],
        pdep: [o?.pdep ?? null, r.pdep],
      };
    });
}

/** What the change at `match` did to the standings, from those read before it to those after. */
export function resultConsequences(match: MatchRow, before: StandingsView, after: StandingsView): ResultConsequences {
  const changes = rankChanges(before, after, match);
  return {
    round: match.round,
    table: match.table,
    changes,
    moved: changes.some((c) => c.rank[0] !== c.rank[1]),
  };
}
