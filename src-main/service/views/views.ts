/**
 * View models: what the surfaces display, ready to show — names instead of ids, results
 * already scored by the engine, the progress of the current round. (Their shapes are the
 * contract's: src-main/contract/views/.)
 */
import {
  categoriesOf,
  categoryRankings,
  playerSeries,
  ratingInUse,
  scoreMatch,
  type TournamentState,
  withFinalPhase,
} from '../../../src-engine/index.ts';
import type { StandingsRow, StandingsView } from '../../contract/views/standings.ts';
import type {
  FinalPhaseSummary,
  MatchView,
  PlayerBrief,
  PlayerView,
  ResultView,
  RoundProgress,
  RoundView,
  TournamentSummary,
} from '../../contract/views/tournament.ts';
import { matchReasonView } from '../../store/match-reason.ts';
import type { MatchRow, PlayerRow } from '../../store/tournament-store.ts';
import { engineIds } from '../adapters/engine-ids.ts';
import {
  allRounds,
  type Facts,
  frozen,
  isRecorded,
  matchesOfRound,
  playedRecordOf,
  previousReading,
  recordedOf,
} from '../adapters/facts-document.ts';
import { finalMatchResults, finalOrder, finalRoundStage } from '../adapters/final-phase.ts';
import { progressOf } from '../adapters/progress.ts';
import { categorySettingsOf, eloOf, newcomerRatingOf } from '../adapters/settings-in-force.ts';
import { standingsOf } from '../adapters/tallies.ts';
import { pairingKey } from '../seen/pairing-key.ts';
import { PerReading } from './per-reading.ts';

export const brief = (p: PlayerRow): PlayerBrief => ({ id: p.id, name: p.name, club: p.club, rating: p.rating });

const indexes = new WeakMap<readonly PlayerRow[], ReadonlyMap<number, PlayerRow>>();

/** Players by id, for views: once per list of players (a revision that changed none shares it). */
export function playerIndex(facts: Facts): ReadonlyMap<number, PlayerRow> {
  let index = indexes.get(facts.players);
  if (index === undefined) {
    index = new Map(facts.players.map((p) => [p.id, p]));
    indexes.set(facts.players, index);
  }
  return index;
}

export function resultView(match: MatchRow, facts: Facts, players = playerIndex(facts)): ResultView | null {
  const newcomers = newcomerRatingOf(facts.settings);
  const inUse = (id: number | null) => (id === null ? 0 : ratingInUse(players.get(id)?.rating ?? null, newcomers));
  const score = scoreMatch(playedRecordOf(match), inUse(match.a), inUse(match.b), facts.settings.ruleset);
  if (score === null) return null;
  const kind: ResultView['kind'] =
    match.b === null
      ? 'x'
      : match.forfeit
        ? 'forfeit'
        : match.abandon
          ? 'abandon'
          : match.decisionAgainst
            ? 'decision'
            : 'games';
  return {
    kind,
    games: score.games.map(([a, b]) => [a, b]),
    forfeit: match.forfeit,
    abandon: match.abandon,
    decisionAgainst: match.decisionAgainst,
    pm: [score.a.pm, score.b?.pm ?? null],
    pdep: [score.a.pdep, score.b?.pdep ?? null],
  };
}

/** A match's view, kept with the players and settings it was built with. */
const matchViews = new WeakMap<MatchRow, { players: Facts['players']; settings: Facts['settings']; view: MatchView }>();

/**
 * A match as the screens show it: once per match row, players and settings (a revision that
 * changed one result shares every other table's view).
 */
export function matchView(match: MatchRow, facts: Facts): MatchView {
  const kept = matchViews.get(match);
  if (kept !== undefined && kept.players === facts.players && kept.settings === facts.settings) return kept.view;
  const view = frozen(builtMatchView(match, facts, playerIndex(facts)));
  matchViews.set(match, { players: facts.players, settings: facts.settings, view });
  return view;
}

function builtMatchView(match: MatchRow, facts: Facts, players: ReadonlyMap<number, PlayerRow>): MatchView {
  const a = players.get(match.a) as PlayerRow;
  const b = match.b === null ? null : (players.get(match.b) as PlayerRow);
  return {
    round: match.round,
    table: match.table,
    a: brief(a),
    b: b === null ? null : brief(b),
    starts: match.starts,
    rematch: match.rematch,
    result: resultView(match, facts, players),
    recorded: isRecorded(match) && match.b !== null ? recordedOf(match) : null,
    reason: match.reason === null ? null : matchReasonView(match.reason),
    entered:
      isRecorded(match) && match.entered !== null
        ? { by: match.entered.by, at: match.entered.at, via: match.entered.via }
        : null,
  };
}

/** Who won each match of a round of the final phase (null: not yet), by table. */
function winnersOf(facts: Facts, round: number): Array<{ table: number; winner: number | null }> {
  return finalMatchResults(facts)
    .filter((r) => r.round === round)
    .map((r) => ({ table: r.table, winner: r.winner === null ? null : engineIds(facts).id(r.winner) }));
}

const roundViews = new PerReading<Facts, RoundView>();

/**
 * A round of the file, classic or of the final phase: once per reading, and worked out from the
 * revision before when it was shown there (fromShown).
 */
export function roundView(number: number, facts: Facts): RoundView {
  return roundViews.of(facts, String(number), () => fromShown(number, facts) ?? builtRoundView(number, facts));
}

function builtRoundView(number: number, facts: Facts): RoundView {
  const rows = matchesOfRound(facts, number);
  return roundOf(
    number,
    facts,
    rows.map((m) => matchView(m, facts)),
    pairingKey(number, rows),
  );
}

/**
 * The round as the revision before showed it, with the tables whose rows changed since shown
 * again: a result changes one table, not the round, and the other tables' views and the pairing's
 * key are what they were. Null when the revision before did not show it, or its players or
 * settings changed (every table's view may then read differently), or a table came or went. What
 * builtRoundView gives: tests/service/revisions.test.ts holds them equal after every command, and
 * after a round paired again with fewer tables.
 */
function fromShown(number: number, facts: Facts): RoundView | null {
  const before = previousReading(facts);
  if (before === null || before.players !== facts.players || before.settings !== facts.settings) return null;
  const shown = roundViews.kept(before, String(number));
  if (shown === undefined) return null;
  const rows = matchesOfRound(facts, number);
  const was = matchesOfRound(before, number);
  // A round paired again with fewer tables (absences declared since): its tables are numbered anew.
  if (rows.length !== was.length) return null;
  let matches: MatchView[] | null = null;
  let samePairing = true;
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i] as MatchRow;
    const old = was[i] as MatchRow;
    if (row === old) continue;
    if (row.a !== old.a || row.b !== old.b) samePairing = false;
    matches ??= shown.matches.slice();
    matches[i] = matchView(row, facts);
  }
  return roundOf(number, facts, matches ?? shown.matches, samePairing ? shown.pairing : pairingKey(number, rows));
}

/** A round from its tables' views: its method, its stage in the final phase, the counts the screens show. */
function roundOf(number: number, facts: Facts, matches: MatchView[], pairing: string): RoundView {
  const round = allRounds(facts).find((r) => r.number === number);
  const missingTables = matches.filter((m) => m.result === null).map((m) => m.table);
  const { final } = facts;
  return {
    number,
    method: round?.method ?? '',
    ...(final === null || number <= final.afterRound
      ? {}
      : {
          finalPhase: {
            stage: finalRoundStage(final, number),
            bestOfThree: final.bestOfThree,
            winners: winnersOf(facts, number),
          },
        }),
    matches,
    pairing,
    // The match against X has no sheet to enter: it counts in neither number.
    entered: matches.filter((m) => m.b !== null).length - missingTables.length,
    total: matches.filter((m) => m.b !== null).length,
    missingTables,
    rematches: matches.filter((m) => m.rematch).map((m) => ({ table: m.table, a: m.a.name, b: m.b?.name ?? 'X' })),
  };
}

export function playerViews(facts: Facts, state: TournamentState): PlayerView[] {
  const next = facts.rounds.length + 1;
  const absentNext = new Set(facts.absences.get(next) ?? []);
  const settings = categorySettingsOf(facts.settings);
  const ids = engineIds(facts);
  return facts.players.map((p) => ({
    ...brief(p),
    ratingType: p.ratingType,
    licence: p.licence,
    k: p.k,
    category: p.category,
    birthYear: p.birthYear,
    series: playerSeries(p.rating, settings),
    categories: categoriesOf(p, settings),
    initialRank: state.initialRank[ids.index(p.id)] as number,
    firstRound: p.firstRound,
    withdrawnAfter: p.withdrawnAfter,
    absentNextRound: absentNext.has(p.id) || p.firstRound > next,
  }));
}

const roundProgressOf = (view: RoundView): RoundProgress => ({
  number: view.number,
  entered: view.entered,
  total: view.total,
  missingTables: view.missingTables,
});

/** The final phase at a glance: its format, its rounds, where results are entered, whether it is over. */
export function finalPhaseSummary(facts: Facts): FinalPhaseSummary | null {
  const { final } = facts;
  if (final === null) return null;
  const last = final.rounds.at(-1)?.number ?? final.afterRound + 1;
  return {
    size: final.size,
    bestOfThree: final.bestOfThree,
    thirdPlace: final.thirdPlace,
    countClassicGame: final.countClassicGame,
    afterRound: final.afterRound,
    rounds: final.rounds.map((r) => ({ number: r.number, stage: finalRoundStage(final, r.number) })),
    current: roundProgressOf(roundView(last, facts)),
    settled: progressOf(facts).finalPhase?.settled ?? false,
  };
}

const summaries = new PerReading<Facts, TournamentSummary>();

/** The tournament at a glance, once per reading (and path). */
export function summaryView(path: string, facts: Facts): TournamentSummary {
  return summaries.of(facts, path, () => builtSummaryView(path, facts));
}

function builtSummaryView(path: string, facts: Facts): TournamentSummary {
  const active = facts.players.filter((p) => p.withdrawnAfter === null);
  const progress = progressOf(facts);
  const current = progress.current === null ? null : roundView(progress.current.round, facts);
  const players = playerIndex(facts);
  const next = facts.rounds.length + 1;
  const { advice } = progress;
  return {
    path,
    name: facts.settings.name,
    date: facts.settings.date,
    place: facts.settings.place,
    ruleset: facts.settings.ruleset,
    pairingSystem: facts.settings.pairingSystem,
    plannedRounds: facts.settings.plannedRounds,
    ruleRounds: advice.ruleRounds,
    roundsPlanned: progress.planned,
    roundsWarnings: active.length === 0 ? [] : advice.warnings,
    bestOfThree: facts.settings.bestOfThree,
    minutes: facts.settings.minutes,
    elo: eloOf(facts.settings),
    categories: categorySettingsOf(facts.settings),
    liveHidesRatings: facts.settings.liveHidesRatings,
    tableProposals: facts.settings.tableProposals,
    proposalsConfirm: facts.settings.proposalsConfirm,
    newcomerRating: newcomerRatingOf(facts.settings),
    players: facts.players.length,
    activePlayers: active.length,
    roundsPaired: progress.paired,
    currentRound: current === null ? null : roundProgressOf(current),
    nextRound: next,
    nextAbsent: (facts.absences.get(next) ?? []).map((id) => brief(players.get(id) as PlayerRow)),
    finalPhase: finalPhaseSummary(facts),
    finished: progress.finished,
  };
}

const standingsViews = new PerReading<Facts, StandingsView>();
/** The reading each kept standings view was built from. */
const builtFrom = new WeakMap<StandingsView, TournamentState>();

/** The standings after a round, final or not, as the screens show them: once per reading and options. */
export function standingsView(
  facts: Facts,
  state: TournamentState,
  options: { after?: number; final?: boolean },
): StandingsView {
  const key = `${options.after ?? ''}:${options.final ?? false}`;
  const view = standingsViews.of(facts, key, () => {
    const built = builtStandingsView(facts, state, options);
    builtFrom.set(built, state);
    return built;
  });
  return builtFrom.get(view) === state ? view : builtStandingsView(facts, state, options);
}

function builtStandingsView(
  facts: Facts,
  state: TournamentState,
  options: { after?: number; final?: boolean },
): StandingsView {
  const classic = standingsOf(state, options);
  // The final ranking after the last round: the final phase places its players first.
  const order = classic.final && classic.after === facts.rounds.length ? finalOrder(facts) : null;
  const standings = order === null ? classic : withFinalPhase(classic, order.order);
  const settings = categorySettingsOf(facts.settings);
  const players = playerIndex(facts);
  const rows = standings.lines.map((line): StandingsRow => {
    const p = engineIds(facts).player(line.player);
    return {
      ...brief(p),
      rank: line.rank,
      pm: line.pm,
      ppm: line.ppm,
      pdep: line.pdep,
      withdrawn: line.withdrawn,
      tieBreak: line.tieBreak,
      categories: categoriesOf(p, settings),
    };
  });
  return {
    after: standings.after,
    final: standings.final,
    rows,
    categories: categoryRankings(rows, (row) => players.get(row.id) as PlayerRow, settings).map((ranking) => ({
      name: ranking.name,
      kind: ranking.kind,
      lines: ranking.lines.map(({ rank, line }) => ({ rank, row: line })),
    })),
    pending: standings.pending,
    ...(order === null || facts.final === null
      ? {}
      : {
          finalPhase: {
            size: facts.final.size,
            settled: order.settled,
            pending: facts.final.matches.filter((m) => !isRecorded(m)).map((m) => ({ round: m.round, table: m.table })),
          },
        }),
  };
}
