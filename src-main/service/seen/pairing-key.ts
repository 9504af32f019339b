/** A round's pairing as a short key, for a screen to say which pairing it decided on (seen.ts). */
import { createHash } from 'node:crypto';
import type { MatchRow } from '../../store/tournament-store.ts';

/**
 * A round's pairing as a short key: who sits at which table (not the results). A swap or a
 * re-pair is decided on the pairing a screen showed, and refused when the key moved.
 */
export function pairingKey(round: number, matches: readonly Pick<MatchRow, 'table' | 'a' | 'b'>[]): string {
  const pairs = matches.map((m) => `${m.table}:${m.a}-${m.b ?? 'X'}`).join(',');
  return createHash('sha256').update(`${round}|${pairs}`).digest('base64url').slice(0, 22);
}
