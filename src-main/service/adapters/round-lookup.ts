/** A round named by the director, checked against the rounds paired. */
import { refuse } from '../../contract/refusals.ts';
import { allRounds, type Facts } from './facts-document.ts';

/**
 * The round a command names (`named`), or the latest paired by default; refused as `unknown-round`
 * when no such round is paired. `field` says which: a `round` of the file (the classic rounds,
 * then the final phase's), or the classic round standings are asked `after` (0: before round 1).
 */
export function pairedRound(facts: Facts, named: number | undefined, field: 'round' | 'after' = 'round'): number {
  const paired = field === 'after' ? facts.rounds.length : allRounds(facts).length;
  const round = named ?? paired;
  if (round < (field === 'after' ? 0 : 1) || round > paired) refuse('unknown-round', { round, paired }, field);
  return round;
}
