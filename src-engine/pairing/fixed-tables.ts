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
 * Made by search (see docs/fixed-tables.md) for, in this order:
 * 1. balance: each player's three opponents have rank sums as close as possible to
 *    3(N+1)/2 — within 0.5 for 12 and 16 players, within 1.5 for 10 and 14, where no
 *    exact balance was found;
 * 2. the spirit of the 8-player table: round 1 sets the top half against the bottom half,
 *    round 2 pairs within halves as far as the balance allows.
 * `npm run tables` prints them with each player's rank balance.
 */
export const SCLASSIC_TEN_TO_SIXTEEN: FixedRoundTables = {
  10: [
    [
      [1, 9],
      [2, 10],
      [3, 6],
      [4, 7],
      [5, 8],
    ],
    [
      [1, 2],
      [3, 4],
      [5, 9],
      [6, 10],
      [7, 8],
    ],
    [
      [1, 5],
      [2, 6],
      [3, 7],
      [4, 8],
      [9, 10],
    ],
  ],
  12: [
    [
      [1, 12],
      [2, 10],
      [3, 7],
      [4, 11],
      [5, 8],
      [6, 9],
    ],
    [
      [1, 2],
      [3, 4],
      [5, 10],
      [6, 7],
      [8, 11],
      [9, 12],
    ],
    [
      [1, 5],
      [2, 9],
      [3, 8],
      [4, 6],
      [7, 11],
      [10, 12],
    ],
  ],
  14: [
    [
      [1, 12],
      [2, 14],
      [3, 10],
      [4, 9],
      [5, 13],
      [6, 11],
      [7, 8],
    ],
    [
      [1, 3],
      [2, 5],
      [4, 13],
      [6, 7],
      [8, 14],
      [9, 10],
      [11, 12],
    ],
    [
      [1, 8],
      [2, 4],
      [3, 11],
      [5, 6],
      [7, 9],
      [10, 12],
      [13, 14],
    ],
  ],
  16: [
    [
      [1, 16],
      [2, 7],
      [3, 13],
      [4, 14],
      [5, 11],
      [6, 12],
      [8, 15],
      [9, 10],
    ],
    [
      [1, 6],
      [2, 9],
      [3, 5],
      [4, 11],
      [7, 8],
      [10, 15],
      [12, 14],
      [13, 16],
    ],
    [
      [1, 4],
      [2, 10],
      [3, 8],
      [5, 12],
      [6, 13],
      [7, 15],
      [9, 14],
      [11, 16],
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
