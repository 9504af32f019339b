/** The preload exposes exactly the typed service API, each method one invoke on the API channel. */
import { describe, expect, it, vi } from 'vitest';
import type { SclassicBridge } from '../../src-main/electron/bridge.ts';
import { COMMAND_NAMES } from '../../src-main/service/command-names.ts';

const exposed = new Map<string, unknown>();
const invoke = vi.fn(() => Promise.resolve({ result: 'ok' }));
vi.mock('electron', () => ({
  contextBridge: { exposeInMainWorld: (key: string, value: unknown) => exposed.set(key, value) },
  ipcRenderer: { invoke },
}));

describe('preload', () => {
  it('exposes window.sclassic with one method per service command, and nothing else', async () => {
    await import('../../src-main/electron/preload.ts');
    expect([...exposed.keys()]).toEqual(['sclassic']);
    const bridge = exposed.get('sclassic') as SclassicBridge;
    expect(Object.keys(bridge).sort()).toEqual([...COMMAND_NAMES].sort());
    await bridge.addPlayer({ name: 'BERTIN Ana', rating: 1720 });
    expect(invoke).toHaveBeenCalledWith('sclassic:api', 'addPlayer', { name: 'BERTIN Ana', rating: 1720 });
  });
});
