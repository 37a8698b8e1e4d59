import { it } from 'vitest';
import { benchChromiumPath, launchChromium } from '../support/browser';
import { startConsoleServer } from '../support/consoleServer';
import { buildPsdImport, measurePsdImport, psdImportRows } from './psdImport';

/**
 * The PSD bench alone (`npx vitest run --config test/bench/vitest.bench.config.ts test/bench/psdImport.bench-driver.ts`,
 * after the production build): prints its rows and writes nothing. Never asserts on speed.
 */
it('measures the PSD import beside ag-psd on the page', async () => {
  const bundle = await buildPsdImport();
  const server = await startConsoleServer({ bundle: 'production' });
  const browser = await launchChromium(benchChromiumPath());
  try {
    const rows = psdImportRows(await measurePsdImport(browser, server.url, bundle));
    const width = Math.max(...rows.map(([label]) => label.length));
    process.stdout.write(`\n${rows.map(([label, value]) => `  ${label.padEnd(width)}  ${value}`).join('\n')}\n\n`);
  } finally {
    await browser.close();
    await server.close();
  }
});
