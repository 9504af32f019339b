/**
 * Reading a players file as directors have them: a spreadsheet saved as CSV or TSV (`;`, `,` or
 * tab separated) in UTF-8 or Windows-1252 — detected, not asked —, or an `.xlsx` workbook. A
 * header row names the columns (nom, prénom, club, cote, type, licence); rows that cannot be read
 * are listed with their line number and reason, the others kept.
 */
import { parse } from 'csv-parse/sync';
import { readSheet } from 'read-excel-file/node';

export interface PlayerLine {
  name: string;
  rating: number;
  club?: string;
  ratingType?: 'PL' | 'PL*';
  licence?: string;
  /** The category as the list gives it (Jeunes, Vermeil…). */
  category?: string;
  birthYear?: number;
}

export interface ReadPlayers {
  players: PlayerLine[];
  rejected: Array<{ line: number; reason: string }>;
  /** How the file was read: its format and, for text, its encoding. */
  format: 'csv' | 'xlsx';
  encoding: 'utf-8' | 'windows-1252' | null;
}

type Role = 'name' | 'firstName' | 'club' | 'rating' | 'ratingType' | 'licence';

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z*]/g, '');

const COLUMNS: Record<string, Role> = {
  nom: 'name',
  name: 'name',
  lastname: 'name',
  joueur: 'name',
  prenom: 'firstName',
  firstname: 'firstName',
  club: 'club',
  cote: 'rating',
  rating: 'rating',
  elo: 'rating',
  type: 'ratingType',
  typedecote: 'ratingType',
  licence: 'licence',
  license: 'licence',
  nlicence: 'licence',
  numerodelicence: 'licence',
};

/** UTF-8 when the bytes are valid UTF-8, otherwise Windows-1252 (what French Excel writes). */
export function decodeText(bytes: Uint8Array): { text: string; encoding: 'utf-8' | 'windows-1252' } {
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, ''), encoding: 'utf-8' };
  } catch {
    return { text: new TextDecoder('windows-1252').decode(bytes), encoding: 'windows-1252' };
  }
}

function separatorOf(text: string): string {
  const header = text.split(/\r?\n/, 1)[0] ?? '';
  const counts = [';', ',', '\t'].map((s) => [s, header.split(s).length] as const);
  return counts.sort((a, b) => b[1] - a[1])[0]?.[0] ?? ';';
}

/** The players of a table whose first row names the columns. */
export function playersFromRows(rows: readonly string[][]): Pick<ReadPlayers, 'players' | 'rejected'> {
  const [header, ...data] = rows;
  if (header === undefined) return { players: [], rejected: [{ line: 1, reason: 'fichier vide' }] };
  const roles = header.map((h) => COLUMNS[fold(h)]);
  if (!roles.includes('name') || !roles.includes('rating')) {
    return {
      players: [],
      rejected: [{ line: 1, reason: 'la première ligne doit nommer au moins les colonnes « nom » et « cote »' }],
    };
  }
  const players: PlayerLine[] = [];
  const rejected: ReadPlayers['rejected'] = [];
  for (const [i, row] of data.entries()) {
    const line = i + 2;
    const get = (role: Role) => (roles.includes(role) ? (row[roles.indexOf(role)]?.trim() ?? '') : '');
    if (row.every((cell) => cell.trim() === '')) continue;
    const name = [get('name'), get('firstName')].filter(Boolean).join(' ');
    const ratingText = get('rating').replace(/\s/g, '');
    const rating = Number(ratingText);
    if (name === '') {
      rejected.push({ line, reason: 'nom vide' });
      continue;
    }
    if (ratingText === '') {
      rejected.push({ line, reason: `pas de cote pour ${name}` });
      continue;
    }
    if (!Number.isInteger(rating) || rating < 0) {
      rejected.push({ line, reason: `cote illisible « ${get('rating')} » pour ${name}` });
      continue;
    }
    const type = get('ratingType').toUpperCase();
    players.push({
      name,
      rating,
      ...(roles.includes('club') ? { club: get('club') } : {}),
      ...(get('licence') === '' ? {} : { licence: get('licence') }),
      ...(type === 'PL*' ? { ratingType: 'PL*' as const } : type === 'PL' ? { ratingType: 'PL' as const } : {}),
    });
  }
  return { players, rejected };
}

export function readPlayersCsv(content: string): ReadPlayers {
  const rows = parse(content.replace(/^\uFEFF/, ''), {
    delimiter: separatorOf(content),
    relax_column_count: true,
    skip_empty_lines: true,
    trim: true,
  }) as string[][];
  return { ...playersFromRows(rows), format: 'csv', encoding: 'utf-8' };
}

/** Reads a players file by its name and bytes. */
export async function readPlayerFile(fileName: string, bytes: Uint8Array): Promise<ReadPlayers> {
  if (/\.xlsx$/i.test(fileName)) {
    const sheet = await readSheet(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    const rows = sheet.map((row) => row.map((cell) => (cell === null || cell === undefined ? '' : String(cell))));
    return { ...playersFromRows(rows), format: 'xlsx', encoding: null };
  }
  const { text, encoding } = decodeText(bytes);
  return { ...readPlayersCsv(text), encoding };
}
