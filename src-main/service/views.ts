/**
 * View models: what the surfaces display, ready to show — names instead of ids, results
 * already scored by the engine, the progress of the current round.
 */
import {
  adviseRounds,
  type CategorySettings,
  categoriesOf,
  categoryRankings,
  computeStandings,
  type EloSettings,
  type RoundsWarning,
  type Ruleset,
  scoreMatch,
  type TieBreak,
  type TournamentState,
  X,
} from '../../src-engine/index.ts';
import { categorySettingsOf, eloOf, type MatchRow, type PlayerRow } from '../store/tournament-store.ts';
import type { Facts } from './facts-document.ts';

export interface PlayerBrief {
  id: number;
  name: string;
  club: string;
  rating: number;
}

export interface PlayerView extends PlayerBrief {
  ratingType: 'PL' | 'PL*';
  licence: string;
  /** The player's own K for the rating estimate; null: the tournament's. */
  k: number | null;
  category: string;
  birthYear: number | null;
  /** The rankings the player takes part in besides the general one: their series, then the director's categories. */
  categories: string[];
  initialRank: number;
  firstRound: number;
  withdrawnAfter: number | null;
  absentNextRound: boolean;
}

export interface ResultView {
  kind: 'games' | 'forfeit' | 'abandon' | 'decision' | 'x';
  games: Array<[number, number]>;
  forfeit: 'a' | 'b' | 'both' | null;
  abandon: { by: 'a' | 'b'; agreed: boolean } | null;
  decisionAgainst: 'a' | 'b' | null;
  pm: [number, number | null];
  pdep: [number, number | null];
}

export interface MatchView {
  round: number;
  table: number;
  a: PlayerBrief;
  /** null: the fictitious player X. */
  b: PlayerBrief | null;
  /** Who starts game 1 (game 2 goes to the other player). */
  starts: number | null;
  rematch: boolean;
  result: ResultView | null;
}

export interface RoundView {
  number: number;
  method: string;
  matches: MatchView[];
  /** Tables entered and tables to enter, the match against X aside. */
  entered: number;
  total: number;
  /** Tables still waiting for their result. */
  missingTables: number[];
  rematches: Array<{ table: number; a: string; b: string }>;
}

export interface TournamentSummary {
  path: string;
  name: string;
  date: string;
  place: string;
  ruleset: Ruleset;
  pairingSystem: 'formula' | 'round-robin';
  plannedRounds: number | null;
  /** The rounds the ruleset gives the current field, and its warnings. */
  ruleRounds: number;
  roundsWarnings: RoundsWarning[];
  bestOfThree: boolean;
  minutes: number;
  /** The rating estimate's constants in force. */
  elo: EloSettings;
  /** The series by rating and the director's categories in force. */
  categories: CategorySettings;
  players: number;
  activePlayers: number;
  roundsPaired: number;
  currentRound: { number: number; entered: number; total: number; missingTables: number[] } | null;
  nextRound: number;
  nextAbsent: PlayerBrief[];
  finished: boolean;
}

export interface StandingsRow extends PlayerBrief {
  rank: number;
  pm: number;
  ppm: number | null;
  pdep: number;
  withdrawn: boolean;
  tieBreak: TieBreak | null;
  /** The player's series, then the director's categories they belong to. */
  categories: string[];
}

/** The ranking of one series or category, drawn from the general one. */
export interface CategoryStandings {
  name: string;
  kind: 'series' | 'category';
  /** In the general order; `rank` is the rank within the category (shared by players ex æquo overall). */
  lines: Array<{ rank: number; row: StandingsRow }>;
}

export interface StandingsView {
  after: number;
  final: boolean;
  rows: StandingsRow[];
  /** Each series (highest first), then each category of the director, left out when empty. */
  categories: CategoryStandings[];
  pending: Array<{ round: number; table: number }>;
}

export interface HistoryLine {
  round: number;
  table: number | null;
  opponent: PlayerBrief | null;
  /** 'x' against the fictitious player. */
  outcome: 'win' | 'draw' | 'loss' | 'absent' | 'withdrawn' | 'pending' | 'x';
  byForfeit: boolean;
  games: Array<[number, number]>;
  pm: number;
  pdep: number;
  totalPm: number;
}

export interface PlayerHistoryView {
  player: PlayerView;
  lines: HistoryLine[];
}

/** How a crosstable cell is written: G won, N drawn, P lost, X against X, abs absent, ret withdrawn. */
export const CROSSTABLE_LETTERS: Record<HistoryLine['outcome'], string> = {
  win: 'G',
  draw: 'N',
  loss: 'P',
  absent: 'abs',
  withdrawn: 'ret',
  pending: '?',
  x: 'X',
};

export interface CrosstableView {
  rounds: number;
  rows: Array<{
    rank: number;
    player: PlayerBrief;
    pm: number;
    pdep: number;
    cells: Array<{
      round: number;
      opponentRank: number | null;
      x: boolean;
      outcome: HistoryLine['outcome'];
      pm: number;
    }>;
  }>;
}

export interface RatingLine {
  player: PlayerBrief;
  licence: string;
  ratingBefore: number;
  k: number;
  matches: Array<{
    round: number;
    opponent: PlayerBrief;
    opponentRating: number;
    result: 0 | 0.5 | 1;
    expected: number;
  }>;
  /** Σ W − Σ We. */
  surplus: number;
  change: number;
  ratingAfter: number;
  performance: number | null;
}

export interface RatingReportView {
  /** Always true: the federation's exact formula is not published; this is an estimate. */
  estimate: true;
  parameters: EloSettings;
  /** In the order of the final ranking. */
  lines: RatingLine[];
}

export const brief = (p: PlayerRow): PlayerBrief => ({ id: p.id, name: p.name, club: p.club, rating: p.rating });

/** Players by id, for views. */
export function playerIndex(facts: Facts): Map<number, PlayerRow> {
  return new Map(facts.players.map((p) => [p.id, p]));
}

export function resultView(match: MatchRow, facts: Facts, players = playerIndex(facts)): ResultView | null {
  const record = {
    a: String(match.a),
    b: match.b === null ? null : String(match.b),
    ...(match.games.length > 0 ? { games: match.games } : {}),
    ...(match.forfeit ? { forfeit: match.forfeit } : {}),
    ...(match.abandon ? { abandon: match.abandon } : {}),
    ...(match.decisionAgainst ? { decision: { against: match.decisionAgainst } } : {}),
  };
  const score = scoreMatch(
    record,
    players.get(match.a)?.rating ?? 0,
    match.b === null ? 0 : (players.get(match.b)?.rating ?? 0),
    facts.settings.ruleset,
  );
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

export function matchView(match: MatchRow, facts: Facts, players = playerIndex(facts)): MatchView {
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
  };
}

export function roundView(number: number, facts: Facts): RoundView {
  const round = facts.rounds.find((r) => r.number === number);
  const players = playerIndex(facts);
  const matches = facts.matches.filter((m) => m.round === number).map((m) => matchView(m, facts, players));
  const missingTables = matches.filter((m) => m.result === null).map((m) => m.table);
  return {
    number,
    method: round?.method ?? '',
    matches,
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
  return facts.players.map((p, i) => ({
    ...brief(p),
    ratingType: p.ratingType,
    licence: p.licence,
    k: p.k,
    category: p.category,
    birthYear: p.birthYear,
    categories: categoriesOf(p, categorySettingsOf(facts.settings)),
    initialRank: state.initialRank[i] as number,
    firstRound: p.firstRound,
    withdrawnAfter: p.withdrawnAfter,
    absentNextRound: absentNext.has(p.id) || p.firstRound > next,
  }));
}

export function summaryView(path: string, facts: Facts): TournamentSummary {
  const active = facts.players.filter((p) => p.withdrawnAfter === null);
  const last = facts.rounds.at(-1);
  const current = last === undefined ? null : roundView(last.number, facts);
  const players = playerIndex(facts);
  const next = facts.rounds.length + 1;
  const advice = adviseRounds(active.length, facts.settings.ruleset, facts.settings.plannedRounds ?? undefined);
  const planned = facts.settings.plannedRounds ?? advice.ruleRounds;
  return {
    path,
    name: facts.settings.name,
    date: facts.settings.date,
    place: facts.settings.place,
    ruleset: facts.settings.ruleset,
    pairingSystem: facts.settings.pairingSystem,
    plannedRounds: facts.settings.plannedRounds,
    ruleRounds: advice.ruleRounds,
    roundsWarnings: active.length === 0 ? [] : advice.warnings,
    bestOfThree: facts.settings.bestOfThree,
    minutes: facts.settings.minutes,
    elo: eloOf(facts.settings),
    categories: categorySettingsOf(facts.settings),
    players: facts.players.length,
    activePlayers: active.length,
    roundsPaired: facts.rounds.length,
    currentRound:
      current === null
        ? null
        : {
            number: current.number,
            entered: current.entered,
            total: current.total,
            missingTables: current.missingTables,
          },
    nextRound: next,
    nextAbsent: (facts.absences.get(next) ?? []).map((id) => brief(players.get(id) as PlayerRow)),
    finished: facts.rounds.length >= planned && current !== null && current.missingTables.length === 0,
  };
}

export function standingsView(
  facts: Facts,
  state: TournamentState,
  options: { after?: number; final?: boolean },
): StandingsView {
  const standings = computeStandings(state, options);
  const settings = categorySettingsOf(facts.settings);
  const players = playerIndex(facts);
  const rows = standings.lines.map((line): StandingsRow => {
    const p = facts.players[line.player] as PlayerRow;
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
  };
}

/** Engine player index → the player's row. */
export const rowAt = (facts: Facts, index: number): PlayerRow | null =>
  index === X ? null : (facts.players[index] ?? null);
