/**
 * `sclassic players import`: the players file read by the service's readPlayerFile (the reader
 * the UI uses too), with the director's --columns when the headers are not enough, then one
 * importPlayers for the rows that are neither unreadable nor duplicates.
 */
import { NEWCOMER_LABEL } from '../contract/helpers.ts';
import { refusalMessage, rejectionText } from '../contract/i18n/messages.ts';
import { fr } from '../contract/i18n/refusals-fr.ts';
import { Refused, refusal } from '../contract/refusals.ts';
import { COLUMN_ROLES, type ColumnRole, type PlayerFileView } from '../contract/views/player-file.ts';
import { roleOfHeader } from '../import/column-roles.ts';
import { howRead } from './format.ts';
import { localFile } from './local-files.ts';
import type { Subcommand } from './subcommand.ts';
import { LocalFileError, UsageError } from './usage-error.ts';

/** A column to skip: left empty (",nom,cote"), or a word. */
const IGNORE_WORDS = new Set(['', '-', '_', 'ignorer', 'ignore']);
const EXAMPLE = '--columns nom,prénom,club,cote,ignorer,licence,catégorie,naissance';
/** What to do when the headers say too little. */
export const COLUMNS_HINT = `Dites ce que contient chaque colonne, dans l'ordre, par exemple ${EXAMPLE}`;

/** The roles of --columns, one word per column: a header the reader knows, a role's name, or - to skip. */
export function columnsOption(value: string): ColumnRole[] {
  return value.split(',').map((word, i) => {
    const trimmed = word.trim();
    if (IGNORE_WORDS.has(trimmed.toLowerCase())) return 'ignore';
    const role = roleOfHeader(trimmed) ?? COLUMN_ROLES.find((r) => r.toLowerCase() === trimmed.toLowerCase());
    if (role === undefined)
      throw new UsageError(
        `--columns : « ${trimmed} » (colonne ${i + 1}) n'est pas un contenu connu ; écrivez pour chaque colonne nom, prénom, club, licence, cote, type, catégorie, naissance, ou rien (ou « ignorer ») pour une colonne à ignorer, par exemple ${EXAMPLE}`,
      );
    return role;
  });
}

type Flagged = PlayerFileView['players'][number];

function duplicateLine(p: Flagged, imported: boolean): string {
  const other = p.duplicateOf;
  if (other === null) return '';
  const where = other.line === null ? 'déjà inscrit' : `ligne ${other.line}`;
  if (other.by === 'licence')
    return `Ligne ${p.line} non importée : ${p.player.name}, même licence ${p.player.licence} que ${other.name} (${where}).`;
  if (other.by === 'lookalike')
    return imported
      ? `Ligne ${p.line} importée comme un autre joueur que ${other.name} (${where}), à qui son nom ressemble.`
      : `Ligne ${p.line} non importée : ${p.player.name} ressemble à ${other.name} (${where}) mais s'écrit avec d'autres caractères ; --homonyms pour l'importer quand même.`;
  return imported
    ? `Ligne ${p.line} importée comme homonyme de ${other.name} (${where}).`
    : `Ligne ${p.line} non importée : ${p.player.name}, comme ${other.name} (${where}) ; --homonyms pour l'importer quand même.`;
}

export const playersImport = {
  usage: `sclassic players import FICHIER joueurs.csv|joueurs.xlsx [${EXAMPLE}] [--homonyms] [--json]`,
  options: { columns: { type: 'string' }, homonyms: { type: 'boolean' }, json: { type: 'boolean' } },
  command: 'importPlayers',
  async run(call, { positionals: [, source], values }, out) {
    if (source === undefined) throw new UsageError('indiquez le fichier des joueurs (CSV, TSV ou XLSX)');
    const roles = typeof values.columns === 'string' ? columnsOption(values.columns) : undefined;
    const read = await call('readPlayerFile', { ...localFile(source), ...(roles ? { roles } : {}) });
    if (read.missing.length > 0) {
      const missing = refusal('missing-columns', {
        fileName: source,
        header: read.header,
        missing: read.missing,
        directory: false,
      });
      throw new Refused(missing, `${refusalMessage(missing)} ${COLUMNS_HINT}`);
    }
    const homonyms = values.homonyms === true;
    // A homonym or a look-alike may be someone else; a licence already registered never is.
    const imported = (p: Flagged) => p.duplicateOf === null || (homonyms && p.duplicateOf.by !== 'licence');
    const chosen = read.players.filter(imported);
    const report = [
      ...read.rejected.map((r) => ({ line: r.line, text: `Ligne ${r.line} ignorée : ${rejectionText(r, fr)}.` })),
      ...read.players
        .filter((p) => p.duplicateOf !== null)
        .map((p) => ({ line: p.line, text: duplicateLine(p, imported(p)) })),
    ]
      .sort((a, b) => a.line - b.line)
      .map((r) => r.text);
    if (chosen.length === 0) {
      // The reasons first, one a line (an error message is printed on one line).
      if (!values.json && report.length > 0) out(report.join('\n'));
      throw new LocalFileError(`Aucun joueur à importer de « ${source} ».`);
    }
    const added = await call('importPlayers', {
      players: chosen.map((p) => (p.duplicateOf === null ? p.player : { ...p.player, allowHomonym: true })),
    });
    const { players: _players, preview: _preview, ...how } = read;
    const duplicates = read.players.filter((p) => p.duplicateOf !== null);
    const json = { added, duplicates, ...how };
    const unrated = added.filter((p) => p.rating === null).length;
    const newcomers = unrated === 0 ? '' : `, dont ${unrated} non classé${unrated > 1 ? 's' : ''} (${NEWCOMER_LABEL})`;
    out(
      values.json
        ? JSON.stringify(json, null, 2)
        : [
            `${added.length} ${added.length === 1 ? 'joueur importé' : 'joueurs importés'}${newcomers} (${howRead(read)}).`,
            ...report,
          ].join('\n'),
    );
  },
} satisfies Subcommand;
