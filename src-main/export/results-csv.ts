/**
 * The federation's results CSV: UTF-8 with a BOM (so French Excel opens it as UTF-8), `;`
 * separator, CRLF line ends, one line per player in rank order, their rounds after their totals.
 *
 * csv-stringify is not installed: the quoting (RFC 4180) is done here.
 */
import { frenchNumber, ratingText } from '../contract/helpers.ts';
import { crosstableCellText } from '../contract/views.ts';
import type { ResultsExport, ResultsExportRow } from './results-export.ts';

const BOM = '\uFEFF';
const SEPARATOR = ';';
const EOL = '\r\n';

export const RESULTS_CSV_HEADER = [
  'Licence',
  'Nom',
  'Club',
  'Rang',
  'PM',
  'PPM',
  'Pdep',
  'Manches gagnées',
  'Cote avant',
  'Cote après (estimation)',
] as const;

/** A field, quoted when it holds the separator, a quote or a line break (quotes doubled). */
export function csvField(value: string): string {
  return /[;"\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/**
 * A text a spreadsheet must show as text: one starting with = + - @ (or a tab or a return) would
 * run as a formula when the file is opened, so it gets a leading apostrophe, as Excel itself does.
 */
export function csvText(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function csvLine(fields: readonly string[]): string {
  return fields.map(csvField).join(SEPARATOR);
}

/**
 * After the federation's columns, one per round (R1, R2…): the crosstable's cell — outcome,
 * opponent's line, and the mark of a forfeit, an abandon or an arbitral decision (« P3 ab. »).
 */
function roundHeaders(data: ResultsExport): string[] {
  return Array.from({ length: data.crosstable?.rounds ?? 0 }, (_, i) => `R${i + 1}`);
}

function roundFields(row: ResultsExportRow, data: ResultsExport): string[] {
  const crosstable = data.crosstable;
  if (crosstable === null) return [];
  const cells = crosstable.rows.find((r) => r.player.id === row.id)?.cells ?? [];
  return Array.from({ length: crosstable.rounds }, (_, i) => {
    const cell = cells.find((c) => c.round === i + 1);
    return cell === undefined ? '' : crosstableCellText(cell);
  });
}

function rowFields(row: ResultsExportRow): string[] {
  return [
    csvText(row.licence),
    csvText(row.name),
    csvText(row.club),
    // Ex æquo share the number; a withdrawn player's rank already puts them last.
    String(row.rank),
    frenchNumber(row.pm),
    row.ppm === null ? '' : frenchNumber(row.ppm),
    frenchNumber(row.pdep),
    String(row.gamesWon),
    ratingText(row.rating),
    row.ratingAfter === null ? '' : frenchNumber(row.ratingAfter),
  ];
}

export function resultsCsv(data: ResultsExport): string {
  const lines = [
    csvLine([...RESULTS_CSV_HEADER, ...roundHeaders(data)]),
    ...data.rows.map((row) => csvLine([...rowFields(row), ...roundFields(row, data)])),
  ];
  return `${BOM}${lines.map((line) => `${line}${EOL}`).join('')}`;
}
