/**
 * A phone at a table, by the code on its match sheet, on a real socket: the sheet shown (the
 * tournament, the round, the table, the two names escaped, a form for the scores, the sentence that
 * an arbiter validates), a proposal queued for the results desk, a form sent twice adding nothing,
 * what became of it said on the page; every code that opens no table — another tournament's,
 * mistyped, ill-formed, expired by a complete round or a re-pair — the same page, in French and in
 * English; and the phone reaching no command but the table's two.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fr } from '../../src-main/contract/i18n/refusals-fr.ts';
import type { TableSheet } from '../../src-main/contract/views/stations.ts';
import { sheetPage } from '../../src-main/server/stations/pages/table-page.ts';
import { WORDS } from '../../src-main/server/stations/pages/words.ts';
import {
  admitted,
  Device,
  formMark,
  type StationsTournament,
  setCookies,
  stationsTournament,
} from '../support/stations-tournament.ts';

let t: StationsTournament;
let url: string;

beforeEach(async () => {
  t = await stationsTournament();
  url = (await t.start()).url as string;
});
afterEach(() => t.close());

/** A phone that opened table `table`'s sheet: its page, and the address it reads it at. */
async function phoneAt(table: number, lang: 'fr' | 'en' = 'fr') {
  const phone = new Device(url);
  const path = `${lang === 'en' ? '/en' : ''}/t/${t.codes().get(table)}`;
  const page = await phone.get(path);
  return { phone, path, page };
}

/** Sends the page's form with these scores; the page the browser is sent back to. */
async function propose(phone: Device, path: string, page: string, scores: Record<string, string>) {
  const sent = await phone.postForm(path, { form: formMark(page), ...scores });
  expect(sent.status).toBe(303);
  expect(sent.headers.location).toMatch(new RegExp(`^${path}\\?f=[\\w-]{22}$`));
  return (await phone.get(sent.headers.location as string)).body;
}

describe('the match sheet on a phone', () => {
  it('shows the tournament, the round, the table and its two names, a form for one game, and that the arbiter validates', async () => {
    const { phone, page } = await phoneAt(4);
    expect(page.status).toBe(200);
    const round = await t.api.round({ round: 1 });
    const match = round.matches.find((m) => m.table === 4);
    expect(page.body).toContain('Open de Namur');
    expect(page.body).toContain('<h1>Table 4</h1>');
    expect(page.body).toContain('Ronde 1');
    for (const side of [match?.a, match?.b])
      expect(page.body).toContain(side?.name.replaceAll('<', '&lt;').replaceAll('>', '&gt;'));
    expect(page.body).not.toContain('<i>');
    expect(page.body).toContain('name="a1"');
    expect(page.body).toContain('name="b1"');
    expect(page.body).not.toContain('name="a2"');
    expect(page.body).toContain('rien n&#39;est enregistré avant sa validation');
    expect(page.body).not.toContain('<script');
    expect(page.body).toContain('href="/en/t/');
    // The phone's mark, kept by the phone alone.
    const [cookie] = setCookies(page);
    expect(cookie).toMatch(/^sclassic-telephone=[A-Za-z0-9_-]{22}; HttpOnly; SameSite=Strict; Path=\/; Max-Age=\d+$/);
    expect(setCookies(await phone.get(`/t/${t.codes().get(4)}`))).toEqual([]);
    // A new form mark at each rendering.
    expect(formMark((await phone.get(`/t/${t.codes().get(4)}`)).body)).not.toBe(formMark(page.body));
  });

  it('in English under /en/', async () => {
    const { page } = await phoneAt(4, 'en');
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain('Round 1');
    expect(page.body).toContain('Propose the result');
    expect(page.body).toContain('nothing is recorded before that');
  });

  it('a best of three: up to three games', async () => {
    await t.close();
    t = await stationsTournament(undefined, { bestOfThree: true });
    url = (await t.start()).url as string;
    const { page } = await phoneAt(3);
    for (const box of ['a1', 'b1', 'a2', 'b2', 'a3', 'b3']) expect(page.body).toContain(`name="${box}"`);
  });

  it('a final counting the classic game: that game shown, not typed', () => {
    const sheet: TableSheet = {
      tournament: 'Open',
      round: 9,
      table: 1,
      stage: 'final',
      a: 'BERTIN Ana',
      b: 'CLAES Marc',
      bestOfThree: true,
      carried: [400, 380],
      recorded: null,
      mine: null,
      fate: null,
    };
    const page = sheetPage(
      { words: WORDS.fr, path: '/t/x', other: '/en/t/x', form: 'f'.repeat(22), note: null, typed: {} },
      sheet,
    );
    expect(page).toContain('Finale · Ronde 9');
    expect(page).toContain('Manche 1 (reprise de la phase classique) : 400 – 380');
    expect(page).not.toContain('name="a1"');
    for (const box of ['a2', 'b2', 'a3', 'b3']) expect(page).toContain(`name="${box}"`);
  });
});

describe('a proposal', () => {
  it('queued for the results desk, never written; the page says it waits for the arbiter', async () => {
    const before = t.snapshot();
    const { phone, path, page } = await phoneAt(2);
    const after = await propose(phone, path, page.body, { a1: '412', b1: '380' });
    expect(after).toContain('Proposition envoyée à l&#39;arbitre.');
    expect(after).toContain(
      `Proposé à ${fr.time('2026-12-22T14:00:00Z')} : 412 – 380. En attente de la validation de l&#39;arbitre.`,
    );
    expect(t.snapshot()).toEqual(before);
    const { proposals } = await t.api.proposals({});
    expect(proposals).toEqual([expect.objectContaining({ round: 1, table: 2, games: [[412, 380]], phones: 1 })]);
    // The note is said once: reading the page again shows where it stands.
    expect(await (await phone.get(path)).body).not.toContain('Proposition envoyée');
    // The service was told the phone's address, its mark and the form's, under the table's hand.
    const sent = t.dispatched.find((d) => d.command === 'proposeResult');
    expect(sent).toMatchObject({
      role: 'table',
      name: null,
      input: {
        code: t.codes().get(2),
        games: [[412, 380]],
        phone: phone.cookies.get('sclassic-telephone'),
        address: '127.0.0.1',
      },
    });
  });

  it('waiting for its turn as the director opens another file — a copy of this one, where the code still opens the table: nothing reaches it', async () => {
    const { phone, path, page } = await phoneAt(2);
    const copy = `${t.folder}/copie.sclassic`;
    await t.api.saveCopy({ path: copy });
    const held = t.hold('proposeResult');
    // The listener closes its connections as it goes off: the phone hears nothing back.
    const sent = phone.postForm(path, { form: formMark(page.body), a1: '412', b1: '380' }).catch(() => null);
    await held.reached;
    await t.api.openTournament({ path: copy });
    expect(t.codes().get(2)).toBe(path.slice(3));
    expect(await held.release()).toMatchObject({ refusal: { code: 'station-out' } });
    await sent;
    expect((await t.api.proposals({})).proposals).toEqual([]);
  });

  it('the same form sent again adds nothing', async () => {
    const { phone, path, page } = await phoneAt(2);
    await propose(phone, path, page.body, { a1: '412', b1: '380' });
    const { version } = await t.api.proposals({});
    const replayed = await propose(phone, path, page.body, { a1: '412', b1: '380' });
    expect(replayed).toContain('Cette proposition était déjà envoyée : rien n&#39;a été ajouté.');
    // Even with other numbers, and from another phone (the cookie left out): the form was received.
    await propose(new Device(url), path, page.body, { a1: '500', b1: '100' });
    const after = await t.api.proposals({});
    expect(after.version).toBe(version);
    expect(after.proposals).toEqual([expect.objectContaining({ games: [[412, 380]], phones: 1 })]);
  });

  it('the same numbers from two phones at two addresses, with the director’s leave: recorded, and said so', async () => {
    await t.api.updateSettings({ proposalsConfirm: true });
    const sheet = `/t/${t.codes().get(2)}`;
    const first = new Device(url);
    await propose(first, sheet, (await first.get(sheet)).body, { a1: '412', b1: '380' });
    // The same phone's address again is not a second phone.
    const again = new Device(url);
    await propose(again, sheet, (await again.get(sheet)).body, { a1: '412', b1: '380' });
    expect((await t.api.round({ round: 1 })).matches[1]?.recorded).toBeNull();
    const second = new Device(url, '127.0.0.2');
    const page = await propose(second, sheet, (await second.get(sheet)).body, { a1: '412', b1: '380' });
    expect(page).toContain('Deux téléphones ont envoyé les mêmes scores : le résultat est enregistré.');
    expect((await t.api.round({ round: 1 })).matches[1]?.recorded?.games).toEqual([[412, 380]]);
    expect((await first.get(sheet)).body).toContain('Résultat enregistré : 412 – 380.');
  });

  it('scores the service refuses: said in words, what was typed kept', async () => {
    const { phone, path, page } = await phoneAt(2);
    const after = await propose(phone, path, page.body, { a1: '41x', b1: '380' });
    expect(after).toContain('class="error"');
    expect(after).toContain('value="41x"');
    expect(after).toContain('value="380"');
    expect((await t.api.proposals({})).proposals).toEqual([]);
  });

  it('validated by the director: the page says the result is recorded; dismissed by a station: says whose hand', async () => {
    const station = await admitted(t.api, await t.api.stationsStatus({}), 'Arbitre 2');
    const two = await phoneAt(2);
    await propose(two.phone, two.path, two.page.body, { a1: '412', b1: '380' });
    const three = await phoneAt(3);
    await propose(three.phone, three.path, three.page.body, { a1: '300', b1: '390' });
    const [first, second] = (await t.api.proposals({})).proposals ?? [];
    await t.api.acceptProposal({ proposal: first?.id as string, alongside: [first?.id as string] });
    const validated = (await two.phone.get(two.path)).body;
    expect(validated).toContain('Résultat enregistré : 412 – 380.');
    expect(validated).not.toContain('<form');
    expect((await t.api.log({}))[0]).toMatchObject({ command: 'record-result' });
    const dismissed = await station.command('dismissProposal', { proposal: second?.id });
    expect(dismissed.status).toBe(200);
    expect((await three.phone.get(three.path)).body).toContain(
      `Votre proposition : écartée par Arbitre 2 à ${fr.time('2026-12-22T14:00:00Z')}.`,
    );
  });
});

describe('a code that opens no table', () => {
  /** The page, the code taken out of its language link: what a code tried tells. */
  const unknownPage = async (path: string) => {
    const answer = await new Device(url).get(path);
    expect(answer.status, path).toBe(404);
    return answer.body.replace(/href="\/(en\/)?t\/[^"]*"/, 'href="…"');
  };

  it('the same page whatever the code: another tournament’s, mistyped, ill-formed, expired', async () => {
    const code = t.codes().get(2) as string;
    const flipped = `${code.slice(0, -1)}${code.endsWith('A') ? 'B' : 'A'}`;
    const tried = ['A'.repeat(22), flipped, code.slice(1), `${code}x`, 'x', '%00', "'or'1'='1"];
    const pages = await Promise.all(tried.map((c) => unknownPage(`/t/${encodeURIComponent(c)}`)));
    const [first] = pages;
    expect(first).toContain(fr.refusal['table-code-unknown']({} as never).replaceAll("'", '&#39;'));
    for (const [i, page] of pages.entries()) expect(page, tried[i]).toBe(first);
    // Proposing with them: refused alike, nothing queued.
    for (const c of [flipped, 'A'.repeat(22)]) {
      const phone = new Device(url);
      const sent = await phone.postForm(`/t/${c}`, { form: 'f'.repeat(22), a1: '400', b1: '300' });
      expect(sent.status).toBe(303);
      expect(await unknownPage(sent.headers.location as string)).toBe(first);
    }
    expect((await t.api.proposals({})).proposals).toEqual([]);
    // In English, the same in English.
    expect(await unknownPage(`/en/t/${flipped}`)).toContain('This match sheet code opens no table');
  });

  it('the round complete, or paired again: the old codes reach nothing', async () => {
    const codes = t.codes();
    const expected = await unknownPage('/t/AAAAAAAAAAAAAAAAAAAAAA');
    const round = await t.api.round({ round: 1 });
    for (const m of round.matches.filter((m) => m.b !== null && m.recorded === null))
      await t.api.recordResult({ table: m.table, games: [[400, 300 + m.table]] });
    for (const [table, code] of codes) expect(await unknownPage(`/t/${code}`), `table ${table}`).toBe(expected);
    await t.api.pairNextRound({});
    const second = t.codes(2);
    const pairing = (await t.api.round({ round: 2 })).pairing;
    t.at('2026-12-22T15:10:00Z');
    await t.api.repairRound({ pairing });
    for (const [table, code] of second) expect(await unknownPage(`/t/${code}`), `table ${table}`).toBe(expected);
    expect((await new Device(url).get(`/t/${t.codes(2).get(1)}`)).status).toBe(200);
  });

  it('results proposed from the tables turned off: said, nothing reached', async () => {
    await t.api.updateSettings({ tableProposals: false });
    const answer = await new Device(url).get(`/t/${t.codes().get(2)}`);
    expect(answer.status).toBe(404);
    expect(answer.body).toContain('ne prend pas de résultats proposés depuis les tables');
  });
});

describe('a phone reaches the table’s two commands and nothing else', () => {
  it('whatever it sends to its sheet’s address, and never the stations’ commands', async () => {
    const { phone, path, page } = await phoneAt(2);
    await propose(phone, path, page.body, {
      a1: '412',
      b1: '380',
      command: 'recordResult',
      table: '3',
      role: 'director',
    });
    expect((await phone.command('recordResult', { table: 2, games: [[412, 380]] })).status).toBe(401);
    expect(new Set(t.dispatched.map((d) => `${d.role} ${d.command}`))).toEqual(
      new Set(['table tableSheet', 'table proposeResult']),
    );
  });
});
