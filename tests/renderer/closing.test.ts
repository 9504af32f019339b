/** Clôture: the winners (ex æquo), the players sharing a rank, the JSON export, the verification report, a copy of the file. */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/svelte';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_NEWCOMER_RATING, DEFAULT_TOURNAMENT_ELO } from '../../src-engine/index.ts';
import type { StandingsRow, StandingsView, TournamentSummary } from '../../src-main/contract/views.ts';
import { api, app } from '../../src-renderer/lib/app-state.svelte.ts';
import { locale } from '../../src-renderer/lib/i18n.ts';
import Closing from '../../src-renderer/screens/Closing.svelte';
import { refused } from './refusals.ts';

const summary = {
  path: '/tmp/courcelles.sclassic',
  name: 'Open de Courcelles',
  ruleset: { pdep: { kind: 'score-difference', capPerGame: 150, forfeitValue: 50 } },
  roundsPaired: 5,
  plannedRounds: null,
  ruleRounds: 5,
  roundsPlanned: 5,
  finished: true,
  currentRound: { number: 5, entered: 10, total: 10, missingTables: [] },
} as unknown as TournamentSummary;

const row = (rank: number, id: number, name: string, pm: number, tieBreak: StandingsRow['tieBreak']): StandingsRow => ({
  rank,
  id,
  name,
  club: 'Mons',
  rating: 1500,
  pm,
  ppm: null,
  pdep: 10,
  withdrawn: false,
  tieBreak,
  categories: [],
});

const final: StandingsView = {
  after: 5,
  final: true,
  categories: [],
  rows: [
    row(1, 1, 'DURAND Paul', 12, null),
    row(1, 2, 'MARTIN Jules', 12, 'ex-aequo'),
    row(3, 3, 'GARNIER Louis', 10, 'pm'),
    row(4, 4, 'ANDRÉ Nathan', 8, 'pm'),
    row(4, 5, 'ÉMERY Zoé', 8, 'ex-aequo'),
  ],
  pending: [],
};

beforeEach(() => {
  app.summary = summary;
  // The rating estimate at the foot of the screen (tests/renderer/rating-report.test.ts).
  vi.spyOn(api, 'ratingReport').mockResolvedValue({
    estimate: true,
    parameters: DEFAULT_TOURNAMENT_ELO,
    newcomerRating: DEFAULT_NEWCOMER_RATING,
    lines: [],
  });
  vi.spyOn(api, 'listPlayers').mockResolvedValue([]);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  app.summary = null;
});

describe('Clôture', () => {
  it('names the winners ex æquo and lists the players sharing a rank', async () => {
    const standings = vi.spyOn(api, 'standings').mockResolvedValue(final);
    render(Closing);
    const winner = await screen.findByTestId('winner');
    expect(standings).toHaveBeenCalledWith({ final: true });
    expect(winner.textContent?.replace(/\s+/g, ' ').trim()).toBe('Vainqueurs ex æquo : DURAND Paul, MARTIN Jules');
    const ties = [...screen.getByTestId('ties').querySelectorAll('li')].map((li) => li.textContent?.trim());
    expect(ties).toEqual(['1= DURAND Paul, MARTIN Jules', '4= ANDRÉ Nathan, ÉMERY Zoé']);
    // The podium: the standings rows of the first three places, the shared rank marked.
    const podium = screen.getByRole('table', { name: 'Les trois premières places' });
    const rows = within(podium)
      .getAllByRole('row')
      .map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent?.trim()));
    expect(rows).toEqual([
      ['Rang', 'Nom', 'Club', 'PM', 'PPM', 'Pdep'],
      ['1=', 'DURAND Paul', 'Mons', '12', '', '+10'],
      ['1=', 'MARTIN Jules', 'Mons', '12', '', '+10'],
      ['3', 'GARNIER Louis', 'Mons', '10', '', '+10'],
    ]);
    expect(screen.getByTestId('closing-status').textContent).toContain('le classement final est arrêté');
  });

  it('names no winner while the tournament is under way: the first place is only the lead', async () => {
    app.summary = {
      ...summary,
      finished: false,
      currentRound: { number: 5, entered: 8, total: 10, missingTables: [3, 7] },
    };
    vi.spyOn(api, 'standings').mockResolvedValue({
      ...final,
      pending: [
        { round: 5, table: 3 },
        { round: 5, table: 7 },
      ],
    });
    render(Closing);
    const leader = await screen.findByTestId('winner');
    expect(leader.textContent?.replace(/\s+/g, ' ').trim()).toBe('En tête ex æquo : DURAND Paul, MARTIN Jules');
    expect(screen.getByRole('heading', { level: 2, name: 'Classement provisoire' })).toBeTruthy();
  });

  it('offers each document once: the rating estimate’s PDF in its own section, not again among the documents', async () => {
    vi.spyOn(api, 'standings').mockResolvedValue(final);
    render(Closing);
    await screen.findByTestId('rating-banner');
    expect(screen.getAllByRole('button', { name: 'Estimation des cotes (PDF)' })).toHaveLength(1);
    const labels = screen.getAllByRole('button').map((b) => b.textContent?.trim());
    expect(labels.filter((label, i) => labels.indexOf(label) !== i)).toEqual([]);
  });

  it('exports the engine’s JSON document under the tournament’s name', async () => {
    vi.spyOn(api, 'standings').mockResolvedValue(final);
    const exported = vi.spyOn(api, 'exportDocument').mockResolvedValue({ format: 'sclassic' } as never);
    const made: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      made.push(blob);
      return 'blob:export';
    });
    URL.revokeObjectURL = vi.fn();
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    render(Closing);
    await fireEvent.click(screen.getByRole('button', { name: 'Exporter le tournoi (JSON)' }));
    expect(exported).toHaveBeenCalledWith({});
    const link = await screen.findByRole('link', { name: 'Télécharger Open de Courcelles.json' });
    expect(link.getAttribute('download')).toBe('Open de Courcelles.json');
    expect(clicked).toHaveBeenCalled();
    expect(made[0]?.type).toBe('application/json');
    expect(JSON.parse(await (made[0] as Blob).text())).toEqual({ format: 'sclassic' });
  });

  it('exports the results for the federation (CSV) and as a web page (HTML)', async () => {
    vi.spyOn(api, 'standings').mockResolvedValue(final);
    const exported = vi.spyOn(api, 'exportResults').mockImplementation(async ({ format }) => ({
      fileName: `Open de Courcelles - résultats.${format}`,
      text: format === 'csv' ? 'Licence;Nom\r\n' : '<!doctype html><title>Résultats</title>',
    }));
    const made: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      made.push(blob);
      return `blob:${made.length}`;
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    render(Closing);
    await fireEvent.click(screen.getByRole('button', { name: 'Résultats pour la fédération (CSV)' }));
    expect(exported).toHaveBeenCalledWith({ format: 'csv' });
    expect(await screen.findByRole('link', { name: 'Télécharger Open de Courcelles - résultats.csv' })).toBeTruthy();
    await fireEvent.click(screen.getByRole('button', { name: 'Page de résultats (HTML)' }));
    expect(exported).toHaveBeenCalledWith({ format: 'html' });
    await screen.findByRole('link', { name: 'Télécharger Open de Courcelles - résultats.html' });
    expect(made.map((b) => b.type)).toEqual(['text/csv;charset=utf-8', 'text/html;charset=utf-8']);
    expect(await (made[0] as Blob).text()).toBe('Licence;Nom\r\n');
  });

  it('checks the tournament against the procedure and names each finding by kind, round and table', async () => {
    vi.spyOn(api, 'standings').mockResolvedValue(final);
    const check = vi.spyOn(api, 'checkTournament').mockResolvedValue({
      tournament: { name: 'Open de Courcelles', date: '2026-12-22', fingerprint: 'ab'.repeat(32) },
      general: [],
      rounds: [
        {
          round: 1,
          stage: null,
          method: 'groups-ab',
          pairedAt: '2026-12-22T09:00:00',
          findings: [
            {
              kind: 'information',
              code: 'corrected-after-pairing',
              table: 7,
              at: ['2026-12-22T14:32:00'],
              rounds: [2],
            },
          ],
        },
        {
          round: 2,
          stage: null,
          method: 'score-groups',
          pairedAt: '2026-12-22T11:00:00',
          findings: [
            {
              kind: 'decision',
              code: 'swap',
              a: 'JOUEUR N°3',
              b: 'JOUEUR N°5',
              at: '2026-12-22T11:05:00',
              matches: [
                { table: 1, a: 'JOUEUR N°5', b: 'JOUEUR N°20', points: [3, 1], rematch: false },
                { table: 2, a: 'JOUEUR N°3', b: 'JOUEUR N°8', points: [3, 3], rematch: true },
              ],
            },
            {
              kind: 'breach',
              code: 'broken-rule',
              problem: { code: 'absent-but-paired', params: { id: 'JOUEUR N°4', round: 2 } },
            },
          ],
        },
      ],
      counts: { information: 1, decision: 1, breach: 1 },
    });
    render(Closing);
    await fireEvent.click(screen.getByTestId('check-tournament'));
    expect(check).toHaveBeenCalledWith({});
    const result = await screen.findByTestId('check-result');
    expect(screen.getByTestId('check-verdict').textContent?.trim()).toBe(
      '1 manquement : la procédure ne donne pas ce que le fichier contient, et aucune décision enregistrée ne l’explique (1 décision de l’arbitre et 1 information).',
    );
    expect(within(result).getByRole('heading', { name: 'Ronde 2 (appariée à 11:00)' })).toBeTruthy();
    expect(
      within(result)
        .getAllByRole('listitem')
        .map((li) => li.textContent?.replace(/\s+/g, ' ').trim()),
    ).toEqual([
      'Information Table 7 : résultat corrigé à 14:32, après l’appariement de la ronde 2 ; elle est auditée sur les résultats d’alors.',
      'Décision de l’arbitre Échange décidé par l’arbitre à 11:05 : JOUEUR N°3 et JOUEUR N°5 ont changé de table (table 1, JOUEUR N°5 (3 PM) – JOUEUR N°20 (1 PM) ; table 2, JOUEUR N°3 (3 PM) – JOUEUR N°8 (3 PM), revanche).',
      'Manquement Règle enfreinte : « JOUEUR N°4 » est déclaré absent de la ronde 2 mais y est apparié.',
    ]);
  });

  it('prints the verification report beside « Vérifier le tournoi », opened in a tab of its own to print', async () => {
    vi.spyOn(api, 'standings').mockResolvedValue(final);
    const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46]);
    const printed = vi
      .spyOn(api, 'printDocument')
      .mockResolvedValue({ fileName: 'Open de Courcelles - rapport de vérification.pdf', pdf });
    const made: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      made.push(blob);
      return 'blob:rapport';
    });
    URL.revokeObjectURL = vi.fn();
    // The tab is opened at the click, while it counts as the director's gesture, and filled once the PDF is made.
    const tab = { location: { href: '' }, close: vi.fn() };
    const opened = vi.spyOn(globalThis, 'open').mockReturnValue(tab as unknown as Window);
    render(Closing);
    const check = screen.getByTestId('check-tournament');
    const button = screen.getByRole('button', { name: 'Rapport de vérification (PDF)' });
    // Side by side: one row of actions, the check first.
    expect(button.closest('.actions')).toBe(check.closest('.actions'));
    await fireEvent.click(button);
    expect(printed).toHaveBeenCalledWith({ document: 'audit' });
    expect(opened).toHaveBeenCalledWith('', '_blank');
    const link = await screen.findByRole('link', {
      name: 'Télécharger Open de Courcelles - rapport de vérification.pdf',
    });
    expect(link.getAttribute('download')).toBe('Open de Courcelles - rapport de vérification.pdf');
    expect(tab.location.href).toBe('blob:rapport');
    expect(made[0]?.type).toBe('application/pdf');
    expect(new Uint8Array(await (made[0] as Blob).arrayBuffer())).toEqual(pdf);
    expect(screen.getByText(/se termine par le visa du directeur de tournoi, à signer\./)).toBeTruthy();
  });

  it('says a refused report where the button is, and in English names it and says the report is in French', async () => {
    vi.spyOn(api, 'standings').mockResolvedValue(final);
    vi.spyOn(api, 'printDocument').mockRejectedValue(refused('no-tournament', {}));
    const tab = { location: { href: '' }, close: vi.fn() };
    vi.spyOn(globalThis, 'open').mockReturnValue(tab as unknown as Window);
    render(Closing);
    await fireEvent.click(screen.getByRole('button', { name: 'Rapport de vérification (PDF)' }));
    const status = document.getElementById('print-audit-status') as HTMLElement;
    await waitFor(() =>
      expect(status.textContent?.trim()).toBe("Aucun tournoi n'est ouvert : ouvrez ou créez un tournoi."),
    );
    expect(tab.close).toHaveBeenCalled();
    cleanup();
    locale.set('en');
    try {
      render(Closing);
      expect(screen.getByRole('button', { name: 'Verification report (PDF)' })).toBeTruthy();
      expect(screen.getByText(/like every printed document, it is in French\./)).toBeTruthy();
    } finally {
      locale.set('fr');
    }
  });

  it('shows a refused copy next to its path and keeps what was typed', async () => {
    vi.spyOn(api, 'standings').mockResolvedValue(final);
    const save = vi
      .spyOn(api, 'saveCopy')
      .mockRejectedValueOnce(refused('file-refused', { path: '/tmp/a.sclassic', problem: { reason: 'exists' } }))
      .mockResolvedValueOnce({ path: '/tmp/b.sclassic' });
    render(Closing);
    const input = screen.getByLabelText('Chemin de la copie (.sclassic)') as HTMLInputElement;
    await fireEvent.input(input, { target: { value: '/tmp/a.sclassic' } });
    await fireEvent.click(screen.getByTestId('save-copy'));
    expect(save).toHaveBeenCalledWith({ path: '/tmp/a.sclassic' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('existe déjà');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.value).toBe('/tmp/a.sclassic');

    await fireEvent.input(input, { target: { value: '/tmp/b.sclassic' } });
    await fireEvent.click(screen.getByTestId('save-copy'));
    expect(await screen.findByText('Copie enregistrée : /tmp/b.sclassic')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('false');
  });
});
