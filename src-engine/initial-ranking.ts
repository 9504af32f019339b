/**
 * Initial ranking (000 §2): rating descending; equal ratings by name in French alphabetical
 * order, accents and case ignored; then registration order, so the order is always total.
 * Unrated newcomers (NC) come after every rated player, by name among themselves: the texts rank
 * by rating only, and a first-timer's strength is unknown, not low.
 */
const frenchNames = new Intl.Collator('fr', { sensitivity: 'base', ignorePunctuation: false, numeric: true });

export interface RankablePlayer {
  name: string;
  /** null: unrated (NC). */
  rating: number | null;
}

/** Compares two names the French way: "Émile" sorts with "Emile", "durand" with "DURAND". */
export function compareNamesFrench(a: string, b: string): number {
  return frenchNames.compare(a, b);
}

/** Ratings descending, every rating before none: a negative number when `p` ranks first. */
function compareRatings(p: number | null, q: number | null): number {
  if (p === null || q === null) return (p === null ? 1 : 0) - (q === null ? 1 : 0);
  return q - p;
}

/** Indices of `players` (registration order) in initial-ranking order. */
export function initialRankingOrder(players: readonly RankablePlayer[]): number[] {
  return players
    .map((_, index) => index)
    .sort((i, j) => {
      const p = players[i] as RankablePlayer;
      const q = players[j] as RankablePlayer;
      return compareRatings(p.rating, q.rating) || compareNamesFrench(p.name, q.name) || i - j;
    });
}

/** For each player (registration index), their 1-based initial rank. */
export function initialRanks(players: readonly RankablePlayer[]): number[] {
  const ranks = new Array<number>(players.length);
  initialRankingOrder(players).forEach((playerIndex, position) => {
    ranks[playerIndex] = position + 1;
  });
  return ranks;
}
