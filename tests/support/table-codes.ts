/**
 * The codes printed on the match sheets of the open tournament's rounds still in play, by table,
 * as a phone scanning them would send them (the service computes them from the file's key).
 */
import { readFacts } from '../../src-main/service/adapters/facts-document.ts';
import { openTableCodes } from '../../src-main/service/adapters/table-codes.ts';
import type { Service } from '../../src-main/service/core/dispatch.ts';
import { TournamentStore } from '../../src-main/store/tournament-store.ts';

/** The codes of the round's tables (the latest open round by default), by table number. */
export function tableCodes(service: Service, round?: number): Map<number, string> {
  const file = service.openFile;
  if (file === null) throw new Error('no tournament open');
  const codes = openTableCodes(readFacts(new TournamentStore(file)));
  const asked = round ?? Math.max(...codes.map((c) => c.round.number));
  return new Map(codes.filter((c) => c.round.number === asked).map((c) => [c.match.table, c.code]));
}

/** A phone's mark or a form's, as the stations' listener makes them (16 to 64 base64url characters). */
export const mark = (name: string): string => `${name}-0123456789abcdef`.slice(0, 32);
