/**
 * The words of what the director gave, in the catalogue's language: an input's issues
 * (« nom du joueur : obligatoire ») and a file's rows set aside. A module of its own, which runs
 * no catalogue: the catalogues' own sentences use it.
 */
import type { InputIssue, InputRule } from '../refusals.ts';
import type { Rejection } from '../views/player-file.ts';
import type { Catalogue } from './catalogue.ts';

/** Who the issue concerns, with its place in a list (« joueur 4, cote »); null when nothing names it. */
function subjectOf(issue: InputIssue, words: Catalogue): string | null {
  const items: string[] = [];
  issue.path.forEach((key, i) => {
    const list = issue.path[i - 1];
    if (typeof key === 'number' && typeof list === 'string' && list in words.item)
      items.push(words.item[list as keyof Catalogue['item']](key + 1));
  });
  const subject = issue.subject === null ? null : words.subject[issue.subject];
  // A list's own item says it already: « joueur 4 », not « joueur 4, joueurs ».
  const named = items.length > 0 && typeof issue.path.at(-1) === 'number' ? null : subject;
  const parts = [...items, ...(named === null ? [] : [named])];
  return parts.length === 0 ? null : parts.join(', ');
}

const SAYS_ITS_SUBJECT: ReadonlySet<InputRule> = new Set(['column-twice', 'same-name-twice', 'same-rating-twice']);

/** One input issue: « nom du joueur : obligatoire », or without its subject next to its own box. */
export function inputIssueText(issue: InputIssue, words: Catalogue, withSubject = true): string {
  // Some rules' words name their subject already (« deux séries portent le même nom »).
  const rule = words.rule[issue.rule](
    issue.limit,
    issue.options,
    issue.subject === null ? '' : words.subject[issue.subject],
  );
  const subject = withSubject && !SAYS_ITS_SUBJECT.has(issue.rule) ? subjectOf(issue, words) : null;
  return subject === null ? rule : words.labelled(subject, rule);
}

/** Why a row of a file was set aside: « cote illisible « abc » pour ROUX Noël ». */
export function rejectionText(rejection: Rejection, words: Catalogue): string {
  return (words.rejection[rejection.code] as (params: Rejection['params']) => string)(rejection.params);
}
