/**
 * The names of the service's commands, without their schemas: what the Electron preload and the
 * IPC layer list. `schemas.ts` must define an input for each (checked at compile time).
 */
export const COMMAND_NAMES = [
  'createTournament',
  'openTournament',
  'importDocument',
  'closeTournament',
  'show',
  'updateSettings',
  'listPlayers',
  'addPlayer',
  'readPlayerFile',
  'importPlayers',
  'editPlayer',
  'removePlayer',
  'withdrawPlayer',
  'setAbsent',
  'pairNextRound',
  'repairRound',
  'swapPlayers',
  'round',
  'recordResult',
  'clearResult',
  'standings',
  'playerHistory',
  'crosstable',
  'exportDocument',
  'undo',
  'log',
  'saveCopy',
  'printDocument',
  'ratingReport',
  'exportResults',
  'directoryImport',
  'directorySearch',
  'directoryInfo',
  'refreshFromDirectory',
] as const;

export type CommandName = (typeof COMMAND_NAMES)[number];

export function isCommandName(value: unknown): value is CommandName {
  return typeof value === 'string' && (COMMAND_NAMES as readonly string[]).includes(value);
}
