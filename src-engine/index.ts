/**
 * Sclassic's rules engine: the formule classique of the FISF and FBS texts as pure functions.
 * No I/O, no clock, no randomness, no dependency: state in, decisions out. Its random tournament
 * generator (generate/) draws from a seeded generator it is given a seed for, never from the clock.
 */
export * from './audit.ts';
export * from './categories.ts';
export * from './complete-rounds.ts';
export * from './final-phase.ts';
export * from './final-rounds.ts';
export * from './games-won.ts';
export * from './generate/random.ts';
export * from './generate/random-tournament.ts';
export * from './initial-ranking.ts';
export * from './look-alike.ts';
export * from './model.ts';
export * from './newcomers.ts';
export * from './pairing/corrections.ts';
export * from './pairing/explanation.ts';
export * from './pairing/first-round.ts';
export * from './pairing/fixed-tables.ts';
export * from './pairing/pair-round.ts';
export * from './pairing/score-groups.ts';
export * from './pairing/who-starts.ts';
export * from './player-names.ts';
export * from './problems.ts';
export * from './progress.ts';
export * from './rating-estimate.ts';
export * from './rating-report.ts';
export * from './results.ts';
export * from './revision.ts';
export * from './round-time.ts';
export * from './rounds.ts';
export * from './ruleset.ts';
export * from './scoring.ts';
export * from './standings.ts';
export * from './tiles.ts';
export * from './tournament.ts';
