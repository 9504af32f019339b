/**
 * The live listener's bounds, with small ones so a test reaches them: event streams per address
 * and in all (other loopback addresses, 127.0.0.2 and 127.0.0.3, stand for other phones),
 * connections per address, requests per address and second; the phones counted for the director;
 * and everything closed when the director turns the live results off. A small load besides:
 * fifty phones following, fifty pages read at once, every phone told of a result.
 */

import { request } from 'node:http';
import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { type LiveTournament, liveTournament, openStream, rawRequest } from '../support/live-tournament.ts';

let t: LiveTournament | null = null;
afterEach(async () => {
  await t?.close();
  t = null;
});

/** A stream opened from `from` (a loopback address): its status, and a way to close it. */
function streamFrom(url: string, from: string): Promise<{ status: number; close: () => void }> {
  return new Promise((resolve, reject) => {
    const req = request(new URL('/events', url), { agent: false, localAddress: from }, (response) => {
      resolve({ status: response.statusCode ?? 0, close: () => req.destroy() });
      if (response.statusCode !== 200) response.resume();
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the live listener’s bounds', () => {
  it('caps the event streams per address and in all, and counts the phones', async () => {
    t = await liveTournament({ streams: 4, streamsPerAddress: 2 });
    const url = (await t.start()).url as string;
    const a1 = await streamFrom(url, '127.0.0.1');
    const a2 = await streamFrom(url, '127.0.0.1');
    expect([a1.status, a2.status]).toEqual([200, 200]);
    expect((await streamFrom(url, '127.0.0.1')).status).toBe(503);
    const b1 = await streamFrom(url, '127.0.0.2');
    const c1 = await streamFrom(url, '127.0.0.3');
    expect([b1.status, c1.status]).toEqual([200, 200]);
    expect((await t.api.liveStatus({})).phones).toBe(4);
    // Four in all: a fifth phone waits, whatever its address.
    expect((await streamFrom(url, '127.0.0.3')).status).toBe(503);
    a1.close();
    await expect.poll(async () => (await t?.api.liveStatus({}))?.phones).toBe(3);
    expect((await streamFrom(url, '127.0.0.1')).status).toBe(200);
  });

  it('caps the connections of one address, and its requests a second', async () => {
    t = await liveTournament({ connectionsPerAddress: 3, requestsPerSecond: 2, burst: 5 });
    const { url, port } = await t.start();
    const sockets = Array.from({ length: 4 }, () => connect({ host: '127.0.0.1', port: port as number }));
    const closed = sockets.map((s) => new Promise<boolean>((done) => s.once('close', () => done(true))));
    // The fourth is closed by the listener; the other three stay open until they are ended here.
    expect(await Promise.race([closed[3], new Promise((done) => setTimeout(() => done(false), 2000))])).toBe(true);
    for (const s of sockets) s.destroy();
    await Promise.all(closed);
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await rawRequest(url as string, { path: '/' })).status);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses).toContain(429);
  });

  it('closes every stream and stops answering when turned off', async () => {
    t = await liveTournament();
    const url = (await t.start()).url as string;
    const phone = await openStream(url);
    const first = await phone.next('');
    await t.api.stopLive({});
    expect(await phone.next(first as string)).toBeNull();
    await expect(rawRequest(url, { path: '/' })).rejects.toThrow();
    expect(await t.api.liveStatus({})).toMatchObject({ on: false, url: null, phones: 0, qrImage: null });
  });
});

describe('a small load', () => {
  it('fifty phones following and fifty pages read at once: every phone told of a result', async () => {
    t = await liveTournament({
      requestsPerSecond: 1000,
      burst: 1000,
      connectionsPerAddress: 200,
      streamsPerAddress: 100,
    });
    const url = (await t.start()).url as string;
    const phones = await Promise.all(Array.from({ length: 50 }, () => openStream(url)));
    const known = await Promise.all(phones.map((p) => p.next('')));
    const pages = await Promise.all(
      Array.from({ length: 50 }, (_, i) => rawRequest(url, { path: i % 2 ? '/' : '/classement' })),
    );
    expect(pages.every((p) => p.status === 200)).toBe(true);
    const round = await t.api.round({});
    const table = round.matches.find((m) => m.b !== null && m.result === null)?.table as number;
    const start = performance.now();
    await t.api.recordResult({ table, games: [[455, 344]] });
    const heard = await Promise.all(phones.map((p, i) => p.next(known[i] as string)));
    console.log(`live: 50 phones told ${Math.round(performance.now() - start)} ms after the result`);
    expect(heard.every((v) => v !== null && v !== known[0])).toBe(true);
    for (const phone of phones) phone.close();
  });
});
