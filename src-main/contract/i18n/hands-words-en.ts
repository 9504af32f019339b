/**
 * Several hands on one tournament, in English: the refusals of the arbiters' stations and of the
 * tables' phones, what became of a table's proposal, and how a table's result came in.
 */
import type { ProposalFate } from '../views/stations.ts';
import type { Catalogue } from './catalogue.ts';
import { clockTime } from './small-words.ts';

/** What became of a table's proposal. */
export function fateEn(f: ProposalFate): string {
  const at = `at ${clockTime(f.at)}`;
  return {
    validated: `validated by ${f.by ?? 'the director'} ${at}`,
    confirmed: `confirmed by two phones ${at}`,
    dismissed: `set aside by ${f.by ?? 'the director'} ${at}`,
    entered: `the table’s result was entered${f.by === null ? '' : ` by ${f.by}`} ${at}`,
    expired: `the table changed (round paired again, or players swapped) ${at}`,
  }[f.how];
}

/** How a table's result came in: "entered by Arbitre 2", "proposed by the table and validated by the director". */
export function enteredEn(p: { by: string | null; via?: 'validated' | 'confirmed' | null }): string {
  if (p.via === 'confirmed') return 'confirmed by two phones at the table';
  if (p.via === 'validated') return `proposed by the table and validated by ${p.by ?? 'the director'}`;
  return `entered${p.by === null ? '' : ` by ${p.by}`}`;
}

type HandsCode =
  | 'stations-unavailable'
  | 'station-out'
  | 'station-unknown'
  | 'proposals-off'
  | 'table-code-unknown'
  | 'table-result-in'
  | 'proposal-gone'
  | 'proposals-full'
  | 'earlier-round';

export const handsEn: Pick<Catalogue['refusal'], HandsCode> = {
  'stations-unavailable': () =>
    'Entry stations are started from the app or browser mode (npm run serve -- FILE --stations), not from the command line.',
  'station-out': () =>
    'This station is not admitted, or no longer: the tournament director removed it, or turned the entry stations off. Open the station’s address again and ask to join. Nothing was changed.',
  'station-unknown': () =>
    'This device no longer asks to join, or the station is gone (it was already answered, or the entry stations were turned off). The list is up to date.',
  'proposals-off': () =>
    'This tournament takes no results proposed from the tables: the arbiter enters the match sheet. (The director turns it on in Settings.)',
  'table-code-unknown': () =>
    'This match sheet code opens no table in play: the round is over, the table changed, or the sheet is from another round. Hand the match sheet to the arbiter.',
  'table-result-in': (p) =>
    `The result of table ${p.table} (round ${p.round}) is already entered: there is nothing left to propose. If it is wrong, see the arbiter.`,
  'proposal-gone': (p) =>
    `This proposal no longer waits${p.fate === null ? '' : `: ${fateEn(p.fate)}`}. The list is up to date.`,
  'proposals-full': (p) =>
    `${p.waiting} different proposals are already waiting: an arbiter must settle them before more are taken.`,
  'earlier-round': (p) =>
    `An entry station enters and corrects the results of the round in play (round ${p.current}): round ${p.round} is corrected at the tournament director’s computer, where its consequences on the rounds paired since are seen. Nothing was changed.`,
};
