/** The `sclassic` command: a thin shell over the service and the engine. */
import type { Readable } from 'node:stream';
import { Refused } from '../contract/refusals.ts';
import { defaultDataFolder } from '../directory/data-folder.ts';
import { AUDIT_COMMANDS } from './audit-commands.ts';
import { CLOCK_COMMANDS } from './clock-commands.ts';
import { DIRECTORY_COMMANDS } from './directory-commands.ts';
import { DOCUMENT_COMMANDS } from './document-commands.ts';
import { ENGINE_USAGE, engine, isEngineSubcommand } from './engine/engine.ts';
import { FINAL_COMMANDS } from './final-commands.ts';
import { LOG_COMMANDS } from './log-commands.ts';
import { PLAYER_COMMANDS } from './player-commands.ts';
import { ROUND_COMMANDS } from './round-commands.ts';
import { withService } from './service-call.ts';
import { SETTINGS_COMMANDS } from './settings-commands.ts';
import { STANDINGS_COMMANDS } from './standings-commands.ts';
import { runSubcommand, type Subcommand } from './subcommand.ts';
import { LocalFileError, NegativeAnswer, parseArgsMessage, UsageError } from './usage-error.ts';

/** Where a run of the command reads and writes: the process's own, or a test's. */
export interface CliIo {
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown };
  /** What `engine` reads its documents from. */
  stdin: Readable;
  /** The environment the data folder of the directory of players is read from (SCLASSIC_DATA_DIR). */
  env: NodeJS.ProcessEnv;
}

const ON_FILE = {
  ...SETTINGS_COMMANDS,
  ...PLAYER_COMMANDS,
  ...ROUND_COMMANDS,
  ...FINAL_COMMANDS,
  ...AUDIT_COMMANDS,
  ...CLOCK_COMMANDS,
  ...STANDINGS_COMMANDS,
  ...LOG_COMMANDS,
  ...DOCUMENT_COMMANDS,
};

/** The subcommands on a tournament file, in the order `sclassic --help` lists them. */
const HELP_ORDER: Array<keyof typeof ON_FILE> = [
  'new',
  'show',
  'settings',
  'players add',
  'players import',
  'players refresh',
  'players list',
  'players edit',
  'players remove',
  'players withdraw',
  'absent',
  'pair',
  'repair',
  'swap',
  'round',
  'result',
  'clear',
  'final',
  'explain',
  'check',
  'clock',
  'standings',
  'history',
  'crosstable',
  'undo',
  'redo',
  'log',
  'print',
  'copy',
  'export',
  'ratings',
  'import',
];

/** Every subcommand on a tournament file, by the words that name it (`players add`). */
export const FILE_COMMANDS: Record<string, Subcommand> = ON_FILE;
export { DIRECTORY_COMMANDS };

/** The subcommand a word names, if any (an object's own names only: `sclassic toString` is unknown). */
const named = (commands: Record<string, Subcommand>, name: string | undefined) =>
  name !== undefined && Object.hasOwn(commands, name) ? commands[name] : undefined;

const USAGE = `Utilisation : sclassic COMMANDE FICHIER [options]   (sclassic COMMANDE --help pour le détail)
${HELP_ORDER.map((name) => `  ${ON_FILE[name].usage.split('\n')[0]}`).join('\n')}
${Object.values(DIRECTORY_COMMANDS)
  .map((c) => `  ${c.usage}`)
  .join('\n')}
${Object.values(ENGINE_USAGE)
  .map((usage) => `  ${usage}`)
  .join('\n')}
Voir docs/cli.md et docs/engine-cli.md.`;

/** Runs `sclassic ARGV…`; resolves to the exit code (0 done, 1 refused, 2 bad usage, 70 internal error). */
export async function main(argv: string[], io: CliIo): Promise<number> {
  const fail = (message: string, code: number): number => {
    io.stderr.write(`sclassic : ${message.replace(/\s*\n\s*/g, ' ')}\n`);
    return code;
  };
  const out = (text: string) => io.stdout.write(`${text}\n`);
  const subcommand = (name: string, command: Subcommand, args: string[]) =>
    withService(
      () => defaultDataFolder(io.env),
      (call) => runSubcommand(name, command, args, call, out),
    ).then(() => 0);

  const [first, second, ...rest] = argv;
  if (first === undefined || first === '--help' || first === '-h' || first === 'help') {
    io.stdout.write(`${USAGE}\n`);
    return first === undefined ? 2 : 0;
  }
  try {
    if (first === 'engine') {
      if (isEngineSubcommand(second)) return await engine(second, rest, io.stdin, io.stdout);
      return fail(`sous-commande inconnue « engine ${second ?? ''} » : pair, standings, check ou generate`, 2);
    }
    if (first === 'directory') {
      const command = named(DIRECTORY_COMMANDS, second);
      if (command !== undefined) return await subcommand(`directory ${second}`, command, rest);
      return fail(`sous-commande inconnue « directory ${second ?? ''} » : import, search ou info`, 2);
    }
    const name = first === 'players' ? `players ${second ?? ''}` : first;
    const args = first === 'players' ? rest : argv.slice(1);
    const command = named(FILE_COMMANDS, name);
    if (command === undefined) return fail(`commande inconnue « ${argv.slice(0, 2).join(' ')} » (sclassic --help)`, 2);
    return await subcommand(name, command, args);
  } catch (error) {
    if (error instanceof UsageError) return fail(error.message, 2);
    if (error instanceof TypeError && (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS'))
      return fail(parseArgsMessage(error), 2);
    if (error instanceof Refused || error instanceof LocalFileError || error instanceof NegativeAnswer)
      return fail(error.message, 1);
    return fail(`erreur interne : ${(error as Error).message}. Le fichier n'a pas été modifié par cette commande.`, 70);
  }
}
