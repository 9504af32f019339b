/**
 * What each column of a players file holds: guessed from its header ("Prénom", "N° licence",
 * "Né(e) en"…), or from the content when the file has no header, and always overridable by the
 * director's mapping. A role other than `ignore` goes to one column only.
 */
import type { ColumnRole, SheetRow } from '../contract/views/player-file.ts';

/** A header folded: accents, case, spaces and punctuation ignored ("N° Licence" → "nlicence"). */
const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

const HEADERS: Record<string, Exclude<ColumnRole, 'ignore'>> = {
  nom: 'name',
  name: 'name',
  lastname: 'name',
  nomdefamille: 'name',
  joueur: 'name',
  joueuse: 'name',
  player: 'name',
  prenom: 'firstName',
  firstname: 'firstName',
  givenname: 'firstName',
  club: 'club',
  cercle: 'club',
  licence: 'licence',
  license: 'licence',
  nlicence: 'licence',
  nodelicence: 'licence',
  numlicence: 'licence',
  numerodelicence: 'licence',
  numerolicence: 'licence',
  licenceno: 'licence',
  cote: 'rating',
  rating: 'rating',
  elo: 'rating',
  classement: 'rating',
  type: 'ratingType',
  typecote: 'ratingType',
  typedecote: 'ratingType',
  ratingtype: 'ratingType',
  categorie: 'category',
  cat: 'category',
  category: 'category',
  anneedenaissance: 'birthYear',
  anneenaissance: 'birthYear',
  naissance: 'birthYear',
  neen: 'birthYear',
  neeen: 'birthYear',
  neeeen: 'birthYear',
  nele: 'birthYear',
  neele: 'birthYear',
  neeele: 'birthYear',
  datedenaissance: 'birthYear',
  annee: 'birthYear',
  birthyear: 'birthYear',
  yearofbirth: 'birthYear',
  born: 'birthYear',
};

/** The role a header (or a word of the CLI's --columns) names, or undefined. */
export function roleOfHeader(header: string): Exclude<ColumnRole, 'ignore'> | undefined {
  return HEADERS[fold(header)];
}

/** Each column's role from the header row; a role goes to the first column that names it. */
export function rolesFromHeader(header: readonly string[]): ColumnRole[] {
  const taken = new Set<ColumnRole>();
  return header.map((cell) => {
    const role = roleOfHeader(cell);
    if (role === undefined || taken.has(role)) return 'ignore';
    taken.add(role);
    return role;
  });
}

const isNumber = (s: string) => /^\d[\d\s\u00a0\u202f]*$/.test(s.trim());

/** The columns holding a number on most of these rows (the rating, a licence, a year…). */
function numericColumns(rows: readonly SheetRow[], columns: number): boolean[] {
  const sample = rows.slice(0, 20);
  return Array.from(
    { length: columns },
    (_, i) => sample.length > 0 && sample.filter((r) => isNumber(r.cells[i] ?? '')).length > sample.length / 2,
  );
}

/**
 * True when the first row names the columns: it has a header a role is known for, or text where
 * the rows below have numbers (headers that are not recognised still are headers).
 */
export function looksLikeHeader(rows: readonly SheetRow[], columns: number): boolean {
  const [first, ...rest] = rows;
  if (first === undefined) return false;
  if (first.cells.some((cell) => roleOfHeader(cell) !== undefined)) return true;
  const numeric = numericColumns(rest, columns);
  return numeric.some((n, i) => n && !isNumber(first.cells[i] ?? ''));
}

/** Without a header: the first mostly-numeric column is the rating, the first other one the name. */
export function rolesFromContent(rows: readonly SheetRow[], columns: number): ColumnRole[] {
  const roles: ColumnRole[] = Array.from({ length: columns }, () => 'ignore');
  const numeric = numericColumns(rows, columns);
  const rating = numeric.indexOf(true);
  if (rating >= 0) roles[rating] = 'rating';
  const name = numeric.findIndex((n, i) => !n && i !== rating);
  if (name >= 0) roles[name] = 'name';
  return roles;
}

/** The roles fitted to the number of columns: missing ones ignored, extra ones dropped. */
export function fitRoles(roles: readonly ColumnRole[], columns: number): ColumnRole[] {
  return Array.from({ length: columns }, (_, i) => roles[i] ?? 'ignore');
}
