/**
 * What must hold of a tournament file after any command, read through the service API:
 * the exported document is one the engine accepts and one Sclassic can import again, every
 * round pairs each present player once, the standings list every player once, the views
 * agree with the document, and SQLite finds the file sound.
 */
import { statSync } from 'node:fs';
import { checkDocument, isWithdrawnFor, X } from '../../src-engine/index.ts';
import type { SclassicApi } from '../../src-main/contract/commands.ts';
import type { ExportedDocument } from '../../src-main/contract/views/document.ts';
import type { StandingsView, TournamentSummary } from '../../src-main/contract/views.ts';
import type { Service } from '../../src-main/service/core/dispatch.ts';
import { exportedDocumentSchema } from '../../src-main/service/inputs/document-schema.ts';
import type { TournamentFile } from '../../src-main/store/tournament-file.ts';
import type { LogEntry } from '../../src-main/store/tournament-store.ts';
import { typedText } from './fuzz-values.ts';

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it looks for
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** The state of the open file as the API shows it, read after each command. */
export interface Observation {
  doc: ExportedDocument;
  summary: TournamentSummary;
  log: LogEntry[];
  /** The file's facts and recent log, as one string: a refused command must leave it unchanged. */
  snapshot: string;
  /** Size and modification time of the file and its write-ahead log on disk: a refused command writes nothing. */
  stat: string;
}

/**
 * The file's and its log's sizes and modification times, its log folded back first (as its timer
 * does every second, write-ahead.ts): a fold moves changes already made into the file, so two
 * stats differ only if something was written between them.
 */
function fileStat(path: string, open: TournamentFile | null): string {
  open?.writeAhead?.fold();
  return [path, `${path}-wal`]
    .map((file) => {
      const s = statSync(file, { bigint: true, throwIfNoEntry: false });
      return s === undefined ? '-' : `${s.size}:${s.mtimeNs}`;
    })
    .join(' ');
}

/**
 * Reads the file through the API: the exported document, the summary and the last log entries.
 * The summary derives from the facts alone: when they are those of `previous`, so is it.
 */
export async function observe(
  api: SclassicApi,
  path: string,
  previous?: Observation,
  open: TournamentFile | null = null,
): Promise<Observation> {
  const doc = await api.exportDocument({});
  const log = await api.log({ limit: 3 });
  const snapshot = JSON.stringify({ doc, log });
  const summary = previous?.snapshot === snapshot ? previous.summary : await api.show({});
  return { doc, summary, log, snapshot, stat: fileStat(path, open) };
}

/** Problems of the exported document itself: the engine's checks, importability, sane players, pairings. */
export function documentProblems(doc: ExportedDocument): string[] {
  const problems: string[] = [];
  for (const p of checkDocument(doc)) problems.push(`checkDocument refuses the export: ${p.path} ${p.code}`);
  for (const p of doc.players) {
    if (p.name.length === 0 || p.name.length > 80 || p.name !== typedText(p.name) || CONTROL.test(p.name)) {
      problems.push(`player ${p.id}: a name the input schema would refuse (${JSON.stringify(p.name.slice(0, 40))})`);
    }
    // null: an unrated newcomer, as the registration allows.
    if (p.rating !== null && (!Number.isInteger(p.rating) || p.rating < 0 || p.rating > 5000)) {
      problems.push(`player ${p.id}: rating ${p.rating} outside 0–5000`);
    }
    if (!Number.isInteger(p.firstRound) || p.firstRound < 1)
      problems.push(`player ${p.id}: firstRound ${p.firstRound}`);
  }
  const ruleset = typeof doc.ruleset === 'string' ? null : doc.ruleset;
  // A round-robin puts X against each player whose scheduled opponent is away: X may sit at several tables.
  const roundRobin = (doc as { system?: string }).system === 'round-robin';
  doc.rounds.forEach((round, r) => {
    const number = r + 1;
    const absent = new Set(round.absent ?? []);
    const present = doc.players.filter((p) => !absent.has(p.id) && !isWithdrawnFor(p, number)).map((p) => p.id);
    const times = new Map<string, number>();
    let xs = 0;
    for (const m of round.matches) {
      for (const id of [m.a, m.b]) {
        if (id === null) xs += 1;
        else times.set(id, (times.get(id) ?? 0) + 1);
      }
    }
    for (const id of present) {
      if (times.get(id) !== 1)
        problems.push(`round ${number}: present player ${id} paired ${times.get(id) ?? 0} times`);
    }
    for (const id of times.keys()) {
      if (!present.includes(id)) problems.push(`round ${number}: player ${id} paired but not present`);
    }
    const withX = ruleset?.fictitiousPlayer !== false && present.length % 2 === 1 ? 1 : 0;
    if (roundRobin ? xs % 2 !== present.length % 2 : xs !== withX) {
      problems.push(`round ${number}: X paired ${xs} times for ${present.length} present players`);
    }
  });
  return problems;
}

/** The standings list every player once, ranked from 1 in order. */
export function standingsProblems(doc: ExportedDocument, standings: StandingsView, label: string): string[] {
  const problems: string[] = [];
  const ids = standings.rows.map((r) => String(r.id));
  const expected = doc.players.map((p) => p.id);
  if (ids.length !== expected.length || new Set(ids).size !== ids.length || !expected.every((id) => ids.includes(id))) {
    problems.push(`${label}: lists ${ids.length} rows for ${expected.length} players (or not each once)`);
  }
  standings.rows.forEach((row, i) => {
    if (i === 0 && row.rank !== 1) problems.push(`${label}: the first rank is ${row.rank}`);
    if (i > 0 && row.rank < (standings.rows[i - 1]?.rank ?? 0)) problems.push(`${label}: ranks out of order`);
    if (!Number.isFinite(row.pm) || !Number.isFinite(row.pdep)) problems.push(`${label}: PM or Pdep not a number`);
  });
  return problems;
}

/** The summary agrees with the document. */
export function summaryProblems(doc: ExportedDocument, summary: TournamentSummary): string[] {
  const problems: string[] = [];
  if (summary.players !== doc.players.length)
    problems.push(`show: ${summary.players} players, the export has ${doc.players.length}`);
  if (summary.roundsPaired !== doc.rounds.length)
    problems.push(`show: ${summary.roundsPaired} rounds, the export has ${doc.rounds.length}`);
  if (summary.nextRound !== doc.rounds.length + 1) problems.push(`show: next round ${summary.nextRound}`);
  return problems;
}

/** The open file's SQLite connection, reached through the service's internals for the integrity check only. */
export function databaseOf(service: Service): TournamentFile['db'] | null {
  return service.openFile?.db ?? null;
}

/** The expensive checks: SQLite's own, and every view against the document. */
export async function fullProblems(api: SclassicApi, service: Service, doc: ExportedDocument): Promise<string[]> {
  const problems: string[] = [];
  const db = databaseOf(service);
  if (db === null) return ['no open database'];
  const integrity = db.pragma('integrity_check', { simple: true });
  if (integrity !== 'ok') problems.push(`integrity_check: ${String(integrity)}`);
  const foreign = db.pragma('foreign_key_check') as unknown[];
  if (foreign.length > 0) problems.push(`foreign_key_check: ${JSON.stringify(foreign.slice(0, 3))}`);
  const parsed = exportedDocumentSchema.safeParse(doc);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    problems.push(`the export cannot be imported again: ${issue?.path.join('.')} ${issue?.message}`);
  }

  const rounds = doc.rounds.length;
  const ids = doc.players.map((p) => Number(p.id));
  const players = await api.listPlayers({});
  if (JSON.stringify(players.map((p) => p.id)) !== JSON.stringify(ids))
    problems.push('listPlayers differs from the export');
  for (const p of players) {
    const exported = doc.players.find((q) => q.id === String(p.id));
    if (exported?.name !== p.name || exported.club !== p.club)
      problems.push(`player ${p.id}: the views disagree on the name`);
  }

  // Who has met whom before each round, X included, to check the rematch flags.
  const met = new Set<string>();
  const key = (p: string | null, q: string | null) => [p ?? 'X', q ?? 'X'].sort().join('|');
  for (let r = 1; r <= rounds; r++) {
    const view = await api.round({ round: r });
    const matches = doc.rounds[r - 1]?.matches ?? [];
    // The view counts the tables to enter: the match against X aside.
    const tables = matches.filter((m) => m.b !== null).length;
    if (view.total !== tables || view.matches.length !== matches.length) {
      problems.push(`round ${r}: the view has ${view.total} tables, the export ${matches.length}`);
    }
    if (view.entered + view.missingTables.length !== view.total) problems.push(`round ${r}: entered + missing ≠ total`);
    view.matches.forEach((m, t) => {
      const record = matches[t];
      if (record === undefined) return;
      if (m.table !== t + 1) problems.push(`round ${r}: table ${m.table} at position ${t + 1}`);
      const a = String(m.a.id);
      const b = m.b === null ? null : String(m.b.id);
      if (record.a !== a || record.b !== b)
        problems.push(`round ${r}, table ${t + 1}: the view and the export disagree`);
      if (m.rematch !== met.has(key(a, b))) {
        problems.push(
          `round ${r}, table ${t + 1}: rematch flag ${m.rematch}, but ${met.has(key(a, b)) ? 'they met' : 'they never met'}`,
        );
      }
      if (m.b === null && m.result?.kind !== 'x')
        problems.push(`round ${r}, table ${t + 1}: the match against X has no automatic result`);
    });
    for (const m of matches) met.add(key(m.a, m.b));
  }

  for (let after = 0; after <= rounds; after++) {
    problems.push(...standingsProblems(doc, await api.standings({ after }), `standings after ${after}`));
  }
  problems.push(...standingsProblems(doc, await api.standings({ final: true }), 'final standings'));

  const crosstable = await api.crosstable({});
  if (crosstable.rows.length !== doc.players.length) problems.push(`crosstable: ${crosstable.rows.length} rows`);
  for (const row of crosstable.rows) {
    if (row.cells.length !== rounds)
      problems.push(`crosstable: player ${row.player.id} has ${row.cells.length} cells for ${rounds} rounds`);
  }
  for (const id of ids) {
    const history = await api.playerHistory({ player: id });
    if (history.lines.length !== rounds)
      problems.push(`history of ${id}: ${history.lines.length} lines for ${rounds} rounds`);
    const opponents = history.lines.map((l) => l.opponent?.id ?? (l.outcome === 'x' ? X : null));
    if (opponents.includes(id)) problems.push(`history of ${id}: plays against themself`);
  }

  const log = await api.log({ limit: 1000 });
  for (let i = 1; i < log.length; i++) {
    if ((log[i]?.id ?? 0) >= (log[i - 1]?.id ?? 0)) problems.push('log: entries out of order');
  }
  return problems;
}
