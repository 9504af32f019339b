/**
 * The settings in force: the tournament's own where it set them, the engine's defaults where it
 * did not. The file keeps only what the director chose (null otherwise), so a later version's
 * better defaults reach the tournaments that never chose.
 */
import {
  type CategorySettings,
  DEFAULT_CATEGORY_SETTINGS,
  DEFAULT_NEWCOMER_RATING,
  DEFAULT_TOURNAMENT_ELO,
  type EloSettings,
  type Ruleset,
  resolveRuleset,
} from '../../../src-engine/index.ts';
import type { SettingsRow } from '../../store/tournament-store.ts';

export const eloOf = (settings: SettingsRow): EloSettings => settings.elo ?? DEFAULT_TOURNAMENT_ELO;

export const categorySettingsOf = (settings: SettingsRow): CategorySettings => ({
  ...DEFAULT_CATEGORY_SETTINGS,
  ...settings.categories,
});

export const newcomerRatingOf = (settings: SettingsRow): number => settings.newcomerRating ?? DEFAULT_NEWCOMER_RATING;

/** A preset by name, or a full ruleset as given. */
export function resolveRulesetInput(input: string | Ruleset): Ruleset {
  return typeof input === 'string' ? resolveRuleset(input as 'fisf' | 'fisf-earlier' | 'fbs') : input;
}
