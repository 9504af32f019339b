/**
 * The one place where the file's players meet the engine's. A player has three names: the file's
 * row id (their registration number), their id in the engine's document (that number as text),
 * and their engine index (their place among the document's players, which `documentOf` lists in
 * the file's order; the fictitious player X, null in the file, is the engine's X = −1). Every
 * conversion between them is made here; nothing else converts.
 */
import { type PlayerId, X } from '../../../src-engine/index.ts';
import type { PlayerRow } from '../../store/tournament-store.ts';

/** A player's id in the engine's document: their registration number, as text. */
export const engineId = (id: number): PlayerId => String(id);

/** The registration number of the player the engine's document calls `id` (engineId's way back). */
export const rowIdOf = (id: PlayerId): number => Number(id);

/** The players of one reading of the facts, by row id and by engine index. */
export class EngineIds {
  readonly #players: readonly PlayerRow[];
  readonly #indexOf: ReadonlyMap<number, number>;

  constructor(players: readonly PlayerRow[]) {
    this.#players = players;
    this.#indexOf = new Map(players.map((p, i) => [p.id, i]));
  }

  /** The engine index of the player registered as `id`. */
  index(id: number): number {
    const index = this.#indexOf.get(id);
    if (index === undefined) throw new RangeError(`no player ${id} in the facts`);
    return index;
  }

  /** The engine index of a match's side: X for null. */
  indexOrX(id: number | null): number {
    return id === null ? X : this.index(id);
  }

  /** The player at engine index `index` (never X). */
  player(index: number): PlayerRow {
    const player = this.#players[index];
    if (player === undefined) throw new RangeError(`no player at engine index ${index}`);
    return player;
  }

  /** The player at a match's side: null for X. */
  playerOrX(index: number): PlayerRow | null {
    return index === X ? null : this.player(index);
  }

  /** The registration number of the player at engine index `index` (never X). */
  id(index: number): number {
    return this.player(index).id;
  }

  /** The registration number at a match's side: null for X. */
  idOrX(index: number): number | null {
    return index === X ? null : this.id(index);
  }
}

const built = new WeakMap<readonly PlayerRow[], EngineIds>();

/** The engine's names of `facts`'s players, built once per list of players (the facts are never changed in place). */
export function engineIds(facts: { players: readonly PlayerRow[] }): EngineIds {
  let ids = built.get(facts.players);
  if (ids === undefined) {
    ids = new EngineIds(facts.players);
    built.set(facts.players, ids);
  }
  return ids;
}
