/**
 * Inscriptions with names that deceive the eye: a name that looks like a registered one is shown
 * as such while it is typed, the service's question is asked next to the name and answered with
 * the confirmation (allowHomonym), in the entry line, in a registered player's line and in the
 * import preview; a name refused for an invisible character says which, and offers nothing.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/svelte';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, app } from '../../src-renderer/lib/app-state.svelte.ts';
import { refused } from './refusals.ts';
import '../../src-renderer/lib/i18n.ts';
import Players from '../../src-renderer/screens/Players.svelte';
import { player, summaryOf, type } from './players-screen.ts';
import { realReader } from './real-reader.ts';

const REGISTERED = [player(1, 'TOM Jean', 1800), player(2, 'BERTIN Ana', 1500)];

const summary = summaryOf(REGISTERED);

/** What the service answers for the Cyrillic « ТОМ Jean ». */
const LOOKALIKE = refused(
  'lookalike-player',
  { name: 'ТОМ Jean', rank: 1, registered: 'TOM Jean', typedWith: ['cyrillic'], registeredWith: [] },
  'name',
);

beforeEach(() => {
  app.summary = summary;
  vi.spyOn(api, 'show').mockResolvedValue(summary);
  vi.spyOn(api, 'listPlayers').mockResolvedValue(REGISTERED);
  vi.spyOn(api, 'directorySearch').mockResolvedValue([]);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('Inscriptions: a name that looks like a registered one', () => {
  it('shows the registered player it looks like while it is typed', async () => {
    render(Players);
    await screen.findByText('TOM Jean');
    await type('Nom', 'ТОМ');
    await type('Prénom', 'Jean');
    const note = await screen.findByTestId('entry-duplicates');
    expect(note.textContent).toContain('Déjà inscrit sous un nom très proche :');
    expect(note.textContent).toContain('TOM Jean, rang 1 (Mons, cote 1800)');
    // A Russian name that looks like no one registered shows what it will be registered as.
    await type('Nom', 'Петров');
    await type('Prénom', 'Иван');
    await waitFor(() => expect(screen.queryByTestId('entry-duplicates')).toBeNull());
    expect(screen.getByText('Sera inscrit sous « ПЕТРОВ Иван »')).toBeTruthy();
  });

  it('asks next to the name, and registers it once the director confirms another player', async () => {
    const add = vi
      .spyOn(api, 'addPlayer')
      .mockRejectedValueOnce(LOOKALIKE)
      .mockResolvedValueOnce(player(3, 'ТОМ Jean', 1200));
    render(Players);
    await type('Nom', 'ТОМ');
    await type('Prénom', 'Jean');
    await type('Cote', '1200');
    await fireEvent.click(screen.getByTestId('entry-add'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      "« ТОМ Jean » ressemble à TOM Jean (rang 1 des inscrits) mais contient des lettres cyrilliques. S'il s'agit bien d'un autre joueur, confirmez ; sinon, retapez le nom au clavier.",
    );
    expect(screen.getByLabelText('Nom').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('button', { name: 'Inscrire quand même (homonyme)' })).toBeNull();
    const again = screen.getByRole('button', { name: 'Inscrire quand même (un autre joueur)' });
    await waitFor(() => expect(document.activeElement).toBe(again));
    await fireEvent.click(again);
    expect(add).toHaveBeenLastCalledWith({
      name: 'ТОМ Jean',
      club: '',
      rating: 1200,
      ratingType: 'PL',
      allowHomonym: true,
    });
    await waitFor(() =>
      expect(screen.getByTestId('players-announce').textContent).toBe('ТОМ Jean est inscrit, rang initial 3.'),
    );
  });

  it('typing again takes the question back: nothing is sent with a confirmation the director did not give', async () => {
    const add = vi.spyOn(api, 'addPlayer').mockRejectedValueOnce(LOOKALIKE);
    render(Players);
    await type('Nom', 'ТОМ');
    await type('Prénom', 'Jean');
    await fireEvent.click(screen.getByTestId('entry-add'));
    await screen.findByRole('button', { name: 'Inscrire quand même (un autre joueur)' });
    await type('Nom', 'TOMAS');
    expect(screen.queryByRole('button', { name: 'Inscrire quand même (un autre joueur)' })).toBeNull();
    expect(add).toHaveBeenCalledTimes(1);
  });

  it('a name refused for an invisible character says which, and offers no confirmation', async () => {
    vi.spyOn(api, 'addPlayer').mockRejectedValueOnce(
      refused(
        'invalid-input',
        { issues: [{ path: ['name'], rule: 'invisible-characters', subject: 'player-name', limit: 'U+3164' }] },
        'name',
      ),
    );
    render(Players);
    await type('Nom', 'BERTIN\u3164Ana');
    await fireEvent.click(screen.getByTestId('entry-add'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      "Caractère invisible interdit (U+3164) : il ne se voit pas, ou s'affiche comme un blanc ; retapez le texte au clavier, sans copier-coller",
    );
    expect(screen.queryByRole('button', { name: /quand même/ })).toBeNull();
    expect((screen.getByLabelText('Nom') as HTMLInputElement).value).toBe('BERTIN\u3164Ana');
  });

  it('a rename to a look-alike is asked about in the player’s line, then saved with the confirmation', async () => {
    const edit = vi
      .spyOn(api, 'editPlayer')
      .mockRejectedValueOnce(
        refused(
          'lookalike-player',
          { name: 'ΤΟΜ Jean', rank: 1, registered: 'TOM Jean', typedWith: ['greek'], registeredWith: [] },
          'name',
        ),
      )
      .mockResolvedValueOnce(player(2, 'ΤΟΜ Jean', 1500));
    render(Players);
    await screen.findByText('BERTIN Ana');
    await fireEvent.click(screen.getByRole('button', { name: 'Modifier BERTIN Ana' }));
    await fireEvent.input(screen.getByLabelText('Nom de BERTIN Ana'), { target: { value: 'ΤΟΜ Jean' } });
    await fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(edit).toHaveBeenLastCalledWith(expect.not.objectContaining({ allowHomonym: true }));
    expect((await screen.findByRole('alert')).textContent).toContain('contient des lettres grecques');
    await fireEvent.click(screen.getByRole('button', { name: 'Enregistrer quand même (un autre joueur)' }));
    expect(edit).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'ΤΟΜ Jean', allowHomonym: true }));
  });
});

describe('the import preview: look-alikes flagged, imported only when ticked', () => {
  it('says which row looks like whom and sends the confirmation for the rows ticked', async () => {
    vi.spyOn(api, 'readPlayerFile').mockImplementation(realReader(REGISTERED));
    const importPlayers = vi.spyOn(api, 'importPlayers').mockResolvedValue([player(3, 'CLAES Marc', 1500)]);
    render(Players);
    await screen.findByText('TOM Jean');
    await fireEvent.click(screen.getByRole('button', { name: 'Importer un fichier…' }));
    const input = screen.getByLabelText('Fichier de joueurs (classeur .xlsx, CSV ou texte tabulé)') as HTMLInputElement;
    const csv = 'Nom;Cote\nCLAES Marc;1500\n𝐓𝐎𝐌 Jean;1400\nСLAES Marc;1300\nbertin ana;1200\n';
    Object.defineProperty(input, 'files', { value: [new File([csv], 'joueurs.csv')], configurable: true });
    await fireEvent.change(input);
    const duplicates = await screen.findByTestId('import-duplicates');
    expect([...duplicates.querySelectorAll('li')].map((li) => li.textContent?.replace(/\s+/g, ' ').trim())).toEqual([
      "ligne 3 : 𝐓𝐎𝐌 Jean ressemble à TOM Jean déjà inscrit, mais s'écrit avec d'autres caractères importer quand même (un autre joueur)",
      "ligne 4 : СLAES Marc ressemble à CLAES Marc de la ligne 2, mais s'écrit avec d'autres caractères importer quand même (un autre joueur)",
      'ligne 5 : bertin ana, comme BERTIN Ana déjà inscrit importer quand même (homonyme)',
    ]);
    expect(screen.getByText('1 joueur prêt à importer')).toBeTruthy();
    await fireEvent.click(
      within(duplicates).getAllByRole('checkbox', { name: 'importer quand même (un autre joueur)' })[1] as HTMLElement,
    );
    await fireEvent.click(screen.getByRole('button', { name: 'Importer 2 joueurs' }));
    expect(importPlayers).toHaveBeenCalledWith({
      players: [
        { name: 'CLAES Marc', rating: 1500 },
        { name: 'СLAES Marc', rating: 1300, allowHomonym: true },
      ],
    });
  });
});
