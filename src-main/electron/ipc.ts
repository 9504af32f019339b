/**
 * The main process's side of the bridge: one handler that runs a service command for the app's
 * own windows, through the service's schemas, and ignores every other sender.
 */
import type { IpcMain, IpcMainInvokeEvent } from 'electron';
import { asServiceError, type SclassicApi } from '../service/api.ts';
import { isCommandName } from '../service/command-names.ts';
import { API_CHANNEL, type Envelope } from './bridge.ts';

/** Whether an IPC message comes from one of the app's own windows, showing the app's own page. */
export type TrustedSender = (event: IpcMainInvokeEvent) => boolean;

export function registerApi(ipcMain: Pick<IpcMain, 'handle'>, api: SclassicApi, isTrusted: TrustedSender): void {
  ipcMain.handle(
    API_CHANNEL,
    async (event, command: unknown, input: unknown): Promise<Envelope<unknown> | undefined> => {
      if (!isTrusted(event)) return undefined;
      if (!isCommandName(command)) {
        return {
          error: { code: 'unknown-command', message: `Commande inconnue « ${String(command)} ».`, field: null },
        };
      }
      try {
        const method = api[command] as (input: unknown) => Promise<unknown>;
        return { result: (await method(input)) ?? null };
      } catch (error) {
        const refusal = asServiceError(error);
        if (refusal === null) {
          return { error: { code: 'internal', message: `Erreur interne : ${(error as Error).message}`, field: null } };
        }
        return { error: { code: refusal.code, message: refusal.message, field: refusal.field } };
      }
    },
  );
}
