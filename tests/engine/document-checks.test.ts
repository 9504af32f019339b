/** Documents the engine refuses, with the field and the problem named. */
import { describe, expect, it } from 'vitest';
import { checkDocument, DocumentError, pairNextRound, readTournament } from '../../src-engine/index.ts';
import { doc, field, win } from '../support/documents.ts';

const players = field(4);

describe('checkDocument', () => {
  it('accepts a consistent document', () => {
    expect(checkDocument(doc(players, [{ matches: [win('p1', 'p2'), win('p3', 'p4')] }]))).toEqual([]);
  });
  it.each([
    ['an unknown player', [{ matches: [win('p1', 'p9')] }], 'rounds[0].matches[0].b', 'unknown-player'],
    [
      'a player paired twice',
      [{ matches: [win('p1', 'p2'), win('p1', 'p3')] }],
      'rounds[0].matches[1].a',
      'paired-twice',
    ],
    ['a player against themself', [{ matches: [win('p1', 'p1')] }], 'rounds[0].matches[0].b', 'paired-with-self'],
    [
      'an absent player paired',
      [{ absent: ['p2'], matches: [win('p1', 'p2')] }],
      'rounds[0].matches[0].b',
      'absent-but-paired',
    ],
    [
      'a forfeit and games together',
      [{ matches: [{ a: 'p1', b: 'p2', forfeit: 'a' as const, games: [[1, 2] as const] }] }],
      'rounds[0].matches[0].forfeit',
      'forfeit-with-scores',
    ],
    [
      'a forfeit against X',
      [{ matches: [{ a: 'p1', b: null, forfeit: 'a' as const }] }],
      'rounds[0].matches[0].forfeit',
      'forfeit-against-x',
    ],
    [
      'a third game after a 2–0',
      [
        {
          matches: [
            {
              a: 'p1',
              b: 'p2',
              games: [
                [400, 300],
                [400, 300],
                [400, 300],
              ] as Array<[number, number]>,
            },
          ],
        },
      ],
      'rounds[0].matches[0].games',
      'invalid-game-count',
    ],
    [
      'an abandon without scores',
      [{ matches: [{ a: 'p1', b: 'p2', abandon: { by: 'a' as const, agreed: true } }] }],
      'rounds[0].matches[0].games',
      'result-needs-games',
    ],
  ])('refuses %s', (_, rounds, path, code) => {
    expect(checkDocument(doc(players, rounds))).toContainEqual(expect.objectContaining({ path, code }));
  });
  it('refuses duplicate ids and a withdrawal after a round not yet played', () => {
    const problems = checkDocument(
      doc([...players, { id: 'p1', name: 'Doublon', rating: 1000, withdrawnAfter: 3 }], []),
    );
    expect(problems.map((p) => p.code)).toEqual(['duplicate-player-id', 'withdrawal-out-of-range']);
  });
  it('refuses an unknown player in next.absent', () => {
    expect(checkDocument(doc(players, [], { next: { absent: ['zz'] } }))).toEqual([
      { path: 'next.absent[0]', code: 'unknown-player', params: { id: 'zz' } },
    ]);
  });
});

describe('pairing', () => {
  it('refuses to pair while results are missing, naming the tables', () => {
    const state = readTournament(doc(players, [{ matches: [{ a: 'p1', b: 'p2' }, win('p3', 'p4')] }]));
    let error: unknown;
    try {
      pairNextRound(state);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(DocumentError);
    expect((error as DocumentError).problems).toEqual([
      { path: 'rounds[0].matches[0]', code: 'missing-results', params: { round: 1, table: 1 } },
    ]);
  });
  it('readTournament throws every problem at once', () => {
    expect(() => readTournament(doc(players, [{ matches: [win('p1', 'p9'), win('p1', 'p2')] }]))).toThrow(
      DocumentError,
    );
  });
});
