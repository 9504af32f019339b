/** The typed writes of one change of a tournament file, each recorded so the change can be undone. */

import type { ChangeRecorder, Row } from './row-images.ts';
import type { ClockRow, FinalPhaseRow, MatchRow, PlayerRow, RoundRow, SettingsRow } from './rows.ts';

const playerColumns = (player: Omit<PlayerRow, 'id'>): Row => ({
  name: player.name,
  rating: player.rating,
  club: player.club,
  rating_type: player.ratingType,
  first_round: player.firstRound,
  withdrawn_after: player.withdrawnAfter,
  licence: player.licence,
  k: player.k,
  category: player.category,
  birth_year: player.birthYear,
});

/** The typed writes of one change; each goes through the recorder so it can be undone. */
export class TournamentWriter {
  private readonly recorder: ChangeRecorder;

  constructor(recorder: ChangeRecorder) {
    this.recorder = recorder;
  }

  putSettings(settings: SettingsRow): void {
    this.recorder.put('tournament', {
      id: 1,
      name: settings.name,
      date: settings.date,
      place: settings.place,
      ruleset: JSON.stringify(settings.ruleset),
      planned_rounds: settings.plannedRounds,
      best_of_three: settings.bestOfThree ? 1 : 0,
      minutes: settings.minutes,
      pairing_system: settings.pairingSystem,
      elo: settings.elo === null ? null : JSON.stringify(settings.elo),
      categories: settings.categories === null ? null : JSON.stringify(settings.categories),
      live_hides_ratings: settings.liveHidesRatings ? 1 : 0,
      newcomer_rating: settings.newcomerRating,
      table_proposals: settings.tableProposals ? 1 : 0,
      proposals_confirm: settings.proposalsConfirm ? 1 : 0,
      table_secret: settings.tableSecret,
      created_at: settings.createdAt,
    });
  }

  addPlayer(player: Omit<PlayerRow, 'id'>): number {
    return this.recorder.insert('players', playerColumns(player));
  }

  putPlayer(player: PlayerRow): void {
    this.recorder.put('players', { id: player.id, ...playerColumns(player) });
  }

  removePlayer(id: number): void {
    this.recorder.removeWhere('absences', 'player = @id', { id });
    this.recorder.remove('players', { id });
  }

  setAbsent(round: number, player: number, absent: boolean): void {
    if (absent) this.recorder.put('absences', { round, player });
    else this.recorder.remove('absences', { round, player });
  }

  putRound(round: RoundRow, matches: readonly MatchRow[]): void {
    this.recorder.put('rounds', { number: round.number, method: round.method, paired_at: round.pairedAt });
    for (const match of matches) this.putMatch(match);
  }

  /**
   * Writes a match with its result, replacing the games it had: each game written over the one of
   * its number, those past the new count removed (a correction changes the rows it changes, not
   * every row of the match).
   */
  putMatch(match: MatchRow): void {
    const key = { round: match.round, table_no: match.table };
    this.recorder.removeWhere('games', 'round = @round AND table_no = @table_no AND game_no > @count', {
      ...key,
      count: match.games.length,
    });
    this.recorder.put('matches', {
      ...key,
      player_a: match.a,
      player_b: match.b,
      starts: match.starts,
      rematch: match.rematch ? 1 : 0,
      forfeit: match.forfeit,
      abandon_by: match.abandon?.by ?? null,
      abandon_agreed: match.abandon === null ? null : match.abandon.agreed ? 1 : 0,
      decision_against: match.decisionAgainst,
      reason: match.reason === null ? null : JSON.stringify(match.reason),
      entered_by: match.entered?.by ?? null,
      entered_at: match.entered?.at ?? null,
      entered_via: match.entered?.via ?? null,
    });
    match.games.forEach(([scoreA, scoreB], g) => {
      this.recorder.put('games', { ...key, game_no: g + 1, score_a: scoreA, score_b: scoreB });
    });
  }

  putClock(clock: ClockRow): void {
    this.recorder.put('round_clocks', {
      round: clock.round,
      paired_at: clock.pairedAt,
      started_at: clock.startedAt,
      minutes: clock.minutes,
      forfeit_ms: clock.forfeitMs,
      paused_at: clock.pausedAt,
      paused_ms: clock.pausedMs,
    });
  }

  removeClock(round: number): void {
    this.recorder.remove('round_clocks', { round });
  }

  putFinalPhase(phase: FinalPhaseRow): void {
    this.recorder.put('final_phase', {
      id: 1,
      size: phase.size,
      best_of_three: phase.bestOfThree ? 1 : 0,
      third_place: phase.thirdPlace ? 1 : 0,
      count_classic_game: phase.countClassicGame ? 1 : 0,
      after_round: phase.afterRound,
      seeds: JSON.stringify(phase.seeds),
      opened_at: phase.openedAt,
    });
  }

  removeFinalPhase(): void {
    this.recorder.remove('final_phase', { id: 1 });
  }

  /** Removes a round's pairing (and any results, and its clock) entirely. */
  removeRound(round: number): void {
    this.recorder.removeWhere('round_clocks', 'round = @round', { round });
    this.recorder.removeWhere('games', 'round = @round', { round });
    this.recorder.removeWhere('matches', 'round = @round', { round });
    this.recorder.remove('rounds', { number: round });
  }
}
