/**
 * The recent files, the service's one list: the files its commands open (open, create, import)
 * kept in the data folder, most recent first, bounded, a file no longer there left out of what
 * is shown; remembered only by a service that is asked to (the director's windows, not the CLI).
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SclassicApi } from '../../src-main/contract/commands.ts';
import { apiOf } from '../../src-main/service/core/api.ts';
import { createService, type Service } from '../../src-main/service/core/dispatch.ts';
import { RECENT_FILES_KEPT, RECENT_FILES_NAME } from '../../src-main/service/core/recent-files.ts';

let folder: string;
let data: string;
let services: Service[];

/** A service of the director's window (it remembers), or of the CLI (it does not), on the test's data folder. */
function window(remembersFiles = true): SclassicApi {
  const service = createService({
    dataFolder: () => data,
    tournamentsFolder: () => join(folder, 'Tournois'),
    remembersFiles,
  });
  services.push(service);
  return apiOf(service);
}

async function created(api: SclassicApi, name: string): Promise<string> {
  return (await api.createTournament({ path: join(folder, name), name: 'Open', date: '2026-12-22' })).path;
}

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'sclassic-recent-'));
  data = join(folder, 'données');
  services = [];
});
afterEach(() => {
  for (const service of services) service.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('the recent files', () => {
  it('lists the files opened, created or imported, most recent first, each once, in the data folder', async () => {
    const api = window();
    expect(await api.recentFiles({})).toEqual([]);
    const first = await created(api, 'premier.sclassic');
    const second = await created(api, 'second.sclassic');
    const imported = (
      await api.importDocument({ path: join(folder, 'importé.sclassic'), document: await api.exportDocument({}) })
    ).path;
    // A name alone: the file where the service made it.
    const named = (await api.createTournament({ path: 'Open de Mons', name: 'Open', date: '2026-12-22' })).path;
    expect(named).toBe(join(folder, 'Tournois', 'Open de Mons.sclassic'));
    await api.openTournament({ path: first });
    expect(await api.recentFiles({})).toEqual([first, named, imported, second]);
    // Another window, another process: the same list, read from the data folder.
    expect(await window().recentFiles({})).toEqual([first, named, imported, second]);
    expect(JSON.parse(readFileSync(join(data, RECENT_FILES_NAME), 'utf8'))).toEqual({
      files: [first, named, imported, second],
    });
  });

  it('adds nothing for a file refused, nor a copy saved elsewhere', async () => {
    const api = window();
    const path = await created(api, 'tournoi.sclassic');
    writeFileSync(join(folder, 'vide.sclassic'), '');
    await expect(api.openTournament({ path: join(folder, 'vide.sclassic') })).rejects.toMatchObject({
      code: 'file-refused',
    });
    await expect(api.openTournament({ path: join(folder, 'absent.sclassic') })).rejects.toMatchObject({
      code: 'file-refused',
    });
    await api.openTournament({ path });
    await api.saveCopy({ path: join(folder, 'copie.sclassic') });
    expect(await api.recentFiles({})).toEqual([path]);
  });

  it(`keeps the last ${RECENT_FILES_KEPT}`, async () => {
    const api = window();
    const paths: string[] = [];
    for (let i = 1; i <= RECENT_FILES_KEPT + 2; i++) paths.push(await created(api, `t${i}.sclassic`));
    expect(await api.recentFiles({})).toEqual(paths.slice(2).reverse());
  });

  it('leaves out a file no longer there, and shows it again when it is back (a key plugged in again)', async () => {
    const api = window();
    const kept = await created(api, 'gardé.sclassic');
    const moved = await created(api, 'clé.sclassic');
    await api.closeTournament({});
    renameSync(moved, join(folder, 'ailleurs.sclassic'));
    expect(await api.recentFiles({})).toEqual([kept]);
    renameSync(join(folder, 'ailleurs.sclassic'), moved);
    expect(await api.recentFiles({})).toEqual([moved, kept]);
    // A folder of that name is no tournament file either.
    rmSync(moved);
    mkdirSync(moved);
    expect(await api.recentFiles({})).toEqual([kept]);
  });

  it('is only read by a service that does not remember (the CLI): its files do not push the director’s out', async () => {
    const director = window();
    const path = await created(director, 'directeur.sclassic');
    await director.closeTournament({});
    const cli = window(false);
    await created(cli, 'script.sclassic');
    await cli.openTournament({ path });
    expect(await cli.recentFiles({})).toEqual([path]);
    expect(await window().recentFiles({})).toEqual([path]);
  });

  it('takes a list that is not one for an empty list, and one the data folder cannot hold changes nothing', async () => {
    mkdirSync(data, { recursive: true });
    writeFileSync(join(data, RECENT_FILES_NAME), '{ pas du JSON');
    const api = window();
    expect(await api.recentFiles({})).toEqual([]);
    const path = await created(api, 'tournoi.sclassic');
    expect(await api.recentFiles({})).toEqual([path]);
    writeFileSync(join(data, RECENT_FILES_NAME), JSON.stringify({ files: [42, '', path, null] }));
    expect(await api.recentFiles({})).toEqual([path]);

    // The data folder is a file: the tournament still opens, the list stays as it was (none).
    rmSync(data, { recursive: true });
    writeFileSync(data, 'pas un dossier');
    const other = window();
    const second = await created(other, 'second.sclassic');
    expect((await other.show({})).path).toBe(second);
    expect(await other.recentFiles({})).toEqual([]);
    expect(existsSync(join(folder, 'second.sclassic'))).toBe(true);
  });
});
