/**
 * Files named on the command line: read and written through the store's safe files (a pipe or a
 * device is refused at once, a document is written whole or not at all and never replaces a
 * tournament), with the catalogue's French words when they cannot be.
 */
import { basename } from 'node:path';
import { fr } from '../contract/i18n/refusals-fr.ts';
import { MAX_PLAYER_FILE_BYTES } from '../service/inputs/inputs.ts';
import { readOrdinaryFile, writeDocument } from '../store/safe-files.ts';
import { StoreError } from '../store/store-error.ts';
import { LocalFileError } from './usage-error.ts';

/** Runs `work`, a refusal of the store said as the CLI says a file it cannot use. */
function saying<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (error instanceof StoreError) throw new LocalFileError(fr.file(error.path, error.problem));
    throw error;
  }
}

/**
 * A file named on the command line, as the service's commands take it. A file over the
 * commands' limit is read only up to it (and a byte more, for the command to refuse it).
 */
export function localFile(source: string): { fileName: string; bytes: Uint8Array<ArrayBuffer> } {
  return { fileName: basename(source), bytes: saying(() => readOrdinaryFile(source, MAX_PLAYER_FILE_BYTES)) };
}

/** Writes what a command produced (see writeDocument), or says in French why it could not. */
export function writeOutput(output: string, content: string | Uint8Array): void {
  saying(() => writeDocument(output, content));
}

/** A JSON document named on the command line. */
export function readJson(source: string): unknown {
  const { bytes } = localFile(source);
  try {
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    throw new LocalFileError(`« ${source} » n'est pas un document JSON lisible (texte mal formé).`);
  }
}
