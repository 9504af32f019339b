/**
 * The one service: every command and query a director needs, on one open tournament file.
 * Each command validates its input (see `api.ts`), runs as one transaction through the store,
 * asks the engine for every rule, and returns a view model.
 */
import {
  checkDocument,
  DEFAULT_CATEGORY_SETTINGS,
  DEFAULT_TOURNAMENT_ELO,
  DocumentError,
  designateStarter,
  expectedGameCount,
  haveMet,
  pairNextRound,
  type Ruleset,
  ratingReport,
  readTournament,
  resolveRuleset,
  sameName,
  scoreMatch,
  startHistory,
  type TournamentDocument,
  tally,
  X,
} from '../../src-engine/index.ts';
import { compareNamesFrench } from '../../src-engine/initial-ranking.ts';
import { problemFr, problemMessageFr } from '../i18n/problems-fr.ts';
import { documentFileName, fileNameBase } from '../print/documents.ts';
import type { PrintSettings } from '../print/page.ts';
import type { DocumentDefinition } from '../print/pdf.ts';
import type { DirectoryEntry, DirectoryInfo } from '../store/player-directory.ts';
import {
  backupPath,
  closeTournamentFile,
  createTournamentFile,
  openTournamentFile,
  pruneBackups,
  saveCopy,
  type TournamentFile,
} from '../store/tournament-file.ts';
import {
  categorySettingsOf,
  eloOf,
  type LogEntry,
  type MatchRow,
  type PlayerRow,
  type SettingsRow,
  TournamentStore,
  type TournamentWriter,
} from '../store/tournament-store.ts';
import { categoryStandingsNamed } from './category-lookup.ts';
import {
  DirectoryAccess,
  type DirectoryImportReport,
  type DirectoryLocation,
  directoryInfo,
  importList,
  searchDirectory,
} from './directory-commands.ts';
import { lockedRatingChanges, type RefreshReport, refreshProposal } from './directory-refresh.ts';
import { documentOf, type ExportedDocument, type Facts, matchRecordOf, readFacts, stateOf } from './facts-document.ts';
import { roundGapsFr } from './import-checks.ts';
import { type PlayerFileView, playerFileView } from './player-file-view.ts';
import type { ParsedInput } from './schemas.ts';
import { ServiceError } from './service-error.ts';
import {
  brief,
  type CrosstableView,
  type HistoryLine,
  type MatchView,
  matchView,
  type PlayerHistoryView,
  type PlayerView,
  playerIndex,
  playerViews,
  type RatingReportView,
  type RoundView,
  roundView,
  type StandingsView,
  standingsView,
  summaryView,
  type TournamentSummary,
} from './views.ts';

/** Scores a game cannot give, and scores unusual enough to deserve a second look. */
export const SCORE_LIMITS = { min: -200, max: 2000, unusualBelow: 100, unusualAbove: 800 } as const;

/** Automatic backups kept next to the file, one per completed round. */
export const ROUND_BACKUPS_KEPT = 10;

export interface ResultOutcome {
  match: MatchView;
  /** Accepted but worth a second look (an unusual score). */
  warnings: string[];
  /** The round is now complete and a backup was written there. */
  backup: string | null;
}

export interface PrintedDocument {
  /** A file name to offer when saving it. */
  fileName: string;
  /** The bytes of the PDF. */
  pdf: Uint8Array;
}

export interface SwapOutcome {
  round: RoundView;
  /** The rematches the swap creates, by name. */
  newRematches: Array<{ table: number; a: string; b: string }>;
}

const normalizedName = (name: string) =>
  name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

export class TournamentService {
  private readonly clock: () => Date;
  private file: TournamentFile | null = null;
  private store: TournamentStore | null = null;
  private readonly directory: DirectoryAccess;

  /**
   * `directory`: the data folder holding the directory of players (the desktop app's userData);
   * by default `defaultDataFolder()`, asked only when a directory command first runs.
   */
  constructor(clock: () => Date = () => new Date(), directory?: DirectoryLocation) {
    this.clock = clock;
    this.directory = new DirectoryAccess(directory);
  }

  // ——— the file ———

  private open(): TournamentStore {
    if (this.store === null)
      throw new ServiceError('no-tournament', "Aucun tournoi n'est ouvert : ouvrez ou créez un tournoi.");
    return this.store;
  }

  private attach(file: TournamentFile): TournamentSummary {
    this.closeTournament();
    this.file = file;
    this.store = new TournamentStore(file);
    return this.show();
  }

  createTournament(input: ParsedInput<'createTournament'>): TournamentSummary {
    const ruleset = resolveRulesetInput(input.ruleset ?? 'fisf');
    const settings: SettingsRow = {
      name: input.name,
      date: input.date,
      place: input.place ?? '',
      ruleset,
      plannedRounds: input.plannedRounds ?? null,
      bestOfThree: input.bestOfThree ?? false,
      minutes: input.minutes ?? 25,
      pairingSystem: input.pairingSystem ?? 'formula',
      elo: input.elo === undefined ? null : { ...DEFAULT_TOURNAMENT_ELO, ...input.elo },
      categories: input.categories === undefined ? null : { ...DEFAULT_CATEGORY_SETTINGS, ...input.categories },
      createdAt: this.clock().toISOString(),
    };
    const file = createTournamentFile(input.path, this.clock(), (db) => {
      new TournamentStore({ path: input.path, db, openedVersion: 0 }).change('create', this.clock(), (w) => {
        w.putSettings(settings);
        return { result: null, summary: `Création du tournoi « ${settings.name} »` };
      });
    });
    return this.attach(file);
  }

  openTournament(input: ParsedInput<'openTournament'>): TournamentSummary {
    return this.attach(openTournamentFile(input.path, this.clock()));
  }

  /** Creates a new file from an engine document (as `exportDocument` writes it). */
  importDocument(input: ParsedInput<'importDocument'>): TournamentSummary {
    const document = input.document as ImportedDocument;
    const problems = safeCheck(document) ?? (roundGapsFr(document).join(' ; ') || null);
    if (problems !== null) throw new ServiceError('invalid-document', problems, 'document');
    const ruleset = resolveRulesetInput(document.ruleset);
    const info = document.tournament;
    const file = createTournamentFile(input.path, this.clock(), (db) => {
      new TournamentStore({ path: input.path, db, openedVersion: 0 }).change('import', this.clock(), (w) => {
        w.putSettings({
          name: info?.name ?? 'Tournoi importé',
          date: info?.date ?? this.clock().toISOString().slice(0, 10),
          place: info?.place ?? '',
          ruleset,
          plannedRounds: info?.plannedRounds ?? null,
          bestOfThree: info?.bestOfThree ?? false,
          minutes: info?.minutes ?? 25,
          pairingSystem: document.system ?? 'formula',
          elo: info?.elo === undefined ? null : { ...DEFAULT_TOURNAMENT_ELO, ...info.elo },
          categories: info?.categories === undefined ? null : { ...DEFAULT_CATEGORY_SETTINGS, ...info.categories },
          createdAt: this.clock().toISOString(),
        });
        writeImportedRounds(w, document, this.clock().toISOString());
        return { result: null, summary: `Import d'un document de ${document.players.length} joueurs` };
      });
      // What was written must read back as a document the engine accepts (a player's first
      // round after a round they played, say, would not).
      const written = checkDocument(
        documentOf(readFacts(new TournamentStore({ path: input.path, db, openedVersion: 0 }))),
      );
      if (written.length > 0)
        throw new ServiceError('invalid-document', written.map(problemFr).join(' ; '), 'document');
    });
    return this.attach(file);
  }

  // ——— the directory of players (no tournament needed) ———

  directoryImport(input: ParsedInput<'directoryImport'>): Promise<DirectoryImportReport> {
    return importList(this.directory, input, this.clock());
  }

  directorySearch(input: ParsedInput<'directorySearch'>): DirectoryEntry[] {
    return searchDirectory(this.directory, input);
  }

  directoryInfo(): DirectoryInfo {
    return directoryInfo(this.directory);
  }

  /** Closes the directory file (it reopens on the next directory command). */
  closeDirectory(): void {
    this.directory.close();
  }

  closeTournament(): void {
    if (this.file !== null) closeTournamentFile(this.file);
    this.file = null;
    this.store = null;
  }

  async saveCopy(input: ParsedInput<'saveCopy'>): Promise<{ path: string }> {
    this.open();
    await saveCopy(this.file as TournamentFile, input.path);
    return { path: input.path };
  }

  // ——— reading ———

  private facts(): Facts {
    return readFacts(this.open());
  }

  show(): TournamentSummary {
    const facts = this.facts();
    return summaryView((this.file as TournamentFile).path, facts);
  }

  listPlayers(): PlayerView[] {
    const facts = this.facts();
    return playerViews(facts, stateOf(facts));
  }

  round(input: ParsedInput<'round'>): RoundView {
    const facts = this.facts();
    const number = input.round ?? facts.rounds.length;
    if (number < 1 || number > facts.rounds.length) {
      throw new ServiceError(
        'unknown-round',
        facts.rounds.length === 0
          ? "Aucune ronde n'est encore appariée."
          : `La ronde ${number} n'existe pas : les rondes appariées vont de 1 à ${facts.rounds.length}.`,
        'round',
      );
    }
    return roundView(number, facts);
  }

  standings(input: ParsedInput<'standings'>): StandingsView {
    const facts = this.facts();
    if (input.after !== undefined && input.after > facts.rounds.length) {
      throw new ServiceError('unknown-round', `Seules ${facts.rounds.length} rondes sont appariées.`, 'after');
    }
    return standingsView(facts, stateOf(facts), input);
  }

  playerHistory(input: ParsedInput<'playerHistory'>): PlayerHistoryView {
    const facts = this.facts();
    const player = findPlayer(facts, input.player, 'player');
    const state = stateOf(facts);
    const index = facts.players.indexOf(player);
    let totalPm = 0;
    const tallies = tally(state);
    const lines: HistoryLine[] = (tallies[index]?.lines ?? []).map((line) => {
      totalPm += line.pm;
      const match = facts.matches.find((m) => m.round === line.round && m.table === line.table);
      const games =
        match === undefined
          ? []
          : match.a === player.id
            ? match.games
            : match.games.map(([a, b]) => [b, a] as [number, number]);
      const opponentRow = line.opponent === null || line.opponent === X ? null : (facts.players[line.opponent] ?? null);
      return {
        round: line.round,
        table: line.table,
        opponent:
          opponentRow === null
            ? null
            : { id: opponentRow.id, name: opponentRow.name, club: opponentRow.club, rating: opponentRow.rating },
        outcome: line.opponent === X ? 'x' : line.outcome,
        byForfeit: line.byForfeit,
        games,
        pm: line.pm,
        pdep: line.pdep,
        totalPm,
      };
    });
    const view = playerViews(facts, state)[index] as PlayerView;
    return { player: view, lines };
  }

  crosstable(): CrosstableView {
    const facts = this.facts();
    const state = stateOf(facts);
    const final = standingsView(facts, state, { final: facts.rounds.length > 0 });
    const rankOf = new Map(final.rows.map((r, i) => [r.id, i + 1]));
    const tallies = tally(state);
    return {
      rounds: facts.rounds.length,
      rows: final.rows.map((row) => {
        const index = facts.players.findIndex((p) => p.id === row.id);
        return {
          rank: row.rank,
          player: { id: row.id, name: row.name, club: row.club, rating: row.rating },
          pm: row.pm,
          pdep: row.pdep,
          cells: (tallies[index]?.lines ?? []).map((line) => ({
            round: line.round,
            opponentRank:
              line.opponent === null || line.opponent === X
                ? null
                : (rankOf.get(facts.players[line.opponent]?.id ?? -1) ?? null),
            x: line.opponent === X,
            outcome: line.opponent === X ? 'x' : line.outcome,
            pm: line.pm,
          })),
        };
      }),
    };
  }

  exportDocument(): ExportedDocument {
    return documentOf(this.facts());
  }

  log(input: ParsedInput<'log'>): LogEntry[] {
    return this.open().log(input.limit ?? 50);
  }

  // ——— settings and players ———

  updateSettings(input: ParsedInput<'updateSettings'>): TournamentSummary {
    const store = this.open();
    const facts = this.facts();
    if (input.ruleset !== undefined && facts.rounds.length > 0) {
      throw new ServiceError(
        'ruleset-locked',
        'Le règlement ne peut plus changer une fois la ronde 1 appariée.',
        'ruleset',
      );
    }
    if (
      input.pairingSystem !== undefined &&
      input.pairingSystem !== facts.settings.pairingSystem &&
      facts.rounds.length > 0
    ) {
      throw new ServiceError(
        'system-locked',
        'Le système d’appariement (formule classique ou toutes rondes) ne peut plus changer une fois la ronde 1 appariée.',
        'pairingSystem',
      );
    }
    if (
      input.bestOfThree !== undefined &&
      input.bestOfThree !== facts.settings.bestOfThree &&
      facts.matches.some((m) => m.games.length > 0)
    ) {
      throw new ServiceError(
        'format-locked',
        'Le format des matchs (une manche ou deux manches gagnantes) ne peut plus changer : des résultats sont saisis.',
        'bestOfThree',
      );
    }
    if (
      input.plannedRounds !== undefined &&
      input.plannedRounds !== null &&
      input.plannedRounds < facts.rounds.length
    ) {
      throw new ServiceError(
        'rounds-too-few',
        `${facts.rounds.length} rondes sont déjà appariées : le tournoi ne peut pas en prévoir moins.`,
        'plannedRounds',
      );
    }
    const next: SettingsRow = {
      ...facts.settings,
      ...definedOnly({
        name: input.name,
        date: input.date,
        place: input.place,
        plannedRounds: input.plannedRounds,
        bestOfThree: input.bestOfThree,
        minutes: input.minutes,
        pairingSystem: input.pairingSystem,
      }),
      ...(input.ruleset === undefined ? {} : { ruleset: resolveRulesetInput(input.ruleset) }),
      ...(input.elo === undefined ? {} : { elo: { ...eloOf(facts.settings), ...input.elo } }),
      ...(input.categories === undefined
        ? {}
        : { categories: { ...categorySettingsOf(facts.settings), ...input.categories } }),
    };
    store.change('update-settings', this.clock(), (w) => {
      w.putSettings(next);
      return { result: null, summary: 'Modification des paramètres du tournoi' };
    });
    return this.show();
  }

  private checkHomonym(facts: Facts, name: string, allow: boolean | undefined, except?: number, licence = ''): void {
    // The same licence is the same person: never two registrations.
    const sameLicence =
      licence === '' ? undefined : facts.players.find((p) => p.id !== except && p.licence === licence);
    if (sameLicence !== undefined) {
      throw new ServiceError(
        'duplicate-licence',
        `La licence ${licence} est déjà celle de ${sameLicence.name} (n° ${sameLicence.id}) : ce joueur est déjà inscrit.`,
        'licence',
      );
    }
    if (allow) return;
    // The same test as the import's and the registration line's: accents, ligatures, case,
    // punctuation and word order ignored ("OEUVRARD Jean Pierre" is "ŒUVRARD Jean-Pierre").
    const same = facts.players.find((p) => p.id !== except && sameName(p.name, name));
    if (same !== undefined) {
      throw new ServiceError(
        'duplicate-player',
        `« ${name} » est déjà inscrit (n° ${same.id}, ${same.name}). S'il s'agit d'un homonyme, confirmez l'inscription d'un second joueur du même nom.`,
        'name',
      );
    }
  }

  private addPlayers(players: ParsedInput<'addPlayer'>[], command: string): PlayerView[] {
    const store = this.open();
    const facts = this.facts();
    const firstRound = facts.rounds.length + 1;
    const summary = summaryView((this.file as TournamentFile).path, facts);
    const planned = summary.plannedRounds ?? summary.ruleRounds;
    if (facts.rounds.length > 0 && facts.rounds.length >= planned) {
      throw new ServiceError(
        'all-rounds-paired',
        `Les ${planned} rondes prévues sont appariées : un joueur inscrit maintenant ne jouerait aucune ronde et figurerait au classement final. Pour ajouter une ronde, augmentez le nombre de rondes dans les paramètres.`,
        'name',
      );
    }
    const added: number[] = [];
    store.change(command, this.clock(), (w) => {
      const known = [...facts.players];
      for (const p of players) {
        this.checkHomonym({ ...facts, players: known }, p.name, p.allowHomonym, undefined, p.licence ?? '');
        const row: Omit<PlayerRow, 'id'> = {
          name: p.name,
          rating: p.rating,
          club: p.club ?? '',
          ratingType: p.ratingType ?? 'PL',
          firstRound,
          withdrawnAfter: null,
          licence: p.licence ?? '',
          k: p.k ?? null,
          category: p.category ?? '',
          birthYear: p.birthYear ?? null,
        };
        const id = w.addPlayer(row);
        known.push({ ...row, id });
        added.push(id);
      }
      const late = firstRound > 1 ? ` (entrée tardive, à partir de la ronde ${firstRound})` : '';
      return {
        result: null,
        summary:
          players.length === 1
            ? `Inscription de ${players[0]?.name}${late}`
            : `Import de ${players.length} joueurs${late}`,
      };
    });
    const all = this.listPlayers();
    return all.filter((p) => added.includes(p.id));
  }

  addPlayer(input: ParsedInput<'addPlayer'>): PlayerView {
    return this.addPlayers([input], 'add-player')[0] as PlayerView;
  }

  /**
   * Reads a players file for import without changing anything: the same reader for the CLI and
   * the UI. Duplicates are flagged against the open tournament's players, if one is open.
   */
  async readPlayerFile(input: ParsedInput<'readPlayerFile'>): Promise<PlayerFileView> {
    const { PlayerFileError, readPlayerFile } = await import('../import/player-file.ts');
    try {
      const read = await readPlayerFile(input.fileName, input.bytes, {
        ...(input.roles === undefined ? {} : { roles: input.roles }),
        ...(input.separator === undefined ? {} : { separator: input.separator }),
        ...(input.hasHeader === undefined ? {} : { hasHeader: input.hasHeader }),
      });
      return playerFileView(input.fileName, read, this.store === null ? [] : this.facts().players);
    } catch (error) {
      if (error instanceof PlayerFileError) throw new ServiceError('unreadable-file', error.message, 'bytes');
      throw error;
    }
  }

  importPlayers(input: ParsedInput<'importPlayers'>): PlayerView[] {
    return this.addPlayers(input.players, 'import-players');
  }

  editPlayer(input: ParsedInput<'editPlayer'>): PlayerView {
    const store = this.open();
    const facts = this.facts();
    const player = findPlayer(facts, input.player, 'player');
    if (
      input.rating !== undefined &&
      input.rating !== player.rating &&
      facts.rounds.length > 0 &&
      player.firstRound <= facts.rounds.length
    ) {
      throw new ServiceError(
        'rating-locked',
        `La cote de ${player.name} ne peut plus changer : elle a servi au classement initial et aux appariements.`,
        'rating',
      );
    }
    if (input.name !== undefined || input.licence !== undefined) {
      // A new name must not be another registered player's, unless the director confirms a homonym.
      const renamed = input.name !== undefined && !sameName(input.name, player.name);
      this.checkHomonym(
        facts,
        input.name ?? player.name,
        !renamed || input.allowHomonym,
        player.id,
        input.licence ?? '',
      );
    }
    const next: PlayerRow = {
      ...player,
      ...definedOnly({
        name: input.name,
        rating: input.rating,
        club: input.club,
        ratingType: input.ratingType,
        licence: input.licence,
        k: input.k,
        category: input.category,
        birthYear: input.birthYear,
      }),
    };
    store.change('edit-player', this.clock(), (w) => {
      w.putPlayer(next);
      return { result: null, summary: `Modification du joueur ${next.name}` };
    });
    return this.listPlayers().find((p) => p.id === player.id) as PlayerView;
  }

  removePlayer(input: ParsedInput<'removePlayer'>): { removed: PlayerView } {
    const store = this.open();
    const facts = this.facts();
    const player = findPlayer(facts, input.player, 'player');
    const view = this.listPlayers().find((p) => p.id === player.id) as PlayerView;
    if (facts.matches.some((m) => m.a === player.id || m.b === player.id)) {
      throw new ServiceError(
        'player-has-played',
        `${player.name} a déjà été apparié : on ne peut plus le désinscrire. Déclarez plutôt son retrait du tournoi.`,
        'player',
      );
    }
    store.change('remove-player', this.clock(), (w) => {
      w.removePlayer(player.id);
      return { result: null, summary: `Désinscription de ${player.name}` };
    });
    return { removed: view };
  }

  /**
   * The registrations brought up to date from the directory of players (see directory-refresh.ts):
   * the proposal, or with `apply` the changes written as one undoable change.
   */
  refreshFromDirectory(input: ParsedInput<'refreshFromDirectory'>): RefreshReport {
    const store = this.open();
    const facts = this.facts();
    const directory = this.directory.open();
    const report = refreshProposal(facts, (p) => directory.candidates(p), input.keepRatings ?? false);
    if (!input.apply || report.changes.length === 0) return report;
    const locked = lockedRatingChanges(report);
    if (locked.length > 0) {
      const names = locked.map((c) => c.player.name);
      throw new ServiceError(
        'rating-locked',
        `La ronde 1 est appariée : la cote de ${names.length === 1 ? names[0] : `${names.length} joueurs (${names.slice(0, 3).join(', ')}${names.length > 3 ? '…' : ''})`} ne peut plus changer, elle a servi au classement initial et aux appariements. Rien n'a été modifié ; vous pouvez appliquer le reste (club, licence, catégorie, année de naissance) en gardant les cotes.`,
        'apply',
      );
    }
    store.change('refresh-from-directory', this.clock(), (w) => {
      for (const change of report.changes) {
        const player = facts.players.find((p) => p.id === change.player.id) as PlayerRow;
        w.putPlayer({ ...player, ...change.to });
      }
      const n = report.changes.length;
      return {
        result: null,
        summary: `Mise à jour de ${n} ${n === 1 ? 'joueur' : 'joueurs'} depuis le répertoire`,
      };
    });
    return { ...report, applied: true };
  }

  withdrawPlayer(input: ParsedInput<'withdrawPlayer'>): PlayerView {
    const store = this.open();
    const facts = this.facts();
    const player = findPlayer(facts, input.player, 'player');
    if (player.withdrawnAfter !== null) {
      throw new ServiceError(
        'already-withdrawn',
        `${player.name} s'est déjà retiré après la ronde ${player.withdrawnAfter}.`,
        'player',
      );
    }
    const after = facts.rounds.length;
    store.change('withdraw-player', this.clock(), (w) => {
      w.putPlayer({ ...player, withdrawnAfter: after });
      w.setAbsent(after + 1, player.id, false);
      return { result: null, summary: `Retrait de ${player.name} après la ronde ${after}` };
    });
    return this.listPlayers().find((p) => p.id === player.id) as PlayerView;
  }

  setAbsent(input: ParsedInput<'setAbsent'>): TournamentSummary {
    const store = this.open();
    const facts = this.facts();
    const next = facts.rounds.length + 1;
    const players = input.players.map((ref) => findPlayer(facts, ref, 'players'));
    for (const p of players) {
      if (p.withdrawnAfter !== null) {
        throw new ServiceError(
          'withdrawn',
          `${p.name} s'est retiré du tournoi : il n'est plus apparié de toute façon.`,
          'players',
        );
      }
    }
    store.change(input.absent ? 'mark-absent' : 'mark-present', this.clock(), (w) => {
      for (const p of players) w.setAbsent(next, p.id, input.absent);
      const names = players.map((p) => p.name).join(', ');
      return { result: null, summary: `${input.absent ? 'Absence' : 'Présence'} à la ronde ${next} : ${names}` };
    });
    return this.show();
  }

  // ——— pairing ———

  /**
   * What pairing the round after `facts`'s would write, with every domain check: the planned
   * number of rounds, results missing in any round, enough players present.
   */
  private planNextRound(facts: Facts): { number: number; method: string; matches: MatchRow[] } {
    const summary = summaryView((this.file as TournamentFile).path, facts);
    const planned = facts.settings.plannedRounds ?? summary.ruleRounds;
    if (facts.rounds.length >= planned) {
      throw new ServiceError(
        'all-rounds-paired',
        `Les ${planned} rondes prévues sont appariées. Pour jouer une ronde de plus, augmentez le nombre de rondes du tournoi.`,
      );
    }
    const missing = facts.matches.filter((m) => m.b !== null && !hasRecordedResult(m));
    if (missing.length > 0) {
      const rounds = [...new Set(missing.map((m) => m.round))];
      const tables = (round: number) =>
        missing
          .filter((m) => m.round === round)
          .map((m) => m.table)
          .join(', ');
      const one = (round: number) => {
        const count = missing.filter((m) => m.round === round).length;
        return `${count === 1 ? 'il manque le résultat de la table' : 'il manque les résultats des tables'} ${tables(round)}`;
      };
      throw new ServiceError(
        'results-missing',
        rounds.length === 1
          ? `La ronde ${rounds[0]} n'est pas terminée : ${one(rounds[0] as number)}.`
          : `Des résultats manquent : ${rounds.map((r) => `ronde ${r}, ${one(r)}`).join(' ; ')}.`,
      );
    }
    const state = stateOf(facts);
    const field = state.players.filter((p, i) => !state.nextAbsent.has(i) && p.withdrawnAfter === undefined).length;
    if (field < 2) {
      throw new ServiceError('field-too-small', 'Il faut au moins deux joueurs présents pour apparier une ronde.');
    }
    let pairing: ReturnType<typeof pairNextRound>;
    try {
      pairing = pairNextRound(state);
    } catch (error) {
      const problem = error instanceof DocumentError ? error.problems[0] : undefined;
      if (problem === undefined) throw error;
      throw new ServiceError(problem.code, problemMessageFr(problem));
    }
    const id = (p: number) => (p === X ? null : (facts.players[p] as PlayerRow).id);
    const number = pairing.round;
    return {
      number,
      method: pairing.method,
      matches: pairing.matches.map((m) => ({
        round: number,
        table: m.table,
        a: id(m.a) as number,
        b: id(m.b),
        starts: m.starts === null ? null : id(m.starts),
        rematch: m.rematch,
        forfeit: null,
        abandon: null,
        decisionAgainst: null,
        games: [],
      })),
    };
  }

  pairNextRound(): RoundView {
    const store = this.open();
    const plan = this.planNextRound(this.facts());
    store.change('pair-round', this.clock(), (w) => {
      w.putRound({ number: plan.number, method: plan.method, pairedAt: this.clock().toISOString() }, plan.matches);
      return { result: null, summary: `Appariement de la ronde ${plan.number}` };
    });
    return roundView(plan.number, this.facts());
  }

  /**
   * Pairs the current round again while no result is in — after an absence or a withdrawal
   * declared since it was paired: both take effect for the round paired again. One change: if
   * the new pairing is refused, nothing is written.
   */
  repairRound(): RoundView {
    const store = this.open();
    const facts = this.facts();
    const current = facts.rounds.at(-1);
    if (current === undefined)
      throw new ServiceError('no-round', "Aucune ronde n'est appariée : il n'y a rien à réapparier.");
    const n = current.number;
    const withResult = facts.matches.filter((m) => m.round === n && m.b !== null && hasRecordedResult(m));
    if (withResult.length > 0) {
      throw new ServiceError(
        'round-started',
        `La ronde ${n} a déjà des résultats (tables ${withResult.map((m) => m.table).join(', ')}) : effacez-les avant de réapparier.`,
      );
    }
    const movedAbsences = facts.absences.get(n + 1) ?? [];
    const withdrawnNow = facts.players.filter((p) => p.withdrawnAfter === n);
    const absences = new Map(facts.absences);
    absences.delete(n + 1);
    absences.set(n, [...new Set([...(facts.absences.get(n) ?? []), ...movedAbsences])]);
    const before: Facts = {
      ...facts,
      players: facts.players.map((p) => (p.withdrawnAfter === n ? { ...p, withdrawnAfter: n - 1 } : p)),
      rounds: facts.rounds.slice(0, -1),
      matches: facts.matches.filter((m) => m.round < n),
      absences,
    };
    const plan = this.planNextRound(before);
    store.change('repair-round', this.clock(), (w) => {
      w.removeRound(n);
      for (const p of movedAbsences) {
        w.setAbsent(n + 1, p, false);
        w.setAbsent(n, p, true);
      }
      for (const p of withdrawnNow) w.putPlayer({ ...p, withdrawnAfter: n - 1 });
      w.putRound({ number: plan.number, method: plan.method, pairedAt: this.clock().toISOString() }, plan.matches);
      return { result: null, summary: `Nouvel appariement de la ronde ${n}` };
    });
    return roundView(n, this.facts());
  }

  swapPlayers(input: ParsedInput<'swapPlayers'>): SwapOutcome {
    const store = this.open();
    const facts = this.facts();
    const current = facts.rounds.at(-1);
    if (current === undefined) throw new ServiceError('no-round', "Aucune ronde n'est appariée.");
    const first = findPlayer(facts, input.first, 'first');
    const second = findPlayer(facts, input.second, 'second');
    if (first.id === second.id) throw new ServiceError('same-player', 'Choisissez deux joueurs différents.', 'second');
    const matches = facts.matches.filter((m) => m.round === current.number);
    const find = (p: PlayerRow, field: string) => {
      const m = matches.find((x) => x.a === p.id || x.b === p.id);
      if (m === undefined)
        throw new ServiceError('not-paired', `${p.name} ne joue pas la ronde ${current.number}.`, field);
      if (hasRecordedResult(m) && m.b !== null) {
        throw new ServiceError(
          'result-entered',
          `Le résultat de la table ${m.table} est saisi : effacez-le avant d'échanger.`,
          field,
        );
      }
      return m;
    };
    const m1 = find(first, 'first');
    const m2 = find(second, 'second');
    if (m1.table === m2.table)
      throw new ServiceError(
        'same-table',
        `${first.name} et ${second.name} jouent déjà l'un contre l'autre.`,
        'second',
      );
    const replace = (m: MatchRow, from: number, to: number): MatchRow => ({
      ...m,
      a: m.a === from ? to : m.a,
      b: m.b === from ? to : m.b,
    });
    // Earlier rounds decide rematches and who starts.
    const before = readTournament({
      ...documentOf({
        ...facts,
        rounds: facts.rounds.slice(0, -1),
        matches: facts.matches.filter((m) => m.round < current.number),
      }),
    });
    const index = (id: number | null) => (id === null ? X : facts.players.findIndex((p) => p.id === id));
    const met = haveMet(tally(before));
    const history = startHistory(before);
    const rebuilt = [replace(m1, first.id, second.id), replace(m2, second.id, first.id)].map((m) => {
      // X always sits as b.
      const [a, b] = m.a === null ? [m.b as number, null] : [m.a, m.b];
      const ia = index(a);
      const ib = index(b);
      return {
        ...m,
        a,
        b,
        rematch: met(ia, ib),
        starts:
          b === null ? null : (facts.players[designateStarter(ia, ib, history, before.initialRank)] as PlayerRow).id,
        games: [],
        forfeit: null,
        abandon: null,
        decisionAgainst: null,
      } satisfies MatchRow;
    });
    store.change('swap-players', this.clock(), (w) => {
      for (const m of rebuilt) w.putMatch(m);
      return { result: null, summary: `Échange de ${first.name} et ${second.name} (ronde ${current.number})` };
    });
    const round = roundView(current.number, this.facts());
    const tables = new Set(rebuilt.filter((m) => m.rematch).map((m) => m.table));
    return { round, newRematches: round.rematches.filter((r) => tables.has(r.table)) };
  }

  // ——— results ———

  private targetMatch(facts: Facts, roundInput: number | undefined, table: number): MatchRow {
    const number = roundInput ?? facts.rounds.length;
    if (facts.rounds.length === 0)
      throw new ServiceError('no-round', "Aucune ronde n'est appariée : il n'y a pas encore de résultat à saisir.");
    if (number < 1 || number > facts.rounds.length) {
      throw new ServiceError(
        'unknown-round',
        `La ronde ${number} n'existe pas : les rondes appariées vont de 1 à ${facts.rounds.length}.`,
        'round',
      );
    }
    const match = facts.matches.find((m) => m.round === number && m.table === table);
    if (match === undefined) {
      const tables = facts.matches.filter((m) => m.round === number).length;
      throw new ServiceError(
        'unknown-table',
        `La ronde ${number} compte ${tables} tables : la table ${table} n'existe pas.`,
        'table',
      );
    }
    if (match.b === null) {
      throw new ServiceError(
        'table-x',
        `À la table ${table}, ${playerIndex(facts).get(match.a)?.name} joue contre le joueur fictif X : le résultat est automatique.`,
        'table',
      );
    }
    return match;
  }

  async recordResult(input: ParsedInput<'recordResult'>): Promise<ResultOutcome> {
    const store = this.open();
    const facts = this.facts();
    const match = this.targetMatch(facts, input.round, input.table);
    const kinds = [
      input.games !== undefined && input.abandon === undefined && input.decision === undefined,
      input.forfeit,
      input.abandon,
      input.decision,
    ].filter(Boolean);
    if (input.forfeit !== undefined && (input.abandon !== undefined || input.decision !== undefined)) {
      throw new ServiceError(
        'conflicting-result',
        'Un match se termine par un forfait, ou par un abandon, ou par une décision arbitrale : choisissez-en un.',
        'forfeit',
      );
    }
    if (input.forfeit !== undefined && (input.games?.length ?? 0) > 0) {
      throw new ServiceError(
        'conflicting-result',
        'Un forfait se saisit sans scores : retirez les scores ou le forfait.',
        'forfeit',
      );
    }
    if (kinds.length === 0 || (input.forfeit === undefined && (input.games?.length ?? 0) === 0)) {
      throw new ServiceError('empty-result', 'Saisissez les scores du match, ou un forfait.', 'games');
    }
    if (input.abandon !== undefined && input.decision !== undefined) {
      throw new ServiceError(
        'conflicting-result',
        'Un match se termine par un abandon ou par une décision arbitrale, pas les deux.',
        'decision',
      );
    }
    const games = (input.games ?? []) as Array<[number, number]>;
    const warnings: string[] = [];
    games.forEach(([a, b], g) => {
      for (const s of [a, b]) {
        if (s < SCORE_LIMITS.min || s > SCORE_LIMITS.max) {
          throw new ServiceError(
            'impossible-score',
            `Manche ${g + 1} : ${s} points, c'est impossible au Scrabble (de ${SCORE_LIMITS.min} à ${SCORE_LIMITS.max}). Vérifiez la feuille de match.`,
            'games',
          );
        }
        if (s < SCORE_LIMITS.unusualBelow || s > SCORE_LIMITS.unusualAbove) {
          warnings.push(`Manche ${g + 1} : ${s} points, score inhabituel. Vérifiez la feuille de match.`);
        }
      }
    });
    const special = input.abandon !== undefined || input.decision !== undefined;
    if (games.length > 0 && !special) {
      if (!facts.settings.bestOfThree && games.length !== 1) {
        throw new ServiceError(
          'game-count',
          'Ce tournoi se joue en une manche : saisissez un seul score par joueur.',
          'games',
        );
      }
      if (facts.settings.bestOfThree) {
        const expected = expectedGameCount(games);
        if (games.length === 1 || expected !== games.length) {
          throw new ServiceError(
            'game-count',
            `Match en deux manches gagnantes : ${expected === 2 ? 'deux manches suffisent quand un joueur gagne les deux premières' : 'trois manches sont nécessaires quand chacun a gagné une manche (ou en cas de nulle)'}.`,
            'games',
          );
        }
      }
    }
    const updated: MatchRow = {
      ...match,
      games: input.forfeit === undefined ? games : [],
      forfeit: input.forfeit ?? null,
      abandon: input.abandon ?? null,
      decisionAgainst: input.decision?.against ?? null,
    };
    const players = playerIndex(facts);
    const nameOf = (id: number | null) => (id === null ? 'X' : (players.get(id)?.name ?? '?'));
    const sideName = (side: 'a' | 'b') => nameOf(side === 'a' ? match.a : match.b);
    const scores = games.map(([a, b]) => `${a}-${b}`).join(', ');
    const what =
      updated.forfeit !== null
        ? `forfait de ${updated.forfeit === 'both' ? 'deux joueurs' : sideName(updated.forfeit)}`
        : updated.abandon !== null
          ? `${scores} au moment de l'abandon de ${sideName(updated.abandon.by)}${updated.abandon.agreed ? ' (accepté)' : ' (sans accord)'}`
          : updated.decisionAgainst !== null
            ? `${scores}, décision arbitrale contre ${sideName(updated.decisionAgainst)}`
            : scores;
    const edit = hasRecordedResult(match);
    store.change(edit ? 'edit-result' : 'record-result', this.clock(), (w) => {
      w.putMatch(updated);
      return {
        result: null,
        summary: `${edit ? 'Correction' : 'Résultat'} ronde ${match.round}, table ${match.table} : ${nameOf(match.a)} – ${nameOf(match.b)}, ${what}`,
      };
    });
    // The file now holds exactly `facts` with this match replaced: no need to read it all again.
    const after: Facts = { ...facts, matches: facts.matches.map((m) => (m === match ? updated : m)) };
    const view = matchView(updated, after);
    const backup = edit ? null : await this.backupIfRoundComplete(after, match.round, warnings);
    return { match: view, warnings, backup };
  }

  /**
   * Each time a round becomes complete, a backup in the folder next to the file (the last ten
   * kept). The result is already saved: a backup that cannot be written is a warning, not a refusal.
   */
  private async backupIfRoundComplete(facts: Facts, round: number, warnings: string[]): Promise<string | null> {
    const complete = facts.matches.every((m) => m.round !== round || m.b === null || hasRecordedResult(m));
    if (!complete || round !== facts.rounds.length) return null;
    const file = this.file as TournamentFile;
    const destination = backupPath(file.path, `ronde-${round}`, this.clock());
    try {
      await saveCopy(file, destination);
      pruneBackups(file.path, 'ronde-', ROUND_BACKUPS_KEPT);
      return destination;
    } catch (error) {
      warnings.push(
        `Le résultat est enregistré, mais la sauvegarde automatique de la ronde ${round} n'a pas pu être écrite (${(error as Error).message}). Enregistrez une copie du tournoi.`,
      );
      return null;
    }
  }

  clearResult(input: ParsedInput<'clearResult'>): MatchView {
    const store = this.open();
    const facts = this.facts();
    const match = this.targetMatch(facts, input.round, input.table);
    if (!hasRecordedResult(match)) {
      throw new ServiceError(
        'no-result',
        `La table ${match.table} de la ronde ${match.round} n'a pas de résultat à effacer.`,
        'table',
      );
    }
    store.change('clear-result', this.clock(), (w) => {
      w.putMatch({ ...match, games: [], forfeit: null, abandon: null, decisionAgainst: null });
      return { result: null, summary: `Effacement du résultat ronde ${match.round}, table ${match.table}` };
    });
    const after = this.facts();
    return matchView(after.matches.find((m) => m.round === match.round && m.table === match.table) as MatchRow, after);
  }

  /**
   * The rating estimate of every player, in the order of the final ranking: the Elo form with the
   * tournament's constants, each player's own K where set. An estimate, and says so.
   */
  ratingReport(): RatingReportView {
    const facts = this.facts();
    const state = stateOf(facts);
    const parameters = eloOf(facts.settings);
    const estimates = ratingReport(state, (p) => facts.players[p]?.k ?? parameters.k, parameters);
    const order = standingsView(facts, state, { final: true }).rows.map((r) =>
      facts.players.findIndex((p) => p.id === r.id),
    );
    const briefOf = (index: number) => brief(facts.players[index] as PlayerRow);
    return {
      estimate: true,
      parameters,
      lines: order.map((index) => {
        const e = estimates[index] as (typeof estimates)[number];
        return {
          player: briefOf(index),
          licence: facts.players[index]?.licence ?? '',
          ratingBefore: e.ratingBefore,
          k: e.k,
          matches: e.matches.map((m, i) => ({
            round: e.opponents[i]?.round ?? 0,
            opponent: briefOf(e.opponents[i]?.opponent ?? 0),
            opponentRating: m.opponentRating,
            result: m.result,
            expected: m.expected,
          })),
          surplus: e.surplus,
          change: e.change,
          ratingAfter: e.ratingAfter,
          performance: e.performance,
        };
      }),
    };
  }

  /** The final results as the federation's CSV or a standalone HTML page. */
  async exportResults(input: ParsedInput<'exportResults'>): Promise<{ fileName: string; text: string }> {
    const [{ resultsCsv }, { resultsHtml }] = await Promise.all([
      import('../export/results-csv.ts'),
      import('../export/results-html.ts'),
    ]);
    const facts = this.facts();
    const summary = summaryView((this.file as TournamentFile).path, facts);
    if (!summary.finished) {
      const rounds = summary.plannedRounds ?? summary.ruleRounds;
      const current = summary.currentRound;
      const where =
        current === null || summary.roundsPaired < rounds
          ? `${summary.roundsPaired} ronde(s) appariée(s) sur ${rounds}`
          : `résultats manquants à la ronde ${current.number} (tables ${current.missingTables.join(', ')})`;
      throw new ServiceError(
        'not-finished',
        `Le tournoi n'est pas terminé (${where}) : les résultats ne s'exportent qu'une fois toutes les rondes jouées et saisies. Pour arrêter le tournoi plus tôt, réduisez le nombre de rondes dans les paramètres.`,
        'format',
      );
    }
    const state = stateOf(facts);
    const standings = standingsView(facts, state, { final: true });
    const ratings = new Map(this.ratingReport().lines.map((l) => [l.player.id, l.ratingAfter]));
    const gamesWon = gamesWonBy(facts, state.ruleset);
    const rows = standings.rows.map((row, i, all) => ({
      rank: row.rank,
      shared: all[i - 1]?.rank === row.rank || all[i + 1]?.rank === row.rank,
      licence: facts.players.find((p) => p.id === row.id)?.licence ?? '',
      name: row.name,
      club: row.club,
      rating: row.rating,
      pm: row.pm,
      ppm: row.ppm,
      pdep: row.pdep,
      gamesWon: gamesWon.get(row.id) ?? 0,
      ratingAfter: ratings.get(row.id) ?? null,
      withdrawn: row.withdrawn,
    }));
    const data = {
      tournament: summary,
      rows,
      categories: standings.categories,
      crosstable: facts.rounds.length > 0 ? this.crosstable() : null,
    };
    const base = fileNameBase(facts.settings.name);
    return input.format === 'csv'
      ? { fileName: `${base} - résultats.csv`, text: resultsCsv(data) }
      : { fileName: `${base} - résultats.html`, text: resultsHtml(data) };
  }

  /** A printed document as the bytes of a PDF, with the file name to save it under. */
  async printDocument(input: ParsedInput<'printDocument'>): Promise<PrintedDocument> {
    // Printing loads pdfmake and the fonts: only when a document is asked for.
    const [
      { renderPdf },
      { matchSheets },
      { scoreSheets },
      { pairingsDocument },
      { standingsDocument },
      { bulletinDocument },
      { ratingReportDocument },
    ] = await Promise.all([
      import('../print/pdf.ts'),
      import('../print/match-sheets.ts'),
      import('../print/score-sheets.ts'),
      import('../print/pairings.ts'),
      import('../print/standings.ts'),
      import('../print/bulletin.ts'),
      import('../print/ratings.ts'),
    ]);
    const facts = this.facts();
    const settings: PrintSettings = {
      tournament: summaryView((this.file as TournamentFile).path, facts),
      paper: input.paper ?? 'A4',
    };
    const roundOf = () => {
      if (facts.rounds.length === 0 && !(input.document === 'score-sheets' && input.blank)) {
        throw new ServiceError('no-round', "Aucune ronde n'est appariée : appariez d'abord une ronde.", 'round');
      }
      return this.round(input.round === undefined ? {} : { round: input.round });
    };
    let definition: DocumentDefinition;
    let round: number | null = null;
    switch (input.document) {
      case 'match-sheets': {
        const view = roundOf();
        round = view.number;
        definition = matchSheets(view, settings);
        break;
      }
      case 'score-sheets': {
        const view = input.blank ? null : roundOf();
        round = view?.number ?? null;
        definition = scoreSheets(view, settings);
        break;
      }
      case 'pairings': {
        const view = roundOf();
        round = view.number;
        definition = pairingsDocument(view, settings);
        break;
      }
      case 'standings': {
        const view = this.standings({
          ...(input.after === undefined ? {} : { after: input.after }),
          ...(input.final === undefined ? {} : { final: input.final }),
        });
        round = view.after;
        if (input.category === undefined) {
          definition = standingsDocument(view, settings);
          break;
        }
        const ranking = categoryStandingsNamed(view, input.category);
        definition = (await import('../print/category-standings.ts')).categoryStandingsDocument(
          view,
          ranking,
          settings,
        );
        break;
      }
      case 'ratings': {
        definition = ratingReportDocument(this.ratingReport(), settings);
        break;
      }
      case 'bulletin': {
        const standings = this.standings({ final: true });
        definition = bulletinDocument(
          {
            standings,
            crosstable: this.crosstable(),
            histories: standings.rows.map((row) => this.playerHistory({ player: row.id })),
          },
          settings,
        );
        break;
      }
    }
    return { fileName: documentFileName(input.document, facts.settings.name, round), pdf: await renderPdf(definition) };
  }

  undo(): { undone: LogEntry | null } {
    const store = this.open();
    return { undone: store.undoLast(this.clock()) };
  }
}

// ——— helpers ———

type ImportedDocument = ParsedInput<'importDocument'>['document'];

function hasRecordedResult(match: MatchRow): boolean {
  return match.forfeit !== null || match.games.length > 0;
}

/**
 * The games each player won, as they count: after the abandon table (an abandon or a decision
 * gives the last game to the other player), none for a forfeit or against X.
 */
function gamesWonBy(facts: Facts, ruleset: Ruleset): Map<number, number> {
  const won = new Map<number, number>();
  const rating = (id: number) => facts.players.find((p) => p.id === id)?.rating ?? 0;
  for (const match of facts.matches) {
    if (match.b === null) continue;
    const score = scoreMatch(matchRecordOf(match), rating(match.a), rating(match.b), ruleset);
    for (const [a, b] of score?.games ?? []) {
      const winner = a > b ? match.a : b > a ? match.b : null;
      if (winner !== null) won.set(winner, (won.get(winner) ?? 0) + 1);
    }
  }
  return won;
}

function definedOnly<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<T>;
}

function resolveRulesetInput(input: string | Ruleset): Ruleset {
  return typeof input === 'string' ? resolveRuleset(input as 'fisf' | 'fisf-earlier' | 'fbs') : input;
}

/** A player by number or by name (accents and case ignored). */
export function findPlayer(facts: Facts, ref: number | string, field: string): PlayerRow {
  const byNumber = typeof ref === 'number' ? ref : /^\d+$/.test(ref) ? Number(ref) : null;
  if (byNumber !== null) {
    const found = facts.players.find((p) => p.id === byNumber);
    if (found === undefined)
      throw new ServiceError('unknown-player', `Aucun joueur n° ${byNumber}. Consultez la liste des joueurs.`, field);
    return found;
  }
  const wanted = normalizedName(String(ref));
  const exact = facts.players.filter((p) => normalizedName(p.name) === wanted);
  const matches = exact.length > 0 ? exact : facts.players.filter((p) => normalizedName(p.name).includes(wanted));
  if (matches.length === 1) return matches[0] as PlayerRow;
  if (matches.length === 0)
    throw new ServiceError(
      'unknown-player',
      `Aucun joueur ne s'appelle « ${ref} ». Consultez la liste des joueurs.`,
      field,
    );
  const names = matches
    .slice(0, 5)
    .sort((p, q) => compareNamesFrench(p.name, q.name))
    .map((p) => `n° ${p.id} ${p.name}`)
    .join(', ');
  throw new ServiceError(
    'ambiguous-player',
    `« ${ref} » désigne plusieurs joueurs (${names}) : donnez le numéro.`,
    field,
  );
}

function safeCheck(document: TournamentDocument): string | null {
  try {
    readTournament(document);
    return null;
  } catch (error) {
    const problems = (error as DocumentError).problems;
    if (problems === undefined) throw error;
    return problems.map(problemFr).join(' ; ');
  }
}

/** Writes the players and the rounds of an imported document, ids renumbered in registration order. */
function writeImportedRounds(w: TournamentWriter, document: ImportedDocument, at: string): void {
  const ids = new Map<string, number>();
  const state = readTournament(document);
  document.players.forEach((p) => {
    const id = w.addPlayer({
      name: p.name,
      rating: Math.round(p.rating),
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
  });
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
        rematch: met(state.indexOf.get(m.a) as number, m.b === null ? X : (state.indexOf.get(m.b) as number)),
        forfeit: m.forfeit ?? null,
        abandon: m.abandon ?? null,
        decisionAgainst: m.decision?.against ?? null,
        games: (m.games ?? []).map(([a, b]) => [a, b] as [number, number]),
      })),
    );
    for (const id of round.absent ?? []) w.setAbsent(number, ids.get(id) as number, true);
  });
  for (const id of document.next?.absent ?? []) w.setAbsent(document.rounds.length + 1, ids.get(id) as number, true);
}
