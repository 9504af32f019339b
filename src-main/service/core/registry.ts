/**
 * The one list of the service's commands. Each is declared once, here: its name, its input's
 * schema (inputs.ts), whether it writes, the file whose transaction it runs in, the roles that may
 * run it (the director's alone unless it says more), the path it takes and whether it opens or
 * closes a file (command.ts), and its handler (handlers/, by seam). Every type of every surface
 * derives from this object (contract/commands.ts); `dispatch` runs it. A new command is one entry
 * here, one handler, one CLI line, its words in the catalogues.
 */
import type { Role } from '../../contract/roles.ts';
import { renderJob } from '../../print/print-job.ts';
import * as clock from '../handlers/clock.ts';
import * as closing from '../handlers/closing.ts';
import * as directory from '../handlers/directory.ts';
import * as file from '../handlers/file.ts';
import * as finalPhase from '../handlers/final-phase.ts';
import * as live from '../handlers/live.ts';
import * as players from '../handlers/players.ts';
import * as proposals from '../handlers/proposals.ts';
import * as results from '../handlers/results.ts';
import * as rounds from '../handlers/rounds.ts';
import * as settings from '../handlers/settings.ts';
import * as standings from '../handlers/standings.ts';
import * as stations from '../handlers/stations.ts';
import * as inputs from '../inputs/inputs.ts';
import { command } from './command.ts';

/**
 * The director, and the stations that enter results (`saisie`): what a station's Résultats reads
 * (the tournament's summary, the round, its clock, the revision it follows) and the two writes of
 * a result. Every other command is the director's alone: pairing, settings, players, undo and
 * redo (a station would take back another hand's change), files, prints, exports, the directory,
 * the live results.
 */
const RESULTS_DESK: readonly Role[] = ['director', 'saisie'];

/**
 * A phone at a table, by the code printed on its match sheet: it reads that sheet and proposes
 * its result, which waits for a hand of the results desk. Nothing else, not even the summary.
 */
const TABLE: readonly Role[] = ['director', 'table'];

export const registry = {
  // ——— the file ———
  createTournament: command({
    input: inputs.createTournamentInput,
    writes: true,
    target: 'session',
    path: 'write',
    switches: 'opens',
    run: file.createTournament,
  }),
  openTournament: command({
    input: inputs.openTournamentInput,
    writes: false,
    target: 'session',
    path: 'open',
    switches: 'opens',
    run: file.openTournament,
  }),
  importDocument: command({
    input: inputs.importDocumentInput,
    writes: true,
    target: 'session',
    path: 'write',
    switches: 'opens',
    run: file.importDocument,
  }),
  closeTournament: command({
    input: inputs.noInput,
    writes: false,
    target: 'session',
    switches: 'closes',
    run: file.closeTournament,
  }),
  // Where the director's files go and which they opened lately: the director's machine, not a station's.
  defaults: command({ input: inputs.noInput, writes: false, target: 'session', run: file.defaults }),
  recentFiles: command({ input: inputs.noInput, writes: false, target: 'session', run: file.recentFiles }),
  saveCopy: command({
    input: inputs.saveCopyInput,
    writes: false,
    target: 'tournament',
    path: 'write',
    run: file.copyTarget,
    finish: file.writeCopy,
  }),
  // Undo takes back the latest change, whoever's hand made it: the director's alone. A station
  // corrects its own slip with a correction (recordResult with what it replaces) or clearResult.
  undo: command({ input: inputs.undoInput, writes: true, target: 'tournament', run: file.undo }),
  redo: command({ input: inputs.undoInput, writes: true, target: 'tournament', run: file.redo }),
  // Its revision is what every screen follows to read again: a station's Résultats included.
  undoState: command({
    input: inputs.noInput,
    writes: false,
    target: 'tournament',
    roles: RESULTS_DESK,
    run: file.undoState,
  }),
  log: command({ input: inputs.logInput, writes: false, target: 'tournament', run: file.log }),

  // ——— settings ———
  // The summary: the current round and the match format every screen starts from.
  show: command({
    input: inputs.noInput,
    writes: false,
    target: 'tournament',
    roles: RESULTS_DESK,
    run: settings.show,
  }),
  updateSettings: command({
    input: inputs.updateSettingsInput,
    writes: true,
    target: 'tournament',
    run: settings.updateSettings,
  }),

  // ——— players ———
  // Résultats needs no list of players (the round names them): registrations stay the director's.
  listPlayers: command({ input: inputs.noInput, writes: false, target: 'tournament', run: players.listPlayers }),
  addPlayer: command({ input: inputs.addPlayerInput, writes: true, target: 'tournament', run: players.addPlayer }),
  readPlayerFile: command({
    input: inputs.readPlayerFileInput,
    writes: false,
    target: 'tournament',
    prepare: players.readFile,
    run: players.playerFile,
  }),
  importPlayers: command({
    input: inputs.importPlayersInput,
    writes: true,
    target: 'tournament',
    run: players.importPlayers,
  }),
  editPlayer: command({ input: inputs.editPlayerInput, writes: true, target: 'tournament', run: players.editPlayer }),
  removePlayer: command({ input: inputs.playerInput, writes: true, target: 'tournament', run: players.removePlayer }),
  withdrawPlayer: command({
    input: inputs.withdrawPlayerInput,
    writes: true,
    target: 'tournament',
    run: players.withdrawPlayer,
  }),

  // ——— rounds ———
  // An absence is declared for the next round's pairing, which is the director's.
  setAbsent: command({ input: inputs.setAbsentInput, writes: true, target: 'tournament', run: rounds.setAbsent }),
  pairNextRound: command({ input: inputs.roundInput, writes: true, target: 'tournament', run: rounds.pairNextRound }),
  repairRound: command({ input: inputs.pairingInput, writes: true, target: 'tournament', run: rounds.repairRound }),
  swapPlayers: command({ input: inputs.swapPlayersInput, writes: true, target: 'tournament', run: rounds.swapPlayers }),
  previewSwap: command({
    input: inputs.swapPlayersInput,
    writes: false,
    target: 'tournament',
    run: rounds.previewSwap,
  }),
  round: command({
    input: inputs.roundInput,
    writes: false,
    target: 'tournament',
    roles: RESULTS_DESK,
    run: rounds.round,
  }),

  // ——— the round clock ———
  // A station reads the round's clock (a late player's forfeit time); starting, pausing or
  // adjusting it stays with the director, who runs the room.
  roundClock: command({
    input: inputs.roundInput,
    writes: false,
    target: 'tournament',
    roles: RESULTS_DESK,
    run: clock.roundClock,
  }),
  startClock: command({ input: inputs.roundInput, writes: true, target: 'tournament', run: clock.startClock }),
  pauseClock: command({ input: inputs.roundInput, writes: true, target: 'tournament', run: clock.pauseClock }),
  resumeClock: command({ input: inputs.roundInput, writes: true, target: 'tournament', run: clock.resumeClock }),
  adjustClock: command({
    input: inputs.adjustClockInput,
    writes: true,
    target: 'tournament',
    run: clock.adjustClock,
  }),
  resetClock: command({ input: inputs.roundInput, writes: true, target: 'tournament', run: clock.resetClock }),

  // ——— results ———
  // Forfeits, abandons and arbiter's decisions included: they are results of the table.
  recordResult: command({
    input: inputs.recordResultInput,
    writes: true,
    target: 'tournament',
    roles: RESULTS_DESK,
    run: results.recordResult,
    finish: results.backUpCompletedRound,
  }),
  clearResult: command({
    input: inputs.clearResultInput,
    writes: true,
    target: 'tournament',
    roles: RESULTS_DESK,
    run: results.clearResult,
  }),

  // ——— the final phase ———
  // The final phase's rounds reach Résultats as rounds (`round`): opening it, and its own view, are the director's.
  finalPhase: command({ input: inputs.noInput, writes: false, target: 'tournament', run: finalPhase.finalPhase }),
  openFinalPhase: command({
    input: inputs.openFinalPhaseInput,
    writes: true,
    target: 'tournament',
    run: finalPhase.openFinalPhase,
  }),
  cancelFinalPhase: command({
    input: inputs.noInput,
    writes: true,
    target: 'tournament',
    run: finalPhase.cancelFinalPhase,
  }),

  // ——— standings and history ———
  // Standings, histories and the crosstable are not a station's work: the live results publish them.
  standings: command({ input: inputs.standingsInput, writes: false, target: 'tournament', run: standings.standings }),
  playerHistory: command({
    input: inputs.playerInput,
    writes: false,
    target: 'tournament',
    run: standings.playerHistory,
  }),
  crosstable: command({ input: inputs.noInput, writes: false, target: 'tournament', run: standings.crosstable }),

  // ——— closing ———
  ratingReport: command({ input: inputs.noInput, writes: false, target: 'tournament', run: closing.ratingReport }),
  exportResults: command({
    input: inputs.exportResultsInput,
    writes: false,
    target: 'tournament',
    run: closing.exportResults,
  }),
  checkTournament: command({
    input: inputs.noInput,
    writes: false,
    target: 'tournament',
    run: closing.checkTournament,
  }),
  exportDocument: command({ input: inputs.noInput, writes: false, target: 'tournament', run: closing.exportDocument }),
  printDocument: command({
    input: inputs.printDocumentInput,
    writes: false,
    target: 'tournament',
    run: closing.printJob,
    afterTurn: renderJob,
  }),

  // ——— the live results ———
  // The live results' listener runs it as the director's process does; no station needs it.
  liveView: command({
    input: inputs.liveViewInput,
    writes: false,
    target: 'tournament',
    live: true,
    run: live.liveView,
  }),
  liveStatus: command({ input: inputs.noInput, writes: false, target: 'session', run: live.liveStatus }),
  startLive: command({
    input: inputs.startLiveInput,
    writes: false,
    target: 'session',
    run: live.liveTarget,
    afterTurn: live.listen,
  }),
  stopLive: command({
    input: inputs.noInput,
    writes: false,
    target: 'session',
    run: live.stopTarget,
    afterTurn: live.stop,
  }),

  // ——— several hands: the arbiters' stations ———
  // The hand a screen works under: the stations' screens show only what their role may do.
  whoAmI: command({
    input: inputs.noInput,
    writes: false,
    target: 'session',
    roles: RESULTS_DESK,
    run: stations.whoAmI,
  }),
  // Who may join and who is in is the director's word alone.
  stationsStatus: command({ input: inputs.noInput, writes: false, target: 'session', run: stations.stationsStatus }),
  startStations: command({
    input: inputs.startLiveInput,
    writes: false,
    target: 'session',
    run: stations.stationsTarget,
    afterTurn: stations.listen,
  }),
  stopStations: command({
    input: inputs.noInput,
    writes: false,
    target: 'session',
    run: stations.stopTarget,
    afterTurn: stations.stop,
  }),
  admitStation: command({
    input: inputs.admitStationInput,
    writes: false,
    target: 'session',
    run: stations.admitStation,
  }),
  refuseStation: command({ input: inputs.stationInput, writes: false, target: 'session', run: stations.refuseStation }),
  revokeStation: command({ input: inputs.stationInput, writes: false, target: 'session', run: stations.revokeStation }),

  // ——— several hands: results proposed from the tables ———
  tableSheet: command({
    input: inputs.tableCodeInput,
    writes: false,
    target: 'tournament',
    roles: TABLE,
    run: proposals.tableSheet,
  }),
  // It writes only when the director lets two phones' same numbers validate them.
  proposeResult: command({
    input: inputs.proposeResultInput,
    writes: true,
    target: 'tournament',
    roles: TABLE,
    run: proposals.proposeResult,
    finish: proposals.backUpConfirmed,
  }),
  // The queue, and its validation with one key: the results desk's work, a station's included.
  proposals: command({
    input: inputs.proposalsInput,
    writes: false,
    target: 'tournament',
    roles: RESULTS_DESK,
    run: proposals.proposals,
    afterTurn: proposals.waitForChange,
  }),
  acceptProposal: command({
    input: inputs.acceptProposalInput,
    writes: true,
    target: 'tournament',
    roles: RESULTS_DESK,
    run: proposals.acceptProposal,
    finish: results.backUpCompletedRound,
  }),
  dismissProposal: command({
    input: inputs.dismissProposalInput,
    writes: false,
    target: 'tournament',
    roles: RESULTS_DESK,
    run: proposals.dismissProposal,
  }),

  // ——— the directory of players ———
  directoryImport: command({
    input: inputs.directoryImportInput,
    writes: true,
    target: 'directory',
    prepare: directory.readList,
    run: directory.importList,
  }),
  directorySearch: command({
    input: inputs.directorySearchInput,
    writes: false,
    target: 'directory',
    run: directory.directorySearch,
  }),
  directoryInfo: command({ input: inputs.noInput, writes: false, target: 'directory', run: directory.directoryInfo }),
  previewDirectoryRefresh: command({
    input: inputs.directoryRefreshInput,
    writes: false,
    target: 'tournament',
    run: directory.previewDirectoryRefresh,
  }),
  refreshFromDirectory: command({
    input: inputs.directoryRefreshInput,
    writes: true,
    target: 'tournament',
    run: directory.refreshFromDirectory,
  }),
};

export type Registry = typeof registry;
