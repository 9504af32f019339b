/**
 * What the preload finds as `electron` in the Chromium test of the desktop app's page
 * (desktop-page.ts): `contextBridge` puts the bridge on the page's window, and `ipcRenderer`
 * carries each invoke to the test's binding, which hands it to the app's IPC handler. Bytes cross
 * as the wire codec writes them, as Electron's structured clone carries them in the app.
 */
import { fromWire, toWire } from '../../src-main/contract/wire.ts';

declare global {
  /** The test's binding: a channel and its arguments as wire text, the handler's answer back as wire text. */
  var sclassicIpc: (channel: string, args: string) => Promise<string>;
}

export const contextBridge = {
  exposeInMainWorld(key: string, value: unknown): void {
    (globalThis as Record<string, unknown>)[key] = value;
  },
};

export const ipcRenderer = {
  async invoke(channel: string, ...args: unknown[]): Promise<unknown> {
    return fromWire(await globalThis.sclassicIpc(channel, toWire(args)));
  },
};
