/**
 * The main process's side of the bridge: a handler that hands a command to the service's
 * `dispatch` for the app's own windows, once the paths it names are ones the director chose
 * (chosen-paths.ts); the handler of the native file dialog; and the one of printing a PDF the
 * page made (printing.ts). Every other sender is ignored.
 */
import type { IpcMain, IpcMainInvokeEvent } from 'electron';
import type { PathPurpose } from '../contract/commands.ts';
import type { Envelope } from '../contract/envelope.ts';
import { refusal } from '../contract/refusals.ts';
import { API_CHANNEL, PATH_CHANNEL, PRINT_CHANNEL } from './bridge.ts';
import type { ChosenPaths } from './chosen-paths.ts';

/** Whether an IPC message comes from one of the app's own windows, showing the app's own page. */
export type TrustedSender = (event: IpcMainInvokeEvent) => boolean;

export interface ApiHandlers {
  dispatch(command: string, input: unknown): Promise<Envelope<unknown>>;
  paths: Pick<ChosenPaths, 'allows'>;
  /** Asks the director for a file in a native dialog; null when cancelled. */
  choosePath(purpose: PathPurpose, suggested?: string): Promise<string | null>;
  /** Shows a PDF with the print dialog over it; false when what came is no PDF or could not be shown. */
  print(pdf: unknown, fileName: unknown): Promise<boolean>;
}

const PURPOSES: readonly PathPurpose[] = ['open', 'create', 'copy'];

export function registerApi(ipcMain: Pick<IpcMain, 'handle'>, handlers: ApiHandlers, isTrusted: TrustedSender): void {
  ipcMain.handle(
    API_CHANNEL,
    async (event, command: unknown, input: unknown): Promise<Envelope<unknown> | undefined> => {
      if (!isTrusted(event)) return undefined;
      if (!(await handlers.paths.allows(String(command), input)))
        return { refusal: refusal('path-not-chosen', {}, 'path') };
      return handlers.dispatch(String(command), input);
    },
  );
  ipcMain.handle(
    PATH_CHANNEL,
    async (event, purpose: unknown, suggested: unknown): Promise<string | null | undefined> => {
      if (!isTrusted(event) || !PURPOSES.includes(purpose as PathPurpose)) return undefined;
      return handlers.choosePath(purpose as PathPurpose, typeof suggested === 'string' ? suggested : undefined);
    },
  );
  ipcMain.handle(
    PRINT_CHANNEL,
    async (event, pdf: unknown, fileName: unknown): Promise<boolean | undefined> =>
      isTrusted(event) ? handlers.print(pdf, fileName) : undefined,
  );
}
