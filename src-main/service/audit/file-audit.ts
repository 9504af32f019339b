/**
 * The audit of the open tournament file: the engine's audit (src-engine/audit.ts) run on each
 * round as it was paired, known from the file's change log. Each round is paired again from the
 * facts as they stood when its pairing in force was made (the results then known, the players then
 * registered, the absences then declared), the arbiter's swaps made on it since applied in their
 * order; a result corrected after a later round was paired is then no breach, but information said
 * once, on its table. A re-pair is named as the arbiter's decision it is. What the file holds that
 * its log does not account for (a row written by another program) is a breach where it is.
 */
import {
  type AuditFinding,
  auditFinalPhase,
  auditRound,
  documentBeforeRound,
  type PlayerId,
  type RoundAudit,
  type RoundDecision,
  type TournamentDocument,
  unpairLastRound,
} from '../../../src-engine/index.ts';
import type { OutsidePart } from '../../contract/views/audit.ts';
import { type ChangeInForce, changesInForce, filesBefore, rowsOutsideLog } from '../../store/history.ts';
import type { TableName } from '../../store/row-images.ts';
import type { TournamentFile } from '../../store/tournament-file.ts';
import { engineId } from '../adapters/engine-ids.ts';
import { documentOf, exportedDocumentOf, type Facts, readFacts } from '../adapters/facts-document.ts';

/** What only a file's own audit says: from its log. */
export type FileFinding =
  | AuditFinding
  /** The round was paired by another program and imported: its procedure is not known, only its result. */
  | { kind: 'information'; code: 'imported' }
  /** A result corrected after later rounds were paired: those rounds are audited on the results of their time. */
  | { kind: 'information'; code: 'corrected-after-pairing'; table: number; at: string[]; rounds: number[] }
  /** The round was paired again (after an absence or a withdrawal declared since its pairing). */
  | { kind: 'decision'; code: 'repair'; at: string; absent: PlayerId[] }
  /** A row the file holds otherwise than its log wrote it: written by another program. */
  | {
      kind: 'breach';
      code: 'outside-log';
      part: OutsidePart;
      table: number | null;
    };

export interface FileRoundAudit extends Omit<RoundAudit, 'findings'> {
  findings: FileFinding[];
  /** When its pairing in force was made (null: imported). */
  pairedAt: string | null;
}

export interface FileAudit {
  /** What concerns no round: the settings or a player written outside Sclassic. */
  general: FileFinding[];
  rounds: FileRoundAudit[];
  breaches: number;
}

/** The rows of round `round` a change wrote (`images` of one table, by its key's round). */
const writesRound = (change: ChangeInForce, table: TableName, round: number) =>
  change.images.some((i) => i.table === table && i.key.round === round);

/** The change that made the pairing of classic round `round` in force: its pairing, its re-pair, or the import. */
function pairingChange(changes: readonly ChangeInForce[], round: number): ChangeInForce | undefined {
  return changes.findLast((c) =>
    c.images.some((i) => i.table === 'rounds' && i.key.number === round && i.after !== null),
  );
}

/** The swaps made on the round since its pairing, in their order, as the document records decisions. */
function swapsOn(changes: readonly ChangeInForce[], since: number, round: number): RoundDecision[] {
  return changes
    .filter((c) => c.id > since && c.command === 'swap-players' && writesRound(c, 'matches', round))
    .flatMap((c) => {
      const reason = c.images.find((i) => i.table === 'matches')?.after?.reason;
      const parsed = typeof reason === 'string' ? (JSON.parse(reason) as { method?: string; players?: number[] }) : {};
      const [p, q] = parsed.players ?? [];
      return parsed.method === 'swap' && p !== undefined && q !== undefined
        ? [{ kind: 'swap' as const, players: [engineId(p), engineId(q)] as [PlayerId, PlayerId], at: c.at }]
        : [];
    });
}

/** The swaps an imported round's document recorded, as its matches keep them. */
function swapsIn(facts: Facts, round: number): RoundDecision[] {
  const reason = facts.matches.find((m) => m.round === round)?.reason;
  if (reason?.method !== 'import') return [];
  return (reason.decisions ?? []).map((d) => ({
    kind: 'swap',
    players: d.players.map(engineId) as [PlayerId, PlayerId],
    ...(d.at === undefined ? {} : { at: d.at }),
  }));
}

/** The document the procedure paired round `round` from, before `change` (a pairing or a re-pair). */
function documentThen(facts: Facts, change: ChangeInForce): TournamentDocument {
  const document = documentOf(facts);
  return change.command === 'repair-round' ? unpairLastRound(document) : document;
}

/** What a table of the file holds, in the director's terms. */
const OUTSIDE_PART: Record<TableName, OutsidePart> = {
  tournament: 'settings',
  players: 'player',
  absences: 'player',
  rounds: 'pairing',
  matches: 'pairing',
  games: 'result',
  round_clocks: 'clock',
  final_phase: 'final-phase',
};

/** Where a row written outside Sclassic is, in the director's terms. */
function outsideFinding(
  table: TableName,
  key: Record<string, unknown>,
): { round: number | null; finding: FileFinding } {
  const round = typeof key.round === 'number' ? key.round : table === 'rounds' ? (key.number as number) : null;
  const tableNo = typeof key.table_no === 'number' ? key.table_no : null;
  const part = OUTSIDE_PART[table];
  return { round, finding: { kind: 'breach', code: 'outside-log', part, table: tableNo } };
}

/** The corrections of results made after later rounds were paired, on the table corrected. */
function correctionsAfterPairing(changes: readonly ChangeInForce[], pairedBy: ReadonlyMap<number, number>) {
  const byTable = new Map<string, { round: number; table: number; at: string[]; rounds: Set<number> }>();
  for (const change of changes) {
    if (!['edit-result', 'clear-result', 'record-result'].includes(change.command)) continue;
    const match = change.images.find((i) => i.table === 'matches');
    if (match === undefined) continue;
    const [round, table] = [match.key.round as number, match.key.table_no as number];
    const later = [...pairedBy].filter(([r, id]) => r > round && id < change.id).map(([r]) => r);
    if (later.length === 0) continue;
    const key = `${round}:${table}`;
    const entry = byTable.get(key) ?? { round, table, at: [], rounds: new Set<number>() };
    entry.at.push(change.at);
    for (const r of later) entry.rounds.add(r);
    byTable.set(key, entry);
  }
  return [...byTable.values()];
}

/**
 * The arbiter's swaps on each classic round since its pairing in force, as a document records
 * them (`rounds[i].decisions`): what an exported document carries so that any program's audit of
 * it names them as the arbiter's.
 */
export function decisionsOf(file: TournamentFile, facts: Facts): Map<number, RoundDecision[]> {
  const changes = changesInForce(file);
  const decisions = new Map<number, RoundDecision[]>();
  for (const r of facts.rounds) {
    const change = pairingChange(changes, r.number);
    const swaps =
      change === undefined || change.command === 'import'
        ? swapsIn(facts, r.number)
        : swapsOn(changes, change.id, r.number);
    if (swaps.length > 0) decisions.set(r.number, swaps);
  }
  return decisions;
}

export function auditFile(file: TournamentFile, facts: Facts): FileAudit {
  const changes = changesInForce(file);
  const document = documentOf(facts);
  const paired = new Map<number, ChangeInForce>();
  for (const r of facts.rounds) {
    const change = pairingChange(changes, r.number);
    if (change !== undefined) paired.set(r.number, change);
  }
  const fromLog = new Map([...paired].filter(([, c]) => c.command !== 'import'));
  // The facts before each pairing, newest first, from one copy of the file taken back change by change.
  const before = new Map<number, TournamentDocument>();
  const wanted = new Set([...fromLog.values()].map((c) => c.id));
  if (wanted.size > 0)
    for (const [id, store] of filesBefore(file, changes, wanted))
      for (const [round, change] of fromLog)
        if (change.id === id) before.set(round, documentThen(readFacts(store), change));

  const rounds: FileRoundAudit[] = document.rounds.map((recorded, r) => {
    const round = r + 1;
    const change = paired.get(round);
    const imported = change === undefined || change.command === 'import';
    const then = before.get(round) ?? documentBeforeRound(document, round);
    const decisions = imported ? swapsIn(facts, round) : swapsOn(changes, (change as ChangeInForce).id, round);
    const audit = auditRound(then, { ...recorded, decisions }, round);
    const repair: FileFinding[] =
      change?.command === 'repair-round'
        ? [{ kind: 'decision', code: 'repair', at: change.at, absent: [...(then.next?.absent ?? [])] }]
        : [];
    return {
      ...audit,
      pairedAt: imported ? null : (change as ChangeInForce).at,
      findings: [
        ...(imported ? [{ kind: 'information' as const, code: 'imported' as const }] : []),
        ...repair,
        ...audit.findings,
      ],
    };
  });

  const exported = exportedDocumentOf(facts);
  if (exported.finalPhase !== undefined)
    for (const audit of auditFinalPhase({ ...exported, finalPhase: exported.finalPhase }))
      rounds.push({ ...audit, pairedAt: null });

  const pairedBy = new Map([...fromLog].map(([r, c]) => [r, c.id]));
  for (const c of correctionsAfterPairing(changes, pairedBy))
    rounds
      .find((r) => r.round === c.round)
      ?.findings.push({
        kind: 'information',
        code: 'corrected-after-pairing',
        table: c.table,
        at: c.at,
        rounds: [...c.rounds].sort((a, b) => a - b),
      });

  const general: FileFinding[] = [];
  const said = new Set<string>();
  for (const row of rowsOutsideLog(file, changes)) {
    const { round, finding } = outsideFinding(row.table, row.key);
    // Once a table, whatever its rows (the match and its games).
    const key = JSON.stringify([round, finding]);
    if (said.has(key)) continue;
    said.add(key);
    const target = round === null ? undefined : rounds.find((r) => r.round === round);
    (target?.findings ?? general).push(finding);
  }
  const breaches = [general, ...rounds.map((r) => r.findings)].flat().filter((f) => f.kind === 'breach').length;
  return { general, rounds, breaches };
}
