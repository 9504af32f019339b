/**
 * Pairing by score groups with permutations (000 §6.1.2–6.1.3, §7), and the bottom pass
 * (000 §7, last paragraph). The procedure works on any ordered list of players, so the
 * bottom pass is the same three steps run on the freed players' reversed ranking.
 */

export interface PairingInput {
  /** Players in the order the procedure walks them (the ranking, X last). */
  order: readonly number[];
  /** The score that forms groups (PM; X gets a value of its own so it never joins a group). */
  groupOf: (player: number) => number;
  /** Whether the two have already met (X included). */
  haveMet: (p: number, q: number) => boolean;
}

/**
 * How steps 2 and 3 chose A's opponent (000 §6.1.2–6.1.3, §7): who the rules proposed, and when
 * A had already met them, whom the permutation tried going up, then going down.
 */
export interface PermutationStep {
  /** A's score group: its score (PM) and its unpaired players, A included. */
  groupScore: number;
  groupSize: number;
  /** The proposed opponent: the last of an even group, or the first player below an odd one. */
  proposed: number;
  proposedFrom: 'own-group' | 'below';
  /**
   * Null when A had not met the proposed opponent. Otherwise the unpaired players tried going up
   * from the proposed (each had met A), those tried going down, and where the opponent was found
   * ('none': nobody had not met A, the rematch with the proposed stands).
   */
  permutation: null | { up: number[]; down: number[]; found: 'up' | 'down' | 'none' };
}

export interface FormedPair {
  /** The player the procedure took as A. */
  a: number;
  b: number;
  rematch: boolean;
  /** How the score-group procedure chose b (the other methods form pairs by rank alone). */
  step?: PermutationStep;
}

/**
 * Runs the three steps until everyone is paired, returning the pairs in the order formed.
 * 1. A = the first unpaired player; G = the unpaired players with A's score, A included.
 * 2. G even: B = the last of G. G odd: B = the first unpaired player after G.
 * 3. If A and B have met: the first unpaired player who has not met A, searching from B
 *    towards A, then from B away from A; if none, A–B stands (a rematch).
 */
export function pairByScoreGroups({ order, groupOf, haveMet }: PairingInput): FormedPair[] {
  const n = order.length;
  const paired = new Uint8Array(n);
  const pairs: FormedPair[] = [];
  for (let i = 0; i < n; i++) {
    if (paired[i]) continue;
    paired[i] = 1;
    const a = order[i] as number;
    const score = groupOf(a);

    let groupSize = 1;
    let lastInGroup = -1;
    let j = i + 1;
    for (; j < n && groupOf(order[j] as number) === score; j++) {
      if (!paired[j]) {
        groupSize += 1;
        lastInGroup = j;
      }
    }
    let proposed = -1;
    if (groupSize % 2 === 0) proposed = lastInGroup;
    else {
      for (; j < n; j++) {
        if (!paired[j]) {
          proposed = j;
          break;
        }
      }
    }
    if (proposed < 0) throw new Error('pairByScoreGroups: an odd number of players to pair');

    let chosen = proposed;
    let permutation: PermutationStep['permutation'] = null;
    if (haveMet(a, order[proposed] as number)) {
      permutation = { up: [], down: [], found: 'none' };
      // Each unpaired player tried: taken if they have not met A, noted as tried otherwise.
      const tries = (k: number, tried: number[]): boolean => {
        if (paired[k]) return false;
        if (!haveMet(a, order[k] as number)) return true;
        tried.push(order[k] as number);
        return false;
      };
      let found = -1;
      for (let k = proposed - 1; k > i && found < 0; k--) if (tries(k, permutation.up)) found = k;
      if (found >= 0) permutation.found = 'up';
      for (let k = proposed + 1; k < n && found < 0; k++) if (tries(k, permutation.down)) found = k;
      if (found >= 0 && permutation.found === 'none') permutation.found = 'down';
      if (found >= 0) chosen = found;
    }
    paired[chosen] = 1;
    const b = order[chosen] as number;
    const step: PermutationStep = {
      groupScore: score,
      groupSize,
      proposed: order[proposed] as number,
      proposedFrom: groupSize % 2 === 0 ? 'own-group' : 'below',
      permutation,
    };
    pairs.push({ a, b, rematch: haveMet(a, b), step });
  }
  return pairs;
}

const rematchCount = (pairs: readonly FormedPair[]) => pairs.reduce((n, p) => n + (p.rematch ? 1 : 0), 0);

export interface BottomPassResult {
  pairs: FormedPair[];
  /** Pairs formed by the bottom pass (a subset of `pairs`), empty when it was not kept. */
  fromBottomPass: ReadonlySet<FormedPair>;
}

/**
 * The bottom pass: if rematches remain, free every pair that involves a player ranked below
 * the cut (rank > floor(N × fraction)), pair the freed players again from the last-ranked
 * upwards, and keep the result only if it has fewer rematches.
 */
export function bottomPass(
  input: PairingInput,
  pairs: FormedPair[],
  fraction: { numerator: number; denominator: number },
): BottomPassResult {
  const unchanged = { pairs, fromBottomPass: new Set<FormedPair>() };
  const before = rematchCount(pairs);
  if (before === 0) return unchanged;
  const position = new Map(input.order.map((p, i) => [p, i] as const));
  const cut = Math.floor((input.order.length * fraction.numerator) / fraction.denominator);
  const below = (p: number) => (position.get(p) as number) >= cut;
  const kept = pairs.filter((pair) => !below(pair.a) && !below(pair.b));
  const freed = pairs
    .filter((pair) => below(pair.a) || below(pair.b))
    .flatMap((pair) => [pair.a, pair.b])
    .sort((p, q) => (position.get(q) as number) - (position.get(p) as number));
  const repaired = pairByScoreGroups({ ...input, order: freed });
  const candidate = [...kept, ...repaired];
  if (rematchCount(candidate) >= before) return unchanged;
  return { pairs: candidate, fromBottomPass: new Set(repaired) };
}
