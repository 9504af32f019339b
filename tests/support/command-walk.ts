/**
 * What the walks of every command × every role × every listener share: the folder's every file,
 * byte for byte, to compare before and after what was refused; the hand of each role; and inputs
 * the director's run would accept for the commands whose run would change the most — a station's
 * or a phone's is refused all the same, and none of it happens (no file created, copied or
 * closed, no round paired, nothing undone, no listener).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CommandName } from '../../src-main/contract/commands.ts';
import { DIRECTOR, type Hand, type Role } from '../../src-main/contract/roles.ts';
import type { TournamentFile } from '../../src-main/store/tournament-file.ts';

/**
 * Everything the commands could have written: every file of the folder, its bytes as base64.
 * The tournament open in the folder has its write-ahead log folded back first, as its timer does
 * every second: a fold moves changes already made from the log into the file, so two snapshots
 * differ only if something was written between them.
 */
export function folderSnapshot(folder: string, open: TournamentFile | null): Record<string, string> {
  open?.writeAhead?.fold();
  const files = readdirSync(folder, { recursive: true, withFileTypes: true }).filter((f) => f.isFile());
  return Object.fromEntries(
    files.map((f) => [join(f.parentPath, f.name), readFileSync(join(f.parentPath, f.name)).toString('base64')]),
  );
}

/** A hand of each role: the director's own, or a station's under a name. */
export const handOf = (role: Role, name = 'Arbitre 2'): Hand => (role === 'director' ? DIRECTOR : { role, name });

export const WOULD_RUN: Partial<Record<CommandName, (folder: string) => unknown>> = {
  createTournament: (f) => ({ path: join(f, 'autre.sclassic'), name: 'Autre', date: '2026-12-22' }),
  saveCopy: (f) => ({ path: join(f, 'copie.sclassic') }),
  closeTournament: () => ({}),
  undo: () => ({}),
  updateSettings: () => ({ name: 'Open de la station' }),
  addPlayer: () => ({ name: 'INTRUS Ian', rating: 1500 }),
  setAbsent: () => ({ player: 1, absent: true }),
  startClock: () => ({}),
  startLive: () => ({ address: '127.0.0.1', port: 0 }),
  startStations: () => ({ address: '127.0.0.1', port: 0 }),
  stopStations: () => ({}),
  log: () => ({}),
  exportDocument: () => ({}),
};

/** The input of `name` for a walk that means it to run: `WOULD_RUN`'s, or none. */
export const wouldRun = (name: CommandName, folder: string): unknown => WOULD_RUN[name]?.(folder) ?? {};
