/**
 * The rating estimate of every player, in the order of the final ranking: the Elo form with the
 * tournament's constants, each player's own K where set, over the classic rounds and the final
 * phase's matches. An estimate, and says so.
 */
import { ratingReport, type TournamentState } from '../../../src-engine/index.ts';
import type { RatingReportView } from '../../contract/views/standings.ts';
import { engineIds } from '../adapters/engine-ids.ts';
import type { Facts } from '../adapters/facts-document.ts';
import { stateWithFinalPhase } from '../adapters/final-phase.ts';
import { eloOf, newcomerRatingOf } from '../adapters/settings-in-force.ts';
import { brief, standingsView } from './views.ts';

export function ratingReportView(facts: Facts, state: TournamentState): RatingReportView {
  const parameters = eloOf(facts.settings);
  // The final phase's matches count, each as one match (docs/rules.md, « Phase finale »).
  const played = facts.final === null ? state : stateWithFinalPhase(facts);
  const ids = engineIds(facts);
  const estimates = ratingReport(played, (p) => ids.player(p).k ?? parameters.k, parameters);
  const order = standingsView(facts, state, { final: true }).rows.map((r) => ids.index(r.id));
  const briefOf = (index: number) => brief(ids.player(index));
  return {
    estimate: true,
    parameters,
    newcomerRating: newcomerRatingOf(facts.settings),
    lines: order.map((index) => {
      const e = estimates[index] as (typeof estimates)[number];
      return {
        player: briefOf(index),
        licence: ids.player(index).licence,
        ratingBefore: e.ratingBefore,
        k: e.k,
        matches: e.matches.map((m, i) => ({
          round: e.opponents[i]?.round ?? 0,
          opponent: briefOf(e.opponents[i]?.opponent ?? 0),
          opponentRating: m.opponentRating,
          result: m.result,
          ending: e.opponents[i]?.ending ?? null,
          expected: m.expected,
        })),
        surplus: e.surplus,
        change: e.change,
        ratingAfter: e.ratingAfter,
        firstRating: e.firstRating,
        performance: e.performance,
      };
    }),
  };
}
