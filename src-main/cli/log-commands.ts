/** The file's change log: `log` lists it, `undo` takes back the latest change. */
import { table } from './format.ts';
import { answering, reading, type Subcommand } from './subcommand.ts';

export const LOG_COMMANDS = {
  undo: answering({
    usage: 'sclassic undo FICHIER',
    command: 'undo',
    input: () => ({}),
    shown: ({ undone }) => undone,
    text: (undone) => (undone === null ? 'Rien à annuler.' : `Annulé : ${undone.summary}`),
  }),
  log: reading('sclassic log FICHIER [--json]', 'log', (entries) =>
    table(
      ['N°', 'Quand', 'Action', 'Détail'],
      entries.map((e) => [
        e.id,
        e.at.replace('T', ' ').slice(0, 19),
        e.command,
        `${e.summary}${e.undone ? ' (annulé)' : ''}`,
      ]),
    ),
  ),
} satisfies Record<string, Subcommand>;
