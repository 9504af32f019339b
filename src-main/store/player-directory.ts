/**
 * The directory of known players (répertoire des joueurs): the people directors register
 * tournament after tournament, kept across tournaments from the federation's rating lists.
 * An entry is known by its licence when it has one, otherwise by its folded name.
 */
import type Database from 'better-sqlite3';
import { foldName, splitName } from '../../src-engine/index.ts';
import type { DirectoryEntry, DirectoryImportReport, DirectoryInfo } from '../contract/views/directory.ts';
import { openDirectoryFile } from './directory-file.ts';

export type { DirectoryEntry, DirectoryInfo };

export interface Known {
  id: number;
  entry: DirectoryEntry;
}

/** The directory as a list's merge sees it, inside the import's transaction (the rules are the caller's). */
export interface MergeTarget {
  byLicence(licence: string): Known | null;
  byName(foldedName: string): Known[];
  add(entry: DirectoryEntry): number;
  replace(id: number, entry: DirectoryEntry): void;
}

export interface MergeCounts {
  added: number;
  updated: number;
  /** In the list with the same rating, club… as already known. */
  unchanged: number;
  /** Known from a list newer than this one, so left as it is. */
  keptNewer: number;
  /** The lines left out, with why: the list's record counts them. */
  rejected: DirectoryImportReport['rejected'];
}

interface EntryRow {
  id: number;
  licence: string;
  name: string;
  club: string;
  rating: number | null;
  rating_type: 'PL' | 'PL*';
  category: string;
  birth_year: number | null;
  list_date: string;
  folded_name: string;
  folded_surname: string;
  folded_first_name: string;
}

const entryOf = (row: EntryRow): DirectoryEntry => ({
  licence: row.licence,
  name: row.name,
  club: row.club,
  rating: row.rating,
  ratingType: row.rating_type,
  category: row.category,
  birthYear: row.birth_year,
  listDate: row.list_date,
});

/** How well an entry answers a search, best first; null when it does not. */
function rankOf(row: EntryRow, folded: string, words: string[], licence: string): number | null {
  const rowLicence = row.licence.toLowerCase();
  if (licence !== '' && rowLicence === licence) return 0;
  if (row.folded_name.startsWith(folded)) return 1;
  if (` ${row.folded_surname}`.includes(` ${folded}`)) return 2;
  if (row.folded_first_name.startsWith(folded)) return 3;
  if (licence !== '' && rowLicence.startsWith(licence)) return 4;
  const nameWords = row.folded_name.split(' ');
  if (words.length > 0 && words.every((w) => nameWords.some((n) => n.startsWith(w)))) return 5;
  return null;
}

const french = new Intl.Collator('fr', { sensitivity: 'base' });

export class PlayerDirectory {
  readonly path: string;
  private readonly db: Database.Database;

  private constructor(path: string, db: Database.Database) {
    this.path = path;
    this.db = db;
  }

  /** Opens (or creates) the directory file; see directory-file.ts for what it refuses. */
  static open(path: string): PlayerDirectory {
    return new PlayerDirectory(path, openDirectoryFile(path));
  }

  close(): void {
    if (this.db.open) this.db.close();
  }

  /** Runs `work` as one transaction of the directory: an exception leaves the file as it was. */
  transaction<T>(work: () => T): T {
    return this.db.transaction(work)();
  }

  /**
   * Merges a federation list dated `listDate` in one transaction: a newer (or same-day) list
   * replaces what it gives, an older one only adds the players not yet known.
   */
  importList(
    list: { fileName: string; listDate: string; importedAt: string },
    merge: (target: MergeTarget) => MergeCounts,
  ): MergeCounts {
    // "licence <> ''" repeated so SQLite uses the partial index on licences (20 000 lines in a blink).
    const byLicence = this.db.prepare<[string], EntryRow>("SELECT * FROM entries WHERE licence = ? AND licence <> ''");
    const byName = this.db.prepare<[string], EntryRow>('SELECT * FROM entries WHERE folded_name = ?');
    const insert = this.db.prepare(
      `INSERT INTO entries (licence, name, folded_name, folded_surname, folded_first_name, club, rating, rating_type, category, birth_year, list_date)
       VALUES (@licence, @name, @foldedName, @foldedSurname, @foldedFirstName, @club, @rating, @ratingType, @category, @birthYear, @listDate)`,
    );
    const update = this.db.prepare(
      `UPDATE entries SET licence = @licence, name = @name, folded_name = @foldedName, folded_surname = @foldedSurname,
         folded_first_name = @foldedFirstName, club = @club, rating = @rating, rating_type = @ratingType,
         category = @category, birth_year = @birthYear, list_date = @listDate
       WHERE id = @id`,
    );
    const record = this.db.prepare(
      `INSERT INTO lists (file_name, list_date, imported_at, added, updated, unchanged, kept_newer, rejected)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const columns = (entry: DirectoryEntry) => {
      const { surname, firstName } = splitName(entry.name);
      return {
        ...entry,
        foldedName: foldName(entry.name),
        foldedSurname: foldName(surname),
        foldedFirstName: foldName(firstName),
      };
    };
    return this.db.transaction(() => {
      const counts = merge({
        byLicence: (licence) => {
          const row = byLicence.get(licence);
          return row === undefined ? null : { id: row.id, entry: entryOf(row) };
        },
        byName: (folded) => byName.all(folded).map((row) => ({ id: row.id, entry: entryOf(row) })),
        add: (entry) => Number(insert.run(columns(entry)).lastInsertRowid),
        replace: (id, entry) => update.run({ id, ...columns(entry) }),
      });
      record.run(
        list.fileName,
        list.listDate,
        list.importedAt,
        counts.added,
        counts.updated,
        counts.unchanged,
        counts.keptNewer,
        counts.rejected.length,
      );
      return counts;
    })();
  }

  /**
   * The entries a director may mean by `text`, best first: the licence itself, then names whose
   * surname starts with it, then first names, then licences that start with it, then names
   * holding every word typed. Accents and case do not count.
   */
  search(text: string, limit: number): DirectoryEntry[] {
    const folded = foldName(text);
    const licence = text.trim().toLowerCase();
    if (folded === '' && licence === '') return [];
    const words = folded === '' ? [] : folded.split(' ');
    // A first cut in SQL (every typed word starts a word of the name, or the licence starts
    // with what was typed), the ranking in code.
    const wordClauses = words.map((_, i) => `instr(' ' || folded_name, @w${i}) > 0`);
    const where = [
      ...(wordClauses.length > 0 ? [`(${wordClauses.join(' AND ')})`] : []),
      "(licence <> '' AND lower(substr(licence, 1, length(@licence))) = @licence)",
    ].join(' OR ');
    const parameters: Record<string, string> = { licence };
    for (const [i, w] of words.entries()) parameters[`w${i}`] = ` ${w}`;
    const rows = this.db
      .prepare<[Record<string, string>], EntryRow>(`SELECT * FROM entries WHERE ${where}`)
      .all(parameters);
    return rows
      .map((row) => ({ row, rank: rankOf(row, folded, words, licence) }))
      .filter((r): r is { row: EntryRow; rank: number } => r.rank !== null)
      .sort(
        (a, b) =>
          a.rank - b.rank ||
          french.compare(a.row.folded_surname, b.row.folded_surname) ||
          french.compare(a.row.folded_first_name, b.row.folded_first_name) ||
          // The rated first, as in an initial ranking.
          (b.row.rating ?? -1) - (a.row.rating ?? -1),
      )
      .slice(0, limit)
      .map(({ row }) => entryOf(row));
  }

  /**
   * The entries a registered player may be, matched as a list's line is (see list-merge.ts): the
   * entry with their licence; without one, the entries of the same folded name — only those
   * without a licence when the player has one (another licence is another person).
   */
  candidates(player: { licence: string; name: string }): DirectoryEntry[] {
    const licence = player.licence.trim();
    if (licence !== '') {
      const row = this.db
        .prepare<[string], EntryRow>("SELECT * FROM entries WHERE licence = ? AND licence <> ''")
        .get(licence);
      if (row !== undefined) return [entryOf(row)];
    }
    return this.db
      .prepare<[string], EntryRow>('SELECT * FROM entries WHERE folded_name = ?')
      .all(foldName(player.name))
      .filter((row) => licence === '' || row.licence === '')
      .map(entryOf);
  }

  info(): DirectoryInfo {
    const { entries, newest } = this.db
      .prepare<[], { entries: number; newest: string | null }>(
        'SELECT count(*) AS entries, max(list_date) AS newest FROM entries',
      )
      .get() as { entries: number; newest: string | null };
    const last = this.db
      .prepare<[], { fileName: string; listDate: string; importedAt: string }>(
        'SELECT file_name AS fileName, list_date AS listDate, imported_at AS importedAt FROM lists ORDER BY id DESC LIMIT 1',
      )
      .get();
    return { path: this.path, entries, newestListDate: newest, lastImport: last ?? null };
  }
}
