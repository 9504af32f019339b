/** What the result-entry screen computes from what the director typed: plain functions, tested with it. */
import { expectedGameCount } from '../../../src-main/contract/helpers.ts';
import type { MatchView, RecordedResult, ResultOutcome } from '../../../src-main/contract/views.ts';

/** A score as typed: an integer, possibly negative (the service checks the range). */
export const isInteger = (text: string): boolean => /^-?\d+$/.test(text.trim());

export type TypedGame = [string, string];

export type SpecialKind = 'forfeit' | 'abandon' | 'decision';

/** What a forfeit, an abandon or a decision adds to the table's result. */
export interface SpecialInput {
  games?: Array<[number, number]>;
  forfeit?: 'a' | 'b' | 'both';
  abandon?: { by: 'a' | 'b'; agreed: boolean };
  decision?: { against: 'a' | 'b' };
}

/** Best of three: a third game is needed once games 1 and 2 are typed and nobody won both. */
export function needsThirdGame(games: TypedGame[]): boolean {
  const firstTwo = games.slice(0, 2);
  if (firstTwo.length < 2 || firstTwo.some(([a, b]) => !isInteger(a) || !isInteger(b))) return false;
  // The rule is the engine's: a third game only when nobody won the first two.
  return expectedGameCount(firstTwo.map(([a, b]) => [Number(a), Number(b)] as const)) === 3;
}

/**
 * How many games the form asks for: 1, or for best of three 2 (3 once the first two are split).
 * A final that carried game 1 from the classic phase asks for the games played in the final:
 * game 2, and game 3 once games 1 and 2 are split.
 */
export function gameCount(bestOfThree: boolean, games: TypedGame[], carried: [number, number] | null = null): number {
  if (!bestOfThree) return 1;
  if (carried !== null) return needsThirdGame([[String(carried[0]), String(carried[1])], ...games]) ? 2 : 1;
  return needsThirdGame(games) ? 3 : 2;
}

/** The typed games that count, as numbers; null when one is missing or not an integer. */
export function typedGames(games: TypedGame[], count: number): Array<[number, number]> | null {
  const counted = games.slice(0, count);
  if (counted.some(([a, b]) => !isInteger(a) || !isInteger(b))) return null;
  return counted.map(([a, b]) => [Number(a), Number(b)]);
}

/** Filled games only (a special result may hold fewer games than a played match). */
export function filledGames(games: TypedGame[]): Array<[number, number]> | null {
  const filled = games.filter(([a, b]) => a.trim() !== '' || b.trim() !== '');
  if (filled.some(([a, b]) => !isInteger(a) || !isInteger(b))) return null;
  return filled.map(([a, b]) => [Number(a), Number(b)]);
}

/** Games as one line: « 412 – 380 · 350 – 401 ». */
const scoresText = (games: ReadonlyArray<readonly [number, number]>): string =>
  games.map(([a, b]) => `${a}\u00a0–\u00a0${b}`).join(' · ');

type Translate = import('../../lib/i18n.ts').Translate;

/** A result as one line: the scores, and how the match ended when not on the board. */
export function resultText(m: MatchView, tr: Translate): string {
  const r = m.result;
  if (r === null) return '';
  const name = (side: 'a' | 'b' | null) => (side === 'a' ? m.a.name : (m.b?.name ?? 'X'));
  if (r.kind === 'x') return tr('results.kind.x');
  if (r.kind === 'forfeit')
    return r.forfeit === 'both'
      ? tr('results.kind.forfeitBoth')
      : tr('results.kind.forfeit', { values: { name: name(r.forfeit) } });
  const scores = scoresText(r.games);
  if (r.kind === 'abandon' && r.abandon !== null) {
    const key = r.abandon.agreed ? 'results.kind.abandonAgreed' : 'results.kind.abandon';
    return `${scores} · ${tr(key, { values: { name: name(r.abandon.by) } })}`;
  }
  if (r.kind === 'decision')
    return `${scores} · ${tr('results.kind.decision', { values: { name: name(r.decisionAgainst) } })}`;
  return scores;
}

/**
 * What a forfeit, an abandon or a decision gave each player, said after it is recorded: the
 * scores typed when the abandon table rewrote them, then each side's PM and Pdep as the rules
 * count them (a forfeit has no score: its PM and Pdep are all it gives). Null for a match played
 * out, whose scores say it all.
 */
export function producedText(m: MatchView, tr: Translate, signedPdep: boolean): string | null {
  const r = m.result;
  if (r === null || m.b === null || r.kind === 'games' || r.kind === 'x') return null;
  const typed = m.recorded?.games ?? [];
  const rewritten = typed.some(([a, b], i) => r.games[i]?.[0] !== a || r.games[i]?.[1] !== b);
  const sides = tr('results.produced', {
    values: {
      a: m.a.name,
      pmA: r.pm[0],
      pdepA: pdepText(r.pdep[0], signedPdep),
      b: m.b.name,
      pmB: r.pm[1] ?? 0,
      pdepB: pdepText(r.pdep[1] ?? 0, signedPdep),
    },
  });
  return rewritten ? `${tr('results.enteredAtStop', { values: { scores: scoresText(typed) } })} ${sides}` : sides;
}

/** A Pdep as shown: signed when it is a score difference, a sum of ratings as it is. */
const pdepText = (pdep: number, signedPdep: boolean): string => (signedPdep ? signed(pdep) : String(pdep));

/** Pdep with their sign. */
export const signed = (n: number | null): string => (n === null ? '' : n > 0 ? `+${n}` : `${n}`);

/** The players this screen shows at the table, A then B, for the service to check they still sit there. */
export function pairOf(match: MatchView | null): { pair?: [number, number] } {
  return match === null || match.b === null ? {} : { pair: [match.a.id, match.b.id] };
}

/** A result as the form or a dialog sends it, as the catalogues word a result. */
export function asRecorded(input: SpecialInput): RecordedResult {
  return {
    games: input.games ?? [],
    forfeit: input.forfeit ?? null,
    abandon: input.abandon ?? null,
    decisionAgainst: input.decision?.against ?? null,
  };
}

/**
 * What a result just recorded is said as under the form: the result (typed, corrected, or a
 * table's proposal validated), what a forfeit, an abandon or a decision gave (nothing typed says
 * it), and the final a semi-final formed, formed again or took back.
 */
export function outcomeText(
  outcome: ResultOutcome,
  said: 'results.saved' | 'results.corrected' | 'results.proposals.validated',
  tr: Translate,
  signedPdep: boolean,
): string {
  const { match, finalRound: final } = outcome;
  const recorded = tr(said, {
    values: { table: match.table, a: match.a.name, b: match.b?.name ?? 'X', result: resultText(match, tr) },
  });
  const produced = producedText(match, tr, signedPdep);
  const formed =
    final === undefined
      ? null
      : tr(`results.finalRound.${final.change}`, {
          values: {
            round: final.round,
            matches: final.matches.map((m) => `${m.a.name} – ${m.b?.name ?? 'X'}`).join(' ; '),
          },
        });
  return [recorded, produced, formed].filter((part) => part !== null).join(' ');
}
