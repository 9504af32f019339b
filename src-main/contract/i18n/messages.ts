/**
 * A refusal put into words, in the language of whoever reads it: French for the CLI and the
 * French UI, English for the English UI. Never an internal field name: an input issue names its
 * subject in the reader's words (« nom du joueur : obligatoire »), a document's problem its place
 * in the document the director gave.
 */
import type { ProblemParams } from '../../../src-engine/index.ts';
import type { DocumentIssue, EngineProblem, Refusal, RefusalCode, RefusalParams } from '../refusals.ts';
import type { Catalogue } from './catalogue.ts';
import { inputIssueText } from './input-words.ts';
import { en } from './refusals-en.ts';
import { fr } from './refusals-fr.ts';

export { inputIssueText, rejectionText } from './input-words.ts';

export type Locale = 'fr' | 'en';

export const CATALOGUES: Record<Locale, Catalogue> = { fr, en };

const capitalized = (text: string) => text.charAt(0).toLocaleUpperCase('fr-FR') + text.slice(1);

/** An engine problem as the clause of its catalogue. */
export function problemText<C extends EngineProblem['code']>(
  problem: { code: C; params: ProblemParams[C] },
  words: Catalogue,
) {
  return words.problem[problem.code](problem.params);
}

/** A document's problem where it is: `rounds[0].matches[1].b : joueur inconnu « z »`. */
export function documentIssueText(issue: DocumentIssue, words: Catalogue): string {
  const what = 'problem' in issue ? problemText(issue.problem, words) : inputIssueText(issue.input, words, false);
  return words.labelled(issue.path || words.subject.document, what);
}

/** The sentence of a refusal of this code. */
function sentence<C extends RefusalCode>(words: Catalogue, code: C, params: RefusalParams[C]): string {
  return words.refusal[code](params);
}

/**
 * What a person reads of a refusal. `nextToField`: the words shown beside the box the refusal
 * concerns, which need not name it again (« Obligatoire » rather than « Nom du joueur : obligatoire »).
 */
export function refusalMessage(refusal: Refusal, locale: Locale = 'fr', nextToField = false): string {
  const words = CATALOGUES[locale];
  switch (refusal.code) {
    case 'invalid-input': {
      const { issues } = refusal.params;
      const alone = nextToField && issues.length === 1;
      return capitalized(
        issues.map((issue) => inputIssueText(issue, words, !alone)).join(words.problemSeparator) || words.input,
      );
    }
    case 'invalid-document':
      return refusal.params.issues.map((issue) => documentIssueText(issue, words)).join(words.problemSeparator);
    default:
      return sentence(words, refusal.code, refusal.params as never);
  }
}
