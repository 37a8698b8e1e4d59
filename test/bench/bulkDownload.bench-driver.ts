import { it } from 'vitest';
import { benchChromiumPath, launchChromium } from '../support/browser';
import { startConsoleServer } from '../support/consoleServer';
import { buildBulkDownload, bulkDownloadRows, measureBulkDownload } from './bulkDownload';

/**
 * The bulk download bench alone (`npx vitest run --config test/bench/vitest.bench.config.ts test/bench/bulkDownload.bench-driver.ts`,
 * after the production build; BENCH_BULK_PROFILE=1 adds a CPU profile of a flow run): prints its rows and
 * writes nothing. Never asserts on speed.
 */
it('measures 下载定制图 to the disk beside the raw files', async () => {
  const bundle = await buildBulkDownload();
  const server = await startConsoleServer({ bundle: 'production', benchChunks: true });
  const browser = await launchChromium(benchChromiumPath());
  try {
    const rows = bulkDownloadRows(await measureBulkDownload(browser, server, bundle));
    const width = Math.max(...rows.map(([label]) => label.length));
    process.stdout.write(`\n${rows.map(([label, value]) => `  ${label.padEnd(width)}  ${value}`).join('\n')}\n\n`);
  } finally {
    await browser.close();
    await server.close();
  }
});
