/**
 * The round clock on Rondes and on the projection: started by the director, counting down every
 * second from the service's time, paused and resumed, given minutes, reset after a confirmation,
 * and shown in the projection's header.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/svelte';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RoundClockView } from '../../src-main/contract/views.ts';
import { api, app } from '../../src-renderer/lib/app-state.svelte.ts';
import '../../src-renderer/lib/i18n.ts';
import ProjectedClock from '../../src-renderer/screens/projection/ProjectedClock.svelte';
import RoundClock from '../../src-renderer/screens/rounds/RoundClock.svelte';
import { refused } from './refusals.ts';
import { summary } from './tournament-views.ts';

const START = Date.parse('2026-12-22T14:00:00Z');
const MINUTE = 60_000;

/** A clock started at 14:00 service time, read `after` minutes later; this screen's own clock is 3 min late. */
function clock(after: number, changes: Partial<RoundClockView> = {}): RoundClockView {
  return {
    round: 1,
    startedAt: new Date(START).toISOString(),
    minutes: 50,
    forfeitMs: 12.5 * MINUTE,
    pausedAt: null,
    pausedMs: 0,
    readAt: new Date(START + after * MINUTE).toISOString(),
    ...changes,
  };
}

beforeEach(() => {
  // Only the clock's ticking and the date are faked: the page's own waits stay real.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  // This screen's clock is three minutes behind the service's: the clock counts from the service's.
  vi.setSystemTime(START - 3 * MINUTE);
  app.summary = summary({ minutes: 25, bestOfThree: false });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  app.summary = null;
});

/** A service moment as this machine shows the time of day (the test runs in any time zone). */
const hm = (minutes: number) =>
  new Date(START + minutes * MINUTE).toLocaleTimeString('fr-FR', { hour: '2-digit', minute: '2-digit' });
const left = () => screen.getByTestId('clock-left').textContent?.replace(/\s+/g, ' ').trim();

describe('Rondes — the round clock', () => {
  it('says the round’s time before it starts, starts it, and counts down from the service’s time', async () => {
    vi.spyOn(api, 'roundClock').mockResolvedValue(null);
    const start = vi.spyOn(api, 'startClock').mockResolvedValue(clock(0));
    render(RoundClock, { round: 1 });
    const button = await screen.findByTestId('clock-start');
    expect(screen.getByTestId('round-clock').textContent).toContain(
      'La ronde dure 50 min (le crédit des deux joueurs) ; un joueur absent perd par forfait après 12:30',
    );
    await fireEvent.click(button);
    expect(start).toHaveBeenCalledWith({ round: 1 });
    await waitFor(() => expect(left()).toBe(`Temps restant 50:00 fin prévue à ${hm(50)}`));
    expect(screen.getByTestId('clock-forfeit').textContent).toBe(
      `Forfait des retardataires à ${hm(12.5)} (dans 12:30).`,
    );
    await vi.advanceTimersByTimeAsync(61_000);
    expect(left()).toMatch(/^Temps restant 48:59 /);
  });

  it('pauses, resumes, gives five minutes, and resets only once confirmed', async () => {
    vi.spyOn(api, 'roundClock').mockResolvedValue(clock(10));
    const pause = vi
      .spyOn(api, 'pauseClock')
      .mockResolvedValue(clock(10, { pausedAt: new Date(START + 10 * MINUTE).toISOString() }));
    const resume = vi.spyOn(api, 'resumeClock').mockResolvedValue(clock(25, { pausedMs: 15 * MINUTE }));
    const adjust = vi.spyOn(api, 'adjustClock').mockResolvedValue(clock(25, { pausedMs: 15 * MINUTE, minutes: 55 }));
    const reset = vi.spyOn(api, 'resetClock').mockResolvedValue(null);
    render(RoundClock, { round: 1 });
    await waitFor(() => expect(left()).toMatch(/^Temps restant 40:00 /));

    await fireEvent.click(screen.getByTestId('clock-pause'));
    expect(pause).toHaveBeenCalledWith({ round: 1 });
    await waitFor(() => expect(left()).toBe('Temps restant 40:00 pendule arrêtée'));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(left()).toBe('Temps restant 40:00 pendule arrêtée');
    expect(screen.getByTestId('clock-forfeit').textContent).toBe('Forfait des retardataires dans 2:30 de jeu.');

    await fireEvent.click(screen.getByTestId('clock-resume'));
    expect(resume).toHaveBeenCalledWith({ round: 1 });
    await waitFor(() => expect(left()).toMatch(/^Temps restant 40:00 fin prévue à/));
    await fireEvent.click(screen.getByTestId('clock-add'));
    expect(adjust).toHaveBeenCalledWith({ round: 1, minutes: 5 });
    await waitFor(() => expect(left()).toMatch(/^Temps restant 45:00 /));

    await fireEvent.click(screen.getByTestId('clock-reset'));
    expect(reset).not.toHaveBeenCalled();
    await fireEvent.click(screen.getByTestId('clock-reset-yes'));
    expect(reset).toHaveBeenCalledWith({ round: 1 });
    expect(await screen.findByTestId('clock-start')).toBeTruthy();
  });

  it('shows the service’s refusal in its words', async () => {
    vi.spyOn(api, 'roundClock').mockResolvedValue(clock(3));
    vi.spyOn(api, 'pauseClock').mockRejectedValue(refused('clock-paused', { round: 1 }));
    render(RoundClock, { round: 1 });
    await fireEvent.click(await screen.findByTestId('clock-pause'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'La pendule de la ronde 1 est déjà arrêtée : relancez-la quand la ronde reprend.',
    );
  });
});

describe('Projection — the round clock', () => {
  it('shows nothing without a clock, then the time left and the forfeit time', async () => {
    const read = vi.spyOn(api, 'roundClock').mockResolvedValue(null);
    const { unmount } = render(ProjectedClock);
    await waitFor(() => expect(read).toHaveBeenCalled());
    expect(screen.queryByTestId('projected-clock')).toBeNull();
    unmount();
    read.mockResolvedValue(clock(30));
    render(ProjectedClock);
    const shown = await screen.findByTestId('projected-clock');
    expect(shown.textContent?.replace(/\s+/g, ' ').trim()).toBe('Ronde 1 — temps restant 20:00');
  });

  it('says a late player’s forfeit time until it is reached', async () => {
    vi.spyOn(api, 'roundClock').mockResolvedValue(clock(5));
    render(ProjectedClock);
    const shown = await screen.findByTestId('projected-clock');
    expect(shown.textContent?.replace(/\s+/g, ' ').trim()).toBe(
      `Ronde 1 — temps restant 45:00 forfait des retardataires à ${hm(12.5)}`,
    );
  });
});
