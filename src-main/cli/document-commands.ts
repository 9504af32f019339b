/**
 * What leaves the tournament file for elsewhere: a printed document (`print`), the results for
 * the federation, a website or the engine (`export`), and a copy of the file (`copy`).
 */
import { FILE_DOCUMENTS, PRINTABLE_DOCUMENTS, type PrintableDocument } from '../print/documents.ts';
import { writeOutput } from './local-files.ts';
import { answering, integer, type Subcommand, text } from './subcommand.ts';
import { UsageError } from './usage-error.ts';

export const DOCUMENT_COMMANDS = {
  print: {
    usage: `sclassic print FICHIER ${FILE_DOCUMENTS.join('|')} [--round R] [--after R] [--final] [--category SÉRIE|CATÉGORIE] [--blank] [--letter] -o SORTIE.pdf`,
    command: 'printDocument',
    options: {
      category: { type: 'string' },
      round: { type: 'string' },
      after: { type: 'string' },
      final: { type: 'boolean' },
      blank: { type: 'boolean' },
      letter: { type: 'boolean' },
      output: { type: 'string', short: 'o' },
    },
    async run(call, { positionals: [, document], values: v }, out) {
      // The live poster is named too, so the service can say where it is printed from.
      if (document === undefined || !(PRINTABLE_DOCUMENTS as readonly string[]).includes(document)) {
        throw new UsageError(`indiquez le document : ${FILE_DOCUMENTS.join(', ')}`);
      }
      const round = integer(v.round, 'round');
      const after = integer(v.after, 'after');
      const printed = await call('printDocument', {
        document: document as PrintableDocument,
        ...(round === undefined ? {} : { round }),
        ...(after === undefined ? {} : { after }),
        ...(v.final ? { final: true } : {}),
        ...(v.blank ? { blank: true } : {}),
        ...(v.category === undefined ? {} : { category: text(v.category) }),
        ...(v.letter ? { paper: 'LETTER' as const } : {}),
      });
      const output = text(v.output) ?? printed.fileName;
      writeOutput(output, printed.pdf);
      out(`Document enregistré : ${output}`);
    },
  },
  copy: answering({
    usage: 'sclassic copy FICHIER COPIE',
    command: 'saveCopy',
    options: {},
    input: ({ positionals: [, destination] }) => {
      if (destination === undefined) throw new UsageError('indiquez le fichier de la copie');
      return { path: destination };
    },
    text: ({ path }) => `Copie enregistrée : ${path}`,
  }),
  export: {
    usage: 'sclassic export FICHIER --csv|--html|--json [-o SORTIE]',
    // The results for the federation or a website; with --json, the engine's document (exportDocument).
    command: 'exportResults',
    options: {
      json: { type: 'boolean' },
      csv: { type: 'boolean' },
      html: { type: 'boolean' },
      output: { type: 'string', short: 'o' },
    },
    async run(call, { values }, out) {
      const formats = (['json', 'csv', 'html'] as const).filter((f) => values[f] === true);
      if (formats.length !== 1) {
        throw new UsageError(
          'précisez un format : --csv (fédération), --html (page de résultats) ou --json (document du moteur)',
        );
      }
      const format = formats[0] as 'json' | 'csv' | 'html';
      const content =
        format === 'json'
          ? `${JSON.stringify(await call('exportDocument', {}), null, 2)}\n`
          : (await call('exportResults', { format })).text;
      const output = text(values.output);
      // On the terminal, the document as written: `out` gives back its last line feed, so a CSV keeps CR-LF throughout.
      if (output === undefined) out(content.endsWith('\n') ? content.slice(0, -1) : content);
      else writeOutput(output, content);
    },
  },
} satisfies Record<string, Subcommand>;
