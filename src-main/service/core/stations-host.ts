/**
 * The arbiters' stations as the service knows them: a listener on the venue's network that the
 * process owning the service runs (the desktop app, browser mode) and hands to it, so the
 * director's commands turn it on and off, and accept, refuse or revoke the stations that ask to
 * join, like any other command. The command line has none.
 */
import type { StationRole } from '../../contract/roles.ts';
import type { StationsStatus } from '../../contract/views/stations.ts';

export interface StationsHost {
  status(): StationsStatus;
  /** Listens on `address` (one of the machine's), `port` 0 for any free one; a new code each time. */
  start(where: { address: string; port: number }): Promise<StationsStatus>;
  /** Stops listening: every station is out, and must ask to join again. */
  stop(): Promise<StationsStatus>;
  /** Accepts the device asking under `request` as a station of this role (refused when it asks no more). */
  admit(request: string, role: StationRole): StationsStatus;
  /** Turns down a device asking to join. */
  refuse(request: string): StationsStatus;
  /** Puts a station out at once: its next request is refused. */
  revoke(station: string): StationsStatus;
  /** Stops at once: the service is closing. */
  close(): void;
}
