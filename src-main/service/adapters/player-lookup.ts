/**
 * A player named by the director: by number, or by name as typed (the engine's `playersNamed`:
 * the same name, folded as everywhere else, then a name that looks like it, then part of a name).
 */
import { compareNamesFrench, playersNamed } from '../../../src-engine/index.ts';
import { refuse } from '../../contract/refusals.ts';
import type { PlayerRow } from '../../store/tournament-store.ts';
import type { Facts } from './facts-document.ts';

/** The player `ref` names; refused when nobody or several players answer to it. */
export function findPlayer(facts: Facts, ref: number | string, field: string): PlayerRow {
  const byNumber = typeof ref === 'number' ? ref : /^\d+$/.test(ref) ? Number(ref) : null;
  if (byNumber !== null) {
    const found = facts.players.find((p) => p.id === byNumber);
    return found ?? refuse('unknown-player', { ref: String(byNumber), byNumber: true }, field);
  }
  const matches = playersNamed(facts.players, String(ref));
  if (matches.length === 1) return matches[0] as PlayerRow;
  if (matches.length === 0) return refuse('unknown-player', { ref: String(ref), byNumber: false }, field);
  const candidates = [...matches]
    .sort((p, q) => compareNamesFrench(p.name, q.name))
    .slice(0, 5)
    .map((p) => ({ id: p.id, name: p.name }));
  return refuse('ambiguous-player', { ref: String(ref), candidates }, field);
}
