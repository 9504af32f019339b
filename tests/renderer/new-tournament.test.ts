/** The new-tournament form: a refusal shows next to its field, and nothing typed is lost. */
import { fireEvent, render, screen } from '@testing-library/svelte';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../src-renderer/lib/app-state.svelte.ts';
import { refused } from './refusals.ts';
import '../../src-renderer/lib/i18n.ts';
import NewTournament from '../../src-renderer/screens/NewTournament.svelte';

afterEach(() => vi.restoreAllMocks());

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
});
