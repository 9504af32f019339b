/**
 * In the desktop app the page takes a tournament's path from the system's file dialog (the app
 * accepts no other from the page): the new-tournament form and the home screen offer it when the
 * preload's bridge does, and browser mode, without a bridge, keeps its typed path alone.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/svelte';
import { describe, expect, it, vi } from 'vitest';
import type { SclassicBridge } from '../../src-main/contract/commands.ts';

const chosen = '/home/directeur/Tournois/Open de Mons.sclassic';
const bridge = {
  dispatch: vi.fn(async (command: string, _input: unknown) => ({
    result: command === 'show' ? null : { path: chosen },
  })),
  choosePath: vi.fn(async (_purpose: string, _suggested?: string) => chosen),
};

// The preload's bridge is there before the UI loads, as in the desktop app (each test file runs
// in its own module graph: the other files keep browser mode's client).
(globalThis as { sclassic?: SclassicBridge }).sclassic = bridge as unknown as SclassicBridge;
await import('../../src-renderer/lib/i18n.ts');
const { default: NewTournament } = await import('../../src-renderer/screens/NewTournament.svelte');
const { default: Home } = await import('../../src-renderer/screens/Home.svelte');

describe('with the desktop app’s bridge', () => {
  it('the new tournament’s file is chosen in the system’s dialog, its name suggested', async () => {
    render(NewTournament);
    await fireEvent.input(screen.getByLabelText('Nom du tournoi'), { target: { value: 'Open de Mons' } });
    await fireEvent.click(screen.getByTestId('choose-new-path'));
    expect(bridge.choosePath).toHaveBeenCalledWith('create', 'Open de Mons.sclassic');
    await waitFor(() =>
      expect((screen.getByLabelText('Fichier à créer (.sclassic)') as HTMLInputElement).value).toBe(chosen),
    );
  });

  it('a tournament chosen in the dialog opens at once', async () => {
    render(Home);
    await fireEvent.click(screen.getByTestId('choose-open'));
    expect(bridge.choosePath).toHaveBeenCalledWith('open', undefined);
    await waitFor(() => expect(bridge.dispatch).toHaveBeenCalledWith('openTournament', { path: chosen }));
  });
});
