/**
 * The frame of every live page: the tournament's name, date and place, the tabs, the language
 * switch, and the link to the page's style and script (served by the listener itself: nothing
 * from outside). Without JavaScript the page still works and reloads itself every minute; with
 * it, it follows the event stream and reads itself again when the tournament moves on.
 */

import type { LiveView } from '../../../contract/views/live.ts';
import { escapeHtml } from '../../../export/results-html.ts';
import type { Lang, Words } from './words.ts';

/** What every page is rendered with. */
export interface PageContext {
  words: Words;
  /** null: no tournament is open. */
  view: LiveView | null;
  /** The feed's version the page shows: the script reads the page again when the stream says another. */
  version: string;
  /** The page's path in French (without /en): for the tabs and the language switch. */
  path: string;
  /** The query string as the page was asked for (`?nom=…`), kept by the language switch. */
  search: string;
  /** The addresses of the style and the script, their content's hash in them. */
  assets: { style: string; script: string };
}

export const h = escapeHtml;

/** The address of a page in the context's language. */
export function href(context: Pick<PageContext, 'words'>, path: string): string {
  return context.words.lang === 'en' ? `/en${path === '/' ? '/' : path}` : path;
}

/** The same page in the other language. */
function otherLanguage(context: PageContext): string {
  const other: Lang = context.words.lang === 'fr' ? 'en' : 'fr';
  const path = other === 'en' ? `/en${context.path === '/' ? '/' : context.path}` : context.path;
  return `${path}${context.search}`;
}

/** A page's tabs: where a player goes between rounds. */
function tabs(context: PageContext): string {
  const { words, view } = context;
  const items: Array<[string, string]> = [
    ['/', words.nav.round],
    ['/classement', words.nav.standings],
    ['/series', words.nav.categories],
    ['/joueurs', words.nav.players],
  ];
  if (view?.finalPhase != null) items.push(['/phase-finale', words.nav.finalPhase]);
  const item = ([path, label]: [string, string]) => {
    const current = context.path === path || (path === '/joueurs' && context.path.startsWith('/joueur/'));
    return `<li><a href="${href(context, path)}"${current ? ' aria-current="page"' : ''}>${h(label)}</a></li>`;
  };
  return `<nav aria-label="${h(words.liveResults)}"><ul>${items.map(item).join('')}</ul></nav>`;
}

function tournamentHeader(context: PageContext): string {
  const { words, view } = context;
  const t = view?.tournament;
  const when = t === undefined ? '' : [words.date(t.date), t.place].filter((s) => s !== '').join(' · ');
  return `<header class="top">
<div><p class="name">${h(t?.name ?? words.liveResults)}</p>${when === '' ? '' : `<p class="when">${h(when)}</p>`}</div>
<a class="lang" href="${h(otherLanguage(context))}" hreflang="${words.otherLanguageName}" lang="${words.otherLanguageName}">${h(words.otherLanguage)}</a>
</header>`;
}

/**
 * A whole page. `before` goes between the tabs and the content (the « Ma table » form, which the
 * script keeps while it swaps the content under it).
 */
export function page(context: PageContext, title: string, content: string, before = ''): string {
  const { words } = context;
  const fullTitle = context.view === null ? words.liveResults : `${title} — ${context.view.tournament.name}`;
  return `<!doctype html>
<html lang="${words.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<meta name="color-scheme" content="light">
<title>${h(fullTitle)}</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${context.assets.style}">
<script src="${context.assets.script}" defer></script>
<noscript><meta http-equiv="refresh" content="60"></noscript>
</head>
<body data-version="${h(context.version)}">
${tournamentHeader(context)}
${tabs(context)}
${before}
<main id="content">
${content}
</main>
<footer><span id="live-state" data-live="${h(words.live)}" data-offline="${h(words.offline)}"></span> Sclassic · ${h(words.liveResults)}</footer>
</body>
</html>`;
}

/** A player's name, linked to their page. */
export function playerLink(context: PageContext, player: { id: number; name: string }): string {
  return `<a href="${href(context, `/joueur/${player.id}`)}">${h(player.name)}</a>`;
}

/** A player's club and rating, as small print under the name. */
export function playerDetails(player: { club: string; rating: number | null }): string {
  const parts = [player.club, player.rating === null ? '' : String(player.rating)].filter((s) => s !== '');
  return parts.length === 0 ? '' : `<small>${h(parts.join(' · '))}</small>`;
}

/** A number the French way (decimal comma) in French, the English way in English. */
export function numberText(words: Words, n: number): string {
  return words.lang === 'fr' ? String(n).replace('.', ',') : String(n);
}
