/**
 * What a handler works with: the session (the open file, the directory), the moment the command
 * runs, the hand that sent it (the director's, or a station's), and the tournament's facts read once, re-read only after the command's own change. A
 * handler never calls another public command: what two commands share is a function of its seam.
 */
import { dirname, sep } from 'node:path';
import type { TournamentState } from '../../../src-engine/index.ts';
import type { Hand } from '../../contract/roles.ts';
import type { PlayerDirectory } from '../../store/player-directory.ts';
import type { TournamentWriter } from '../../store/tournament-store.ts';
import type { Facts } from '../adapters/facts-document.ts';
import type { Session } from './session.ts';

/**
 * What `hand` is told of the director's disk, for the tournament file at `file`: the director's
 * windows everything; any other hand (a station, on the venue's network) neither the folders of
 * the file nor above — on Windows, the director's user name among them — in a path or in the
 * system's words about one: the file's own name, and `open - sauvegardes/…` for a backup beside
 * it, say enough. A station's command reaches no other file.
 */
export function shownTo(hand: Hand, file: string | null): (text: string) => string {
  if (hand.role === 'director' || file === null) return (text) => text;
  // A file at a disk's root (/, C:\) has a folder that already ends with the separator.
  const folder = dirname(file).endsWith(sep) ? dirname(file) : dirname(file) + sep;
  return (text) => text.replaceAll(folder, '');
}

export class CommandContext {
  readonly session: Session;
  /** The moment of the command: every date it writes or compares is this one. */
  readonly now: Date;
  /** Who sent the command: every change it writes is logged under this hand's name. */
  readonly hand: Hand;
  #facts: Facts | null = null;
  #state: TournamentState | null = null;

  constructor(session: Session, now: Date, hand: Hand) {
    this.session = session;
    this.now = now;
    this.hand = hand;
  }

  /** The open tournament's facts, read once per revision of the file (refused when no tournament is open). */
  get facts(): Facts {
    this.#facts ??= this.session.readings.facts(this.session.store);
    return this.#facts;
  }

  /** The facts when a tournament is open, null otherwise (a players file read without one). */
  get openFacts(): Facts | null {
    return this.session.isOpen ? this.facts : null;
  }

  /** The engine's reading of the facts, once per revision of the file. */
  get state(): TournamentState {
    this.#state ??= this.session.readings.state(this.session.store);
    return this.#state;
  }

  /** The open file's path as this hand may see it (`shownTo`): a station its name alone. */
  get pathShown(): string {
    const { path } = this.session.store.file;
    return shownTo(this.hand, path)(path);
  }

  /**
   * Writes one change of the tournament and logs it (`action`, and `summary` for the log and
   * undo) under the command's hand. The facts are read again on next use: they are the file's
   * after the change.
   */
  change(action: string, summary: string, write: (writer: TournamentWriter) => void): void {
    this.session.store.change(action, this.now, this.hand.name, (writer) => {
      write(writer);
      return { result: null, summary };
    });
    this.#facts = null;
    this.#state = null;
  }

  /** The directory of players, opened on first use. */
  get directory(): PlayerDirectory {
    return this.session.directory.open();
  }
}
