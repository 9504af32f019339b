/**
 * `npm run serve -- [FILE]`: browser mode. Opens the tournament file (if given) in the real
 * service, serves the built UI and the API on 127.0.0.1, and prints the address to open.
 */
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { refusalMessage } from '../contract/i18n/messages.ts';
import { createService } from '../service/dispatch.ts';
import { startBrowserServer } from './browser-server.ts';

const UI_FOLDER = fileURLToPath(new URL('../../dist/renderer/', import.meta.url));

const { positionals, values } = parseArgs({ allowPositionals: true, options: { port: { type: 'string' } } });
// The directory of players: in defaultDataFolder() (SCLASSIC_DATA_DIR, or where the desktop app keeps it).
const service = createService({ onFault: (error, command) => console.error(`sclassic : ${command}`, error) });
const [file] = positionals;
if (file !== undefined) {
  const answer = await service.dispatch('openTournament', { path: file });
  if ('refusal' in answer) {
    process.stderr.write(`sclassic : ${refusalMessage(answer.refusal)}\n`);
    process.exit(1);
  }
}
const server = await startBrowserServer(service, UI_FOLDER, values.port === undefined ? 0 : Number(values.port));
process.stdout.write(`Sclassic écoute sur ${server.url}\n`);
const stop = () => {
  service.close();
  server.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
