/**
 * `npm run serve -- [FILE] [--folder DIR] [--port PORT] [--live [--live-host ADDRESS] [--live-port PORT]]`:
 * browser mode. Opens the tournament file (if given) in the real service, serves the built UI
 * and the API on 127.0.0.1, and prints the address to open. A tournament named without a folder
 * (FILE, or « Nouveau tournoi » with a name alone) is in DIR: by default the folder the command
 * was typed in (npm runs scripts from the project's folder and says where it was called from in
 * INIT_CWD). With --live, the live results for the players' phones too, on the venue's network
 * (the machine's first address on it, unless told), each on a listener of its own.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { refusalMessage } from '../contract/i18n/messages.ts';
import { createService } from '../service/dispatch.ts';
import { startBrowserServer } from './browser-server.ts';
import { liveResults } from './live/live-host.ts';
import { machineAddresses } from './live/network.ts';

const UI_FOLDER = fileURLToPath(new URL('../../dist/renderer/', import.meta.url));

/** The live results' port when none is given: one a poster can name from one tournament to the next. */
const LIVE_PORT = 8080;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    port: { type: 'string' },
    folder: { type: 'string' },
    live: { type: 'boolean' },
    'live-host': { type: 'string' },
    'live-port': { type: 'string' },
  },
});
const folder = resolve(values.folder ?? process.env.INIT_CWD ?? process.cwd());
// The directory of players: in defaultDataFolder() (SCLASSIC_DATA_DIR, or where the desktop app keeps it).
const service = createService({
  tournamentsFolder: () => folder,
  onFault: (error, command) => console.error(`sclassic : ${command}`, error),
  live: (self) => liveResults(self),
});
const fail = (message: string, hint?: string) => {
  process.stderr.write(`sclassic : ${message}\n`);
  if (hint !== undefined) process.stderr.write(`${hint}\n`);
  service.close();
  process.exit(1);
};
const [file] = positionals;
if (file !== undefined) {
  const answer = await service.dispatch('openTournament', { path: file });
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
const server = await startBrowserServer(service, UI_FOLDER, values.port === undefined ? 0 : Number(values.port));
process.stdout.write(`Sclassic écoute sur ${server.url}\n`);
process.stdout.write(`Les nouveaux tournois vont dans ${folder}\n`);
if (values.live) {
  const address = values['live-host'] ?? machineAddresses()[0]?.address ?? '127.0.0.1';
  const port = values['live-port'] === undefined ? LIVE_PORT : Number(values['live-port']);
  const answer = await service.dispatch('startLive', { address, port });
  if ('refusal' in answer) fail(refusalMessage(answer.refusal));
  else process.stdout.write(`Résultats en direct : ${answer.result.url}\n`);
}
const stop = () => {
  service.close();
  server.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
