/**
 * The desktop shell, hardened (Electron's security checklist), with `electron` mocked and the
 * service and files real: every permission refused; the UI served from app:// with its CSP, in
 * the header and in the page; previews only of the page's own PDFs, the viewer's plugin for them
 * alone; navigation, redirects and <webview> refused in every web contents; and the commands that
 * take a path run only on a path the director chose in a native dialog (or a recent file), the
 * downloads (printed documents, exports) only where a native dialog put them, never over a
 * tournament.
 */
import { EventEmitter } from 'node:events';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_CHANNEL, PATH_CHANNEL } from '../../src-main/electron/bridge.ts';
import { startDesktopApp } from '../../src-main/electron/desktop-app.ts';
import { CONTENT_SECURITY_POLICY } from '../../src-main/server/ui-files.ts';
import { type FakeBrowserWindow, FakeWebContents, fakeElectron, tournamentFile } from './fake-electron.ts';

let folder: string;
let ui: string;
let fake: ReturnType<typeof fakeElectron>;
let started: Awaited<ReturnType<typeof startDesktopApp>>;

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'sclassic-hardening-'));
  ui = join(folder, 'renderer');
  mkdirSync(join(ui, 'assets'), { recursive: true });
  writeFileSync(join(ui, 'index.html'), '<!doctype html><title>Sclassic</title>');
  writeFileSync(join(ui, 'assets', 'main.js'), 'console.log(1)');
  writeFileSync(join(folder, 'secret.txt'), 'hors de l’interface');
  fake = fakeElectron(folder);
});
afterEach(() => {
  started?.service.close();
  rmSync(folder, { recursive: true, force: true });
});

async function start(argv: string[] = ['sclassic']) {
  started = await startDesktopApp(fake as never, {
    uiIndex: join(ui, 'index.html'),
    preload: '/opt/preload.cjs',
    argv,
  });
  return started as NonNullable<typeof started>;
}

const mainWindow = () => fake.BrowserWindow.all[0] as FakeBrowserWindow;
const fromPage = () => ({ sender: mainWindow().webContents, senderFrame: { url: 'app://sclassic/index.html#/' } });
const handler = (channel: string) =>
  fake.handlers.get(channel) as (event: unknown, ...args: unknown[]) => Promise<unknown>;
const invoke = (command: string, input: unknown) => handler(API_CHANNEL)(fromPage(), command, input);
const choose = (purpose: string, suggested?: string) => handler(PATH_CHANNEL)(fromPage(), purpose, suggested);

const tournament = (name: string) => tournamentFile(folder, name);

describe('permissions', () => {
  it('every request and every check is refused', async () => {
    await start();
    const session = fake.session.defaultSession;
    const request = session.setPermissionRequestHandler.mock.calls[0]?.[0] as (
      contents: unknown,
      permission: string,
      callback: (granted: boolean) => void,
    ) => void;
    for (const permission of ['media', 'geolocation', 'notifications', 'clipboard-read', 'openExternal']) {
      const callback = vi.fn();
      request({}, permission, callback);
      expect(callback, permission).toHaveBeenCalledWith(false);
    }
    const check = session.setPermissionCheckHandler.mock.calls[0]?.[0] as (...args: unknown[]) => boolean;
    expect(check({}, 'media', 'app://sclassic')).toBe(false);
  });
});

describe('the app:// scheme', () => {
  const serve = () => fake.protocol.handle.mock.calls[0]?.[1] as (request: { url: string }) => Promise<Response>;

  it('is registered as privileged before the app is ready, and the windows load their page from it', async () => {
    await start();
    expect(fake.calls.indexOf('registerSchemesAsPrivileged')).toBeLessThan(fake.calls.indexOf('whenReady'));
    expect(fake.protocol.registerSchemesAsPrivileged).toHaveBeenCalledWith([
      { scheme: 'app', privileges: { standard: true, secure: true, supportFetchAPI: true } },
    ]);
    expect(fake.protocol.handle.mock.calls[0]?.[0]).toBe('app');
    expect(mainWindow().loadURL).toHaveBeenCalledWith('app://sclassic/index.html');
    for (const window of fake.BrowserWindow.all)
      for (const call of window.loadURL.mock.calls) expect(call[0]).not.toMatch(/^file:/);
  });

  it('serves the UI’s files with the CSP, and nothing outside them', async () => {
    await start();
    const page = await serve()({ url: 'app://sclassic/index.html' });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await (await serve()({ url: 'app://sclassic/assets/main.js' })).text()).toBe('console.log(1)');
    for (const url of [
      'app://sclassic/%2e%2e/secret.txt',
      'app://sclassic/..%2fsecret.txt',
      'app://autre/index.html',
    ]) {
      const answer = await serve()({ url });
      // Refused, or (the address normalised back into the folder) not found there.
      expect([403, 404], url).toContain(answer.status);
      expect(await answer.text()).not.toContain('hors de');
    }
    expect((await serve()({ url: 'app://sclassic/%E0%A4%A' })).status).toBe(403);
    expect((await serve()({ url: 'app://sclassic/absent.js' })).status).toBe(404);
  });

  it('the page carries the same CSP itself', () => {
    const page = readFileSync(fileURLToPath(new URL('../../src-renderer/index.html', import.meta.url)), 'utf8');
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(page);
    expect(meta?.[1]).toBe(CONTENT_SECURITY_POLICY);
  });
});

describe('every web contents', () => {
  /** A web contents Electron makes (a preview, say), announced as Electron announces it. */
  const created = () => {
    const contents = new FakeWebContents();
    fake.app.emit('web-contents-created', {}, contents);
    return contents;
  };
  const event = () => ({ preventDefault: vi.fn() });

  it('may not navigate, in any frame, nor be redirected away from the app’s pages, nor attach a <webview>', async () => {
    await start();
    for (const contents of [mainWindow().webContents, created()]) {
      for (const name of ['will-navigate', 'will-redirect']) {
        const away = event();
        contents.emit(name, away, 'https://evil.example/');
        expect(away.preventDefault, name).toHaveBeenCalled();
        const file = event();
        contents.emit(name, file, 'file:///etc/passwd');
        expect(file.preventDefault, name).toHaveBeenCalled();
        const home = event();
        contents.emit(name, home, 'app://sclassic/index.html#/rondes');
        expect(home.preventDefault, name).not.toHaveBeenCalled();
      }
      // Any frame, the main one or another: Electron gives the details alone, as the event.
      for (const [url, refused] of [
        ['https://evil.example/', true],
        ['file:///etc/passwd', true],
        ['blob:https://evil.example/1', true],
        ['app://sclassic/index.html#/rondes', false],
      ] as const) {
        for (const isMainFrame of [true, false]) {
          const details = { url, isMainFrame, isSameDocument: false, frame: null, ...event() };
          contents.emit('will-frame-navigate', details);
          expect(details.preventDefault.mock.calls.length > 0, `${url}, main frame: ${isMainFrame}`).toBe(refused);
        }
      }
      const webview = event();
      contents.emit('will-attach-webview', webview, {}, { src: 'https://evil.example/' });
      expect(webview.preventDefault).toHaveBeenCalled();
    }
  });

  it('opens a preview only of a PDF the page made, and only the preview gets the PDF viewer’s plugin', async () => {
    await start();
    for (const contents of [mainWindow().webContents, created()]) {
      const open = contents.openHandler as (d: { url: string }) => {
        action: string;
        overrideBrowserWindowOptions?: { webPreferences?: { plugins?: boolean; sandbox?: boolean } };
      };
      const preview = open({ url: 'blob:app://sclassic/4f1c-aperçu' });
      expect(preview.action).toBe('allow');
      expect(preview.overrideBrowserWindowOptions?.webPreferences).toMatchObject({ plugins: true, sandbox: true });
      for (const url of [
        'blob:https://evil.example/1',
        'blob:file:///x',
        'https://evil.example/',
        'file:///etc/passwd',
      ])
        expect(open({ url }).action, url).toBe('deny');
    }
    for (const window of fake.BrowserWindow.all)
      expect((window.options.webPreferences as { plugins?: boolean }).plugins).toBeUndefined();
  });
});

describe('paths from the page', () => {
  it('a path the director did not choose is refused before the service: nothing created', async () => {
    await start();
    const path = join(folder, 'tapé.sclassic');
    expect(await invoke('createTournament', { path, name: 'Open', date: '2026-12-22' })).toEqual({
      refusal: { code: 'path-not-chosen', params: {}, field: 'path' },
    });
    expect(existsSync(path)).toBe(false);
  });

  it('a path chosen in the save dialog creates the tournament, which then joins the recent files', async () => {
    await start();
    const path = join(folder, 'choisi.sclassic');
    fake.dialog.showSaveDialog.mockResolvedValueOnce({ canceled: false, filePath: path } as never);
    expect(await choose('create', 'Open.sclassic')).toBe(path);
    expect(fake.dialog.showSaveDialog).toHaveBeenCalledWith(expect.objectContaining({ defaultPath: 'Open.sclassic' }));
    expect(await invoke('createTournament', { path, name: 'Open', date: '2026-12-22' })).toMatchObject({
      result: { path },
    });
    expect(await started?.service.dispatch('recentFiles', {})).toEqual({ result: [path] });
  });

  it('a path chosen to open may not be written to as a new file or a copy, and a cancelled dialog grants nothing', async () => {
    await start();
    const path = await tournament('ouvert.sclassic');
    fake.dialog.showOpenDialog.mockResolvedValueOnce({ canceled: false, filePaths: [path] } as never);
    expect(await choose('open')).toBe(path);
    expect(await invoke('openTournament', { path })).toMatchObject({ result: { path } });
    const copy = join(folder, 'copie.sclassic');
    expect(await invoke('saveCopy', { path: copy })).toMatchObject({ refusal: { code: 'path-not-chosen' } });
    expect(await choose('copy')).toBeNull();
    expect(await invoke('saveCopy', { path: copy })).toMatchObject({ refusal: { code: 'path-not-chosen' } });
    expect(existsSync(copy)).toBe(false);
  });

  it('a recent file opens without a dialog; another file does not', async () => {
    const recent = await tournament('récent.sclassic');
    const other = await tournament('autre.sclassic');
    const app = await start(['sclassic', recent]);
    await app.service.dispatch('closeTournament', {});
    expect(await invoke('openTournament', { path: recent })).toMatchObject({ result: { path: recent } });
    expect(await invoke('openTournament', { path: other })).toMatchObject({ refusal: { code: 'path-not-chosen' } });
  });

  it('the dialog answers only the app’s own windows, for a purpose it knows', async () => {
    await start();
    expect(
      await handler(PATH_CHANNEL)({ sender: { id: 9999 }, senderFrame: { url: 'app://sclassic/' } }, 'create'),
    ).toBeUndefined();
    expect(await choose('overwrite')).toBeUndefined();
    expect(fake.dialog.showSaveDialog).not.toHaveBeenCalled();
  });
});

describe('downloads (printed documents, exports)', () => {
  /** A download as Electron hands it over; Chromium writes it where it is told, then says it is done. */
  class Download extends EventEmitter {
    readonly cancel = vi.fn(() => this.emit('done', {}, 'cancelled'));
    readonly setSavePath = vi.fn();
    readonly url: string;
    readonly filename: string;
    constructor(url: string, filename = 'classement.pdf') {
      super();
      this.url = url;
      this.filename = filename;
    }
    getURL = () => this.url;
    getFilename = () => this.filename;
    /** Where Chromium was told to write. */
    get savePath(): string {
      return this.setSavePath.mock.calls[0]?.[0] as string;
    }
    complete(bytes: string) {
      writeFileSync(this.savePath, bytes);
      this.emit('done', {}, 'completed');
    }
  }
  const willDownload = () =>
    fake.session.defaultSession.listeners('will-download')[0] as (e: unknown, i: unknown) => void;
  /** The save dialog, left open until the test answers it. */
  function openDialog() {
    let answer: (value: { canceled: boolean; filePath?: string }) => void = () => {};
    fake.dialog.showSaveDialog.mockImplementationOnce(
      () => new Promise((resolve) => (answer = resolve as typeof answer)) as never,
    );
    return (value: { canceled: boolean; filePath?: string }) => answer(value);
  }

  it('go where the director chose in the asynchronous dialog: the main process goes on meanwhile', async () => {
    await start();
    const pdf = join(folder, 'classement.pdf');
    const answer = openDialog();
    const item = new Download('blob:app://sclassic/1');
    willDownload()({}, item);
    // The handler has returned, the dialog still open: the main process answers commands.
    expect(fake.dialog.showSaveDialog).toHaveBeenCalledWith(expect.objectContaining({ defaultPath: 'classement.pdf' }));
    expect(fake.dialog.showSaveDialogSync).not.toHaveBeenCalled();
    expect(await invoke('show', {})).toMatchObject({ refusal: { code: 'no-tournament' } });
    // Chromium writes to a temporary file of the app's, never yet to a place the director chose.
    expect(item.savePath).not.toBe(pdf);
    item.complete('%PDF-1.7 classement');
    expect(existsSync(pdf)).toBe(false);
    answer({ canceled: false, filePath: pdf });
    await vi.waitFor(() => expect(existsSync(item.savePath)).toBe(false));
    expect(readFileSync(pdf, 'utf8')).toBe('%PDF-1.7 classement');
    expect(item.cancel).not.toHaveBeenCalled();
  });

  it('chosen before Chromium is done: written once it is', async () => {
    await start();
    const csv = join(folder, 'résultats.csv');
    const answer = openDialog();
    const item = new Download('blob:app://sclassic/2', 'résultats.csv');
    willDownload()({}, item);
    answer({ canceled: false, filePath: csv });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(existsSync(csv)).toBe(false);
    item.complete('Table;Joueur\n');
    await vi.waitFor(() => expect(existsSync(csv)).toBe(true));
    expect(readFileSync(csv, 'utf8')).toBe('Table;Joueur\n');
  });

  it('never over a tournament: refused with the words of the CLI, the tournament untouched', async () => {
    await start();
    const path = await tournament('open.sclassic');
    const before = readFileSync(path);
    const answer = openDialog();
    const item = new Download('blob:app://sclassic/3');
    willDownload()({}, item);
    item.complete('%PDF-1.7');
    answer({ canceled: false, filePath: path });
    await vi.waitFor(() =>
      expect(fake.dialog.showErrorBox).toHaveBeenCalledWith(
        'Document non enregistré',
        expect.stringContaining('un document ne le remplace jamais'),
      ),
    );
    expect(readFileSync(path).equals(before)).toBe(true);
    await vi.waitFor(() => expect(existsSync(item.savePath)).toBe(false));
  });

  it('of anything the page did not make, or when the dialog is cancelled: cancelled, nothing left', async () => {
    await start();
    const foreign = new Download('https://evil.example/x.exe', 'x.exe');
    willDownload()({}, foreign);
    expect(foreign.cancel).toHaveBeenCalled();
    expect(foreign.setSavePath).not.toHaveBeenCalled();
    expect(fake.dialog.showSaveDialog).not.toHaveBeenCalled();
    const answer = openDialog();
    const cancelled = new Download('blob:app://sclassic/4');
    willDownload()({}, cancelled);
    answer({ canceled: true });
    await vi.waitFor(() => expect(cancelled.cancel).toHaveBeenCalled());
    await vi.waitFor(() => expect(existsSync(cancelled.savePath)).toBe(false));
    expect(fake.dialog.showErrorBox).not.toHaveBeenCalled();
  });
});
