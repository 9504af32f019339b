/**
 * Round 1 for large fields (000 §6.1.1): groups A and B. With N players to pair (X included),
 * M = N/3 rounded, P = 2M; group A (ranks 1..P) is paired first against last, group B
 * (ranks P+1..N) in consecutive pairs.
 */
export function groupsAB(field: readonly number[]): Array<[number, number]> {
  const n = field.length;
  const p = 2 * Math.round(n / 3);
  const pairs: Array<[number, number]> = [];
  for (let i = 0; i < p / 2; i++) pairs.push([field[i] as number, field[p - 1 - i] as number]);
  for (let j = p; j + 1 < n; j += 2) pairs.push([field[j] as number, field[j + 1] as number]);
  return pairs;
}
