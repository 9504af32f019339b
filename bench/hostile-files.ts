/**
 * Hostile players files, read through the service as the import screen reads them: small files
 * that would cost gigabytes or seconds if they were read as they claim — a workbook whose archive
 * understates its 600 MB sheet, a CSV line of 19 million separators, a cell at column XFD in
 * every row, a cell at row 5,000,000 — and, for scale, a real rating list and the largest sheet
 * the bounds let through. Each file is read in a process of its own (hostile-file-process.ts),
 * so the peak of its resident memory is that file's alone. The files are made here, in a
 * temporary folder removed afterwards.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MAX_CELLS, MAX_COLUMNS, MAX_ROWS } from '../src-main/import/file-bounds.ts';
import { row, understatedWorkbook, workbook } from '../tests/support/workbook.ts';
import type { HostileReading } from './hostile-file-process.ts';
import { formatMs, renderTable } from './report.ts';

interface HostileFile {
  label: string;
  fileName: string;
  bytes: Uint8Array;
  /** What the service must answer: its refusal's words, or the players read. */
  answer: RegExp;
}

const encode = (text: string) => new TextEncoder().encode(text);
const megabytes = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} kB`;

async function hostileFiles(): Promise<HostileFile[]> {
  const xfd = Array.from(
    { length: 2_000 },
    (_, i) => `<row r="${i + 2}"><c r="XFD${i + 2}" t="inlineStr"><is><t>x</t></is></c></row>`,
  );
  const list = Array.from({ length: 20_000 }, (_, i) =>
    row(i + 2, [`${100_000 + i}`, `NOM${i}`, `Prénom${i % 397}`, `Club ${i % 211}`, `${800 + ((i * 37) % 1400)}`]),
  );
  const edge = MAX_CELLS / MAX_COLUMNS;
  const wide = Array.from({ length: MAX_COLUMNS }, (_, i) => (i === 0 ? 'Nom' : i === 1 ? 'Cote' : `C${i}`));
  return [
    {
      label: '600 MB sheet, table of contents says 100 bytes',
      fileName: 'sous-estimé.xlsx',
      bytes: await understatedWorkbook(600, 'directory'),
      answer: /se décompresse en plus de 32 Mo/,
    },
    {
      label: '600 MB sheet, hidden from the end record',
      fileName: 'caché.xlsx',
      bytes: await understatedWorkbook(600, 'end-record'),
      answer: /n'a pas pu être lu comme un classeur Excel/,
    },
    {
      label: 'CSV line of 19 million separators',
      fileName: 'large.csv',
      bytes: encode(`Nom;Cote\nBERTIN Ana;1720\nX${';'.repeat(19_000_000)}\n`),
      answer: /ligne 3 : plus de 100 colonnes/,
    },
    {
      label: '2,000 rows, each with a cell at XFD',
      fileName: 'xfd.xlsx',
      bytes: workbook(row(1, ['Nom', 'Cote']) + xfd.join('')),
      answer: /ligne 2 : plus de 100 colonnes/,
    },
    {
      label: 'a cell at row 5,000,000',
      fileName: 'haute.xlsx',
      bytes: workbook(row(1, ['Nom', 'Cote']) + row(5_000_000, ['BERTIN Ana', '1720'])),
      answer: /a plus de 100.000 lignes/,
    },
    {
      label: `two cells spanning ${MAX_COLUMNS} columns and ${MAX_ROWS.toLocaleString('en-US')} rows`,
      fileName: 'étendue.xlsx',
      bytes: workbook(`${row(1, ['Nom', 'Cote'])}<row r="${MAX_ROWS}"><c r="CV${MAX_ROWS}"><v>1</v></c></row>`),
      answer: /plus de 1.000.000 cases/,
    },
    {
      label: 'rating list of 20,000 players (for scale)',
      fileName: 'cotes.xlsx',
      bytes: workbook(row(1, ['Licence', 'Nom', 'Prénom', 'Club', 'Cote']) + list.join('')),
      answer: /^read: 20,000 players$/,
    },
    {
      label: `${MAX_COLUMNS} columns, a player at row ${edge.toLocaleString('en-US')} (the bounds' edge)`,
      fileName: 'bord.xlsx',
      bytes: workbook(row(1, wide) + row(edge, ['BERTIN Ana', '1720', ...wide.slice(2)])),
      answer: /^read: 1 players$/,
    },
  ];
}

function readAlone(folder: string, file: HostileFile, index: number): HostileReading {
  const path = join(folder, `${index}-${file.fileName}`);
  writeFileSync(path, file.bytes);
  const child = spawnSync(
    process.execPath,
    ['--expose-gc', fileURLToPath(new URL('./hostile-file-process.ts', import.meta.url)), path, file.fileName],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  if (child.status !== 0) throw new Error(`${file.label}: the reading process failed (exit ${child.status})`);
  const reading = JSON.parse(child.stdout.trim().split('\n').at(-1) as string) as HostileReading;
  if (!file.answer.test(reading.answer)) throw new Error(`${file.label}: answered « ${reading.answer} »`);
  return reading;
}

export async function hostileFilesSection(): Promise<void> {
  const folder = mkdtempSync(join(os.tmpdir(), 'sclassic-bench-hostile-'));
  try {
    console.log('\nMeasuring hostile players files, each read in a process of its own:');
    const files = await hostileFiles();
    const rows = files.map((file, i) => {
      const reading = readAlone(folder, file, i);
      console.log(`  ${file.label.padEnd(62)} ${formatMs(reading.timing.median).padStart(9)}`);
      return { file, reading };
    });
    console.log('\nSclassic service: hostile players files (readPlayerFile), through the API\n');
    console.log(
      renderTable(
        ['file', 'size', 'median', 'p90', 'runs', 'peak memory'],
        rows.map(({ file, reading: { timing, peakGrowth } }) => [
          file.label,
          megabytes(file.bytes.byteLength),
          formatMs(timing.median),
          formatMs(timing.p90),
          String(timing.runs),
          `+${megabytes(peakGrowth)}`,
        ]),
        ['left', 'right', 'right', 'right', 'right', 'right'],
      ),
    );
    console.log('\nWhat the service answered:');
    for (const { file, reading } of rows) console.log(`  ${file.fileName}: ${reading.answer}`);
    console.log(`
peak memory: how far the reading process's peak resident size rose above its size before the
first read (the file's bytes already in memory). A workbook's parts are inflated by Sclassic,
counted as they come out and stopped past 32 MB, whatever the archive says; the spreadsheet
reader is given those parts alone. A sheet's cells are checked before the reader fills its
rows: a cell with content past column ${MAX_COLUMNS}, a row past ${MAX_ROWS.toLocaleString('en-US')}, cells spanning more than
${MAX_CELLS.toLocaleString('en-US')} cells, and the file is refused. A text file's splitting stops at the first line
past ${MAX_COLUMNS} columns or cell past 1,000 characters.`);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

if (import.meta.main) await hostileFilesSection();
