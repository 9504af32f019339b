/**
 * The desktop app around the same service and UI as browser mode: one instance, windows with
 * context isolation and a sandbox, the UI served from app:// (app-protocol.ts), every web
 * contents guarded and every permission refused (web-guards.ts), the API over IPC for the app's
 * own windows only, paths only as the director chose them in a native dialog (chosen-paths.ts,
 * downloads.ts), French menus and dialogs, « Imprimer » as the system's print dialog on the PDF
 * (printing.ts), the projection on a second screen, and the window and last file remembered.
 * `electron` is passed in, so tests run it mocked; the smoke run (smoke.ts) starts it hidden.
 */
import { dirname, join } from 'node:path';
import type * as Electron from 'electron';
import { openingStep } from '../contract/helpers.ts';
import { refusalMessage } from '../contract/i18n/messages.ts';
import { liveResults } from '../server/live/live-host.ts';
import { stationsHost } from '../server/stations/stations-host.ts';
import { isCommandName, opensFile } from '../service/core/command-facts.ts';
import { createService } from '../service/core/dispatch.ts';
import { APP_SCHEME, isOwnPage, PRIVILEGED_SCHEMES, serveUi, uiAddress } from './app-protocol.ts';
import { fileFromArgv, StateFile } from './app-state.ts';
import { askForTournamentFile, ChosenPaths } from './chosen-paths.ts';
import { chooseDownloadPlace } from './downloads.ts';
import { registerApi } from './ipc.ts';
import { menuTemplate } from './menu.ts';
import { type Printer, printDialog, printPdf } from './printing.ts';
import { guardContents, guardSession } from './web-guards.ts';

export { CONTENT_SECURITY_POLICY } from '../server/ui-files.ts';

type ElectronModule = Pick<
  typeof Electron,
  'app' | 'BrowserWindow' | 'dialog' | 'ipcMain' | 'Menu' | 'protocol' | 'screen' | 'session'
>;

export interface DesktopOptions {
  /** The built UI's index.html. */
  uiIndex: string;
  /** The built preload script. */
  preload: string;
  argv: readonly string[];
  /** The app's data folder, instead of Electron's userData (SCLASSIC_DATA_DIR, the smoke run's own). */
  dataFolder?: string;
  /** A run nobody sees (the smoke run): windows hidden, nothing added to the system's recent documents. */
  hidden?: boolean;
  /** What « Imprimer » does with a PDF once shown: the print dialog, or the smoke run's print to PDF. */
  printer?: Printer;
}

/** The folder of the director's documents where new tournaments go by default. */
export const TOURNAMENTS_FOLDER = 'Tournois Sclassic';

export async function startDesktopApp(electron: ElectronModule, options: DesktopOptions) {
  const { app, BrowserWindow, dialog, ipcMain, Menu, protocol, screen, session } = electron;
  const hidden = options.hidden === true;
  // Before the lock, which Chromium keeps in the data folder: one instance per data folder.
  if (options.dataFolder !== undefined) app.setPath('userData', options.dataFolder);
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return null;
  }
  // Before the app is ready, as Electron requires.
  protocol.registerSchemesAsPrivileged(PRIVILEGED_SCHEMES);
  app.on('web-contents-created', (_event, contents) => guardContents(contents));
  // The directory of players lives in userData, beside the remembered window and last file; a
  // tournament named without a folder goes to the director's documents, not the program's folder.
  // The live results for the players' phones are off until the director turns them on (Rondes).
  const service = createService({
    dataFolder: () => app.getPath('userData'),
    tournamentsFolder: () => join(app.getPath('documents'), TOURNAMENTS_FOLDER),
    onFault: (error, command) => console.error(`sclassic: ${command}`, error),
    live: (self) => liveResults(self),
    // The arbiters' stations, off until the director turns them on (Résultats): an admitted
    // station is served the same UI as this window, from the same folder.
    stations: (self) => stationsHost(self, { uiFolder: dirname(options.uiIndex) }),
    // The files it opens join the recent files, in the data folder: Accueil's, the menu's, the path gate's.
    remembersFiles: true,
  });
  const state = new StateFile(app.getPath('userData'));
  /** The service's recent files, the one list (none when it cannot say). */
  const recentFiles = async (): Promise<string[]> => {
    const answer = await service.dispatch('recentFiles', {});
    return 'result' in answer ? answer.result : [];
  };
  const paths = new ChosenPaths(recentFiles);
  const ownWindows = new Set<number>();
  let main: Electron.BrowserWindow | null = null;
  let ready = false;
  let pendingFile: string | null = null;

  // IPC from anything but one of our windows showing our own page is ignored.
  registerApi(
    ipcMain,
    {
      dispatch: async (command, input) => {
        const answer = await service.dispatch(command, input);
        // The file as the service found or made it: a name alone is in the tournaments folder.
        if (isCommandName(command) && opensFile(command) && 'result' in answer)
          await remember((answer.result as { path: string }).path);
        return answer;
      },
      paths,
      choosePath: (purpose, suggested) => paths.choose(dialog, purpose, suggested),
      print: (pdf, fileName) =>
        printPdf({ BrowserWindow, printer: options.printer ?? printDialog, hidden }, pdf, fileName),
    },
    (event) => ownWindows.has(event.sender.id) && isOwnPage(event.senderFrame?.url ?? ''),
  );

  const show = (step: string) => main?.loadURL(uiAddress(`#/${step}`));

  /**
   * A tournament now open (the service put it first of the recent files): the file to reopen
   * after a crash, the system's recent documents, the menu.
   */
  async function remember(path: string): Promise<void> {
    state.opened(path);
    if (!hidden) app.addRecentDocument(path);
    await buildMenu();
  }

  function createWindow(
    hash: string,
    bounds?: Partial<Electron.Rectangle>,
    fullscreen = false,
  ): Electron.BrowserWindow {
    const window = new BrowserWindow({
      ...(bounds ?? { width: 1366, height: 800 }),
      fullscreen,
      title: 'Sclassic',
      show: !hidden,
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
    // Navigation, new windows and previews: guarded by web-contents-created (web-guards.ts).
    window.loadURL(uiAddress(hash));
    return window;
  }

  async function buildMenu(): Promise<void> {
    Menu.setApplicationMenu(Menu.buildFromTemplate(menuTemplate(actions, await recentFiles())));
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
    await remember(path);
    show(openingStep(answer.result));
    return true;
  }

  const actions = {
    newTournament: () => show('nouveau'),
    open: async () => {
      const path = await askForTournamentFile(dialog, 'open');
      if (path !== null) await openFile(path);
    },
    openRecent: (path: string) => void openFile(path),
    saveCopy: async () => {
      const path = await askForTournamentFile(dialog, 'copy');
      if (path === null) return;
      const answer = await service.dispatch('saveCopy', { path });
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
  protocol.handle(APP_SCHEME, serveUi(dirname(options.uiIndex)));
  guardSession(session.defaultSession);
  session.defaultSession.on('will-download', chooseDownloadPlace(dialog));
  const remembered = state.state.window;
  main = createWindow('', remembered ?? undefined);
  if (remembered?.maximized) main.maximize();
  main.on('close', () => {
    if (main === null) return;
    state.update({ window: { ...main.getBounds(), maximized: main.isMaximized() } });
  });
  await buildMenu();

  // A file given on the command line (a double-click), else the one left open by a crash.
  const crashed = !state.state.cleanExit;
  const start = fileFromArgv(options.argv) ?? pendingFile ?? (crashed ? state.state.lastFile : null);
  state.update({ cleanExit: false });
  if (start !== null) await openFile(start);
  return { service, state, main, ownWindows, openFile, paths };
}
