/** View models for the renderer tests: a 20-player tournament at round 1, as the service shows it. */
import {
  DEFAULT_CATEGORY_SETTINGS,
  DEFAULT_NEWCOMER_RATING,
  DEFAULT_TOURNAMENT_ELO,
  playerSeries,
  resolveRuleset,
} from '../../src-engine/index.ts';
import {
  type LogEntry,
  type MatchView,
  type PlayerBrief,
  type PlayerView,
  type ResultConsequences,
  type ResultOutcome,
  type RoundChange,
  type RoundView,
  roundChange,
  type TournamentSummary,
} from '../../src-main/contract/views.ts';

const NAMES = [
  'BERTIN Ana',
  'DUPONT Jean',
  'MARTIN Claire',
  'LEROY Paul',
  'MOREAU Sophie',
  'SIMON Luc',
  'LAURENT Marie',
  'LEFEBVRE Hugo',
  'MICHEL Julie',
  'GARCIA Tom',
  'DAVID Emma',
  'BERTRAND Léo',
  'ROUX Chloé',
  'VINCENT Louis',
  'FOURNIER Léa',
  'MOREL Nathan',
  'GIRARD Inès',
  'ANDRÉ Jules',
  'MERCIER Zoé',
  'BLANC Raphaël',
];

export const brief = (i: number): PlayerBrief => ({
  id: i + 1,
  name: NAMES[i] as string,
  club: 'Courcelles',
  rating: 1700 - i * 20,
});

export function players(absent: number[] = []): PlayerView[] {
  return NAMES.map((_, i) => ({
    ...brief(i),
    ratingType: 'PL',
    licence: '',
    k: null,
    category: '',
    birthYear: null,
    series: playerSeries(brief(i).rating, DEFAULT_CATEGORY_SETTINGS),
    categories: [playerSeries(brief(i).rating, DEFAULT_CATEGORY_SETTINGS) as string],
    initialRank: i + 1,
    firstRound: 1,
    withdrawnAfter: null,
    absentNextRound: absent.includes(i + 1),
  }));
}

export function summary(overrides: Partial<TournamentSummary> = {}): TournamentSummary {
  // The rounds in force, as the service says them: the director's number, else the ruleset's.
  const roundsPlanned = overrides.roundsPlanned ?? overrides.plannedRounds ?? overrides.ruleRounds ?? 5;
  return {
    path: '/tmp/t.sclassic',
    name: 'Open de Courcelles',
    date: '2026-12-22',
    place: '',
    ruleset: resolveRuleset('fisf'),
    pairingSystem: 'formula',
    plannedRounds: null,
    ruleRounds: 5,
    roundsPlanned,
    roundsWarnings: [],
    bestOfThree: false,
    minutes: 25,
    elo: DEFAULT_TOURNAMENT_ELO,
    categories: DEFAULT_CATEGORY_SETTINGS,
    liveHidesRatings: false,
    tableProposals: false,
    proposalsConfirm: false,
    newcomerRating: DEFAULT_NEWCOMER_RATING,
    players: 20,
    activePlayers: 20,
    roundsPaired: 1,
    currentRound: { number: 1, entered: 0, total: 10, missingTables: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] },
    nextRound: 2,
    nextAbsent: [],
    finalPhase: null,
    finished: false,
    ...overrides,
  };
}

/** Round `number`: table t opposes players 2t-1 and 2t, the first one starting; `results` by table. */
export function round(number: number, results: Record<number, Array<[number, number]>> = {}): RoundView {
  const matches: MatchView[] = Array.from({ length: 10 }, (_, i) => {
    const games = results[i + 1];
    const [x, y] = games?.[0] ?? [0, 0];
    return {
      round: number,
      table: i + 1,
      a: brief(2 * i),
      b: brief(2 * i + 1),
      starts: 2 * i + 1,
      rematch: false,
      result:
        games === undefined
          ? null
          : {
              kind: 'games',
              games,
              forfeit: null,
              abandon: null,
              decisionAgainst: null,
              pm: [3, 1],
              pdep: [x - y, y - x],
            },
      recorded: games === undefined ? null : { games, forfeit: null, abandon: null, decisionAgainst: null },
      reason: { method: 'groups-ab', group: i < 7 ? 'A' : 'B', ranks: [2 * i + 1, 2 * i + 2], groupA: 14, field: 20 },
      // Entered at the director's own window.
      entered: games === undefined ? null : { by: null, at: '2026-12-22T13:02:00Z', via: null },
    };
  });
  const missingTables = matches.filter((m) => m.result === null).map((m) => m.table);
  return {
    number,
    method: 'fixed-table',
    matches,
    pairing: `round-${number}`,
    entered: 10 - missingTables.length,
    total: 10,
    missingTables,
    rematches: [],
  };
}

/** A result recorded, as the change log names it (Annuler's button, after it). */
export const recordedEntry = (id: number, summary: string): LogEntry => ({
  id,
  at: '2026-12-22T13:02:00Z',
  command: 'record-result',
  summary,
  hand: null,
  undone: false,
});

/** A change of a player's figures, by index: each [before, after]. */
type FigureChange = { player: number; rank: [number, number]; pm: [number, number]; pdep: [number, number] };

/** A result recorded at `table`; a correction's says what it changed (`changes`), a first result's nothing. */
export function outcome(view: RoundView, table: number, changes?: FigureChange[]): ResultOutcome {
  return {
    match: at(view, table),
    round: changeOf(view, table),
    summary: summary(),
    revision: 2,
    undoButtons: { undo: recordedEntry(2, `Table ${table}`), redo: null },
    backup: null,
    backupFailed: null,
    consequences: changes === undefined ? null : consequences(view, table, changes),
  };
}

/** The round as the service answers a change at `table`: that match alone of its matches. */
export function changeOf(view: RoundView, table: number): RoundChange {
  return roundChange(view, [at(view, table)]);
}

/** What a correction changed, as the service answers it. */
function consequences(view: RoundView, table: number, changes: FigureChange[]): ResultConsequences {
  return {
    round: view.number,
    table,
    changes: changes.map(({ player, ...figures }) => ({ id: brief(player).id, name: brief(player).name, ...figures })),
    moved: changes.some((c) => c.rank[0] !== c.rank[1]),
  };
}

/** The match at table `table` of a round. */
export function at(view: RoundView, table: number): MatchView {
  const match = view.matches.find((m) => m.table === table);
  if (match === undefined) throw new Error(`no table ${table}`);
  return match;
}
