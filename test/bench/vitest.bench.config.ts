import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * `npm run bench`: run.bench-driver.ts measures everything and writes test/bench/results.json. A section's
 * own driver (psdImport.bench-driver.ts) runs when named on the command line.
 */
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('../..', import.meta.url)),
    include: ['test/bench/*.bench-driver.ts'],
    environment: 'node',
    // About 10 minutes on an idle 2-core machine; at a load average of 20 the whole run took over 15.
    testTimeout: 1_800_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
