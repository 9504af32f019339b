/**
 * The main process's side of the bridge: one handler that hands a command to the service's
 * `dispatch` for the app's own windows, and ignores every other sender.
 */
import type { IpcMain, IpcMainInvokeEvent } from 'electron';
import type { Envelope } from '../contract/envelope.ts';
import type { Service } from '../service/dispatch.ts';
import { API_CHANNEL } from './bridge.ts';

/** Whether an IPC message comes from one of the app's own windows, showing the app's own page. */
export type TrustedSender = (event: IpcMainInvokeEvent) => boolean;

export function registerApi(ipcMain: Pick<IpcMain, 'handle'>, service: Service, isTrusted: TrustedSender): void {
  ipcMain.handle(
    API_CHANNEL,
    async (event, command: unknown, input: unknown): Promise<Envelope<unknown> | undefined> => {
      if (!isTrusted(event)) return undefined;
      return service.dispatch(String(command), input);
    },
  );
}
