/**
 * Two screens on one service, as the director has them: two browser-mode pages over HTTP, or two
 * windows of the desktop app over its IPC handler (the real one, `registerApi`, with `electron`'s
 * ipcMain stood in for). Each screen is the typed API its page uses.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SclassicApi } from '../../src-main/contract/commands.ts';
import type { Envelope } from '../../src-main/contract/envelope.ts';
import { API_CHANNEL } from '../../src-main/electron/bridge.ts';
import { registerApi } from '../../src-main/electron/ipc.ts';
import { startBrowserServer } from '../../src-main/server/browser-server.ts';
import type { Service } from '../../src-main/service/core/dispatch.ts';
import { bridgeApi, httpApi } from '../../src-renderer/lib/api.ts';

export interface Screens {
  a: SclassicApi;
  b: SclassicApi;
  close(): Promise<void>;
}

export type Transport = 'HTTP' | 'IPC';

/** Two browser-mode pages on `service`, served from `folder`. */
async function overHttp(service: Service, folder: string): Promise<Screens> {
  const ui = join(folder, 'ui');
  mkdirSync(ui, { recursive: true });
  writeFileSync(join(ui, 'index.html'), '<!doctype html><title>Sclassic</title>');
  const server = await startBrowserServer(service, ui);
  return { a: httpApi(server.url), b: httpApi(server.url), close: () => server.close() };
}

/** Two desktop windows on `service`: each invokes the API channel as its preload's bridge does. */
function overIpc(service: Service): Screens {
  let handler: ((event: unknown, command: unknown, input: unknown) => Promise<unknown>) | null = null;
  registerApi(
    {
      handle: (channel, fn) => {
        if (channel === API_CHANNEL) handler = fn as typeof handler;
      },
    },
    {
      dispatch: service.dispatch,
      paths: { allows: async () => true },
      choosePath: async () => null,
      print: async () => false,
    },
    () => true,
  );
  const window = () =>
    bridgeApi({
      dispatch: (command, input) => handler?.({}, command, input) as Promise<Envelope<never>>,
    });
  return { a: window(), b: window(), close: async () => {} };
}

export function twoScreens(transport: Transport, service: Service, folder: string): Promise<Screens> | Screens {
  return transport === 'HTTP' ? overHttp(service, folder) : overIpc(service);
}
