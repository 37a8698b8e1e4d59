import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * `npm run bench`: run.bench-driver.ts measures every part (BENCH_PARTS=a,b: those alone) and writes test/bench/results.json. A section's
 * own driver (psdImport.bench-driver.ts) runs when named on the command line.
 */
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('../..', import.meta.url)),
    include: ['test/bench/*.bench-driver.ts'],
    environment: 'node',
    // The dev API the console server runs reads __DEV_TOOLS__ as the dev server's build defines it.
    setupFiles: ['test/support/buildDefines.ts'],
    // A whole run is held to 10 minutes on this 2-core machine; a loaded one once took 23.
    testTimeout: 1_800_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
