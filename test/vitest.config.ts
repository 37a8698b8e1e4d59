import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** What rspack's DefinePlugin sets in the dev server and the QA build, for the code under test. */
const setupFiles = ['test/support/buildDefines.ts'];

export default defineConfig({
  test: {
    root: repoRoot,
    projects: [
      {
        test: {
          root: repoRoot,
          name: 'unit',
          setupFiles,
          // A file that needs a DOM says so on its first line: `// @vitest-environment happy-dom`.
          environment: 'node',
          include: ['test/unit/**/*.test.{ts,tsx}'],
        },
      },
      {
        test: {
          root: repoRoot,
          name: 'e2e',
          setupFiles,
          environment: 'node',
          include: ['test/e2e/**/*.e2e.ts'],
          globalSetup: ['test/e2e/globalSetup.ts'],
          testTimeout: 60_000,
          // A loaded CI machine is slower than one second to re-render; polls wait as long as locators.
          expect: { poll: { timeout: 10_000 } },
          hookTimeout: 60_000,
          // One Chromium per file. A file spends most of its time waiting (for the page to render, the dev API's
          // simulated latencies, polls), not computing: on two cores, two files at once left the CPU idle much
          // of the run; four keep it busy. E2E_WORKERS sets another number (a machine shared with others).
          maxWorkers: Number(process.env.E2E_WORKERS ?? 4),
          fileParallelism: true,
          // Each file starts its own server, dev API and Chromium (test/e2e/fixtures.ts) and mocks no module, so
          // the files of one worker can share its modules: Playwright and the dev API load once per worker, not
          // once per file.
          isolate: false,
        },
      },
    ],
  },
});
