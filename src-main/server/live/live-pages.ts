/**
 * The live pages by address: French at the root, English under /en. Each address names a page
 * and, for the pages with « Ma table », the name typed (`?nom=`); every other part of the query
 * is ignored, so a page has one rendering per name typed.
 */
import { finalPhasePage } from './pages/final-phase-page.ts';
import { type PageContext, page } from './pages/layout.ts';
import { playerPage, playersPage } from './pages/player-pages.ts';
import { roundPage } from './pages/round-page.ts';
import { categoriesPage, standingsPage } from './pages/standings-pages.ts';
import { WORDS } from './pages/words.ts';

/** A page asked for: its language, its path in French, the name typed. */
export interface PageAddress {
  lang: 'fr' | 'en';
  path: string;
  typed: string;
}

/** The longest name typed that is read: a name is never longer. */
const TYPED_MAX = 80;

export function pageAddress(url: URL): PageAddress {
  const english = url.pathname === '/en' || url.pathname.startsWith('/en/');
  const path = english ? url.pathname.slice(3) || '/' : url.pathname;
  const typed = (url.searchParams.get('nom') ?? '').slice(0, TYPED_MAX);
  return { lang: english ? 'en' : 'fr', path, typed };
}

/** The key a rendering is kept under: what makes two renderings differ. */
export const pageKey = (address: PageAddress) => `${address.lang}${address.path}?${address.typed}`;

/** The page at `address`, or null: there is none. */
export function renderPage(
  address: PageAddress,
  context: Omit<PageContext, 'words' | 'path' | 'search'>,
): string | null {
  const full: PageContext = {
    ...context,
    words: WORDS[address.lang],
    path: address.path,
    search: address.typed === '' ? '' : `?nom=${encodeURIComponent(address.typed)}`,
  };
  const player = /^\/joueur\/(\d{1,9})$/.exec(address.path);
  if (player !== null) return playerPage(full, Number(player[1]));
  switch (address.path) {
    case '/':
      return roundPage(full, address.typed);
    case '/classement':
      return standingsPage(full);
    case '/series':
      return categoriesPage(full);
    case '/joueurs':
      return playersPage(full, address.typed);
    case '/phase-finale':
      return finalPhasePage(full);
    default:
      return null;
  }
}

/** The page of an address that names none. */
export function notFoundPage(address: PageAddress, context: Omit<PageContext, 'words' | 'path' | 'search'>): string {
  const words = WORDS[address.lang];
  const home = address.lang === 'en' ? '/en/' : '/';
  return page(
    { ...context, words, path: address.path, search: '' },
    words.notFound,
    `<p class="empty">${words.notFound}</p><p><a href="${home}">${words.back}</a></p>`,
  );
}
