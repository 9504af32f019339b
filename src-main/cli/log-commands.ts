/** The file's change log: `log` lists it, `undo` takes back the latest change, `redo` puts it back. */
import { fr } from '../contract/i18n/refusals-fr.ts';
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
  redo: answering({
    usage: 'sclassic redo FICHIER',
    command: 'redo',
    input: () => ({}),
    shown: ({ redone }) => redone,
    text: (redone) => (redone === null ? 'Rien à rétablir.' : `Rétabli : ${redone.summary}`),
  }),
  log: reading('sclassic log FICHIER [--json]', 'log', (entries) =>
    table(
      ['N°', 'Quand', 'Action', 'Détail'],
      entries.map((e) => [
        e.id,
        e.at.replace('T', ' ').slice(0, 19),
        fr.action[e.command],
        // A station's change names it; the director's own changes need no name.
        `${e.summary}${e.hand === null ? '' : ` (${e.hand})`}${e.undone ? ' (annulé)' : ''}`,
      ]),
    ),
  ),
} satisfies Record<string, Subcommand>;
