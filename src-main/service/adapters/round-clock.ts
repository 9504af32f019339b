/** A round's clock as the file keeps it, for the handlers that show or move it and the live results. */
import type { ClockRow, RoundRow } from '../../store/tournament-store.ts';
import type { CommandContext } from '../core/context.ts';

/** The clock of this pairing of the round: one started for an earlier pairing of it no longer counts. */
export function clockOf(context: CommandContext, round: RoundRow): ClockRow | null {
  const clock = context.session.store.clock(round.number);
  return clock !== null && clock.pairedAt === round.pairedAt ? clock : null;
}
