/**
 * The service's commands as every side sees them: their names, what each takes and what each
 * answers, all derived from the one registry (`src-main/service/core/registry.ts`), which declares
 * each command once. Only types cross from the registry: nothing of the service runs here.
 */
import type { z } from 'zod';
import type { OutputOf } from '../service/core/command.ts';
import type { Registry } from '../service/core/registry.ts';
import type { Envelope } from './envelope.ts';

export type CommandName = keyof Registry;

/** What a command takes, as a surface sends it (before its schema trims and checks it). */
export type Input<C extends CommandName> = z.input<Registry[C]['input']>;

/** What a command answers. */
export type Output<C extends CommandName> = OutputOf<Registry[C]>;

/** The typed API object: one method per command, a refusal thrown as `Refused`. */
export type SclassicApi = { [C in CommandName]: (input: Input<C>) => Promise<Output<C>> };

/** What a file is chosen for in the desktop app's native dialog. */
export type PathPurpose = 'open' | 'create' | 'copy';

/**
 * What the desktop app's preload exposes as `window.sclassic`: one function, every command behind
 * it; the native dialog where the director chooses a file, the only way a path reaches the
 * commands that take one in the desktop app (src-main/electron/chosen-paths.ts); and the system's
 * print dialog on a PDF the page made (src-main/electron/printing.ts). Browser mode has no bridge:
 * its page types the path, and its PDFs open in a new tab for the browser to print.
 */
export interface SclassicBridge {
  dispatch<C extends CommandName>(command: C, input: Input<C>): Promise<Envelope<Output<C>>>;
  /** The path the director chose, or null when the dialog was cancelled. */
  choosePath?(purpose: PathPurpose, suggested?: string): Promise<string | null>;
  /** Shows the PDF in a window of its own with the print dialog over it; false when it could not be shown. */
  print?(pdf: Uint8Array, fileName: string): Promise<boolean>;
}
