/**
 * The layers' boundaries, as docs/architecture.md draws them: the renderer sees the service only
 * through the contract (and its own files); the contract runs nothing of the service, the store or
 * Electron (it may name the registry's types, to derive the commands' types from it); the store
 * names the contract's types but runs none of it, so no catalogue chooses its language.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const folder = (name: string) => join(root, name);
const sources = (name: string, extensions: readonly string[]) =>
  (readdirSync(folder(name), { recursive: true }) as string[])
    .filter((f) => extensions.some((e) => f.endsWith(e)))
    .map((f) => join(folder(name), f));

/** Every import of a file: its specifier, and whether it brings types only. */
const IMPORT = /(import|export)(\s+type)?\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
function importsOf(file: string): Array<{ specifier: string; typesOnly: boolean; target: string | null }> {
  return [...readFileSync(file, 'utf8').matchAll(IMPORT)].map((m) => {
    const specifier = m[3] ?? m[4] ?? '';
    return {
      specifier,
      typesOnly: m[2] !== undefined,
      target: specifier.startsWith('.') ? relative(root, resolve(dirname(file), specifier)) : null,
    };
  });
}

const renderer = sources('src-renderer', ['.ts', '.svelte']);
const contract = sources('src-main/contract', ['.ts']);
const store = sources('src-main/store', ['.ts']);

describe('the renderer', () => {
  it('has sources', () => expect(renderer.length).toBeGreaterThan(30));

  it.each(renderer.map((f) => [relative(root, f), f]))('%s imports only the contract and its own files', (_, file) => {
    for (const { specifier, target } of importsOf(file)) {
      if (target === null) {
        expect(specifier, `${specifier}: Electron is the main process's`).not.toMatch(/^electron|^node:/);
        continue;
      }
      const allowed = target.startsWith('src-renderer') || target.startsWith(join('src-main', 'contract'));
      expect(allowed, `${specifier} reaches past the contract`).toBe(true);
    }
  });
});

describe('the contract', () => {
  it.each(contract.map((f) => [relative(root, f), f]))(
    '%s runs nothing of the service, the store or Electron',
    (_, file) => {
      for (const { specifier, typesOnly, target } of importsOf(file)) {
        if (target === null) {
          expect(['zod'].includes(specifier) || typesOnly, `${specifier} is a package the renderer would load`).toBe(
            true,
          );
          continue;
        }
        const inContract = target.startsWith(join('src-main', 'contract'));
        const engine = target.startsWith('src-engine');
        expect(inContract || engine || typesOnly, `${specifier} is runtime code outside the contract`).toBe(true);
      }
    },
  );
});

describe('the store', () => {
  it.each(store.map((f) => [relative(root, f), f]))(
    '%s chooses no language: of the contract, types only, and never a catalogue',
    (_, file) => {
      for (const { specifier, typesOnly, target } of importsOf(file)) {
        if (target === null || !target.startsWith(join('src-main', 'contract'))) continue;
        expect(typesOnly, `${specifier} runs the contract's code`).toBe(true);
        expect(target.startsWith(join('src-main', 'contract', 'i18n')), `${specifier} is a catalogue`).toBe(false);
      }
    },
  );
});
