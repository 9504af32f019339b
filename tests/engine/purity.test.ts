/**
 * The engine is pure: it imports nothing outside src-engine, and no Node or Electron module; the
 * one package it may import is Unicode's confusables table (look-alike.ts), itself checked to
 * be data and code that import nothing but its own files.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const engine = fileURLToPath(new URL('../../src-engine', import.meta.url));
const sources = (readdirSync(engine, { recursive: true }) as string[])
  .filter((f) => f.endsWith('.ts'))
  .map((f) => join(engine, f));
const IMPORT = /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
/** Packages the engine may import: pure data and code, checked below. */
const PURE_PACKAGES = ['unhomoglyph'];
const packageFolder = (name: string) => fileURLToPath(new URL(`../../node_modules/${name}/`, import.meta.url));

describe('src-engine', () => {
  it('has sources', () => {
    expect(sources.length).toBeGreaterThan(10);
  });
  it.each(sources.map((s) => [relative(engine, s), s]))('%s imports only engine files', (_, file) => {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2] ?? '';
      if (PURE_PACKAGES.includes(specifier)) continue;
      expect(specifier.startsWith('.'), `${specifier} is not a relative import`).toBe(true);
      expect(
        relative(engine, resolve(dirname(file), specifier)).startsWith('..'),
        `${specifier} leaves src-engine`,
      ).toBe(false);
    }
  });
  it.each(PURE_PACKAGES)('may import %s, whose code requires nothing but its own files', (name) => {
    const folder = packageFolder(name);
    const code = (readdirSync(folder, { recursive: true }) as string[]).filter((f) => /\.(c|m)?js$/.test(f));
    expect(code.length).toBeGreaterThan(0);
    for (const file of code) {
      const text = readFileSync(join(folder, file), 'utf8');
      for (const [, target] of text.matchAll(/(?:require\(|from\s+|import\()\s*['"]([^'"]+)['"]/g))
        expect(target?.startsWith('./'), `${name}/${file} loads ${target}`).toBe(true);
      expect(text).not.toMatch(/process\.|Math\.random|Date\.now|new Date\(/);
    }
  });
  it.each(sources.map((s) => [relative(engine, s), s]))('%s uses no clock and no randomness', (_, file) => {
    const text = readFileSync(file, 'utf8');
    expect(text).not.toMatch(/Math\.random|Date\.now|new Date\(|performance\.now|process\./);
  });
});
