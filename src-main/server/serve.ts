/**
 * `npm run serve -- [FILE]`: browser mode. Opens the tournament file (if given) in the real
 * service, serves the built UI and the API on 127.0.0.1, and prints the address to open.
 */
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createApi } from '../service/api.ts';
import { TournamentService } from '../service/tournament-service.ts';
import { startBrowserServer } from './browser-server.ts';

const UI_FOLDER = fileURLToPath(new URL('../../dist/renderer/', import.meta.url));

const { positionals, values } = parseArgs({ allowPositionals: true, options: { port: { type: 'string' } } });
// The directory of players: in defaultDataFolder() (SCLASSIC_DATA_DIR, or where the desktop app keeps it).
const service = new TournamentService();
const api = createApi(service);
const [file] = positionals;
if (file !== undefined) {
  try {
    await api.openTournament({ path: file });
  } catch (error) {
    process.stderr.write(`sclassic : ${(error as Error).message}\n`);
    process.exit(1);
  }
}
const server = await startBrowserServer(api, UI_FOLDER, values.port === undefined ? 0 : Number(values.port));
process.stdout.write(`Sclassic écoute sur ${server.url}\n`);
const stop = () => {
  service.closeTournament();
  service.closeDirectory();
  server.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
