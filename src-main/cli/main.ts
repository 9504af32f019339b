/** The `sclassic` command. */
import { parseArgs } from 'node:util';
import { runEngine } from './engine.ts';

const USAGE = `Utilisation :
  sclassic engine pair                      apparie la ronde suivante de chaque document (JSON Lines sur l'entrée standard)
  sclassic engine standings [--final] [--after N]
                                            classement de chaque document
Voir docs/engine-cli.md pour le format des documents.`;

export async function main(argv: string[]): Promise<number> {
  const [group, command, ...rest] = argv;
  if (group === 'engine' && (command === 'pair' || command === 'standings')) {
    let values: { final?: boolean; after?: string };
    try {
      ({ values } = parseArgs({
        args: rest,
        options: { final: { type: 'boolean' }, after: { type: 'string' } },
        strict: true,
      }));
    } catch (error) {
      process.stderr.write(`sclassic : ${(error as Error).message}\n${USAGE}\n`);
      return 2;
    }
    const after = values.after === undefined ? undefined : Number(values.after);
    if (after !== undefined && !(Number.isInteger(after) && after >= 0)) {
      process.stderr.write(`sclassic : --after attend un numéro de ronde (0, 1, 2…), pas « ${values.after} »\n`);
      return 2;
    }
    return runEngine(
      { command, final: values.final ?? false, ...(after === undefined ? {} : { after }) },
      process.stdin,
      process.stdout,
    );
  }
  if (group === undefined || group === '--help' || group === '-h' || group === 'help') {
    process.stdout.write(`${USAGE}\n`);
    return group === undefined ? 2 : 0;
  }
  process.stderr.write(`sclassic : commande inconnue « ${argv.join(' ')} »\n${USAGE}\n`);
  return 2;
}
