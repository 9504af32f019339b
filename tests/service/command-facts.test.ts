/**
 * What a command is, said once on its registry entry: the walk over the registry fails for a
 * command that takes a path without declaring it, and what the desktop app's path gate and the
 * live results let through is read from the declarations, command by command.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ChosenPaths } from '../../src-main/electron/chosen-paths.ts';
import { liveReach } from '../../src-main/server/live/live-host.ts';
import { apiOf } from '../../src-main/service/core/api.ts';
import {
  commandNames,
  opensFile,
  pathUseOf,
  reachesLive,
  switchesFile,
} from '../../src-main/service/core/command-facts.ts';
import { createService } from '../../src-main/service/core/dispatch.ts';
import { registry } from '../../src-main/service/core/registry.ts';

const folder = mkdtempSync(join(tmpdir(), 'sclassic-facts-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** The names of an input's fields, its nested objects' too ('document.players'…). */
function fieldNames(schema: z.ZodType, prefix = ''): string[] {
  if (!(schema instanceof z.ZodObject)) return [];
  return Object.entries(schema.shape as Record<string, z.ZodType>).flatMap(([key, field]) => {
    const inner = field instanceof z.ZodOptional || field instanceof z.ZodNullable ? field.unwrap() : field;
    return [`${prefix}${key}`, ...fieldNames(inner as z.ZodType, `${prefix}${key}.`)];
  });
}

/** A field that names a place on the disk, whatever the command calls it. */
const PATH_LIKE = /(^|\.)(path|folder|directory|dir|destination|target)$/i;

describe('the registry walk', () => {
  it('finds a declaration on every command whose input names a place on the disk, and only on those', () => {
    for (const name of commandNames()) {
      const fields = fieldNames(registry[name].input);
      const pathFields = fields.filter((f) => PATH_LIKE.test(f));
      // A path is the input's own `path`: a command naming one elsewhere would escape the gate.
      expect(
        pathFields.filter((f) => f !== 'path'),
        name,
      ).toEqual([]);
      expect(pathUseOf(name) !== undefined, `${name}: path ${fields.includes('path') ? 'taken' : 'not taken'}`).toBe(
        fields.includes('path'),
      );
    }
  });

  it('gives the desktop app a path gate for every command that takes a path, from its declaration', async () => {
    const noRecent = async () => [];
    const paths = new ChosenPaths(noRecent);
    const elsewhere = join(folder, 'ailleurs', 'tournoi.sclassic');
    for (const name of commandNames()) {
      const use = pathUseOf(name);
      expect(await paths.allows(name, { path: elsewhere }), name).toBe(use === undefined);
      if (use === undefined) continue;
      // Chosen in the dialog for what the command does there: let through; for the other use, not.
      const gate = new ChosenPaths(noRecent);
      gate.grant(elsewhere, use === 'open' ? 'create' : 'open');
      expect(await gate.allows(name, { path: elsewhere }), `${name} with the other choice`).toBe(false);
      gate.grant(elsewhere, use === 'open' ? 'open' : 'copy');
      expect(await gate.allows(name, { path: elsewhere }), `${name} once chosen`).toBe(true);
      // A recent file may be opened, never written over.
      const recent = new ChosenPaths(async () => [elsewhere]);
      expect(await recent.allows(name, { path: elsewhere }), `${name} of a recent file`).toBe(use === 'open');
    }
  });

  it('lets the live results reach the commands declared for them, and refuses every other, writing nothing', async () => {
    const service = createService();
    const api = apiOf(service);
    const path = join(folder, 'direct.sclassic');
    await api.createTournament({ path, name: 'Open du direct', date: '2026-12-22' });
    const revision = (await api.undoState({})).revision;
    const reach = liveReach(service);
    for (const name of commandNames()) {
      const answer = await reach.dispatch(name, {});
      if (reachesLive(name)) expect('result' in answer, name).toBe(true);
      else
        expect(answer, name).toEqual({ refusal: { code: 'unknown-command', params: { command: name }, field: null } });
    }
    // Only reads are declared for the live results.
    expect(commandNames().filter(reachesLive)).toEqual(['liveView']);
    expect((await api.undoState({})).revision).toBe(revision);
    expect(service.openFile?.path).toBe(path);
    service.close();
  });

  it('declares as opening a file the commands after which another tournament is open, and closing it the one after which none is', async () => {
    const service = createService();
    const api = apiOf(service);
    const created = await api.createTournament({
      path: join(folder, 'ouvert.sclassic'),
      name: 'Open',
      date: '2026-12-22',
    });
    expect(service.openFile?.path).toBe(created.path);
    const imported = await api.importDocument({
      path: join(folder, 'importé.sclassic'),
      document: await api.exportDocument({}),
    });
    expect(service.openFile?.path).toBe(imported.path);
    expect((await api.openTournament({ path: created.path })).path).toBe(service.openFile?.path);
    await api.closeTournament({});
    expect(service.openFile).toBeNull();
    expect(commandNames().filter(opensFile).sort()).toEqual(['createTournament', 'importDocument', 'openTournament']);
    expect(commandNames().filter((n) => switchesFile(n) && !opensFile(n))).toEqual(['closeTournament']);
    service.close();
  });
});
