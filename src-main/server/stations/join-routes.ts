/**
 * A device asking to join as a station. `GET /` (`/en/` in English) shows where it stands — the
 * join form, the waiting page, or that the director refused or revoked it — and `POST /rejoindre`
 * takes the code and the station's name: the code compared in constant time, the name checked as
 * the service checks names and unique among the stations waiting and admitted, tries limited per
 * address and in all. A request taken, its token goes in the device's cookie and the browser is
 * sent back to the waiting page (Post/Redirect/Get).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { refusalMessage } from '../../contract/i18n/messages.ts';
import { refusal } from '../../contract/refusals.ts';
import { inputIssues } from '../../service/inputs/input-issues.ts';
import { stationName } from '../../service/inputs/inputs.ts';
import type { RequestBudget } from '../request-budget.ts';
import { cookieOf, formOf, redirect, STATION_COOKIE, sendPage, sendText, setCookie } from './http.ts';
import { type JoinNote, joinPage, joinPath, waitingPage } from './pages/join-pages.ts';
import { type Lang, WORDS } from './pages/words.ts';
import type { StationRoster } from './roster.ts';

export interface JoinContext {
  roster: StationRoster;
  /**
   * Wrong codes per address, and from every address together (a program trying codes from many).
   * Only a wrong code is charged, so a program trying codes cannot use up the tries of an arbiter
   * who types the right one; once they are used up, no code is even compared.
   */
  joins: RequestBudget;
  joinsInAll: RequestBudget;
  maxBody: number;
}

/** Where a device that is no station stands, on the join page's address. */
export function joinGet(roster: StationRoster, request: IncomingMessage, response: ServerResponse, lang: Lang): void {
  const words = WORDS[lang];
  const device = roster.device(cookieOf(request, STATION_COOKIE));
  if (device?.state === 'waiting') {
    sendPage(response, 200, waitingPage(words, device.name));
    return;
  }
  const note: JoinNote | null =
    device?.state === 'refused'
      ? { kind: 'note', text: words.refused }
      : device?.state === 'revoked'
        ? { kind: 'note', text: words.revoked }
        : null;
  sendPage(response, 200, joinPage(words, note));
}

export async function joinPost(
  context: JoinContext,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const address = request.socket.remoteAddress ?? '';
  if (!context.joins.allows(address) || !context.joinsInAll.allows(''))
    return sendPage(response, 429, joinPage(WORDS.fr, { kind: 'error', text: WORDS.fr.tooFast }), {
      'retry-after': '60',
    });
  const form = await formOf(request, context.maxBody);
  if (form === 'too-large') return sendText(response, 413, 'Formulaire trop long.', { connection: 'close' });
  if (form === 'not-a-form') return sendText(response, 415, 'Formulaire attendu.', { connection: 'close' });
  const lang: Lang = form.get('langue') === 'en' ? 'en' : 'fr';
  const words = WORDS[lang];
  const typed = (form.get('nom') ?? '').slice(0, 200);
  const refused = (status: number, text: string) =>
    sendPage(response, status, joinPage(words, { kind: 'error', text }, typed));
  if (!context.roster.codeMatches(form.get('code') ?? '')) {
    context.joins.take(address);
    context.joinsInAll.take('');
    return refused(403, words.wrongCode);
  }
  const name = stationName.safeParse(typed);
  if (!name.success)
    return refused(400, refusalMessage(refusal('invalid-input', { issues: inputIssues(name.error, typed) }), lang));
  const asked = context.roster.ask(name.data, address, cookieOf(request, STATION_COOKIE));
  if ('problem' in asked)
    return asked.problem === 'name-taken'
      ? refused(409, words.nameTaken(name.data))
      : refused(503, words.tooManyWaiting);
  redirect(response, joinPath(lang), { 'set-cookie': setCookie(STATION_COOKIE, asked.token) });
}
