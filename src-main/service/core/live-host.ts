/**
 * The live results as the service knows them: a listener for the players' phones that the
 * process owning the service runs (the desktop app, browser mode) and hands to it, so the
 * director's commands turn it on and off like any other. The command line has none.
 */
import type { LiveStatus } from '../../contract/views/live.ts';

export interface LiveHost {
  status(): LiveStatus;
  /** Listens on `address` (one of the machine's), `port` 0 for any free one; a listener already on moves there. */
  start(where: { address: string; port: number }): Promise<LiveStatus>;
  stop(): Promise<LiveStatus>;
  /** Stops at once, phones and all: the service is closing. */
  close(): void;
}
