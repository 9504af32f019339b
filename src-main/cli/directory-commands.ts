/**
 * `sclassic directory …`: the directory of players from a terminal, in the same data folder as
 * the desktop app (or SCLASSIC_DATA_DIR). No tournament file is involved.
 */
import { refusalMessage } from '../contract/i18n/messages.ts';
import { Refused } from '../contract/refusals.ts';
import { formatDirectoryEntries, formatDirectoryImport, formatDirectoryInfo } from './format.ts';
import { localFile } from './local-files.ts';
import { COLUMNS_HINT, columnsOption } from './players-import.ts';
import { answering, json, print, type Subcommand } from './subcommand.ts';
import { UsageError } from './usage-error.ts';

export const DIRECTORY_COMMANDS = {
  import: {
    usage:
      'sclassic directory import LISTE.csv|LISTE.xlsx [--date AAAA-MM-JJ] [--columns nom,prénom,…] [--json]   verse une liste de classement au répertoire des joueurs',
    command: 'directoryImport',
    file: 'none',
    options: { date: { type: 'string' }, columns: { type: 'string' }, ...json },
    async run(call, { positionals: [source], values }, out) {
      if (source === undefined) throw new UsageError('indiquez la liste de classement (CSV, TSV ou XLSX)');
      const roles = typeof values.columns === 'string' ? columnsOption(values.columns) : undefined;
      const date = values.date;
      const report = await call('directoryImport', {
        ...localFile(source),
        ...(typeof date === 'string' ? { listDate: date } : {}),
        ...(roles ? { roles } : {}),
      }).catch((error: unknown) => {
        if (!(error instanceof Refused)) throw error;
        // Here the director typed the list's date as --date, and says what the columns hold with --columns.
        if (error.code === 'invalid-input' && error.field === 'listDate')
          throw new Refused(error.refusal, `--date : ${refusalMessage(error.refusal, 'fr', true).toLowerCase()}`);
        if (error.code === 'missing-columns') throw new Refused(error.refusal, `${error.message} ${COLUMNS_HINT}`);
        throw error;
      });
      print(out, values.json, report, () => formatDirectoryImport(report));
    },
  },
  search: answering({
    usage:
      'sclassic directory search TEXTE [--limit N] [--json]   cherche un joueur (début du nom, du prénom, ou licence)',
    command: 'directorySearch',
    file: 'none',
    options: { limit: { type: 'string' }, ...json },
    input: ({ positionals: words, values: { limit } }) => {
      const text = words.join(' ');
      if (text.trim() === '') throw new UsageError('indiquez le début du nom, du prénom ou la licence à chercher');
      if (limit !== undefined && !(typeof limit === 'string' && /^\d+$/.test(limit)))
        throw new UsageError(`--limit attend un nombre entier, pas « ${String(limit)} »`);
      return { text, ...(limit === undefined ? {} : { limit: Number(limit) }) };
    },
    text: (entries, { positionals: words }) =>
      entries.length === 0
        ? `Aucun joueur du répertoire ne répond à « ${words.join(' ')} ».`
        : formatDirectoryEntries(entries),
  }),
  info: answering({
    usage:
      'sclassic directory info [--json]   où est le répertoire des joueurs, combien il en compte, de quand date sa liste',
    command: 'directoryInfo',
    file: 'none',
    input: () => ({}),
    text: formatDirectoryInfo,
  }),
} satisfies Record<string, Subcommand>;
