/**
 * Reading a players spreadsheet saved as text (CSV, `;` `,` or tab separated, UTF-8) in the
 * browser: the separator, the rows with their line numbers, the role of each column guessed from
 * its header, and the players it gives, with the rows that cannot be read and why.
 * The parsing is csv-parse's browser build (quoted fields, doubled quotes, line breaks in quotes).
 */
import { parse } from 'csv-parse/browser/esm/sync';
import { composeName, sameName } from './names.ts';

export const SEPARATORS = [';', ',', '\t'] as const;
export type Separator = (typeof SEPARATORS)[number];

export const ROLES = ['name', 'firstName', 'club', 'rating', 'ratingType', 'ignore'] as const;
export type Role = (typeof ROLES)[number];

export interface Row {
  /** The line of the file where the row starts (1 for the first line). */
  line: number;
  cells: string[];
}

export interface NewPlayer {
  name: string;
  rating: number;
  club?: string;
  ratingType?: 'PL' | 'PL*';
  allowHomonym?: boolean;
}

export type Rejection =
  | { line: number; reason: 'no-name' }
  | { line: number; reason: 'no-rating'; name: string }
  | { line: number; reason: 'bad-rating'; name: string; value: string }
  | { line: number; reason: 'bad-type'; name: string; value: string };

export interface ReadyPlayer {
  line: number;
  player: NewPlayer;
  /** A registered player or an earlier row with (very likely) the same name. */
  duplicateOf: { name: string; line: number | null } | null;
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

/** The separator that splits the first lines most regularly (`;` when nothing splits). */
export function detectSeparator(text: string): Separator {
  const lines = text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\n|\r/)
    .filter((l) => l.trim() !== '')
    .slice(0, 10);
  let best: Separator = ';';
  let bestScore = 0;
  for (const separator of SEPARATORS) {
    const counts = lines.map((l) => countOutsideQuotes(l, separator));
    // The fewest occurrences on any line: a separator must be on every line to count.
    const score = counts.length === 0 ? 0 : Math.min(...counts);
    if (score > bestScore) {
      best = separator;
      bestScore = score;
    }
  }
  if (bestScore === 0) {
    // No separator on every line: the one most frequent on the first line.
    const first = lines[0] ?? '';
    for (const separator of SEPARATORS) {
      const count = countOutsideQuotes(first, separator);
      if (count > bestScore) {
        best = separator;
        bestScore = count;
      }
    }
  }
  return best;
}

/** The rows of the file, empty ones skipped; throws csv-parse's error when the file cannot be split. */
export function readRows(text: string, separator: Separator): Row[] {
  const records = parse(text.replace(/^\uFEFF/, ''), {
    delimiter: separator,
    info: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    skip_records_with_empty_values: true,
    trim: true,
  }) as unknown as Array<{ record: string[]; info: { lines: number } }>;
  let previousEnd = 0;
  return records.map(({ record, info }) => {
    // info.lines is the line where the record ends; a record spans its line breaks in quotes.
    const breaks = record.reduce((n, cell) => n + (cell.match(/\r\n|\n|\r/g)?.length ?? 0), 0);
    const line = Math.max(previousEnd + 1, info.lines - breaks);
    previousEnd = info.lines;
    return { line, cells: record };
  });
}

/** Header names folded: accents, case, spaces and punctuation ignored ("Prénom" → "prenom"). */
const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z*]/g, '');

const HEADERS: Record<string, Role> = {
  nom: 'name',
  name: 'name',
  lastname: 'name',
  nomdefamille: 'name',
  joueur: 'name',
  player: 'name',
  prenom: 'firstName',
  firstname: 'firstName',
  givenname: 'firstName',
  club: 'club',
  cercle: 'club',
  cote: 'rating',
  rating: 'rating',
  elo: 'rating',
  classement: 'rating',
  type: 'ratingType',
  typedecote: 'ratingType',
  ratingtype: 'ratingType',
};

/** Each column's role from the header row; a role goes to one column only. */
export function rolesFromHeader(header: readonly string[]): Role[] {
  const taken = new Set<Role>();
  return header.map((cell) => {
    const role = HEADERS[fold(cell)];
    if (role === undefined || taken.has(role)) return 'ignore';
    taken.add(role);
    return role;
  });
}

/** True when the first row names the columns (at least the name). */
export function looksLikeHeader(header: readonly string[]): boolean {
  return rolesFromHeader(header).includes('name');
}

const isNumber = (s: string) => /^\d[\d\s\u00a0\u202f]*$/.test(s.trim());

/** Without a header: the first mostly-numeric column is the rating, the first other one the name. */
export function rolesFromContent(rows: readonly Row[], columns: number): Role[] {
  const roles: Role[] = Array.from({ length: columns }, () => 'ignore');
  const sample = rows.slice(0, 20);
  const numeric = (i: number) =>
    sample.filter((r) => isNumber(r.cells[i] ?? '')).length > sample.length / 2 && sample.length > 0;
  const rating = roles.findIndex((_, i) => numeric(i));
  if (rating >= 0) roles[rating] = 'rating';
  const name = roles.findIndex((_, i) => i !== rating && !numeric(i));
  if (name >= 0) roles[name] = 'name';
  return roles;
}

/** The players the rows give with these column roles, the rows that cannot be read, and why. */
export function playersFromRows(
  rows: readonly Row[],
  roles: readonly Role[],
  registered: ReadonlyArray<{ name: string }>,
): { ready: ReadyPlayer[]; rejected: Rejection[] } {
  const column = (role: Role) => roles.indexOf(role);
  const get = (row: Row, role: Role) => {
    const i = column(role);
    return i < 0 ? '' : (row.cells[i] ?? '').trim().replace(/\s+/g, ' ');
  };
  const withFirstName = column('firstName') >= 0;
  const ready: ReadyPlayer[] = [];
  const rejected: Rejection[] = [];
  for (const row of rows) {
    // With a first-name column the name column is the last name (upper case, as on the entry line).
    const last = get(row, 'name');
    const name = withFirstName ? composeName(last, get(row, 'firstName')) : last;
    if (last === '') {
      rejected.push({ line: row.line, reason: 'no-name' });
      continue;
    }
    const ratingText = get(row, 'rating');
    const digits = ratingText.replace(/[\s\u00a0\u202f]/g, '');
    if (digits === '') {
      rejected.push({ line: row.line, reason: 'no-rating', name });
      continue;
    }
    if (!/^\d+$/.test(digits) || Number(digits) > 5000) {
      rejected.push({ line: row.line, reason: 'bad-rating', name, value: ratingText });
      continue;
    }
    const typeText = get(row, 'ratingType').toUpperCase().replace(/\s/g, '');
    if (typeText !== '' && typeText !== 'PL' && typeText !== 'PL*') {
      rejected.push({ line: row.line, reason: 'bad-type', name, value: get(row, 'ratingType') });
      continue;
    }
    const known = registered.find((p) => sameName(p.name, name));
    const earlier = ready.find((r) => sameName(r.player.name, name));
    ready.push({
      line: row.line,
      player: {
        name,
        rating: Number(digits),
        ...(column('club') >= 0 ? { club: get(row, 'club') } : {}),
        ...(typeText === '' ? {} : { ratingType: typeText as 'PL' | 'PL*' }),
      },
      duplicateOf:
        known !== undefined
          ? { name: known.name, line: null }
          : earlier !== undefined
            ? { name: earlier.player.name, line: earlier.line }
            : null,
    });
  }
  return { ready, rejected };
}
