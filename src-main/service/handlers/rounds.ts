/**
 * Rounds: who is absent from the next one, pairing it, pairing the current one again after a late
 * absence or withdrawal, and swapping two players of the current round.
 */
import {
  DocumentError,
  nameExplanation,
  type PairingProblem,
  pairNextRound as pairWithEngine,
  swapConsequences,
  type TournamentDocument,
  unpairLastRound,
} from '../../../src-engine/index.ts';
import { problemRefusal, Refused, refuse } from '../../contract/refusals.ts';
import type { RoundView, SwapOutcome, SwapPreview, TournamentSummary } from '../../contract/views/tournament.ts';
import type { MatchRow, PlayerRow } from '../../store/tournament-store.ts';
import { engineIds, rowIdOf } from '../adapters/engine-ids.ts';
import { documentOf, type Facts, isRecorded, stateOf } from '../adapters/facts-document.ts';
import { lockClassicPhase } from '../adapters/final-phase.ts';
import { findPlayer } from '../adapters/player-lookup.ts';
import { progressOf } from '../adapters/progress.ts';
import { pairedRound } from '../adapters/round-lookup.ts';
import type { CommandContext } from '../core/context.ts';
import type { In, pairingInput, roundInput, setAbsentInput, swapPlayersInput } from '../inputs/inputs.ts';
import { checkPairing, checkRound } from '../seen/seen.ts';
import { swapPreview } from '../views/swap-preview.ts';
import { roundView, summaryView } from '../views/views.ts';

export function setAbsent(context: CommandContext, input: In<typeof setAbsentInput>): TournamentSummary {
  const { facts } = context;
  const next = facts.rounds.length + 1;
  checkRound(context, 'absence', input.round, next);
  const players = input.players.map((ref) => findPlayer(facts, ref, 'players'));
  const withdrawn = players.find((p) => p.withdrawnAfter !== null);
  if (withdrawn !== undefined) refuse('absent-withdrawn', { name: withdrawn.name }, 'players');
  const names = players.map((p) => p.name).join(', ');
  context.change(
    input.absent ? 'mark-absent' : 'mark-present',
    `${input.absent ? 'Absence' : 'Présence'} à la ronde ${next} : ${names}`,
    (w) => {
      for (const p of players) w.setAbsent(next, p.id, input.absent);
    },
  );
  return summaryView(context.pathShown, context.facts);
}

/** The round `input` names, or the current one (the final phase's latest once it is open). */
export function round(context: CommandContext, input: In<typeof roundInput>): RoundView {
  return roundView(pairedRound(context.facts, input.round), context.facts);
}

/** Results not yet in, by round: a round is paired only once every earlier one is complete. */
function missingResults(problems: readonly PairingProblem[]): Array<{ round: number; tables: number[] }> {
  const byRound = new Map<number, number[]>();
  for (const problem of problems)
    if (problem.code === 'missing-results')
      byRound.set(problem.params.round, [...(byRound.get(problem.params.round) ?? []), problem.params.table]);
  return [...byRound].map(([round, tables]) => ({ round, tables }));
}

/**
 * The pairing of the round after `facts`'s, as rows to write, with every domain check: the planned
 * number of rounds, then the engine's: results missing in any round, enough players present.
 */
function planNextRound(facts: Facts): { number: number; method: string; matches: MatchRow[] } {
  const progress = progressOf(facts);
  if (progress.allPaired) refuse('all-rounds-paired', { planned: progress.planned });
  let pairing: ReturnType<typeof pairWithEngine> | null = null;
  let problems: PairingProblem[] = [];
  try {
    pairing = pairWithEngine(stateOf(facts));
  } catch (error) {
    if (!(error instanceof DocumentError)) throw error;
    problems = error.problems as PairingProblem[];
  }
  const missing = missingResults(problems);
  if (missing.length > 0) refuse('missing-results', { missing });
  for (const problem of problems)
    if (problem.code !== 'missing-results') throw new Refused(problemRefusal(problem, null));
  if (pairing === null) throw new DocumentError(problems);
  const ids = engineIds(facts);
  const number = pairing.round;
  return {
    number,
    method: pairing.method,
    matches: pairing.matches.map((m) => ({
      round: number,
      table: m.table,
      a: ids.id(m.a),
      b: ids.idOrX(m.b),
      starts: m.starts === null ? null : ids.id(m.starts),
      rematch: m.rematch,
      forfeit: null,
      abandon: null,
      decisionAgainst: null,
      games: [],
      // Why the procedure formed it, its players by registration number.
      reason: nameExplanation(m.explanation, (p) => ids.idOrX(p)),
      entered: null,
    })),
  };
}

export function pairNextRound(context: CommandContext, input: In<typeof roundInput>): RoundView {
  lockClassicPhase(context.facts, 'pair');
  checkRound(context, 'pair', input.round, context.facts.rounds.length + 1);
  const plan = planNextRound(context.facts);
  context.change('pair-round', `Appariement de la ronde ${plan.number}`, (w) =>
    w.putRound({ number: plan.number, method: plan.method, pairedAt: context.now.toISOString() }, plan.matches),
  );
  return roundView(plan.number, context.facts);
}

/**
 * Pairs the current round again while no result is in — after an absence or a withdrawal
 * declared since it was paired: both take effect for the round paired again (the engine's
 * unpairLastRound says how). One change: if the new pairing is refused, nothing is written.
 */
export function repairRound(context: CommandContext, input: In<typeof pairingInput>): RoundView {
  const { facts } = context;
  lockClassicPhase(facts, 'repair');
  const current = facts.rounds.at(-1);
  if (current === undefined) return refuse('no-round', { purpose: 'repair' });
  const n = current.number;
  checkPairing(
    context,
    n,
    facts.matches.filter((m) => m.round === n),
    input.pairing,
  );
  const withResult = facts.matches.filter((m) => m.round === n && m.b !== null && isRecorded(m));
  if (withResult.length > 0) refuse('round-started', { round: n, tables: withResult.map((m) => m.table) });
  const document = documentOf(facts);
  const unpaired = unpairLastRound(document);
  const absentNow = new Set((unpaired.next?.absent ?? []).map(rowIdOf));
  const withdrawals = (doc: TournamentDocument) => new Map(doc.players.map((p) => [rowIdOf(p.id), p.withdrawnAfter]));
  const [was, now] = [withdrawals(document), withdrawals(unpaired)];
  // The facts before the round, as the engine's document says them: what the new pairing starts from.
  const before: Facts = {
    ...facts,
    players: facts.players.map((p) =>
      now.get(p.id) === was.get(p.id) ? p : { ...p, withdrawnAfter: now.get(p.id) ?? null },
    ),
    rounds: facts.rounds.slice(0, -1),
    matches: facts.matches.filter((m) => m.round < n),
    absences: new Map([...facts.absences].filter(([r]) => r < n)).set(
      n,
      // A late entrant's absence is implied by their first round; only declared absences are rows.
      facts.players.filter((p) => absentNow.has(p.id) && p.firstRound <= n).map((p) => p.id),
    ),
  };
  const plan = planNextRound(before);
  context.change('repair-round', `Nouvel appariement de la ronde ${n}`, (w) => {
    w.removeRound(n);
    for (const id of facts.absences.get(n + 1) ?? []) w.setAbsent(n + 1, id, false);
    for (const id of before.absences.get(n) ?? []) w.setAbsent(n, id, true);
    // The players whose withdrawal now takes effect for the round paired again (the others are the facts' own rows).
    for (const p of before.players) if (!facts.players.includes(p)) w.putPlayer(p);
    w.putRound({ number: plan.number, method: plan.method, pairedAt: context.now.toISOString() }, plan.matches);
  });
  return roundView(n, context.facts);
}

/** A swap of two players of the current round, checked, and the two matches it would make. */
function planSwap(context: CommandContext, input: In<typeof swapPlayersInput>) {
  const { facts } = context;
  lockClassicPhase(facts, 'swap');
  const current = facts.rounds.at(-1);
  if (current === undefined) return refuse('no-round', { purpose: 'swap' });
  const matches = facts.matches.filter((m) => m.round === current.number);
  checkPairing(context, current.number, matches, input.pairing);
  const first = findPlayer(facts, input.first, 'first');
  const second = findPlayer(facts, input.second, 'second');
  if (first.id === second.id) refuse('same-player', {}, 'second');
  const matchOf = (p: PlayerRow, field: string): MatchRow => {
    const m = matches.find((x) => x.a === p.id || x.b === p.id);
    if (m === undefined) return refuse('not-paired', { name: p.name, round: current.number }, field);
    if (m.b !== null && isRecorded(m)) refuse('result-entered', { table: m.table }, field);
    return m;
  };
  if (matchOf(first, 'first').table === matchOf(second, 'second').table)
    refuse('same-table', { first: first.name, second: second.name }, 'second');
  const ids = engineIds(facts);
  const consequences = swapConsequences(context.state, ids.index(first.id), ids.index(second.id));
  const rebuilt = consequences.tables.map(
    ({ after: m }): MatchRow => ({
      round: current.number,
      table: m.table,
      a: ids.id(m.a),
      b: ids.idOrX(m.b),
      starts: m.starts === null ? null : ids.id(m.starts),
      rematch: m.rematch,
      games: [],
      forfeit: null,
      abandon: null,
      decisionAgainst: null,
      reason: { method: 'swap', players: [first.id, second.id] },
      entered: null,
    }),
  );
  return { round: current.number, first, second, rebuilt, preview: swapPreview(facts, consequences) };
}

/**
 * What a swap would do, written nowhere: the screen shows it (the rematches, the score groups
 * crossed, who starts) and waits for the director's word. Refused exactly as the swap itself would be.
 */
export function previewSwap(context: CommandContext, input: In<typeof swapPlayersInput>): SwapPreview {
  return planSwap(context, input).preview;
}

export function swapPlayers(context: CommandContext, input: In<typeof swapPlayersInput>): SwapOutcome {
  const { round, first, second, rebuilt, preview } = planSwap(context, input);
  context.change('swap-players', `Échange de ${first.name} et ${second.name} (ronde ${round})`, (w) => {
    for (const m of rebuilt) w.putMatch(m);
  });
  return { ...preview, round: roundView(round, context.facts) };
}
