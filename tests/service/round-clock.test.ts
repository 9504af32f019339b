/**
 * The round clock through the service: its time from the tournament's time control, a late
 * player's forfeit at half of their credit, pauses and adjustments, kept in the file across a
 * restart, logged but outside undo, and forgotten when the round is paired again.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { roundMinutes, roundTimeControl } from '../../src-engine/index.ts';
import type { SclassicApi } from '../../src-main/contract/commands.ts';
import { refusalMessage } from '../../src-main/contract/i18n/messages.ts';
import { clockFigure, readClock } from '../../src-main/contract/views/clock.ts';
import { apiOf } from '../../src-main/service/core/api.ts';
import { createService, type Service } from '../../src-main/service/core/dispatch.ts';
import { refusal } from '../support/refusal.ts';

const MINUTE = 60_000;
const START = Date.parse('2026-12-22T14:00:00Z');

let folder: string;
let service: Service;
let api: SclassicApi;
/** The service's time, moved by the test. */
let now = START;
const path = () => join(folder, 'pendule.sclassic');
const minutesLater = (minutes: number) => {
  now += minutes * MINUTE;
};
const open = () => {
  service = createService({ clock: () => new Date(now) });
  api = apiOf(service);
};

beforeEach(async () => {
  now = START;
  folder = mkdtempSync(join(tmpdir(), 'sclassic-clock-'));
  open();
  await api.createTournament({ path: path(), name: 'Open', date: '2026-12-22', minutes: 25 });
  await api.importPlayers({
    players: Array.from({ length: 8 }, (_, i) => ({ name: `JOUEUR N°${i + 1}`, rating: 1800 - 10 * i })),
  });
  await api.pairNextRound({});
});
afterEach(() => {
  service.close();
  rmSync(folder, { recursive: true, force: true });
});

/** The current round's clock as a screen reads it now. */
async function reading() {
  const clock = await api.roundClock({});
  if (clock === null) throw new Error('no clock');
  return readClock(clock, Date.parse(clock.readAt));
}

describe('the round clock', () => {
  it('gives a single-game round both players’ credit, and a late player’s forfeit at half of theirs', async () => {
    expect(await api.roundClock({})).toBeNull();
    const clock = await api.startClock({});
    expect(clock).toMatchObject({ round: 1, minutes: 50, forfeitMs: 12.5 * MINUTE, pausedAt: null });
    minutesLater(12);
    expect(await reading()).toMatchObject({ remainingMs: 38 * MINUTE, forfeitInMs: 0.5 * MINUTE, over: false });
    minutesLater(1);
    expect((await reading()).forfeitInMs).toBe(0);
    minutesLater(40);
    expect(await reading()).toMatchObject({ remainingMs: 0, over: true });
  });

  it('gives a best-of-three round three games', async () => {
    await api.updateSettings({ bestOfThree: true });
    expect((await api.startClock({})).minutes).toBe(150);
  });

  it('stands still while paused, pauses left out of the time', async () => {
    await api.startClock({});
    minutesLater(10);
    await api.pauseClock({});
    minutesLater(15);
    expect(await reading()).toMatchObject({ paused: true, remainingMs: 40 * MINUTE });
    await api.resumeClock({});
    minutesLater(5);
    expect(await reading()).toMatchObject({ paused: false, remainingMs: 35 * MINUTE, elapsedMs: 15 * MINUTE });
  });

  it('is adjusted by the director, never below a minute', async () => {
    await api.startClock({});
    expect((await api.adjustClock({ minutes: 10 })).minutes).toBe(60);
    expect((await api.adjustClock({ minutes: -15 })).minutes).toBe(45);
    const tooShort = await refusal(api.adjustClock({ minutes: -45 }));
    expect(tooShort.refusal).toMatchObject({ code: 'clock-too-short', params: { minutes: 0 } });
    expect(tooShort.message).toBe(
      "La ronde n'aurait plus que 0 minute(s) en tout : retirez moins de temps (il faut au moins une minute).",
    );
    expect((await api.roundClock({}))?.minutes).toBe(45);
  });

  it('survives a restart of the app: the file keeps it', async () => {
    await api.startClock({});
    minutesLater(20);
    await api.pauseClock({});
    service.close();
    minutesLater(3);
    open();
    await api.openTournament({ path: path() });
    expect(await reading()).toMatchObject({ paused: true, remainingMs: 30 * MINUTE });
    await api.resumeClock({});
    minutesLater(10);
    expect((await reading()).remainingMs).toBe(20 * MINUTE);
  });

  it('is logged, but Annuler takes back the director’s latest fact, not a pause', async () => {
    const [first] = (await api.round({})).matches;
    await api.recordResult({ table: first?.table as number, games: [[420, 380]] });
    await api.startClock({});
    minutesLater(5);
    await api.pauseClock({});
    const log = await api.log({});
    expect(log.slice(0, 3).map((e) => e.summary)).toEqual([
      'Pendule de la ronde 1 arrêtée',
      'Pendule de la ronde 1 démarrée (50 min)',
      expect.stringMatching(/^Résultat ronde 1, table 1/),
    ]);
    expect((await api.undoState({})).undo?.command).toBe('record-result');
    await api.undo({});
    expect((await api.round({})).matches[0]?.recorded).toBeNull();
    expect((await reading()).paused).toBe(true);
    // A pause after the undo does not end what Rétablir can put back.
    await api.resumeClock({});
    expect((await api.undoState({})).redo?.command).toBe('record-result');
    await api.redo({});
    expect((await api.round({})).matches[0]?.recorded?.games).toEqual([[420, 380]]);
  });

  it('belongs to the pairing it was started for: a round paired again has none', async () => {
    await api.startClock({});
    await api.setAbsent({ players: [8], absent: true });
    await api.repairRound({});
    expect(await api.roundClock({})).toBeNull();
    expect((await api.startClock({})).startedAt).toBe(new Date(now).toISOString());
  });

  it('is reset to be started again', async () => {
    await api.startClock({});
    minutesLater(4);
    expect(await api.resetClock({})).toBeNull();
    expect(await api.roundClock({})).toBeNull();
    expect((await api.startClock({})).startedAt).toBe(new Date(now).toISOString());
  });

  it('refuses what its state does not allow, saying what to do', async () => {
    const cases = [
      [
        api.pauseClock({}),
        'clock-not-started',
        "La pendule de la ronde 1 n'est pas démarrée : il n’y a rien à arrêter.",
      ],
      [
        api.resumeClock({}),
        'clock-not-started',
        "La pendule de la ronde 1 n'est pas démarrée : il n’y a rien à relancer.",
      ],
      [
        api.adjustClock({ minutes: 5 }),
        'clock-not-started',
        "La pendule de la ronde 1 n'est pas démarrée : démarrez-la d’abord.",
      ],
    ] as const;
    for (const [call, code, message] of cases) {
      const refused = await refusal(call);
      expect(refused.refusal.code).toBe(code);
      expect(refused.message).toBe(message);
    }
    await api.startClock({});
    const twice = await refusal(api.startClock({}));
    expect(twice.refusal).toMatchObject({
      code: 'clock-started',
      params: { round: 1, at: new Date(START).toISOString() },
    });
    expect(refusalMessage(twice.refusal, 'en')).toMatch(
      /^The clock of round 1 has been running since \d\d:\d\d: adjust it/,
    );
    expect((await refusal(api.resumeClock({}))).refusal.code).toBe('clock-running');
    await api.pauseClock({});
    expect((await refusal(api.pauseClock({}))).refusal.code).toBe('clock-paused');
    const zero = await refusal(api.adjustClock({ minutes: 0 }));
    expect(zero.message).toBe('Minutes à ajouter ou retirer : un nombre autre que zéro est attendu');
  });

  it('refuses to start before any round is paired', async () => {
    await api.createTournament({ path: join(folder, 'vide.sclassic'), name: 'Vide', date: '2026-12-22' });
    const refused = await refusal(api.startClock({}));
    expect(refused.message).toBe("Aucune ronde n'est appariée : la pendule se démarre avec la ronde.");
    expect(await api.roundClock({})).toBeNull();
  });
});

describe('the time control of a round', () => {
  it('is the tournament’s, but a final phase’s round is played in the format chosen when it was opened', () => {
    const tournament = { minutes: 25, bestOfThree: false };
    const final = { afterRound: 7, bestOfThree: true };
    expect(roundMinutes(roundTimeControl(tournament, final, 7))).toBe(50);
    expect(roundMinutes(roundTimeControl(tournament, final, 8))).toBe(150);
    expect(roundMinutes(roundTimeControl(tournament, null, 8))).toBe(50);
  });
});

describe('the figures a screen shows', () => {
  it('writes minutes and seconds, hours only when there are some, rounding up', () => {
    expect(clockFigure(50 * MINUTE)).toBe('50:00');
    expect(clockFigure(150 * MINUTE)).toBe('2:30:00');
    expect(clockFigure(61_001)).toBe('1:02');
    expect(clockFigure(0)).toBe('0:00');
  });
});
