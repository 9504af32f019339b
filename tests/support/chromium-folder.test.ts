/**
 * The folders Chromium is unpacked into (about 200 MB each): a run killed before its teardown
 * leaves its folder behind, and the next run removes it — never the folder of a run still going.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chromiumFolder } from './chromium.ts';

/** A folder as a run leaves it, owned by `pid`. */
function leftBy(pid: number): string {
  const folder = mkdtempSync(join(tmpdir(), 'sclassic-chromium-'));
  writeFileSync(join(folder, 'owner'), String(pid));
  return folder;
}

describe('the folders Chromium is unpacked into', () => {
  it('removes those of runs that are gone, keeps those of runs still going, and marks its own', () => {
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    const abandoned = leftBy(gone);
    const inUse = leftBy(process.pid);
    const fresh = chromiumFolder();
    try {
      expect(existsSync(abandoned)).toBe(false);
      expect(existsSync(inUse)).toBe(true);
      expect(existsSync(join(fresh, 'owner'))).toBe(true);
    } finally {
      for (const folder of [abandoned, inUse, fresh]) rmSync(folder, { recursive: true, force: true });
    }
  });
});
