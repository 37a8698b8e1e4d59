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
    testTimeout: 900_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
