/**
 * A player named by the director: by number, or by name as typed, folded as everywhere else
 * (accents, ligatures, case and punctuation ignored: "oeuvrard jean pierre" is ŒUVRARD Jean-Pierre);
 * failing the same name, a name that looks like it ("BERTIN" typed for a registered "ВERTIN" whose
 * В is Cyrillic), then part of a name.
 */
import { compareNamesFrench, foldName, looksAlike, sameName } from '../../../src-engine/index.ts';
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
  const wanted = foldName(String(ref));
  const named = (same: (a: string, b: string) => boolean) => facts.players.filter((p) => same(p.name, String(ref)));
  const exact = named(sameName);
  const alike = exact.length > 0 || wanted === '' ? exact : named(looksAlike);
  const matches =
    alike.length > 0 || wanted === '' ? alike : facts.players.filter((p) => foldName(p.name).includes(wanted));
  if (matches.length === 1) return matches[0] as PlayerRow;
  if (matches.length === 0) return refuse('unknown-player', { ref: String(ref), byNumber: false }, field);
  const candidates = [...matches]
    .sort((p, q) => compareNamesFrench(p.name, q.name))
    .slice(0, 5)
    .map((p) => ({ id: p.id, name: p.name }));
  return refuse('ambiguous-player', { ref: String(ref), candidates }, field);
}
