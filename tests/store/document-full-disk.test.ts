/**
 * A document written on a disk that fills up half-way: the earlier document of that name is
 * still whole, no half-written file is left beside it, and the director reads why in French.
 * The disk is played by Node's `writeSync`, which fails with ENOSPC once a few bytes are written
 * while `diskFull` is set (the same error a full disk gives).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiOf } from '../../src-main/service/core/api.ts';
import { createService } from '../../src-main/service/core/dispatch.ts';
import { runCli } from '../support/cli.ts';

const disk = vi.hoisted(() => ({ full: false }));

vi.mock('node:fs', async (original) => {
  const fs = await original<typeof import('node:fs')>();
  const writeSync = ((fd: number, buffer: Uint8Array, offset?: number, length?: number, position?: number | null) => {
    if (disk.full && (length ?? buffer.byteLength) > 1024) {
      fs.writeSync(fd, buffer, offset ?? 0, 1024, position);
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC', errno: -28 });
    }
    return fs.writeSync(fd, buffer, offset, length, position);
  }) as typeof fs.writeSync;
  return { ...fs, default: { ...fs, writeSync }, writeSync };
});

let folder: string;
let tournament: string;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'sclassic-full-disk-'));
  tournament = join(folder, 'open.sclassic');
  const service = createService({ clock: () => new Date('2026-12-22T09:00:00Z') });
  const api = apiOf(service);
  await api.createTournament({ path: tournament, name: 'Open de Wavre', date: '2026-12-22' });
  await api.importPlayers({ players: [1, 2, 3, 4].map((i) => ({ name: `JOUEUR ${i}`, rating: 1500 + i })) });
  await api.pairNextRound({});
  service.close();
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('a document on a disk that fills up', () => {
  it('leaves the earlier document whole and nothing half-written, and says so in French', async () => {
    const pdf = join(folder, 'appariements.pdf');
    writeFileSync(pdf, 'les appariements de la veille');
    disk.full = true;
    const run = await runCli(['print', tournament, 'pairings', '-o', pdf]);
    disk.full = false;
    expect(run.status).toBe(1);
    expect(run.stderr).toBe(
      `sclassic : Le disque de « ${pdf} » est plein : rien n'a été enregistré. Libérez de la place (ou choisissez un autre disque), puis recommencez.\n`,
    );
    expect(readFileSync(pdf, 'utf8')).toBe('les appariements de la veille');
    expect(readdirSync(folder).sort()).toEqual(['appariements.pdf', 'open.sclassic']);
  });

  it('writes it whole once there is room again', async () => {
    const pdf = join(folder, 'appariements.pdf');
    const run = await runCli(['print', tournament, 'pairings', '-o', pdf]);
    expect(run.status).toBe(0);
    expect(readFileSync(pdf).subarray(0, 5).toString()).toBe('%PDF-');
  });
});
