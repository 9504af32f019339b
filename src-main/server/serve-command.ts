/**
 * `npm run serve -- [FILE] [--folder DIR] [--port N] [--live [--live-host ADDRESS] [--live-port N]]
 * [--stations [--stations-host ADDRESS] [--stations-port N]]`:
 * browser mode. Opens the tournament file (if given) in the real service, serves the built UI
 * and the API on 127.0.0.1, and prints the address to open. A tournament named without a folder
 * (FILE, or « Nouveau tournoi » with a name alone) is in DIR: by default the folder the command
 * was typed in (npm runs scripts from the project's folder and says where it was called from in
 * INIT_CWD). With --live, the live results for the players' phones too, on the venue's network
 * (the machine's first address on it, unless told), each on a listener of its own; with --stations,
 * the arbiters' stations, on a listener of their own too, its join code printed. A command line
 * it cannot run is said in one French line (exit status 2), never a stack trace.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { parseArgsMessage } from '../cli/usage-error.ts';
import { refusalMessage } from '../contract/i18n/messages.ts';
import { createService } from '../service/core/dispatch.ts';
import { startBrowserServer } from './browser-server.ts';
import { liveResults } from './live/live-host.ts';
import { machineAddresses } from './live/network.ts';
import { stationsHost } from './stations/stations-host.ts';

const UI_FOLDER = fileURLToPath(new URL('../../dist/renderer/', import.meta.url));
const USAGE =
  'Utilisation : npm run serve -- [FICHIER.sclassic] [--folder DOSSIER] [--port N] [--live [--live-host ADRESSE] [--live-port N]] [--stations [--stations-host ADRESSE] [--stations-port N]]';
/** The live results' port when none is given: one a poster can name from one tournament to the next. */
const LIVE_PORT = 8080;
/** The stations' port when none is given: the next one, so the two are told apart at a glance. */
const STATIONS_PORT = 8081;

const OPTIONS = {
  port: { type: 'string' },
  folder: { type: 'string' },
  live: { type: 'boolean' },
  'live-host': { type: 'string' },
  'live-port': { type: 'string' },
  stations: { type: 'boolean' },
  'stations-host': { type: 'string' },
  'stations-port': { type: 'string' },
} as const;

export interface ServeArguments {
  file: string | undefined;
  port: number;
  /** Where tournaments named without a folder go (undefined: where the command was typed). */
  folder: string | undefined;
  /** The live results' listener, when asked for. */
  live: Listening | null;
  /** The arbiters' stations' listener, when asked for. */
  stations: Listening | null;
}

/** Where a listener on the venue's network is asked to listen (no host: the machine's first address on it). */
export interface Listening {
  host: string | undefined;
  port: number;
}

/** A port number as typed, or what is wrong with it. */
function portOf(option: string, value: string | undefined, otherwise: number): number | { wrong: string } {
  if (value === undefined) return otherwise;
  const port = Number(value);
  return /^\d+$/.test(value) && port <= 65535
    ? port
    : { wrong: `${option} attend un numéro de port de 0 à 65535, pas « ${value} »` };
}

/** What the command line asks for, or the French line saying what is wrong with it. */
export function serveArguments(argv: string[]): ServeArguments | { wrong: string } {
  let parsed: ReturnType<typeof parseArgs<{ allowPositionals: true; options: typeof OPTIONS }>>;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, options: OPTIONS });
  } catch (error) {
    return { wrong: parseArgsMessage(error as Error & { code?: string }) };
  }
  const { positionals, values } = parsed;
  if (positionals.length > 1) return { wrong: 'un seul fichier de tournoi à la fois' };
  const port = portOf('--port', values.port, 0);
  if (typeof port !== 'number') return port;
  const livePort = portOf('--live-port', values['live-port'], LIVE_PORT);
  if (typeof livePort !== 'number') return livePort;
  const stationsPort = portOf('--stations-port', values['stations-port'], STATIONS_PORT);
  if (typeof stationsPort !== 'number') return stationsPort;
  return {
    file: positionals[0],
    port,
    folder: values.folder,
    live: values.live ? { host: values['live-host'], port: livePort } : null,
    stations: values.stations ? { host: values['stations-host'], port: stationsPort } : null,
  };
}

export async function serve(argv: string[]): Promise<void> {
  const wanted = serveArguments(argv);
  if ('wrong' in wanted) {
    process.stderr.write(`sclassic : ${wanted.wrong}. ${USAGE}\n`);
    process.exit(2);
  }
  const folder = resolve(wanted.folder ?? process.env.INIT_CWD ?? process.cwd());
  // The directory of players and the recent files: in defaultDataFolder() (SCLASSIC_DATA_DIR, or
  // where the desktop app keeps them), so Accueil lists the same files here as in the app.
  const service = createService({
    tournamentsFolder: () => folder,
    remembersFiles: true,
    onFault: (error, command) => console.error(`sclassic : ${command}`, error),
    live: (self) => liveResults(self),
    stations: (self) => stationsHost(self, { uiFolder: UI_FOLDER }),
  });
  const fail = (message: string, hint?: string): never => {
    process.stderr.write(`sclassic : ${message}\n`);
    if (hint !== undefined) process.stderr.write(`${hint}\n`);
    service.close();
    process.exit(1);
  };
  if (wanted.file !== undefined) {
    const answer = await service.dispatch('openTournament', { path: wanted.file });
    if ('refusal' in answer) {
      const { refusal } = answer;
      const missing = refusal.code === 'file-refused' && refusal.params.problem.reason === 'missing';
      fail(
        refusalMessage(refusal),
        missing
          ? 'Pour créer un tournoi : lancez « npm run serve » sans fichier, puis « Nouveau tournoi » sur la page Accueil.'
          : undefined,
      );
    }
  }
  const server = await startBrowserServer(service, UI_FOLDER, wanted.port);
  process.stdout.write(`Sclassic écoute sur ${server.url}\n`);
  process.stdout.write(`Les nouveaux tournois vont dans ${folder}\n`);
  const where = (listening: Listening) => ({
    address: listening.host ?? machineAddresses()[0]?.address ?? '127.0.0.1',
    port: listening.port,
  });
  if (wanted.live !== null) {
    const answer = await service.dispatch('startLive', where(wanted.live));
    if ('refusal' in answer) fail(refusalMessage(answer.refusal));
    else process.stdout.write(`Résultats en direct : ${answer.result.url}\n`);
  }
  if (wanted.stations !== null) {
    const answer = await service.dispatch('startStations', where(wanted.stations));
    if ('refusal' in answer) fail(refusalMessage(answer.refusal));
    else
      process.stdout.write(
        `Postes de saisie : ${answer.result.url} (code ${answer.result.code}) ; le directeur accepte chaque poste sur son écran.\n`,
      );
  }
  const stop = () => {
    service.close();
    server.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
