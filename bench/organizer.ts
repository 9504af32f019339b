/**
 * The comparison: the Swiss pairing of the npm package tournament-organizer (4.x), given the
 * same fields and, where it can be, the very same history as Sclassic's engine.
 *
 * tournament-organizer keeps its tournament as mutable objects: `nextRound()` pairs by adding
 * matches to them. A timed run therefore needs its own copy of the history, reloaded outside
 * the clock through `Manager.loadTournament`.
 */
import Manager from 'tournament-organizer';
import type { Tournament } from 'tournament-organizer/components';
import type { LoadableTournamentValues, MatchValues, PlayerValues } from 'tournament-organizer/interfaces';
import {
  isWithdrawnFor,
  type MatchOutcome,
  type PlayerRecord,
  readTournament,
  type TournamentDocument,
  tally,
  X,
} from '../src-engine/index.ts';

type PlayerMatch = PlayerValues['matches'][number];
type Tally = Pick<PlayerMatch, 'win' | 'loss' | 'draw'>;

/**
 * One game a match, as a classic round is scored by its winner; a bye is worth a win, as the
 * fictitious player X gives in Sclassic. These are tournament-organizer's own defaults, stated
 * because its Swiss weights are computed from these points.
 */
const SCORING: LoadableTournamentValues['scoring'] = { bestOf: 1, win: 1, draw: 0.5, loss: 0, bye: 1, tiebreaks: [] };

/**
 * Players rated, as in a Scrabble field: with a sorting other than 'none', its Swiss pairing
 * also weighs how close the players' ratings are (and starts round 1 from the rating order).
 */
const SORTING = 'descending';

const NO_PLAYER = { id: null, win: 0, loss: 0, draw: 0 };

function tallyOf(outcome: MatchOutcome): Tally {
  if (outcome === 'win') return { win: 1, loss: 0, draw: 0 };
  if (outcome === 'loss') return { win: 0, loss: 1, draw: 0 };
  return { win: 0, loss: 0, draw: 1 };
}

function pointsOf(outcome: MatchOutcome): number {
  return outcome === 'win' ? SCORING.win : outcome === 'loss' ? SCORING.loss : SCORING.draw;
}

/**
 * The Sclassic document's history as a tournament-organizer tournament about to pair the next
 * round: the same players and ratings, the same matches with the outcomes the engine scored
 * (a double forfeit is a loss for both, which tournament-organizer records per player), byes
 * for the matches against X, and the players withdrawn or announced absent set inactive so
 * that both pair the same field.
 */
export function organizerHistory(doc: TournamentDocument): LoadableTournamentValues {
  const state = readTournament(doc);
  const tallies = tally(state);
  const played = state.rounds.length;
  const idOf = (p: number) => state.players[p]?.id as string;
  const outcomeIn = (p: number, round: number): MatchOutcome => {
    const outcome = tallies[p]?.lines[round]?.outcome;
    if (outcome !== 'win' && outcome !== 'loss' && outcome !== 'draw') throw new Error(`no result for ${idOf(p)}`);
    return outcome;
  };
  // Points before each round, for tournament-organizer's "paired up or down" flag.
  const points = state.players.map(() => 0);
  const playerMatches: PlayerMatch[][] = state.players.map(() => []);
  const matches: MatchValues[] = [];

  state.rounds.forEach((round, r) => {
    const pointsBefore = [...points];
    for (const m of round.matches) {
      const id = `round-${r + 1}-table-${m.table}`;
      const base = { id, round: r + 1, match: m.table, active: false, loss: false, path: { win: null, loss: null } };
      if (m.b === X) {
        const bye = { win: Math.ceil(SCORING.bestOf / 2), loss: 0, draw: 0 };
        matches.push({ ...base, bye: true, player1: { id: idOf(m.a), ...bye }, player2: NO_PLAYER, meta: {} });
        playerMatches[m.a]?.push({ id, opponent: null, pairUpDown: false, seating: null, bye: true, ...bye });
        points[m.a] = (points[m.a] as number) + SCORING.bye;
        continue;
      }
      const a = outcomeIn(m.a, r);
      const b = outcomeIn(m.b, r);
      const pairUpDown = pointsBefore[m.a] !== pointsBefore[m.b];
      matches.push({
        ...base,
        bye: false,
        player1: { id: idOf(m.a), ...tallyOf(a) },
        player2: { id: idOf(m.b), ...tallyOf(b) },
        meta: {},
      });
      for (const [self, opponent, outcome] of [
        [m.a, m.b, a],
        [m.b, m.a, b],
      ] as const) {
        playerMatches[self]?.push({
          id,
          opponent: idOf(opponent),
          pairUpDown,
          seating: null,
          bye: false,
          ...tallyOf(outcome),
        });
        points[self] = (points[self] as number) + pointsOf(outcome);
      }
    }
  });

  const players: PlayerValues[] = state.players.map((player, p) => ({
    id: player.id,
    name: player.name,
    active: !isWithdrawnFor(player, played + 1) && !state.nextAbsent.has(p),
    value: state.ratingsInUse[p] as number,
    matches: playerMatches[p] as PlayerMatch[],
    meta: {},
  }));
  return {
    id: 'sclassic-history',
    name: 'Sclassic history',
    status: 'stage-one',
    round: played,
    players,
    matches,
    seating: false,
    sorting: SORTING,
    scoring: SCORING,
    // Its Swiss stage stops after `rounds` rounds (by default ⌈log2 players⌉): allow one more.
    stageOne: { format: 'swiss', consolation: false, rounds: played + 1, initialRound: 1, maxPlayers: 0 },
    stageTwo: { format: null, consolation: false, advance: { value: 0, method: 'all' } },
    meta: {},
  };
}

/** A fresh tournament from the history: loading shares the values' objects, so load a copy. */
export function loadOrganizerTournament(history: LoadableTournamentValues): Tournament {
  return new Manager().loadTournament(structuredClone(history));
}

/** Pairs the next round; returns how many tables (byes included) it made. */
export function pairOrganizerRound(tournament: Tournament): number {
  tournament.nextRound();
  return tournament.getMatchesByRound(tournament.getRoundNumber()).length;
}

function enterOutcome(tournament: Tournament, matchId: string, outcome: MatchOutcome): void {
  if (outcome === 'win') tournament.enterResult(matchId, 1, 0);
  else if (outcome === 'loss') tournament.enterResult(matchId, 0, 1);
  else tournament.enterResult(matchId, 0, 0, 1);
}

/**
 * A whole Swiss tournament as a director runs it with tournament-organizer: register the
 * players, pair round 1, then for each round enter the results, look at the standings and pair
 * the next round. `outcomes` are player 1's results, drawn beforehand and used in turn.
 * Returns how many tables it paired in all.
 */
export function playOrganizerTournament(
  field: readonly PlayerRecord[],
  rounds: number,
  outcomes: readonly MatchOutcome[],
): number {
  const tournament = new Manager().createTournament('bench', {
    sorting: SORTING,
    scoring: SCORING,
    stageOne: { format: 'swiss', rounds },
  });
  for (const player of field)
    tournament.createPlayer(player.name, player.id).set({ value: player.rating ?? undefined });
  tournament.startTournament();
  let drawn = 0;
  for (let round = 1; round <= rounds; round++) {
    if (round > 1) tournament.nextRound();
    for (const match of tournament.getActiveMatches()) {
      enterOutcome(tournament, match.getId(), outcomes[drawn % outcomes.length] as MatchOutcome);
      drawn++;
    }
    tournament.getStandings();
  }
  return tournament.getMatches().length;
}
