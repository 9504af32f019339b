/**
 * Printed documents and exports leave the page as downloads (a PDF, a CSV, an HTML page, the
 * engine's JSON document). The desktop app lets through only those its own page made, asks where
 * each goes in a native save dialog (the page never names a path), and refuses a place where a
 * document must never go — a tournament, a backup, the directory, a name in .sclassic, a folder,
 * a device, a read-only file — with the same check and the same words as `sclassic print -o`.
 *
 * The dialog is the asynchronous one: the synchronous one stops the main process while it is
 * open, and with it the desktop app's commands and the live results' listener, phones included.
 * Chromium must be told where to write before `will-download` returns (otherwise it shows a
 * dialog of its own), so the download first goes to a temporary file of the app's; once it is
 * complete and the director has chosen, the document is written where they chose as `sclassic
 * print -o` writes it (a temporary name beside it, then a rename), and the temporary file removed.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type * as Electron from 'electron';
import { fr } from '../contract/i18n/refusals-fr.ts';
import { checkDocumentTarget, writeDocument } from '../store/safe-files.ts';
import { StoreError } from '../store/store-error.ts';
import { isOwnBlob } from './app-protocol.ts';

type Item = Pick<Electron.DownloadItem, 'getURL' | 'getFilename' | 'cancel' | 'setSavePath' | 'once'>;
type Dialogs = Pick<Electron.Dialog, 'showSaveDialog' | 'showErrorBox'>;

const NOT_SAVED = 'Document non enregistré';

/** The app's own folder for downloads on their way, made at the first one. */
let downloading: string | null = null;
function temporaryPath(): string {
  downloading ??= mkdtempSync(join(tmpdir(), 'sclassic-documents-'));
  return join(downloading, randomBytes(8).toString('hex'));
}

/** Puts the downloaded `temporary` where the director chooses, or nowhere; then removes it. */
async function place(dialog: Dialogs, item: Item, temporary: string, downloaded: Promise<boolean>): Promise<void> {
  try {
    const { canceled, filePath } = await dialog.showSaveDialog({
      title: 'Enregistrer le document',
      defaultPath: item.getFilename(),
    });
    if (canceled || filePath === undefined || filePath === '') {
      item.cancel();
      return;
    }
    try {
      checkDocumentTarget(filePath);
      if (await downloaded) writeDocument(filePath, readFileSync(temporary));
      else dialog.showErrorBox(NOT_SAVED, "Le document n'a pas été produit en entier : recommencez.");
    } catch (error) {
      item.cancel();
      if (!(error instanceof StoreError)) throw error;
      dialog.showErrorBox(NOT_SAVED, fr.file(error.path, error.problem));
    }
  } finally {
    // Once Chromium is done with it, completed or cancelled.
    await downloaded;
    rmSync(temporary, { force: true });
  }
}

/** The handler of the session's `will-download`: it returns at once, the dialog still open. */
export function chooseDownloadPlace(dialog: Dialogs): (event: unknown, item: Item) => void {
  return (_event, item) => {
    if (!isOwnBlob(item.getURL())) {
      item.cancel();
      return;
    }
    const temporary = temporaryPath();
    item.setSavePath(temporary);
    const downloaded = new Promise<boolean>((resolve) => {
      item.once('done', (_done, state) => resolve(state === 'completed'));
    });
    place(dialog, item, temporary, downloaded).catch((error: unknown) => {
      // A fault of the program: said in French, its detail for the terminal that started the app.
      console.error('sclassic : document non enregistré', error);
      dialog.showErrorBox(NOT_SAVED, "Le document n'a pas pu être enregistré : recommencez.");
    });
  };
}
