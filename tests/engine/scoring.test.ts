/** Scoring a match: points, Pdep, best of three, abandons and arbitral decisions (002 §9). */
import { describe, expect, it } from 'vitest';
import {
  abandonScores,
  expectedGameCount,
  readTournament,
  resolveRuleset,
  scoreMatch,
  tally,
  X,
} from '../../src-engine/index.ts';
import { doc, playersRanked } from '../support/documents.ts';

const fisf = resolveRuleset('fisf');
const table = fisf.abandon;

describe('match points', () => {
  it('win 3, draw 2, loss 1, whatever the margin', () => {
    expect(scoreMatch({ a: 'a', b: 'b', games: [[401, 400]] }, 0, 0, fisf)).toMatchObject({
      a: { pm: 3 },
      b: { pm: 1 },
    });
    expect(scoreMatch({ a: 'a', b: 'b', games: [[380, 380]] }, 0, 0, fisf)).toMatchObject({
      a: { pm: 2, pdep: 0, outcome: 'draw' },
      b: { pm: 2, pdep: 0, outcome: 'draw' },
    });
  });
  it('both players forfeit: 0 PM and the forfeit value off each', () => {
    expect(scoreMatch({ a: 'a', b: 'b', forfeit: 'both' }, 0, 0, fisf)).toMatchObject({
      a: { pm: 0, pdep: -50, outcome: 'loss' },
      b: { pm: 0, pdep: -50, outcome: 'loss' },
    });
  });
  it('a match with no result yet scores nothing', () => {
    expect(scoreMatch({ a: 'a', b: 'b' }, 0, 0, fisf)).toBeNull();
  });
});

describe('best of three ("deux manches gagnantes")', () => {
  it('the first to two games wins; Pdep add up over the games, each capped', () => {
    const s = scoreMatch(
      {
        a: 'a',
        b: 'b',
        games: [
          [300, 450],
          [420, 400],
          [390, 380],
        ],
      },
      0,
      0,
      fisf,
    );
    expect(s).toMatchObject({ a: { pm: 3, pdep: -100 + 20 + 10 }, b: { pm: 1, pdep: 100 - 20 - 10 } });
  });
  it('two games when one player won both, three otherwise', () => {
    expect(
      expectedGameCount([
        [400, 300],
        [410, 320],
      ]),
    ).toBe(2);
    expect(
      expectedGameCount([
        [400, 300],
        [300, 410],
      ]),
    ).toBe(3);
    expect(
      expectedGameCount([
        [400, 400],
        [410, 320],
      ]),
    ).toBe(3);
    expect(expectedGameCount([[400, 300]])).toBe(1);
  });
  it('a drawn game counts a half: 1½–1½ is a drawn match', () => {
    expect(
      scoreMatch(
        {
          a: 'a',
          b: 'b',
          games: [
            [400, 300],
            [300, 400],
            [350, 350],
          ],
        },
        0,
        0,
        fisf,
      ),
    ).toMatchObject({
      a: { pm: 2, outcome: 'draw' },
      b: { pm: 2, outcome: 'draw' },
    });
  });
});

describe('002 §9: the abandon table', () => {
  it('gap under 100, winner above 450: winner keeps the score, the abandoning player 350', () => {
    expect(abandonScores(480, 420, table)).toEqual([480, 350]);
  });
  it('gap under 100, winner at 450 or less: 450 and 350', () => {
    expect(abandonScores(300, 260, table)).toEqual([450, 350]);
    expect(abandonScores(450, 400, table)).toEqual([450, 350]);
  });
  it('gap over 100, winner above 450: both keep their scores', () => {
    expect(abandonScores(520, 300, table)).toEqual([520, 300]);
  });
  it('gap over 100, winner at 450 or less: 450 and the abandoning player keeps the score', () => {
    expect(abandonScores(400, 250, table)).toEqual([450, 250]);
  });
  it('a gap of exactly 100 reads as the "over" row by default, the "under" row if the ruleset says so', () => {
    expect(abandonScores(400, 300, table)).toEqual([450, 300]);
    expect(abandonScores(400, 300, { ...table, exactGapRow: 'under' })).toEqual([450, 350]);
  });
  it('when the abandoning player leads, they get 350 and lose', () => {
    expect(abandonScores(300, 480, table)).toEqual([450, 350]);
  });

  it('an agreed abandon is a normal loss (1 PM), scored from the table', () => {
    const s = scoreMatch({ a: 'a', b: 'b', games: [[260, 300]], abandon: { by: 'b', agreed: true } }, 0, 0, fisf);
    expect(s?.games).toEqual([[450, 350]]);
    expect(s).toMatchObject({ a: { pm: 3, pdep: 100 }, b: { pm: 1, pdep: -100, outcome: 'loss' } });
  });
  it('an abandon without agreement gives the abandoning player 0 PM', () => {
    // a trails by 220: the "over" row, both keep their scores.
    const s = scoreMatch({ a: 'a', b: 'b', games: [[300, 520]], abandon: { by: 'a', agreed: false } }, 0, 0, fisf);
    expect(s?.games).toEqual([[300, 520]]);
    expect(s).toMatchObject({ a: { pm: 0, pdep: -100 }, b: { pm: 3, pdep: 100 } });
  });
  it('a loss by arbitral decision follows the same model: 0 PM', () => {
    const s = scoreMatch({ a: 'a', b: 'b', games: [[410, 380]], decision: { against: 'a' } }, 0, 0, fisf);
    expect(s?.games).toEqual([[350, 450]]);
    expect(s).toMatchObject({ a: { pm: 0, outcome: 'loss' }, b: { pm: 3, outcome: 'win' } });
  });
  it('an abandon in game 2 of a best of three loses the match whatever the games before', () => {
    const s = scoreMatch(
      {
        a: 'a',
        b: 'b',
        games: [
          [400, 300],
          [200, 210],
        ],
        abandon: { by: 'a', agreed: true },
      },
      0,
      0,
      fisf,
    );
    expect(s).toMatchObject({ a: { pm: 1, outcome: 'loss', pdep: 100 - 100 }, b: { pm: 3, outcome: 'win' } });
  });
});

describe('how a match ended beyond the board', () => {
  it('the games alone, a forfeit (X included), an abandon with or without agreement, a decision', () => {
    const ending = (match: Parameters<typeof scoreMatch>[0]) => scoreMatch(match, 0, 0, fisf)?.ending;
    expect(ending({ a: 'a', b: 'b', games: [[400, 380]] })).toBeNull();
    expect(ending({ a: 'a', b: 'b', forfeit: 'a' })).toBe('forfeit');
    expect(ending({ a: 'a', b: 'b', forfeit: 'both' })).toBe('forfeit');
    expect(ending({ a: 'a', b: null })).toBe('forfeit');
    expect(ending({ a: 'a', b: 'b', games: [[210, 245]], abandon: { by: 'b', agreed: true } })).toBe('abandon-agreed');
    expect(ending({ a: 'a', b: 'b', games: [[300, 180]], abandon: { by: 'b', agreed: false } })).toBe('abandon');
    expect(ending({ a: 'a', b: 'b', games: [[380, 350]], decision: { against: 'a' } })).toBe('decision');
  });

  it('each player’s round line holds the games as they count, their own score first, and the ending', () => {
    const state = readTournament(
      doc(playersRanked(['A', 'B', 'C', 'D', 'E']), [
        {
          matches: [
            { a: 'A', b: 'E', games: [[210, 245]], abandon: { by: 'b', agreed: true } },
            { a: 'B', b: 'D', forfeit: 'b' },
            { a: 'C', b: null },
          ],
        },
      ]),
    );
    const line = (player: number) => tally(state)[player]?.lines[0];
    expect(line(0)).toMatchObject({ games: [[450, 350]], ending: 'abandon-agreed', outcome: 'win', pm: 3, pdep: 100 });
    expect(line(4)).toMatchObject({
      games: [[350, 450]],
      ending: 'abandon-agreed',
      outcome: 'loss',
      pm: 1,
      pdep: -100,
    });
    expect(line(1)).toMatchObject({ games: [], ending: 'forfeit', outcome: 'win', byForfeit: true });
    expect(line(3)).toMatchObject({ games: [], ending: 'forfeit', outcome: 'loss', pm: 0 });
    expect(line(2)).toMatchObject({ games: [], ending: 'forfeit', outcome: 'win', opponent: X });
  });
});
