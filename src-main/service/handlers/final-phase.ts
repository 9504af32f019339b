/**
 * The final phase: opened by the director after the last round (the first 2 in a final, or the
 * first 4 in semi-finals then a final), shown, or removed. Its matches are entered as any round's
 * (handlers/results.ts), which also forms the final once both semi-finals have a winner.
 */
import { finalPhaseSeeds } from '../../../src-engine/index.ts';
import { refuse } from '../../contract/refusals.ts';
import type { FinalPhaseView } from '../../contract/views/tournament.ts';
import type { FinalPhaseRow, PlayerRow } from '../../store/tournament-store.ts';
import { engineIds } from '../adapters/engine-ids.ts';
import { isRecorded } from '../adapters/facts-document.ts';
import { checkOpening, finalPlaces, openingRound } from '../adapters/final-phase.ts';
import { progressOf } from '../adapters/progress.ts';
import { standingsOf } from '../adapters/tallies.ts';
import type { CommandContext } from '../core/context.ts';
import type { In, openFinalPhaseInput } from '../inputs/inputs.ts';
import { checkSeeds } from '../seen/seen.ts';
import { brief, finalPhaseSummary, playerIndex, roundView } from '../views/views.ts';

/** The classic rounds' final ranking, as the engine gives it (without any final phase). */
const classicStandings = (context: CommandContext) => standingsOf(context.state, { final: true });

/** The Phase finale screen's view: the phase once opened, else who would play it. */
function finalPhaseView(context: CommandContext): FinalPhaseView {
  const { facts } = context;
  const briefOf = (index: number) => brief(engineIds(facts).player(index));
  const candidates = classicStandings(context)
    .lines.filter((line) => !line.withdrawn)
    .slice(0, 4)
    .map((line) => ({ rank: line.rank, player: briefOf(line.player) }));
  const ready = progressOf(facts).classicOver;
  const phase = facts.final;
  const phaseSummary = finalPhaseSummary(facts);
  if (phase === null || phaseSummary === null) return { phase: null, ready, candidates };
  const players = playerIndex(facts);
  return {
    phase: {
      summary: phaseSummary,
      openedAt: phase.openedAt,
      seeds: phase.seeds.map((id, i) => ({ seed: i + 1, player: brief(players.get(id) as PlayerRow) })),
      rounds: phase.rounds.map((r) => roundView(r.number, facts)),
      places: finalPlaces(facts).map((p) => ({ place: p.place, player: briefOf(p.player), decided: p.decided })),
    },
    ready,
    candidates,
  };
}

export function finalPhase(context: CommandContext): FinalPhaseView {
  return finalPhaseView(context);
}

export function openFinalPhase(context: CommandContext, input: In<typeof openFinalPhaseInput>): FinalPhaseView {
  const { facts } = context;
  if (facts.final !== null) refuse('final-phase-open', { size: facts.final.size });
  const size = input.players;
  const bestOfThree = input.bestOfThree ?? true;
  const thirdPlace = input.thirdPlace ?? false;
  const countClassicGame = input.countClassicGame ?? false;
  checkOpening(facts, { size, bestOfThree, thirdPlace, countClassicGame });
  const seeds = finalPhaseSeeds(classicStandings(context), size);
  if (seeds === null)
    refuse(
      'final-phase-too-few',
      { size, players: facts.players.filter((p) => p.withdrawnAfter === null).length },
      'players',
    );
  const seedIds = seeds.map((index) => engineIds(facts).id(index));
  checkSeeds(context, seedIds, input.seeds);
  const at = context.now.toISOString();
  const phase: FinalPhaseRow = {
    size,
    bestOfThree,
    thirdPlace,
    countClassicGame,
    afterRound: facts.rounds.length,
    seeds: seedIds,
    openedAt: at,
  };
  const opening = openingRound(facts, phase, at);
  const players = playerIndex(facts);
  const name = (id: number | null) => (id === null ? 'X' : (players.get(id)?.name ?? '?'));
  const pairs = opening.matches.map((m) => `${name(m.a)} – ${name(m.b)}`).join(' ; ');
  context.change(
    'open-final-phase',
    `Ouverture de la phase finale, ${size === 4 ? `demi-finales : ${pairs}` : `finale : ${pairs}`}`,
    (w) => {
      w.putFinalPhase(phase);
      w.putRound(opening.round, opening.matches);
    },
  );
  return finalPhaseView(context);
}

/** Removes the final phase and its matches, results included, as one change (undo puts it back). */
export function cancelFinalPhase(context: CommandContext): FinalPhaseView {
  const { final } = context.facts;
  if (final === null) return refuse('no-final-phase', {});
  const entered = final.matches.filter(isRecorded).length;
  context.change(
    'cancel-final-phase',
    `Suppression de la phase finale${entered > 0 ? ` (${entered} résultat${entered > 1 ? 's' : ''} effacé${entered > 1 ? 's' : ''})` : ''}`,
    (w) => {
      for (const round of [...final.rounds].reverse()) w.removeRound(round.number);
      w.removeFinalPhase();
    },
  );
  return finalPhaseView(context);
}
