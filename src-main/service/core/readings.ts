/**
 * The open file's facts and the engine's reading of them, kept for the revision they were read
 * at. After a result the screens, the live pages and the CLI all ask about the same revision (the
 * count, the header, the standings, a player's page): read once, the facts serve every command
 * until the file's revision moves, whoever moved it (this process or another one on the file).
 *
 * When it moves, the facts of the new revision are the kept ones with the rows written since read
 * again (the change log names them: adapters/facts-revision.ts), and the engine's reading and the
 * tallies follow from the kept ones the same way (adapters/facts-document.ts, adapters/tallies.ts,
 * src-engine/revision.ts): a command costs what it changed, not what the tournament holds. Reading
 * everything again gives the same; tests/service/revisions.test.ts holds them equal.
 *
 * The revision names the file's content only once committed: a command that read facts inside its
 * own transaction and then failed leaves a reading of a revision that never was, and a later
 * change may take that number. When a command is refused, the dispatch goes back to the reading
 * kept before it (`rollBack`): its transaction rolled back, the file is at that reading's revision
 * again, and a refused result (a stale screen, scores to confirm) does not make the next command
 * read the tournament whole. When a command fails otherwise (a fault, the disk), it drops what is
 * kept (`forget`).
 */
import type { TournamentState } from '../../../src-engine/index.ts';
import type { TournamentStore } from '../../store/tournament-store.ts';
import { derivedFrom, type Facts, follows, frozen, readFacts, stateOf } from '../adapters/facts-document.ts';
import { factsAfter } from '../adapters/facts-revision.ts';

interface Reading {
  store: TournamentStore;
  revision: number;
  facts: Facts;
}

/** The reading kept at a moment (`mark`), to go back to (`rollBack`). */
export type ReadingMark = Readonly<Reading> | null;

/** Past this many rows written since the kept revision, the facts are read again whole (as quick). */
const TOUCHED_LIMIT = 2_000;

export class Readings {
  #kept: Reading | null = null;

  /** The store's facts at its revision now: those kept when it has not moved, else read again. */
  facts(store: TournamentStore): Facts {
    return this.#current(store).facts;
  }

  /** The engine's reading of the store's facts at its revision now: once per facts (stateOf), so once per revision. */
  state(store: TournamentStore): TournamentState {
    return frozen(stateOf(this.#current(store).facts));
  }

  /**
   * Keeps `facts`, read from the file `store` reads at its revision now, as that revision's
   * reading: a file checked at its opening is not read again for the first answer.
   */
  adopt(store: TournamentStore, facts: Facts): void {
    this.#kept = { store, revision: store.revision(), facts: frozen(facts) };
  }

  /** The reading kept now, read at a committed revision: taken before a command's transaction begins. */
  mark(): ReadingMark {
    return this.#kept;
  }

  /**
   * Back to the reading kept at `mark`, once the command's transaction rolled back: what the
   * command read inside it is dropped. When the file moved on (a command's work committed before it
   * failed), the next reading starts from the marked one as from any earlier revision.
   */
  rollBack(mark: ReadingMark): void {
    this.#kept = mark;
  }

  /** Drops what is kept (a command failed other than by a refusal, or the file was closed). */
  forget(): void {
    this.#kept = null;
  }

  #current(store: TournamentStore): Reading {
    const revision = store.revision();
    const kept = this.#kept;
    if (kept !== null && kept.store === store && kept.revision === revision) return kept;
    const revised = kept !== null && kept.store === store && kept.revision < revision ? this.#revised(kept) : null;
    this.#kept = { store, revision, facts: revised ?? frozen(readFacts(store)) };
    return this.#kept;
  }

  /** The kept facts with the rows written since read again; null when reading everything again is as quick. */
  #revised(kept: Reading): Facts | null {
    const touched = kept.store.touchedSince(kept.revision, TOUCHED_LIMIT);
    if (touched === null) return null;
    const revision = factsAfter(kept.facts, touched, kept.store);
    if (revision === null) return null;
    const facts = frozen(revision.facts);
    if (revision.classicMatches !== null) derivedFrom(facts, kept.facts, revision.classicMatches);
    follows(facts, kept.facts);
    return facts;
  }
}
