import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** `npm run bench`: one driver file that measures and writes test/bench/results.json. */
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('../..', import.meta.url)),
    include: ['test/bench/run.bench-driver.ts'],
    environment: 'node',
    testTimeout: 900_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
