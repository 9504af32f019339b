/**
 * What the desktop app remembers between launches, in its data folder: the window's size and
 * place, and the file that was open — reopened after a crash. (The recent files are the
 * service's, in the same folder: service/core/recent-files.ts.)
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export interface WindowBounds {
  x: number;
  y: number;
  width: number;
  height: number;
  maximized: boolean;
}

export interface RememberedState {
  window: WindowBounds | null;
  /** The file open when the app last ran. */
  lastFile: string | null;
  /** Whether the app last closed normally; if not, the last file is reopened. */
  cleanExit: boolean;
}

const EMPTY: RememberedState = { window: null, lastFile: null, cleanExit: true };

export class StateFile {
  private readonly path: string;
  state: RememberedState;

  constructor(folder: string) {
    this.path = join(folder, 'sclassic-state.json');
    try {
      const kept = JSON.parse(readFileSync(this.path, 'utf8')) as Partial<RememberedState>;
      // What this version keeps, and nothing else (an earlier version's list of recent files).
      this.state = {
        window: kept.window ?? EMPTY.window,
        lastFile: kept.lastFile ?? EMPTY.lastFile,
        cleanExit: kept.cleanExit ?? EMPTY.cleanExit,
      };
    } catch {
      this.state = { ...EMPTY };
    }
  }

  update(changes: Partial<RememberedState>): void {
    this.state = { ...this.state, ...changes };
    mkdirSync(dirname(this.path), { recursive: true });
    writeFileSync(this.path, JSON.stringify(this.state, null, 2));
  }

  opened(file: string): void {
    this.update({ lastFile: file });
  }
}

/** The .sclassic file named on a command line (a double-click on Windows passes its path). */
export function fileFromArgv(argv: readonly string[]): string | null {
  return argv.slice(1).find((arg) => !arg.startsWith('-') && arg.toLowerCase().endsWith('.sclassic')) ?? null;
}
