import { readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** What rspack's DefinePlugin sets in the dev server and the QA build, for the code under test. */
const setupFiles = ['test/support/buildDefines.ts'];

/**
 * Unit tests that start the tools a print shop would open the files with (unzip, Python's zipfile,
 * tiffinfo, poppler, qpdf, zbarimg) or git: a process each, whose start alone can pass the default 5 s on a loaded machine.
 */
const TOOL_TESTS = [
  'test/unit/lib/bulkDownload/runner.test.ts',
  'test/unit/lib/bulkDownload/storedZip.test.ts',
  'test/unit/lib/bulkDownload/tiff.test.ts',
  'test/unit/lint/stylesheets.test.ts',
  'test/unit/sheets/manifest.test.ts',
  'test/unit/sheets/sheetPdf.test.ts',
  'test/unit/sheets/slotmapPdf.test.ts',
];

/**
 * Unit tests that need a file of their own: a DOM (`// @vitest-environment happy-dom` on the first line), whose
 * window, cookies and address one file would otherwise leave to the next; or a module replaced (`vi.mock`),
 * which takes only where the module is imported afresh. Found by reading each file, so a new one is never left
 * out; they are the `unit-isolated` project, every other unit test the `unit` project.
 */
function testsNeedingIsolation(): string[] {
  const files = readdirSync(join(repoRoot, 'test/unit'), { recursive: true, encoding: 'utf8' }).filter((name) => /\.test\.tsx?$/.test(name));
  return files
    .filter((name) => {
      const code = readFileSync(join(repoRoot, 'test/unit', name), 'utf8');
      return /^\/\/ @vitest-environment (?!node\b)/.test(code) || /\bvi\s*\.\s*(mock|doMock)\s*\(/.test(code);
    })
    .map((name) => `test/unit/${name.split(sep).join('/')}`)
    .filter((path) => !TOOL_TESTS.includes(path));
}
const ISOLATED_TESTS = testsNeedingIsolation();

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
          // Vitest's default leaves one of two cores to itself, and its main process idles: on two cores,
          // two workers took the unit run from 171 s to 120 s.
          maxWorkers: 2,
          // A ceiling, not a wait: with two suites on the same two cores (load 14–15), a test that takes 0.3 s
          // alone (a seeded font fetched in happy-dom, a 3 MB upload written as base64) passed vitest's 5 s.
          testTimeout: 30_000,
          hookTimeout: 30_000,
          include: ['test/unit/**/*.test.{ts,tsx}'],
          exclude: [...TOOL_TESTS, ...ISOLATED_TESTS],
          // A worker imports the code once for all the files it runs, not again for each file: on two cores the
          // re-imports were about a third of the unit run's CPU (213 against 131 CPU-seconds, 2026-11-27). These
          // files leave nothing behind in a module (each takes back the globals it stubs and its fake timers);
          // those with a DOM or a replaced module are in `unit-isolated`.
          isolate: false,
        },
      },
      {
        test: {
          root: repoRoot,
          name: 'unit-isolated',
          setupFiles,
          environment: 'node',
          include: ISOLATED_TESTS,
          testTimeout: 30_000,
          hookTimeout: 30_000,
          // As the unit project's: vitest runs the projects together only with the same worker count.
          maxWorkers: 2,
        },
      },
      {
        test: {
          root: repoRoot,
          name: 'unit-tools',
          setupFiles,
          environment: 'node',
          include: TOOL_TESTS,
          testTimeout: 90_000,
          // As the unit project's: vitest runs the two projects together only with the same worker count.
          maxWorkers: 2,
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
          expect: { poll: { timeout: 20_000 } },
          hookTimeout: 60_000,
          // One Chromium per worker (fixtures.ts). Three files at once on two cores: a test mostly waits (for a
          // page to load, a reply, a transition), and with two the whole run kept the cores about a third busy
          // (8 min of CPU in 13.5 min of e2e on a fresh clone); a third file fills that waiting.
          maxWorkers: 3,
          fileParallelism: true,
          // Each file starts its own server, and each test gets the worker's kept page reset to nothing of
          // another test's (fixtures.ts, keptPage.ts), so nothing a test sees lives in a module; a fresh process
          // per file would only import playwright-core, the dev API and the contracts again, about 2 s of a
          // loaded core per file, and close the page the next file takes over.
          isolate: false,
        },
      },
    ],
  },
});
