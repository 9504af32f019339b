/** The Electron layer in plain Node, with `electron` mocked: the service and files underneath are real. */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_CHANNEL, PATH_CHANNEL, PRINT_CHANNEL } from '../../src-main/electron/bridge.ts';
import { CONTENT_SECURITY_POLICY, startDesktopApp } from '../../src-main/electron/desktop-app.ts';
import { apiOf } from '../../src-main/service/core/api.ts';
import { createService } from '../../src-main/service/core/dispatch.ts';
import { registry } from '../../src-main/service/core/registry.ts';
import { type FakeBrowserWindow, fakeElectron, tournamentFile } from './fake-electron.ts';

let folder: string;
let fake: ReturnType<typeof fakeElectron>;
const UI = '/opt/sclassic/renderer/index.html';
let started: Awaited<ReturnType<typeof startDesktopApp>>;

async function start(argv: string[] = ['sclassic']) {
  started = await startDesktopApp(fake as never, { uiIndex: UI, preload: '/opt/sclassic/preload.cjs', argv });
  return started;
}

/** Clicks an item of the application menu as it was last built. */
function clickMenu(menu: string, item: string): void {
  const template = fake.Menu.buildFromTemplate.mock.calls.at(-1)?.[0] as Array<{
    label: string;
    submenu: Array<{ label?: string; click?: () => void }>;
  }>;
  template
    .find((m) => m.label === menu)
    ?.submenu.find((i) => i.label === item)
    ?.click?.();
}

/** The « Ouvrir récent » submenu of the menu as it was last built. */
function recentItems(): Array<{ label?: string; enabled?: boolean; click?: () => void }> {
  const template = fake.Menu.buildFromTemplate.mock.calls.at(-1)?.[0] as Array<{
    label: string;
    submenu: Array<{ label?: string; submenu?: Array<{ label?: string; click?: () => void }> }>;
  }>;
  return template.find((m) => m.label === 'Fichier')?.submenu.find((i) => i.label === 'Ouvrir récent')?.submenu ?? [];
}

/** The files the menu offers to open again. */
const recentMenu = () =>
  recentItems()
    .filter((i) => i.click !== undefined)
    .map((i) => i.label);

const clickRecent = (path: string) =>
  recentItems()
    .find((i) => i.label === path)
    ?.click?.();

const tournament = (name: string) => tournamentFile(folder, name);

const mainWindow = () => fake.BrowserWindow.all[0] as FakeBrowserWindow;
const trusted = () => ({ sender: mainWindow().webContents, senderFrame: { url: 'app://sclassic/index.html#/rondes' } });
const invoke = (event: unknown, command: unknown, input: unknown) =>
  (fake.handlers.get(API_CHANNEL) as (event: unknown, ...args: unknown[]) => Promise<unknown>)(event, command, input);

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'sclassic-electron-'));
  fake = fakeElectron(folder);
});
afterEach(() => {
  started?.service.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('IPC', () => {
  it('registers the API channel, on which every service command is reachable and nothing else, the file dialog’s and printing’s', async () => {
    await start();
    expect([...fake.handlers.keys()]).toEqual([API_CHANNEL, PATH_CHANNEL, PRINT_CHANNEL]);
    for (const command of Object.keys(registry)) {
      const answer = (await invoke(trusted(), command, {})) as { result?: unknown; refusal?: { code: string } };
      expect(answer, command).toBeDefined();
      expect(answer.refusal?.code, command).not.toBe('unknown-command');
    }
    expect(await invoke(trusted(), 'process.exit', {})).toEqual({
      refusal: { code: 'unknown-command', params: { command: 'process.exit' }, field: null },
    });
  });

  it('keeps the directory of players in userData', async () => {
    await start();
    expect(await invoke(trusted(), 'directoryInfo', {})).toMatchObject({
      result: { path: join(folder, 'directory.sqlite'), entries: 0 },
    });
  });

  it('puts a tournament named alone in « Tournois Sclassic » of the director’s documents, and says so', async () => {
    await start();
    const documents = join(folder, 'Tournois Sclassic');
    expect(await invoke(trusted(), 'defaults', {})).toEqual({ result: { folder: documents, separator: '/' } });
    expect(fake.app.getPath).toHaveBeenCalledWith('documents');
    expect(
      await invoke(trusted(), 'createTournament', { path: 'Open de Test', name: 'Open', date: '2026-12-22' }),
    ).toMatchObject({
      result: { path: join(documents, 'Open de Test.sclassic') },
    });
    expect(existsSync(join(documents, 'Open de Test.sclassic'))).toBe(true);
  });

  it('runs commands through the service’s schemas and returns refusals with their field', async () => {
    await start();
    const path = join(folder, 'ipc.sclassic');
    started?.paths.grant(path, 'create');
    expect(await invoke(trusted(), 'createTournament', { path, name: 'Open', date: '2026-12-22' })).toMatchObject({
      result: { name: 'Open' },
    });
    expect(await invoke(trusted(), 'addPlayer', { name: 'Ana', rating: 'haute' })).toMatchObject({
      refusal: { code: 'invalid-input', field: 'rating' },
    });
  });

  it('ignores a sender that is not one of the app’s windows, or a window showing another page', async () => {
    await start();
    const path = join(folder, 'foreign.sclassic');
    const input = { path, name: 'Intrus', date: '2026-12-22' };
    expect(
      await invoke(
        { sender: { id: 9999 }, senderFrame: { url: 'app://sclassic/index.html' } },
        'createTournament',
        input,
      ),
    ).toBeUndefined();
    expect(
      await invoke(
        { sender: mainWindow().webContents, senderFrame: { url: 'https://evil.example/' } },
        'createTournament',
        input,
      ),
    ).toBeUndefined();
    expect(existsSync(path)).toBe(false);
  });
});

describe('windows', () => {
  it('are isolated and sandboxed, without Node, with the preload, under a strict CSP', async () => {
    await start();
    const prefs = mainWindow().options.webPreferences as Record<string, unknown>;
    expect(prefs).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      preload: '/opt/sclassic/preload.cjs',
    });
    const onHeaders = fake.session.defaultSession.webRequest.onHeadersReceived.mock.calls[0]?.[0] as (
      d: unknown,
      cb: (r: { responseHeaders: Record<string, string[]> }) => void,
    ) => void;
    let headers: Record<string, string[]> = {};
    onHeaders({ responseHeaders: {} }, (r) => (headers = r.responseHeaders));
    expect(headers['Content-Security-Policy']).toEqual([CONTENT_SECURITY_POLICY]);
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self'");
  });

  it('open a PDF the page made in a preview window, and nothing remote', async () => {
    await start();
    const handler = mainWindow().webContents.openHandler as (d: { url: string }) => { action: string };
    expect(handler({ url: 'blob:app://sclassic/0b7c…' }).action).toBe('allow');
    expect(handler({ url: 'https://example.com/' }).action).toBe('deny');
  });

  it('the projection opens full screen on the second display', async () => {
    await start();
    clickMenu('Affichage', 'Projection');
    const projection = fake.BrowserWindow.all.at(-1) as FakeBrowserWindow;
    expect(projection.options).toMatchObject({ fullscreen: true, x: 1920, width: 1280 });
    expect(projection.loadURL).toHaveBeenCalledWith('app://sclassic/index.html#/projection');
  });
});

describe('opening files', () => {
  it('opens the file given on the command line', async () => {
    const path = await tournament('double-clic.sclassic');
    const app = await start(['sclassic', path]);
    expect(await apiOf((app as NonNullable<typeof app>).service).show({})).toMatchObject({
      path,
      name: 'Open de Courcelles',
    });
    expect(fake.app.addRecentDocument).toHaveBeenCalledWith(path);
  });

  it('opens a tournament where its director left off: a finished one on Classement', async () => {
    const path = join(folder, 'fini.sclassic');
    const service = createService();
    const api = apiOf(service);
    await api.createTournament({ path, name: 'Open', date: '2026-12-22', plannedRounds: 1 });
    await api.importPlayers({
      players: [
        { name: 'BERTIN Ana', rating: 1700 },
        { name: 'DUPONT Luc', rating: 1600 },
      ],
    });
    await api.pairNextRound({});
    await api.recordResult({ table: 1, games: [[400, 300]] });
    service.close();
    await start(['sclassic', path]);
    expect(mainWindow().loadURL).toHaveBeenLastCalledWith('app://sclassic/index.html#/classement');
  });

  it('opens the file of a second launch in the running app, and the OS’s open-file event', async () => {
    const first = await tournament('premier.sclassic');
    const second = await tournament('second.sclassic');
    const app = await start();
    fake.app.emit('second-instance', {}, ['sclassic', '--flag', first], '/');
    await vi.waitFor(async () =>
      expect((await apiOf((app as NonNullable<typeof app>).service).show({}))?.path).toBe(first),
    );
    const event = { preventDefault: vi.fn() };
    fake.app.emit('open-file', event, second);
    expect(event.preventDefault).toHaveBeenCalled();
    await vi.waitFor(async () =>
      expect((await apiOf((app as NonNullable<typeof app>).service).show({}))?.path).toBe(second),
    );
  });

  it('refuses a file that is not a tournament with a clear dialog', async () => {
    const bad = join(folder, 'vide.sclassic');
    writeFileSync(bad, '');
    await start(['sclassic', bad]);
    expect(fake.dialog.showMessageBox).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'error', title: 'Fichier refusé', detail: expect.stringMatching(/est vide/) }),
    );
  });

  it('reopens the last file after a crash, not after a clean exit', async () => {
    const path = await tournament('crash.sclassic');
    const app = await start(['sclassic', path]);
    app?.service.close();
    // No window-all-closed: the app died. The next launch reopens the file.
    fake = fakeElectron(folder);
    const again = await start();
    expect((await apiOf((again as NonNullable<typeof again>).service).show({}))?.path).toBe(path);
    fake.app.emit('window-all-closed');
    fake = fakeElectron(folder);
    const clean = await start();
    await expect(apiOf((clean as NonNullable<typeof clean>).service).show({})).rejects.toMatchObject({
      code: 'no-tournament',
    });
  });

  it('refuses to run twice: a second instance quits and hands over', async () => {
    fake.app.requestSingleInstanceLock.mockReturnValue(false);
    expect(await start()).toBeNull();
    expect(fake.app.quit).toHaveBeenCalled();
  });
});

describe('the menu', () => {
  it('is in French', async () => {
    await start();
    const template = fake.Menu.buildFromTemplate.mock.calls.at(-1)?.[0] as Array<{
      label: string;
      submenu: Array<{ label?: string }>;
    }>;
    expect(template.map((m) => m.label)).toEqual(['Fichier', 'Tournoi', 'Affichage', 'Aide']);
    expect(template[0]?.submenu.map((i) => i.label).filter(Boolean)).toEqual([
      'Nouveau…',
      'Ouvrir…',
      'Ouvrir récent',
      'Enregistrer une copie…',
      'Imprimer…',
      'Quitter',
    ]);
    expect(template[2]?.submenu[0]?.label).toBe('Projection');
  });

  it('leads to the live results’ switch on Rondes; they are off until turned on, and off when the app quits', async () => {
    await start();
    clickMenu('Tournoi', 'Résultats en direct…');
    expect(mainWindow().loadURL).toHaveBeenLastCalledWith('app://sclassic/index.html#/rondes');
    const status = (await invoke(trusted(), 'liveStatus', {})) as { result: { on: boolean; addresses: unknown[] } };
    expect(status.result.on).toBe(false);
    expect(status.result.addresses).toContainEqual({ name: 'lo', address: '127.0.0.1', internal: true });
    const on = (await invoke(trusted(), 'startLive', { address: '127.0.0.1', port: 0 })) as { result: { url: string } };
    expect(on.result.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    expect((await fetch(on.result.url)).status).toBe(200);
    fake.app.emit('window-all-closed');
    await expect
      .poll(() =>
        fetch(on.result.url).then(
          () => 'answers',
          () => 'closed',
        ),
      )
      .toBe('closed');
  });

  it('lists the service’s recent files, the same Accueil shows, a file no longer there left out', async () => {
    const first = await tournament('premier.sclassic');
    const second = await tournament('second.sclassic');
    const third = await tournament('troisième.sclassic');
    // An earlier version kept its own list in its state file: the service's is the one list now.
    writeFileSync(join(folder, 'sclassic-state.json'), JSON.stringify({ recent: [third], cleanExit: true }));
    await start(['sclassic', first]);
    fake.app.emit('open-file', { preventDefault: vi.fn() }, second);
    await vi.waitFor(() => expect(recentMenu()).toEqual([second, first]));
    expect(await invoke(trusted(), 'recentFiles', {})).toEqual({ result: [second, first] });
    expect(await invoke(trusted(), 'openTournament', { path: third })).toMatchObject({
      refusal: { code: 'path-not-chosen' },
    });
    // Kept in the data folder, beside the directory of players.
    expect(existsSync(join(folder, 'recent-files.json'))).toBe(true);

    rmSync(second);
    clickRecent(first);
    await vi.waitFor(() => expect(recentMenu()).toEqual([first]));
    expect(await invoke(trusted(), 'recentFiles', {})).toEqual({ result: [first] });
  });

  it('remembers the window’s place when it closes', async () => {
    await start();
    mainWindow().emit('close');
    expect(started?.state.state.window).toEqual({ x: 10, y: 20, width: 1366, height: 800, maximized: false });
  });
});
