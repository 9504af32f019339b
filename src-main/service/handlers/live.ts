/**
 * The live results: the public view the players' phones are served (read like any view, inside
 * the file's transaction), and the listener the director turns on and off (the host the process
 * owning the service runs; the command line has none).
 */
import { refuse } from '../../contract/refusals.ts';
import type { LiveStatus, LiveViewAnswer } from '../../contract/views/live.ts';
import { allRounds } from '../adapters/facts-document.ts';
import { clockOf } from '../adapters/round-clock.ts';
import type { CommandContext } from '../core/context.ts';
import { type ListenTarget, listenTarget } from '../core/listening.ts';
import type { LiveHost } from '../core/live-host.ts';
import type { In, liveViewInput, startLiveInput } from '../inputs/inputs.ts';
import { liveView as publicView } from '../views/live-view.ts';

export function liveView(context: CommandContext, input: In<typeof liveViewInput>): LiveViewAnswer {
  const revision = context.session.store.revision();
  // A listener asking every second reads one number while nothing changes.
  if (input.known === revision) return { revision, view: null };
  const current = allRounds(context.facts).at(-1);
  const clock = current === undefined ? null : clockOf(context, current);
  return { revision, view: publicView(context.facts, context.state, revision, clock) };
}

function hostOf(context: CommandContext): LiveHost {
  return context.session.live ?? refuse('live-unavailable', {});
}

export function liveStatus(context: CommandContext): LiveStatus {
  return hostOf(context).status();
}

/** The host and where to listen, checked before anything listens (`listen` does it, after). */
export function liveTarget(context: CommandContext, input: In<typeof startLiveInput>): ListenTarget<LiveHost> {
  return listenTarget(hostOf(context), input);
}

export function listen(target: ListenTarget<LiveHost>): Promise<LiveStatus> {
  return target.host.start({ address: target.address, port: target.port });
}

export function stopTarget(context: CommandContext): LiveHost {
  return hostOf(context);
}

export function stop(host: LiveHost): Promise<LiveStatus> {
  return host.stop();
}
