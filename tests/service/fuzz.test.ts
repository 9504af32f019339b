/**
 * Fuzzing the service API on a real .sclassic file: a seeded random sequence of commands (2,500
 * in an ordinary run, 10,000 with SCLASSIC_DEEP=1), valid ones so the tournament really progresses (registration, absences, rounds
 * paired and repaired, results recorded, edited and cleared, withdrawals, swaps, undo,
 * settings), careless ones in the wrong order, and malformed ones (wrong types, missing and
 * extra fields, numbers and texts out of range, markup, control characters, odd Unicode).
 *
 * After each command:
 * - it succeeded, or it threw a Refused with a code and a French message (nothing else);
 * - if it was refused, or only read, the file's facts and change log are unchanged, and so
 *   is the file on disk (size and modification time);
 * - names, clubs, tournament name and place that were accepted come back exactly as typed
 *   (trimmed, inner whitespace made one space, as the schemas document), markup included;
 * - the cheap invariants: the exported document passes the engine's checkDocument, each
 *   round pairs every present player once (X at most once), the standings list every player
 *   once in rank order, the summary agrees with the document. They are functions of the
 *   facts: when a command leaves the facts as they were, they are not checked again.
 * Every FULL_EVERY commands, and at the end, the full ones (about 20 times the cost of a
 * command, too slow for each): PRAGMA integrity_check and foreign_key_check, the
 * export importable again, every round view against the document (rematch flags included),
 * the standings after every round, the crosstable and every player's history.
 * Run time: about 5 s here for 2,500 commands, 20 s for 10,000 (the commands themselves write
 * with synchronous=FULL: on a slow or busy disk, TMPDIR=/dev/shm shortens it); the timeout is
 * generous on purpose. A second run plants a fault (a refused command that writes) and must find it.
 * On the side, with a second service: tournaments created, opened and imported from odd paths
 * and damaged files and mutated documents, and commands sent while no file is open; the
 * main file is closed and reopened, and its export imported again, now and then.
 *
 * A violation is recorded (one example per kind), the file put back (undo, or a new
 * tournament), and the run goes on: the test fails at the end with every kind found.
 * The minimal reproductions of the product bugs the fuzz found follow, one test each.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { type PresetName, resolveRuleset } from '../../src-engine/index.ts';
import type { CommandName, SclassicApi } from '../../src-main/contract/commands.ts';
import { fr } from '../../src-main/contract/i18n/refusals-fr.ts';
import { Refused } from '../../src-main/contract/refusals.ts';
import type { ExportedDocument } from '../../src-main/contract/views/document.ts';
import { apiOf } from '../../src-main/service/core/api.ts';
import { readsOnly } from '../../src-main/service/core/command-facts.ts';
import { createService, type Service } from '../../src-main/service/core/dispatch.ts';
import { registry } from '../../src-main/service/core/registry.ts';
import { TournamentStore } from '../../src-main/store/tournament-store.ts';
import { sized } from '../support/budget.ts';
import { customRuleset, type GenState, nextStep, type Step, tournamentName } from '../support/fuzz-commands.ts';
import {
  databaseOf,
  documentProblems,
  fullProblems,
  type Observation,
  observe,
  standingsProblems,
  summaryProblems,
} from '../support/fuzz-invariants.ts';
import { junkString, junkValue, describe as show, validName } from '../support/fuzz-values.ts';
import { type Random, seededRandom } from '../support/random.ts';

const SEED = Number(process.env.SCLASSIC_FUZZ_SEED ?? 20_261_222);
/** 1,000 commands in an ordinary run, 10,000 with SCLASSIC_DEEP=1 (budget.ts); SCLASSIC_FUZZ_COMMANDS says any number. */
const COMMANDS = Number(process.env.SCLASSIC_FUZZ_COMMANDS ?? sized(1_000, 10_000));
/** Enough commands for the planted fault to meet refusals. */
const MUTANT_COMMANDS = 300;
/** The full checks (integrity_check, every view) run every FULL_EVERY commands; the cheap ones after each. */
const FULL_EVERY = 100;
/** Every this many commands: close and reopen the main file, and import its export into a new file. */
const REOPEN_EVERY = 700;
const IMPORT_EVERY = 400;
/** Share of the commands sent on the side (file creation, opening, import, no file open). */
const SIDE_SHARE = 0.03;
const TIMEOUT_MS = 180_000;

type AnyApi = Record<CommandName, (input: unknown) => Promise<unknown>>;
type ImportInput = Parameters<SclassicApi['importDocument']>[0];

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function tempFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'sclassic-fuzz-'));
  folders.push(folder);
  return folder;
}

/** A clock that moves on by 40 ms each time it is read: as fast as a director at the keyboard, and reproducible. */
function fakeClock(): () => Date {
  let now = Date.parse('2026-12-22T09:00:00Z');
  return () => {
    now += 40;
    return new Date(now);
  };
}

// ——— findings ———

/** One example of each kind of violation, with how often it was seen. */
class Findings {
  readonly kinds = new Map<string, { count: number; example: string }>();
  add(kind: string, example: string | (() => string)): void {
    const key = kind.replace(/\d+/g, '#').slice(0, 160);
    const seen = this.kinds.get(key);
    if (seen) seen.count += 1;
    else this.kinds.set(key, { count: 1, example: (typeof example === 'string' ? example : example()).slice(0, 1500) });
  }
  report(): string[] {
    return [...this.kinds.entries()].map(([kind, { count, example }]) => `${kind} (×${count})\n    e.g. ${example}`);
  }
}

const ENGLISH =
  /\b(the|is|are|was|cannot|can't|must|expected|received|invalid input|not found|failed|is not a function|unexpected)\b/i;
const TECHNICAL = /SQLITE_|SqliteError|\bE[A-Z]{3,}\b:|\bat [\w.]+ \(|\[object Object\]|TypeError|RangeError/;
/** An input's own field name before a colon (« rating : … », « players[2].name : … »): the schema's words, not the director's. */
const INPUT_FIELDS = [
  ...new Set(Object.values(registry).flatMap((c) => Object.keys((c.input as unknown as { shape: object }).shape))),
].filter((field) => !Object.values(fr.subject).includes(field)); // « table », « date », « club »: French too
const FIELD_NAMED = new RegExp(`(?:^|; )(?:${INPUT_FIELDS.join('|')})(?:[.\\[][^ ]*)? : `);

/** What is wrong with a refusal: it must be a Refused with a code and a French message. */
function refusalProblems(error: unknown, command: CommandName): string[] {
  if (!(error instanceof Refused)) {
    const e = error as { name?: string; message?: string };
    return [`threw ${e?.name ?? typeof error} instead of a Refused: ${String(e?.message ?? error).slice(0, 200)}`];
  }
  const problems: string[] = [];
  if (typeof error.code !== 'string' || error.code.length === 0) problems.push('a Refused without a code');
  if (error.field !== null && typeof error.field !== 'string') problems.push('a Refused field that is not text');
  const message = typeof error.message === 'string' ? error.message.trim() : '';
  if (message.length === 0) problems.push(`Refused ${error.code} with an empty message`);
  // What the user typed is quoted (« … » or "…"), technical details are in parentheses: the rest is French.
  const said = message
    .replace(/«[^»]*»/g, '')
    .replace(/"[^"]*"/g, '')
    .replace(/\([^)]*\)/g, '');
  if (ENGLISH.test(said)) problems.push(`Refused ${error.code} not in French: ${message.slice(0, 200)}`);
  if (TECHNICAL.test(said)) problems.push(`Refused ${error.code} shows a technical message: ${message.slice(0, 200)}`);
  // An imported document's problems name their place in the document the director gave; nothing else names a field.
  if (command !== 'importDocument' && FIELD_NAMED.test(message))
    problems.push(`Refused ${error.code} names an input field: ${message.slice(0, 200)}`);
  // The file's own document is the engine's business: a command that takes none should never hear it is invalid.
  if (error.code === 'invalid-document' && command !== 'importDocument') {
    problems.push(`refused as invalid-document although it takes no document: ${message.slice(0, 200)}`);
  }
  return problems;
}

// ——— the run ———

interface Run {
  rng: Random;
  dir: string;
  copiesDir: string;
  sideDir: string;
  clock: () => Date;
  service: Service;
  api: SclassicApi;
  call: AnyApi;
  side: { service: Service; api: SclassicApi; call: AnyApi };
  path: string;
  obs: Observation;
  target: number;
  sessionLeft: number;
  sessionViolations: number;
  counter: number;
  executed: number;
  outcomes: Map<string, number>;
  /** How far the tournaments went: the most rounds and players, and how many were played to the end. */
  progress: { rounds: number; players: number; finished: number };
  findings: Findings;
}

const serial = (run: Run) => () => ++run.counter;

function genState(run: Run): GenState {
  return { rng: run.rng, obs: run.obs, target: run.target, copiesDir: run.copiesDir, serial: serial(run) };
}

const count = (run: Run, key: string) => run.outcomes.set(key, (run.outcomes.get(key) ?? 0) + 1);

/** The cheap invariants, after every command. */
async function cheapProblems(run: Run, obs: Observation): Promise<string[]> {
  const problems = [...documentProblems(obs.doc), ...summaryProblems(obs.doc, obs.summary)];
  try {
    problems.push(...standingsProblems(obs.doc, await run.api.standings({}), 'standings'));
  } catch (error) {
    problems.push(`standings refused on a sound file: ${(error as Error).message.slice(0, 200)}`);
  }
  return problems;
}

/** A new tournament in a new file, with random settings; the field it aims at. */
async function startTournament(run: Run): Promise<void> {
  const rng = run.rng;
  const path = join(run.dir, `tournoi-${++run.counter}.sclassic`);
  const input: Record<string, unknown> = { path, name: tournamentName(rng, run.counter), date: '2026-12-22' };
  if (rng.chance(0.5)) input.place = rng.pick(['Paris', '<b>Vichy</b>', 'Liège']);
  const r = rng.next();
  if (r < 0.5) input.ruleset = rng.pick<PresetName>(['fisf', 'fisf-earlier', 'fbs']);
  else if (r < 0.8) input.ruleset = customRuleset(rng);
  if (rng.chance(0.3)) input.plannedRounds = rng.chance(0.2) ? null : rng.int(2, 8);
  if (rng.chance(0.3)) input.bestOfThree = true;
  if (rng.chance(0.3)) input.minutes = rng.int(5, 90);
  if (rng.chance(0.25)) input.pairingSystem = rng.pick(['formula', 'round-robin']);
  if (run.obs !== undefined) {
    const { roundsPaired, players, finished } = run.obs.summary;
    run.progress.rounds = Math.max(run.progress.rounds, roundsPaired);
    run.progress.players = Math.max(run.progress.players, players);
    if (finished) run.progress.finished += 1;
  }
  run.executed += 1;
  await run.call.createTournament(input);
  run.path = path;
  run.obs = await observe(run.api, path, undefined, run.service.openFile);
  run.target = rng.pick([2, 3, 4, 5, 7, 8, 8, 9, 10, 11, 12, 13, 14, 16, 16, 17, 20, 24, 31, 40]);
  run.sessionLeft = rng.int(200, 1000);
  run.sessionViolations = 0;
  count(run, 'tournaments');
}

/**
 * After a violation: undo what the command wrote (repairRound writes two changes), or start
 * afresh when that does not help, or when this tournament keeps running into violations.
 */
async function recover(run: Run, before: Observation | null): Promise<void> {
  if (before !== null && ++run.sessionViolations <= 10) {
    try {
      const latest = before.log[0]?.id ?? 0;
      const added = (await run.api.log({ limit: 10 })).filter(
        (e) => e.id > latest && e.command !== 'undo' && !e.undone,
      );
      for (const _ of added) await run.api.undo({});
      const obs = await observe(run.api, run.path, undefined, run.service.openFile);
      if ((await cheapProblems(run, obs)).length === 0) {
        run.obs = obs;
        return;
      }
    } catch {
      // The file is beyond an undo: a new tournament.
    }
  }
  await startTournament(run);
}

/** The file as it is now, or null when it cannot be read (and the reason is recorded). */
async function observeOrRecord(
  run: Run,
  after: string,
  label: string | (() => string),
  previous?: Observation,
): Promise<Observation | null> {
  try {
    return await observe(run.api, run.path, previous, run.service.openFile);
  } catch (error) {
    run.findings.add(`the file cannot be read after ${after}: ${(error as Error).message.slice(0, 120)}`, label);
    return null;
  }
}

async function runStep(run: Run, step: Step, index: number): Promise<void> {
  const before = run.obs;
  const label = () => `#${index} ${step.command}(${show(step.input)}) [${step.intent}]`;
  let answer: unknown;
  let error: unknown = null;
  run.executed += 1;
  try {
    answer = await run.call[step.command](step.input);
  } catch (e) {
    error = e ?? new Error('thrown nothing');
  }
  count(run, `${step.intent} ${error === null ? 'accepted' : 'refused'}`);
  if (error !== null) {
    count(run, `refused ${step.command} ${(error as { code?: string }).code ?? '?'}`);
    for (const p of refusalProblems(error, step.command)) run.findings.add(`${step.command}: ${p}`, label);
  }

  // The main file may have been closed (closeTournament, or undefined in place of {}): reopen it.
  if (databaseOf(run.service) === null) {
    count(run, 'reopened after a close');
    try {
      await run.api.openTournament({ path: run.path });
    } catch (e) {
      run.findings.add(`the main file cannot be reopened after ${step.command}: ${(e as Error).message}`, label);
      await startTournament(run);
      return;
    }
  }
  const obs = await observeOrRecord(run, step.command, label, before);
  if (obs === null) {
    await recover(run, null);
    return;
  }

  // A refusal, a read, or a close (the file was reopened since) leave the file as it was.
  if (error !== null || readsOnly(step.command) || step.command === 'closeTournament') {
    const what =
      error !== null ? 'a refused command' : step.command === 'closeTournament' ? 'closing' : 'a read-only command';
    if (obs.snapshot !== before.snapshot) {
      run.findings.add(
        `${step.command}: ${what} changed the file's facts or log`,
        () => `${label()} → ${diffLogs(before, obs)}`,
      );
    } else if (obs.stat !== before.stat) {
      run.findings.add(`${step.command}: ${what} wrote to the file`, label);
    }
  }
  const problems = error === null ? (step.check?.(answer, obs) ?? []) : [];
  // The invariants are of the facts: unchanged facts were checked already.
  if (obs.snapshot !== before.snapshot) problems.push(...(await cheapProblems(run, obs)));
  if (index % FULL_EVERY === 0) {
    try {
      problems.push(...(await fullProblems(run.api, run.service, obs.doc)));
    } catch (e) {
      problems.push(`a view refused on a sound file: ${(e as Error).message.slice(0, 200)}`);
    }
  }
  if (problems.length > 0) {
    for (const p of problems)
      run.findings.add(`after ${step.command}${error === null ? '' : ' (refused)'}: ${p}`, label);
    await recover(run, before);
    return;
  }
  run.obs = obs;
}

function diffLogs(before: Observation, after: Observation): string {
  const entries = (o: Observation) => o.log.map((e) => `${e.id}:${e.command}${e.undone ? '(undone)' : ''}`).join(' ');
  return `log before [${entries(before)}], after [${entries(after)}]`;
}

// ——— on the side: files made, opened and imported with a second service ———

function sidePath(run: Run, name: string): string {
  return join(run.sideDir, name.replace(/[/\\]/g, '_'));
}

/** Damaged and foreign files to open, made once. */
function sideFixtures(run: Run): string[] {
  const text = join(run.sideDir, 'notes.sclassic');
  writeFileSync(text, 'Ceci est une feuille de match, pas une base de données.\n');
  const empty = join(run.sideDir, 'vide.sclassic');
  writeFileSync(empty, '');
  const folder = join(run.sideDir, 'dossier.sclassic');
  mkdirSync(folder);
  const other = join(run.sideDir, 'autre-appli.sclassic');
  const db = new Database(other);
  db.exec('CREATE TABLE t (x); INSERT INTO t VALUES (1);');
  db.close();
  return [text, empty, folder, other, join(run.sideDir, 'absent.sclassic')];
}

/** A saved copy of the main file (it opens), and damaged ones: cut short, from a newer format, garbled. */
async function damagedCopies(run: Run): Promise<string[]> {
  const copy = join(run.sideDir, `copie-${++run.counter}.sclassic`);
  await run.api.saveCopy({ path: copy });
  const bytes = readFileSync(copy);
  const truncated = join(run.sideDir, `tronque-${run.counter}.sclassic`);
  writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length / 2)));
  const newer = join(run.sideDir, `futur-${run.counter}.sclassic`);
  writeFileSync(newer, bytes);
  const db = new Database(newer);
  db.pragma('user_version = 99');
  db.close();
  const garbled = join(run.sideDir, `abime-${run.counter}.sclassic`);
  const damaged = Buffer.from(bytes);
  for (let i = 4096; i < damaged.length; i += 97) damaged[i] = (damaged[i] ?? 0) ^ 0x5a;
  writeFileSync(garbled, damaged);
  return [copy, truncated, newer, garbled];
}

/** A document close to the main file's export, with one to three things made wrong (or none). */
function mutatedDocument(rng: Random, doc: ExportedDocument): unknown {
  const d = structuredClone(doc) as ExportedDocument & Record<string, unknown>;
  const mutations = rng.chance(0.25) ? 0 : rng.int(1, 3);
  for (let i = 0; i < mutations; i++) {
    const player = d.players.length > 0 ? rng.pick(d.players) : null;
    const round = d.rounds.length > 0 ? rng.pick(d.rounds) : null;
    const match = round !== null && round.matches.length > 0 ? rng.pick(round.matches) : null;
    switch (rng.int(0, 13)) {
      case 0:
        if (player) player.firstRound = rng.int(1, d.rounds.length + 3);
        break;
      case 1:
        if (player) player.withdrawnAfter = rng.int(-1, d.rounds.length + 2);
        break;
      case 2:
        if (round && player) round.absent = [...(round.absent ?? []), rng.chance(0.8) ? player.id : 'inconnu'];
        break;
      case 3:
        if (match) Object.assign(match, { forfeit: rng.pick(['a', 'b', 'both']) });
        break;
      case 4:
        if (match) Object.assign(match, { abandon: { by: 'a', agreed: false } });
        break;
      case 5:
        if (match && player) match.starts = player.id;
        break;
      case 6:
        if (match)
          Object.assign(match, {
            games: rng.pick([
              [],
              [[300, 300]],
              [
                [400, 300],
                [300, 400],
              ],
              [
                [1, 2],
                [3, 4],
                [5, 6],
                [7, 8],
              ],
            ]),
          });
        break;
      case 7:
        if (player) player.rating = rng.pick([-1, 0.5, 1e300, 5001, Number.NaN]);
        break;
      case 8:
        if (player) player.name = junkString(rng);
        break;
      case 9:
        if (player) d.players.push({ ...player });
        break;
      case 10:
        if (player) d.players = d.players.filter((p) => p !== player);
        break;
      case 11:
        d.tournament = {
          ...d.tournament,
          [rng.pick(['name', 'date', 'place', 'plannedRounds', 'minutes', 'bestOfThree'])]: junkValue(rng),
        };
        break;
      case 12:
        d.ruleset = rng.chance(0.5) ? (junkValue(rng) as ExportedDocument['ruleset']) : customRuleset(rng);
        break;
      default:
        d.next = { absent: [rng.chance(0.5) ? 'inconnu' : (player?.id ?? 'x')] };
    }
  }
  return d;
}

/** Commands that must be refused when no tournament is open (closing one is harmless then). */
const NEED_A_TOURNAMENT = [
  'show',
  'listPlayers',
  'pairNextRound',
  'undo',
  'exportDocument',
  'addPlayer',
  'standings',
  'saveCopy',
  'log',
] as const;

/** One command on the side service; whatever it opens is checked, then closed. */
async function sideStep(run: Run, index: number, fixtures: string[]): Promise<void> {
  const rng = run.rng;
  const { call, api, service } = run.side;
  let command: CommandName;
  let input: unknown;
  const k = rng.next();
  if (k < 0.25) {
    command = 'createTournament';
    const name = rng.chance(0.6)
      ? `cree-${++run.counter}.sclassic`
      : `${junkString(rng).slice(0, 300)}${++run.counter}`;
    input = {
      path: sidePath(run, name),
      name: rng.chance(0.7) ? tournamentName(rng, run.counter) : junkValue(rng),
      date: rng.chance(0.8) ? '2026-12-22' : junkString(rng),
    };
    if (rng.chance(0.3))
      (input as Record<string, unknown>)[rng.pick(['ruleset', 'plannedRounds', 'minutes', 'bestOfThree', 'place'])] =
        junkValue(rng);
  } else if (k < 0.5) {
    command = 'openTournament';
    const candidates = [...fixtures, sidePath(run, junkString(rng).slice(0, 300))];
    input = { path: rng.chance(0.05) ? run.path : rng.pick(candidates) };
  } else if (k < 0.8) {
    command = 'importDocument';
    input = { path: sidePath(run, `import-${++run.counter}.sclassic`), document: mutatedDocument(rng, run.obs.doc) };
  } else {
    // Nothing is open on the side: every command must be refused, in French.
    command = rng.pick([...NEED_A_TOURNAMENT, 'closeTournament'] as const);
    input =
      command === 'addPlayer'
        ? { name: validName(rng, 1), rating: 1000 }
        : command === 'saveCopy'
          ? { path: sidePath(run, `rien-${++run.counter}`) }
          : {};
  }
  const label = `side #${index} ${command}(${show(input)})`;
  run.executed += 1;
  try {
    await call[command](input);
    count(run, `side ${command} accepted`);
    if ((NEED_A_TOURNAMENT as readonly string[]).includes(command)) {
      run.findings.add(`${command} succeeded with no file open`, label);
    }
  } catch (error) {
    count(run, `side ${command} refused`);
    for (const p of refusalProblems(error, command)) run.findings.add(`${command} (side): ${p}`, label);
  }
  const file = service.openFile;
  if (file !== null) {
    try {
      const obs = await observe(api, file.path);
      const problems = [
        ...documentProblems(obs.doc),
        ...standingsProblems(obs.doc, await api.standings({}), 'standings'),
      ];
      for (const p of problems) run.findings.add(`after a successful side ${command}: ${p}`, label);
    } catch (error) {
      run.findings.add(
        `a file made or opened by ${command} cannot be read: ${(error as Error).message.slice(0, 150)}`,
        label,
      );
    }
    await api.closeTournament({});
  }
}

/** Close and reopen the main file: the same facts and log come back. */
async function reopenMain(run: Run, index: number): Promise<void> {
  const before = run.obs;
  await run.api.closeTournament({});
  await run.api.openTournament({ path: run.path });
  const after = await observeOrRecord(run, 'closing and reopening the file', `#${index}`);
  if (after === null) return recover(run, null);
  if (after.snapshot !== before.snapshot) run.findings.add('reopening the file changed its facts', `#${index}`);
  run.obs = after;
  count(run, 'reopened');
}

/** Import the main export into a new file: the same tournament comes back, players renumbered in order. */
async function importRoundTrip(run: Run, index: number): Promise<void> {
  const { api } = run.side;
  const original = run.obs.doc;
  const label = `import round trip #${index}`;
  try {
    await api.importDocument({
      path: sidePath(run, `aller-retour-${++run.counter}.sclassic`),
      document: original as ImportInput['document'],
    });
  } catch (error) {
    run.findings.add(`the main file's export cannot be imported: ${(error as Error).message.slice(0, 200)}`, label);
    return;
  }
  try {
    const copy = await api.exportDocument({});
    const idOf = new Map(original.players.map((p, i) => [p.id, copy.players[i]?.id]));
    const mapped = (id: string | null) => (id === null ? null : (idOf.get(id) ?? `?${id}`));
    const expected = {
      tournament: original.tournament,
      ruleset: original.ruleset,
      players: original.players.map((p) => ({ ...p, id: mapped(p.id) })),
      rounds: original.rounds.map((r) => ({
        absent: (r.absent ?? []).map(mapped).sort(),
        matches: r.matches.map((m) => ({
          ...m,
          a: mapped(m.a),
          b: mapped(m.b),
          ...(m.starts === undefined ? {} : { starts: mapped(m.starts) }),
        })),
      })),
      next: (original.next?.absent ?? []).map(mapped).sort(),
    };
    const got = {
      tournament: copy.tournament,
      ruleset: copy.ruleset,
      players: copy.players,
      rounds: copy.rounds.map((r) => ({ absent: [...(r.absent ?? [])].sort(), matches: r.matches })),
      next: [...(copy.next?.absent ?? [])].sort(),
    };
    for (const part of ['tournament', 'ruleset', 'players', 'rounds', 'next'] as const) {
      if (JSON.stringify(expected[part]) !== JSON.stringify(got[part])) {
        if (process.env.FUZZ_DUMP) writeFileSync(`/tmp/fz/dump-${index}.json`, JSON.stringify(original, null, 1));
        run.findings.add(
          `import of the export changes the tournament's ${part}`,
          `${label}: ${JSON.stringify(expected[part]).slice(0, 300)} ≠ ${JSON.stringify(got[part]).slice(0, 300)}`,
        );
      }
    }
    const rows = (await api.standings({ final: true })).rows.map((r) => `${r.rank} ${r.name} ${r.pm} ${r.pdep}`);
    const mainRows = (await run.api.standings({ final: true })).rows.map(
      (r) => `${r.rank} ${r.name} ${r.pm} ${r.pdep}`,
    );
    if (JSON.stringify(rows) !== JSON.stringify(mainRows))
      run.findings.add('the imported copy ranks the players differently', label);
    count(run, 'import round trips');
  } catch (error) {
    run.findings.add(`the imported copy cannot be read: ${(error as Error).message.slice(0, 200)}`, label);
  } finally {
    await api.closeTournament({});
  }
}

/** Runs `commands` seeded random commands from a new tournament; every violation found, one example a kind. */
async function fuzz(commands: number): Promise<string[]> {
  const started = performance.now();
  const dir = tempFolder();
  const copiesDir = join(dir, 'copies');
  const sideDir = join(dir, 'side');
  mkdirSync(copiesDir);
  mkdirSync(sideDir);
  writeFileSync(join(copiesDir, 'copie-existante.sclassic'), 'déjà là');
  const clock = fakeClock();
  const service = createService({ clock: clock });
  const api = apiOf(service);
  const sideService = createService({ clock: clock });
  const sideApi = apiOf(sideService);
  const run: Run = {
    rng: seededRandom(SEED),
    dir,
    copiesDir,
    sideDir,
    clock,
    service,
    api,
    call: api as unknown as AnyApi,
    side: { service: sideService, api: sideApi, call: sideApi as unknown as AnyApi },
    path: '',
    obs: undefined as unknown as Observation,
    target: 0,
    sessionLeft: 0,
    sessionViolations: 0,
    counter: 0,
    executed: 0,
    outcomes: new Map(),
    progress: { rounds: 0, players: 0, finished: 0 },
    findings: new Findings(),
  };
  await startTournament(run);
  const fixtures = sideFixtures(run);

  for (let i = 1; run.executed < commands; i++) {
    if (run.sessionLeft-- <= 0 || (run.obs.summary.finished && run.obs.summary.roundsPaired >= 30)) {
      await startTournament(run);
      continue;
    }
    if (i % REOPEN_EVERY === 0) await reopenMain(run, i);
    if (i % IMPORT_EVERY === 0) await importRoundTrip(run, i);
    if (i % 1000 === 0 && run.obs.doc.players.length > 0) fixtures.push(...(await damagedCopies(run)));
    if (run.rng.chance(SIDE_SHARE)) await sideStep(run, i, fixtures);
    else await runStep(run, nextStep(genState(run)), i);
  }
  // The last file, checked in full.
  const last = await observe(api, run.path);
  const finalProblems = [...(await cheapProblems(run, last)), ...(await fullProblems(api, service, last.doc))];
  for (const p of finalProblems) run.findings.add(`at the end: ${p}`, 'the last file');
  await api.closeTournament({});
  service.close();
  sideService.close();
  expect(Object.getPrototypeOf({}).polluted).toBeUndefined();

  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const outcomes = [...run.outcomes.entries()]
    .sort()
    .map(([k, v]) => `${k}: ${v}`)
    .join(', ');
  const { rounds, players, finished } = run.progress;
  console.info(
    `service fuzz, seed ${SEED}: ${run.executed} commands in ${seconds} s; ${finished} tournaments played to the end, ` +
      `up to ${rounds} rounds and ${players} players — ${outcomes}`,
  );
  return run.findings.report();
}

describe('service fuzz', () => {
  it(
    `${COMMANDS} seeded random commands keep the file sound and refuse in French (seed ${SEED})`,
    async () => {
      expect(await fuzz(COMMANDS), `seed ${SEED}: violations found`).toEqual([]);
    },
    TIMEOUT_MS,
  );

  it(
    'has teeth: a fault planted in the transaction (a refused command that still writes) is found',
    async () => {
      // The mutant: the transaction no longer rolls back a refusal — what it wrote stays, and a
      // change is written besides, as a handler that wrote before it refused would leave one.
      const original = TournamentStore.prototype.transaction;
      const mutant = vi.spyOn(TournamentStore.prototype, 'transaction').mockImplementation(function (
        this: TournamentStore,
        work,
      ) {
        try {
          return work();
        } catch (error) {
          if (error instanceof Refused)
            this.change('mark', new Date(), null, (writer) => {
              writer.putSettings({ ...this.settings(), place: `${this.settings().place}·` });
              return { result: null, summary: 'Marque' };
            });
          throw error;
        }
      });
      try {
        const found = await fuzz(MUTANT_COMMANDS);
        expect(found.join('\n')).toMatch(/a refused command changed the file's facts or log/);
      } finally {
        mutant.mockRestore();
        expect(TournamentStore.prototype.transaction).toBe(original);
      }
    },
    TIMEOUT_MS,
  );
});

// ——— minimal reproductions of what the fuzz found ———

describe('service fuzz findings, reduced', () => {
  async function fresh(players: number, extra: Record<string, unknown> = {}) {
    const dir = tempFolder();
    const path = join(dir, 'tournoi.sclassic');
    const service = createService({ clock: fakeClock() });
    const api = apiOf(service);
    await api.createTournament({ path, name: 'Tournoi', date: '2026-12-22', ...extra });
    for (let i = 1; i <= players; i++) await api.addPlayer({ name: `Joueur ${i}`, rating: 2000 - i });
    return { api, service, dir, path };
  }

  /** The refusal the command meets; fails the test when it is accepted. */
  async function refusal(promise: Promise<unknown>): Promise<unknown> {
    try {
      await promise;
    } catch (error) {
      return error;
    }
    throw new Error('the command was accepted');
  }

  it('show with no file open is refused with a Refused', async () => {
    const api = apiOf(createService({ clock: fakeClock() }));
    const error = await refusal(api.show({}));
    expect(error).toBeInstanceOf(Refused);
    expect(error).toMatchObject({
      code: 'no-tournament',
      message: "Aucun tournoi n'est ouvert : ouvrez ou créez un tournoi.",
    });
  });

  it('undo right after creating the tournament leaves a readable tournament', async () => {
    const { api } = await fresh(0);
    await api.undo({});
    await expect(api.show({})).resolves.toMatchObject({ name: 'Tournoi' });
  });

  it('a result with both a forfeit and an abandon (or a decision) is refused', async () => {
    const { api } = await fresh(2);
    await api.pairNextRound({});
    const error = await refusal(api.recordResult({ table: 1, forfeit: 'a', abandon: { by: 'a', agreed: true } }));
    expect(error).toMatchObject({ code: 'conflicting-results' });
    const decision = await refusal(
      api.recordResult({ table: 1, games: [[1, 2]], abandon: { by: 'a', agreed: true }, decision: { against: 'b' } }),
    );
    expect(decision).toMatchObject({ code: 'conflicting-results' });
    await expect(api.standings({})).resolves.toBeDefined();
  });

  it('a refused repairRound leaves the change log as it was', async () => {
    const { api } = await fresh(2);
    await api.pairNextRound({});
    await api.setAbsent({ players: [1, 2], absent: true });
    const before = await api.log({ limit: 5 });
    const error = await refusal(api.repairRound({}));
    expect(error).toMatchObject({ code: 'field-too-small' });
    expect(await api.log({ limit: 5 })).toEqual(before);
  });

  it('repairRound after a withdrawal: the withdrawal takes effect for the round paired again, consistently', async () => {
    const { api } = await fresh(4);
    await api.pairNextRound({});
    await api.withdrawPlayer({ player: 1 });
    const round = await api.repairRound({});
    expect(round.matches.flatMap((m) => [m.a.id, m.b?.id])).not.toContain(1);
    const document = await api.exportDocument({});
    expect(document.players[0]?.withdrawnAfter).toBe(0);
    expect(documentProblems(document)).toEqual([]);
    expect((await api.listPlayers({}))[0]?.withdrawnAfter).toBe(0);
  });

  it('recording the last result of a round again within the same second is not refused after it is saved', async () => {
    const { api } = await fresh(2);
    await api.pairNextRound({});
    await api.recordResult({ table: 1, games: [[400, 300]] });
    await api.clearResult({ table: 1 });
    const recorded = await api.recordResult({ table: 1, games: [[410, 300]] });
    expect(recorded.match.result?.games).toEqual([[410, 300]]);
    expect((await api.log({ limit: 1 }))[0]).toMatchObject({
      command: 'record-result',
      summary: 'Résultat ronde 1, table 1 : Joueur 1 – Joueur 2, 410-300',
    });
  });

  it('saveCopy to an impossible path is refused with a Refused, and never written elsewhere', async () => {
    const { api, dir, path } = await fresh(0);
    const because = (reason: string) => ({ code: 'file-refused', params: { problem: { reason } } });
    const underAFile = await refusal(api.saveCopy({ path: join(path, 'copie.sclassic') }));
    expect(underAFile).toMatchObject({ refusal: because('missing-folder') });
    const tooLong = await refusal(api.saveCopy({ path: join(dir, `${'x'.repeat(300)}.sclassic`) }));
    expect(tooLong).toMatchObject({ refusal: because('name-too-long') });
    const blank = await refusal(api.saveCopy({ path: join(dir, '  ') }));
    expect(blank).toMatchObject({ message: 'Fichier : donnez un nom au fichier', field: 'path' });
    const nul = await refusal(api.saveCopy({ path: join(dir, 'co\u0000pie.sclassic') }));
    expect(nul).toMatchObject({ message: 'Fichier : caractères de contrôle interdits', field: 'path' });
    // A trailing space is a name some systems allow: the copy is where it says.
    const spaced = join(dir, 'copie.sclassic ');
    expect(await api.saveCopy({ path: spaced })).toEqual({ path: spaced });
    expect(existsSync(spaced)).toBe(true);
    expect(readdirSync(dir).sort()).toEqual(['copie.sclassic ', 'tournoi.sclassic']);
  });

  it('a name with a lone surrogate is refused or comes back as typed', async () => {
    const { api } = await fresh(0);
    const added = await refusal(api.addPlayer({ name: 'Jean\uD800 Dupont', rating: 1500 }));
    expect(added).toMatchObject({ code: 'invalid-input', field: 'name' });
    expect((added as Refused).message).toBe('Nom du joueur : caractères invalides (texte mal encodé)');
    expect(await api.listPlayers({})).toEqual([]);
  });

  it('a ruleset without the fictitious player is refused, or pairs an odd field without losing anyone', async () => {
    const ruleset = { ...resolveRuleset('fisf'), name: 'custom' as const, fictitiousPlayer: false };
    const { api } = await fresh(3, { ruleset });
    const odd = await refusal(api.pairNextRound({}));
    expect(odd).toMatchObject({ code: 'odd-field-without-x' });
    expect((odd as Refused).message).toBe(
      '3 joueurs présents à la ronde 1 et un règlement sans joueur fictif X : il faut un nombre pair de joueurs (déclarez un absent ou inscrivez un joueur).',
    );
    expect((await api.show({})).roundsPaired).toBe(0);
    // One absent: an even field pairs, nobody lost.
    await api.setAbsent({ players: [3], absent: true });
    const round = await api.pairNextRound({});
    expect(round.matches.flatMap((m) => [m.a.id, m.b?.id])).toEqual([1, 2]);
    expect(documentProblems(await api.exportDocument({}))).toEqual([]);
  });

  it('the export of a file whose withdrawal outlived a repaired round imports as the same tournament', async () => {
    const { api } = await fresh(4);
    await api.pairNextRound({});
    await api.setAbsent({ players: [1], absent: true });
    await api.repairRound({});
    await api.withdrawPlayer({ player: 1 });
    await api.repairRound({});
    await api.undo({}); // the pairing of the repair; round 1 stays removed
    const exported = await api.exportDocument({});
    const other = apiOf(createService({ clock: fakeClock() }));
    await other.importDocument({
      path: join(tempFolder(), 'copie.sclassic'),
      document: exported as ImportInput['document'],
    });
    expect((await other.exportDocument({})).next).toEqual(exported.next);
  });

  it('pairNextRound with a result missing in an earlier round says so, not that the file is invalid', async () => {
    const { api } = await fresh(4);
    for (let r = 0; r < 2; r++) {
      const round = await api.pairNextRound({});
      for (const m of round.matches) if (m.b !== null) await api.recordResult({ table: m.table, games: [[400, 300]] });
    }
    await api.clearResult({ round: 1, table: 1 });
    const error = await refusal(api.pairNextRound({}));
    expect(error).toMatchObject({ code: 'missing-results' });
    expect((error as Refused).message).toBe("La ronde 1 n'est pas terminée : il manque le résultat de la table 1.");
  });

  it('importDocument keeps to the limits of the input schemas, or refuses', async () => {
    const api = apiOf(createService({ clock: fakeClock() }));
    const document = {
      ruleset: 'fisf' as const,
      players: [
        { id: '1', name: 'Anne\u0007', rating: 1e300 },
        { id: '2', name: 'Bruno', rating: 5001.4 },
      ],
      rounds: [],
    };
    const path = join(tempFolder(), 'import.sclassic');
    const error = await refusal(api.importDocument({ path, document }));
    expect(error).toMatchObject({ code: 'invalid-input', field: 'document.players[0].name' });
    expect((error as Refused).message).toBe(
      'Joueur 1, nom du joueur : caractères de contrôle interdits ; joueur 1, cote : un nombre entier est attendu ; joueur 1, cote : 5000 au plus ; joueur 2, cote : un nombre entier est attendu',
    );
    expect(existsSync(path)).toBe(false);
  });

  it('importDocument refuses a player whose firstRound comes after a round they played', async () => {
    const dir = tempFolder();
    const api = apiOf(createService({ clock: fakeClock() }));
    const document = {
      ruleset: 'fisf' as const,
      players: [
        { id: '1', name: 'Anne', rating: 1500, firstRound: 2 },
        { id: '2', name: 'Bruno', rating: 1400 },
      ],
      rounds: [{ matches: [{ a: '1', b: '2', games: [[400, 300] as [number, number]] }] }],
    };
    const error = await refusal(api.importDocument({ path: join(dir, 'import.sclassic'), document }));
    expect(error).toMatchObject({ code: 'invalid-document', field: 'document' });
    expect((error as Refused).message).toBe(
      'rounds[0].matches[0].a : « 1 » est déclaré absent de la ronde 1 mais y est apparié',
    );
    expect(existsSync(join(dir, 'import.sclassic'))).toBe(false);
  });

  it('importDocument refuses a round where a present player sits out, or where X plays twice', async () => {
    const dir = tempFolder();
    const api = apiOf(createService({ clock: fakeClock() }));
    const players = ['Anne', 'Bruno', 'Chloé', 'Denis', 'Émile'].map((name, i) => ({
      id: String(i + 1),
      name,
      rating: 1500 - i * 10,
    }));
    const sitsOut = {
      ruleset: 'fisf' as const,
      players,
      rounds: [
        {
          matches: [
            { a: '1', b: '2' },
            { a: '3', b: '4' },
          ],
        },
      ],
    };
    const gap = (await refusal(api.importDocument({ path: join(dir, 'trou.sclassic'), document: sitsOut }))) as Refused;
    expect(gap).toMatchObject({ code: 'invalid-document' });
    expect(gap.message).toContain("« 5 » n'est ni absent ni retiré à la ronde 1, mais n'y est pas apparié");
    const twoX = {
      ruleset: 'fisf' as const,
      players,
      rounds: [
        {
          absent: ['5'],
          matches: [
            { a: '1', b: '2' },
            { a: '3', b: null },
            { a: '4', b: null },
          ],
        },
      ],
    };
    const x = (await refusal(api.importDocument({ path: join(dir, 'deux-x.sclassic'), document: twoX }))) as Refused;
    expect(x.message).toContain('le joueur fictif X est apparié 2 fois dans la ronde 1');
    expect(existsSync(join(dir, 'trou.sclassic')) || existsSync(join(dir, 'deux-x.sclassic'))).toBe(false);
  });
});
