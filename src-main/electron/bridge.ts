/**
 * The contract between the preload and the main process: one IPC channel, and the typed API
 * object the preload exposes. Answers travel as envelopes, because Electron does not carry an
 * error's code and field across the bridge.
 */
import type { Outputs } from '../service/api.ts';
import { COMMAND_NAMES, type CommandName } from '../service/command-names.ts';
import type { Input } from '../service/schemas.ts';

export const API_CHANNEL = 'sclassic:api';

export interface Refusal {
  code: string;
  message: string;
  field: string | null;
}

export type Envelope<T> = { result: T } | { error: Refusal };

/** The object `window.sclassic`: every service command, and nothing else. */
export type SclassicBridge = { [K in CommandName]: (input: Input<K>) => Promise<Envelope<Outputs[K]>> };

/** Builds the bridge from an `invoke` (the preload passes ipcRenderer.invoke on API_CHANNEL). */
export function makeBridge(invoke: (command: CommandName, input: unknown) => Promise<unknown>): SclassicBridge {
  const bridge: Partial<Record<CommandName, (input: unknown) => Promise<unknown>>> = {};
  for (const command of COMMAND_NAMES) bridge[command] = (input: unknown) => invoke(command, input);
  return bridge as SclassicBridge;
}
