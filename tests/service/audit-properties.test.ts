/**
 * The audit of random tournaments played through the service on real files: the director's
 * legitimate acts — results corrected after later rounds were paired, arbiter's swaps, rounds paired
 * again after an absence — never make a breach, each swap is named as the arbiter's in its round,
 * each late correction as information; and a pairing another program changes in the file (sealing
 * its content again, as a program that knows the format would) is a breach at its round and tables.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { SclassicApi } from '../../src-main/contract/commands.ts';
import type { AuditView, MatchView, RoundView } from '../../src-main/contract/views.ts';
import { apiOf } from '../../src-main/service/core/api.ts';
import { createService } from '../../src-main/service/core/dispatch.ts';
import { sized } from '../support/budget.ts';
import { exchangeOpponentsOutside } from '../support/other-program.ts';
import { type Random, seededRandom } from '../support/random.ts';

// Fifty in an ordinary run, a thousand with SCLASSIC_DEEP=1 (budget.ts).
const TOURNAMENTS = sized(50, 1000);
// Files in memory where the system has such a folder: a thousand tournaments' commits stay cheap.
const folder = mkdtempSync(join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'sclassic-audit-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** What the tournament's director did that the audit must name: swaps, and corrections made once a later round was paired. */
interface Acts {
  swaps: Map<number, number>;
  corrected: Set<string>;
}

const playing = (round: RoundView) => round.matches.filter((m) => m.b !== null);
const pairOf = (m: MatchView): [number, number] => [m.a.id, m.b?.id as number];

function randomGames(rng: Random): Array<[number, number]> {
  const a = rng.int(250, 520);
  const b = rng.int(250, 520);
  return [[a, a === b ? b + 1 : b]];
}

/** Enters every missing result of the current round, a forfeit now and then. */
async function enterRound(api: SclassicApi, rng: Random): Promise<void> {
  const round = await api.round({});
  for (const m of playing(round).filter((x) => x.recorded === null))
    await api.recordResult({
      table: m.table,
      ...(rng.chance(0.08) ? { forfeit: rng.pick(['a', 'b'] as const) } : { games: randomGames(rng) }),
      replaces: null,
      pair: pairOf(m),
      confirmed: true,
    });
}

/** A swap of two players of the current round, at two tables with no result yet. */
async function swapSome(api: SclassicApi, rng: Random, acts: Acts): Promise<void> {
  const round = await api.round({});
  const open = playing(round);
  if (open.length < 2) return;
  const [x, y] = [rng.pick(open), rng.pick(open)];
  if (x.table === y.table) return;
  await api.swapPlayers({
    first: x.a.id,
    second: rng.chance(0.5) ? y.a.id : (y.b?.id as number),
    pairing: round.pairing,
  });
  acts.swaps.set(round.number, (acts.swaps.get(round.number) ?? 0) + 1);
}

/** A result of a round already paired corrected; `paired` rounds are paired. */
async function correctEarlier(api: SclassicApi, rng: Random, acts: Acts, paired: number): Promise<void> {
  const number = rng.int(1, paired);
  const round = await api.round({ round: number });
  const m = rng.pick(playing(round));
  await api.recordResult({
    round: number,
    table: m.table,
    games: randomGames(rng),
    replaces: m.recorded,
    pair: pairOf(m),
    confirmed: true,
  });
  // Information only when a later round had been paired on the result before.
  if (number < paired) acts.corrected.add(`${number}:${m.table}`);
}

/** One random tournament, played through the service; its file and what its director did. */
async function playTournament(seed: number): Promise<{ path: string; acts: Acts; rounds: number }> {
  const rng = seededRandom(seed);
  const service = createService({ clock: () => new Date(Date.UTC(2026, 11, 22, 9, seed % 60)) });
  const api = apiOf(service);
  const path = join(folder, `t${seed}.sclassic`);
  const players = rng.int(5, 14);
  const rounds = rng.int(2, 4);
  await api.createTournament({ path, name: `Tournoi ${seed}`, date: '2026-12-22', plannedRounds: rounds });
  await api.importPlayers({
    players: Array.from({ length: players }, (_, i) => ({
      name: `JOUEUR ${seed}-${i + 1}`,
      rating: rng.chance(0.15) ? null : rng.int(900, 2100),
    })),
  });
  const acts: Acts = { swaps: new Map(), corrected: new Set() };
  for (let r = 1; r <= rounds; r++) {
    if (r > 1 && rng.chance(0.4)) await correctEarlier(api, rng, acts, r - 1);
    const absent = rng.chance(0.2) ? [rng.int(1, players)] : [];
    if (absent.length > 0) await api.setAbsent({ players: absent, absent: true, round: r });
    const paired = await api.pairNextRound({ round: r });
    if (rng.chance(0.15) && r > 1) {
      // An absence noticed once the round is paired: declared, and the round paired again.
      const late = rng.pick(playing(paired)).a.id;
      await api.setAbsent({ players: [late], absent: true, round: r + 1 });
      await api.repairRound({ pairing: paired.pairing });
    }
    if (rng.chance(0.4)) await swapSome(api, rng, acts);
    await enterRound(api, rng);
  }
  if (rng.chance(0.5)) await correctEarlier(api, rng, acts, rounds);
  service.close();
  return { path, acts, rounds };
}

async function audited(path: string): Promise<AuditView> {
  const service = createService();
  try {
    const api = apiOf(service);
    await api.openTournament({ path });
    return await api.checkTournament({});
  } finally {
    service.close();
  }
}

describe(`the audit of ${TOURNAMENTS} random tournaments played through the service`, () => {
  it('finds no breach in the director’s own acts, names each swap and each late correction, and each pairing changed outside Sclassic as a breach at its tables', async () => {
    const problems: string[] = [];
    let [swaps, corrections, edits] = [0, 0, 0];
    for (let seed = 1; seed <= TOURNAMENTS && problems.length < 5; seed++) {
      const { path, acts, rounds } = await playTournament(seed);
      const audit = await audited(path);
      const said = (r: number) => audit.rounds.find((x) => x.round === r)?.findings ?? [];
      if (audit.counts.breach > 0)
        problems.push(
          `seed ${seed}: ${JSON.stringify(audit.rounds.filter((r) => r.findings.some((f) => f.kind === 'breach')))}`,
        );
      for (const [round, count] of acts.swaps) {
        swaps += count;
        const named = said(round).filter((f) => f.kind === 'decision' && f.code === 'swap').length;
        if (named !== count) problems.push(`seed ${seed}: ${count} swap(s) in round ${round}, ${named} named`);
      }
      for (const at of acts.corrected) {
        const [round, table] = at.split(':').map(Number) as [number, number];
        corrections += 1;
        const note = said(round).some((f) => f.code === 'corrected-after-pairing' && f.table === table);
        // A correction of the last round's result, after no later pairing, is nothing to say.
        if (!note && round < rounds) problems.push(`seed ${seed}: round ${round} table ${table} corrected, not said`);
      }
      // Another program exchanges two opponents of a random round.
      const view = await (async () => {
        const service = createService();
        const api = apiOf(service);
        await api.openTournament({ path });
        const round = await api.round({ round: seededRandom(seed).int(1, rounds) });
        service.close();
        return round;
      })();
      const real = playing(view);
      if (real.length < 2) continue;
      const [t, u] = [real[0]?.table as number, real[1]?.table as number];
      exchangeOpponentsOutside(path, view.number, [t, u]);
      edits += 1;
      const edited = await audited(path);
      const outside = (edited.rounds.find((r) => r.round === view.number)?.findings ?? [])
        .filter((f) => f.kind === 'breach' && f.code === 'outside-log')
        .map((f) => ('table' in f ? f.table : null));
      if (JSON.stringify(outside) !== JSON.stringify([t, u]))
        problems.push(`seed ${seed}: round ${view.number} tables ${t}, ${u} changed outside, breaches at ${outside}`);
    }
    expect(problems).toEqual([]);
    // The acts the audit was held to really happened, many times over.
    expect({
      swaps: swaps > TOURNAMENTS / 4,
      corrections: corrections > TOURNAMENTS / 5,
      edits: edits > TOURNAMENTS * 0.9,
    }).toEqual({
      swaps: true,
      corrections: true,
      edits: true,
    });
  }, 600_000);
});
