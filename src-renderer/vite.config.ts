import { svelte } from '@sveltejs/vite-plugin-svelte';
import { defineConfig } from 'vite';

// The UI is served under the launch's secret (/TOKEN/), so every asset is addressed relatively.
export default defineConfig({
  root: import.meta.dirname,
  base: './',
  plugins: [svelte()],
  build: { outDir: '../dist/renderer', emptyOutDir: true, target: 'es2022' },
});
