/** What the Inscriptions tests give the screen: registered players and the tournament's summary, as the service shows them. */
import { fireEvent, screen } from '@testing-library/svelte';
import type { PlayerView, TournamentSummary } from '../../src-main/contract/views.ts';

/** A registered player of Mons, at the initial rank of its number. */
export const player = (
  id: number,
  name: string,
  rating: number | null,
  more: Partial<PlayerView> = {},
): PlayerView => ({
  id,
  name,
  club: 'Mons',
  rating,
  ratingType: 'PL',
  licence: '',
  k: null,
  category: '',
  birthYear: null,
  series: null,
  categories: [],
  initialRank: id,
  firstRound: 1,
  withdrawnAfter: null,
  absentNextRound: false,
  ...more,
});

/** The summary of a tournament with these players, `roundsPaired` rounds paired. */
export const summaryOf = (players: readonly PlayerView[], roundsPaired = 0): TournamentSummary =>
  ({
    path: '/tmp/t.sclassic',
    name: 'Open de Courcelles',
    players: players.length,
    activePlayers: players.length,
    plannedRounds: null,
    ruleRounds: 5,
    roundsPlanned: 5,
    roundsWarnings: [],
    roundsPaired,
    nextRound: roundsPaired + 1,
    newcomerRating: 1400,
  }) as unknown as TournamentSummary;

/** Types into the box of this label. */
export const type = (label: string, value: string) =>
  fireEvent.input(screen.getByLabelText(label), { target: { value } });
