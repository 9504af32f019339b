/**
 * The final phase of an imported document, formed again as Sclassic forms it: opened only where
 * the app would open it (the classic phase over, options that go together), its opening round
 * from its players, the final (and the match for third place) from the semi-finals' results.
 * Taken from the document: its players in seed order (as the director opened it: a name
 * corrected since may have moved the classic ranking's ties), who started each match (a semi-final
 * corrected after the final was formed keeps the final's starter), and the results. A document
 * whose final phase differs from the one so formed (other pairings, stages, a game carried that
 * was not, a round too many) is refused, never written as it says: the file must hold a final
 * phase the app would hold, so that correcting a semi-final later behaves.
 */
import { checkResult, type Problem } from '../../../src-engine/index.ts';
import type { FinalPhaseDocument } from '../../contract/views/document.ts';
import type {
  FinalPhaseRow,
  MatchRow,
  RoundRow,
  TournamentStore,
  TournamentWriter,
} from '../../store/tournament-store.ts';
import { isRecorded, playedRecordOf, readFacts } from './facts-document.ts';
import { checkOpening, finalRoundStage, finalRoundUpdate, openingRound } from './final-phase.ts';

type ImportedMatch = FinalPhaseDocument['rounds'][number]['matches'][number];

const differs = (round: number): Problem => ({
  path: `finalPhase.rounds[${round - 1}]`,
  code: 'final-phase-differs',
  params: { round },
});

/** The formed match with the document's starter and result, or null when the document's match is another one. */
function withResult(
  formed: MatchRow,
  given: ImportedMatch | undefined,
  idOf: (id: string) => number | null,
): MatchRow | null {
  if (given === undefined || formed.reason?.method !== 'final-phase') return null;
  const starts = given.starts === undefined ? formed.starts : idOf(given.starts);
  const same =
    idOf(given.a) === formed.a &&
    (given.b === null ? null : idOf(given.b)) === formed.b &&
    (starts === formed.a || starts === formed.b) &&
    given.stage === formed.reason.stage &&
    given.seeds[0] === formed.reason.seeds[0] &&
    given.seeds[1] === formed.reason.seeds[1] &&
    JSON.stringify(given.carried) === JSON.stringify(formed.reason.carried);
  if (!same) return null;
  return {
    ...formed,
    starts,
    games: (given.games ?? []).map(([a, b]) => [a, b] as [number, number]),
    forfeit: given.forfeit ?? null,
    abandon: given.abandon ?? null,
    decisionAgainst: given.decision?.against ?? null,
  };
}

/**
 * Writes the document's final phase after its classic rounds (already written by `w`, read back
 * from `store`); the problems found instead, when the document's final phase is not Sclassic's.
 */
export function writeImportedFinalPhase(
  store: TournamentStore,
  w: TournamentWriter,
  given: FinalPhaseDocument,
  idOf: (id: string) => number | null,
  at: string,
): Problem[] {
  const classic = readFacts(store);
  const options = {
    size: given.size,
    bestOfThree: given.bestOfThree,
    thirdPlace: given.thirdPlace,
    countClassicGame: given.countClassicGame,
  };
  checkOpening(classic, options);
  // As many players as the phase has, each once, each still in the tournament.
  const seedIds = given.seeds.map(idOf);
  const inPlay = new Set(classic.players.filter((p) => p.withdrawnAfter === null).map((p) => p.id));
  if (
    seedIds.length !== given.size ||
    new Set(seedIds).size !== seedIds.length ||
    seedIds.some((id) => id === null || !inPlay.has(id))
  )
    return [{ path: 'finalPhase.seeds', code: 'final-phase-players', params: { size: given.size } }];
  const phase: FinalPhaseRow = {
    ...options,
    afterRound: classic.rounds.length,
    seeds: seedIds as number[],
    openedAt: at,
  };
  w.putFinalPhase(phase);

  // Each round as Sclassic forms it, with the document's results: the opening round, then (four
  // players) the final round the semi-finals' results form, as entering them would have.
  const roundRow = (number: number): RoundRow => ({ number, method: finalRoundStage(phase, number), pairedAt: at });
  const opening = openingRound(classic, phase, at);
  let formed: { round: number; matches: MatchRow[] } | null = { round: opening.round.number, matches: opening.matches };
  for (const [r, round] of given.rounds.entries()) {
    if (formed === null)
      return [{ path: `finalPhase.rounds[${r}]`, code: 'final-phase-extra-round', params: { round: r + 1 } }];
    const matches = formed.matches.map((m, t) => withResult(m, round.matches[t], idOf));
    if (round.matches.length !== formed.matches.length || matches.some((m) => m === null)) return [differs(r + 1)];
    const played = matches as MatchRow[];
    // Each result as entering it would check it, the game a final carries counted as game 1.
    for (const [t, m] of played.entries()) {
      if (!isRecorded(m)) continue;
      const [problem] = checkResult(playedRecordOf(m), { entry: { bestOfThree: phase.bestOfThree } }).problems;
      if (problem !== undefined) return [{ ...problem, path: `finalPhase.rounds[${r}].matches[${t}]` }];
    }
    w.putRound(roundRow(formed.round), played);
    const semiFinal = played.find((m) => m.reason?.method === 'final-phase' && m.reason.stage === 'semi-final');
    const next = semiFinal === undefined ? null : finalRoundUpdate(readFacts(store), semiFinal, at);
    formed = next === null || next.change === 'removed' ? null : { round: next.round, matches: next.matches };
  }
  // A round the app would hold that the document leaves out (the final its semi-finals formed, say): unentered.
  if (formed !== null) w.putRound(roundRow(formed.round), formed.matches);
  return [];
}
