/** What is wrong with a file (a tournament, the directory of players, a players file), in English. */
import type { FileProblem, LatestBackup } from '../refusals.ts';
import type { FileWords } from './catalogue.ts';

type Damage = Extract<FileProblem, { reason: 'damaged' }>;

/** What each table of a tournament file holds, for a damage's words. */
const SECTIONS: Record<string, string> = {
  tournament: 'the tournament’s settings',
  players: 'the list of players',
  rounds: 'the list of rounds',
  absences: 'the absences',
  matches: 'the pairings',
  games: 'the scores',
  round_clocks: 'the round clocks',
  final_phase: 'the final phase',
  change_log: 'the change log',
  content_sums: 'its checksums',
};
const section = (table: string | undefined) => SECTIONS[table ?? ''] ?? 'its structure';

/** The parts another program spoils while the pages stay sound (a program, not the disk). */
const FACT_PARTS: ReadonlySet<Damage['part']> = new Set(['schema', 'settings', 'players', 'results', 'log', 'content']);

/** What to do with a damaged file: open its latest backup, named when one was found. */
function openBackup(p: LatestBackup): string {
  if (p.backup === undefined) return 'Open the latest backup in the “sauvegardes” folder next to the file.';
  if (p.backup === null) return 'No backup was found next to the file: open a copy of the tournament if you have one.';
  return `Open its latest backup: “${p.backup}”.`;
}

function readOnly(path: string, p: Extract<FileProblem, { reason: 'opened-read-only' }>): string {
  const older =
    p.olderVersion === undefined
      ? ''
      : ` It comes from an earlier version of Sclassic (format ${p.olderVersion}): it is shown as it is, without being updated; the copy will be.`;
  return p.cause === 'file'
    ? `This file is read-only (“${path}”): Sclassic opened it to be looked at, nothing was saved.${older} To change it, save a copy and open the copy, or remove its write protection (its properties) and open it again.`
    : `The folder of this file is read-only (“${path}”): Sclassic opened it to be looked at, nothing was saved.${older} To change it, save a copy in a folder you may write in and open the copy.`;
}

export const fileWordsEn: FileWords = {
  file: (path, p) => {
    switch (p.reason) {
      case 'missing':
        return `The file “${path}” does not exist. Check the path.`;
      case 'not-a-file':
        return `“${path}” is a folder, not a tournament file.`;
      case 'empty':
        return `The file “${path}” is empty: it is not a Sclassic tournament. Open a backup or a copy of the tournament.`;
      case 'not-sqlite':
        return `The file “${path}” is not a Sclassic tournament (its content is not a database). Check that you are opening the right file.`;
      case 'truncated':
        return `The file “${path}” is truncated (${p.actual} bytes of ${p.expected}): it was badly copied or received. Open a backup or ask for a new copy.`;
      case 'other-application':
        return `The file “${path}” is another application's database, not a Sclassic tournament.`;
      case 'newer-version':
        return `The file “${path}” was saved by a newer version of Sclassic (format ${p.version}, this version reads up to format ${p.supported}). Update Sclassic to open it.`;
      case 'corrupt':
        return `The file “${path}” is damaged: part of its content cannot be read. Nothing was changed. ${openBackup(p)}`;
      case 'locked':
        return `This tournament is already open in another window (“${path}”). Close it there before opening it here.`;
      case 'exists':
        return `The file “${path}” already exists. Choose another name so nothing is overwritten.`;
      case 'unwritable':
        return `Cannot write “${path}” (${p.detail}). Choose a folder you may write in.`;
      case 'special-file':
        return `“${path}” is not an ordinary file (it is a pipe, a device or a link to one): Sclassic neither reads nor writes it. Choose a file.`;
      case 'unreadable':
        return `Sclassic is not allowed to read “${path}”. Ask for access to the file (its properties, Security tab), or copy it to your documents and open the copy.`;
      case 'read-only':
        return `The file “${path}” is read-only: nothing was saved. Remove its write protection (its properties), or save a copy in a folder you may write in.`;
      case 'folder-read-only':
        return `The folder of “${path}” is read-only: nothing was saved. Choose a folder you may write in (your documents, say); for a tournament, copy it there and open the copy.`;
      case 'missing-folder':
        return `The folder of “${path}” does not exist. Check the path, or create the folder first.`;
      case 'name-too-long':
        return `The name “${path}” is too long for the disk. Choose a shorter name.`;
      case 'disk-full':
        return `The disk of “${path}” is full: nothing was saved. Free some space (or choose another disk), then try again.`;
      case 'io-error':
        return `The disk could not read or write “${path}” (${p.detail}): nothing was saved. Check that the disk or USB stick is still plugged in, then try again.`;
      case 'sclassic-file':
        return `“${path}” is a Sclassic file (a tournament, a backup, or a .sclassic name): a document never replaces it. Choose another name, classement.pdf for example.`;
      case 'damaged': {
        const cause = FACT_PARTS.has(p.part) ? ', most likely by another program' : '';
        return `The file “${path}” is damaged: ${fileWordsEn.damagedPart(p)}${cause}. Nothing was changed. ${openBackup(p)}`;
      }
      case 'opened-read-only':
        return readOnly(path, p);
    }
  },

  damagedPart: (p) => {
    switch (p.part) {
      case 'schema':
        return `${section(p.table)} is missing, wholly or in part`;
      case 'settings':
        return 'the tournament’s settings cannot be read';
      case 'players':
        return 'the list of players holds an invalid value';
      case 'results':
        return `a score of round ${p.round ?? '?'}, table ${p.tableNumber ?? '?'}, is not a whole number`;
      case 'log':
        return 'the change log cannot be read';
      case 'content':
        return 'its rounds and results do not hold together';
      case 'pages':
        return `part of ${section(p.table)} cannot be read (the disk, or an interrupted copy, damaged it)`;
      case 'altered':
        return `the content of ${section(p.table)} is no longer what Sclassic saved (another program or the disk changed it)`;
      case 'version':
        return `its header says format ${p.version ?? '?'}, but its content is not that format’s`;
    }
  },

  fileReason: (p) => {
    switch (p.reason) {
      case 'missing':
        return 'the file does not exist';
      case 'not-a-file':
        return 'it is a folder';
      case 'special-file':
        return 'it is not an ordinary file';
      case 'empty':
        return 'the file is empty';
      case 'not-sqlite':
      case 'other-application':
        return 'it is not a Sclassic tournament';
      case 'locked':
        return 'the tournament is open in another window';
      case 'exists':
        return 'the file already exists';
      case 'unreadable':
        return 'access denied';
      case 'read-only':
        return 'the file is read-only';
      case 'folder-read-only':
        return 'the folder is read-only';
      case 'missing-folder':
        return 'the folder does not exist';
      case 'name-too-long':
        return 'the name is too long';
      case 'disk-full':
        return 'the disk is full';
      case 'sclassic-file':
        return 'it would replace a Sclassic file';
      case 'truncated':
        return 'the file is truncated';
      case 'newer-version':
        return 'the file comes from a newer version';
      case 'corrupt':
        return 'the file is damaged';
      case 'damaged':
        return `the file is damaged: ${fileWordsEn.damagedPart(p)}`;
      case 'io-error':
        return `disk error (${p.detail})`;
      case 'unwritable':
        return `cannot write (${p.detail})`;
      case 'opened-read-only':
        return p.cause === 'file' ? 'the file is read-only' : 'the folder is read-only';
    }
  },

  directoryFile: (path, p) => {
    const refused = `The directory of players “${path}”`;
    const leftAlone = 'It was not changed: move or rename it so that Sclassic creates a new one.';
    switch (p.reason) {
      case 'not-a-file':
        return `${refused} is a folder, not a file. ${leftAlone}`;
      case 'empty':
      case 'not-sqlite':
      case 'other-application':
        return `${refused} is not a Sclassic directory (it is another file). ${leftAlone}`;
      case 'truncated':
        return `${refused} is truncated (${p.actual} bytes of ${p.expected}). ${leftAlone}`;
      case 'newer-version':
        return `${refused} was saved by a newer version of Sclassic (format ${p.version}, this version reads up to format ${p.supported}). Update Sclassic.`;
      case 'corrupt':
        return `${refused} is damaged. ${leftAlone}`;
      case 'locked':
        return `${refused} is busy in another Sclassic program. Try again in a moment.`;
      case 'unwritable':
        return `Cannot create or write the directory of players “${path}” (${p.detail}). Check the folder's permissions.`;
      case 'missing':
      case 'exists':
      case 'missing-folder':
      case 'name-too-long':
        return `${refused} cannot be found.`;
      case 'special-file':
        return `${refused} is not an ordinary file (a pipe, a device…). ${leftAlone}`;
      case 'unreadable':
        return `Sclassic is not allowed to read the directory of players “${path}”. Check the file's permissions.`;
      case 'read-only':
      case 'folder-read-only':
      case 'opened-read-only':
        return `The directory of players “${path}” is read-only: nothing was saved. Check the permissions of the file and its folder.`;
      case 'disk-full':
        return `The disk of the directory of players “${path}” is full: nothing was saved. Free some space, then try again.`;
      case 'io-error':
        return `The disk could not read or write the directory of players “${path}” (${p.detail}). Try again in a moment.`;
      case 'sclassic-file':
        return `${refused} cannot be replaced.`;
      case 'damaged':
        return `${refused} is damaged. ${leftAlone}`;
    }
  },

  playerFile: (fileName, p) => {
    switch (p.reason) {
      case 'empty':
        return `“${fileName}” is empty.`;
      case 'old-excel':
        return `“${fileName}” is an Excel 97-2003 workbook (.xls): save it as .xlsx or CSV.`;
      case 'opendocument':
        return `“${fileName}” is an OpenDocument workbook: save it as .xlsx or CSV.`;
      case 'bad-workbook':
        return `“${fileName}” could not be read as an Excel workbook (.xlsx): save it again as .xlsx or CSV.`;
      case 'no-rows':
        return `“${fileName}” holds no line.`;
      case 'cannot-split':
        return `“${fileName}” could not be split into columns (${p.detail}).`;
      case 'unknown':
        return `“${fileName}” could not be read as a list of players (${p.detail}).`;
      case 'too-large':
        return `“${fileName}” unpacks to more than ${p.limit} MB: it is not a list of players (a workbook of 20,000 players unpacks to 6). Check the file, or save the list as CSV.`;
      case 'too-many-rows':
        return `“${fileName}” has more than ${p.limit.toLocaleString('en')} lines: it is not a list of players. Check the file.`;
      case 'cell-too-long':
        return `“${fileName}”, line ${p.line}: a cell of more than ${p.limit.toLocaleString('en')} characters, which is not a list of players. Check the file.`;
      case 'too-many-columns':
        return `“${fileName}”, line ${p.line}: more than ${p.limit.toLocaleString('en')} columns, which is not a list of players (it has one per detail: name, club, rating…). Delete the extra columns in the spreadsheet, then save the list again.`;
      case 'too-many-cells':
        return `“${fileName}” spans ${p.rows.toLocaleString('en')} lines and ${p.columns.toLocaleString('en')} columns, more than ${p.limit.toLocaleString('en')} cells: it is not a list of players. Delete the extra lines and columns in the spreadsheet, then save the list again.`;
    }
  },
};
