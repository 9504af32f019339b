import { svelte } from '@sveltejs/vite-plugin-svelte';
import { defineConfig } from 'vite';

// The UI is served under the launch's secret (/TOKEN/), so every asset is addressed relatively.
export default defineConfig({
  root: import.meta.dirname,
  base: './',
  plugins: [svelte()],
  // JSON as the value it holds, never a module with an export for each key: the table of
  // look-alike letters (unhomoglyph's 6,311 keys) was a getter each, made and copied as the page
  // loaded; now one JSON.parse.
  json: { namedExports: false },
  build: { outDir: '../dist/renderer', emptyOutDir: true, target: 'es2022' },
});
