import { loadavg } from 'node:os';
import { it } from 'vitest';
import { benchChromiumPath, launchChromium } from '../support/browser';
import { startConsoleServer } from '../support/consoleServer';
import { buildModelMatch, measureModelMatch, modelMatchRows } from './modelMatch';

/**
 * The model-match bench alone (`npx vitest run --config test/bench/vitest.bench.config.ts test/bench/modelMatch.bench-driver.ts`,
 * after the production build): 3,000 × 3,000 indexed beside every pair in Node, in the worker in Chromium,
 * and precision and recall on the real names, the outsider's squeezed spellings included. Prints its rows
 * with the load average and writes nothing. Never asserts on speed.
 */
it('measures the auto-match of phone models: speed, and quality on the real names', async () => {
  const bundle = await buildModelMatch();
  const server = await startConsoleServer({ bundle: 'production', benchChunks: true });
  const browser = await launchChromium(benchChromiumPath());
  try {
    const before = loadavg()[0]!.toFixed(2);
    const rows = modelMatchRows(await measureModelMatch(browser, server, bundle));
    rows.unshift([`Auto-match: load average ${before} -> ${loadavg()[0]!.toFixed(2)} while it ran`, '']);
    const width = Math.max(...rows.map(([label]) => label.length));
    process.stdout.write(`\n${rows.map(([label, value]) => `  ${label.padEnd(width)}  ${value}`).join('\n')}\n\n`);
  } finally {
    await browser.close();
    await server.close();
  }
});
