/**
 * Where a listener on the venue's network is asked to listen — the live results', the arbiters'
 * stations' — checked before anything listens: one of this machine's addresses, and a port (0:
 * any free one).
 */
import { refuse } from '../../contract/refusals.ts';
import type { LiveAddress } from '../../contract/views/live.ts';

export interface ListenTarget<H> {
  host: H;
  address: string;
  port: number;
}

export function listenTarget<H extends { status(): { addresses: LiveAddress[] } }>(
  host: H,
  input: { address: string; port?: number | undefined },
): ListenTarget<H> {
  const known = host.status().addresses.map((a) => a.address);
  if (!known.includes(input.address)) refuse('live-address-unknown', { address: input.address, known }, 'address');
  return { host, address: input.address, port: input.port ?? 0 };
}
