/**
 * A phone at a table, by the code printed on its match sheet: `GET /t/CODE` (`/en/t/CODE` in
 * English) reads the sheet (`tableSheet`) and shows it with a form for the scores; `POST` the same
 * address proposes them (`proposeResult`), then sends the browser back to the page (Post/Redirect/
 * Get), which says what became of them. Both go to `dispatch` under the table's hand and nothing
 * else: a phone reaches no other command. The phone's mark (a cookie set by the page) lets the
 * page show what this phone proposed; each rendered form carries a mark of its own, so a form
 * sent twice adds nothing. Every code that opens no table gets one and the same page.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { refusalMessage } from '../../contract/i18n/messages.ts';
import { type Refusal, refusal } from '../../contract/refusals.ts';
import { TABLE_PHONE } from '../../contract/roles.ts';
import type { Service } from '../../service/core/dispatch.ts';
import type { RequestBudget } from '../request-budget.ts';
import { cookieOf, formOf, type Headers, PHONE_COOKIE, redirect, sendPage, sendText, setCookie } from './http.ts';
import { type SheetNote, scoreField, sheetPage, unknownSheetPage } from './pages/table-page.ts';
import { type Lang, WORDS } from './pages/words.ts';

export interface TableContext {
  service: Service;
  /** Proposals per address: a phone sends a result, not a stream of them. */
  proposals: RequestBudget;
  /** Every sheet's page read or sent, from every address together. */
  sheetsInAll: RequestBudget;
  maxBody: number;
  notes: SentNotes;
  /**
   * Whether the stations are still on, asked when the phone's command gets its turn: the director
   * may have opened another file meanwhile — a copy of this one, where its code opens the same
   * table — and turned them off.
   */
  on: () => boolean;
}

/** A sheet's address as the phone asked for it: its language and its code. */
export interface SheetAddress {
  lang: Lang;
  code: string;
}

/** `/t/CODE` or `/en/t/CODE`; null for any other path. The code is whatever follows: the service judges it. */
export function sheetAddress(pathname: string): SheetAddress | null {
  const found = /^(\/en)?\/t\/([^/]{0,64})$/.exec(pathname);
  return found === null ? null : { lang: found[1] === undefined ? 'fr' : 'en', code: found[2] as string };
}

const sheetPath = (address: SheetAddress, lang: Lang = address.lang) =>
  `${lang === 'en' ? '/en' : ''}/t/${encodeURIComponent(address.code)}`;

const newMark = () => randomBytes(16).toString('base64url');
const MARK = /^[A-Za-z0-9_-]{16,64}$/;

/** What a form's sending said, kept for the page the browser reads next, by the form's mark. */
interface SentNote {
  note: SheetNote;
  typed: Record<string, string>;
}

/** The notes of forms just sent, read once; the oldest forgotten past a few hundred. */
export class SentNotes {
  readonly #notes = new Map<string, SentNote>();

  put(form: string, note: SentNote): void {
    this.#notes.set(form, note);
    if (this.#notes.size > 500) this.#notes.delete(this.#notes.keys().next().value as string);
  }

  take(form: string | null): SentNote | null {
    if (form === null) return null;
    const note = this.#notes.get(form) ?? null;
    this.#notes.delete(form);
    return note;
  }
}

/**
 * A refusal of the sheet as the phone reads it. An ill-formed code is an unknown one: the page
 * says the same of every code that opens nothing.
 */
function sheetRefusal(refused: Refusal): Refusal {
  return refused.code === 'invalid-input' && refused.field === 'code' ? refusal('table-code-unknown', {}) : refused;
}

/** Too many sheets asked for, from this phone or from every phone together: a moment later. */
function busy(response: ServerResponse, address: SheetAddress): void {
  const words = WORDS[address.lang];
  sendPage(response, 429, unknownSheetPage(words, sheetPath(address, words.otherLang), words.tooManyProposals), {
    'retry-after': '10',
  });
}

export async function sheetGet(
  context: TableContext,
  address: SheetAddress,
  request: IncomingMessage,
  response: ServerResponse,
  search: URLSearchParams,
): Promise<void> {
  const words = WORDS[address.lang];
  if (!context.sheetsInAll.take('')) return busy(response, address);
  const known = cookieOf(request, PHONE_COOKIE);
  const phone = known ?? newMark();
  const headers: Headers = known === null ? { 'set-cookie': setCookie(PHONE_COOKIE, phone) } : {};
  const other = sheetPath(address, words.otherLang);
  const answer = await context.service.dispatch('tableSheet', { code: address.code, phone }, TABLE_PHONE, context.on);
  if ('refusal' in answer) {
    const text = refusalMessage(sheetRefusal(answer.refusal), address.lang);
    return sendPage(response, 404, unknownSheetPage(words, other, text), headers);
  }
  const form = search.get('f');
  const sent = context.notes.take(form !== null && MARK.test(form) ? form : null);
  const page = {
    words,
    path: sheetPath(address),
    other,
    form: newMark(),
    note: sent?.note ?? null,
    typed: sent?.typed ?? {},
  };
  sendPage(response, 200, sheetPage(page, answer.result), headers);
}

/** A score as typed: a whole number, or what was typed, for the service to say what is wrong with it. */
function scoreOf(typed: string): number | string {
  return /^\s*\d{1,6}\s*$/.test(typed) ? Number(typed) : typed;
}

/** The games typed, game by game, a game left blank left out. */
function gamesOf(form: URLSearchParams): { games: unknown[]; typed: Record<string, string> } {
  const games: unknown[] = [];
  const typed: Record<string, string> = {};
  for (let game = 1; game <= 3; game++) {
    const [a, b] = (['a', 'b'] as const).map((side) => (form.get(scoreField(side, game)) ?? '').slice(0, 12));
    typed[scoreField('a', game)] = a as string;
    typed[scoreField('b', game)] = b as string;
    if (a !== '' || b !== '') games.push([scoreOf(a as string), scoreOf(b as string)]);
  }
  return { games, typed };
}

export async function sheetPost(
  context: TableContext,
  address: SheetAddress,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const words = WORDS[address.lang];
  const from = request.socket.remoteAddress ?? '';
  if (!context.proposals.take(from) || !context.sheetsInAll.take('')) return busy(response, address);
  const form = await formOf(request, context.maxBody);
  if (form === 'too-large') return sendText(response, 413, 'Formulaire trop long.', { connection: 'close' });
  if (form === 'not-a-form') return sendText(response, 415, 'Formulaire attendu.', { connection: 'close' });
  const mark = form.get('form') ?? '';
  const { games, typed } = gamesOf(form);
  const answer = await context.service.dispatch(
    'proposeResult',
    // A phone without cookies is known by its form alone: its page cannot show what it sent, nothing worse.
    { code: address.code, games, phone: cookieOf(request, PHONE_COOKIE) ?? mark, form: mark, address: from },
    TABLE_PHONE,
    context.on,
  );
  const note: SentNote =
    'refusal' in answer
      ? { note: { kind: 'error', text: refusalMessage(sheetRefusal(answer.refusal), address.lang) }, typed }
      : { note: { kind: 'ok', text: words.sent[answer.result.sent] }, typed: {} };
  if (!MARK.test(mark)) return redirect(response, sheetPath(address));
  context.notes.put(mark, note);
  redirect(response, `${sheetPath(address)}?f=${mark}`);
}
