/**
 * The preload of every window: exposes exactly the bridge to the service (`window.sclassic`,
 * one `dispatch`) and nothing else. It runs sandboxed, with context isolation: no Node, no other channel.
 */
import { contextBridge, ipcRenderer } from 'electron';
import type { SclassicBridge } from '../contract/commands.ts';
import { API_CHANNEL, makeBridge } from './bridge.ts';

const bridge: SclassicBridge = makeBridge((command, input) => ipcRenderer.invoke(API_CHANNEL, command, input));
contextBridge.exposeInMainWorld('sclassic', bridge);
