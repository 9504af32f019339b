/**
 * `npm run serve -- [FILE] [--port N]`: browser mode. Opens the tournament file (if given) in the
 * real service, serves the built UI and the API on 127.0.0.1, and prints the address to open. A
 * command line it cannot run is said in one French line (exit status 2), never a stack trace.
 */
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { refusalMessage } from '../contract/i18n/messages.ts';
import { createService } from '../service/dispatch.ts';
import { startBrowserServer } from './browser-server.ts';

const UI_FOLDER = fileURLToPath(new URL('../../dist/renderer/', import.meta.url));
const USAGE = 'Utilisation : npm run serve -- [FICHIER.sclassic] [--port N]';

/** The file to open and the port, or the French line saying what is wrong with the command line. */
export function serveArguments(argv: string[]): { file: string | undefined; port: number } | { wrong: string } {
  let parsed: ReturnType<typeof parseArgs<{ allowPositionals: true; options: { port: { type: 'string' } } }>>;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, options: { port: { type: 'string' } } });
  } catch (error) {
    const message = (error as Error).message;
    const option = /'(-[^' ]+)/.exec(message)?.[1] ?? '';
    if (/argument missing/.test(message)) return { wrong: `${option} attend une valeur` };
    return { wrong: `option inconnue « ${option} »` };
  }
  const { positionals, values } = parsed;
  if (positionals.length > 1) return { wrong: 'un seul fichier de tournoi à la fois' };
  const port = values.port === undefined ? 0 : Number(values.port);
  if (!/^\d+$/.test(values.port ?? '0') || port > 65535)
    return { wrong: `--port attend un numéro de port de 0 à 65535, pas « ${values.port} »` };
  return { file: positionals[0], port };
}

async function serve(argv: string[]): Promise<void> {
  const wanted = serveArguments(argv);
  if ('wrong' in wanted) {
    process.stderr.write(`sclassic : ${wanted.wrong}. ${USAGE}\n`);
    process.exit(2);
  }
  // The directory of players: in defaultDataFolder() (SCLASSIC_DATA_DIR, or where the desktop app keeps it).
  const service = createService({ onFault: (error, command) => console.error(`sclassic : ${command}`, error) });
  if (wanted.file !== undefined) {
    const answer = await service.dispatch('openTournament', { path: wanted.file });
    if ('refusal' in answer) {
      process.stderr.write(`sclassic : ${refusalMessage(answer.refusal)}\n`);
      process.exit(1);
    }
  }
  const server = await startBrowserServer(service, UI_FOLDER, wanted.port);
  process.stdout.write(`Sclassic écoute sur ${server.url}\n`);
  const stop = () => {
    service.close();
    server.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (import.meta.main) await serve(process.argv.slice(2));
