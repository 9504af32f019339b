/** What every screen shares: the API, the open tournament's summary, and where the director is. */

import { get } from 'svelte/store';
import type { SclassicBridge } from '../../src-main/contract/commands.ts';
import { CATALOGUES, type Locale, refusalMessage } from '../../src-main/contract/i18n/messages.ts';
import { pairingEn, pairingFr } from '../../src-main/contract/i18n/pairing-words.ts';
import type { TournamentSummary } from '../../src-main/contract/views.ts';
import { ApiError, bridgeApi, httpApi } from './api.ts';
import { locale } from './i18n.ts';

/** The UI's language, for the words of a refusal. */
const uiLocale = (): Locale => (get(locale) === 'en' ? 'en' : 'fr');

/** The catalogue of the UI's language: the words the service's answers are said in. */
export const words = () => CATALOGUES[uiLocale()];

/** Why a match was formed, and the audit's findings, in the UI's language. */
export const pairingWords = () => (uiLocale() === 'en' ? pairingEn : pairingFr);

/** In the desktop app the preload exposes the bridge; in browser mode the page talks HTTP to its own address. */
const bridge = (globalThis as { sclassic?: SclassicBridge }).sclassic;
export const api =
  bridge !== undefined
    ? bridgeApi(bridge, uiLocale)
    : httpApi(new URL('.', globalThis.location?.href ?? 'http://127.0.0.1/').href, fetch, uiLocale);

/** The wizard's steps; « Phase finale » comes after the last round's results (003). */
export const STEPS = [
  'accueil',
  'nouveau',
  'inscriptions',
  'rondes',
  'resultats',
  'finale',
  'classement',
  'cloture',
] as const;
/** Screens reached outside the steps: the projection for the second screen, the tournament's settings. */
export const ASIDES = ['projection', 'parametres'] as const;
export type Step = (typeof STEPS)[number] | (typeof ASIDES)[number];

export const app = $state<{ summary: TournamentSummary | null; step: Step }>({ summary: null, step: 'accueil' });

/** Reads the open tournament again after a change (null when none is open). */
export async function refresh(): Promise<void> {
  try {
    app.summary = await api.show({});
  } catch (error) {
    if (error instanceof ApiError && error.code === 'no-tournament') app.summary = null;
    else throw error;
  }
}

export function go(step: Step): void {
  app.step = step;
  globalThis.location.hash = `#/${step}`;
}

const RECENT_KEY = 'sclassic.recent';

export function recentFiles(): string[] {
  try {
    return JSON.parse(globalThis.localStorage?.getItem(RECENT_KEY) ?? '[]') as string[];
  } catch {
    return [];
  }
}

export function rememberFile(path: string): void {
  const recent = [path, ...recentFiles().filter((p) => p !== path)].slice(0, 8);
  globalThis.localStorage?.setItem(RECENT_KEY, JSON.stringify(recent));
}

/**
 * The message to show for a refused command, and the field it concerns; `nearField`: the words
 * shown beside that field's own box, which need not name it again.
 */
export function refusal(error: unknown): {
  code: string | null;
  message: string;
  field: string | null;
  nearField: string;
} {
  if (error instanceof ApiError)
    return {
      code: error.code,
      message: error.message,
      field: error.field,
      nearField: refusalMessage(error.refusal, uiLocale(), true),
    };
  const message = String((error as Error)?.message ?? error);
  return { code: null, message, field: null, nearField: message };
}
