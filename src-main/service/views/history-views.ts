/** A player's games round by round, and the crosstable of every player: what the standings screen and the bulletin show. */

import type { PlayerTally, RoundLine, TournamentState } from '../../../src-engine/index.ts';
import { X } from '../../../src-engine/index.ts';
import type { CrosstableView, HistoryLine, PlayerHistoryView, StandingsView } from '../../contract/views/standings.ts';
import type { PlayerView } from '../../contract/views/tournament.ts';
import type { PlayerRow } from '../../store/tournament-store.ts';
import { engineIds } from '../adapters/engine-ids.ts';
import type { Facts } from '../adapters/facts-document.ts';
import { talliesOf } from '../adapters/tallies.ts';
import { brief, playerViews, standingsView } from './views.ts';

/** The match against X is an outcome of its own. */
const outcomeOf = (line: RoundLine): HistoryLine['outcome'] => (line.opponent === X ? 'x' : line.outcome);

/** Against X the outcome already says how the match was won: no second mark. */
const endingOf = (line: RoundLine): HistoryLine['ending'] => (line.opponent === X ? null : line.ending);

/** What every player's history is drawn from: read once when all of them are wanted (the live pages). */
export interface HistorySources {
  tallies: readonly PlayerTally[];
  players: PlayerView[];
}

export const historySources = (facts: Facts, state: TournamentState): HistorySources => ({
  tallies: talliesOf(state),
  players: playerViews(facts, state),
});

/**
 * Each round of `player`: opponent, outcome, how the match ended beyond the board, the games as
 * the rules count them from the player's side, PM and Pdep.
 */
export function historyView(
  facts: Facts,
  state: TournamentState,
  player: PlayerRow,
  sources: HistorySources = historySources(facts, state),
): PlayerHistoryView {
  const lines = historyLines(facts, sources.tallies[engineIds(facts).index(player.id)]);
  const view = sources.players.find((p) => p.id === player.id);
  if (view === undefined) throw new RangeError(`player ${player.id} is not in the facts`);
  return { player: view, lines };
}

/** A player's rounds from their tally: what their history and their page on the phones show. */
export function historyLines(facts: Facts, tally: PlayerTally | undefined): HistoryLine[] {
  const ids = engineIds(facts);
  let totalPm = 0;
  return (tally?.lines ?? []).map((line) => {
    totalPm += line.pm;
    const opponentRow = line.opponent === null ? null : ids.playerOrX(line.opponent);
    return {
      round: line.round,
      table: line.table,
      opponent: opponentRow === null ? null : brief(opponentRow),
      outcome: outcomeOf(line),
      ending: endingOf(line),
      games: line.games.map(([own, other]) => [own, other]),
      pm: line.pm,
      pdep: line.pdep,
      totalPm,
    };
  });
}

/** Every player in the order of `final` (the final ranking), each round as the opponent's rank and the outcome. */
export function crosstableView(facts: Facts, state: TournamentState, final: StandingsView): CrosstableView {
  const rankOf = new Map(final.rows.map((r, i) => [r.id, i + 1]));
  const tallies = talliesOf(state);
  const ids = engineIds(facts);
  return {
    rounds: facts.rounds.length,
    rows: final.rows.map((row) => {
      const index = ids.index(row.id);
      return {
        rank: row.rank,
        player: { id: row.id, name: row.name, club: row.club, rating: row.rating },
        pm: row.pm,
        pdep: row.pdep,
        cells: (tallies[index]?.lines ?? []).map((line) => ({
          round: line.round,
          opponentRank:
            line.opponent === null || line.opponent === X ? null : (rankOf.get(ids.id(line.opponent)) ?? null),
          x: line.opponent === X,
          outcome: outcomeOf(line),
          ending: endingOf(line),
          pm: line.pm,
        })),
      };
    }),
  };
}

/** The final standings, for the crosstable and the documents that print it. */
export const finalStandings = (facts: Facts, state: TournamentState): StandingsView =>
  standingsView(facts, state, { final: facts.rounds.length > 0 });
