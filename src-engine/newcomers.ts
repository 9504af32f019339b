/**
 * Unrated newcomers (non classés, « NC »). The texts rank by rating and say nothing of players
 * without one, yet 003 opens classic tournaments « à tous les néophytes ». An NC player ranks
 * after every rated player (initial-ranking.ts); wherever a number is needed — FBS Pdep, the
 * rating estimate's expectations — the tournament's newcomer rating stands in for theirs.
 */

/**
 * Sclassic's stand-in when a tournament sets none (the texts give no value): 1400, in the lower
 * part of a federation list, below the default C series floor where first-timers usually play,
 * so a win over a newcomer weighs like a win over a modest club player.
 */
export const DEFAULT_NEWCOMER_RATING = 1400;

/** How an unrated player is shown on every surface, and the name of their own series by default. */
export const NEWCOMER_LABEL = 'NC';

/** The rating a player counts for where a number is needed: their own, or the newcomer rating. */
export const ratingInUse = (rating: number | null, newcomerRating: number): number => rating ?? newcomerRating;
