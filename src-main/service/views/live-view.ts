/**
 * The public view of the tournament the live results serve: the current round, the standings
 * after the last complete round with the series and categories, and every player's rounds. Built
 * from the same views the director's screens show, then cut down to what the public may see: no
 * licence, no birth year, no path, and no rating when the director hides them.
 */
import type { PlayerTally, TournamentState } from '../../../src-engine/index.ts';
import { clockEndsAt, readClock } from '../../contract/views/clock.ts';
import type {
  LiveClock,
  LiveFinalMatch,
  LiveFinalPhase,
  LiveHistoryLine,
  LiveMatch,
  LivePlayer,
  LivePlayerPage,
  LiveResult,
  LiveStandings,
  LiveStandingsRow,
  LiveView,
} from '../../contract/views/live.ts';
import type { StandingsRow } from '../../contract/views/standings.ts';
import type { MatchView, PlayerBrief, ResultView } from '../../contract/views/tournament.ts';
import type { ClockRow } from '../../store/tournament-store.ts';
import { engineIds } from '../adapters/engine-ids.ts';
import { type Facts, frozen } from '../adapters/facts-document.ts';
import { finalPlaces } from '../adapters/final-phase.ts';
import { progressOf } from '../adapters/progress.ts';
import { talliesOf } from '../adapters/tallies.ts';
import { historyLines } from './history-views.ts';
import { brief, roundView, standingsView, summaryView } from './views.ts';

/** Whether the rank at `i` is shared with a neighbour (players ex æquo). */
const sharedAt = (ranks: readonly number[], i: number) => ranks[i - 1] === ranks[i] || ranks[i + 1] === ranks[i];

function liveResult(result: ResultView): LiveResult {
  return {
    kind: result.kind,
    games: result.games.map(([a, b]) => [a, b]),
    forfeit: result.forfeit,
    abandon: result.abandon,
    decisionAgainst: result.decisionAgainst,
    pm: result.pm,
  };
}

/** A player's side of a match that did not end on the board, for their page. */
function endingOf(result: ResultView | null, side: 'a' | 'b'): Pick<LiveHistoryLine, 'ending' | 'endedBy'> {
  const whose = (by: 'a' | 'b' | 'both') => (by === 'both' ? 'both' : by === side ? 'player' : 'opponent');
  if (result?.forfeit) return { ending: 'forfeit', endedBy: whose(result.forfeit) };
  if (result?.abandon) return { ending: 'abandon', endedBy: whose(result.abandon.by) };
  if (result?.decisionAgainst) return { ending: 'decision', endedBy: whose(result.decisionAgainst) };
  return { ending: null, endedBy: null };
}

/** The clock's fixed moments: when the round ends while it runs, the time left while it stands paused. */
function liveClock(clock: ClockRow): LiveClock {
  // Paused, the time left does not depend on the moment it is read.
  if (clock.pausedAt !== null)
    return { endsAt: null, pausedRemainingMs: readClock({ ...clock, readAt: clock.pausedAt }, 0).remainingMs };
  return { endsAt: new Date(clockEndsAt(clock)).toISOString(), pausedRemainingMs: null };
}

/** The final phase as the public sees it: its rounds with each match's stage and winner, and the places. */
function liveFinalPhase(
  facts: Facts,
  player: (p: PlayerBrief) => LivePlayer,
  liveMatch: (m: MatchView) => LiveMatch,
  clock: ClockRow | null,
): LiveFinalPhase | null {
  const phase = facts.final;
  if (phase === null) return null;
  const rounds = phase.rounds.map((r) => {
    const view = roundView(r.number, facts);
    const winners = new Map(view.finalPhase?.winners.map((w) => [w.table, w.winner]) ?? []);
    return {
      number: view.number,
      stage: view.finalPhase?.stage ?? 'final',
      matches: view.matches.flatMap((m): LiveFinalMatch[] => {
        if (m.reason?.method !== 'final-phase') return [];
        const winner = winners.get(m.table) ?? null;
        return [
          { ...liveMatch(m), stage: m.reason.stage, winner: winner === null ? null : winner === m.a.id ? 'a' : 'b' },
        ];
      }),
    };
  });
  const places = finalPlaces(facts).map((p) => ({
    place: p.place,
    player: player(brief(engineIds(facts).player(p.player))),
    decided: p.decided,
  }));
  const latest = rounds.at(-1);
  const playing = latest?.matches.some((m) => m.result === null) === true;
  return {
    settled: progressOf(facts).finalPhase?.settled ?? false,
    rounds,
    places,
    clock: clock !== null && playing && clock.round === latest?.number ? liveClock(clock) : null,
  };
}

/** Each player's page, kept with the tally, rank, players and settings it was built from (a tally is shared by the revisions that did not seat its player). */
const pages = new WeakMap<
  PlayerTally,
  { rank: number | null; players: Facts['players']; settings: Facts['settings']; page: LivePlayerPage }
>();

/** `clock`: the clock of the latest round paired (a final phase's included), when the director started it. */
export function liveView(facts: Facts, state: TournamentState, revision: number, clock: ClockRow | null): LiveView {
  const ratingsShown = !facts.settings.liveHidesRatings;
  const player = (p: PlayerBrief): LivePlayer => ({
    id: p.id,
    name: p.name,
    club: p.club,
    rating: ratingsShown ? p.rating : null,
  });
  // The path is the director's: the summary is read for its counts, and only they leave.
  const summary = summaryView('', facts);
  const current = summary.currentRound;
  // Every match as the director's screens score it, by round and table, for the players' pages.
  // By round and table as one number: a text key made for each of thousands of lines costs more than the page.
  const matchKey = (round: number, table: number) => round * 1_000_000 + table;
  const matches = new Map<number, MatchView>();
  for (const round of facts.rounds)
    for (const match of roundView(round.number, facts).matches) matches.set(matchKey(match.round, match.table), match);

  const liveMatch = (m: MatchView): LiveMatch => ({
    table: m.table,
    a: player(m.a),
    b: m.b === null ? null : player(m.b),
    starts: m.starts === null ? null : m.starts === m.a.id ? 'a' : 'b',
    result: m.result === null ? null : liveResult(m.result),
  });
  const round =
    current === null
      ? null
      : {
          number: current.number,
          entered: current.entered,
          total: current.total,
          matches: [...matches.values()].filter((m) => m.round === current.number).map(liveMatch),
          // Once every result is in, the round's end no longer matters to the room.
          clock:
            clock !== null && clock.round === current.number && current.entered < current.total
              ? liveClock(clock)
              : null,
        };

  // After the last round whose results are all in; the final standings once the tournament is over.
  const progress = progressOf(facts);
  const after = progress.complete;
  const standings =
    after === 0 ? null : liveStandings(standingsView(facts, state, { after, final: progress.finished }));
  const rankOf = new Map(standings?.rows.map((r) => [r.player.id, r.rank]) ?? []);

  function row(r: StandingsRow, rank: number, shared: boolean): LiveStandingsRow {
    return {
      rank,
      shared,
      player: player(r),
      pm: r.pm,
      ppm: r.ppm,
      pdep: r.pdep,
      withdrawn: r.withdrawn,
      tieBreak: r.tieBreak,
    };
  }

  function liveStandings(view: ReturnType<typeof standingsView>): LiveStandings {
    const ranks = view.rows.map((r) => r.rank);
    return {
      after: view.after,
      final: view.final,
      rows: view.rows.map((r, i) => row(r, r.rank, sharedAt(ranks, i))),
      categories: view.categories.map((c) => {
        const inCategory = c.lines.map((l) => l.rank);
        return {
          name: c.name,
          kind: c.kind,
          lines: c.lines.map((l, i) => row(l.row, l.rank, sharedAt(inCategory, i))),
        };
      }),
    };
  }

  const tallies = talliesOf(state);
  const ids = engineIds(facts);
  const players = facts.players.map((p): LivePlayerPage => {
    const tally = tallies[ids.index(p.id)] as PlayerTally;
    const rank = rankOf.get(p.id) ?? null;
    // A player none of whose matches changed keeps their page: the same tally, rank, players and settings.
    const kept = pages.get(tally);
    if (kept !== undefined && kept.rank === rank && kept.players === facts.players && kept.settings === facts.settings)
      return kept.page;
    const page = frozen({
      player: player(p),
      rank,
      lines: historyLines(facts, tally).map((line): LiveHistoryLine => {
        const match = line.table === null ? undefined : matches.get(matchKey(line.round, line.table));
        const side = match?.a.id === p.id ? 'a' : 'b';
        const result = match?.result ?? null;
        // The games as the rules score them, the player's own score first.
        const games = (result?.games ?? []).map(([a, b]) => (side === 'a' ? [a, b] : [b, a]) as [number, number]);
        return {
          round: line.round,
          table: line.table,
          opponent: line.opponent === null ? null : player(line.opponent),
          outcome: line.outcome,
          ...endingOf(result, side),
          games,
          pm: line.pm,
          pdep: line.pdep,
          totalPm: line.totalPm,
        };
      }),
    });
    pages.set(tally, { rank, players: facts.players, settings: facts.settings, page });
    return page;
  });

  return {
    revision,
    tournament: {
      name: summary.name,
      date: summary.date,
      place: summary.place,
      plannedRounds: progress.planned,
      roundsPaired: progress.paired,
      finished: progress.finished,
    },
    ratingsShown,
    signedPdep: facts.settings.ruleset.pdep.kind === 'score-difference',
    round,
    standings,
    players,
    finalPhase: liveFinalPhase(facts, player, liveMatch, clock),
  };
}
