/**
 * Printed documents and exports leave the page as downloads (a PDF, a CSV, an HTML page, the
 * engine's JSON document). The desktop app lets through only those its own page made, asks where
 * each goes in a native save dialog (the page never names a path), and refuses a place where a
 * document must never go — a tournament, a backup, the directory, a name in .sclassic, a folder,
 * a device, a read-only file — with the same check and the same words as `sclassic print -o`.
 * Chromium then writes the file under a temporary name and renames it when complete.
 */
import type * as Electron from 'electron';
import { fr } from '../contract/i18n/refusals-fr.ts';
import { checkDocumentTarget } from '../store/safe-files.ts';
import { StoreError } from '../store/store-error.ts';
import { isOwnBlob } from './app-protocol.ts';

type Item = Pick<Electron.DownloadItem, 'getURL' | 'getFilename' | 'cancel' | 'setSavePath'>;
type Dialogs = Pick<Electron.Dialog, 'showSaveDialogSync' | 'showErrorBox'>;

/** The handler of the session's `will-download`. */
export function chooseDownloadPlace(dialog: Dialogs): (event: unknown, item: Item) => void {
  return (_event, item) => {
    if (!isOwnBlob(item.getURL())) {
      item.cancel();
      return;
    }
    const path = dialog.showSaveDialogSync({ title: 'Enregistrer le document', defaultPath: item.getFilename() });
    if (path === undefined || path === '') {
      item.cancel();
      return;
    }
    try {
      checkDocumentTarget(path);
    } catch (error) {
      item.cancel();
      if (!(error instanceof StoreError)) throw error;
      dialog.showErrorBox('Document non enregistré', fr.file(error.path, error.problem));
      return;
    }
    item.setSavePath(path);
  };
}
