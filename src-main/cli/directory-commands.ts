/**
 * `sclassic directory …`: the directory of players from a terminal, in the same data folder as
 * the desktop app (or SCLASSIC_DATA_DIR). No tournament file is involved.
 */
import { type ParseArgsOptionsConfig, parseArgs } from 'node:util';
import type { SclassicApi } from '../contract/commands.ts';
import { refusalMessage } from '../contract/i18n/messages.ts';
import { Refused } from '../contract/refusals.ts';
import { apiOf } from '../service/api.ts';
import { createService } from '../service/dispatch.ts';
import { formatDirectoryEntries, formatDirectoryImport, formatDirectoryInfo } from './format.ts';
import { localFile } from './local-files.ts';
import { COLUMNS_HINT, columnsOption } from './players-import.ts';
import { UsageError } from './usage-error.ts';

interface DirectoryCommand {
  usage: string;
  options: ParseArgsOptionsConfig;
  run(
    api: SclassicApi,
    positionals: string[],
    values: Record<string, unknown>,
    out: (text: string) => void,
  ): Promise<void>;
}

const json = { json: { type: 'boolean' } } as const;
const print = (out: (t: string) => void, asJson: unknown, value: unknown, text: () => string) =>
  out(asJson ? JSON.stringify(value, null, 2) : text());

export const DIRECTORY_COMMANDS: Record<string, DirectoryCommand> = {
  import: {
    usage:
      'sclassic directory import LISTE.csv|LISTE.xlsx [--date AAAA-MM-JJ] [--columns nom,prénom,…] [--json]   verse une liste de classement au répertoire des joueurs',
    options: { date: { type: 'string' }, columns: { type: 'string' }, ...json },
    async run(api, [source], values, out) {
      if (source === undefined) throw new UsageError('indiquez la liste de classement (CSV, TSV ou XLSX)');
      const roles = typeof values.columns === 'string' ? columnsOption(values.columns) : undefined;
      const date = values.date;
      const report = await api
        .directoryImport({
          ...localFile(source),
          ...(typeof date === 'string' ? { listDate: date } : {}),
          ...(roles ? { roles } : {}),
        })
        .catch((error: unknown) => {
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
  search: {
    usage:
      'sclassic directory search TEXTE [--limit N] [--json]   cherche un joueur (début du nom, du prénom, ou licence)',
    options: { limit: { type: 'string' }, ...json },
    async run(api, words, values, out) {
      const text = words.join(' ');
      if (text.trim() === '') throw new UsageError('indiquez le début du nom, du prénom ou la licence à chercher');
      const limit = values.limit;
      if (limit !== undefined && !(typeof limit === 'string' && /^\d+$/.test(limit)))
        throw new UsageError(`--limit attend un nombre entier, pas « ${String(limit)} »`);
      const entries = await api.directorySearch({ text, ...(limit === undefined ? {} : { limit: Number(limit) }) });
      print(out, values.json, entries, () =>
        entries.length === 0 ? `Aucun joueur du répertoire ne répond à « ${text} ».` : formatDirectoryEntries(entries),
      );
    },
  },
  info: {
    usage:
      'sclassic directory info [--json]   où est le répertoire des joueurs, combien il en compte, de quand date sa liste',
    options: json,
    async run(api, _positionals, values, out) {
      const info = await api.directoryInfo({});
      print(out, values.json, info, () => formatDirectoryInfo(info));
    },
  },
};

/** Runs one `directory` command; the directory file is closed whatever happens. */
export async function runDirectoryCommand(name: string, argv: string[], out: (text: string) => void): Promise<void> {
  const command = DIRECTORY_COMMANDS[name] as DirectoryCommand;
  if (argv.includes('--help') || argv.includes('-h')) {
    out(command.usage);
    return;
  }
  let parsed: { positionals: string[]; values: Record<string, unknown> };
  try {
    parsed = parseArgs({ args: argv, options: command.options, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError(`${(error as Error).message.split('\n')[0]} (sclassic directory ${name} --help)`);
  }
  const service = createService();
  try {
    await command.run(apiOf(service), parsed.positionals, parsed.values, out);
  } finally {
    service.close();
  }
}
