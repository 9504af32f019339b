/** The tournament's summary and settings: what the header shows, what Paramètres and `sclassic settings` change. */
import { refuse } from '../../contract/refusals.ts';
import type { TournamentSummary } from '../../contract/views/tournament.ts';
import type { SettingsRow } from '../../store/tournament-store.ts';
import { lockClassicPhase } from '../adapters/final-phase.ts';
import { categorySettingsOf, eloOf, resolveRulesetInput } from '../adapters/settings-in-force.ts';
import { newTableSecret } from '../adapters/table-codes.ts';
import type { CommandContext } from '../core/context.ts';
import { definedOnly } from '../inputs/given.ts';
import type { In, updateSettingsInput } from '../inputs/inputs.ts';
import { checkSettingsSeen } from '../seen/seen.ts';
import { summaryView } from '../views/views.ts';

export function show(context: CommandContext): TournamentSummary {
  return summaryView(context.pathShown, context.facts);
}

export function updateSettings(context: CommandContext, input: In<typeof updateSettingsInput>): TournamentSummary {
  const { facts } = context;
  checkSettingsSeen(context, summaryView(context.pathShown, facts), input.was);
  const paired = facts.rounds.length;
  if (input.ruleset !== undefined && paired > 0) refuse('ruleset-locked', {}, 'ruleset');
  if (input.pairingSystem !== undefined && input.pairingSystem !== facts.settings.pairingSystem && paired > 0)
    refuse('system-locked', {}, 'pairingSystem');
  if (
    input.bestOfThree !== undefined &&
    input.bestOfThree !== facts.settings.bestOfThree &&
    facts.matches.some((m) => m.games.length > 0)
  )
    refuse('format-locked', {}, 'bestOfThree');
  if (
    input.newcomerRating !== undefined &&
    input.newcomerRating !== facts.settings.newcomerRating &&
    facts.settings.ruleset.pdep.kind === 'rating' &&
    paired > 0
  )
    refuse('newcomer-rating-locked', {}, 'newcomerRating');
  if (input.plannedRounds !== undefined && input.plannedRounds !== null && input.plannedRounds < paired)
    refuse('rounds-too-few', { paired }, 'plannedRounds');
  // The classic rounds chose the final phase's players: their number and format stay.
  if (input.plannedRounds !== undefined && input.plannedRounds !== facts.settings.plannedRounds)
    lockClassicPhase(facts, 'rounds');
  if (input.bestOfThree !== undefined && input.bestOfThree !== facts.settings.bestOfThree)
    lockClassicPhase(facts, 'format');
  const next: SettingsRow = {
    ...facts.settings,
    ...definedOnly({
      name: input.name,
      date: input.date,
      place: input.place,
      plannedRounds: input.plannedRounds,
      bestOfThree: input.bestOfThree,
      minutes: input.minutes,
      pairingSystem: input.pairingSystem,
      liveHidesRatings: input.liveHidesRatings,
      newcomerRating: input.newcomerRating,
      tableProposals: input.tableProposals,
      proposalsConfirm: input.proposalsConfirm,
    }),
    // The sheets' codes are keyed once, the first time the tables may propose: a sheet printed
    // since keeps reaching its table whenever proposals are turned off and on again.
    ...(input.tableProposals === true && facts.settings.tableSecret === null ? { tableSecret: newTableSecret() } : {}),
    ...(input.ruleset === undefined ? {} : { ruleset: resolveRulesetInput(input.ruleset) }),
    ...(input.elo === undefined ? {} : { elo: { ...eloOf(facts.settings), ...input.elo } }),
    ...(input.categories === undefined
      ? {}
      : { categories: { ...categorySettingsOf(facts.settings), ...input.categories } }),
  };
  context.change('update-settings', 'Modification des paramètres du tournoi', (w) => w.putSettings(next));
  return summaryView(context.pathShown, context.facts);
}
