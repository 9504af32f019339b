/** The final phase through the service's one command path: opening, its matches, the final formed, the ranking, refusals, undo. */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SclassicApi } from '../../src-main/contract/commands.ts';
import { refusalMessage } from '../../src-main/contract/i18n/messages.ts';
import { type Refusal, Refused } from '../../src-main/contract/refusals.ts';
import type { RoundView } from '../../src-main/contract/views.ts';
import { apiOf } from '../../src-main/service/core/api.ts';
import { createService, type Service } from '../../src-main/service/core/dispatch.ts';

let folder: string;
let service: Service;
let api: SclassicApi;

/** The higher-rated player wins each classic game by 30 points: a ranking that follows the ratings. */
async function playRounds(rounds: number): Promise<void> {
  for (let r = 0; r < rounds; r++) {
    const round = await api.pairNextRound({});
    for (const m of round.matches) {
      if (m.b === null) continue;
      const aWins = (m.a.rating ?? 0) > (m.b.rating ?? 0);
      await api.recordResult({ table: m.table, games: [aWins ? [430, 400] : [400, 430]] });
    }
  }
}

async function refusalOf(work: Promise<unknown>): Promise<Refused> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(Refused);
  return error as Refused;
}

const names = (round: RoundView) => round.matches.map((m) => [m.a.name, m.b?.name]);

beforeEach(async () => {
  folder = mkdtempSync(join(tmpdir(), 'sclassic-final-'));
  service = createService({ clock: () => new Date('2026-05-10T16:00:00Z') });
  api = apiOf(service);
  await api.createTournament({
    path: join(folder, 'be.sclassic'),
    name: 'Championnat',
    date: '2026-05-10',
    plannedRounds: 3,
  });
  await api.importPlayers({
    players: ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'].map((n, i) => ({ name: `JOUEUR ${n}`, rating: 1900 - 50 * i })),
  });
});
afterEach(() => {
  service.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('opening the final phase', () => {
  it('is refused before the last round is paired and entered, and says what is missing', async () => {
    await playRounds(2);
    const early = await refusalOf(api.openFinalPhase({ players: 4 }));
    expect(early.code).toBe('final-phase-too-early');
    expect(early.refusal.params).toEqual({ paired: 2, planned: 3, missing: null });
    const round = await api.pairNextRound({});
    await api.recordResult({ table: 1, games: [[400, 380]] });
    const missing = await refusalOf(api.openFinalPhase({ players: 4 }));
    expect(missing.refusal.params).toMatchObject({
      missing: { round: 3, tables: round.matches.slice(1).map((m) => m.table) },
    });
    expect(missing.message).toMatch(/dernière ronde/);
    expect((await api.finalPhase({})).ready).toBe(false);
  });

  it('opens the semi-finals 1–4 and 2–3 of the classic final ranking, once', async () => {
    await playRounds(3);
    const classic = await api.standings({ final: true });
    const top = classic.rows.slice(0, 4).map((r) => r.name);
    const view = await api.openFinalPhase({ players: 4, thirdPlace: true });
    expect(view.phase?.seeds.map((s) => s.player.name)).toEqual(top);
    expect(view.phase?.rounds).toHaveLength(1);
    expect(names(view.phase?.rounds[0] as RoundView)).toEqual([
      [top[0], top[3]],
      [top[1], top[2]],
    ]);
    expect(view.phase?.rounds[0]?.number).toBe(4);
    expect(view.phase?.rounds[0]?.finalPhase).toMatchObject({ stage: 'semi-finals', bestOfThree: true });
    expect((await api.show({})).finalPhase).toMatchObject({
      size: 4,
      thirdPlace: true,
      current: { number: 4, total: 2 },
    });
    const twice = await refusalOf(api.openFinalPhase({ players: 2 }));
    expect(twice.code).toBe('final-phase-open');
  });

  it('refuses options that do not go together, and a number of players other than 2 or 4', async () => {
    await playRounds(3);
    expect((await refusalOf(api.openFinalPhase({ players: 2, thirdPlace: true }))).refusal.params).toEqual({
      problem: 'third-place-two-players',
    });
    expect(
      (await refusalOf(api.openFinalPhase({ players: 2, bestOfThree: false, countClassicGame: true }))).refusal.params,
    ).toEqual({ problem: 'count-single-game' });
    const three = await service.dispatch('openFinalPhase', { players: 3 });
    expect('refusal' in three && three.refusal.code).toBe('invalid-input');
    expect((await api.finalPhase({})).phase).toBeNull();
  });
});

describe('its matches', () => {
  beforeEach(async () => {
    await playRounds(3);
    await api.openFinalPhase({ players: 4, thirdPlace: true });
  });

  it('are entered like any round; the final and the third-place match are formed as soon as both semi-finals have a winner', async () => {
    const semis = (await api.round({})).matches;
    const first = await api.recordResult({
      table: 1,
      games: [
        [380, 400],
        [390, 410],
      ],
    });
    expect(first.finalRound).toBeUndefined();
    expect((await api.finalPhase({})).phase?.rounds).toHaveLength(1);
    const second = await api.recordResult({
      table: 2,
      games: [
        [420, 400],
        [410, 400],
      ],
    });
    expect(second.finalRound?.change).toBe('formed');
    expect(second.finalRound?.matches.map((m) => [m.a.name, m.b?.name])).toEqual([
      [semis[1]?.a.name, semis[0]?.b?.name],
      [semis[0]?.a.name, semis[1]?.b?.name],
    ]);
    const final = await api.round({});
    expect(final.number).toBe(5);
    expect(final.matches.map((m) => (m.reason?.method === 'final-phase' ? m.reason.stage : null))).toEqual([
      'final',
      'third-place',
    ]);
  });

  it('decide the first places; everyone else keeps their classic place; the tournament is then over', async () => {
    const classic = await api.standings({ final: true });
    const [s1, s2, s3, s4] = classic.rows.slice(0, 4).map((r) => r.name);
    await api.recordResult({
      table: 1,
      games: [
        [380, 400],
        [390, 410],
      ],
    }); // 4th beats 1st
    await api.recordResult({
      table: 2,
      games: [
        [420, 400],
        [410, 400],
      ],
    }); // 2nd beats 3rd
    const provisional = await api.standings({ final: true });
    expect(provisional.finalPhase).toMatchObject({ size: 4, settled: false });
    expect(provisional.rows.slice(0, 4).map((r) => r.name)).toEqual([s2, s4, s1, s3]);
    expect((await api.show({})).finished).toBe(false);
    expect((await refusalOf(api.exportResults({ format: 'csv' }))).code).toBe('final-phase-unsettled');
    await api.recordResult({
      table: 1,
      games: [
        [400, 420],
        [400, 430],
      ],
    }); // the 4th wins the final
    await api.recordResult({
      table: 2,
      games: [
        [350, 400],
        [420, 400],
        [380, 400],
      ],
    }); // 3rd beats 1st for third place
    const ranked = await api.standings({ final: true });
    expect(ranked.finalPhase).toMatchObject({ settled: true, pending: [] });
    expect(ranked.rows.map((r) => r.name)).toEqual([s4, s2, s3, s1, ...classic.rows.slice(4).map((r) => r.name)]);
    // The others keep their classic places, ex æquo included.
    expect(ranked.rows.map((r) => r.rank)).toEqual([1, 2, 3, 4, ...classic.rows.slice(4).map((r) => r.rank)]);
    expect(classic.rows[4]?.rank).toBe(5);
    expect(ranked.rows.slice(4).map((r) => r.pm)).toEqual(classic.rows.slice(4).map((r) => r.pm));
    // An intermediate ranking is the classic phase's own.
    expect((await api.standings({ after: 3 })).rows.map((r) => r.name)).toEqual(classic.rows.map((r) => r.name));
    expect((await api.show({})).finished).toBe(true);
    expect((await api.finalPhase({})).phase?.places.map((p) => [p.place, p.player.name, p.decided])).toEqual([
      [1, s4, true],
      [2, s2, true],
      [3, s3, true],
      [4, s1, true],
    ]);
  });

  it('count for the rating estimate, each as one match', async () => {
    await api.recordResult({
      table: 1,
      games: [
        [380, 400],
        [390, 410],
      ],
    });
    const before = (await api.ratingReport({})).lines;
    await api.recordResult({
      table: 2,
      games: [
        [420, 400],
        [410, 400],
      ],
    });
    const seed1 = (await api.finalPhase({})).phase?.seeds[0]?.player.id;
    const line = (await api.ratingReport({})).lines.find((l) => l.player.id === seed1);
    expect(line?.matches.map((m) => m.round)).toEqual([1, 2, 3, 4]);
    expect(line?.matches.at(-1)?.result).toBe(0);
    expect(before.find((l) => l.player.id === seed1)?.matches).toHaveLength(4);
  });

  it('a semi-final corrected after the final has a result is refused, nothing written; once cleared, the final is formed again', async () => {
    await api.recordResult({
      table: 1,
      games: [
        [380, 400],
        [390, 410],
      ],
    });
    await api.recordResult({
      table: 2,
      games: [
        [420, 400],
        [410, 400],
      ],
    });
    await api.recordResult({
      table: 1,
      games: [
        [400, 420],
        [400, 430],
      ],
    });
    const semiFinal = (await api.round({ round: 4 })).matches[0];
    const revision = (await api.undoState({})).revision;
    const refused = await refusalOf(
      api.recordResult({
        round: 4,
        table: 1,
        games: [
          [420, 400],
          [420, 400],
        ],
        replaces: semiFinal?.recorded ?? null,
      }),
    );
    expect(refused.code).toBe('final-phase-decided');
    expect(refused.refusal.params).toEqual({ table: 1, round: 5, tables: [1] });
    expect((await api.undoState({})).revision).toBe(revision);
    expect((await api.round({ round: 4 })).matches[0]?.recorded).toEqual(semiFinal?.recorded);

    await api.clearResult({ round: 5, table: 1 });
    // The same winner: the final stays as it is.
    const same = await api.recordResult({
      round: 4,
      table: 1,
      games: [
        [380, 400],
        [300, 410],
      ],
      replaces: semiFinal?.recorded ?? null,
    });
    expect(same.finalRound).toBeUndefined();
    const again = await api.recordResult({
      round: 4,
      table: 1,
      games: [
        [420, 400],
        [420, 400],
      ],
      replaces: same.match.recorded,
    });
    expect(again.finalRound?.change).toBe('formed-again');
    expect(again.finalRound?.matches[0]?.a.name).toBe(semiFinal?.a.name);
    // Clearing a semi-final takes the final back while it has no result.
    const cleared = await api.clearResult({ round: 4, table: 1 });
    expect(cleared.finalRound?.change).toBe('removed');
    expect((await api.finalPhase({})).phase?.rounds).toHaveLength(1);
  });

  it('go through the change log: undo takes back the result that formed the final, and the final with it', async () => {
    await api.recordResult({
      table: 1,
      games: [
        [380, 400],
        [390, 410],
      ],
    });
    await api.recordResult({
      table: 2,
      games: [
        [420, 400],
        [410, 400],
      ],
    });
    expect((await api.finalPhase({})).phase?.rounds).toHaveLength(2);
    await api.undo({});
    const undone = await api.finalPhase({});
    expect(undone.phase?.rounds).toHaveLength(1);
    expect(undone.phase?.rounds[0]?.matches[1]?.result).toBeNull();
    await api.redo({});
    expect((await api.finalPhase({})).phase?.rounds).toHaveLength(2);
    // Undo as far as the opening: no final phase any more, the classic phase as it was.
    await api.undo({});
    await api.undo({});
    await api.undo({});
    expect((await api.finalPhase({})).phase).toBeNull();
    expect((await api.show({})).finalPhase).toBeNull();
  });

  it('keep the classic rounds as they are while it is open; removing it frees them', async () => {
    expect((await refusalOf(api.recordResult({ round: 3, table: 1, games: [[400, 300]], replaces: null }))).code).toBe(
      'final-phase-locks-classic',
    );
    expect((await refusalOf(api.pairNextRound({}))).refusal.params).toEqual({ action: 'pair' });
    expect((await refusalOf(api.withdrawPlayer({ player: 8 }))).refusal.params).toEqual({ action: 'withdraw' });
    expect((await refusalOf(api.updateSettings({ plannedRounds: 4 }))).refusal.params).toEqual({ action: 'rounds' });
    await api.recordResult({
      table: 1,
      games: [
        [380, 400],
        [390, 410],
      ],
    });
    const removed = await api.cancelFinalPhase({});
    expect(removed.phase).toBeNull();
    expect(removed.ready).toBe(true);
    const recorded = (await api.round({ round: 3 })).matches[0]?.recorded ?? null;
    await api.recordResult({ round: 3, table: 1, games: [[300, 450]], replaces: recorded });
    expect((await refusalOf(api.cancelFinalPhase({}))).code).toBe('no-final-phase');
  });
});

describe('the classic game counted as game 1 of the final', () => {
  it('is carried when the finalists met, and the final is entered from game 2', async () => {
    await playRounds(3);
    const view = await api.openFinalPhase({ players: 2, countClassicGame: true });
    const final = view.phase?.rounds[0]?.matches[0];
    expect(final?.reason).toMatchObject({ method: 'final-phase', stage: 'final', seeds: [1, 2] });
    const carried = final?.reason?.method === 'final-phase' ? final.reason.carried : null;
    // The first two of the classic phase met in the last round, the better-rated winning 430–400.
    expect(carried).toEqual({ round: 3, game: [430, 400] });
    // Game 1 is the first player's: winning game 2 ends the match.
    const won = await api.recordResult({ table: 1, games: [[410, 400]] });
    expect(won.match.result?.games).toEqual([
      [430, 400],
      [410, 400],
    ]);
    expect(won.match.recorded?.games).toEqual([[410, 400]]);
    expect(won.match.result?.pm).toEqual([3, 1]);
    // Losing it needs game 3.
    const wrong = await refusalOf(api.recordResult({ table: 1, games: [[380, 400]], replaces: won.match.recorded }));
    expect(wrong.code).toBe('invalid-game-count');
    const third = await api.recordResult({
      table: 1,
      games: [
        [380, 400],
        [370, 420],
      ],
      replaces: won.match.recorded,
    });
    expect(third.match.result?.pm).toEqual([1, 3]);
    expect((await api.standings({ final: true })).rows[0]?.id).toBe(final?.b?.id);
  });

  it('is refused when the rounds are best of three', async () => {
    await api.updateSettings({ bestOfThree: true });
    for (let r = 0; r < 3; r++) {
      const round = await api.pairNextRound({});
      for (const m of round.matches)
        if (m.b !== null)
          await api.recordResult({
            table: m.table,
            games: [
              [430, 400],
              [430, 400],
            ],
          });
    }
    expect((await refusalOf(api.openFinalPhase({ players: 2, countClassicGame: true }))).refusal.params).toEqual({
      problem: 'count-best-of-three-rounds',
    });
  });
});

describe('a tournament with a final phase, exported then imported', () => {
  /** The final phase as a copy reads it: each round's tables, players, stage and result as entered. */
  const finalOf = async (of: SclassicApi) =>
    (await of.finalPhase({})).phase?.rounds.map((r) =>
      r.matches.map((m) => [m.table, m.a.name, m.b?.name, m.reason, m.starts, m.recorded]),
    );
  const noResult = { forfeit: null, abandon: null, decisionAgainst: null };

  async function imported(document: unknown) {
    const copy = createService({ clock: () => new Date('2026-05-11T09:00:00Z') });
    const answer = await copy.dispatch('importDocument', { path: join(folder, 'copie.sclassic'), document });
    return { copy, api: apiOf(copy), answer };
  }

  /** Imports `document`: the copy holds the same final phase; `more` checks it further. */
  async function expectSameCopy(document: unknown, more?: (copied: SclassicApi) => Promise<void>): Promise<void> {
    const { copy, api: copied, answer } = await imported(document);
    try {
      expect(answer).toHaveProperty('result');
      expect(await finalOf(copied)).toEqual(await finalOf(api));
      await more?.(copied);
    } finally {
      copy.close();
    }
  }

  /** Imports `document`: refused with `code`, and no file created. */
  async function expectRefused(document: unknown, code: string): Promise<string> {
    const { copy, answer } = await imported(document);
    copy.close();
    expect(answer).toMatchObject({ refusal: { code } });
    expect(existsSync(join(folder, 'copie.sclassic'))).toBe(false);
    return refusalMessage((answer as { refusal: Refusal }).refusal, 'fr');
  }

  /** Three classic rounds, the semi-finals opened (with `options`) and both entered: the final formed. */
  async function semiFinalsPlayed(options: { thirdPlace?: boolean } = {}): Promise<void> {
    await playRounds(3);
    await api.openFinalPhase({ players: 4, ...options });
    await api.recordResult({
      table: 1,
      games: [
        [380, 400],
        [390, 410],
      ],
    });
    await api.recordResult({
      table: 2,
      games: [
        [420, 400],
        [330, 410],
        [400, 390],
      ],
    });
  }

  /** The exported document and its final phase. */
  async function exported() {
    const document = await api.exportDocument({});
    const phase = document.finalPhase;
    if (phase === undefined) throw new Error('no final phase exported');
    return { document, phase };
  }

  it('keeps its final phase: players, matches, results, the final ranking; a semi-final corrected still re-forms the final', async () => {
    await semiFinalsPlayed({ thirdPlace: true });
    await api.recordResult({
      round: 5,
      table: 1,
      games: [
        [410, 400],
        [405, 400],
      ],
    });
    await expectSameCopy(await api.exportDocument({}), async (copied) => {
      expect(await copied.standings({ final: true })).toEqual(await api.standings({ final: true }));
      // Entered like in the original: the third-place match, then a semi-final corrected forms the final again.
      await copied.recordResult({
        round: 5,
        table: 2,
        games: [
          [400, 380],
          [400, 390],
        ],
      });
      await copied.clearResult({
        round: 5,
        table: 1,
        replaces: {
          games: [
            [410, 400],
            [405, 400],
          ],
          ...noResult,
        },
      });
      await copied.clearResult({
        round: 5,
        table: 2,
        replaces: {
          games: [
            [400, 380],
            [400, 390],
          ],
          ...noResult,
        },
      });
      const semi = (await copied.round({ round: 4 })).matches[0];
      const again = await copied.recordResult({
        round: 4,
        table: 1,
        games: [
          [400, 380],
          [410, 390],
        ],
        replaces: semi?.recorded ?? null,
      });
      expect(again.finalRound?.change).toBe('formed-again');
    });
  });

  it('forms the final its semi-finals give when the document leaves it out, waiting for its results', async () => {
    await semiFinalsPlayed();
    const { document, phase } = await exported();
    await expectSameCopy(
      { ...document, finalPhase: { ...phase, rounds: phase.rounds.slice(0, 1) } },
      async (copied) => {
        expect((await copied.round({ round: 5 })).matches.map((m) => m.recorded)).toEqual([null]);
      },
    );
  });

  it('keeps a final that counts the classic game, entered from game 2', async () => {
    await playRounds(3);
    await api.openFinalPhase({ players: 2, countClassicGame: true });
    await api.recordResult({ table: 1, games: [[410, 400]] });
    await expectSameCopy(await api.exportDocument({}), async (copied) => {
      expect((await copied.round({ round: 4 })).matches[0]?.result?.games).toEqual([
        [430, 400],
        [410, 400],
      ]);
    });
  });

  it('is refused, nothing created, when its final phase is not the one its players and results form', async () => {
    await semiFinalsPlayed();
    const { document, phase } = await exported();
    const first = phase.rounds[0]?.matches[0];
    if (first === undefined) throw new Error('no semi-final exported');
    /** The document with its first semi-final changed as `change` says. */
    const withFirst = (change: Partial<typeof first>) => ({
      ...document,
      finalPhase: {
        ...phase,
        rounds: [
          { matches: [{ ...first, ...change }, ...(phase.rounds[0]?.matches.slice(1) ?? [])] },
          ...phase.rounds.slice(1),
        ],
      },
    });
    const twice = {
      ...document,
      finalPhase: { ...phase, seeds: [phase.seeds[0], phase.seeds[0], ...phase.seeds.slice(2)] },
    };
    expect(await expectRefused(twice, 'invalid-document')).toMatch(
      /la phase finale compte 4 joueurs, chacun une fois, tous inscrits et encore en lice/,
    );
    expect(await expectRefused(withFirst({ a: first.b ?? first.a, b: first.a }), 'invalid-document')).toMatch(
      /la ronde 1 de la phase finale n'est pas celle que ses joueurs et ses résultats forment/,
    );
    const extra = { ...document, finalPhase: { ...phase, rounds: [...phase.rounds, ...phase.rounds.slice(-1)] } };
    expect(await expectRefused(extra, 'invalid-document')).toMatch(
      /la phase finale n'a pas de 3e ronde : elle s'arrête à la finale/,
    );
    expect(await expectRefused(withFirst({ games: [[380, 400]] }), 'invalid-document')).toMatch(
      /^finalPhase\.rounds\[0\]\.matches\[0\] : 1 manche\(s\) saisie\(s\).*2 attendue\(s\) ici/,
    );
  });

  it('is refused where the app would not open it: classic rounds still to play, options that do not go together', async () => {
    await playRounds(3);
    await api.openFinalPhase({ players: 2 });
    const { document, phase } = await exported();
    await expectRefused(
      { ...document, tournament: { ...document.tournament, plannedRounds: 5 } },
      'final-phase-too-early',
    );
    await expectRefused({ ...document, finalPhase: { ...phase, thirdPlace: true } }, 'final-phase-options');
    await expectRefused(
      { ...document, finalPhase: { ...phase, bestOfThree: false, countClassicGame: true } },
      'final-phase-options',
    );
  });

  it('keeps its players as opened when a name corrected since reorders players level in the classic ranking', async () => {
    // A tournament of its own, JOUEUR C and JOUEUR D rated alike: their initial order, the
    // ranking's last tie-break, is by name.
    await api.createTournament({
      path: join(folder, 'ex-aequo.sclassic'),
      name: 'Open',
      date: '2026-05-10',
      plannedRounds: 3,
    });
    const ratings = [1900, 1900, 1800, 1800, 1750, 1700, 1650, 1600];
    await api.importPlayers({
      players: ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'].map((n, i) => ({
        name: `JOUEUR ${n}`,
        rating: ratings[i] ?? 0,
      })),
    });
    await playRounds(3);
    const opened = await api.openFinalPhase({ players: 4 });
    const seeds = opened.phase?.seeds.map((s) => s.player.name);
    const d = (await api.listPlayers({})).find((p) => p.name === 'JOUEUR D');
    await api.editPlayer({ player: d?.id as number, name: 'AAAA JOUEUR D' });
    // The classic rounds alone now rank D before C.
    const ranking = (await api.standings({ after: 3 })).rows.slice(0, 4).map((r) => r.name);
    expect(ranking).not.toEqual(seeds?.map((n) => (n === 'JOUEUR D' ? 'AAAA JOUEUR D' : n)));
    await expectSameCopy(await api.exportDocument({}));
  });

  it('keeps what the director did after opening: a semi-final corrected once the final was formed', async () => {
    await semiFinalsPlayed();
    // Same winners, other games: the final stays as formed, its starter too.
    const semi = (await api.round({ round: 4 })).matches[1];
    await api.recordResult({
      round: 4,
      table: 2,
      games: [
        [420, 400],
        [400, 390],
      ],
      replaces: semi?.recorded ?? null,
    });
    await expectSameCopy(await api.exportDocument({}));
  });
});
