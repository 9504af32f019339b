/**
 * The French set of tiles (102 with the two blanks): letter, count and value. Score sheets print
 * it so players can tick off the tiles played.
 */
export interface Tile {
  /** The letter, or '?' for a blank (joker). */
  letter: string;
  count: number;
  points: number;
}

export const FRENCH_TILES: readonly Tile[] = [
  { letter: 'A', count: 9, points: 1 },
  { letter: 'B', count: 2, points: 3 },
  { letter: 'C', count: 2, points: 3 },
  { letter: 'D', count: 3, points: 2 },
  { letter: 'E', count: 15, points: 1 },
  { letter: 'F', count: 2, points: 4 },
  { letter: 'G', count: 2, points: 2 },
  { letter: 'H', count: 2, points: 4 },
  { letter: 'I', count: 8, points: 1 },
  { letter: 'J', count: 1, points: 8 },
  { letter: 'K', count: 1, points: 10 },
  { letter: 'L', count: 5, points: 1 },
  { letter: 'M', count: 3, points: 2 },
  { letter: 'N', count: 6, points: 1 },
  { letter: 'O', count: 6, points: 1 },
  { letter: 'P', count: 2, points: 3 },
  { letter: 'Q', count: 1, points: 8 },
  { letter: 'R', count: 6, points: 1 },
  { letter: 'S', count: 6, points: 1 },
  { letter: 'T', count: 6, points: 1 },
  { letter: 'U', count: 6, points: 1 },
  { letter: 'V', count: 2, points: 4 },
  { letter: 'W', count: 1, points: 10 },
  { letter: 'X', count: 1, points: 10 },
  { letter: 'Y', count: 1, points: 10 },
  { letter: 'Z', count: 1, points: 10 },
  { letter: '?', count: 2, points: 0 },
];
