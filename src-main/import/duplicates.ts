/**
 * The likely duplicates of a players file: a row whose player is already registered, or is on an
 * earlier row, by the same licence (the same person, which the service never registers twice) or
 * by the same name once accents, case and word order are ignored (maybe a homonym: the director
 * decides).
 */
import { sameName } from '../../src-engine/index.ts';
import type { DuplicateOf, PlayerLine } from '../contract/views/player-file.ts';

export interface FlaggedEntry {
  line: number;
  player: PlayerLine;
  duplicateOf: DuplicateOf | null;
}

export function flagDuplicates(
  entries: ReadonlyArray<{ line: number; player: PlayerLine }>,
  registered: ReadonlyArray<{ name: string; licence: string }>,
): FlaggedEntry[] {
  const flagged: FlaggedEntry[] = [];
  for (const { line, player } of entries) {
    const licence = player.licence ?? '';
    const sameLicence = (other: { licence?: string }) => licence !== '' && other.licence === licence;
    const known = registered.find(sameLicence);
    const earlier = flagged.find((f) => sameLicence(f.player));
    const knownName = registered.find((p) => sameName(p.name, player.name));
    const earlierName = flagged.find((f) => sameName(f.player.name, player.name));
    const duplicateOf: DuplicateOf | null =
      known !== undefined
        ? { name: known.name, line: null, by: 'licence' }
        : earlier !== undefined
          ? { name: earlier.player.name, line: earlier.line, by: 'licence' }
          : knownName !== undefined
            ? { name: knownName.name, line: null, by: 'name' }
            : earlierName !== undefined
              ? { name: earlierName.player.name, line: earlierName.line, by: 'name' }
              : null;
    flagged.push({ line, player, duplicateOf });
  }
  return flagged;
}
