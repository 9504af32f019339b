/**
 * The preload of every window: exposes exactly the bridge to the service (`window.sclassic`: one
 * `dispatch`, and `choosePath` for the native file dialog) and nothing else. It runs sandboxed,
 * with context isolation: no Node, no other channel.
 */
import { contextBridge, ipcRenderer } from 'electron';
import type { SclassicBridge } from '../contract/commands.ts';
import { makeBridge } from './bridge.ts';

const bridge: SclassicBridge = makeBridge((channel, ...args) => ipcRenderer.invoke(channel, ...args));
contextBridge.exposeInMainWorld('sclassic', bridge);
