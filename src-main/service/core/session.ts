/**
 * The service's state between commands: the tournament file open in this window or process (one
 * at most), the directory of players, opened on first use, and the recent files.
 */
import { refuse } from '../../contract/refusals.ts';
import { defaultDataFolder } from '../../directory/data-folder.ts';
import { closeTournamentFile, type TournamentFile } from '../../store/tournament-file.ts';
import { TournamentStore } from '../../store/tournament-store.ts';
import { DirectoryAccess, type DirectoryLocation } from './directory-access.ts';
import type { LiveHost } from './live-host.ts';
import { ProposalBox } from './proposal-box.ts';
import { Readings } from './readings.ts';
import { RecentFiles } from './recent-files.ts';
import type { StationsHost } from './stations-host.ts';

export class Session {
  readonly clock: () => Date;
  readonly directory: DirectoryAccess;
  /** The tournaments opened lately, in the same data folder as the directory. */
  readonly recent: RecentFiles;
  /** Where a tournament file named without a folder goes (see tournament-path.ts). */
  readonly tournamentsFolder: () => string;
  #file: TournamentFile | null = null;
  #store: TournamentStore | null = null;
  /** The open file's facts, kept for the revision they were read at. */
  readonly readings = new Readings();
  /** The live results' listener, when the process that owns the service runs one. */
  live: LiveHost | null = null;
  /** The arbiters' stations' listener, when the process that owns the service runs one. */
  stations: StationsHost | null = null;
  /** The results proposed from the open tournament's tables, waiting for a hand (never in the file). */
  readonly proposals = new ProposalBox();

  constructor(
    clock: () => Date,
    dataFolder: DirectoryLocation = defaultDataFolder,
    tournamentsFolder: () => string = () => process.cwd(),
    remembersFiles = false,
  ) {
    this.clock = clock;
    this.directory = new DirectoryAccess(dataFolder);
    this.recent = new RecentFiles(dataFolder, remembersFiles);
    this.tournamentsFolder = tournamentsFolder;
  }

  get file(): TournamentFile | null {
    return this.#file;
  }

  /** The open tournament's store, or a refusal saying to open one. */
  get store(): TournamentStore {
    if (this.#store === null) return refuse('no-tournament', {});
    return this.#store;
  }

  get isOpen(): boolean {
    return this.#store !== null;
  }

  /** Makes `file` the open tournament, closing the one before. */
  attach(file: TournamentFile): void {
    this.closeTournament();
    this.#file = file;
    this.#store = new TournamentStore(file);
  }

  closeTournament(): void {
    if (this.#file !== null) closeTournamentFile(this.#file);
    this.#file = null;
    this.#store = null;
    this.readings.forget();
    this.proposals.clear();
  }

  close(): void {
    this.live?.close();
    this.stations?.close();
    this.closeTournament();
    this.directory.close();
  }
}
