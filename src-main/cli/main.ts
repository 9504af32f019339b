/** The `sclassic` command: a thin shell over the service API and the engine. */
import { parseArgs } from 'node:util';
import { Refused } from '../contract/refusals.ts';
import { DIRECTORY_COMMANDS, runDirectoryCommand } from './directory-commands.ts';
import { runEngine } from './engine.ts';
import { FILE_COMMANDS, runFileCommand, UsageError } from './file-commands.ts';
import { LocalFileError } from './usage-error.ts';

const USAGE = `Utilisation : sclassic COMMANDE FICHIER [options]   (sclassic COMMANDE --help pour le détail)
${Object.values(FILE_COMMANDS)
  .map((c) => `  ${c.usage.split('\n')[0]}`)
  .join('\n')}
${Object.values(DIRECTORY_COMMANDS)
  .map((c) => `  ${c.usage}`)
  .join('\n')}
  sclassic engine pair                       apparie la ronde suivante de chaque document (JSON Lines sur l'entrée standard)
  sclassic engine standings [--final] [--after N]
Voir docs/cli.md et docs/engine-cli.md.`;

async function engine(rest: string[], command: 'pair' | 'standings'): Promise<number> {
  const { values } = parseArgs({
    args: rest,
    options: { final: { type: 'boolean' }, after: { type: 'string' } },
    strict: true,
  });
  const after = values.after === undefined ? undefined : Number(values.after);
  if (after !== undefined && !(Number.isInteger(after) && after >= 0)) {
    throw new UsageError(`--after attend un numéro de ronde (0, 1, 2…), pas « ${values.after} »`);
  }
  return runEngine(
    { command, final: values.final ?? false, ...(after === undefined ? {} : { after }) },
    process.stdin,
    process.stdout,
  );
}

function fail(message: string, code: number): number {
  process.stderr.write(`sclassic : ${message.replace(/\s*\n\s*/g, ' ')}\n`);
  return code;
}

export async function main(argv: string[]): Promise<number> {
  const [first, second, ...rest] = argv;
  if (first === undefined || first === '--help' || first === '-h' || first === 'help') {
    process.stdout.write(`${USAGE}\n`);
    return first === undefined ? 2 : 0;
  }
  try {
    if (first === 'engine') {
      if (second === 'pair' || second === 'standings') return await engine(rest, second);
      return fail(`sous-commande inconnue « engine ${second ?? ''} » : pair ou standings`, 2);
    }
    if (first === 'directory') {
      if (second !== undefined && second in DIRECTORY_COMMANDS) {
        await runDirectoryCommand(second, rest, (text) => process.stdout.write(`${text}\n`));
        return 0;
      }
      return fail(`sous-commande inconnue « directory ${second ?? ''} » : import, search ou info`, 2);
    }
    const name = first === 'players' ? `players ${second ?? ''}` : first;
    const args = first === 'players' ? rest : argv.slice(1);
    if (!(name in FILE_COMMANDS))
      return fail(`commande inconnue « ${argv.slice(0, 2).join(' ')} » (sclassic --help)`, 2);
    await runFileCommand(name, args, (text) => process.stdout.write(`${text}\n`));
    return 0;
  } catch (error) {
    if (error instanceof UsageError) return fail(error.message, 2);
    if (error instanceof TypeError && (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS'))
      return fail(error.message, 2);
    if (error instanceof Refused || error instanceof LocalFileError) return fail(error.message, 1);
    return fail(`erreur interne : ${(error as Error).message}. Le fichier n'a pas été modifié par cette commande.`, 70);
  }
}
