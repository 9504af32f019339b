/**
 * The commands of the service fuzz: valid ones chosen from the tournament's state so it
 * really progresses, careless ones that ignore the state (the wrong order, the wrong table,
 * a player who already played), and malformed ones (wrong types, missing or extra fields,
 * numbers and texts out of range).
 */
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  expectedGameCount,
  type MatchRecord,
  PRESET_NAMES,
  type PresetName,
  type Ruleset,
  resolveRuleset,
  sameName,
} from '../../src-engine/index.ts';
import type { CommandName } from '../../src-main/contract/commands.ts';
import type { ExportedDocument, ExportedPlayer } from '../../src-main/contract/views/document.ts';
import type { PlayerView, TournamentSummary } from '../../src-main/contract/views.ts';
import { registry } from '../../src-main/service/core/registry.ts';
import type { Observation } from './fuzz-invariants.ts';
import { junkString, junkValue, typedText, validClub, validName } from './fuzz-values.ts';
import type { Random } from './random.ts';

export type Intent = 'valid' | 'careless' | 'malformed';

export interface Step {
  command: CommandName;
  input: unknown;
  intent: Intent;
  /** Problems with a successful answer, given the file as it is afterwards. */
  check?: (answer: unknown, after: Observation) => string[];
}

/** What the generators know: the state the previous command left, and where to write copies. */
export interface GenState {
  rng: Random;
  obs: Observation;
  /** The number of players this tournament aims at before round 1. */
  target: number;
  copiesDir: string;
  /** A counter for unique names and paths. */
  serial: () => number;
}

// ——— the state, as the generators see it ———

type Match = ExportedDocument['rounds'][number]['matches'][number];

const playersOf = (s: GenState) => s.obs.doc.players;
const activeOf = (s: GenState) => playersOf(s).filter((p) => p.withdrawnAfter === undefined);
const roundsOf = (s: GenState) => s.obs.doc.rounds.length;
const currentMatches = (s: GenState): Match[] => s.obs.doc.rounds.at(-1)?.matches ?? [];
/** Every table still waiting for its result, in any round (an earlier one may have been cleared). */
const missingAnywhere = (s: GenState) =>
  s.obs.doc.rounds.flatMap((r, i) =>
    r.matches.map((m, t) => ({ m, round: i + 1, table: t + 1 })).filter(({ m }) => m.b !== null && !hasResult(m)),
  );
export const plannedRounds = (summary: TournamentSummary) => summary.plannedRounds ?? summary.ruleRounds;
const hasResult = (m: Match) => m.b !== null && (m.forfeit !== undefined || (m.games?.length ?? 0) > 0);
const played = (s: GenState, id: string) =>
  s.obs.doc.rounds.some((r) => r.matches.some((m) => m.a === id || m.b === id));
const hasGames = (s: GenState) => s.obs.doc.rounds.some((r) => r.matches.some((m) => (m.games?.length ?? 0) > 0));

/** A finished tournament: every planned round paired and complete. */
export const finished = (s: GenState) => s.obs.summary.finished;

function refTo(rng: Random, p: ExportedPlayer): number | string {
  const r = rng.next();
  if (r < 0.8) return Number(p.id);
  if (r < 0.9) return p.id;
  return p.name;
}

function unknownRef(s: GenState): number | string {
  const ids = playersOf(s).map((p) => Number(p.id));
  return s.rng.pick([
    Math.max(0, ...ids) + s.rng.int(1, 50),
    'Personne Inconnue',
    'Zzyzx',
    `${Math.max(0, ...ids) + 1000}`,
    'e', // part of many names: ambiguous, or unknown
  ]);
}

/** A player, chosen among `pool`, or anyone or no one when careless. */
function someRef(s: GenState, pool: readonly ExportedPlayer[], careless: boolean): number | string {
  if (careless && (pool.length === 0 || s.rng.chance(0.3))) {
    return s.rng.chance(0.5) || playersOf(s).length === 0 ? unknownRef(s) : refTo(s.rng, s.rng.pick(playersOf(s)));
  }
  if (pool.length === 0) return unknownRef(s);
  return refTo(s.rng, s.rng.pick(pool));
}

// ——— valid values ———

const DATES = ['2026-12-22', '2027-01-01', '2024-02-29', '1999-12-31', '2030-06-15'];

export function tournamentName(rng: Random, serial: number): string {
  return rng.pick([
    `Open de Scrabble classique n° ${serial}`,
    `<h1>Tournoi</h1> ${serial}`,
    `Championnat « Élite » ${serial}`,
    `${'T'.repeat(110)}${serial}`.slice(0, 120),
    `  Coupe   des   espaces ${serial}  `,
  ]);
}

export function customRuleset(rng: Random): Ruleset {
  const r = resolveRuleset(rng.pick(PRESET_NAMES));
  r.name = 'custom';
  if (rng.chance(0.5)) r.fixedRounds = null;
  if (rng.chance(0.25)) r.fictitiousPlayer = false;
  if (rng.chance(0.3)) r.permutationFailure = r.permutationFailure === 'bottom-pass' ? 'keep-rematch' : 'bottom-pass';
  if (rng.chance(0.3)) r.bottomPassFrom = { numerator: rng.int(1, 5), denominator: rng.int(1, 5) };
  if (rng.chance(0.3)) {
    r.matchPoints = {
      win: rng.int(0, 5),
      draw: rng.pick([0, 1, 1.5, 2]),
      loss: rng.int(0, 2),
      forfeit: rng.int(-1, 1),
    };
  }
  if (rng.chance(0.3)) {
    r.pdep = rng.chance(0.5)
      ? { kind: 'score-difference', capPerGame: rng.int(1, 500), forfeitValue: rng.int(-100, 200) }
      : { kind: 'rating', forfeitLoserValue: rng.int(0, 100) };
  }
  if (rng.chance(0.3)) {
    const rule = () => rng.pick(['all-met', 'unplayed-counts-draw'] as const);
    r.ppm = { intermediate: rule(), final: rule() };
  }
  if (rng.chance(0.3)) r.roundsByFieldSize = [{ maxPlayers: rng.int(2, 40), rounds: rng.int(1, 9) }];
  if (rng.chance(0.2)) r.minimumRounds = rng.int(1, 8);
  if (rng.chance(0.2)) {
    r.abandon = {
      gap: rng.int(0, 300),
      winnerFloor: rng.int(-100, 600),
      abandoningScoreUnderGap: rng.int(-100, 500),
      exactGapRow: rng.pick(['over', 'under'] as const),
    };
  }
  return r;
}

export const rulesetChoice = (rng: Random): PresetName | Ruleset =>
  rng.chance(0.75) ? rng.pick(PRESET_NAMES) : customRuleset(rng);

function score(rng: Random): number {
  return rng.chance(0.06) ? rng.pick([-200, -5, 0, 50, 99, 801, 1200, 2000]) : rng.int(150, 600);
}

function game(rng: Random): [number, number] {
  const a = score(rng);
  return [a, rng.chance(0.05) ? a : score(rng)];
}

function matchGames(rng: Random, bestOfThree: boolean): Array<[number, number]> {
  if (!bestOfThree) return [game(rng)];
  const games = [game(rng), game(rng)];
  if (expectedGameCount(games) === 3) games.push(game(rng));
  return games;
}

/** A result the rules accept for the tournament's format. */
function validResult(rng: Random, bestOfThree: boolean): Record<string, unknown> {
  const games = matchGames(rng, bestOfThree);
  const k = rng.next();
  if (k < 0.72) return { games };
  if (k < 0.84) return { forfeit: rng.pick(['a', 'b', 'both']) };
  const some = games.slice(0, rng.int(1, games.length));
  if (k < 0.92) return { games: some, abandon: { by: rng.pick(['a', 'b']), agreed: rng.chance(0.5) } };
  return { games: some, decision: { against: rng.pick(['a', 'b']) } };
}

/** Pieces of results mixed without regard to the rules: both a forfeit and scores, the wrong game count… */
function carelessResult(rng: Random, bestOfThree: boolean): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  if (rng.chance(0.6)) result.games = rng.chance(0.5) ? matchGames(rng, !bestOfThree) : matchGames(rng, bestOfThree);
  if (rng.chance(0.2)) result.games = [];
  if (rng.chance(0.3)) result.forfeit = rng.pick(['a', 'b', 'both']);
  if (rng.chance(0.3)) result.abandon = { by: rng.pick(['a', 'b']), agreed: rng.chance(0.5) };
  if (rng.chance(0.3)) result.decision = { against: rng.pick(['a', 'b']) };
  return result;
}

// ——— the checks of successful answers ———

const sameText = (label: string, typed: unknown, got: unknown): string[] =>
  typeof typed === 'string' && got !== typedText(typed)
    ? [`${label}: typed ${JSON.stringify(typedText(typed))}, got back ${JSON.stringify(got)}`]
    : [];

function checkPlayerViews(typed: ReadonlyArray<Record<string, unknown>>) {
  return (answer: unknown, after: Observation): string[] => {
    const views = (Array.isArray(answer) ? answer : [answer]) as PlayerView[];
    if (views.length !== typed.length) return [`answered ${views.length} players for ${typed.length} typed`];
    return views.flatMap((view, i) => {
      const input = typed[i] ?? {};
      const exported = after.doc.players.find((p) => p.id === String(view.id));
      return [
        ...sameText('name', input.name, view.name),
        ...sameText('club', input.club, view.club),
        ...sameText('exported name', input.name, exported?.name),
        ...sameText('exported club', input.club, exported?.club),
      ];
    });
  };
}

// ——— the generators ———

type Gen = (s: GenState, careless: boolean) => Step;

const newPlayerInput = (s: GenState): Record<string, unknown> => {
  const rng = s.rng;
  const input: Record<string, unknown> = {
    name: validName(rng, s.serial()),
    rating: rng.chance(0.1) ? rng.pick([0, 5000, 1]) : rng.int(200, 2400),
  };
  if (rng.chance(0.4)) input.club = validClub(rng);
  if (rng.chance(0.3)) input.ratingType = rng.pick(['PL', 'PL*']);
  if (rng.chance(0.1)) input.allowHomonym = rng.chance(0.7);
  return input;
};

const GENERATORS = {
  addPlayer: (s) => {
    const input = newPlayerInput(s);
    if (s.rng.chance(0.05) && playersOf(s).length > 0) input.name = s.rng.pick(playersOf(s)).name; // a homonym
    return { command: 'addPlayer', input, intent: 'valid', check: checkPlayerViews([input]) };
  },
  importPlayers: (s) => {
    const players = Array.from({ length: s.rng.int(1, 6) }, () => newPlayerInput(s));
    return { command: 'importPlayers', input: { players }, intent: 'valid', check: checkPlayerViews(players) };
  },
  /** A players file with new names and registered ones: every row read or set aside, the registered flagged. */
  readPlayerFile: (s) => {
    const registered = s.rng.chance(0.5) ? playersOf(s).slice(0, 3) : [];
    const rows = [...registered.map((p) => ({ name: p.name, rating: 1500 })), newPlayerInput(s), newPlayerInput(s)];
    const cell = (v: unknown) => `"${String(v).replace(/"/g, '""')}"`;
    const separator = s.rng.pick([';', ',', '\t']);
    const csv = [`Nom${separator}Cote`, ...rows.map((r) => `${cell(r.name)}${separator}${cell(r.rating)}`)];
    const bytes = new TextEncoder().encode(csv.join('\r\n'));
    return {
      command: 'readPlayerFile',
      input: { fileName: 'joueurs.csv', bytes },
      intent: 'valid',
      check: (answer) => {
        const read = answer as { players: Array<{ line: number; duplicateOf: unknown }>; rejected: unknown[] };
        const problems: string[] = [];
        if (read.players.length + read.rejected.length !== rows.length)
          problems.push(`${rows.length} rows, ${read.players.length} read and ${read.rejected.length} set aside`);
        registered.forEach((p, i) => {
          const line = read.players.find((r) => r.line === i + 2);
          if (sameName(p.name, p.name) && line !== undefined && line.duplicateOf === null)
            problems.push(`line ${i + 2}: ${JSON.stringify(p.name)} is registered but not flagged`);
        });
        return problems;
      },
    };
  },
  editPlayer: (s, careless) => {
    const input: Record<string, unknown> = { player: someRef(s, playersOf(s), careless) };
    if (s.rng.chance(0.6)) input.name = validName(s.rng, s.serial());
    if (s.rng.chance(0.3)) input.club = validClub(s.rng);
    if (s.rng.chance(0.2)) input.ratingType = s.rng.pick(['PL', 'PL*']);
    if (s.rng.chance(careless ? 0.5 : 0.1)) input.rating = s.rng.int(0, 5000);
    return { command: 'editPlayer', input, intent: careless ? 'careless' : 'valid', check: checkPlayerViews([input]) };
  },
  removePlayer: (s, careless) => {
    const pool = careless ? playersOf(s) : playersOf(s).filter((p) => !played(s, p.id));
    return {
      command: 'removePlayer',
      input: { player: someRef(s, pool, careless) },
      intent: careless ? 'careless' : 'valid',
    };
  },
  withdrawPlayer: (s, careless) => ({
    command: 'withdrawPlayer',
    input: { player: someRef(s, careless ? playersOf(s) : activeOf(s), careless) },
    intent: careless ? 'careless' : 'valid',
  }),
  setAbsent: (s, careless) => {
    const pool = careless ? playersOf(s) : activeOf(s);
    const players = Array.from({ length: s.rng.int(1, 3) }, () => someRef(s, pool, careless));
    return {
      command: 'setAbsent',
      input: { players, absent: s.rng.chance(0.65) },
      intent: careless ? 'careless' : 'valid',
    };
  },
  pairNextRound: (_s, careless) => ({ command: 'pairNextRound', input: {}, intent: careless ? 'careless' : 'valid' }),
  repairRound: (_s, careless) => ({ command: 'repairRound', input: {}, intent: careless ? 'careless' : 'valid' }),
  swapPlayers: (s, careless) => {
    const free = currentMatches(s).filter((m) => careless || !hasResult(m));
    const ids = free.flatMap((m) => [m.a, m.b]).filter((id): id is string => id !== null);
    const pool = playersOf(s).filter((p) => ids.includes(p.id));
    const first = pool.length > 0 ? s.rng.pick(pool) : null;
    const others = pool.filter((p) => p !== first);
    return {
      command: 'swapPlayers',
      input: {
        first: careless || first === null ? someRef(s, pool, careless) : refTo(s.rng, first),
        second: someRef(s, careless ? pool : others, careless),
      },
      intent: careless ? 'careless' : 'valid',
    };
  },
  recordResult: (s, careless) => {
    const rng = s.rng;
    const rounds = roundsOf(s);
    const missing = missingAnywhere(s);
    const input: Record<string, unknown> = {};
    if (careless) {
      if (rng.chance(0.4)) input.round = rng.int(1, rounds + 2);
      input.table = rng.int(1, currentMatches(s).length + 2);
    } else if (missing.length > 0 && rng.chance(0.85)) {
      const target = rng.pick(missing);
      input.table = target.table;
      if (target.round !== rounds || rng.chance(0.2)) input.round = target.round;
    } else {
      const round = rng.chance(0.8) ? rounds : rng.int(1, Math.max(1, rounds));
      const matches = s.obs.doc.rounds[round - 1]?.matches ?? [];
      const real = matches.map((m, t) => ({ m, t })).filter(({ m }) => m.b !== null);
      input.round = round;
      input.table = real.length > 0 ? (rng.pick(real).t as number) + 1 : 1;
    }
    Object.assign(
      input,
      careless ? carelessResult(rng, s.obs.summary.bestOfThree) : validResult(rng, s.obs.summary.bestOfThree),
    );
    // A director's write says what the screen showed of the table (a correction replaces it), and
    // confirms the unusual games the sheet gives; a careless one may say neither.
    if (!careless || rng.chance(0.5)) {
      const shown =
        s.obs.doc.rounds[((input.round as number | undefined) ?? rounds) - 1]?.matches[(input.table as number) - 1];
      input.replaces = shown === undefined ? null : recordedOf(shown);
    }
    if (rng.chance(careless ? 0.5 : 0.9)) input.confirmed = true;
    const check = (_answer: unknown, after: Observation): string[] => {
      const round = (input.round as number | undefined) ?? after.doc.rounds.length;
      const match = after.doc.rounds[round - 1]?.matches[(input.table as number) - 1];
      const typed = input.forfeit === undefined ? ((input.games as unknown[] | undefined) ?? []) : [];
      if (JSON.stringify(match?.games ?? []) !== JSON.stringify(typed)) {
        return [`the recorded games ${JSON.stringify(match?.games)} are not the ones typed ${JSON.stringify(typed)}`];
      }
      return [];
    };
    return { command: 'recordResult', input, intent: careless ? 'careless' : 'valid', check };
  },
  clearResult: (s, careless) => {
    const rounds = roundsOf(s);
    const withResult = s.obs.doc.rounds.flatMap((r, i) =>
      r.matches.map((m, t) => ({ m, round: i + 1, table: t + 1 })).filter(({ m }) => hasResult(m)),
    );
    const input =
      careless || withResult.length === 0
        ? {
            table: s.rng.int(1, currentMatches(s).length + 2),
            ...(s.rng.chance(0.4) ? { round: s.rng.int(1, rounds + 2) } : {}),
          }
        : (({ round, table }) => (round === rounds && s.rng.chance(0.5) ? { table } : { round, table }))(
            s.rng.chance(0.7)
              ? (withResult.filter((w) => w.round === rounds).at(-1) ?? s.rng.pick(withResult))
              : s.rng.pick(withResult),
          );
    return { command: 'clearResult', input, intent: careless ? 'careless' : 'valid' };
  },
  undo: () => ({ command: 'undo', input: {}, intent: 'valid' }),
  updateSettings: (s, careless) => {
    const rng = s.rng;
    const rounds = roundsOf(s);
    const input: Record<string, unknown> = {};
    const fields = rng.int(1, 3);
    for (let i = 0; i < fields; i++) {
      switch (rng.int(0, 7)) {
        case 0:
          input.name = tournamentName(rng, s.serial());
          break;
        case 1:
          input.date = rng.pick(DATES);
          break;
        case 2:
          input.place = rng.pick(['', 'Paris', '<u>Vichy</u>', '  Aix-les-Bains  ', 'Saint-Ghislain (Belgique)']);
          break;
        case 3:
          input.plannedRounds = careless
            ? rng.pick([null, rng.int(1, 30)])
            : rng.chance(0.2)
              ? null
              : Math.min(30, Math.max(1, rounds) + rng.int(0, 3));
          break;
        case 4:
          input.minutes = rng.int(5, 90);
          break;
        case 5:
          if (careless || !hasGames(s)) input.bestOfThree = rng.chance(0.5);
          break;
        case 6:
          if (careless || rounds === 0) input.pairingSystem = rng.pick(['formula', 'round-robin']);
          break;
        default:
          if (careless || rounds === 0) input.ruleset = rulesetChoice(rng);
      }
    }
    const check = (answer: unknown): string[] => {
      const summary = answer as TournamentSummary;
      return [
        ...sameText('tournament name', input.name, summary.name),
        ...sameText('place', input.place, summary.place),
      ];
    };
    return { command: 'updateSettings', input, intent: careless ? 'careless' : 'valid', check };
  },
  show: () => ({ command: 'show', input: {}, intent: 'valid' }),
  listPlayers: () => ({ command: 'listPlayers', input: {}, intent: 'valid' }),
  round: (s, careless) => {
    const rounds = roundsOf(s);
    const input = careless
      ? { round: s.rng.int(1, rounds + 3) }
      : s.rng.chance(0.5) || rounds === 0
        ? {}
        : { round: s.rng.int(1, rounds) };
    return { command: 'round', input, intent: careless ? 'careless' : 'valid' };
  },
  standings: (s, careless) => {
    const rounds = roundsOf(s);
    const input: Record<string, unknown> = {};
    if (s.rng.chance(0.5)) input.after = careless ? s.rng.int(0, rounds + 3) : s.rng.int(0, rounds);
    if (s.rng.chance(0.5)) input.final = s.rng.chance(0.5);
    return { command: 'standings', input, intent: careless ? 'careless' : 'valid' };
  },
  playerHistory: (s, careless) => ({
    command: 'playerHistory',
    input: { player: someRef(s, playersOf(s), careless) },
    intent: careless ? 'careless' : 'valid',
  }),
  crosstable: () => ({ command: 'crosstable', input: {}, intent: 'valid' }),
  exportDocument: () => ({ command: 'exportDocument', input: {}, intent: 'valid' }),
  log: (s) => ({ command: 'log', input: s.rng.chance(0.5) ? {} : { limit: s.rng.int(1, 1000) }, intent: 'valid' }),
  saveCopy: (s, careless) => ({
    command: 'saveCopy',
    input: { path: join(s.copiesDir, careless ? 'copie-existante.sclassic' : `copie-${s.serial()}.sclassic`) },
    intent: careless ? 'careless' : 'valid',
    check: savedCopyCheck,
  }),
} satisfies Partial<Record<CommandName, Gen>>;

type Generated = keyof typeof GENERATORS;

/** How much each command is wanted now: the tournament goes through registration, rounds and results. */
function weights(s: GenState): Array<[Generated, number]> {
  const players = playersOf(s).length;
  const rounds = roundsOf(s);
  const missing = missingAnywhere(s).length;
  const registering = rounds === 0 && players < s.target;
  const canPair = missing === 0 && rounds < plannedRounds(s.obs.summary) && activeOf(s).length >= 2;
  // Just paired, no result in yet: the moment a director hears of an absence and pairs again.
  const justPaired = rounds > 0 && s.obs.summary.currentRound?.entered === 0;
  const blank = players === 0 && rounds === 0;
  return [
    ['addPlayer', registering ? 30 : 1.5],
    ['importPlayers', registering ? 8 : 0.5],
    ['readPlayerFile', 1],
    ['editPlayer', 2],
    ['removePlayer', registering ? 1.5 : 0.7],
    ['withdrawPlayer', justPaired ? 2 : 0.6],
    ['setAbsent', justPaired ? 5 : 2.5],
    ['pairNextRound', canPair ? (registering ? 1 : 30) : 1.5],
    ['repairRound', justPaired ? 6 : 1.2],
    ['swapPlayers', rounds > 0 ? 2 : 0.3],
    ['recordResult', missing > 0 ? 40 : 3],
    ['clearResult', rounds > 0 ? 2.5 : 0.3],
    ['undo', blank ? 8 : 3.5],
    ['updateSettings', finished(s) ? 8 : 1.5],
    ['show', 1],
    ['listPlayers', 0.7],
    ['round', 1],
    ['standings', 1.5],
    ['playerHistory', 1],
    ['crosstable', 0.8],
    ['exportDocument', 0.7],
    ['log', 0.7],
    ['saveCopy', 0.3],
  ];
}

function weighted<T>(rng: Random, table: ReadonlyArray<readonly [T, number]>): T {
  const total = table.reduce((sum, [, w]) => sum + w, 0);
  let x = rng.next() * total;
  for (const [item, w] of table) {
    x -= w;
    if (x < 0) return item;
  }
  return (table.at(-1) as readonly [T, number])[0];
}

/** The next command against the open file: valid, careless or malformed. */
export function nextStep(s: GenState): Step {
  const r = s.rng.next();
  if (r < 0.3) return malformed(s);
  const careless = r < 0.42;
  const command = weighted(s.rng, weights(s));
  const step = GENERATORS[command](s, careless);
  // When the tournament is over, play on: more rounds were planned after all.
  if (command === 'updateSettings' && finished(s) && !careless && s.rng.chance(0.7)) {
    const more = Math.max(plannedRounds(s.obs.summary), roundsOf(s)) + 1;
    if (more <= 30) return { ...step, input: { plannedRounds: more }, check: undefined };
  }
  return step;
}

/** A match of the document as the service's views give its result: what a screen shows, and a correction replaces. */
function recordedOf(match: MatchRecord) {
  if ((match.games?.length ?? 0) === 0 && match.forfeit === undefined) return null;
  return {
    games: (match.games ?? []).map(([a, b]) => [a, b] as [number, number]),
    forfeit: match.forfeit ?? null,
    abandon: match.abandon ?? null,
    decisionAgainst: match.decision?.against ?? null,
  };
}

// ——— malformed commands ———

/** The input fields each command's schema knows. */
const FIELDS = Object.fromEntries(
  Object.entries(registry).map(([name, command]) => [
    name,
    Object.keys((command.input as unknown as { shape: object }).shape),
  ]),
) as Record<CommandName, string[]>;

/** The commands the malformed generator aims at the open file (files are made and opened on the side). */
const MALFORMED_TARGETS = (Object.keys(GENERATORS) as CommandName[]).concat(['closeTournament']);

function baseInput(s: GenState, command: CommandName): Record<string, unknown> {
  if (command in GENERATORS) {
    const input = GENERATORS[command as Generated](s, s.rng.chance(0.3)).input;
    if (typeof input === 'object' && input !== null) return { ...(input as Record<string, unknown>) };
  }
  return {};
}

function mutate(s: GenState, input: Record<string, unknown>, command: CommandName): unknown {
  const rng = s.rng;
  const fields = FIELDS[command];
  const k = rng.next();
  if (k < 0.12) return rng.pick([null, 42, 'texte', [], [input], true, Number.NaN, new Date(0)]);
  if (k < 0.5 && fields.length > 0) {
    const field = rng.pick(fields);
    input[field] = nestedJunk(rng, field);
    return input;
  }
  if (k < 0.65) {
    const keys = Object.keys(input);
    if (keys.length > 0) delete input[rng.pick(keys)];
    else input[junkString(rng).slice(0, 30) || 'champ'] = junkValue(rng);
    return input;
  }
  if (k < 0.85) {
    for (let i = rng.int(1, 3); i > 0; i--) {
      const key = rng.pick(['extra', 'id', '__proto__', 'constructor', 'path', junkString(rng).slice(0, 30)]);
      // An own property, as JSON.parse makes it, even for __proto__.
      Object.defineProperty(input, key, {
        value: junkValue(rng),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    return input;
  }
  for (let i = rng.int(2, 4); i > 0; i--) {
    const field = fields.length > 0 && rng.chance(0.8) ? rng.pick(fields) : 'extra';
    input[field] = nestedJunk(rng, field);
  }
  return input;
}

/** Junk shaped like the field it replaces often enough to get past the first checks. */
function nestedJunk(rng: Random, field: string): unknown {
  if (!rng.chance(0.35)) return junkValue(rng);
  switch (field) {
    case 'games':
      return rng.pick([
        [[junkValue(rng), 300]],
        [[300, 200, 100]],
        [[300]],
        [[1.5, 300]],
        Array.from({ length: 4 }, () => [300, 200]),
        [[Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER]],
        [[-201, 2001]],
      ]);
    case 'players':
      return rng.pick([[junkValue(rng)], [{ name: junkString(rng), rating: 1000 }], [], [1, 'x', null]]);
    case 'abandon':
      return { by: rng.pick(['a', 'b', 'c', junkValue(rng)]), agreed: junkValue(rng) };
    case 'decision':
      return { against: rng.pick(['both', 'x', junkValue(rng)]) };
    case 'ruleset':
      return {
        ...resolveRuleset('fisf'),
        [rng.pick(['matchPoints', 'pdep', 'fixedRounds', 'roundsByFieldSize'])]: junkValue(rng),
      };
    default:
      return rng.chance(0.5) ? junkString(rng) : rng.pick([-1, 0, 1.5, Number.NaN, 2 ** 53, 1e308]);
  }
}

function malformed(s: GenState): Step {
  const command = s.rng.pick(MALFORMED_TARGETS);
  const input = mutate(s, baseInput(s, command), command);
  if (command === 'saveCopy' && typeof input === 'object' && input !== null && 'path' in input) {
    const path = (input as { path: unknown }).path;
    // Never a path outside the test's folder: odd names, but inside it.
    if (typeof path === 'string') (input as { path: unknown }).path = join(s.copiesDir, path.replace(/[/\\]/g, '_'));
  }
  return { command, input, intent: 'malformed', check: typedTextCheck(command, input) };
}

/** A saved copy is where the answer says, a file of its own. */
function savedCopyCheck(answer: unknown): string[] {
  const path = (answer as { path: string }).path;
  return existsSync(path) && statSync(path).isFile() && statSync(path).size > 0
    ? []
    : [`saveCopy answered ${JSON.stringify(path)}, but no such file was written`];
}

/** Whatever a malformed command got accepted must come back as typed, too. */
function typedTextCheck(command: CommandName, input: unknown): Step['check'] {
  if (command === 'saveCopy') return savedCopyCheck;
  if (typeof input !== 'object' || input === null) return undefined;
  const fields = input as Record<string, unknown>;
  if (command === 'addPlayer' || command === 'editPlayer') return checkPlayerViews([fields]);
  if (command === 'importPlayers' && Array.isArray(fields.players)) {
    return checkPlayerViews(fields.players.map((p) => (typeof p === 'object' && p !== null ? p : {})));
  }
  if (command === 'updateSettings') {
    return (answer) => {
      const summary = answer as TournamentSummary;
      return [
        ...sameText('tournament name', fields.name, summary.name),
        ...sameText('place', fields.place, summary.place),
      ];
    };
  }
  return undefined;
}
