/**
 * The machine's addresses the live results can listen on: its IPv4 addresses on the venue's
 * network (Wi-Fi, Ethernet), then 127.0.0.1 for trying the pages on the director's own screen.
 * IPv6 is left out: a phone types or scans an IPv4 address, and a link-local IPv6 one needs
 * the interface's name besides.
 */
import { networkInterfaces } from 'node:os';
import type { LiveAddress } from '../../contract/views/live.ts';

export function machineAddresses(interfaces = networkInterfaces()): LiveAddress[] {
  const found: LiveAddress[] = [];
  for (const [name, entries] of Object.entries(interfaces))
    for (const entry of entries ?? [])
      if (entry.family === 'IPv4') found.push({ name, address: entry.address, internal: entry.internal });
  // The venue's network first: the address a director most likely wants.
  return [...found.filter((a) => !a.internal), ...found.filter((a) => a.internal)];
}
