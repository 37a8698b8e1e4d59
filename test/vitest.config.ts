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
          // One Chromium per file; two cores, so no more than two files at once.
          maxWorkers: 2,
          fileParallelism: true,
        },
      },
    ],
  },
});
