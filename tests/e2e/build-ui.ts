/** Vitest global setup for the end-to-end tests: the UI is built once, as `npm run build:ui` does. */
import { build } from 'vite';

export default async function setup(): Promise<void> {
  await build({ configFile: new URL('../../src-renderer/vite.config.ts', import.meta.url).pathname, logLevel: 'warn' });
}
