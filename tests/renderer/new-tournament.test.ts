/**
 * The new-tournament form: a refusal shows next to its field, and nothing typed is lost; the file
 * may be a name alone (or left blank), the example written in the service's folder.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/svelte';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, app } from '../../src-renderer/lib/app-state.svelte.ts';
import { refused } from './refusals.ts';
import { summary } from './tournament-views.ts';
import '../../src-renderer/lib/i18n.ts';
import NewTournament from '../../src-renderer/screens/NewTournament.svelte';

const FOLDER = '/home/directeur/Documents/Tournois Sclassic';

beforeEach(() => {
  vi.spyOn(api, 'defaults').mockResolvedValue({ folder: FOLDER, separator: '/' });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  globalThis.localStorage.clear();
  app.summary = null;
});

describe('Nouveau tournoi', () => {
  it('shows the service’s refusal next to the field it concerns and keeps what was typed', async () => {
    const create = vi
      .spyOn(api, 'createTournament')
      .mockRejectedValue(
        refused('invalid-input', { issues: [{ path: ['date'], rule: 'date-exists', subject: 'date' }] }, 'date'),
      );
    render(NewTournament);
    await fireEvent.input(screen.getByLabelText('Nom du tournoi'), { target: { value: 'Open de Mons' } });
    await fireEvent.input(screen.getByLabelText('Fichier à créer (.sclassic)'), {
      target: { value: '/tmp/mons.sclassic' },
    });
    await fireEvent.click(screen.getByTestId('create-tournament'));
    expect(create).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Open de Mons', path: '/tmp/mons.sclassic', ruleset: 'fisf' }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe("Cette date n'existe pas");
    expect(screen.getByLabelText('Date').getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByLabelText('Nom du tournoi') as HTMLInputElement).value).toBe('Open de Mons');
  });

  it('writes its example in the folder a name alone goes to, as this machine writes paths', async () => {
    render(NewTournament);
    const path = screen.getByLabelText('Fichier à créer (.sclassic)');
    await waitFor(() => expect(path.getAttribute('placeholder')).toBe(`${FOLDER}/Open de Courcelles.sclassic`));
    expect(path.getAttribute('placeholder')).not.toContain('C:\\');
    expect(screen.getByTestId('new-path-hint').textContent).toContain(`Un nom sans dossier va dans ${FOLDER}`);
  });

  it('names the file after the tournament when it is left blank, and opens it where it went', async () => {
    const created = summary({ name: 'Open de Test', path: `${FOLDER}/Open de Test.sclassic` });
    const create = vi.spyOn(api, 'createTournament').mockResolvedValue(created);
    vi.spyOn(api, 'show').mockResolvedValue(created);
    render(NewTournament);
    await fireEvent.input(screen.getByLabelText('Nom du tournoi'), { target: { value: 'Open de Test' } });
    await fireEvent.click(screen.getByTestId('create-tournament'));
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ name: 'Open de Test', path: 'Open de Test' }));
    await waitFor(() => expect(app.summary?.path).toBe(`${FOLDER}/Open de Test.sclassic`));
    // The recent files are the service's (it puts the file it made first): the page keeps none of its own.
    expect(globalThis.localStorage.length).toBe(0);
  });
});
