import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { defineConfig } from 'vitest/config';

// A test that forgets to give the directory of players a folder of its own must still never
// write in the real data folder of the machine: the default folder points into a temporary one.
// (One folder a user, not one a run: nothing is meant to be written there.)
process.env.SCLASSIC_DATA_DIR ??= join(tmpdir(), `sclassic-test-data-${userInfo().username}`);
// The processes the tests start (a service as another user, the command line, browser mode) load
// the same modules hundreds of times: Node keeps their compiled code on disk for the next ones
// (0.64 s to start a service, 0.37 s so), in the project's own folder: what is there runs, so it
// is never in a folder every user may write in.
process.env.NODE_COMPILE_CACHE ??= join(import.meta.dirname, 'node_modules', '.cache', 'compiled-code');

/** The node tests (not the renderer's, not the browser's) that replace a module with `vi.mock`, found by reading them. */
const MOCKS_MODULES = readdirSync('tests', { recursive: true, encoding: 'utf8' })
  .map((name) => join('tests', name).replaceAll('\\', '/'))
  .filter((path) => path.endsWith('.test.ts') && !/^tests\/(renderer|e2e)\//.test(path))
  .filter((path) => /\bvi\.(do)?[mM]ock\(/.test(readFileSync(path, 'utf8')));

export default defineConfig({
  test: {
    // Every core: vitest's default leaves one free, which on these 2-core machines runs the
    // whole suite on a single worker.
    maxWorkers: '100%',
    projects: [
      {
        // One worker runs many files, its modules loaded once: each test makes its own service,
        // files and folders, so nothing of one file is left for the next.
        test: {
          name: 'node',
          include: ['tests/**/*.test.ts'],
          exclude: ['tests/renderer/**', 'tests/e2e/**', ...MOCKS_MODULES],
          environment: 'node',
          isolate: false,
          // The export tests read a page back in Chromium.
          globalSetup: ['tests/support/chromium-run.ts'],
        },
      },
      {
        // Files that replace a module (`vi.mock`): each in a worker of its own, so the module is
        // theirs from its first import and nobody else's.
        test: { name: 'node-mocks', include: MOCKS_MODULES, environment: 'node' },
      },
      {
        // The real UI in the Chromium npm installs, against browser mode, the UI built first. The
        // files share a worker and its modules (Playwright, the Chromium unpacked once), each file
        // still with its own browser, server and files: the project ran in 90 s, 99 s with a worker
        // of its own for each file.
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          globalSetup: ['tests/support/chromium-run.ts', 'tests/e2e/build-ui.ts'],
          testTimeout: 300_000,
          hookTimeout: 120_000,
          // A real browser against a real server on two cores shared with the other tests: a
          // screen's next state may take seconds to come, where one second is the default wait.
          expect: { poll: { timeout: 10_000 } },
        },
      },
      {
        // Svelte components in a DOM, as the browser runs them. In VM contexts (vitest's vmThreads,
        // as it advises for jsdom), each file still with modules of its own: the 22 files took 38 s
        // on 2 cores with jsdom set up the usual way, 14 to 17 s so.
        plugins: [svelte()],
        resolve: { conditions: ['browser'] },
        test: { name: 'renderer', include: ['tests/renderer/**/*.test.ts'], environment: 'jsdom', pool: 'vmThreads' },
      },
    ],
  },
});
