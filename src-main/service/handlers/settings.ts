/** The tournament's summary and settings: what the header shows, what Paramètres and `sclassic settings` change. */
import { type Ruleset, resolveRuleset } from '../../../src-engine/index.ts';
import { refuse } from '../../contract/refusals.ts';
import type { TournamentSummary } from '../../contract/views/tournament.ts';
import type { SettingsRow } from '../../store/tournament-store.ts';
import type { CommandContext } from '../context.ts';
import { lockClassicPhase } from '../final-phase.ts';
import type { In, updateSettingsInput } from '../inputs.ts';
import { checkSettingsSeen } from '../seen.ts';
import { categorySettingsOf, eloOf } from '../settings-in-force.ts';
import { summaryView } from '../views.ts';

/** A preset by name, or a full ruleset as given. */
export function resolveRulesetInput(input: string | Ruleset): Ruleset {
  return typeof input === 'string' ? resolveRuleset(input as 'fisf' | 'fisf-earlier' | 'fbs') : input;
}

/** Only the values given: the rest keep what the file has. */
export function definedOnly<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<T>;
}

export function show(context: CommandContext): TournamentSummary {
  return summaryView(context.path, context.facts);
}

export function updateSettings(context: CommandContext, input: In<typeof updateSettingsInput>): TournamentSummary {
  const { facts } = context;
  checkSettingsSeen(context, summaryView(context.path, facts), input.was);
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
    }),
    ...(input.ruleset === undefined ? {} : { ruleset: resolveRulesetInput(input.ruleset) }),
    ...(input.elo === undefined ? {} : { elo: { ...eloOf(facts.settings), ...input.elo } }),
    ...(input.categories === undefined
      ? {}
      : { categories: { ...categorySettingsOf(facts.settings), ...input.categories } }),
  };
  context.change('update-settings', 'Modification des paramètres du tournoi', (w) => w.putSettings(next));
  return summaryView(context.path, context.facts);
}
