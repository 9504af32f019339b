/**
 * `sclassic players refresh`: the registrations compared with the directory of players (the
 * service's previewDirectoryRefresh); a table of what would change, or with --apply the changes
 * written (refreshFromDirectory) as one change of the file (`sclassic undo` takes them back).
 */
import { NEWCOMER_LABEL } from '../contract/helpers.ts';
import type { RefreshChange, RefreshedField, RefreshReport } from '../contract/views/directory.ts';
import { table } from './format.ts';
import { answering, eitherByFlag, json, type Parsed } from './subcommand.ts';

const COLUMNS: Array<[RefreshedField, string]> = [
  ['ratingType', 'Type'],
  ['club', 'Club'],
  ['licence', 'Licence'],
  ['category', 'Catégorie'],
  ['birthYear', 'Né en'],
];

const shown = (value: string | number | null | undefined) => (value === '' || value === null ? '—' : String(value));

function arrow(change: RefreshChange, field: RefreshedField): string {
  if (change.to[field] === undefined) return '';
  // A registration without a rating is an unrated newcomer: « NC », not a blank.
  const value = (v: string | number | null | undefined) =>
    field === 'rating' && v === null ? NEWCOMER_LABEL : shown(v);
  return `${value(change.from[field])} → ${value(change.to[field])}${field === 'rating' && change.ratingLocked ? ' (bloquée)' : ''}`;
}

const plural = (n: number, one: string, many: string) => `${n} ${n > 1 ? many : one}`;
const names = (players: Array<{ name: string }>) => players.map((p) => p.name).join(', ');

export function formatRefresh(report: RefreshReport): string {
  const n = report.changes.length;
  const lines: string[] = [];
  if (report.applied) lines.push(`${plural(n, 'joueur mis à jour', 'joueurs mis à jour')} depuis le répertoire.`);
  else if (n === 0) lines.push('Aucun changement : les inscriptions sont à jour avec le répertoire.');
  else lines.push(`${plural(n, 'joueur changerait', 'joueurs changeraient')} (--apply pour appliquer) :`);
  if (n > 0)
    lines.push(
      table(
        ['Nom', 'Cote avant → après', ...COLUMNS.map(([, header]) => header), 'Liste du'],
        report.changes.map((c) => [
          c.player.name,
          arrow(c, 'rating'),
          ...COLUMNS.map(([field]) => arrow(c, field)),
          // AAAA-MM-JJ, as `directory search` and `directory info` write a list's date.
          c.listDate,
        ]),
      ),
    );
  if (report.ratingsKept > 0)
    lines.push(`${plural(report.ratingsKept, 'cote gardée', 'cotes gardées')} : bloquées depuis la ronde 1.`);
  if (!report.applied && report.changes.some((c) => c.ratingLocked && c.to.rating !== undefined))
    lines.push(
      'Les cotes bloquées (ronde 1 appariée) ne peuvent plus changer : --keep-ratings pour appliquer le reste.',
    );
  if (report.ambiguous.length > 0)
    lines.push(`Homonymes laissés tels quels (il faut la licence) : ${names(report.ambiguous)}.`);
  if (report.notFound.length > 0) lines.push(`Absents du répertoire : ${names(report.notFound)}.`);
  return lines.join('\n');
}

const usage = 'sclassic players refresh FICHIER [--apply] [--keep-ratings] [--json]';
const options = { 'keep-ratings': { type: 'boolean' }, ...json } as const;
const input = ({ values }: Parsed) => (values['keep-ratings'] === true ? { keepRatings: true } : {});

export const playersRefresh = eitherByFlag(
  'apply',
  answering({ usage, command: 'refreshFromDirectory', options, input, text: formatRefresh }),
  answering({ usage, command: 'previewDirectoryRefresh', options, input, text: formatRefresh }),
);
