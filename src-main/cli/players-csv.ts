/**
 * Reading a players spreadsheet saved as CSV: `;` or `,` or tab separated, a header row naming
 * the columns (nom, prénom, club, cote, type), UTF-8. Rows that cannot be read are reported with
 * their line number; the others are kept.
 */
import { parse } from 'csv-parse/sync';

export interface PlayerLine {
  name: string;
  rating: number;
  club?: string;
  ratingType?: 'PL' | 'PL*';
}

export interface ReadPlayers {
  players: PlayerLine[];
  rejected: Array<{ line: number; reason: string }>;
}

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z*]/g, '');

const COLUMNS: Record<string, keyof PlayerLine | 'firstName'> = {
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
};

function separatorOf(text: string): string {
  const header = text.split(/\r?\n/, 1)[0] ?? '';
  const counts = [';', ',', '\t'].map((s) => [s, header.split(s).length] as const);
  return counts.sort((a, b) => b[1] - a[1])[0]?.[0] ?? ';';
}

export function readPlayersCsv(content: string): ReadPlayers {
  const text = content.replace(/^\uFEFF/, '');
  const rows = parse(text, {
    delimiter: separatorOf(text),
    relax_column_count: true,
    skip_empty_lines: true,
    trim: true,
  }) as string[][];
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
    const get = (role: string) => row[roles.indexOf(role as keyof PlayerLine)]?.trim() ?? '';
    const last = get('name');
    const first = roles.includes('firstName') ? get('firstName') : '';
    const name = [last, first].filter(Boolean).join(' ');
    const ratingText = get('rating').replace(/\s/g, '');
    const rating = Number(ratingText);
    if (name === '') {
      rejected.push({ line, reason: 'nom vide' });
      continue;
    }
    if (ratingText === '' || !Number.isInteger(rating) || rating < 0) {
      rejected.push({ line, reason: `cote illisible « ${get('rating')} » pour ${name}` });
      continue;
    }
    const type = get('ratingType').toUpperCase();
    players.push({
      name,
      rating,
      ...(roles.includes('club') ? { club: get('club') } : {}),
      ...(type === 'PL*' ? { ratingType: 'PL*' as const } : type === 'PL' ? { ratingType: 'PL' as const } : {}),
    });
  }
  return { players, rejected };
}
