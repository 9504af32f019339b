/**
 * The code printed on each match sheet, by which a phone at the table proposes its result. It is
 * the tournament's key (`tableSecret`, random, kept in the file) applied to what makes the sheet
 * this sheet: the round, the table, its two players and the moment the round was paired. So a
 * code names one table of one round and nothing else: useless at another table or round, and
 * expired by itself when the round is paired again, when a swap seats other players at its table,
 * or when the round is complete (only rounds still waiting for a result are searched). 128 bits:
 * nobody finds a table's code by trying table numbers, or codes.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { MatchRow, RoundRow } from '../../store/tournament-store.ts';
import { allMatches, allRounds, type Facts, isRecorded } from './facts-document.ts';

/** A code's length as printed: 16 bytes in base64url. */
export const TABLE_CODE_LENGTH = 22;

/** A new key for a tournament's sheets: 256 random bits. */
export const newTableSecret = (): string => randomBytes(32).toString('base64url');

/** The code of the sheet of this match, as paired in this round. */
export function tableCode(secret: string, round: RoundRow, match: MatchRow): string {
  return createHmac('sha256', secret)
    .update(`${round.number}|${match.table}|${match.a}|${match.b ?? 'X'}|${round.pairedAt}`)
    .digest()
    .subarray(0, 16)
    .toString('base64url');
}

/**
 * Every table with a sheet's code, in the rounds still waiting for a result (X's match has none):
 * once a round is complete, its codes reach nothing.
 */
export function openTableCodes(facts: Facts): Array<{ round: RoundRow; match: MatchRow; code: string }> {
  const secret = facts.settings.tableSecret;
  if (secret === null) return [];
  const tables = new Map<number, MatchRow[]>();
  for (const match of allMatches(facts)) {
    if (match.b === null) continue;
    const round = tables.get(match.round);
    if (round === undefined) tables.set(match.round, [match]);
    else round.push(match);
  }
  return allRounds(facts)
    .filter((round) => (tables.get(round.number) ?? []).some((m) => !isRecorded(m)))
    .flatMap((round) =>
      (tables.get(round.number) ?? []).map((match) => ({ round, match, code: tableCode(secret, round, match) })),
    );
}

/**
 * The table a code names, among the rounds still open; null for any other code (unknown,
 * another tournament's, expired). Every code is compared whole, in constant time.
 */
export function tableOfCode(facts: Facts, code: string): { round: RoundRow; match: MatchRow } | null {
  const asked = Buffer.from(code);
  let found: { round: RoundRow; match: MatchRow } | null = null;
  for (const candidate of openTableCodes(facts)) {
    const known = Buffer.from(candidate.code);
    if (known.length === asked.length && timingSafeEqual(known, asked)) found = candidate;
  }
  return found;
}
