/**
 * A spreadsheet saved as text, as directors' spreadsheets write it: its encoding (UTF-8,
 * Windows-1252 — what French Excel writes as "CSV" —, or UTF-16 with a byte order mark — Excel's
 * "Texte Unicode"), its separator, and its rows with the line each starts on.
 * The splitting is csv-parse's: quoted fields, doubled quotes, line breaks inside quotes. It stops
 * at the first row past MAX_COLUMNS columns or cell past MAX_CELL_LENGTH characters, before the
 * row is built: a line of 19 million separators once took 13 s and 850 MB to be read.
 */
import { CsvError, parse } from 'csv-parse/sync';
import { SEPARATORS, type Separator, type SheetRow, type TextEncoding } from '../contract/views/player-file.ts';
import { MAX_CELL_LENGTH, MAX_COLUMNS, PlayerFileError } from './file-bounds.ts';

/** How much of the text the separator is guessed from: the first lines, however long one is. */
const GUESSED_FROM = 64 * 1024;

/**
 * UTF-16 when the bytes start with its byte order mark, UTF-8 when they are valid UTF-8, and
 * otherwise Windows-1252: a file is never refused for its encoding, at worst an accent is off,
 * which the preview shows.
 */
export function decodeText(bytes: Uint8Array): { text: string; encoding: TextEncoding } {
  if (bytes[0] === 0xff && bytes[1] === 0xfe)
    return { text: new TextDecoder('utf-16le').decode(bytes.subarray(2)), encoding: 'utf-16le' };
  if (bytes[0] === 0xfe && bytes[1] === 0xff)
    return { text: new TextDecoder('utf-16be').decode(bytes.subarray(2)), encoding: 'utf-16be' };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, ''), encoding: 'utf-8' };
  } catch {
    return { text: new TextDecoder('windows-1252').decode(bytes), encoding: 'windows-1252' };
  }
}

/** Occurrences of the separator outside quoted fields. */
function countOutsideQuotes(line: string, separator: string): number {
  let count = 0;
  let quoted = false;
  for (const c of line) {
    if (c === '"') quoted = !quoted;
    else if (c === separator && !quoted) count += 1;
  }
  return count;
}

/**
 * The separator that splits the first lines most regularly: the one found the most times on
 * every line (a `,` inside a club name on one line does not outvote a `;` on all of them);
 * when none is on every line, the most frequent on the first line; `;` when nothing splits.
 */
export function detectSeparator(text: string): Separator {
  const lines = text
    .slice(0, GUESSED_FROM)
    .split(/\r\n|\n|\r/)
    .filter((l) => l.trim() !== '')
    .slice(0, 10);
  let best: Separator = ';';
  let bestScore = 0;
  for (const separator of SEPARATORS) {
    const counts = lines.map((l) => countOutsideQuotes(l, separator));
    const score = counts.length === 0 ? 0 : Math.min(...counts);
    if (score > bestScore) {
      best = separator;
      bestScore = score;
    }
  }
  if (bestScore > 0) return best;
  for (const separator of SEPARATORS) {
    const count = countOutsideQuotes(lines[0] ?? '', separator);
    if (count > bestScore) {
      best = separator;
      bestScore = count;
    }
  }
  return best;
}

/**
 * Each cell as it is split off, refused past the bounds: its row would be built whole otherwise.
 * `index` counts from 0, `lines` is the line the cell ends on.
 */
function boundedCell(cell: string, { index, lines }: { index: number; lines: number }): string {
  if (index >= MAX_COLUMNS) throw new PlayerFileError({ reason: 'too-many-columns', line: lines, limit: MAX_COLUMNS });
  if (cell.length > MAX_CELL_LENGTH)
    throw new PlayerFileError({ reason: 'cell-too-long', line: lines, limit: MAX_CELL_LENGTH });
  return cell;
}

/**
 * The rows of the text, empty ones skipped; throws csv-parse's error when it cannot be split,
 * PlayerFileError past a bound.
 */
export function textRows(text: string, separator: Separator): SheetRow[] {
  let records: Array<{ record: string[]; info: { lines: number } }>;
  try {
    records = parse(text.replace(/^\uFEFF/, ''), {
      delimiter: separator,
      info: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      trim: true,
      cast: boundedCell,
      // The cell being split is bounded too, before it is whole: each cell before it has at most
      // MAX_CELL_LENGTH characters, so a row past this holds a cell longer than that.
      max_record_size: (MAX_COLUMNS + 1) * MAX_CELL_LENGTH,
    }) as unknown as typeof records;
  } catch (error) {
    if (error instanceof CsvError && error.code === 'CSV_MAX_RECORD_SIZE')
      throw new PlayerFileError({ reason: 'cell-too-long', line: Number(error.lines ?? 1), limit: MAX_CELL_LENGTH });
    throw error;
  }
  let previousEnd = 0;
  return records.map(({ record, info }) => {
    // info.lines is the line where the record ends; a record spans its line breaks in quotes.
    const breaks = record.reduce((n, cell) => n + (cell.match(/\r\n|\n|\r/g)?.length ?? 0), 0);
    const line = Math.max(previousEnd + 1, info.lines - breaks);
    previousEnd = info.lines;
    return { line, cells: record };
  });
}
