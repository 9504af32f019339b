/**
 * The document read into indexed form, after the checks that need more than its shape:
 * unknown or duplicate players, a player paired twice in a round, an absent or withdrawn
 * player paired, contradictory results.
 */
import { initialRanks } from './initial-ranking.ts';
import type { MatchRecord, PairingSystem, PlayerId, PlayerRecord, TournamentDocument } from './model.ts';
import { X } from './model.ts';
import { DEFAULT_NEWCOMER_RATING, ratingInUse } from './newcomers.ts';
import { DocumentError, type Problem } from './problems.ts';
import { checkResult } from './results.ts';
import { isPresetName, type Ruleset, resolveRuleset } from './ruleset.ts';

export interface MatchState {
  /** 1-based table number: the match's position in its round. */
  table: number;
  a: number;
  /** X (-1) for the fictitious player. */
  b: number;
  record: MatchRecord;
}

export interface RoundState {
  absent: ReadonlySet<number>;
  matches: MatchState[];
}

export interface TournamentState {
  ruleset: Ruleset;
  system: PairingSystem;
  players: readonly PlayerRecord[];
  indexOf: ReadonlyMap<PlayerId, number>;
  /** 1-based initial rank of each player. */
  initialRank: readonly number[];
  /** Each player's rating where a number is needed: their own, or the newcomer rating for an NC player. */
  ratingsInUse: readonly number[];
  rounds: RoundState[];
  nextAbsent: ReadonlySet<number>;
}

/**
 * The engine index of the player a document names: their place in registration order; X (−1) for
 * null, the fictitious player. The one way from a document's ids to the indexes the rules work in.
 */
export function indexOfId(state: Pick<TournamentState, 'indexOf'>, id: PlayerId | null): number {
  if (id === null) return X;
  const index = state.indexOf.get(id);
  if (index === undefined) throw new RangeError(`no player « ${id} » in the tournament`);
  return index;
}

/** The document's id of the player at engine index `player`; null for X. The way back from indexOfId. */
export function idAt(state: Pick<TournamentState, 'players'>, player: number): PlayerId | null {
  if (player === X) return null;
  const record = state.players[player];
  if (record === undefined) throw new RangeError(`no player at index ${player}`);
  return record.id;
}

/** Whether the player is out of the tournament for round `round` (1-based). */
export function isWithdrawnFor(player: PlayerRecord, round: number): boolean {
  return player.withdrawnAfter !== undefined && player.withdrawnAfter < round;
}

/** A match's own problems (its starter, its result), at its place `path` in the document. */
export function checkMatch(match: MatchRecord, path: string, problems: Problem[]): void {
  if (match.starts !== undefined && (match.b === null || (match.starts !== match.a && match.starts !== match.b))) {
    problems.push({ path: `${path}.starts`, code: 'starter-not-in-match', params: { id: match.starts } });
  }
  problems.push(...checkResult(match, { againstX: match.b === null, path }).problems);
}

/** Who a round's matches may name: the tournament's players, and who is absent from the round. */
export interface RoundRoster {
  player: (id: PlayerId) => PlayerRecord | undefined;
  absent: (id: PlayerId) => boolean;
}

/**
 * The problems of the matches of round `r` (0-based): a player unknown, paired twice, absent or
 * withdrawn but paired, paired with themselves, and each match's own (its starter, its result).
 * checkDocument runs it on every round; a revision (revision.ts) on the rounds it changes, each
 * match's own problems only for the matches it changed (`ownChecked`): the others' records are
 * the very ones checked before.
 */
export function checkRoundMatches(
  matches: readonly MatchRecord[],
  r: number,
  roster: RoundRoster,
  problems: Problem[],
  ownChecked: (m: number) => boolean = () => true,
): void {
  const paired = new Set<PlayerId>();
  matches.forEach((match, m) => {
    const path = `rounds[${r}].matches[${m}]`;
    const sides: Array<['a' | 'b', PlayerId | null]> = [
      ['a', match.a],
      ['b', match.b],
    ];
    for (const [side, id] of sides) {
      if (id === null) continue;
      const player = roster.player(id);
      if (player === undefined) {
        problems.push({ path: `${path}.${side}`, code: 'unknown-player', params: { id } });
        continue;
      }
      if (paired.has(id))
        problems.push({ path: `${path}.${side}`, code: 'paired-twice', params: { id, round: r + 1 } });
      if (roster.absent(id))
        problems.push({ path: `${path}.${side}`, code: 'absent-but-paired', params: { id, round: r + 1 } });
      if (isWithdrawnFor(player, r + 1)) {
        problems.push({ path: `${path}.${side}`, code: 'withdrawn-but-paired', params: { id, round: r + 1 } });
      }
      paired.add(id);
    }
    if (match.a === match.b) problems.push({ path: `${path}.b`, code: 'paired-with-self', params: { id: match.a } });
    if (ownChecked(m)) checkMatch(match, path, problems);
  });
}

/** Every problem of the document beyond its shape; empty when the engine can use it. */
export function checkDocument(doc: TournamentDocument): Problem[] {
  const problems: Problem[] = [];
  if (typeof doc.ruleset === 'string' && !isPresetName(doc.ruleset)) {
    problems.push({ path: 'ruleset', code: 'unknown-preset', params: { name: doc.ruleset } });
  }
  if (doc.newcomerRating !== undefined && (!Number.isFinite(doc.newcomerRating) || doc.newcomerRating < 0)) {
    problems.push({ path: 'newcomerRating', code: 'invalid-newcomer-rating', params: { value: doc.newcomerRating } });
  }
  const seen = new Map<PlayerId, PlayerRecord>();
  doc.players.forEach((player, i) => {
    if (seen.has(player.id))
      problems.push({ path: `players[${i}].id`, code: 'duplicate-player-id', params: { id: player.id } });
    seen.set(player.id, player);
    if (player.rating !== null && (!Number.isFinite(player.rating) || player.rating < 0)) {
      problems.push({ path: `players[${i}].rating`, code: 'invalid-rating', params: { id: player.id } });
    }
    const w = player.withdrawnAfter;
    if (w !== undefined && (!Number.isInteger(w) || w < 0 || w > doc.rounds.length)) {
      problems.push({
        path: `players[${i}].withdrawnAfter`,
        code: 'withdrawal-out-of-range',
        params: { id: player.id, rounds: doc.rounds.length },
      });
    }
  });

  const checkAbsences = (ids: readonly PlayerId[] | undefined, path: string): Set<PlayerId> => {
    const absent = new Set<PlayerId>();
    (ids ?? []).forEach((id, k) => {
      if (!seen.has(id)) problems.push({ path: `${path}[${k}]`, code: 'unknown-player', params: { id } });
      else if (absent.has(id)) problems.push({ path: `${path}[${k}]`, code: 'duplicate-absence', params: { id } });
      absent.add(id);
    });
    return absent;
  };

  doc.rounds.forEach((round, r) => {
    const absent = checkAbsences(round.absent, `rounds[${r}].absent`);
    checkRoundMatches(round.matches, r, { player: (id) => seen.get(id), absent: (id) => absent.has(id) }, problems);
  });
  checkAbsences(doc.next?.absent, 'next.absent');
  return problems;
}

/** Reads a document the engine can use, or throws a DocumentError listing every problem. */
export function readTournament(doc: TournamentDocument): TournamentState {
  const problems = checkDocument(doc);
  if (problems.length > 0) throw new DocumentError(problems);
  const ruleset = typeof doc.ruleset === 'string' ? resolveRuleset(doc.ruleset) : doc.ruleset;
  const indexOf = new Map(doc.players.map((p, i) => [p.id, i] as const));
  const idx = (id: PlayerId | null): number => indexOfId({ indexOf }, id);
  const toSet = (ids: readonly PlayerId[] | undefined) => new Set((ids ?? []).map(idx));
  return {
    ruleset,
    system: doc.system ?? 'formula',
    players: doc.players,
    indexOf,
    initialRank: initialRanks(doc.players),
    ratingsInUse: doc.players.map((p) => ratingInUse(p.rating, doc.newcomerRating ?? DEFAULT_NEWCOMER_RATING)),
    rounds: doc.rounds.map((round) => ({
      absent: toSet(round.absent),
      matches: round.matches.map((record, m) => ({ table: m + 1, a: idx(record.a), b: idx(record.b), record })),
    })),
    nextAbsent: toSet(doc.next?.absent),
  };
}
