/** The engine is pure: it imports nothing outside src-engine, and no Node or Electron module. */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const engine = fileURLToPath(new URL('../../src-engine', import.meta.url));
const sources = (readdirSync(engine, { recursive: true }) as string[])
  .filter((f) => f.endsWith('.ts'))
  .map((f) => join(engine, f));
const IMPORT = /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

describe('src-engine', () => {
  it('has sources', () => {
    expect(sources.length).toBeGreaterThan(10);
  });
  it.each(sources.map((s) => [relative(engine, s), s]))('%s imports only engine files', (_, file) => {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2] ?? '';
      expect(specifier.startsWith('.'), `${specifier} is not a relative import`).toBe(true);
      expect(
        relative(engine, resolve(dirname(file), specifier)).startsWith('..'),
        `${specifier} leaves src-engine`,
      ).toBe(false);
    }
  });
  it.each(sources.map((s) => [relative(engine, s), s]))('%s uses no clock and no randomness', (_, file) => {
    const text = readFileSync(file, 'utf8');
    expect(text).not.toMatch(/Math\.random|Date\.now|new Date\(|performance\.now|process\./);
  });
});
