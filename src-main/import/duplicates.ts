/**
 * The likely duplicates of a players file: a row whose player is already registered, or is on an
 * earlier row, by the same licence (the same person, which the service never registers twice), by
 * the same name once accents, case and word order are ignored (maybe a homonym), or by a name that
 * looks like it (the Cyrillic « ТОМ » and « TOM »: maybe someone else) — the director decides. Each row is looked up in indexes built as the rows go by, so
 * a federation list of 20,000 lines is flagged in one pass, not by comparing every row with all
 * those before it.
 */
import { NameIndex, type NameMatch } from '../../src-engine/index.ts';
import type { DuplicateOf, PlayerLine } from '../contract/views/player-file.ts';

export interface FlaggedEntry {
  line: number;
  player: PlayerLine;
  duplicateOf: DuplicateOf | null;
}

/** Who a row may duplicate: a registered player (no line) or an earlier row. */
type Other = { name: string; line: number | null };

/** The same name registered or on an earlier row, else a name that looks like it, registered first. */
function nameMatch(known: NameIndex<Other>, earlier: NameIndex<Other>, name: string): NameMatch<Other> | undefined {
  const registered = known.find(name);
  if (registered?.by === 'name') return registered;
  const above = earlier.find(name);
  return above?.by === 'name' ? above : (registered ?? above);
}

export function flagDuplicates(
  entries: ReadonlyArray<{ line: number; player: PlayerLine }>,
  registered: ReadonlyArray<{ name: string; licence: string }>,
): FlaggedEntry[] {
  const knownLicences = new Map<string, Other>();
  const knownNames = new NameIndex<Other>();
  for (const { name, licence } of registered) {
    if (licence !== '' && !knownLicences.has(licence)) knownLicences.set(licence, { name, line: null });
    knownNames.add(name, { name, line: null });
  }
  const earlierLicences = new Map<string, Other>();
  const earlierNames = new NameIndex<Other>();
  const flagged: FlaggedEntry[] = [];
  for (const { line, player } of entries) {
    const licence = player.licence ?? '';
    const byLicence = licence === '' ? undefined : (knownLicences.get(licence) ?? earlierLicences.get(licence));
    const byName = byLicence === undefined ? nameMatch(knownNames, earlierNames, player.name) : undefined;
    const duplicateOf: DuplicateOf | null =
      byLicence !== undefined
        ? { ...byLicence, by: 'licence' }
        : byName !== undefined
          ? { ...byName.value, by: byName.by }
          : null;
    flagged.push({ line, player, duplicateOf });
    const self = { name: player.name, line };
    if (licence !== '' && !earlierLicences.has(licence)) earlierLicences.set(licence, self);
    earlierNames.add(player.name, self);
  }
  return flagged;
}
