/**
 * Files named on the command line: read and written with French messages that say what went
 * wrong (no path, no permission, a folder…) rather than the system's English.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { LocalFileError } from './usage-error.ts';

const REASONS: Record<string, string> = {
  ENOENT: "le fichier ou son dossier n'existe pas",
  EACCES: 'accès refusé',
  EPERM: 'accès refusé',
  EISDIR: "c'est un dossier, pas un fichier",
  ENOTDIR: "un élément du chemin n'est pas un dossier",
  ENOSPC: 'le disque est plein',
  EROFS: 'le disque est en lecture seule',
};

const reasonOf = (error: unknown) => REASONS[(error as NodeJS.ErrnoException).code ?? ''] ?? 'erreur du système';

/** A file named on the command line, as the service's commands take it. */
export function localFile(source: string): { fileName: string; bytes: Uint8Array<ArrayBuffer> } {
  try {
    return { fileName: basename(source), bytes: readFileSync(source) };
  } catch (error) {
    throw new LocalFileError(`Impossible de lire « ${source} » : ${reasonOf(error)}. Vérifiez le chemin.`);
  }
}

/** Writes what a command produced, or says in French why it could not. */
export function writeOutput(output: string, content: string | Uint8Array): void {
  try {
    writeFileSync(output, content);
  } catch (error) {
    throw new LocalFileError(
      `Impossible d'écrire « ${output} » : ${reasonOf(error)}. Choisissez un autre dossier ou un autre nom.`,
    );
  }
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
