/** What every screen shares: the API, the open tournament's summary, and where the director is. */

import { get } from 'svelte/store';
import type { PathPurpose, SclassicBridge } from '../../src-main/contract/commands.ts';
import { auditEn, auditFr } from '../../src-main/contract/i18n/audit-words.ts';
import { CATALOGUES, type Locale, refusalMessage } from '../../src-main/contract/i18n/messages.ts';
import { pairingEn, pairingFr } from '../../src-main/contract/i18n/pairing-words.ts';
import { swapEn, swapFr } from '../../src-main/contract/i18n/swap-words.ts';
import type { Refusal } from '../../src-main/contract/refusals.ts';
import type { HandView } from '../../src-main/contract/views/stations.ts';
import type { ServiceDefaults, TournamentSummary } from '../../src-main/contract/views.ts';
import { ApiError, bridgeApi, pageApi } from './api.ts';
import { locale } from './i18n.ts';

/** The UI's language, for the words of a refusal. */
const uiLocale = (): Locale => (get(locale) === 'en' ? 'en' : 'fr');

/** The catalogue of the UI's language: the words the service's answers are said in. */
export const words = () => CATALOGUES[uiLocale()];

/** Why a match was formed, in the UI's language. */
export const pairingWords = () => (uiLocale() === 'en' ? pairingEn : pairingFr);

/** What the audit found, in the UI's language. */
export const auditWords = () => (uiLocale() === 'en' ? auditEn : auditFr);

/** What a swap would change, and changed, in the UI's language. */
export const swapWords = () => (uiLocale() === 'en' ? swapEn : swapFr);

/**
 * A refusal that concerns the whole page rather than the command refused: the director put this
 * station out (or turned the stations off). Whichever screen asked, the page says so and stops.
 */
function watchRefusals(refused: Refusal): void {
  if (refused.code === 'station-out') app.out = true;
}

/**
 * In the desktop app the preload exposes the bridge; in browser mode the page talks to the
 * address it was served from, over its command socket, and an arbiters' station over HTTP (the
 * fetch and the WebSocket looked up at each call, so a test can stand in for the network).
 */
const bridge = (globalThis as { sclassic?: SclassicBridge }).sclassic;
export const api =
  bridge !== undefined
    ? bridgeApi(bridge, uiLocale, watchRefusals)
    : pageApi(
        new URL('.', globalThis.location?.href ?? 'http://127.0.0.1/').href,
        (input, init) => fetch(input, init),
        uiLocale,
        watchRefusals,
        (url) => new WebSocket(url),
      );

/**
 * The desktop app's native file dialog, where the director chooses a tournament's file (the app
 * accepts no other path from the page); null in browser mode, whose page types the path.
 */
export const choosePath: ((purpose: PathPurpose, suggested?: string) => Promise<string | null>) | null =
  bridge?.choosePath === undefined
    ? null
    : (purpose, suggested) => bridge.choosePath?.(purpose, suggested) ?? Promise.resolve(null);

/**
 * The desktop app's « Imprimer »: the PDF in a window of its own with the system's print dialog
 * over it; false when it could not be shown. Null in browser mode, where the PDF opens in a new
 * tab and the browser prints it.
 */
export const printPdf: ((pdf: Uint8Array, fileName: string) => Promise<boolean>) | null =
  bridge?.print === undefined ? null : (pdf, fileName) => bridge.print?.(pdf, fileName) ?? Promise.resolve(false);

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

export const app = $state<{
  summary: TournamentSummary | null;
  step: Step;
  /** The hand this page works under (the director's window, or an arbiters' station); null until asked. */
  hand: HandView | null;
  /** This station is no longer admitted: every request of it is refused. */
  out: boolean;
  /**
   * The page's first reading of what is open has come back (or could not be had). Until then no
   * screen shows: a page opened on a tournament goes straight to where its director left off,
   * never showing Accueil, or « no tournament open », for a moment before it.
   */
  read: boolean;
}>({ summary: null, step: 'accueil', hand: null, out: false, read: false });

/**
 * The steps a hand works in. A station shows the screens its role may use (today: Résultats) and
 * nothing else; what it may run is the service's to enforce, whatever this list shows.
 */
export function stepsOf(hand: HandView | null): readonly (typeof STEPS)[number][] {
  return hand === null || hand.role === 'director' ? STEPS : ['resultats'];
}

/** The page is an arbiters' station's, not the director's window. */
export const isStation = (): boolean => app.hand !== null && app.hand.role !== 'director';

/** How long the page waits before asking again, when the service did not answer. */
export const ASK_AGAIN_MS = 1500;

/**
 * Runs `ask` until the service answers it, again every `ASK_AGAIN_MS` while the service is out of
 * reach (`connection-lost`), and no more once `gone`. Any other refusal is the caller's.
 */
async function untilAnswered(gone: () => boolean, ask: () => Promise<void>): Promise<void> {
  while (!gone()) {
    try {
      await ask();
      return;
    } catch (e) {
      if (refusal(e).code !== 'connection-lost') throw e;
    }
    await new Promise((resolve) => setTimeout(resolve, ASK_AGAIN_MS));
  }
}

/**
 * Asks the service whose hand this page works under, and again while the service does not answer,
 * until `gone`: a station's page never shows the director's screens, even for a moment. A page
 * the service answers with another refusal (this station put out: the page then says so) is the
 * director's window, as every transport's but the stations' is; whatever it shows, the service
 * refuses a station what its role may not run.
 */
export async function askHand(gone: () => boolean): Promise<void> {
  try {
    await untilAnswered(gone, async () => {
      app.hand = await api.whoAmI({});
    });
  } catch {
    app.hand = { role: 'director', name: null };
  }
}

/**
 * The page's first reading of what is open, asked again while the service does not answer,
 * until `gone`: the follow reads a tournament again only once one is known, so a first reading
 * lost on its way would leave Accueil over a tournament that is open. Another refusal is thrown.
 */
export const readFirst = (gone: () => boolean): Promise<void> => untilAnswered(gone, refresh);

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

let defaultsAsked: Promise<ServiceDefaults | null> | null = null;

/** Where the service puts a tournament named without a folder (asked once); null if it cannot say. */
export function serviceDefaults(): Promise<ServiceDefaults | null> {
  defaultsAsked ??= api.defaults({}).catch(() => {
    // Asked again next time: the service may only have been out of reach.
    defaultsAsked = null;
    return null;
  });
  return defaultsAsked;
}

/** A file named as this machine writes paths, in the service's folder (the name alone until it has said). */
export function inDefaultFolder(defaults: ServiceDefaults | null, file: string): string {
  return defaults === null ? file : `${defaults.folder}${defaults.separator}${file}`;
}

/** A file's name and its folder, as a path of this machine splits them. */
export function splitPath(path: string): { folder: string; file: string } {
  const at = Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\'));
  return at < 0 ? { folder: '', file: path } : { folder: path.slice(0, at), file: path.slice(at + 1) };
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
