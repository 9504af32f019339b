/**
 * What the standings, closing and projection screens say about a row, as plain functions: the
 * tie-break that decided a place in plain words, the shared rank of players ex æquo, Pdep with
 * its sign, the missing results by round, and the pairings listed by player.
 */
import { compareNamesFrench } from '../../../src-main/contract/helpers.ts';
import type { MatchView, StandingsRow } from '../../../src-main/contract/views.ts';

import type { Translate } from '../../lib/i18n.ts';

/**
 * The rank at `i` in a list of ranks as the list shows it: "12=" when a neighbour shares it
 * (players ex æquo), else "12".
 */
export function rankLabel(ranks: readonly number[], i: number): string {
  const rank = ranks[i] as number;
  return ranks[i - 1] === rank || ranks[i + 1] === rank ? `${rank}=` : String(rank);
}

/** Pdep as the print shows it: a score difference is signed (+120, -45), a sum of ratings is not. */
export function pdepText(pdep: number, signed: boolean): string {
  return signed && pdep > 0 ? `+${pdep}` : String(pdep);
}

/** The short word of the "decided by" column. */
export function tieBreakShort(row: StandingsRow, t: Translate): string {
  return row.tieBreak === null ? '' : t(`standings.short.${row.tieBreak}`);
}

/** What separated the player at `i` from the one just above, in a sentence. */
export function explainPlace(rows: readonly StandingsRow[], i: number, t: Translate, signed: boolean): string {
  const row = rows[i] as StandingsRow;
  const above = rows[i - 1];
  if (above === undefined || row.tieBreak === null) return t('standings.why.first');
  const values = {
    above: above.name,
    rank: row.rank,
    pm: row.pm,
    abovePm: above.pm,
    ppm: row.ppm ?? '',
    abovePpm: above.ppm ?? '',
    pdep: pdepText(row.pdep, signed),
    abovePdep: pdepText(above.pdep, signed),
  };
  const key = row.tieBreak === 'pdep' && (row.ppm === null || above.ppm === null) ? 'pdepNoPpm' : row.tieBreak;
  const sentence = t(`standings.why.${key}`, { values });
  return row.withdrawn && row.tieBreak !== 'withdrawal'
    ? `${t('standings.why.withdrawnPrefix')} ${sentence}`
    : sentence;
}

/** Missing results grouped by round: [[3, [8, 9, 10]]]. */
export function pendingByRound(pending: ReadonlyArray<{ round: number; table: number }>): Array<[number, number[]]> {
  const byRound = new Map<number, number[]>();
  for (const p of pending) byRound.set(p.round, [...(byRound.get(p.round) ?? []), p.table]);
  return [...byRound];
}

/** One line of the pairings as a player looks for it: their name, their table, their opponent. */
export interface PairingLine {
  name: string;
  /** null against X: no table to go to. */
  table: number | null;
  /** null: exempt (against the fictitious player X). */
  opponent: string | null;
}

/** Both players of each match, sorted by name the French way (accents and case ignored). */
export function pairingLines(matches: readonly MatchView[]): PairingLine[] {
  const lines: PairingLine[] = [];
  for (const m of matches) {
    if (m.b === null) {
      lines.push({ name: m.a.name, table: null, opponent: null });
    } else {
      lines.push({ name: m.a.name, table: m.table, opponent: m.b.name });
      lines.push({ name: m.b.name, table: m.table, opponent: m.a.name });
    }
  }
  return lines.sort((x, y) => compareNamesFrench(x.name, y.name));
}

/** `items` cut into pages of `size` (at least one page, possibly empty). */
export function pagesOf<T>(items: readonly T[], size: number): T[][] {
  const per = Math.max(1, Math.floor(size));
  const pages: T[][] = [];
  for (let i = 0; i < items.length; i += per) pages.push(items.slice(i, i + per));
  return pages.length === 0 ? [[]] : pages;
}

/** A file name from the tournament's name, without the characters file systems refuse. */
export function fileNameOf(name: string, extension: string): string {
  const base = name.replace(/[\\/:*?"<>|\p{Cc}]+/gu, '-').trim() || 'tournoi';
  return `${base}.${extension}`;
}
