/**
 * The live results' listener as a phone and as a hostile program meet it (every command of the
 * service refused whatever the path, method and headers, the service never asked for anything but
 * the public view: tests/server/listeners-walk.test.ts, with the other listeners); GET and HEAD
 * only, no body; the safety headers; answers kept by ETag; the
 * names escaped; never a licence, a birth year or a path; the ratings hidden when the director
 * says so; an event within the moment a result is recorded or a round paired.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BIRTH_YEAR,
  LICENCE,
  LIVE_NAMES,
  type LiveTournament,
  liveTournament,
  openStream,
  RATING,
  rawRequest,
} from '../support/live-tournament.ts';

let t: LiveTournament;
let url: string;

beforeAll(async () => {
  // Bounds wide enough for the thousands of requests below, all from 127.0.0.1.
  t = await liveTournament({ requestsPerSecond: 100_000, burst: 100_000, connectionsPerAddress: 1000 });
  url = (await t.start()).url as string;
});
afterAll(() => t.close());

const get = (path: string, headers: Record<string, string> = {}) => rawRequest(url, { path, headers });

/**
 * Whether the page shows `n` as a number of its own, not as digits inside another word: each page
 * carries its version, whose random hexadecimal part may hold a rating's or a year's digits.
 */
const shows = (body: string, n: number) => new RegExp(`\\b${n}\\b`).test(body);

/** Every page a phone can reach, in both languages. */
function everyPage(): string[] {
  const pages = ['/', '/classement', '/series', '/joueurs', '/?nom=dupont'];
  for (let id = 1; id <= LIVE_NAMES.length; id++) pages.push(`/joueur/${id}`);
  return [...pages, ...pages.map((p) => `/en${p}`)];
}

describe('the live listener takes no request body', () => {
  it('takes no body, not even with GET', async () => {
    const answer = await rawRequest(url, {
      path: '/',
      method: 'GET',
      body: 'x'.repeat(100),
      headers: { 'content-length': '100' },
    });
    expect(answer.status).toBe(413);
    const chunked = await rawRequest(url, {
      path: '/',
      method: 'GET',
      headers: { 'transfer-encoding': 'chunked' },
      body: 'abc',
    });
    expect(chunked.status).toBe(413);
    expect((await get(`/?nom=${'a'.repeat(600)}`)).status).toBe(414);
  });
});

describe('the pages', () => {
  it('carry the safety headers and are kept by ETag until the tournament moves on', async () => {
    const first = await get('/classement');
    expect(first.status).toBe(200);
    expect(first.headers['content-security-policy']).toContain("default-src 'none'");
    expect(first.headers['content-security-policy']).toContain("script-src 'self'");
    expect(first.headers['referrer-policy']).toBe('no-referrer');
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    const etag = first.headers.etag as string;
    expect((await get('/classement', { 'if-none-match': etag })).status).toBe(304);
    const head = await rawRequest(url, { path: '/classement', method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers.etag).toBe(etag);
    const gzipped = await get('/classement', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');

    const round = await t.api.round({});
    const table = round.matches.find((m) => m.b !== null && m.result === null)?.table as number;
    await t.api.recordResult({ table, games: [[401, 399]] });
    await t.api.recordResult({
      table: round.matches.find((m) => m.b !== null && m.result === null && m.table !== table)?.table as number,
      games: [[377, 366]],
    });
    await expect.poll(async () => (await get('/', { 'if-none-match': etag })).status).toBe(200);
  });

  it('load nothing from outside: their style and script are the listener’s own', async () => {
    const home = await get('/');
    const sources = [...home.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1] as string);
    for (const source of sources) expect(source, source).toMatch(/^(\/|data:|\?)/);
    for (const asset of sources.filter((s) => /^\/live-\w+\.(css|js)$/.test(s))) {
      const answer = await get(asset);
      expect(answer.status).toBe(200);
      expect(answer.body).not.toMatch(/https?:\/\//);
    }
    const script = sources.find((s) => s.endsWith('.js')) as string;
    // The script as served parses as the browser's JavaScript.
    const text = (await get(script)).body;
    expect(() => new Function(text)).not.toThrow();
  });

  it('escape the names and never show a licence, a birth year or the file’s path', async () => {
    for (const page of everyPage()) {
      const { status, body } = await get(page);
      expect(status, page).toBe(200);
      expect(body, page).not.toContain('<b>MARTIN');
      for (let i = 0; i < LIVE_NAMES.length; i++) {
        expect(body, page).not.toContain(LICENCE(i));
        expect(shows(body, BIRTH_YEAR(i)), `${page}: ${BIRTH_YEAR(i)}`).toBe(false);
      }
      expect(body, page).not.toContain(t.folder);
      expect(body, page).not.toContain('.sclassic');
    }
    expect((await get('/joueurs')).body).toContain('&lt;b&gt;MARTIN&lt;/b&gt; Paul');
  });

  it('leave out the ratings when the director hides them', async () => {
    expect(shows((await get('/classement')).body, RATING(0))).toBe(true);
    await t.api.updateSettings({ liveHidesRatings: true });
    await expect.poll(async () => shows((await get('/classement')).body, RATING(0))).toBe(false);
    for (const page of everyPage()) {
      const { body } = await get(page);
      for (let i = 0; i < LIVE_NAMES.length; i++) expect(shows(body, RATING(i)), `${page}: ${RATING(i)}`).toBe(false);
    }
    await t.api.updateSettings({ liveHidesRatings: false });
  });

  it('say there is no such page, in the phone’s language', async () => {
    expect((await get('/joueur/999')).status).toBe(404);
    const english = await get('/en/nowhere');
    expect(english.status).toBe(404);
    expect(english.body).toContain('This page does not exist.');
  });
});

describe('the event stream', () => {
  it('tells the phones within the moment a result is recorded, and a round paired', async () => {
    const phone = await openStream(url);
    const first = await phone.next('');
    const round = await t.api.round({});
    const start = performance.now();
    for (const m of round.matches.filter((m) => m.b !== null && m.result === null))
      await t.api.recordResult({ table: m.table, games: [[388, 377]] });
    const afterResults = await phone.next(first as string);
    console.log(`live: event ${Math.round(performance.now() - start)} ms after the results`);
    expect(afterResults).not.toBeNull();
    // The page a phone then reads holds the result.
    expect((await get('/')).body).toContain('388 – 377');
    await new Promise((done) => setTimeout(done, 50));
    const known = phone.versions.at(-1) as string;
    await t.api.pairNextRound({});
    expect(await phone.next(known)).not.toBeNull();
    expect((await get('/')).body).toContain('Ronde 3 sur 4');
    phone.close();
  });
});
