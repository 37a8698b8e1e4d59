import { it } from 'vitest';
import { benchChromiumPath, launchChromium } from '../support/browser';
import { startConsoleServer } from '../support/consoleServer';
import { measurePsdDesignerImport, psdDesignerImportRows } from './psdDesignerImport';
import { buildPsdImport, measurePsdImport, psdImportRows } from './psdImport';

/**
 * The PSD benches alone (`npx vitest run --config test/bench/vitest.bench.config.ts test/bench/psdImport.bench-driver.ts`,
 * after the production build): the import beside ag-psd, and a 100-layer import into the production
 * designer. Prints their rows and writes nothing. Never asserts on speed.
 */
it('measures the PSD import beside ag-psd on the page, and into the designer', async () => {
  const bundle = await buildPsdImport();
  const server = await startConsoleServer({ bundle: 'production', benchChunks: true });
  const browser = await launchChromium(benchChromiumPath());
  try {
    const rows = [...psdImportRows(await measurePsdImport(browser, server, bundle)), ...psdDesignerImportRows(await measurePsdDesignerImport(browser, server))];
    const width = Math.max(...rows.map(([label]) => label.length));
    process.stdout.write(`\n${rows.map(([label, value]) => `  ${label.padEnd(width)}  ${value}`).join('\n')}\n\n`);
  } finally {
    await browser.close();
    await server.close();
  }
});
