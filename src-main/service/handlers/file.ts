/**
 * The tournament file as a document: created, opened, imported from an engine document, closed,
 * copied; its change log, and undo.
 */

import { mkdirSync } from 'node:fs';
import { dirname, resolve, sep } from 'node:path';
import {
  checkDocument,
  checkRoundsComplete,
  DEFAULT_CATEGORY_SETTINGS,
  DEFAULT_TOURNAMENT_ELO,
  DocumentError,
  haveMet,
  indexOfId,
  readTournament,
  tally,
} from '../../../src-engine/index.ts';
import { refuse } from '../../contract/refusals.ts';
import type { LogEntry, ServiceDefaults, TournamentSummary, UndoState } from '../../contract/views/tournament.ts';
import { damaged } from '../../store/backups.ts';
import type { StoredMatchReason } from '../../store/match-reason.ts';
import { StoreError } from '../../store/store-error.ts';
import {
  closeTournamentFile,
  saveCopy as copyFile,
  createTournamentFile,
  openTournamentFile,
  type TournamentFile,
} from '../../store/tournament-file.ts';
import { type SettingsRow, TournamentStore, type TournamentWriter } from '../../store/tournament-store.ts';
import { documentOf, type Facts, readFacts, stateOf } from '../adapters/facts-document.ts';
import { writeImportedFinalPhase } from '../adapters/final-phase-import.ts';
import { resolveRulesetInput } from '../adapters/settings-in-force.ts';
import { newTableSecret } from '../adapters/table-codes.ts';
import type { AfterCommit } from '../core/command.ts';
import type { CommandContext } from '../core/context.ts';
import { documentIssues } from '../core/refusal-of.ts';
import { fileToCreate, fileToOpen } from '../core/tournament-path.ts';
import type {
  createTournamentInput,
  In,
  importDocumentInput,
  logInput,
  openTournamentInput,
  saveCopyInput,
  undoInput,
} from '../inputs/inputs.ts';
import { checkUndone } from '../seen/seen.ts';
import { summaryView } from '../views/views.ts';

type ImportedDocument = In<typeof importDocumentInput>['document'];

/** The folder a tournament goes to when named without one, and how this machine writes paths. */
export function defaults(context: CommandContext): ServiceDefaults {
  return { folder: context.session.tournamentsFolder(), separator: sep === '\\' ? '\\' : '/' };
}

/** The tournaments opened lately and still there, most recent first (the service adds each file it opens). */
export function recentFiles(context: CommandContext): string[] {
  return context.session.recent.shown();
}

/**
 * Builds the file under a temporary name (see createTournamentFile) and makes it the open
 * tournament. A name alone goes to the tournaments folder, made on first use.
 */
function create(context: CommandContext, given: string, fill: (store: TournamentStore) => void): TournamentSummary {
  const folder = context.session.tournamentsFolder();
  const path = fileToCreate(given, folder);
  if (dirname(path) === folder) {
    try {
      mkdirSync(folder, { recursive: true });
    } catch (error) {
      throw new StoreError('unwritable', { path, detail: (error as Error).message }, error);
    }
  }
  const file = createTournamentFile(path, context.now, (db) =>
    fill(new TournamentStore({ path, db, openedVersion: 0 })),
  );
  return attach(context, file);
}

function attach(context: CommandContext, file: TournamentFile): TournamentSummary {
  context.session.attach(file);
  return summaryView(file.path, context.facts);
}

export function createTournament(context: CommandContext, input: In<typeof createTournamentInput>): TournamentSummary {
  const settings: SettingsRow = {
    name: input.name,
    date: input.date,
    place: input.place ?? '',
    ruleset: resolveRulesetInput(input.ruleset ?? 'fisf'),
    plannedRounds: input.plannedRounds ?? null,
    bestOfThree: input.bestOfThree ?? false,
    minutes: input.minutes ?? 25,
    pairingSystem: input.pairingSystem ?? 'formula',
    elo: input.elo === undefined ? null : { ...DEFAULT_TOURNAMENT_ELO, ...input.elo },
    categories: input.categories === undefined ? null : { ...DEFAULT_CATEGORY_SETTINGS, ...input.categories },
    liveHidesRatings: input.liveHidesRatings ?? false,
    newcomerRating: input.newcomerRating ?? null,
    tableProposals: input.tableProposals ?? false,
    proposalsConfirm: input.proposalsConfirm ?? false,
    tableSecret: input.tableProposals === true ? newTableSecret() : null,
    createdAt: context.now.toISOString(),
  };
  return create(context, input.path, (store) =>
    store.change('create', context.now, context.hand.name, (w) => {
      w.putSettings(settings);
      return { result: null, summary: `Création du tournoi « ${settings.name} »` };
    }),
  );
}

/**
 * Opens a tournament file. Beyond the store's checks, the engine reads its facts before the file
 * becomes the open one: a file whose rounds and results do not hold together (a player absent
 * from a round they are paired in, written by another program) is refused as damaged, closed
 * untouched, and the tournament open before stays open.
 */
export function openTournament(context: CommandContext, input: In<typeof openTournamentInput>): TournamentSummary {
  const path = fileToOpen(input.path, context.session.tournamentsFolder());
  // Already the open one (chosen again among the recent files): it stays open as it is.
  const open = context.session.file;
  if (open !== null && resolve(open.path) === resolve(path)) return summaryView(open.path, context.facts);
  const file = openTournamentFile(path, context.now);
  let facts: Facts;
  try {
    facts = readFacts(new TournamentStore(file));
    stateOf(facts);
  } catch (error) {
    closeTournamentFile(file);
    if (error instanceof DocumentError) throw damaged(file.path, 'content', {}, error);
    throw error;
  }
  context.session.attach(file);
  // The facts just checked are the open file's reading: its first answer reads nothing again.
  context.session.readings.adopt(context.session.store, facts);
  return summaryView(file.path, context.facts);
}

export function closeTournament(context: CommandContext): null {
  context.session.closeTournament();
  return null;
}

/** The engine's problems with a document, and those a tournament file never has (rounds with gaps). */
function documentProblems(document: ImportedDocument) {
  try {
    readTournament(document);
  } catch (error) {
    if (error instanceof DocumentError) return error.problems;
    throw error;
  }
  return checkRoundsComplete(document);
}

/** Creates a new file from an engine document (as `exportDocument` writes it). */
export function importDocument(context: CommandContext, input: In<typeof importDocumentInput>): TournamentSummary {
  const { document } = input;
  const problems = documentProblems(document);
  if (problems.length > 0) refuse('invalid-document', { issues: documentIssues(problems) }, 'document');
  const info = document.tournament;
  const at = context.now.toISOString();
  return create(context, input.path, (store) => {
    store.change('import', context.now, context.hand.name, (w) => {
      w.putSettings({
        name: info?.name ?? 'Tournoi importé',
        date: info?.date ?? at.slice(0, 10),
        place: info?.place ?? '',
        ruleset: resolveRulesetInput(document.ruleset),
        plannedRounds: info?.plannedRounds ?? null,
        bestOfThree: info?.bestOfThree ?? false,
        minutes: info?.minutes ?? 25,
        pairingSystem: document.system ?? 'formula',
        elo: info?.elo === undefined ? null : { ...DEFAULT_TOURNAMENT_ELO, ...info.elo },
        categories: info?.categories === undefined ? null : { ...DEFAULT_CATEGORY_SETTINGS, ...info.categories },
        liveHidesRatings: false,
        newcomerRating: document.newcomerRating ?? null,
        tableProposals: false,
        proposalsConfirm: false,
        tableSecret: null,
        createdAt: at,
      });
      const ids = writeImportedRounds(w, document, at);
      if (document.finalPhase !== undefined) {
        const idOf = (id: string) => ids.get(id) ?? null;
        const problems = writeImportedFinalPhase(store, w, document.finalPhase, idOf, at);
        if (problems.length > 0) refuse('invalid-document', { issues: documentIssues(problems) }, 'document');
      }
      return { result: null, summary: `Import d'un document de ${document.players.length} joueurs` };
    });
    // What was written must read back as a document the engine accepts (a player's first round
    // after a round they played, say, would not).
    const written = checkDocument(documentOf(readFacts(store)));
    if (written.length > 0) refuse('invalid-document', { issues: documentIssues(written) }, 'document');
  });
}

/**
 * Writes the players and the rounds of an imported document, ids renumbered in registration
 * order: the file's id of each of the document's.
 */
function writeImportedRounds(w: TournamentWriter, document: ImportedDocument, at: string): Map<string, number> {
  const ids = new Map<string, number>();
  const state = readTournament(document);
  for (const p of document.players) {
    const id = w.addPlayer({
      name: p.name,
      rating: p.rating === null ? null : Math.round(p.rating),
      club: p.club ?? '',
      ratingType: p.ratingType ?? 'PL',
      firstRound: p.firstRound ?? 1,
      withdrawnAfter: p.withdrawnAfter ?? null,
      licence: p.licence ?? '',
      k: p.k ?? null,
      category: p.category ?? '',
      birthYear: p.birthYear ?? null,
    });
    ids.set(p.id, id);
  }
  const idOf = (id: string | null) => (id === null ? null : (ids.get(id) as number));
  document.rounds.forEach((round, r) => {
    const number = r + 1;
    // Rematch flags as the procedure would have seen them: meetings of the rounds before.
    const met = haveMet(tally(state, r));
    w.putRound(
      { number, method: 'import', pairedAt: at },
      round.matches.map((m, t) => ({
        round: number,
        table: t + 1,
        a: idOf(m.a) as number,
        b: idOf(m.b),
        starts: m.starts === undefined ? null : idOf(m.starts),
        rematch: met(indexOfId(state, m.a), indexOfId(state, m.b)),
        forfeit: m.forfeit ?? null,
        abandon: m.abandon ?? null,
        decisionAgainst: m.decision?.against ?? null,
        games: (m.games ?? []).map(([a, b]) => [a, b] as [number, number]),
        reason: importedReason(round.decisions ?? [], idOf),
        // The document says what was entered, not by whom nor when.
        entered: null,
      })),
    );
    for (const id of round.absent ?? []) w.setAbsent(number, ids.get(id) as number, true);
  });
  for (const id of document.next?.absent ?? []) w.setAbsent(document.rounds.length + 1, ids.get(id) as number, true);
  return ids;
}

/**
 * Why an imported match is what it is: the import, with the arbiter's swaps the document records
 * on its round, in their order (each match of the round keeps them: any one tells the audit).
 */
function importedReason(
  decisions: ReadonlyArray<{ players: [string, string]; at?: string }>,
  idOf: (id: string | null) => number | null,
): StoredMatchReason {
  if (decisions.length === 0) return { method: 'import' };
  return {
    method: 'import',
    decisions: decisions.map((d) => ({
      players: [idOf(d.players[0]) as number, idOf(d.players[1]) as number],
      ...(d.at === undefined ? {} : { at: d.at }),
    })),
  };
}

/** "Save a copy": checked inside the transaction (a tournament is open), written after it. */
export function copyTarget(context: CommandContext, input: In<typeof saveCopyInput>): { path: string } {
  if (!context.session.isOpen) refuse('no-tournament', {});
  return { path: input.path };
}

export async function writeCopy(target: { path: string }, after: AfterCommit): Promise<{ path: string }> {
  if (after.file === null) return refuse('no-tournament', {});
  await copyFile(after.file, target.path);
  return target;
}

/** Takes back the latest change: the one the screen's button named, when it names one. */
export function undo(context: CommandContext, input: In<typeof undoInput>): { undone: LogEntry | null } {
  const { store } = context.session;
  checkUndone(context, 'undo', store.lastUndoable(), input.entry);
  return { undone: store.undoLast(context.now, context.hand.name) };
}

/** Puts back the change the latest undo took back: the one the screen's button named, when it names one. */
export function redo(context: CommandContext, input: In<typeof undoInput>): { redone: LogEntry | null } {
  const { store } = context.session;
  checkUndone(context, 'redo', store.nextRedo(), input.entry);
  return { redone: store.redoLast(context.now, context.hand.name) };
}

/** What Annuler and Rétablir would do now, and the file's revision. */
export function undoState(context: CommandContext): UndoState {
  const { store } = context.session;
  return {
    ...store.undoButtons(),
    revision: store.revision(),
    file: context.pathShown,
  };
}

export function log(context: CommandContext, input: In<typeof logInput>): LogEntry[] {
  return context.session.store.log(input.limit ?? 50);
}
