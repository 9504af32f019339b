/**
 * A stand-in for the `electron` module, recording what the desktop app asks of it. A window's
 * page is no browser, but what runs in it through `executeJavaScript` finds `window.sclassic`
 * as the preload makes it (bridge.ts) over the IPC handlers the app registered, each call sent
 * as from that window's web contents and the page it shows: the IPC path and its sender checks
 * are the app's own.
 */
import { EventEmitter } from 'node:events';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createContext, runInContext } from 'node:vm';
import { vi } from 'vitest';
import { makeBridge } from '../../src-main/electron/bridge.ts';
import { apiOf } from '../../src-main/service/core/api.ts';
import { createService } from '../../src-main/service/core/dispatch.ts';

let nextId = 1;

type IpcHandler = (event: unknown, ...args: unknown[]) => unknown;

export class FakeWebContents extends EventEmitter {
  /** The IPC handlers of the app's ipcMain, which the page's bridge reaches. */
  static ipc: Map<string, IpcHandler> = new Map();
  readonly id = nextId++;
  url = '';
  openHandler: ((details: { url: string }) => unknown) | null = null;
  print = vi.fn();
  #page: ReturnType<typeof createContext> | null = null;
  setWindowOpenHandler(handler: (details: { url: string }) => unknown) {
    this.openHandler = handler;
  }
  getURL() {
    return this.url;
  }
  /** Runs `code` in the page: its `window.sclassic` is the preload's bridge over this window's IPC. */
  executeJavaScript(code: string): Promise<unknown> {
    if (this.#page === null) {
      const invoke = async (channel: string, ...args: unknown[]) => {
        const handler = FakeWebContents.ipc.get(channel);
        if (handler === undefined) throw new Error(`No handler registered for '${channel}'`);
        return handler({ sender: this, senderFrame: { url: this.url } }, ...args);
      };
      const page: Record<string, unknown> = { sclassic: makeBridge(invoke), document: { readyState: 'complete' } };
      page.window = page;
      Object.defineProperty(page, 'location', { get: () => ({ href: this.url }) });
      this.#page = createContext(page);
    }
    try {
      return Promise.resolve(runInContext(code, this.#page));
    } catch (error) {
      return Promise.reject(error);
    }
  }
  /** A print to PDF of a window showing a PDF file: that PDF. */
  printToPDF = vi.fn(async () => readFileSync(fileURLToPath(this.url)));
}

export class FakeBrowserWindow extends EventEmitter {
  static all: FakeBrowserWindow[] = [];
  /** The app that hears of each new web contents, as Electron's does. */
  static app: EventEmitter | null = null;
  static getFocusedWindow = () => FakeBrowserWindow.all.at(-1) ?? null;
  readonly webContents = new FakeWebContents();
  readonly options: Record<string, unknown>;
  loadURL = vi.fn((url: string) => {
    this.webContents.url = url;
    // Chromium's PDF viewer says when a PDF it shows can be printed.
    if (url.startsWith('file:') && url.endsWith('.pdf'))
      setImmediate(() => this.webContents.emit('-pdf-ready-to-print'));
    return Promise.resolve();
  });
  destroy = vi.fn();
  focus = vi.fn();
  restore = vi.fn();
  maximize = vi.fn();
  isMinimized = () => false;
  isMaximized = () => false;
  getBounds = () => ({ x: 10, y: 20, width: 1366, height: 800 });
  constructor(options: Record<string, unknown>) {
    super();
    this.options = options;
    FakeBrowserWindow.all.push(this);
    FakeBrowserWindow.app?.emit('web-contents-created', {}, this.webContents);
  }
}

export function fakeElectron(userData: string) {
  const handlers = new Map<string, IpcHandler>();
  FakeWebContents.ipc = handlers;
  /** Every IPC call the handlers answered: its channel and first argument (the command). */
  const ipcCalls: Array<[string, unknown]> = [];
  const app = Object.assign(new EventEmitter(), {
    isPackaged: false,
    setPath: vi.fn(),
    exit: vi.fn(),
    requestSingleInstanceLock: vi.fn(() => true),
    whenReady: vi.fn(() => Promise.resolve()),
    getPath: vi.fn(() => userData),
    getVersion: () => '0.1.0',
    quit: vi.fn(),
    addRecentDocument: vi.fn(),
  });
  FakeBrowserWindow.all = [];
  FakeBrowserWindow.app = app;
  const calls: string[] = [];
  const defaultSession = Object.assign(new EventEmitter(), {
    webRequest: { onHeadersReceived: vi.fn() },
    setPermissionRequestHandler: vi.fn(),
    setPermissionCheckHandler: vi.fn(),
  });
  app.whenReady.mockImplementation(() => {
    calls.push('whenReady');
    return Promise.resolve();
  });
  return {
    /** The order of the calls whose order Electron imposes. */
    calls,
    handlers,
    ipcCalls,
    app,
    BrowserWindow: FakeBrowserWindow,
    ipcMain: {
      handle: vi.fn((channel: string, fn: IpcHandler) =>
        handlers.set(channel, (event, ...args) => {
          ipcCalls.push([channel, args[0]]);
          return fn(event, ...args);
        }),
      ),
    },
    dialog: {
      showMessageBox: vi.fn(() => Promise.resolve({ response: 0 })),
      showOpenDialog: vi.fn(() => Promise.resolve({ canceled: true, filePaths: [] })),
      showSaveDialog: vi.fn(() => Promise.resolve({ canceled: true })),
      showSaveDialogSync: vi.fn((): string | undefined => undefined),
      showErrorBox: vi.fn(),
    },
    Menu: { buildFromTemplate: vi.fn((template: unknown) => template), setApplicationMenu: vi.fn() },
    screen: {
      getPrimaryDisplay: () => ({ id: 1, bounds: { x: 0, y: 0, width: 1920, height: 1080 } }),
      getAllDisplays: () => [
        { id: 1, bounds: { x: 0, y: 0, width: 1920, height: 1080 } },
        { id: 2, bounds: { x: 1920, y: 0, width: 1280, height: 720 } },
      ],
    },
    protocol: {
      registerSchemesAsPrivileged: vi.fn(() => calls.push('registerSchemesAsPrivileged')),
      handle: vi.fn(),
    },
    session: { defaultSession },
  };
}

/** A real tournament file for the app to open, made by the service. */
export async function tournamentFile(folder: string, name: string): Promise<string> {
  const path = join(folder, name);
  const service = createService();
  await apiOf(service).createTournament({ path, name: 'Open de Courcelles', date: '2026-12-22' });
  service.close();
  return path;
}
