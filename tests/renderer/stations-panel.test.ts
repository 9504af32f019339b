/**
 * Résultats — the director's « Postes de saisie »: off, on one of the machine's addresses and a
 * port; on, the address, the join code and its QR; the devices asking to join accepted as
 * stations entering results or refused, the stations in put out, each by its own button and
 * name; a refusal said and the list read again; none where the process runs no stations'
 * listener. Followed about every second while on, every few seconds while off.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/svelte';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StationsStatus } from '../../src-main/contract/views/stations.ts';
import { api, app } from '../../src-renderer/lib/app-state.svelte.ts';
import {
  followStations,
  STATIONS_OFF_EVERY_MS,
  STATIONS_ON_EVERY_MS,
  stations,
} from '../../src-renderer/lib/stations.svelte.ts';
import { refused } from './refusals.ts';
import '../../src-renderer/lib/i18n.ts';
import StationsPanel from '../../src-renderer/screens/results/StationsPanel.svelte';
import { summary } from './tournament-views.ts';

const off: StationsStatus = {
  on: false,
  url: null,
  address: null,
  port: null,
  code: null,
  qrImage: null,
  addresses: [
    { name: 'wlan0', address: '192.168.1.20', internal: false },
    { name: 'lo', address: '127.0.0.1', internal: true },
  ],
  requests: [],
  stations: [],
};
const on: StationsStatus = {
  ...off,
  on: true,
  url: 'http://192.168.1.20:8081/',
  address: '192.168.1.20',
  port: 8081,
  code: 'K7P2Q9',
  qrImage: 'data:image/svg+xml;base64,PHN2Zy8+',
};
const withDevices: StationsStatus = {
  ...on,
  requests: [
    { id: 'r1', name: 'Arbitre 3', address: '192.168.1.34', at: '2026-12-22T13:05:00Z' },
    { id: 'r2', name: 'Tablette inconnue', address: '192.168.1.77', at: '2026-12-22T13:06:00Z' },
  ],
  stations: [
    {
      id: 's1',
      name: 'Arbitre 2',
      role: 'saisie',
      address: '192.168.1.33',
      joinedAt: '2026-12-22T13:00:00Z',
      lastSeen: '2026-12-22T13:06:30Z',
    },
  ],
};

beforeEach(() => {
  app.summary = summary();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
  app.summary = null;
  stations.status = null;
  stations.unavailable = false;
});

describe('Résultats — the arbiters’ stations', () => {
  it('are off, turn on on the address and port chosen, show the address, the code and its QR, and turn off', async () => {
    vi.spyOn(api, 'stationsStatus').mockResolvedValue(off);
    const start = vi.spyOn(api, 'startStations').mockResolvedValue(on);
    const stop = vi.spyOn(api, 'stopStations').mockResolvedValue(off);
    render(StationsPanel, { ready: true });
    const toggle = await screen.findByTestId('stations-switch');
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    const address = screen.getByLabelText('Adresse réseau') as HTMLSelectElement;
    expect([...address.options].map((o) => o.textContent?.trim())).toEqual([
      'wlan0 — 192.168.1.20',
      '127.0.0.1 (cet ordinateur seulement)',
    ]);
    expect((screen.getByLabelText('Port') as HTMLInputElement).value).toBe('8081');
    await fireEvent.click(toggle);
    expect(start).toHaveBeenCalledWith({ address: '192.168.1.20', port: 8081 });
    expect((await screen.findByTestId('stations-code')).textContent).toBe('K7P2Q9');
    expect(screen.getByTestId('stations-url').textContent).toBe('http://192.168.1.20:8081/');
    expect(screen.getByRole('img', { name: 'Code QR de l’adresse http://192.168.1.20:8081/' })).toBeTruthy();
    expect(screen.getByText('Aucune demande en attente.')).toBeTruthy();
    await fireEvent.click(screen.getByTestId('stations-switch'));
    expect(stop).toHaveBeenCalledWith({});
    await waitFor(() => expect(screen.getByTestId('stations-switch').getAttribute('aria-checked')).toBe('false'));
  });

  it('accepts a device as a station entering results, refuses another, and puts a station out', async () => {
    vi.spyOn(api, 'stationsStatus').mockResolvedValue(withDevices);
    const admit = vi.spyOn(api, 'admitStation').mockResolvedValue(withDevices);
    const turnDown = vi.spyOn(api, 'refuseStation').mockResolvedValue(withDevices);
    const revoke = vi.spyOn(api, 'revokeStation').mockResolvedValue(withDevices);
    render(StationsPanel, { ready: true });
    const asking = await screen.findByTestId('station-requests');
    expect(within(asking).getAllByRole('listitem')[0]?.textContent).toMatch(/Arbitre 3\s+192\.168\.1\.34\s*demandé à/);
    await fireEvent.click(
      screen.getByRole('button', { name: 'Accepter Arbitre 3 comme poste de saisie des résultats' }),
    );
    expect(admit).toHaveBeenCalledWith({ station: 'r1', role: 'saisie' });
    await fireEvent.click(screen.getByRole('button', { name: 'Refuser Tablette inconnue' }));
    expect(turnDown).toHaveBeenCalledWith({ station: 'r2' });
    const inside = screen.getByTestId('stations-in');
    expect(inside.textContent).toMatch(/Arbitre 2\s+192\.168\.1\.33\s*vu à/);
    await fireEvent.click(within(inside).getByRole('button', { name: 'Retirer le poste Arbitre 2' }));
    expect(revoke).toHaveBeenCalledWith({ station: 's1' });
  });

  it('shows the list as the answer gives it', async () => {
    vi.spyOn(api, 'stationsStatus').mockResolvedValue(withDevices);
    const [, second] = withDevices.requests;
    const admitted: StationsStatus = {
      ...withDevices,
      requests: second === undefined ? [] : [second],
      stations: [
        ...withDevices.stations,
        {
          id: 's2',
          name: 'Arbitre 3',
          role: 'saisie',
          address: '192.168.1.34',
          joinedAt: '2026-12-22T13:07:00Z',
          lastSeen: null,
        },
      ],
    };
    vi.spyOn(api, 'admitStation').mockResolvedValue(admitted);
    render(StationsPanel, { ready: true });
    await fireEvent.click(await screen.findByRole('button', { name: /Accepter Arbitre 3/ }));
    await waitFor(() => expect(within(screen.getByTestId('stations-in')).getAllByRole('listitem')).toHaveLength(2));
    expect(screen.getByTestId('stations-in').textContent).toContain('pas encore vu');
    expect(within(screen.getByTestId('station-requests')).getAllByRole('listitem')).toHaveLength(1);
  });

  it('says why an answer was refused and reads the list again', async () => {
    const status = vi.spyOn(api, 'stationsStatus').mockResolvedValue(withDevices);
    vi.spyOn(api, 'admitStation').mockRejectedValue(refused('station-unknown', {}));
    render(StationsPanel, { ready: true });
    await fireEvent.click(await screen.findByRole('button', { name: /Accepter Arbitre 3/ }));
    expect((await screen.findByRole('alert')).textContent).toContain('Ce poste ne demande plus à rejoindre');
    expect(status).toHaveBeenCalledTimes(2);
  });

  it('are not there where the process runs no stations’ listener', async () => {
    vi.spyOn(api, 'stationsStatus').mockRejectedValue(refused('stations-unavailable', {}));
    render(StationsPanel, { ready: true });
    await waitFor(() => expect(stations.unavailable).toBe(true));
    expect(screen.queryByTestId('stations-panel')).toBeNull();
  });
});

describe('the director’s window follows the stations', () => {
  it('about every second while they are on, every few seconds while off, and not at all once stopped', async () => {
    vi.useFakeTimers();
    const status = vi.spyOn(api, 'stationsStatus').mockResolvedValue(on);
    const stop = followStations();
    await vi.advanceTimersByTimeAsync(0);
    expect(status).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(STATIONS_ON_EVERY_MS);
    expect(status).toHaveBeenCalledTimes(2);
    status.mockResolvedValue(off);
    await vi.advanceTimersByTimeAsync(STATIONS_ON_EVERY_MS);
    expect(status).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(STATIONS_ON_EVERY_MS);
    expect(status).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(STATIONS_OFF_EVERY_MS);
    expect(status).toHaveBeenCalledTimes(4);
    stop();
    await vi.advanceTimersByTimeAsync(STATIONS_OFF_EVERY_MS * 2);
    expect(status).toHaveBeenCalledTimes(4);
  });
});
