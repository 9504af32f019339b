/**
 * Rondes — the live results' switch: off by default, the machine's addresses to choose from, on
 * with the address, its QR code and the phones connected (read again every two seconds), a
 * refusal next to the switch, off again; none where the process runs no listener.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/svelte';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveStatus } from '../../src-main/contract/views.ts';
import { api, app } from '../../src-renderer/lib/app-state.svelte.ts';
import { refused } from './refusals.ts';
import '../../src-renderer/lib/i18n.ts';
import LiveSwitch from '../../src-renderer/screens/rounds/LiveSwitch.svelte';
import { summary } from './tournament-views.ts';

const off: LiveStatus = {
  on: false,
  url: null,
  address: null,
  port: null,
  phones: 0,
  qrImage: null,
  addresses: [
    { name: 'wlan0', address: '192.168.1.20', internal: false },
    { name: 'lo', address: '127.0.0.1', internal: true },
  ],
};
const on = (phones: number): LiveStatus => ({
  ...off,
  on: true,
  url: 'http://127.0.0.1:8080/',
  address: '127.0.0.1',
  port: 8080,
  phones,
  qrImage: 'data:image/svg+xml;base64,PHN2Zy8+',
});

beforeEach(() => {
  app.summary = summary();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
  app.summary = null;
});

describe('Rondes — the live results', () => {
  it('are off, turn on on the address chosen, count the phones, and turn off', async () => {
    const status = vi.spyOn(api, 'liveStatus').mockResolvedValue(off);
    const start = vi.spyOn(api, 'startLive').mockResolvedValue(on(0));
    const stop = vi.spyOn(api, 'stopLive').mockResolvedValue(off);
    render(LiveSwitch);
    const toggle = await screen.findByTestId('live-switch');
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    const address = screen.getByLabelText('Adresse réseau') as HTMLSelectElement;
    expect([...address.options].map((o) => o.textContent?.trim())).toEqual([
      'wlan0 — 192.168.1.20',
      '127.0.0.1 (cet ordinateur seulement)',
    ]);
    await fireEvent.change(address, { target: { value: '127.0.0.1' } });
    await fireEvent.click(toggle);
    expect(start).toHaveBeenCalledWith({ address: '127.0.0.1', port: 8080 });
    await waitFor(() => expect(screen.getByTestId('live-url').textContent).toBe('http://127.0.0.1:8080/'));
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('img').getAttribute('alt')).toBe('Code QR de l’adresse http://127.0.0.1:8080/');
    expect(screen.getByTestId('live-phones').textContent).toBe('Aucun téléphone connecté');

    status.mockResolvedValue(on(37));
    await waitFor(() => expect(screen.getByTestId('live-phones').textContent).toBe('37 téléphones connectés'), {
      timeout: 3000,
    });
    await fireEvent.click(screen.getByTestId('live-switch'));
    expect(stop).toHaveBeenCalled();
    status.mockResolvedValue(off);
    await waitFor(() => expect(screen.getByTestId('live-switch').getAttribute('aria-checked')).toBe('false'));
  });

  it('say why they cannot turn on', async () => {
    vi.spyOn(api, 'liveStatus').mockResolvedValue(off);
    vi.spyOn(api, 'startLive').mockRejectedValue(
      refused('live-port-busy', { address: '192.168.1.20', port: 8080 }, 'port'),
    );
    render(LiveSwitch);
    await fireEvent.click(await screen.findByTestId('live-switch'));
    expect((await screen.findByRole('alert')).textContent).toContain('Le port 8080 est déjà utilisé sur 192.168.1.20');
    expect(screen.getByLabelText('Port').getAttribute('aria-invalid')).toBe('true');
  });

  it('show nothing where the process runs no listener', async () => {
    const status = vi.spyOn(api, 'liveStatus').mockRejectedValue(refused('live-unavailable', {}));
    render(LiveSwitch);
    await waitFor(() => expect(status).toHaveBeenCalled());
    expect(screen.queryByTestId('live-results')).toBeNull();
  });
});
