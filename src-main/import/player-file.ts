/**
 * Reading a players file as directors have them: a spreadsheet saved as CSV or TSV (`;`, `,` or
 * tab separated, encoding detected — see sheet-text.ts), or an `.xlsx` workbook (its first sheet).
 * Each column's role is guessed from its header (column-roles.ts) unless the director's mapping
 * says otherwise; rows that cannot be read are listed with their line number and reason, the
 * others kept. The one reader of the CLI and the UI (through the service's readPlayerFile).
 */
import { composeName, NEWCOMER_LABEL } from '../../src-engine/index.ts';
import {
  type ColumnRole,
  type PlayerFileView,
  type PlayerLine,
  REQUIRED_ROLES,
  type RejectedRow,
  type Separator,
  type SheetRow,
  type TextEncoding,
} from '../contract/views/player-file.ts';
import { fitRoles, looksLikeHeader, rolesFromContent, rolesFromHeader } from './column-roles.ts';
import { MAX_CELL_LENGTH, MAX_ROWS, PlayerFileError } from './file-bounds.ts';
import { decodeText, detectSeparator, textRows } from './sheet-text.ts';
import { storedZip } from './stored-zip.ts';
import { unpackWorkbook } from './workbook-bounds.ts';

export { PlayerFileError } from './file-bounds.ts';
export { decodeText } from './sheet-text.ts';

/** A file as read: how, its preview and roles (as the service's view shows them), and the players with their lines. */
export interface ReadPlayers extends Omit<PlayerFileView, 'fileName' | 'players'> {
  /** The players read, each with the line it comes from. */
  entries: Array<{ line: number; player: PlayerLine }>;
  /** The same players without their lines. */
  players: PlayerLine[];
}

export interface ReadOptions {
  /** The director's mapping, one role per column; overrides the guess. */
  roles?: readonly ColumnRole[];
  separator?: Separator;
  hasHeader?: boolean;
}

export const PREVIEW_ROWS = 8;

/** A birth year from a year (1987) or a date (12/03/1987, 1987-03-12); null when unreadable. */
function birthYearOf(text: string): number | null {
  const match =
    /^(\d{4})$/.exec(text) ?? /^\d{1,2}[/.-]\d{1,2}[/.-](\d{4})$/.exec(text) ?? /^(\d{4})-\d{2}-\d{2}/.exec(text);
  const year = match === null ? Number.NaN : Number(match[1]);
  return year >= 1900 && year <= 2100 ? year : null;
}

/** The players these rows give with these roles (one per column), and the rows that cannot be read. */
export function playersFromRows(
  rows: readonly SheetRow[],
  roles: readonly ColumnRole[],
): Pick<ReadPlayers, 'entries' | 'rejected'> {
  const column = (role: ColumnRole) => roles.indexOf(role);
  const get = (row: SheetRow, role: ColumnRole) => {
    const i = column(role);
    return i < 0 ? '' : (row.cells[i] ?? '').trim().replace(/\s+/g, ' ');
  };
  const withFirstName = column('firstName') >= 0;
  const entries: ReadPlayers['entries'] = [];
  const rejected: RejectedRow[] = [];
  for (const row of rows) {
    const { line } = row;
    // With a first-name column the name column is the last name: "NOM Prénom", as on the entry line.
    const last = get(row, 'name');
    if (last === '') {
      rejected.push({ line, code: 'no-name', params: {} });
      continue;
    }
    const name = withFirstName ? composeName(last, get(row, 'firstName')) : last;
    const ratingText = get(row, 'rating');
    // Thousands may be spaced ("1 720"), with ordinary or non-breaking spaces.
    const digits = ratingText.replace(/[\s\u00a0\u202f]/g, '');
    // An empty cell, or NC as lists write it: an unrated newcomer.
    const unrated = digits === '' || digits.toUpperCase() === NEWCOMER_LABEL;
    if (!unrated && (!/^\d+$/.test(digits) || Number(digits) > 5000)) {
      rejected.push({ line, code: 'bad-rating', params: { name, value: ratingText } });
      continue;
    }
    const typeText = get(row, 'ratingType').toUpperCase().replace(/\s/g, '');
    if (typeText !== '' && typeText !== 'PL' && typeText !== 'PL*') {
      rejected.push({ line, code: 'bad-type', params: { name, value: get(row, 'ratingType') } });
      continue;
    }
    const birthText = get(row, 'birthYear');
    const birthYear = birthText === '' ? null : birthYearOf(birthText);
    if (birthText !== '' && birthYear === null) {
      rejected.push({ line, code: 'bad-birth-year', params: { name, value: birthText } });
      continue;
    }
    const club = get(row, 'club');
    const licence = get(row, 'licence');
    const category = get(row, 'category');
    entries.push({
      line,
      player: {
        name,
        rating: unrated ? null : Number(digits),
        ...(club === '' ? {} : { club }),
        ...(typeText === '' ? {} : { ratingType: typeText as 'PL' | 'PL*' }),
        ...(licence === '' ? {} : { licence }),
        ...(category === '' ? {} : { category }),
        ...(birthYear === null ? {} : { birthYear }),
      },
    });
  }
  return { entries, rejected };
}

/** A cell of a workbook as text: numbers as written, dates as AAAA-MM-JJ. */
function cellText(cell: unknown): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? '' : cell.toISOString().slice(0, 10);
  return String(cell);
}

const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((b, i) => bytes[i] === b);

/** The line breaks of a text, counted without splitting it (a 20 MB file of empty lines stays cheap). */
function lineBreaks(text: string): number {
  let count = 0;
  for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) count += 1;
  return count;
}

/**
 * The first sheet of an .xlsx workbook, each row with its number; empty rows skipped. The
 * spreadsheet reader is given the parts unpacked within the bounds, never the file itself.
 */
async function workbookRows(bytes: Uint8Array): Promise<SheetRow[]> {
  const parts = await unpackWorkbook(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  // Loaded when a workbook is read, not at every start of the command line, the server and the
  // app, where it took a quarter of the time the command line spent loading its modules.
  const { readSheet } = await import('read-excel-file/node');
  let sheet: unknown[][];
  try {
    sheet = await readSheet(storedZip(parts));
  } catch {
    throw new PlayerFileError({ reason: 'bad-workbook' });
  }
  return sheet
    .map((row, i) => ({ line: i + 1, cells: row.map(cellText).map((c) => c.trim()) }))
    .filter((row) => row.cells.some((c) => c !== ''));
}

/** Reads a players file by its name and bytes, with the director's mapping when given. */
export async function readPlayerFile(
  fileName: string,
  bytes: Uint8Array,
  options: ReadOptions = {},
): Promise<ReadPlayers> {
  if (bytes.length === 0) throw new PlayerFileError({ reason: 'empty' });
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0])) throw new PlayerFileError({ reason: 'old-excel' });
  if (/\.od[st]$/i.test(fileName)) throw new PlayerFileError({ reason: 'opendocument' });

  let format: ReadPlayers['format'];
  let encoding: TextEncoding | null = null;
  let separator: Separator | null = null;
  let rows: SheetRow[];
  // A workbook is a zip archive: its first bytes say so, whatever the file is called.
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) || /\.xlsx$/i.test(fileName)) {
    format = 'xlsx';
    rows = await workbookRows(bytes);
  } else {
    format = 'csv';
    const decoded = decodeText(bytes);
    if (lineBreaks(decoded.text) > MAX_ROWS) throw new PlayerFileError({ reason: 'too-many-rows', limit: MAX_ROWS });
    encoding = decoded.encoding;
    separator = options.separator ?? detectSeparator(decoded.text);
    try {
      rows = textRows(decoded.text, separator);
    } catch (error) {
      if (error instanceof PlayerFileError) throw error;
      throw new PlayerFileError({ reason: 'cannot-split', detail: (error as Error).message });
    }
  }
  if (rows.length === 0) throw new PlayerFileError({ reason: 'no-rows' });
  if (rows.length > MAX_ROWS) throw new PlayerFileError({ reason: 'too-many-rows', limit: MAX_ROWS });
  const long = rows.find((row) => row.cells.some((cell) => cell.length > MAX_CELL_LENGTH));
  if (long !== undefined)
    throw new PlayerFileError({ reason: 'cell-too-long', line: long.line, limit: MAX_CELL_LENGTH });

  const columns = Math.max(...rows.map((r) => r.cells.length));
  const hasHeader = options.hasHeader ?? looksLikeHeader(rows, columns);
  const first = rows[0] as SheetRow;
  const data = hasHeader ? rows.slice(1) : rows;
  const roles = fitRoles(
    options.roles ?? (hasHeader ? rolesFromHeader(first.cells) : rolesFromContent(rows, columns)),
    columns,
  );
  const missing = REQUIRED_ROLES.filter((role) => !roles.includes(role));
  const { entries, rejected } = missing.length > 0 ? { entries: [], rejected: [] } : playersFromRows(data, roles);
  return {
    format,
    encoding,
    separator,
    hasHeader,
    header: hasHeader ? Array.from({ length: columns }, (_, i) => first.cells[i] ?? '') : null,
    columns,
    roles,
    missing,
    preview: data.slice(0, PREVIEW_ROWS),
    rowCount: data.length,
    entries,
    players: entries.map((e) => e.player),
    rejected,
  };
}
