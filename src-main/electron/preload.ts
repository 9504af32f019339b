/**
 * The preload of every window: exposes exactly the typed service API (`window.sclassic`) and
 * nothing else. It runs sandboxed, with context isolation: no Node, no other channel.
 */
import { contextBridge, ipcRenderer } from 'electron';
import { API_CHANNEL, makeBridge, type SclassicBridge } from './bridge.ts';

const bridge: SclassicBridge = makeBridge((command, input) => ipcRenderer.invoke(API_CHANNEL, command, input));
contextBridge.exposeInMainWorld('sclassic', bridge);
