/**
 * The arbiters' stations as the director's window follows them: whether they are on, the join
 * code, the devices asking to join and the stations in. One reading for the whole window, so the
 * banner of every screen and the panel on Résultats say the same thing: read about every second
 * while the stations are on (a device asking to join is seen at once), every few seconds while
 * they are off (another window of the director's may turn them on), never where the process runs
 * no stations' listener (the command line's service).
 */
import type { StationsStatus } from '../../src-main/contract/views/stations.ts';
import { api, refusal } from './app-state.svelte.ts';

export const stations = $state<{
  status: StationsStatus | null;
  /** This process runs no stations' listener: nothing to show, nothing to ask again. */
  unavailable: boolean;
  /** Asked by the banner: the panel brings itself into view once shown. */
  reveal: boolean;
}>({ status: null, unavailable: false, reveal: false });

export const STATIONS_ON_EVERY_MS = 1000;
export const STATIONS_OFF_EVERY_MS = 5000;

/** Reads the stations once. */
export async function readStations(): Promise<void> {
  try {
    stations.status = await api.stationsStatus({});
  } catch (e) {
    if (refusal(e).code === 'stations-unavailable') stations.unavailable = true;
  }
}

/**
 * Follows the stations until the returned function stops it. One beat a second: each one reads
 * them while they are on, one in five while they are off — so they are followed at once when this
 * window turns them on, its answer having said so.
 */
export function followStations(): () => void {
  const offBeats = Math.round(STATIONS_OFF_EVERY_MS / STATIONS_ON_EVERY_MS);
  let beats = 0;
  void readStations();
  const timer = setInterval(() => {
    beats++;
    if (stations.unavailable) clearInterval(timer);
    else if (stations.status?.on || beats % offBeats === 0) void readStations();
  }, STATIONS_ON_EVERY_MS);
  return () => clearInterval(timer);
}
