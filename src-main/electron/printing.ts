/**
 * « Imprimer » in the desktop app: the PDF the page made (match sheets, score sheets, pairings,
 * the bulletin…) opens in a window of its own, in Chromium's PDF viewer, with the system's print
 * dialog over it (`webContents.print`), rather than a preview the director must then think to
 * print. The page hands the bytes over the bridge; they are checked to be a PDF, written to a
 * temporary file of the app's, and shown from there: Chromium's PDF viewer shows no document
 * served by a custom protocol such as app://, and printing a PDF shown from a file prints its
 * pages since Electron 30 (before, a blank page). The file goes when its window closes.
 *
 * Printing waits for the viewer to have the document ready (`-pdf-ready-to-print`, the event
 * Electron's own tests of this wait for; an internal one, so a few seconds at most, then the
 * print goes ahead). The smoke run prints the same window to a PDF instead of the dialog
 * (`printToPDF`), which needs no printer and no one to answer.
 */
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as Electron from 'electron';

/** What is done with the PDF once the viewer shows it (`viewerReady`: whether the viewer said so in time). */
export type Printer = (contents: Electron.WebContents, fileName: string, viewerReady: boolean) => Promise<void>;

/** The system's print dialog; its answer (printed, cancelled, failed) is the director's business. */
export const printDialog: Printer = async (contents, fileName) => {
  contents.print({}, (printed, reason) => {
    // « Print job canceled » is the director's choice; the others are for the terminal that started the app.
    if (!printed && !/cancel/i.test(reason)) console.error(`sclassic : impression de ${fileName} : ${reason}`);
  });
};

/** The window of a PDF to print: sandboxed like every window, with the PDF viewer's plugin. */
export const PRINT_WINDOW: Electron.BrowserWindowConstructorOptions = {
  width: 900,
  height: 1000,
  webPreferences: { sandbox: true, contextIsolation: true, nodeIntegration: false, plugins: true },
};

/** No PDF the app makes comes near this; anything larger is not one of its documents. */
const LARGEST = 64 * 1024 * 1024;
/** How long the viewer is given to say the document is ready before the print goes ahead. */
export const READY_WAIT_MS = 5000;

const isPdf = (bytes: unknown): bytes is Uint8Array =>
  bytes instanceof Uint8Array &&
  bytes.byteLength > 5 &&
  bytes.byteLength <= LARGEST &&
  Buffer.from(bytes.subarray(0, 5)).toString('latin1') === '%PDF-';

/** The name the window and the print job show: the page's file name, kept to a plain one. */
function documentName(fileName: unknown): string {
  const name =
    typeof fileName === 'string'
      ? fileName
          .replace(/[^\p{L}\p{N} ._()-]/gu, '')
          .replace(/^[.\s]+/, '')
          .trim()
      : '';
  if (name === '') return 'document.pdf';
  return name.toLowerCase().endsWith('.pdf') ? name : `${name}.pdf`;
}

/** Resolves once the viewer says the document is ready, or after READY_WAIT_MS: whether it said so. */
async function ready(contents: Electron.WebContents): Promise<boolean> {
  const controller = new AbortController();
  const waited = new Promise<false>((resolve) => {
    const timer = setTimeout(() => resolve(false), READY_WAIT_MS);
    controller.signal.addEventListener('abort', () => clearTimeout(timer));
  });
  const said = once(contents as unknown as NodeJS.EventEmitter, '-pdf-ready-to-print', {
    signal: controller.signal,
  }).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([said, waited]);
  } finally {
    controller.abort();
  }
}

export interface PrintWindows {
  BrowserWindow: new (options: Electron.BrowserWindowConstructorOptions) => Electron.BrowserWindow;
  printer: Printer;
  /** The smoke run's windows are never shown. */
  hidden: boolean;
}

/** Shows `pdf` in a window of its own and prints it; false when it is no PDF or could not be shown. */
export async function printPdf({ BrowserWindow, printer, hidden }: PrintWindows, pdf: unknown, fileName: unknown) {
  if (!isPdf(pdf)) return false;
  const name = documentName(fileName);
  const folder = mkdtempSync(join(tmpdir(), 'sclassic-print-'));
  const file = join(folder, name);
  writeFileSync(file, pdf);
  const window = new BrowserWindow({ ...PRINT_WINDOW, title: name, show: !hidden });
  window.on('closed', () => rmSync(folder, { recursive: true, force: true }));
  const viewer = ready(window.webContents);
  try {
    await window.loadURL(pathToFileURL(file).href);
  } catch (error) {
    console.error(`sclassic : ${name} n'a pas pu être affiché`, error);
    window.destroy();
    return false;
  }
  await printer(window.webContents, name, await viewer);
  return true;
}
