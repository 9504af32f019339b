/** A stand-in for the `electron` module, recording what the desktop app asks of it. */
import { EventEmitter } from 'node:events';
import { join } from 'node:path';
import { vi } from 'vitest';
import { apiOf } from '../../src-main/service/api.ts';
import { createService } from '../../src-main/service/dispatch.ts';

let nextId = 1;

export class FakeWebContents extends EventEmitter {
  readonly id = nextId++;
  url = '';
  openHandler: ((details: { url: string }) => unknown) | null = null;
  print = vi.fn();
  setWindowOpenHandler(handler: (details: { url: string }) => unknown) {
    this.openHandler = handler;
  }
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
    return Promise.resolve();
  });
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
  const handlers = new Map<string, (event: unknown, ...args: unknown[]) => unknown>();
  const app = Object.assign(new EventEmitter(), {
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
    app,
    BrowserWindow: FakeBrowserWindow,
    ipcMain: {
      handle: vi.fn((channel: string, fn: (event: unknown, ...args: unknown[]) => unknown) =>
        handlers.set(channel, fn),
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
