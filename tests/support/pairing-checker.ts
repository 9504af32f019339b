/**
 * An independent checker of a round's pairing, in the manner of the federations' pairing
 * checkers: it knows the rules' outcome, not the engine's code path.
 */
import { type RoundPairing, type TournamentState, X } from '../../src-engine/index.ts';

export interface Meetings {
  have(p: number, q: number): boolean;
}

/** Every meeting of the recorded rounds, X included, from the document alone. */
export function meetingsOf(state: TournamentState): Meetings {
  const met = new Set<string>();
  const key = (p: number, q: number) => (p < q ? `${p}:${q}` : `${q}:${p}`);
  for (const round of state.rounds) for (const m of round.matches) met.add(key(m.a, m.b));
  return { have: (p, q) => met.has(key(p, q)) };
}

/** Problems with the pairing, as sentences; empty when it holds. */
export function checkPairing(state: TournamentState, pairing: RoundPairing): string[] {
  const problems: string[] = [];
  const round = pairing.round;
  const expected = state.players
    .map((_, i) => i)
    .filter((i) => !state.nextAbsent.has(i))
    .filter((i) => (state.players[i]?.withdrawnAfter ?? Number.POSITIVE_INFINITY) >= round);
  const seen = new Map<number, number>();
  for (const m of pairing.matches) for (const p of [m.a, m.b]) seen.set(p, (seen.get(p) ?? 0) + 1);
  for (const p of expected)
    if (seen.get(p) !== 1) problems.push(`round ${round}: player ${p} paired ${seen.get(p) ?? 0} times`);
  for (const p of seen.keys()) {
    if (p !== X && !expected.includes(p))
      problems.push(`round ${round}: player ${p} is absent or withdrawn but paired`);
  }
  const xCount = seen.get(X) ?? 0;
  if (xCount !== expected.length % 2)
    problems.push(`round ${round}: X appears ${xCount} times for ${expected.length} players`);

  const met = meetingsOf(state);
  for (const m of pairing.matches) {
    if (m.rematch !== met.have(m.a, m.b)) problems.push(`round ${round}, table ${m.table}: rematch flag is wrong`);
  }
  if (pairing.rematches.length !== pairing.matches.filter((m) => m.rematch).length) {
    problems.push(`round ${round}: the rematch list does not match the flags`);
  }
  if (pairing.method !== 'score-groups' && pairing.rematches.length > 0) {
    problems.push(`round ${round}: ${pairing.method} produced a rematch`);
  }
  if (pairing.method !== 'score-groups') return problems;
  if (state.ruleset.permutationFailure === 'keep-rematch' && pairing.matches.some((m) => m.bottomPass)) {
    problems.push(`round ${round}: a bottom pass under a ruleset that keeps rematches`);
  }

  // A rematch is allowed only if, when its A was paired, every player still unpaired had met A.
  // Main pass: A is the better-ranked of the pair and pairs are formed from the top down.
  // Bottom pass: A is the worse-ranked (X first of all) and pairs are formed from the bottom up.
  const position = new Map(pairing.ranking.map((p, i) => [p, i] as const));
  const pos = (p: number) => position.get(p) as number;
  const formedBy = (m: (typeof pairing.matches)[number]) =>
    m.bottomPass ? (m.b === X ? X : pos(m.a) > pos(m.b) ? m.a : m.b) : pos(m.a) < pos(m.b) ? m.a : m.b;
  for (const m of pairing.matches.filter((x) => x.rematch)) {
    const a = formedBy(m);
    const later = pairing.matches.filter((other) => {
      if (other === m || other.bottomPass !== m.bottomPass) return false;
      const b = formedBy(other);
      return m.bottomPass ? pos(b) < pos(a) : pos(b) > pos(a);
    });
    for (const other of later) {
      for (const p of [other.a, other.b]) {
        if (!met.have(a, p)) {
          problems.push(`round ${round}, table ${m.table}: rematch although ${p} was free and had not met ${a}`);
        }
      }
    }
  }
  return problems;
}
