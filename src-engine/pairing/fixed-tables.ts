/**
 * Fixed opening rounds for small fields, as literal data: each round lists pairs of
 * initial ranks (1-based, X included as the last rank when the field is odd), the first
 * of each pair taken as A.
 */
export type FixedRound = ReadonlyArray<readonly [number, number]>;
export type FixedTable = ReadonlyArray<FixedRound>;
/** Tables keyed by the size of the field to pair in round 1 (X included). */
export type FixedRoundTables = Readonly<Record<number, FixedTable>>;

/** FISF current text (000 §6.2.1): top half meets bottom half, then within halves. */
export const FISF_EIGHT: FixedTable = [
  [
    [1, 5],
    [2, 6],
    [3, 7],
    [4, 8],
  ],
  [
    [1, 4],
    [2, 3],
    [5, 8],
    [6, 7],
  ],
];

/** Earlier FISF text (001 §6.2.1). */
export const FISF_EARLIER_EIGHT: FixedTable = [
  [
    [1, 8],
    [5, 6],
    [2, 7],
    [3, 4],
  ],
  [
    [1, 6],
    [5, 8],
    [2, 4],
    [3, 7],
  ],
];

/**
 * Sclassic's own tables for 9 to 16 players (the official ones are not published).
 * Made by search (see docs/rules.md) for, in this order:
 * 1. the last rank — X when the field is odd — never meets the top quarter of the field, and
 *    meets rank 4 in round 1 (rank 8 of 16), as X meets ranks 4 and 5 in the 8-player table;
 * 2. balance: each player's three opponents have rank sums as close as possible to
 *    3(N+1)/2 — within 0.5 for 12 players, within 1.5 for 10, 14 and 16;
 * 3. the spirit of the 8-player table: round 1 sets the top half against the bottom half,
 *    round 2 pairs within halves as far as the balance allows.
 * `npm run tables` prints them with each player's rank balance.
 */
export const SCLASSIC_TEN_TO_SIXTEEN: FixedRoundTables = {
  10: [
    [
      [1, 8],
      [2, 6],
      [3, 7],
      [4, 10],
      [5, 9],
    ],
    [
      [1, 5],
      [2, 3],
      [4, 6],
      [7, 10],
      [8, 9],
    ],
    [
      [1, 4],
      [2, 7],
      [3, 9],
      [5, 8],
      [6, 10],
    ],
  ],
  12: [
    [
      [1, 11],
      [2, 7],
      [3, 10],
      [4, 12],
      [5, 8],
      [6, 9],
    ],
    [
      [1, 3],
      [2, 8],
      [4, 6],
      [5, 10],
      [7, 12],
      [9, 11],
    ],
    [
      [1, 5],
      [2, 4],
      [3, 9],
      [6, 7],
      [8, 12],
      [10, 11],
    ],
  ],
  14: [
    [
      [1, 11],
      [2, 13],
      [3, 12],
      [4, 14],
      [5, 9],
      [6, 10],
      [7, 8],
    ],
    [
      [1, 7],
      [2, 5],
      [3, 10],
      [4, 6],
      [8, 9],
      [11, 13],
      [12, 14],
    ],
    [
      [1, 3],
      [2, 4],
      [5, 12],
      [6, 8],
      [7, 14],
      [9, 11],
      [10, 13],
    ],
  ],
  16: [
    [
      [1, 12],
      [2, 6],
      [3, 10],
      [4, 15],
      [5, 11],
      [7, 14],
      [8, 16],
      [9, 13],
    ],
    [
      [1, 5],
      [2, 7],
      [3, 4],
      [6, 8],
      [9, 12],
      [10, 15],
      [11, 16],
      [13, 14],
    ],
    [
      [1, 9],
      [2, 13],
      [3, 11],
      [4, 8],
      [5, 14],
      [6, 16],
      [7, 10],
      [12, 15],
    ],
  ],
};

/** Each player's opponents' rank sum over a table: the measure of its balance. */
export function opponentRankSums(table: FixedTable, fieldSize: number): number[] {
  const sums = new Array<number>(fieldSize).fill(0);
  for (const round of table) {
    for (const [a, b] of round) {
      sums[a - 1] = (sums[a - 1] ?? 0) + b;
      sums[b - 1] = (sums[b - 1] ?? 0) + a;
    }
  }
  return sums;
}
