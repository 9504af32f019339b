/**
 * The one IPC channel between the preload and the main process, and the bridge object the preload
 * exposes (`window.sclassic`): one `dispatch`, every command behind it, its answer an envelope
 * (Electron does not carry an error's code and field across the bridge).
 */
import type { SclassicBridge } from '../contract/commands.ts';

export const API_CHANNEL = 'sclassic:api';

/** Builds the bridge from an `invoke` (the preload passes ipcRenderer.invoke on API_CHANNEL). */
export function makeBridge(invoke: (command: string, input: unknown) => Promise<unknown>): SclassicBridge {
  return { dispatch: (command, input) => invoke(command, input) as ReturnType<SclassicBridge['dispatch']> };
}
