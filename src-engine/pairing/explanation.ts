/**
 * Why the procedure formed each match, in the rules' own terms, for the director to answer a
 * player who asks: the group and ranks of round 1 (000 §6.1.1), the fixed table's row (§6.2.1),
 * the score group, the proposed opponent and the permutation (§6.1.2–6.1.3, §7), the bottom pass.
 * Players are engine indexes (X is -1); each surface names them.
 */

/** Two players' places, 1-based: in the field by initial ranking, or in the ranking the procedure walked. */
export type Ranks = [number, number];

/** A player tried by the permutation, and the round they met A in. */
export interface TriedOpponent {
  player: number;
  metIn: number;
}

export type MatchExplanation =
  | {
      method: 'groups-ab';
      /** Group A (ranks 1..P, first against last) or group B (consecutive pairs). */
      group: 'A' | 'B';
      ranks: Ranks;
      /** P, the size of group A, and N, the field (X included). */
      groupA: number;
      field: number;
    }
  | { method: 'fixed-table'; round: number; fieldSize: number; ranks: Ranks }
  | { method: 'round-robin'; round: number; ranks: Ranks }
  | {
      method: 'score-groups';
      ranks: Ranks;
      /** A's score group: its PM, and its unpaired players when A was taken. */
      groupScore: number;
      groupSize: number;
      /** The opponent step 2 proposed: the last of an even group, the first below an odd one. */
      proposed: { player: number; from: 'own-group' | 'below'; metIn: number | null };
      /** When A had met the proposed one: whom the permutation tried going up, then down, and where it found. */
      permutation: null | { up: TriedOpponent[]; down: TriedOpponent[]; found: 'up' | 'down' | 'none' };
      /** Formed by the bottom pass (000 §7, last paragraph). */
      bottomPass: boolean;
    };

/** The same explanation with each player named by `name` (an id for the JSON contract, a registration number for the file). */
export type NamedExplanation<T> = ReplacePlayers<MatchExplanation, T>;

type ReplacePlayers<E, T> = E extends { method: 'score-groups' }
  ? Omit<E, 'proposed' | 'permutation'> & {
      proposed: { player: T; from: 'own-group' | 'below'; metIn: number | null };
      permutation: null | {
        up: Array<{ player: T; metIn: number }>;
        down: Array<{ player: T; metIn: number }>;
        found: 'up' | 'down' | 'none';
      };
    }
  : E;

export function nameExplanation<T>(explanation: MatchExplanation, name: (player: number) => T): NamedExplanation<T> {
  if (explanation.method !== 'score-groups') return explanation as NamedExplanation<T>;
  const tried = ({ player, metIn }: TriedOpponent) => ({ player: name(player), metIn });
  return {
    ...explanation,
    proposed: { ...explanation.proposed, player: name(explanation.proposed.player) },
    permutation:
      explanation.permutation === null
        ? null
        : {
            up: explanation.permutation.up.map(tried),
            down: explanation.permutation.down.map(tried),
            found: explanation.permutation.found,
          },
  } as NamedExplanation<T>;
}
