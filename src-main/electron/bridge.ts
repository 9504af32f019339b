/**
 * The IPC channels between the preload and the main process, and the bridge object the preload
 * exposes (`window.sclassic`): one `dispatch`, every command behind it, its answer an envelope
 * (Electron does not carry an error's code and field across the bridge); `choosePath`, the
 * native dialog where the director chooses a file; and `print`, the system's print dialog on a
 * PDF the page made.
 */
import type { PathPurpose, SclassicBridge } from '../contract/commands.ts';

export const API_CHANNEL = 'sclassic:api';
export const PATH_CHANNEL = 'sclassic:choose-path';
export const PRINT_CHANNEL = 'sclassic:print';

/** Builds the bridge from an `invoke` (the preload passes ipcRenderer.invoke). */
export function makeBridge(invoke: (channel: string, ...args: unknown[]) => Promise<unknown>): SclassicBridge {
  return {
    dispatch: (command, input) => invoke(API_CHANNEL, command, input) as ReturnType<SclassicBridge['dispatch']>,
    choosePath: (purpose: PathPurpose, suggested?: string) =>
      invoke(PATH_CHANNEL, purpose, suggested) as Promise<string | null>,
    print: (pdf: Uint8Array, fileName: string) => invoke(PRINT_CHANNEL, pdf, fileName) as Promise<boolean>,
  };
}
