/** The preload exposes exactly the bridge: one dispatch on the API channel, the file dialog and printing each on its own. */
import { describe, expect, it, vi } from 'vitest';
import type { SclassicBridge } from '../../src-main/contract/commands.ts';

const exposed = new Map<string, unknown>();
const invoke = vi.fn(() => Promise.resolve({ result: 'ok' }));
vi.mock('electron', () => ({
  contextBridge: { exposeInMainWorld: (key: string, value: unknown) => exposed.set(key, value) },
  ipcRenderer: { invoke },
}));

describe('preload', () => {
  it('exposes window.sclassic with its one dispatch, the file dialog and printing, and nothing else', async () => {
    await import('../../src-main/electron/preload.ts');
    expect([...exposed.keys()]).toEqual(['sclassic']);
    const bridge = exposed.get('sclassic') as SclassicBridge;
    expect(Object.keys(bridge)).toEqual(['dispatch', 'choosePath', 'print']);
    expect(await bridge.dispatch('addPlayer', { name: 'BERTIN Ana', rating: 1720 })).toEqual({ result: 'ok' });
    expect(invoke).toHaveBeenCalledWith('sclassic:api', 'addPlayer', { name: 'BERTIN Ana', rating: 1720 });
    await bridge.choosePath?.('create', 'Open.sclassic');
    expect(invoke).toHaveBeenLastCalledWith('sclassic:choose-path', 'create', 'Open.sclassic');
    const pdf = new TextEncoder().encode('%PDF-1.7');
    await bridge.print?.(pdf, 'feuilles.pdf');
    expect(invoke).toHaveBeenLastCalledWith('sclassic:print', pdf, 'feuilles.pdf');
  });
});
