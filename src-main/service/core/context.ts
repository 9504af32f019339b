/**
 * What a handler works with: the session (the open file, the directory), the moment the command
 * runs, the hand that sent it (the director's, or a station's), and the tournament's facts read once, re-read only after the command's own change. A
 * handler never calls another public command: what two commands share is a function of its seam.
 */
import { basename } from 'node:path';
import type { TournamentState } from '../../../src-engine/index.ts';
import type { Hand } from '../../contract/roles.ts';
import type { PlayerDirectory } from '../../store/player-directory.ts';
import type { TournamentWriter } from '../../store/tournament-store.ts';
import type { Facts } from '../adapters/facts-document.ts';
import type { Session } from './session.ts';

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

  /**
   * The open file's path as this hand may see it: the director's windows the whole path; a
   * station the file's name alone — the folders (on Windows, the director's user name among them)
   * are none of the venue network's business.
   */
  get pathShown(): string {
    const { path } = this.session.store.file;
    return this.hand.role === 'director' ? path : basename(path);
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
