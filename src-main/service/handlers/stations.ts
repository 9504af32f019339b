/**
 * The arbiters' stations, as the director runs them: the listener on the venue's network turned
 * on and off (the host the process owning the service runs; the command line has none), the
 * devices asking to join accepted under a role or refused, a station put out at once. And the
 * hand a screen works under, for the screens to show only what its role may do.
 */
import { refuse } from '../../contract/refusals.ts';
import type { HandView, StationsStatus } from '../../contract/views/stations.ts';
import type { CommandContext } from '../core/context.ts';
import { type ListenTarget, listenTarget } from '../core/listening.ts';
import type { StationsHost } from '../core/stations-host.ts';
import type { admitStationInput, In, startLiveInput, stationInput } from '../inputs/inputs.ts';

/** The screen's hand: the director's window, or the station the director accepted. */
export function whoAmI(context: CommandContext): HandView {
  const { role, name } = context.hand;
  // Only the director's windows and the stations run this (the registry says so): a phone's hand never reaches here.
  return { role: role === 'table' ? 'director' : role, name };
}

function hostOf(context: CommandContext): StationsHost {
  return context.session.stations ?? refuse('stations-unavailable', {});
}

export function stationsStatus(context: CommandContext): StationsStatus {
  return hostOf(context).status();
}

/**
 * The host and where to listen, checked before anything listens (`listen` does it, after). The
 * stations enter the open tournament's results: there must be one.
 */
export function stationsTarget(context: CommandContext, input: In<typeof startLiveInput>): ListenTarget<StationsHost> {
  const host = hostOf(context);
  if (!context.session.isOpen) refuse('no-tournament', {});
  return listenTarget(host, input);
}

export function listen(target: ListenTarget<StationsHost>): Promise<StationsStatus> {
  return target.host.start({ address: target.address, port: target.port });
}

export function stopTarget(context: CommandContext): StationsHost {
  return hostOf(context);
}

export function stop(host: StationsHost): Promise<StationsStatus> {
  return host.stop();
}

export function admitStation(context: CommandContext, input: In<typeof admitStationInput>): StationsStatus {
  return hostOf(context).admit(input.station, input.role);
}

export function refuseStation(context: CommandContext, input: In<typeof stationInput>): StationsStatus {
  return hostOf(context).refuse(input.station);
}

export function revokeStation(context: CommandContext, input: In<typeof stationInput>): StationsStatus {
  return hostOf(context).revoke(input.station);
}
