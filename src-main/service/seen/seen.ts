/**
 * What a writer saw, held against the file. Anything two screens may write at once is written
 * with what its screen last showed — the players at the table, the round and its pairing, the
 * change an undo names, the player or the settings an edit started from — and refused as stale
 * when the file holds something else now: another screen (or the command line) wrote since. The
 * refusal says what changed, and when and by which change (the log's latest change to it), and
 * nothing is written; the screen reads the file again and keeps what was typed.
 *
 * What is compared is what the screen showed, not a version number: a change that leaves the
 * thing as it was (a swap taken back) refuses nothing, and a change to something else (another
 * table's result) never gets in the way. A command given nothing to compare (the command line,
 * which reads the file at each call) acts on the file as it is.
 */
import { isDeepStrictEqual } from 'node:util';
import {
  refuse,
  type SeenPlayerField,
  type SeenSettingField,
  type StaleRoundPurpose,
} from '../../contract/refusals.ts';
import type { TournamentSummary } from '../../contract/views/tournament.ts';
import type { MatchRow, PlayerRow } from '../../store/tournament-store.ts';
import type { Facts } from '../adapters/facts-document.ts';
import type { CommandContext } from '../core/context.ts';
import { playerIndex } from '../views/views.ts';
import { pairingKey } from './pairing-key.ts';

/**
 * Whether what the screen showed is what the file gives now: as both travel, in JSON (a field
 * left undefined on one side is absent on the other; the order of keys does not matter).
 */
const same = (seen: unknown, now: unknown): boolean =>
  isDeepStrictEqual(JSON.parse(JSON.stringify(seen ?? null)), JSON.parse(JSON.stringify(now ?? null)));

const nameOf = (facts: Facts, id: number | null): string =>
  id === null ? 'X' : (playerIndex(facts).get(id)?.name ?? `n° ${id}`);

/** The players at the table are those the screen showed, A then B. */
export function checkPair(context: CommandContext, match: MatchRow, seen: readonly [number, number] | undefined): void {
  if (seen === undefined || (seen[0] === match.a && seen[1] === match.b)) return;
  const { facts } = context;
  refuse(
    'stale-pair',
    {
      round: match.round,
      table: match.table,
      seen: [nameOf(facts, seen[0]), nameOf(facts, seen[1])],
      now: [nameOf(facts, match.a), nameOf(facts, match.b)],
      change: context.session.store.lastChangeTo('matches', { round: match.round, table_no: match.table }, [
        'player_a',
        'player_b',
      ]),
    },
    'table',
  );
}

/** The round's pairing is the one the screen showed (RoundView.pairing). */
export function checkPairing(
  context: CommandContext,
  round: number,
  matches: readonly MatchRow[],
  seen: string | undefined,
): void {
  if (seen === undefined || seen === pairingKey(round, matches)) return;
  const change = context.session.store.lastChangeTo('matches', { round }, ['player_a', 'player_b']);
  refuse('stale-pairing', { round, change });
}

/**
 * The round the command acts on is the one the screen meant: the round to pair, the round an
 * absence is for, the rounds a withdrawal follows, the round whose clock it is.
 */
export function checkRound(
  context: CommandContext,
  purpose: StaleRoundPurpose,
  seen: number | undefined,
  now: number,
): void {
  if (seen === undefined || seen === now) return;
  refuse(
    'stale-round',
    { purpose, seen, now, change: context.session.store.lastChangeTo('rounds', {}) },
    purpose === 'pair' || purpose === 'clock' ? null : 'round',
  );
}

/** The fields the screen sent back whose value is no longer the one it showed. */
function changedFields<F extends string>(seen: Partial<Record<F, unknown>>, now: Record<F, unknown>): F[] {
  return (Object.keys(seen) as F[]).filter((f) => Object.hasOwn(now, f) && !same(seen[f], now[f]));
}

/** The player is as the screen showed them before the edit. */
export function checkPlayerSeen(
  context: CommandContext,
  player: PlayerRow,
  seen: Partial<Record<SeenPlayerField, unknown>> | undefined,
): void {
  const fields = seen === undefined ? [] : changedFields<SeenPlayerField>(seen, player);
  if (fields.length === 0) return;
  const change = context.session.store.lastChangeTo('players', { id: player.id });
  refuse('stale-player', { name: player.name, fields, change }, 'player');
}

/** The settings are as the screen showed them (the summary's), for the fields it sends back. */
export function checkSettingsSeen(
  context: CommandContext,
  summary: TournamentSummary,
  seen: Partial<Record<SeenSettingField, unknown>> | undefined,
): void {
  const fields = seen === undefined ? [] : changedFields<SeenSettingField>(seen, summary);
  if (fields.length === 0) return;
  refuse('stale-settings', { fields, change: context.session.store.lastChangeTo('tournament', { id: 1 }) });
}

/** The final phase's players are those the screen showed, by seed. */
export function checkSeeds(
  context: CommandContext,
  seeds: readonly number[],
  seen: readonly number[] | undefined,
): void {
  if (seen === undefined || same(seen, seeds)) return;
  const { facts } = context;
  refuse('stale-final-players', {
    seen: seen.map((id) => nameOf(facts, id)),
    now: seeds.map((id) => nameOf(facts, id)),
  });
}

/** The change undo (or redo) would take back (or put back) is the one its button named. */
export function checkUndone(
  context: CommandContext,
  what: 'undo' | 'redo',
  next: { id: number } | null,
  seen: number | undefined,
): void {
  if (seen === undefined || next?.id === seen) return;
  const { store } = context.session;
  refuse('stale-undo', { what, meant: store.logEntry(seen), now: next === null ? null : store.logEntry(next.id) });
}
