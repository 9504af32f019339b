/**
 * The one place where the CLI meets the service: `call(command, input)` runs one service command
 * by its name. Every subcommand goes through it, so replacing what runs behind it (the service
 * object today, a command registry's dispatch tomorrow) changes this file only.
 */
import type { Outputs } from '../service/api.ts';
import { createApi } from '../service/api.ts';
import type { CommandName } from '../service/command-names.ts';
import type { Input } from '../service/schemas.ts';
import { TournamentService } from '../service/tournament-service.ts';

/** Runs one service command; a refusal rejects with the service's own error (a ServiceError). */
export type Call = <C extends CommandName>(command: C, input: Input<C>) => Promise<Outputs[C]>;

/**
 * Gives `work` a `call` on a service of its own, whose directory of players lives in
 * `dataFolder` (asked only if a command needs the directory); the tournament file and the
 * directory are closed whatever happens, so a run leaves nothing open behind it (the tests run
 * many in one process, and an open file keeps its lock).
 */
export async function withService<T>(dataFolder: () => string, work: (call: Call) => Promise<T>): Promise<T> {
  const service = new TournamentService(undefined, dataFolder);
  const api = createApi(service);
  try {
    return await work((command, input) => api[command](input));
  } finally {
    service.closeTournament();
    service.closeDirectory();
  }
}
