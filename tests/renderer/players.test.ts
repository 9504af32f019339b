/**
 * Inscriptions: keyboard entry, refusals next to their field, duplicates, the import preview, the
 * update from the directory of players.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/svelte';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlayerView, RefreshReport } from '../../src-main/contract/views.ts';
import { api, app } from '../../src-renderer/lib/app-state.svelte.ts';
import { refused } from './refusals.ts';
import '../../src-renderer/lib/i18n.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Players from '../../src-renderer/screens/Players.svelte';
import { composeName, likelyDuplicates } from '../../src-renderer/screens/players/names.ts';
import { player, summaryOf, type } from './players-screen.ts';
import { realReader } from './real-reader.ts';

const REGISTERED = [player(1, 'DUPONT Jean', 1800), player(2, 'ÉLOY Léa', 1500, { club: 'Liège' })];

const summary = (roundsPaired = 0) => summaryOf(REGISTERED, roundsPaired);

beforeEach(() => {
  app.summary = summary();
  vi.spyOn(api, 'show').mockResolvedValue(summary());
  vi.spyOn(api, 'listPlayers').mockResolvedValue(REGISTERED);
  // The directory of players has its own tests (directory-entry.test.ts): here it knows no one.
  vi.spyOn(api, 'directorySearch').mockResolvedValue([]);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('Inscriptions: the entry line', () => {
  it('registers "NOM Prénom" on Enter and puts the focus back in Nom of a fresh line', async () => {
    const add = vi.spyOn(api, 'addPlayer').mockResolvedValue(player(3, 'MARTIN Zoé', 1620, { initialRank: 2 }));
    render(Players);
    await screen.findByText('DUPONT Jean');
    await type('Nom', 'Martin');
    await type('Prénom', 'Zoé');
    await type('Club', 'Namur');
    await type('Cote', '1620');
    await fireEvent.keyDown(screen.getByLabelText('Cote'), { key: 'Enter' });
    expect(add).toHaveBeenCalledWith({ name: 'MARTIN Zoé', club: 'Namur', rating: 1620, ratingType: 'PL' });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Nom')));
    expect((screen.getByLabelText('Nom') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Cote') as HTMLInputElement).value).toBe('');
    expect(screen.getByTestId('players-announce').textContent).toBe('MARTIN Zoé est inscrit, rang initial 2.');
    // The list is read again after the change, for the initial ranks.
    expect(api.listPlayers).toHaveBeenCalledTimes(2);
  });

  it('Enter on the rating type registers too', async () => {
    const add = vi.spyOn(api, 'addPlayer').mockResolvedValue(player(3, 'NOËL Marc', 900));
    render(Players);
    await type('Nom', 'noël');
    await type('Prénom', 'Marc');
    await type('Cote', '900');
    await fireEvent.change(screen.getByLabelText('Type de cote'), { target: { value: 'PL*' } });
    await fireEvent.keyDown(screen.getByLabelText('Type de cote'), { key: 'Enter' });
    expect(add).toHaveBeenCalledWith(expect.objectContaining({ name: 'NOËL Marc', rating: 900, ratingType: 'PL*' }));
  });

  it('shows a refusal next to the field it concerns and keeps what was typed', async () => {
    vi.spyOn(api, 'addPlayer').mockRejectedValue(
      refused(
        'invalid-input',
        { issues: [{ path: ['rating'], rule: 'too-big', subject: 'rating', limit: 5000 }] },
        'rating',
      ),
    );
    render(Players);
    await type('Nom', 'Martin');
    await type('Prénom', 'Zoé');
    await type('Cote', '16200');
    await fireEvent.keyDown(screen.getByLabelText('Nom'), { key: 'Enter' });
    const alert = await screen.findByRole('alert');
    // Next to its box, the message goes without the field's name before it.
    expect(alert.textContent).toBe('5000 au plus');
    expect(alert.id).toBe('entry-rating-error');
    expect(screen.getByLabelText('Cote').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Cote').getAttribute('aria-describedby')).toBe('entry-rating-error');
    expect((screen.getByLabelText('Nom') as HTMLInputElement).value).toBe('Martin');
    expect((screen.getByLabelText('Prénom') as HTMLInputElement).value).toBe('Zoé');
    expect((screen.getByLabelText('Cote') as HTMLInputElement).value).toBe('16200');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Cote')));
  });

  it('registers an unrated newcomer (NC) when the rating is left empty or typed NC, shown « NC » in the list', async () => {
    const newcomer = player(3, 'AUBRY Anne', null, { initialRank: 3, series: 'NC', categories: ['NC'] });
    const add = vi.spyOn(api, 'addPlayer').mockResolvedValue(newcomer);
    render(Players);
    await screen.findByText('DUPONT Jean');
    // The empty box says what it stands for.
    expect((screen.getByLabelText('Cote') as HTMLInputElement).placeholder).toBe('NC');
    expect(screen.getByText(/Sans cote, le joueur est inscrit non classé \(NC\)\./)).toBeTruthy();
    vi.mocked(api.listPlayers).mockResolvedValue([...REGISTERED, newcomer]);
    await type('Nom', 'Aubry');
    await type('Prénom', 'Anne');
    await fireEvent.keyDown(screen.getByLabelText('Prénom'), { key: 'Enter' });
    expect(add).toHaveBeenCalledWith({ name: 'AUBRY Anne', club: '', rating: null, ratingType: 'PL' });
    expect(await screen.findByText('AUBRY Anne est inscrit, rang initial 3.')).toBeTruthy();
    const line = (await screen.findByText('AUBRY Anne')).closest('tr') as HTMLElement;
    expect([...line.querySelectorAll('td')].map((td) => td.textContent?.trim())).toContain('NC');

    await type('Nom', 'Zola');
    await type('Cote', 'nc');
    await fireEvent.keyDown(screen.getByLabelText('Nom'), { key: 'Enter' });
    expect(add).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'ZOLA', rating: null }));
  });

  it('refuses a rating that is not a whole number without calling the service', async () => {
    const add = vi.spyOn(api, 'addPlayer');
    render(Players);
    await type('Nom', 'Martin');
    await type('Cote', '15a0');
    await fireEvent.keyDown(screen.getByLabelText('Nom'), { key: 'Enter' });
    expect(add).not.toHaveBeenCalled();
    expect((await screen.findByRole('alert')).textContent).toMatch(/nombre entier/);
  });

  it('offers to register a homonym when the service refuses a duplicate, and resends with allowHomonym', async () => {
    const add = vi
      .spyOn(api, 'addPlayer')
      .mockRejectedValueOnce(
        refused('duplicate-player', { name: 'DUPONT Jean', rank: 1, registered: 'DUPONT Jean' }, 'name'),
      )
      .mockResolvedValueOnce(player(3, 'DUPONT Jean', 1200, { initialRank: 3 }));
    render(Players);
    await type('Nom', 'Dupont');
    await type('Prénom', 'Jean');
    await type('Cote', '1200');
    await fireEvent.click(screen.getByTestId('entry-add'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('est déjà inscrit');
    expect(screen.getByLabelText('Nom').getAttribute('aria-invalid')).toBe('true');
    const again = screen.getByRole('button', { name: 'Inscrire quand même (homonyme)' });
    await waitFor(() => expect(document.activeElement).toBe(again));
    await fireEvent.click(again);
    expect(add).toHaveBeenLastCalledWith({
      name: 'DUPONT Jean',
      club: '',
      rating: 1200,
      ratingType: 'PL',
      allowHomonym: true,
    });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('warns while typing when a registered player has the same name, accents and case ignored', async () => {
    render(Players);
    await screen.findByText('ÉLOY Léa');
    await type('Nom', 'eloy');
    expect(screen.queryByTestId('entry-duplicates')).toBeNull();
    await type('Prénom', 'LEA');
    const warning = screen.getByTestId('entry-duplicates');
    expect(warning.textContent).toContain('Déjà inscrit sous un nom très proche');
    expect(warning.textContent).toContain('ÉLOY Léa, rang 2 (Liège, cote 1500)');
    expect(screen.getByLabelText('Nom').getAttribute('aria-describedby')).toBe('entry-duplicates');
  });

  it('after round 1: late entries, the rating locked and removal replaced by a confirmed withdrawal', async () => {
    app.summary = summary(2);
    vi.spyOn(api, 'show').mockResolvedValue(summary(2));
    const withdraw = vi
      .spyOn(api, 'withdrawPlayer')
      .mockResolvedValue(player(1, 'DUPONT Jean', 1800, { withdrawnAfter: 2 }));
    render(Players);
    expect(screen.getByText('Entrée tardive, à partir de la ronde 3')).toBeTruthy();
    await screen.findByText('DUPONT Jean');
    expect(screen.queryByRole('button', { name: /Supprimer/ })).toBeNull();
    await fireEvent.click(screen.getByRole('button', { name: 'Modifier DUPONT Jean' }));
    expect((screen.getByLabelText('Cote de DUPONT Jean') as HTMLInputElement).disabled).toBe(true);
    await fireEvent.keyDown(screen.getByLabelText('Nom de DUPONT Jean'), { key: 'Escape' });
    await fireEvent.click(screen.getByRole('button', { name: 'Retrait de DUPONT Jean' }));
    expect(screen.getByText(/Retirer DUPONT Jean du tournoi après la ronde 2/)).toBeTruthy();
    expect(withdraw).not.toHaveBeenCalled();
    await fireEvent.click(screen.getByRole('button', { name: 'Confirmer le retrait' }));
    expect(withdraw).toHaveBeenCalledWith({ player: 1, after: 2 });
  });

  it('edits and removes before round 1', async () => {
    const edit = vi.spyOn(api, 'editPlayer').mockResolvedValue(player(2, 'ÉLOY Léa', 1550));
    const remove = vi.spyOn(api, 'removePlayer').mockResolvedValue({ removed: REGISTERED[0] as PlayerView });
    render(Players);
    await screen.findByText('ÉLOY Léa');
    await fireEvent.click(screen.getByRole('button', { name: 'Modifier ÉLOY Léa' }));
    await fireEvent.input(screen.getByLabelText('Cote de ÉLOY Léa'), { target: { value: '1550' } });
    await fireEvent.keyDown(screen.getByLabelText('Cote de ÉLOY Léa'), { key: 'Enter' });
    expect(edit).toHaveBeenCalledWith({
      player: 2,
      name: 'ÉLOY Léa',
      club: 'Liège',
      ratingType: 'PL',
      licence: '',
      category: '',
      birthYear: null,
      rating: 1550,
      was: {
        name: 'ÉLOY Léa',
        rating: 1500,
        club: 'Liège',
        ratingType: 'PL',
        licence: '',
        k: null,
        category: '',
        birthYear: null,
      },
    });
    await fireEvent.click(await screen.findByRole('button', { name: "Supprimer l'inscription de DUPONT Jean" }));
    await fireEvent.click(screen.getByRole('button', { name: 'Oui, supprimer' }));
    expect(remove).toHaveBeenCalledWith({ player: 1 });
  });

  it('shows the category registered with a player, even with no ranking by category, and says it once', async () => {
    vi.spyOn(api, 'listPlayers').mockResolvedValue([
      player(1, 'DUPONT Jean', 1800, { licence: 'F12', category: 'Vermeil', series: 'A', categories: ['A'] }),
      player(2, 'ÉLOY Léa', 1500, { category: 'Jeunes', series: 'B', categories: ['B', 'jeunes'] }),
      player(3, 'MARTIN Zoé', 1400),
      player(4, 'ROBIN Inès', 1650, { series: 'B', categories: ['B', 'Dames'] }),
    ]);
    render(Players);
    await screen.findByText('MARTIN Zoé');
    const details = (name: string) =>
      within(screen.getByText(name).closest('tr') as HTMLElement).queryByTestId('player-details')?.textContent;
    expect(details('DUPONT Jean')).toBe('licence F12 · catégorie Vermeil · série A');
    expect(details('ÉLOY Léa')).toBe('catégorie Jeunes · série B');
    expect(details('MARTIN Zoé')).toBeUndefined();
    expect(details('ROBIN Inès')).toBe('série B · Dames');
  });

  it('edits a rating away to NC (the box emptied) before round 1', async () => {
    const edit = vi.spyOn(api, 'editPlayer').mockResolvedValue(player(2, 'ÉLOY Léa', null));
    render(Players);
    await screen.findByText('ÉLOY Léa');
    await fireEvent.click(screen.getByRole('button', { name: 'Modifier ÉLOY Léa' }));
    expect((screen.getByLabelText('Cote de ÉLOY Léa') as HTMLInputElement).value).toBe('1500');
    await fireEvent.input(screen.getByLabelText('Cote de ÉLOY Léa'), { target: { value: '' } });
    await fireEvent.keyDown(screen.getByLabelText('Cote de ÉLOY Léa'), { key: 'Enter' });
    expect(edit).toHaveBeenCalledWith(expect.objectContaining({ player: 2, rating: null }));
  });

  it('edits the licence, category and birth year of a registered player, and checks the year', async () => {
    const edit = vi.spyOn(api, 'editPlayer').mockResolvedValue(player(2, 'ÉLOY Léa', 1500));
    render(Players);
    await screen.findByText('ÉLOY Léa');
    await fireEvent.click(screen.getByRole('button', { name: 'Modifier ÉLOY Léa' }));
    await fireEvent.input(screen.getByLabelText('Licence de ÉLOY Léa'), { target: { value: 'B2002' } });
    await fireEvent.input(screen.getByLabelText('Catégorie de ÉLOY Léa'), { target: { value: 'Jeunes' } });
    await fireEvent.input(screen.getByLabelText('Année de naissance de ÉLOY Léa'), { target: { value: '09' } });
    await fireEvent.keyDown(screen.getByLabelText('Année de naissance de ÉLOY Léa'), { key: 'Enter' });
    expect(edit).not.toHaveBeenCalled();
    expect((await screen.findByRole('alert')).textContent).toContain(
      "L'année de naissance s'écrit avec quatre chiffres",
    );
    await fireEvent.input(screen.getByLabelText('Année de naissance de ÉLOY Léa'), { target: { value: '2009' } });
    await fireEvent.keyDown(screen.getByLabelText('Année de naissance de ÉLOY Léa'), { key: 'Enter' });
    expect(edit).toHaveBeenCalledWith(
      expect.objectContaining({ player: 2, licence: 'B2002', category: 'Jeunes', birthYear: 2009 }),
    );
  });

  it('renames a player to another registered name only once the director confirms a homonym', async () => {
    const edit = vi
      .spyOn(api, 'editPlayer')
      .mockRejectedValueOnce(
        refused('duplicate-player', { name: 'dupont jean', rank: 1, registered: 'DUPONT Jean' }, 'name'),
      )
      .mockResolvedValueOnce(player(2, 'DUPONT Jean', 1500));
    render(Players);
    await screen.findByText('ÉLOY Léa');
    await fireEvent.click(screen.getByRole('button', { name: 'Modifier ÉLOY Léa' }));
    await fireEvent.input(screen.getByLabelText('Nom de ÉLOY Léa'), { target: { value: 'dupont jean' } });
    await fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(edit).toHaveBeenLastCalledWith(expect.not.objectContaining({ allowHomonym: true }));
    expect((await screen.findByRole('alert')).textContent).toContain('est déjà inscrit');
    await fireEvent.click(screen.getByRole('button', { name: 'Enregistrer quand même (homonyme)' }));
    expect(edit).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'dupont jean', allowHomonym: true }));
  });

  it('shows a typed name as text, never as markup', async () => {
    vi.spyOn(api, 'listPlayers').mockResolvedValue([player(1, '<img src=x onerror=alert(1)> Jean', 1500)]);
    render(Players);
    expect(await screen.findByText('<img src=x onerror=alert(1)> Jean')).toBeTruthy();
    expect(document.querySelector('table img')).toBeNull();
  });
});

describe('Inscriptions: importing a spreadsheet file', () => {
  const FIXTURES = join(process.cwd(), 'tests/fixtures/players/');
  const CSV = [
    'Nom;Prénom;Club;Cote;Licence',
    'Martin;Zoé;Namur;1620;123',
    'Éloy;Léa;Liège;1500;124',
    ';Paul;Mons;1400;125',
    'Petit;Luc;Mons;quinze cents;126',
    'Grand;Anne;"Charleroi; Centre";1 710;127',
    'Roux;Jean;Mons;1300;123',
  ].join('\r\n');

  /** The service's command without the transport: the real reader, duplicates against REGISTERED. */
  const fakeRead = realReader(REGISTERED);

  async function chooseFile(file: File) {
    render(Players);
    await screen.findByText('DUPONT Jean');
    await fireEvent.click(screen.getByRole('button', { name: 'Importer un fichier…' }));
    const input = screen.getByLabelText('Fichier de joueurs (classeur .xlsx, CSV ou texte tabulé)') as HTMLInputElement;
    expect(input.accept).toBe('.csv,.tsv,.txt,.xlsx');
    Object.defineProperty(input, 'files', { value: [file], configurable: true });
    await fireEvent.change(input);
  }

  const roleOf = (preview: HTMLElement, n: number) =>
    (within(preview).getByLabelText(`Contenu de la colonne ${n}`) as HTMLSelectElement).value;

  it('sends the bytes to readPlayerFile, previews the rows, lists unreadable rows and duplicates, imports the good rows', async () => {
    const read = vi.spyOn(api, 'readPlayerFile').mockImplementation(fakeRead);
    const importPlayers = vi.spyOn(api, 'importPlayers').mockResolvedValue([player(3, 'MARTIN Zoé', 1620)]);
    await chooseFile(new File([CSV], 'joueurs.csv', { type: 'text/csv' }));
    const preview = await screen.findByTestId('import-preview');
    const sent = read.mock.calls[0]?.[0];
    expect(sent?.fileName).toBe('joueurs.csv');
    expect(new TextDecoder().decode(sent?.bytes)).toBe(CSV);
    expect(sent?.roles).toBeUndefined();
    expect(screen.getByTestId('import-read-as').textContent).toBe('Lu comme un texte UTF-8.');
    expect((screen.getByLabelText('Séparateur') as HTMLSelectElement).value).toBe(';');
    expect([1, 2, 3, 4, 5].map((n) => roleOf(preview, n))).toEqual(['name', 'firstName', 'club', 'rating', 'licence']);
    expect(within(preview).getByText('Charleroi; Centre')).toBeTruthy();
    const rejected = screen.getByTestId('import-rejected');
    expect(rejected.textContent).toContain('ligne 4 : pas de nom');
    expect(rejected.textContent).toContain(
      'ligne 5 : cote illisible « quinze cents » pour PETIT Luc (un nombre entier de 0 à 5000, ou NC pour un non classé)',
    );
    const duplicates = screen.getByTestId('import-duplicates');
    expect(duplicates.textContent).toContain('ligne 3 : ÉLOY Léa, comme ÉLOY Léa déjà inscrit');
    expect(duplicates.textContent).toContain('ligne 7 : ROUX Jean, même licence que MARTIN Zoé à la ligne 2');
    // A licence already given is the same person: no "import anyway" for it.
    expect(within(duplicates).getAllByRole('checkbox')).toHaveLength(1);
    expect(screen.getByText('2 joueurs prêts à importer')).toBeTruthy();

    // The duplicate can be imported anyway, as a homonym.
    await fireEvent.click(screen.getByRole('checkbox', { name: 'importer quand même (homonyme)' }));
    await fireEvent.click(screen.getByRole('button', { name: 'Importer 3 joueurs' }));
    expect(importPlayers).toHaveBeenCalledWith({
      players: [
        { name: 'MARTIN Zoé', rating: 1620, club: 'Namur', licence: '123' },
        { name: 'ÉLOY Léa', rating: 1500, club: 'Liège', licence: '124', allowHomonym: true },
        { name: 'GRAND Anne', rating: 1710, club: 'Charleroi; Centre', licence: '127' },
      ],
    });
    // Electron's IPC clones what it sends: no Svelte proxy may reach it.
    expect(() => structuredClone(importPlayers.mock.calls[0]?.[0])).not.toThrow();
    await waitFor(() => expect(screen.getByTestId('players-announce').textContent).toBe('1 joueur importé.'));
    expect(screen.queryByTestId('import-preview')).toBeNull();
  });

  it('says which of the players imported are unrated (NC), and the rating they count for', async () => {
    vi.spyOn(api, 'readPlayerFile').mockImplementation(fakeRead);
    vi.spyOn(api, 'importPlayers').mockResolvedValue([
      player(3, 'MARTIN Zoé', 1620),
      player(4, 'ÉLOY Léa', null),
      player(5, 'GRAND Anne', 1710),
    ]);
    await chooseFile(new File([CSV], 'joueurs.csv', { type: 'text/csv' }));
    await screen.findByTestId('import-preview');
    await fireEvent.click(screen.getByRole('button', { name: 'Importer 2 joueurs' }));
    await waitFor(() =>
      expect(screen.getByTestId('players-announce').textContent).toBe(
        '3 joueurs importés, dont 1 non classé (NC) : ÉLOY Léa, compté pour une cote de 1400 là où il en faut une (Pdep FBS, estimation des cotes).',
      ),
    );
  });

  it('a column whose role changes is read again with the mapping; a role goes to one column', async () => {
    const read = vi.spyOn(api, 'readPlayerFile').mockImplementation(fakeRead);
    await chooseFile(new File([CSV], 'joueurs.csv'));
    let preview = await screen.findByTestId('import-preview');
    await fireEvent.change(within(preview).getByLabelText('Contenu de la colonne 5'), { target: { value: 'rating' } });
    await waitFor(() => expect(read).toHaveBeenCalledTimes(2));
    expect(read.mock.calls[1]?.[0]).toMatchObject({
      roles: ['name', 'firstName', 'club', 'ignore', 'rating'],
      separator: ';',
      hasHeader: true,
    });
    expect(() => structuredClone(read.mock.calls[1]?.[0])).not.toThrow();
    preview = await screen.findByTestId('import-preview');
    await waitFor(() => expect(roleOf(preview, 4)).toBe('ignore'));
    expect(roleOf(preview, 5)).toBe('rating');
    // The licences as ratings: all readable, and no licence column left to flag line 7.
    expect(screen.getByText('4 joueurs prêts à importer')).toBeTruthy();
    expect(screen.queryByTestId('import-rejected')?.textContent).toBe('1 ligne écartée : ligne 4 : pas de nom');
  });

  it('headers it does not know: the mapping asked for, then the file read again as mapped', async () => {
    vi.spyOn(api, 'readPlayerFile').mockImplementation(fakeRead);
    const csv = readFileSync(`${FIXTURES}joueurs-colonnes-inconnues.csv`);
    await chooseFile(new File([csv], 'export.csv'));
    expect((await screen.findByRole('alert')).textContent).toBe('Indiquez la colonne qui contient le nom.');
    expect((screen.getByRole('button', { name: 'Rien à importer' }) as HTMLButtonElement).disabled).toBe(true);
    const preview = screen.getByTestId('import-preview');
    await fireEvent.change(within(preview).getByLabelText('Contenu de la colonne 2'), { target: { value: 'name' } });
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Indiquez la colonne qui contient la cote.'),
    );
    await fireEvent.change(within(preview).getByLabelText('Contenu de la colonne 4'), { target: { value: 'rating' } });
    await waitFor(() => expect(screen.getByText('4 joueurs prêts à importer')).toBeTruthy());
  });

  it('shows an xlsx as a workbook, without a separator to choose', async () => {
    vi.spyOn(api, 'readPlayerFile').mockImplementation(fakeRead);
    const xlsx = readFileSync(`${FIXTURES}joueurs.xlsx`);
    await chooseFile(new File([xlsx], 'joueurs.xlsx'));
    const preview = await screen.findByTestId('import-preview');
    expect(screen.getByTestId('import-read-as').textContent).toBe('Lu comme un classeur Excel (première feuille).');
    expect(screen.queryByLabelText('Séparateur')).toBeNull();
    expect([7, 8].map((n) => roleOf(preview, n))).toEqual(['category', 'birthYear']);
    expect(within(preview).getByText('Vermeil')).toBeTruthy();
    expect(screen.getByText('4 joueurs prêts à importer')).toBeTruthy();
  });

  it('warns when the text was read as Windows-1252, and shows a refusal of the file', async () => {
    const read = vi.spyOn(api, 'readPlayerFile').mockImplementation(fakeRead);
    const latin = readFileSync(`${FIXTURES}joueurs-windows1252-point-virgule.csv`);
    await chooseFile(new File([latin], 'joueurs.csv'));
    await screen.findByTestId('import-preview');
    expect(screen.getByTestId('import-read-as').textContent).toBe('Lu comme un texte Windows-1252.');
    expect(screen.getByText(/il a été lu comme un fichier Windows/)).toBeTruthy();
    expect(screen.getByText('ŒUVRARD')).toBeTruthy();

    read.mockRejectedValueOnce(
      refused(
        'unreadable-file',
        { fileName: 'vieux.xls', problem: { reason: 'old-excel' }, directory: false },
        'bytes',
      ),
    );
    const input = screen.getByLabelText('Fichier de joueurs (classeur .xlsx, CSV ou texte tabulé)') as HTMLInputElement;
    Object.defineProperty(input, 'files', { value: [new File(['x'], 'vieux.xls')], configurable: true });
    await fireEvent.change(input);
    expect((await screen.findByRole('alert')).textContent).toBe(
      '« vieux.xls » est un classeur Excel 97-2003 (.xls) : enregistrez-le au format .xlsx ou CSV.',
    );
    expect(screen.queryByTestId('import-preview')).toBeNull();
  });
});

describe('Inscriptions: names', () => {
  it('composes "NOM Prénom" and finds likely duplicates', () => {
    expect(composeName('  le  Goff ', ' Anne-Marie ')).toBe('LE GOFF Anne-Marie');
    expect(composeName('Martin', '')).toBe('MARTIN');
    expect(likelyDuplicates('ELOY lea', REGISTERED).map((p) => p.id)).toEqual([2]);
    expect(likelyDuplicates('Jean Dupont', REGISTERED).map((p) => p.id)).toEqual([1]);
    expect(likelyDuplicates('DUPONT Jeanne', REGISTERED)).toEqual([]);
    expect(likelyDuplicates('', REGISTERED)).toEqual([]);
  });
});

const proposal = (ratingLocked = false): RefreshReport => ({
  applied: false,
  changes: [
    {
      player: { id: 1, name: 'DUPONT Jean' },
      from: { rating: 1800 },
      to: { rating: 1820 },
      listDate: '2026-12-01',
      ratingLocked,
    },
    {
      player: { id: 2, name: 'ÉLOY Léa' },
      from: { rating: 1500, club: '' },
      to: { rating: 1540, club: 'Namur' },
      listDate: '2026-12-01',
      ratingLocked,
    },
  ],
  notFound: [{ id: 3, name: 'INCONNU Zoé' }],
  ambiguous: [],
  ratingsKept: 0,
});

async function openPanel() {
  render(Players);
  await fireEvent.click(await screen.findByRole('button', { name: 'Mettre à jour depuis le répertoire' }));
  return within(await screen.findByTestId('refresh-panel'));
}

describe('Inscriptions: the update from the directory of players', () => {
  it('shows the proposed changes, then applies them: the list is read again and the status says how many', async () => {
    const preview = vi.spyOn(api, 'previewDirectoryRefresh').mockResolvedValue(proposal());
    const refresh = vi.spyOn(api, 'refreshFromDirectory').mockResolvedValue({ ...proposal(), applied: true });
    const panel = await openPanel();
    expect(preview).toHaveBeenCalledWith({});
    expect(refresh).not.toHaveBeenCalled();
    const rows = within(await panel.findByTestId('refresh-changes')).getAllByRole('row');
    const cells = (row: HTMLElement) =>
      [...row.querySelectorAll('th, td')].map((c) => c.textContent?.replace(/\s+/g, ' ').trim());
    expect(rows.map(cells)).toEqual([
      ['Joueur', 'Cote actuelle → nouvelle', 'Autres changements', 'Liste du'],
      ['DUPONT Jean', '1800 → 1820', '', '2026-12-01'],
      ['ÉLOY Léa', '1500 → 1540', 'Club : — → Namur', '2026-12-01'],
    ]);
    expect(panel.getByText('Absent du répertoire : INCONNU Zoé.')).toBeTruthy();
    expect(api.listPlayers).toHaveBeenCalledTimes(1);

    await fireEvent.click(panel.getByRole('button', { name: 'Appliquer' }));
    expect(refresh).toHaveBeenCalledWith({});
    await waitFor(() =>
      expect(screen.getByTestId('players-announce').textContent).toBe('2 joueurs mis à jour depuis le répertoire.'),
    );
    expect(screen.queryByTestId('refresh-panel')).toBeNull();
    expect(api.listPlayers).toHaveBeenCalledTimes(2);
  });

  it('closes on Annuler without writing', async () => {
    const preview = vi.spyOn(api, 'previewDirectoryRefresh').mockResolvedValue(proposal());
    const refresh = vi.spyOn(api, 'refreshFromDirectory');
    const panel = await openPanel();
    await panel.findByTestId('refresh-changes');
    await fireEvent.click(panel.getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByTestId('refresh-panel')).toBeNull();
    expect(preview).toHaveBeenCalledTimes(1);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('after round 1, says the ratings are locked and applies the rest, keeping them', async () => {
    app.summary = summary(1);
    vi.spyOn(api, 'previewDirectoryRefresh').mockResolvedValue(proposal(true));
    const refresh = vi
      .spyOn(api, 'refreshFromDirectory')
      .mockResolvedValue({ ...proposal(true), applied: true, ratingsKept: 2 });
    const panel = await openPanel();
    expect((await panel.findByTestId('refresh-locked')).textContent).toMatch(/La ronde 1 est appariée/);
    expect(panel.getAllByText('figée (ronde 1 appariée)')).toHaveLength(2);
    await fireEvent.click(panel.getByRole('button', { name: 'Appliquer sans les cotes figées' }));
    expect(refresh).toHaveBeenCalledWith({ keepRatings: true });
  });

  it('shows a refusal in the panel and keeps it open', async () => {
    vi.spyOn(api, 'previewDirectoryRefresh').mockResolvedValue(proposal());
    vi.spyOn(api, 'refreshFromDirectory').mockRejectedValue(
      refused('ratings-locked', { names: ['DUPONT Jean'] }, 'keepRatings'),
    );
    const panel = await openPanel();
    await fireEvent.click(await panel.findByRole('button', { name: 'Appliquer' }));
    expect((await panel.findByRole('alert')).textContent).toBe(
      "La ronde 1 est appariée : la cote de DUPONT Jean ne peut plus changer, elle a servi au classement initial et aux appariements. Rien n'a été modifié ; vous pouvez appliquer le reste (club, licence, catégorie, année de naissance) en gardant les cotes.",
    );
    expect(screen.getByTestId('refresh-panel')).toBeTruthy();
  });

  it('says when nothing would change', async () => {
    vi.spyOn(api, 'previewDirectoryRefresh').mockResolvedValue({ ...proposal(), changes: [], notFound: [] });
    const panel = await openPanel();
    expect((await panel.findByTestId('refresh-none')).textContent).toMatch(/à jour/);
    expect(panel.queryByRole('button', { name: 'Appliquer' })).toBeNull();
  });
});
