/**
 * The directory of players in the UI: the Nom box of the registration line suggests known players
 * (an accessible combobox), a pick fills the line; the Home screen imports a rating list.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/svelte';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  DirectoryEntry,
  DirectoryImportReport,
  PlayerView,
  TournamentSummary,
} from '../../src-main/contract/views.ts';
import { api, app } from '../../src-renderer/lib/app-state.svelte.ts';
import { locale } from '../../src-renderer/lib/i18n.ts';
import Home from '../../src-renderer/screens/Home.svelte';
import Players from '../../src-renderer/screens/Players.svelte';
import { realReader } from './real-reader.ts';
import { refused } from './refusals.ts';

const entry = (name: string, more: Partial<DirectoryEntry> = {}): DirectoryEntry => ({
  licence: '',
  name,
  club: '',
  rating: 1500,
  ratingType: 'PL',
  category: '',
  birthYear: null,
  listDate: '2026-12-01',
  ...more,
});

const KNOWN = [
  entry('BERTIN Ana', { licence: '1001', club: 'Mons', rating: 1720 }),
  entry('DE LA FONTAINE Jean-Pierre', {
    licence: '1004',
    club: 'Paris',
    rating: 1650,
    ratingType: 'PL*',
    category: 'Vermeil',
    birthYear: 1955,
  }),
];

const summary = {
  name: 'Open',
  players: 0,
  activePlayers: 0,
  plannedRounds: null,
  ruleRounds: 5,
  roundsPlanned: 5,
  roundsWarnings: [],
  roundsPaired: 0,
  nextRound: 1,
} as unknown as TournamentSummary;

const added = (name: string): PlayerView =>
  ({
    id: 1,
    name,
    club: '',
    rating: 1,
    ratingType: 'PL',
    initialRank: 1,
    firstRound: 1,
    withdrawnAfter: null,
    absentNextRound: false,
  }) as PlayerView;

const nom = () => screen.getByRole('combobox', { name: 'Nom' }) as HTMLInputElement;
const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('Inscriptions: suggestions from the directory', () => {
  let search: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    app.summary = summary;
    vi.spyOn(api, 'show').mockResolvedValue(summary);
    vi.spyOn(api, 'listPlayers').mockResolvedValue([]);
    search = vi
      .spyOn(api, 'directorySearch')
      .mockImplementation(async ({ text }) =>
        KNOWN.filter((e) => e.name.toLowerCase().includes(text.toLowerCase().split(' ')[0] ?? '')),
      );
  });

  it('is a combobox that lists the players whose name starts with what is typed', async () => {
    render(Players);
    const box = nom();
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.getAttribute('aria-autocomplete')).toBe('list');
    box.focus();
    await fireEvent.input(box, { target: { value: 'b' } });
    await new Promise((r) => setTimeout(r, 250));
    // One letter is not enough to ask.
    expect(search).not.toHaveBeenCalled();
    await fireEvent.input(box, { target: { value: 'ber' } });
    const list = await screen.findByRole('listbox', { name: 'Joueurs du répertoire' });
    expect(search).toHaveBeenCalledWith({ text: 'ber', limit: 8 });
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(box.getAttribute('aria-controls')).toBe(list.id);
    const options = within(list).getAllByRole('option');
    expect(options.map((o) => o.textContent?.replace(/\s+/g, ' ').trim())).toEqual([
      'BERTIN Ana Mons · 1720 PL · licence 1001',
    ]);
    expect(options[0]?.getAttribute('aria-selected')).toBe('false');
  });

  it('moves with the arrows and picks on Enter: the whole line is filled, nothing registered yet', async () => {
    search.mockResolvedValue(KNOWN);
    const add = vi.spyOn(api, 'addPlayer').mockResolvedValue(added('DE LA FONTAINE Jean-Pierre'));
    render(Players);
    const box = nom();
    box.focus();
    await fireEvent.input(box, { target: { value: 'fon' } });
    const list = await screen.findByRole('listbox');
    await fireEvent.keyDown(box, { key: 'ArrowDown' });
    const [first, second] = within(list).getAllByRole('option');
    expect(box.getAttribute('aria-activedescendant')).toBe(first?.id);
    expect(first?.getAttribute('aria-selected')).toBe('true');
    await fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(second?.id);
    await fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(first?.id); // round again
    await fireEvent.keyDown(box, { key: 'ArrowUp' });
    expect(second?.getAttribute('aria-selected')).toBe('true');
    await fireEvent.keyDown(box, { key: 'Enter' });

    expect(add).not.toHaveBeenCalled();
    expect(value('Nom')).toBe('DE LA FONTAINE');
    expect(value('Prénom')).toBe('Jean-Pierre');
    expect(value('Club')).toBe('Paris');
    expect(value('Cote')).toBe('1650');
    expect((screen.getByLabelText('Type de cote') as HTMLSelectElement).value).toBe('PL*');
    expect(value('Licence')).toBe('1004');
    expect(value('Catégorie')).toBe('Vermeil');
    expect(value('Année de naissance')).toBe('1955');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(box);
    expect(screen.getByTestId('players-announce').textContent).toBe(
      "DE LA FONTAINE Jean-Pierre repris du répertoire (liste du 2026-12-01) : vérifiez la ligne, puis Entrée pour l'inscrire.",
    );
    // The list does not come back for the name the pick wrote.
    await new Promise((r) => setTimeout(r, 250));
    expect(box.getAttribute('aria-expanded')).toBe('false');

    // Enter again registers the player, with all the directory gave.
    await fireEvent.keyDown(box, { key: 'Enter' });
    expect(add).toHaveBeenCalledWith({
      name: 'DE LA FONTAINE Jean-Pierre',
      club: 'Paris',
      rating: 1650,
      ratingType: 'PL*',
      licence: '1004',
      category: 'Vermeil',
      birthYear: 1955,
    });
  });

  it('picks on a click too', async () => {
    render(Players);
    const box = nom();
    box.focus();
    await fireEvent.input(box, { target: { value: 'bertin' } });
    await fireEvent.click(await screen.findByRole('option', { name: /BERTIN Ana/ }));
    expect(value('Nom')).toBe('BERTIN');
    expect(value('Prénom')).toBe('Ana');
    expect(value('Cote')).toBe('1720');
    expect(value('Licence')).toBe('1001');
    expect(value('Année de naissance')).toBe('');
  });

  it('closes on Escape, and Enter with nothing highlighted registers what was typed', async () => {
    const add = vi.spyOn(api, 'addPlayer').mockResolvedValue(added('BERNARD Luc'));
    render(Players);
    const box = nom();
    box.focus();
    await fireEvent.input(box, { target: { value: 'Bernard' } });
    await fireEvent.input(screen.getByLabelText('Cote'), { target: { value: '1400' } });
    await fireEvent.input(box, { target: { value: 'Ber' } });
    await screen.findByRole('listbox');
    await fireEvent.keyDown(box, { key: 'Escape' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
    await fireEvent.input(box, { target: { value: 'Bernard' } });
    await waitFor(() => expect(search).toHaveBeenLastCalledWith({ text: 'Bernard', limit: 8 }));
    await fireEvent.keyDown(box, { key: 'Enter' });
    expect(add).toHaveBeenCalledWith({ name: 'BERNARD', club: '', rating: 1400, ratingType: 'PL' });
  });

  it('registers a licence, category and birth year typed by hand, and checks the year', async () => {
    const add = vi.spyOn(api, 'addPlayer').mockResolvedValue(added('ROUX Noël'));
    render(Players);
    await fireEvent.input(nom(), { target: { value: 'Roux' } });
    await fireEvent.input(screen.getByLabelText('Prénom'), { target: { value: 'Noël' } });
    await fireEvent.input(screen.getByLabelText('Cote'), { target: { value: '1400' } });
    await fireEvent.input(screen.getByLabelText('Licence'), { target: { value: '7' } });
    await fireEvent.input(screen.getByLabelText('Catégorie'), { target: { value: 'Vermeil' } });
    await fireEvent.input(screen.getByLabelText('Année de naissance'), { target: { value: '55' } });
    await fireEvent.keyDown(screen.getByLabelText('Licence'), { key: 'Enter' });
    expect(add).not.toHaveBeenCalled();
    expect((await screen.findByRole('alert')).textContent).toMatch(/quatre chiffres/);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Année de naissance')));
    await fireEvent.input(screen.getByLabelText('Année de naissance'), { target: { value: '1955' } });
    await fireEvent.keyDown(screen.getByLabelText('Année de naissance'), { key: 'Enter' });
    expect(add).toHaveBeenCalledWith({
      name: 'ROUX Noël',
      club: '',
      rating: 1400,
      ratingType: 'PL',
      licence: '7',
      category: 'Vermeil',
      birthYear: 1955,
    });
  });

  it('shows a refused licence next to its box', async () => {
    vi.spyOn(api, 'addPlayer').mockRejectedValue(
      refused('duplicate-licence', { licence: '7', rank: 1, name: 'ROUX Noël' }, 'licence'),
    );
    render(Players);
    await fireEvent.input(nom(), { target: { value: 'Roux' } });
    await fireEvent.input(screen.getByLabelText('Cote'), { target: { value: '1400' } });
    await fireEvent.input(screen.getByLabelText('Licence'), { target: { value: '7' } });
    await fireEvent.keyDown(screen.getByLabelText('Cote'), { key: 'Enter' });
    const alert = await screen.findByRole('alert');
    expect(alert.id).toBe('entry-licence-error');
    expect(screen.getByLabelText('Licence').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('Accueil: the directory of players', () => {
  const info = {
    path: '/données/Sclassic/directory.sqlite',
    entries: 1843,
    newestListDate: '2026-09-01',
    lastImport: null,
  };
  /** The rows left out, as the report lists them. */
  const rejectedShown = () =>
    within(screen.getByTestId('directory-rejected'))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
  // No tournament open on Accueil: the real reader, nobody to be a duplicate of.
  beforeEach(() => {
    vi.spyOn(api, 'readPlayerFile').mockImplementation(realReader());
  });

  it('says what the directory holds, imports a list with its date and shows what happened', async () => {
    vi.spyOn(api, 'directoryInfo')
      .mockResolvedValueOnce(info)
      .mockResolvedValue({ ...info, entries: 1850 });
    const report: DirectoryImportReport = {
      fileName: 'cotes.csv',
      listDate: '2026-12-01',
      format: 'csv',
      encoding: 'utf-8',
      read: 1849,
      added: 7,
      updated: 300,
      unchanged: 1540,
      keptNewer: 0,
      rejected: [
        { line: 12, code: 'bad-rating', params: { name: 'ROUX Noël', value: 'abc' } },
        { line: null, code: 'listed-twice', params: { name: 'BERTIN Ana', as: 'BERTIN Ana' } },
      ],
      entries: 1850,
    };
    const importList = vi.spyOn(api, 'directoryImport').mockResolvedValue(report);
    render(Home);
    expect((await screen.findByTestId('directory-info')).textContent?.replace(/\s+/g, ' ')).toBe(
      '1 843 joueurs, liste la plus récente du 2026-09-01. Fichier : /données/Sclassic/directory.sqlite',
    );
    const content = 'Licence;Nom;Cote\n1001;BERTIN Ana;1720\n';
    const file = new File([content], 'cotes.csv', { type: 'text/csv' });
    await fireEvent.change(screen.getByLabelText('Liste de classement (CSV, texte tabulé ou Excel .xlsx)'), {
      target: { files: [file] },
    });
    expect((await screen.findByTestId('directory-read-as')).textContent?.replace(/\s+/g, ' ').trim()).toBe(
      'Lu comme un texte UTF-8. 1 joueur lisible sur 1 ligne.',
    );
    await fireEvent.input(screen.getByLabelText('Date de la liste'), { target: { value: '2026-12-01' } });
    await fireEvent.click(screen.getByRole('button', { name: 'Importer la liste' }));
    const shown = await screen.findByTestId('directory-report');
    const sent = importList.mock.calls[0]?.[0];
    expect(sent?.fileName).toBe('cotes.csv');
    expect(sent?.listDate).toBe('2026-12-01');
    expect(sent?.roles).toEqual(['licence', 'name', 'rating']);
    expect(() => structuredClone(sent)).not.toThrow();
    expect(new TextDecoder().decode(sent?.bytes)).toBe(content);
    expect(shown.querySelector('p')?.textContent?.replace(/\s+/g, ' ').trim()).toBe(
      'Liste du 2026-12-01 importée : 1849 joueurs lus. 7 ajoutés, 300 mis à jour, 1 540 inchangés, aucun gardé car connus par une liste plus récente.',
    );
    expect(within(shown).getByText('2 lignes écartées :')).toBeTruthy();
    expect(rejectedShown()).toEqual([
      'ligne 12 : cote illisible « abc » pour ROUX Noël (un nombre entier de 0 à 5000, ou NC pour un non classé)',
      'BERTIN Ana figure deux fois dans la liste (comme BERTIN Ana)',
    ]);
    await waitFor(() => expect(screen.getByTestId('directory-info').textContent).toMatch(/^1\u202f850 joueurs/));
  });

  it('in the English UI, says in English why rows were left out', async () => {
    vi.spyOn(api, 'directoryInfo').mockResolvedValue(info);
    vi.spyOn(api, 'directoryImport').mockResolvedValue({
      fileName: 'cotes.csv',
      listDate: '2026-12-01',
      format: 'csv',
      encoding: 'utf-8',
      read: 3,
      added: 1,
      updated: 0,
      unchanged: 0,
      keptNewer: 0,
      rejected: [
        { line: 3, code: 'homonyms', params: { name: 'MARTIN Luc' } },
        { line: 4, code: 'unseen-character', params: { name: 'ROUXNoël', character: 'U+2800' } },
        { line: null, code: 'listed-twice', params: { name: 'BERTIN Ana', as: 'BERTIN Ana' } },
      ],
      entries: 1844,
    });
    locale.set('en');
    try {
      render(Home);
      await screen.findByTestId('directory-info');
      await fireEvent.change(screen.getByLabelText('Rating list (CSV, tab-separated text or Excel .xlsx)'), {
        target: { files: [new File(['Nom;Cote\nBERTIN Ana;1720\n'], 'cotes.csv')] },
      });
      await screen.findByTestId('import-preview');
      await fireEvent.input(screen.getByLabelText('Date of the list'), { target: { value: '2026-12-01' } });
      await fireEvent.click(screen.getByRole('button', { name: 'Import the list' }));
      await screen.findByTestId('directory-report');
      expect(rejectedShown()).toEqual([
        'row 3: MARTIN Luc: several players of the directory have this name, the licence is needed to tell them apart',
        'row 4: invisible character (U+2800) in “ROUXNoël”',
        'BERTIN Ana is listed twice (as BERTIN Ana)',
      ]);
    } finally {
      locale.set('fr');
    }
  });

  it('asks for a file first, and shows a refusal', async () => {
    vi.spyOn(api, 'directoryInfo').mockResolvedValue(info);
    vi.spyOn(api, 'directoryImport').mockRejectedValue(
      refused('future-list', { listDate: '2030-01-01', today: '2026-12-22' }, 'listDate'),
    );
    render(Home);
    await fireEvent.click(screen.getByRole('button', { name: 'Importer la liste' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Choisissez le fichier de la liste.');
    expect(api.directoryImport).not.toHaveBeenCalled();
    await fireEvent.change(screen.getByLabelText(/Liste de classement/), {
      target: { files: [new File(['Nom;Cote\nBERTIN Ana;1720\n'], 'l.csv')] },
    });
    await screen.findByTestId('import-preview');
    await fireEvent.click(screen.getByRole('button', { name: 'Importer la liste' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/après aujourd'hui/));
    expect(screen.getByLabelText('Date de la liste').getAttribute('aria-invalid')).toBe('true');
  });

  it('a list whose headers it does not know: the missing columns said, the import once they are chosen', async () => {
    vi.spyOn(api, 'directoryInfo').mockResolvedValue(info);
    const importList = vi.spyOn(api, 'directoryImport').mockResolvedValue({
      fileName: 'export.csv',
      listDate: '2026-12-01',
      format: 'csv',
      encoding: 'utf-8',
      read: 4,
      added: 4,
      updated: 0,
      unchanged: 0,
      keptNewer: 0,
      rejected: [],
      entries: 1847,
    });
    render(Home);
    const csv = readFileSync(join(process.cwd(), 'tests/fixtures/players/joueurs-colonnes-inconnues.csv'));
    await fireEvent.change(screen.getByLabelText(/Liste de classement/), {
      target: { files: [new File([csv], 'export.csv')] },
    });
    const preview = await screen.findByTestId('import-preview');
    expect(within(preview).getByText('NOM_JOUEUR')).toBeTruthy();
    expect(screen.getByTestId('directory-missing').textContent).toBe(
      "Il manque les colonnes « Nom » et « Cote » : choisissez-les dans l'aperçu.",
    );
    const importButton = screen.getByRole('button', { name: 'Importer la liste' }) as HTMLButtonElement;
    expect(importButton.disabled).toBe(true);

    await fireEvent.change(within(preview).getByLabelText('Contenu de la colonne 2'), { target: { value: 'name' } });
    await waitFor(() =>
      expect(screen.getByTestId('directory-missing').textContent).toBe(
        "Il manque la colonne « Cote » : choisissez-la dans l'aperçu.",
      ),
    );
    expect(importButton.disabled).toBe(true);
    await fireEvent.change(within(preview).getByLabelText('Contenu de la colonne 4'), { target: { value: 'rating' } });
    await waitFor(() => expect(screen.queryByTestId('directory-missing')).toBeNull());
    expect(screen.getByTestId('directory-read-as').textContent).toContain('4 joueurs lisibles sur 4 lignes.');
    expect(importButton.disabled).toBe(false);

    await fireEvent.click(importButton);
    await screen.findByTestId('directory-report');
    const sent = importList.mock.calls[0]?.[0];
    expect(sent?.roles).toEqual(['ignore', 'name', 'ignore', 'rating', 'ignore', 'ignore']);
    expect(() => structuredClone(sent)).not.toThrow();
    // Imported: the preview goes, the report stays.
    expect(screen.queryByTestId('import-preview')).toBeNull();
  });

  it('says when the directory cannot be used', async () => {
    vi.spyOn(api, 'directoryInfo').mockRejectedValue(
      refused('directory-unusable', { path: '/x/directory.sqlite', problem: { reason: 'not-sqlite' } }),
    );
    render(Home);
    expect((await screen.findByRole('alert')).textContent).toBe(
      "Répertoire indisponible : Le répertoire des joueurs « /x/directory.sqlite » n'est pas un répertoire Sclassic (c'est un autre fichier). Il n'a pas été modifié : déplacez-le ou renommez-le pour que Sclassic en crée un nouveau.",
    );
  });
});
