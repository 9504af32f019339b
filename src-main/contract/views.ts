/** Every view the service answers with, in one place for the surfaces that show them. */
export * from './views/audit.ts';
export * from './views/clock.ts';
export * from './views/directory.ts';
export * from './views/document.ts';
export * from './views/endings.ts';
export * from './views/live.ts';
export * from './views/player-file.ts';
export * from './views/standings.ts';
export * from './views/tournament.ts';
