/** 002 §3.1: the software designates who starts, balancing starts over the tournament. */
import { describe, expect, it } from 'vitest';
import {
  designateStarter,
  pairNextRound,
  playMatchStarts,
  readTournament,
  startHistory,
} from '../../src-engine/index.ts';
import { doc, field, win } from '../support/documents.ts';

const initialRank = [1, 2, 3, 4];

describe('designateStarter', () => {
  it('the player who has started fewer games starts', () => {
    expect(designateStarter(0, 1, { started: [1, 2], startedLatest: [true, false] }, initialRank)).toBe(0);
  });
  it('on equal counts, the one who did not start their latest game', () => {
    expect(designateStarter(0, 1, { started: [2, 2], startedLatest: [false, true] }, initialRank)).toBe(0);
    expect(designateStarter(0, 1, { started: [2, 2], startedLatest: [true, false] }, initialRank)).toBe(1);
  });
  it('then the player lower in the initial ranking', () => {
    expect(designateStarter(0, 1, { started: [0, 0], startedLatest: [false, false] }, initialRank)).toBe(1);
    expect(designateStarter(3, 2, { started: [1, 1], startedLatest: [true, true] }, initialRank)).toBe(3);
  });
});

describe('best of three', () => {
  it('game 2 goes to the player who did not start game 1; game 3 is designated again', () => {
    const history = { started: [0, 0, 0, 0], startedLatest: [false, false, false, false] };
    // Equal counts everywhere: game 1 to the lower-ranked (1), game 2 to 0, game 3: both started once,
    // 0 started the latest, so 1 starts.
    expect(playMatchStarts(0, 1, 3, undefined, history, initialRank)).toEqual([1, 0, 1]);
    expect(history.started).toEqual([1, 2, 0, 0]);
  });
  it('a recorded starter of game 1 is kept', () => {
    const history = { started: [0, 0, 0, 0], startedLatest: [false, false, false, false] };
    expect(playMatchStarts(0, 1, 2, 0, history, initialRank)).toEqual([0, 1]);
  });
});

describe('over a tournament', () => {
  it('never makes a player who has started more games start again, and keeps starts balanced', () => {
    const players = field(8);
    const rounds: Parameters<typeof doc>[1] = [];
    for (let r = 0; r < 4; r++) {
      const state = readTournament(doc(players, rounds));
      const before = startHistory(state).started;
      const pairing = pairNextRound(state);
      for (const m of pairing.matches) {
        const starter = m.starts as number;
        const other = starter === m.a ? m.b : m.a;
        expect(before[starter]).toBeLessThanOrEqual(before[other] as number);
      }
      const id = (p: number) => `p${p + 1}`;
      rounds.push({
        matches: pairing.matches.map((m) => ({
          ...win(id(m.a), id(m.b), r % 2 === 0 ? 'a' : 'b'),
          starts: id(m.starts as number),
        })),
      });
    }
    const started = startHistory(readTournament(doc(players, rounds))).started;
    expect(started.reduce((a, b) => a + b, 0)).toBe(16); // one starter per game
    expect(Math.max(...started) - Math.min(...started)).toBeLessThanOrEqual(2);
  });
  it('nobody starts against X', () => {
    const pairing = pairNextRound(readTournament(doc(field(17), [])));
    expect(pairing.matches.at(-1)?.starts).toBeNull();
    expect(pairing.matches.slice(0, -1).every((m) => m.starts === m.a || m.starts === m.b)).toBe(true);
  });
});
