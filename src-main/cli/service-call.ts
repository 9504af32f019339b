/**
 * The one place where the CLI meets the service: `call(command, input)` hands one command to the
 * service's `dispatch` by its name. Every subcommand goes through it; a refusal rejects with the
 * contract's `Refused`, its words in French.
 */
import type { CommandName, Input, Output } from '../contract/commands.ts';
import { resultOf } from '../contract/envelope.ts';
import { createService } from '../service/core/dispatch.ts';

/** Runs one service command; a refusal rejects with a Refused. */
export type Call = <C extends CommandName>(command: C, input: Input<C>) => Promise<Output<C>>;

/**
 * Gives `work` a `call` on a service of its own, whose directory of players lives in
 * `dataFolder` (asked only if a command needs the directory); the tournament file and the
 * directory are closed whatever happens, so a run leaves nothing open behind it (the tests run
 * many in one process, and an open file keeps its lock).
 */
export async function withService<T>(dataFolder: () => string, work: (call: Call) => Promise<T>): Promise<T> {
  const service = createService({ dataFolder, shortLived: true });
  const call: Call = async (command, input) => resultOf(await service.dispatch(command, input));
  try {
    return await work(call);
  } finally {
    service.close();
  }
}
