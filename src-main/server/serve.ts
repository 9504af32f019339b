/**
 * `npm run serve -- [FILE] [--folder DIR]`: browser mode. Opens the tournament file (if given) in
 * the real service, serves the built UI and the API on 127.0.0.1, and prints the address to open.
 * A tournament named without a folder (FILE, or « Nouveau tournoi » with a name alone) is in DIR:
 * by default the folder the command was typed in (npm runs scripts from the project's folder and
 * says where it was called from in INIT_CWD).
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { refusalMessage } from '../contract/i18n/messages.ts';
import { createService } from '../service/dispatch.ts';
import { startBrowserServer } from './browser-server.ts';

const UI_FOLDER = fileURLToPath(new URL('../../dist/renderer/', import.meta.url));

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { port: { type: 'string' }, folder: { type: 'string' } },
});
const folder = resolve(values.folder ?? process.env.INIT_CWD ?? process.cwd());
// The directory of players: in defaultDataFolder() (SCLASSIC_DATA_DIR, or where the desktop app keeps it).
const service = createService({
  tournamentsFolder: () => folder,
  onFault: (error, command) => console.error(`sclassic : ${command}`, error),
});
const [file] = positionals;
if (file !== undefined) {
  const answer = await service.dispatch('openTournament', { path: file });
  if ('refusal' in answer) {
    process.stderr.write(`sclassic : ${refusalMessage(answer.refusal)}\n`);
    const { refusal } = answer;
    if (refusal.code === 'file-refused' && refusal.params.problem.reason === 'missing')
      process.stderr.write(
        'Pour créer un tournoi : lancez « npm run serve » sans fichier, puis « Nouveau tournoi » sur la page Accueil.\n',
      );
    process.exit(1);
  }
}
const server = await startBrowserServer(service, UI_FOLDER, values.port === undefined ? 0 : Number(values.port));
process.stdout.write(`Sclassic écoute sur ${server.url}\n`);
process.stdout.write(`Les nouveaux tournois vont dans ${folder}\n`);
const stop = () => {
  service.close();
  server.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
