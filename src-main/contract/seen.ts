/**
 * What a screen sends back with a change: the thing as it showed it, for the service to refuse the
 * change when the file holds something else now (src-main/service/seen/seen.ts). The same picking for
 * every screen that edits a player or the settings.
 */
import { SEEN_PLAYER_FIELDS, type SeenPlayerField, type SeenSettingField } from './refusals.ts';
import type { PlayerView, TournamentSummary } from './views/tournament.ts';

/** A player's fields as a screen shows them, for `editPlayer`'s `was`. */
export function seenPlayer(player: Pick<PlayerView, SeenPlayerField>): Pick<PlayerView, SeenPlayerField> {
  return Object.fromEntries(SEEN_PLAYER_FIELDS.map((f) => [f, player[f]])) as Pick<PlayerView, SeenPlayerField>;
}

/** The settings a change touches, as the screen's summary shows them, for `updateSettings`' `was`. */
export function seenSettings(
  summary: TournamentSummary,
  change: Partial<Record<SeenSettingField, unknown>>,
): Partial<Pick<TournamentSummary, SeenSettingField>> {
  return Object.fromEntries(
    (Object.keys(change) as SeenSettingField[]).filter((f) => f in summary).map((f) => [f, summary[f]]),
  );
}
