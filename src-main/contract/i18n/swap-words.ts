/**
 * A swap's consequences in the director's words, French and English, before it is made (`would`)
 * and once it is: each table as it would be and as it was, the rematches, the score groups
 * crossed with each player's PM, whose start changes. The screen and the command line say the
 * same sentences.
 */
import type { SwapPreview } from '../views/tournament.ts';
import { listJoinedBy } from './small-words.ts';

type Table = SwapPreview['tables'][number];

export interface SwapWords {
  /** A table after the swap, who starts, and what it was. */
  table: (table: Table, would: boolean) => string;
  rematch: (rematch: SwapPreview['newRematches'][number], would: boolean) => string;
  crossed: (crossed: SwapPreview['groupsCrossed'][number], would: boolean) => string;
  /** Every player whose start changes, in one sentence. */
  starts: (changed: SwapPreview['startsChanged'], would: boolean) => string;
  /** Neither a rematch, nor a score group crossed, nor a start changed. */
  nothing: (would: boolean) => string;
}

const pairFr = (m: Table['after']) => `${m.a} – ${m.b ?? 'X'}`;

/** A verb's forms: would (one player, several), then is (one, several). */
type Forms = [string, string, string, string];

/**
 * The players who would start (or start) after the swap, then those who would no longer, each
 * group named with its verb in a language's forms and joined by its `and`.
 */
function startsParts(changed: SwapPreview['startsChanged'], would: boolean, and: string, start: Forms, stop: Forms) {
  const said = (names: string[], forms: Forms) =>
    names.length === 0 ? [] : [`${listJoinedBy(and)(names)} ${forms[(would ? 0 : 2) + (names.length === 1 ? 0 : 1)]}`];
  return [
    ...said(
      changed.filter((c) => c.starts).map((c) => c.name),
      start,
    ),
    ...said(
      changed.filter((c) => !c.starts).map((c) => c.name),
      stop,
    ),
  ];
}

export const swapFr: SwapWords = {
  table: ({ table, before, after }, would) =>
    `Table ${table} : ${pairFr(after)} ${would ? `au lieu de ${pairFr(before)}` : `(avant l’échange : ${pairFr(before)})`} ; ${after.starts === null ? `${after.a} ${would ? 'serait exempt' : 'est exempt'}` : `${after.starts} ${would ? 'commencerait' : 'commence'}`}.`,
  rematch: ({ table, a, b }, would) =>
    `Revanche à la table ${table} : ${a} et ${b} se sont déjà rencontrés${would ? ', ils se rencontreraient de nouveau' : ''}.`,
  crossed: ({ table, a, pmA, b, pmB }, would) =>
    `Groupes de score franchis à la table ${table} : ${a} (${pmA} PM) ${would ? 'jouerait contre' : 'joue contre'} ${b} (${pmB} PM).`,
  starts: (changed, would) =>
    `Qui commence change : ${startsParts(
      changed,
      would,
      'et',
      ['commencerait', 'commenceraient', 'commence', 'commencent'],
      ['ne commencerait plus', 'ne commenceraient plus', 'ne commence plus', 'ne commencent plus'],
    ).join(' ; ')}.`,
  nothing: (would) =>
    would
      ? 'Cet échange ne créerait aucune revanche, ne ferait se rencontrer que des joueurs de mêmes PM et ne changerait pas qui commence.'
      : 'Cet échange ne crée aucune revanche, ne fait se rencontrer que des joueurs de mêmes PM et ne change pas qui commence.',
};

const pairEn = pairFr;

export const swapEn: SwapWords = {
  table: ({ table, before, after }, would) =>
    `Table ${table}: ${pairEn(after)} ${would ? `instead of ${pairEn(before)}` : `(before the swap: ${pairEn(before)})`}; ${after.starts === null ? `${after.a} ${would ? 'would have' : 'has'} the bye` : `${after.starts} ${would ? 'would start' : 'starts'}`}.`,
  rematch: ({ table, a, b }, would) =>
    `Rematch at table ${table}: ${a} and ${b} have already met${would ? ' and would meet again' : ''}.`,
  crossed: ({ table, a, pmA, b, pmB }, would) =>
    `Score groups crossed at table ${table}: ${a} (${pmA} PM) ${would ? 'would play' : 'plays'} ${b} (${pmB} PM).`,
  starts: (changed, would) =>
    `Who starts changes: ${startsParts(
      changed,
      would,
      'and',
      ['would start', 'would start', 'starts', 'start'],
      ['would no longer start', 'would no longer start', 'no longer starts', 'no longer start'],
    ).join('; ')}.`,
  nothing: (would) =>
    would
      ? 'This swap would create no rematch, bring together only players of equal PM and change nobody’s start.'
      : 'This swap creates no rematch, brings together only players of equal PM and changes nobody’s start.',
};

/** What a swap would make (`would`) or made, one sentence a line: the tables, then what to weigh. */
export function swapLines(words: SwapWords, preview: SwapPreview, would: boolean): string[] {
  return [...preview.tables.map((t) => words.table(t, would)), ...swapWarnings(words, preview, would)];
}

/** The rematches, the score groups crossed and the starts changed, or that there is none. */
export function swapWarnings(words: SwapWords, preview: SwapPreview, would: boolean): string[] {
  const warnings = [
    ...preview.newRematches.map((r) => words.rematch(r, would)),
    ...preview.groupsCrossed.map((g) => words.crossed(g, would)),
    ...(preview.startsChanged.length === 0 ? [] : [words.starts(preview.startsChanged, would)]),
  ];
  return warnings.length === 0 ? [words.nothing(would)] : warnings;
}
