/**
 * The final phase, once the director opened it: its rounds (the semi-finals, then the final and
 * the match for third place), each match by its stage with the result once entered and its
 * winner marked, and the places it gives, said provisional until they are decided.
 */
import { h, type PageContext, page, playerLink } from './layout.ts';
import { clockLine, matchCard } from './round-page.ts';

export function finalPhasePage(context: PageContext): string | null {
  const { words, view } = context;
  const phase = view?.finalPhase ?? null;
  if (phase === null) return null;
  const rounds = phase.rounds
    .map(
      (round) =>
        `<ol class="matches">${round.matches
          .map((m) => matchCard(context, m, `${words.stage[m.stage]} — ${words.table(m.table)}`, m.winner))
          .join('\n')}</ol>`,
    )
    .join('\n');
  const waiting = phase.rounds.length === 1 && phase.rounds[0]?.stage === 'semi-finals';
  const places = `<h2>${h(phase.settled ? words.places : words.provisionalPlaces)}</h2>
<ol class="places">${phase.places
    .map(
      (p) =>
        `<li${p.decided ? ' class="decided"' : ''}><span class="place">${h(words.place(p.place))}</span> ${playerLink(context, p.player)}</li>`,
    )
    .join('')}</ol>
<p class="note">${h(words.othersKeep)}</p>`;
  const content = `<h1>${h(words.finalPhase)}</h1>
${clockLine(context, phase.clock)}
${rounds}
${waiting ? `<p class="note">${h(words.finalWaiting)}</p>` : ''}
${places}`;
  return page(context, words.finalPhase, content);
}
