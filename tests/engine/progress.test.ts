/**
 * Where a tournament stands (progress.ts): rounds paired and planned, tables waiting, the classic
 * phase over, the final phase's stage and whether it is settled, the tournament finished; the
 * games each player won; the final phase's options that do not go together; the field too small
 * to pair; a document's ids and the engine's indexes.
 */
import { describe, expect, it } from 'vitest';
import {
  DocumentError,
  type FinalPhaseOptions,
  type FinalPhaseRecord,
  finalPhaseOptionProblems,
  finalRoundStage,
  gamesWon,
  idAt,
  indexOfId,
  pairNextRound,
  readTournament,
  tournamentProgress,
  X,
} from '../../src-engine/index.ts';
import { doc, playersRanked, win } from '../support/documents.ts';

const players = playersRanked(['A', 'B', 'C', 'D', 'E', 'F']);
const round1 = { matches: [win('A', 'D'), win('B', 'E'), win('C', 'F')] };
// Round 2, table 3 still waiting for its sheet.
const round2 = { matches: [{ a: 'A', b: 'C', games: [[420, 380] as const] }, win('B', 'F'), { a: 'D', b: 'E' }] };
const noPlan = { plannedRounds: null, finalPhase: null };

describe('the progress of the classic rounds', () => {
  it('before round 1: nothing paired, the ruleset’s rounds planned for the field', () => {
    const progress = tournamentProgress(readTournament(doc(players, [])), noPlan);
    expect(progress).toMatchObject({ paired: 0, current: null, complete: 0, allPaired: false, classicOver: false });
    expect(progress.planned).toBe(progress.advice.ruleRounds);
    expect(progress.finished).toBe(false);
  });

  it('says the tables still waiting in the round in play, and the rounds complete before it', () => {
    const progress = tournamentProgress(readTournament(doc(players, [round1, round2])), {
      ...noPlan,
      plannedRounds: 2,
    });
    expect(progress).toMatchObject({ paired: 2, planned: 2, allPaired: true, complete: 1, classicOver: false });
    expect(progress.current).toEqual({ round: 2, tables: [3] });
    expect(progress.finished).toBe(false);
  });

  it('is over, and the tournament finished, once every planned round is paired and entered', () => {
    const entered = { matches: [...round2.matches.slice(0, 2), win('D', 'E')] };
    const state = readTournament(doc(players, [round1, entered]));
    const over = tournamentProgress(state, { ...noPlan, plannedRounds: 2 });
    expect(over).toMatchObject({ current: { round: 2, tables: [] }, complete: 2, classicOver: true, finished: true });
    // The director's number of rounds is the one in force: a third round to play, nothing over.
    const more = tournamentProgress(state, { ...noPlan, plannedRounds: 3 });
    expect(more).toMatchObject({ planned: 3, allPaired: false, classicOver: false, finished: false });
  });

  it('counts the field without the withdrawn players', () => {
    const withdrawn = players.map((p, i) => (i < 2 ? { ...p, withdrawnAfter: 0 } : p));
    const all = tournamentProgress(readTournament(doc(players, [])), noPlan);
    const fewer = tournamentProgress(readTournament(doc(withdrawn, [])), noPlan);
    expect(all.advice.warnings[0]).toMatchObject({ code: 'field-too-small', players: 6 });
    expect(fewer.advice.warnings[0]).toMatchObject({ code: 'field-too-small', players: 4 });
  });
});

describe('the progress of the final phase', () => {
  const complete = { matches: [...round2.matches.slice(0, 2), win('D', 'E')] };
  const state = readTournament(doc(players, [round1, complete]));
  const semiFinal = (a: string, b: string, seeds: [number, number], winner: 'a' | 'b' | null) => ({
    ...(winner === null ? { a, b } : win(a, b, winner)),
    stage: 'semi-final' as const,
    seeds,
    carried: null,
  });
  const phase = (rounds: FinalPhaseRecord['rounds']): FinalPhaseRecord => ({
    size: 4,
    bestOfThree: false,
    thirdPlace: false,
    countClassicGame: false,
    seeds: ['A', 'B', 'D', 'C'],
    rounds,
  });
  const plan = (finalPhase: FinalPhaseRecord) => ({ plannedRounds: 2, finalPhase });

  it('waits for the semi-finals: their round, its stage, the tables waiting; not finished', () => {
    const open = tournamentProgress(
      state,
      plan(phase([{ matches: [semiFinal('A', 'C', [1, 4], 'a'), semiFinal('B', 'D', [2, 3], null)] }])),
    );
    expect(open.finalPhase).toEqual({ round: 3, tables: [2], stage: 'semi-finals', settled: false });
    expect(open.classicOver).toBe(true);
    expect(open.finished).toBe(false);
  });

  it('is settled, and the tournament finished, once the final has its winner', () => {
    const semis = { matches: [semiFinal('A', 'C', [1, 4], 'a'), semiFinal('B', 'D', [2, 3], 'b')] };
    const final = {
      matches: [{ ...win('A', 'D'), stage: 'final' as const, seeds: [1, 3] as [number, number], carried: null }],
    };
    const done = tournamentProgress(state, plan(phase([semis, final])));
    expect(done.finalPhase).toEqual({ round: 4, tables: [], stage: 'final', settled: true });
    expect(done.finished).toBe(true);
  });

  it('names its rounds’ stages: a phase of four opens with the semi-finals', () => {
    expect([finalRoundStage({ size: 4 }, 0), finalRoundStage({ size: 4 }, 1)]).toEqual(['semi-finals', 'final']);
    expect(finalRoundStage({ size: 2 }, 0)).toBe('final');
  });
});

describe('the final phase’s options', () => {
  const options: FinalPhaseOptions = { size: 4, bestOfThree: true, thirdPlace: false, countClassicGame: false };
  const problems = (o: Partial<FinalPhaseOptions>, roundsBestOfThree = false) =>
    finalPhaseOptionProblems({ ...options, ...o }, roundsBestOfThree).map((p) => [p.path, p.params.problem]);

  it('go together as the director usually opens it', () => {
    expect(problems({})).toEqual([]);
    expect(problems({ thirdPlace: true, countClassicGame: true })).toEqual([]);
  });

  it('refuse a match for third place without semi-finals, and a carried game a final cannot take', () => {
    expect(problems({ size: 2, thirdPlace: true })).toEqual([['thirdPlace', 'third-place-two-players']]);
    expect(problems({ countClassicGame: true, bestOfThree: false })).toEqual([
      ['countClassicGame', 'count-single-game'],
    ]);
    expect(problems({ countClassicGame: true }, true)).toEqual([['countClassicGame', 'count-best-of-three-rounds']]);
  });
});

describe('the games each player won', () => {
  it('counts the games as they count, none against X, the final phase’s own games too', () => {
    const abandon = { a: 'C', b: 'F', games: [[300, 200] as const], abandon: { by: 'a' as const, agreed: false } };
    const state = readTournament(
      doc(players, [{ matches: [win('A', 'D'), { a: 'B', b: 'E', forfeit: 'b' }, abandon] }]),
    );
    const final: FinalPhaseRecord = {
      size: 2,
      bestOfThree: true,
      thirdPlace: false,
      countClassicGame: false,
      seeds: ['A', 'C'],
      rounds: [
        {
          matches: [
            {
              a: 'A',
              b: 'C',
              games: [
                [400, 300],
                [300, 400],
                [410, 390],
              ],
              stage: 'final',
              seeds: [1, 2],
              carried: null,
            },
          ],
        },
      ],
    };
    // A: round 1 and two games of the final; C: one game of the final (its abandon gives F the game).
    expect(gamesWon(state, null)).toEqual([1, 0, 0, 0, 0, 1]);
    expect(gamesWon(state, final)).toEqual([3, 0, 1, 0, 0, 1]);
  });
});

describe('pairing a field too small', () => {
  it('is refused as fewer than two players present, after the missing results', () => {
    const alone = doc(players.slice(0, 3), [], { next: { absent: ['B', 'C'] } });
    const problem = (document: typeof alone) => {
      try {
        pairNextRound(readTournament(document));
      } catch (error) {
        if (error instanceof DocumentError) return error.problems.map((p) => p.code);
      }
      return [];
    };
    expect(problem(alone)).toEqual(['field-too-small']);
    const waiting = doc(players.slice(0, 3), [{ matches: [{ a: 'A', b: 'B' }, win('C', null)] }], {
      next: { absent: ['B', 'C'] },
    });
    expect(problem(waiting)).toEqual(['missing-results']);
  });
});

describe('a document’s ids and the engine’s indexes', () => {
  const state = readTournament(doc(players, []));
  it('go both ways, X as null', () => {
    expect(players.map((p) => indexOfId(state, p.id))).toEqual([0, 1, 2, 3, 4, 5]);
    expect([0, 5, X].map((i) => idAt(state, i))).toEqual(['A', 'F', null]);
    expect(indexOfId(state, null)).toBe(X);
  });
  it('refuse an id or an index the tournament does not have', () => {
    expect(() => indexOfId(state, 'Z')).toThrow(RangeError);
    expect(() => idAt(state, 6)).toThrow(RangeError);
  });
});
