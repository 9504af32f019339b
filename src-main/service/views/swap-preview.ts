/**
 * A swap's consequences as the engine says them (player indexes, tables, PM), named for the
 * screens and the command line: what `previewSwap` shows before the swap and `swapPlayers` after.
 */
import type { SwapConsequences } from '../../../src-engine/index.ts';
import type { SwapMatch, SwapPreview } from '../../contract/views/tournament.ts';
import { engineIds } from '../adapters/engine-ids.ts';
import type { Facts } from '../adapters/facts-document.ts';

export function swapPreview(facts: Facts, consequences: SwapConsequences): SwapPreview {
  const ids = engineIds(facts);
  const name = (player: number) => ids.player(player).name;
  const nameOrX = (player: number) => ids.playerOrX(player)?.name ?? null;
  const match = (m: { a: number; b: number; starts: number | null }): SwapMatch => ({
    a: name(m.a),
    b: nameOrX(m.b),
    starts: m.starts === null ? null : name(m.starts),
  });
  return {
    tables: consequences.tables.map((t) => ({ table: t.table, before: match(t.before), after: match(t.after) })),
    newRematches: consequences.rematches.map((r) => ({
      table: r.table,
      a: name(r.a),
      b: nameOrX(r.b) ?? 'X',
    })),
    groupsCrossed: consequences.groupsCrossed.map((g) => ({ ...g, a: name(g.a), b: name(g.b) })),
    startsChanged: consequences.startsChanged.map((s) => ({ table: s.table, name: name(s.player), starts: s.starts })),
  };
}
