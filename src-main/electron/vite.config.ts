import { builtinModules } from 'node:module';
import { defineConfig } from 'vite';
import packageJson from '../../package.json' with { type: 'json' };

// The main process as an ES module, the preload as one CommonJS file (a sandboxed preload can
// load nothing but `electron`). Dependencies stay in node_modules, packaged by electron-builder.
const external = [
  'electron',
  ...Object.keys(packageJson.dependencies),
  ...builtinModules,
  ...builtinModules.map((m) => `node:${m}`),
];

export default defineConfig(({ mode }) => ({
  build: {
    outDir: new URL('../../dist/electron', import.meta.url).pathname,
    emptyOutDir: mode === 'main',
    target: 'node22',
    minify: false,
    lib:
      mode === 'preload'
        ? { entry: new URL('./preload.ts', import.meta.url).pathname, formats: ['cjs'], fileName: () => 'preload.cjs' }
        : { entry: new URL('./main.ts', import.meta.url).pathname, formats: ['es'], fileName: () => 'main.js' },
    rollupOptions: {
      external: (id: string) => external.some((name) => id === name || id.startsWith(`${name}/`)),
    },
  },
}));
