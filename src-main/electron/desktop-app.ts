/**
 * The desktop app around the same service and UI as browser mode: one instance, windows with
 * context isolation and a sandbox, the API over one IPC channel for the app's own windows only,
 * French menus and dialogs, printing through a PDF preview, the projection on a second screen,
 * and the window and last file remembered. `electron` is passed in, so tests run it mocked.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as Electron from 'electron';
import { openingStep } from '../contract/helpers.ts';
import { refusalMessage } from '../contract/i18n/messages.ts';
import { liveResults } from '../server/live/live-host.ts';
import { createService } from '../service/dispatch.ts';
import { fileFromArgv, StateFile } from './app-state.ts';
import { registerApi } from './ipc.ts';
import { menuTemplate } from './menu.ts';

type ElectronModule = Pick<
  typeof Electron,
  'app' | 'BrowserWindow' | 'dialog' | 'ipcMain' | 'Menu' | 'screen' | 'session'
>;

export interface DesktopOptions {
  /** The built UI's index.html. */
  uiIndex: string;
  /** The built preload script. */
  preload: string;
  argv: readonly string[];
}

/** No remote content: the UI's own files, inline styles, and the PDF previews it makes. */
export const CONTENT_SECURITY_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; object-src 'self' blob:; frame-src 'self' blob:; connect-src 'self'; base-uri 'none'; form-action 'none'";

const FILTERS = [{ name: 'Tournoi Sclassic', extensions: ['sclassic'] }];

/** The folder of the director's documents where new tournaments go by default. */
export const TOURNAMENTS_FOLDER = 'Tournois Sclassic';

export async function startDesktopApp(electron: ElectronModule, options: DesktopOptions) {
  const { app, BrowserWindow, dialog, ipcMain, Menu, screen, session } = electron;
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return null;
  }
  // The directory of players lives in userData, beside the remembered window and last file; a
  // tournament named without a folder goes to the director's documents, not the program's folder.
  // The live results for the players' phones are off until the director turns them on (Rondes).
  const service = createService({
    dataFolder: () => app.getPath('userData'),
    tournamentsFolder: () => join(app.getPath('documents'), TOURNAMENTS_FOLDER),
    onFault: (error, command) => console.error(`sclassic: ${command}`, error),
    live: (self) => liveResults(self),
  });
  const state = new StateFile(app.getPath('userData'));
  const uiUrl = pathToFileURL(options.uiIndex).href;
  const ownWindows = new Set<number>();
  let main: Electron.BrowserWindow | null = null;
  let ready = false;
  let pendingFile: string | null = null;

  // IPC from anything but one of our windows showing our own page is ignored.
  registerApi(
    ipcMain,
    service,
    (event) => ownWindows.has(event.sender.id) && (event.senderFrame?.url ?? '').startsWith(uiUrl),
  );

  const show = (step: string) => main?.loadURL(`${uiUrl}#/${step}`);

  function createWindow(
    hash: string,
    bounds?: Partial<Electron.Rectangle>,
    fullscreen = false,
  ): Electron.BrowserWindow {
    const window = new BrowserWindow({
      ...(bounds ?? { width: 1366, height: 800 }),
      fullscreen,
      title: 'Sclassic',
      show: true,
      webPreferences: {
        preload: options.preload,
        contextIsolation: true,
        sandbox: true,
        nodeIntegration: false,
        webSecurity: true,
      },
    });
    const id = window.webContents.id;
    ownWindows.add(id);
    window.on('closed', () => ownWindows.delete(id));
    // Printing: a PDF the page made opens in a preview window of its own (print from there);
    // anything else stays out.
    window.webContents.setWindowOpenHandler(({ url }) =>
      url.startsWith('blob:file://') || url.startsWith('blob:')
        ? {
            action: 'allow',
            overrideBrowserWindowOptions: {
              title: 'Aperçu avant impression',
              webPreferences: { sandbox: true, contextIsolation: true, nodeIntegration: false, plugins: true },
            },
          }
        : { action: 'deny' },
    );
    window.webContents.on('will-navigate', (event, url) => {
      if (!url.startsWith(uiUrl)) event.preventDefault();
    });
    window.loadURL(`${uiUrl}${hash}`);
    return window;
  }

  function buildMenu(): void {
    Menu.setApplicationMenu(Menu.buildFromTemplate(menuTemplate(actions, state.state.recent)));
  }

  async function openFile(path: string): Promise<boolean> {
    if (!ready) {
      pendingFile = path;
      return false;
    }
    const answer = await service.dispatch('openTournament', { path });
    if ('refusal' in answer) {
      await dialog.showMessageBox({
        type: 'error',
        title: 'Fichier refusé',
        message: 'Ce fichier ne peut pas être ouvert.',
        detail: refusalMessage(answer.refusal),
        buttons: ['OK'],
      });
      return false;
    }
    state.opened(path);
    app.addRecentDocument(path);
    buildMenu();
    show(openingStep(answer.result));
    return true;
  }

  const actions = {
    newTournament: () => show('nouveau'),
    open: async () => {
      const chosen = await dialog.showOpenDialog({
        title: 'Ouvrir un tournoi',
        filters: FILTERS,
        properties: ['openFile'],
      });
      const [path] = chosen.filePaths;
      if (!chosen.canceled && path !== undefined) await openFile(path);
    },
    openRecent: (path: string) => void openFile(path),
    saveCopy: async () => {
      const chosen = await dialog.showSaveDialog({ title: 'Enregistrer une copie', filters: FILTERS });
      if (chosen.canceled || chosen.filePath === undefined) return;
      const answer = await service.dispatch('saveCopy', { path: chosen.filePath });
      if ('refusal' in answer) dialog.showErrorBox('Copie impossible', refusalMessage(answer.refusal));
    },
    print: () => BrowserWindow.getFocusedWindow()?.webContents.print({}),
    showStep: (step: string) => show(step),
    projection: () => {
      // On the second screen, full screen, when there is one.
      const primary = screen.getPrimaryDisplay();
      const second = screen.getAllDisplays().find((d) => d.id !== primary.id);
      createWindow('#/projection', second?.bounds, second !== undefined);
    },
    about: () =>
      dialog.showMessageBox({
        type: 'info',
        title: 'À propos de Sclassic',
        message: 'Sclassic',
        detail: `Version ${app.getVersion()} — direction de tournois de Scrabble classique (FISF, FBS).`,
      }),
  };

  app.on('second-instance', (_event, argv) => {
    const file = fileFromArgv(argv);
    if (file !== null) void openFile(file);
    if (main !== null) {
      if (main.isMinimized()) main.restore();
      main.focus();
    }
  });
  app.on('open-file', (event, path) => {
    event.preventDefault();
    void openFile(path);
  });
  app.on('window-all-closed', () => {
    service.close();
    state.update({ cleanExit: true });
    app.quit();
  });

  await app.whenReady();
  ready = true;
  session.defaultSession.webRequest.onHeadersReceived((details, callback) => {
    callback({ responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [CONTENT_SECURITY_POLICY] } });
  });
  const remembered = state.state.window;
  main = createWindow('', remembered ?? undefined);
  if (remembered?.maximized) main.maximize();
  main.on('close', () => {
    if (main === null) return;
    state.update({ window: { ...main.getBounds(), maximized: main.isMaximized() } });
  });
  buildMenu();

  // A file given on the command line (a double-click), else the one left open by a crash.
  const crashed = !state.state.cleanExit;
  const start = fileFromArgv(options.argv) ?? pendingFile ?? (crashed ? state.state.lastFile : null);
  state.update({ cleanExit: false });
  if (start !== null) await openFile(start);
  return { service, state, main, ownWindows, openFile };
}
