import { loadavg } from 'node:os';
import { it } from 'vitest';
import { benchChromiumPath, launchChromium } from '../support/browser';
import { startConsoleServer } from '../support/consoleServer';
import { designerHeavyRows, measureDesignerHeavy } from './designerHeavy';
import { measurePsdDesignerFiles, psdDesignerFilesRows } from './psdDesignerFiles';
import { measureStrokeDesigner, strokeDesignerRows } from './strokeDesigner';

/**
 * The designer's speed goals alone, in the production console (`npx vitest run --config
 * test/bench/vitest.bench.config.ts test/bench/designer.bench-driver.ts`, after `npm run build`): the
 * 200-layer template (open, drag, undo), the stroke slider on a 2000² sticker, and every test PSD picked
 * in the designer. BENCH_DESIGNER_PARTS=heavy,stroke,psd runs only those named. Prints each part's rows
 * with the 1-minute load average before and after it, and writes nothing. Never asserts on speed.
 */
const PARTS = {
  heavy: async (browser, server) => designerHeavyRows(await measureDesignerHeavy(browser, server)),
  stroke: async (browser, server) => strokeDesignerRows(await measureStrokeDesigner(browser, server)),
  psd: async (browser, server) => psdDesignerFilesRows(await measurePsdDesignerFiles(browser, server)),
} satisfies Record<string, (browser: Awaited<ReturnType<typeof launchChromium>>, server: Awaited<ReturnType<typeof startConsoleServer>>) => Promise<[string, string][]>>;

it('measures the designer against its speed goals in the production console', async () => {
  const wanted = process.env.BENCH_DESIGNER_PARTS?.split(',') ?? Object.keys(PARTS);
  const server = await startConsoleServer({ bundle: 'production', benchChunks: true });
  const browser = await launchChromium(benchChromiumPath());
  try {
    const load = () => Math.round(loadavg()[0] * 100) / 100;
    for (const [part, measure] of Object.entries(PARTS)) {
      if (!wanted.includes(part)) continue;
      const before = load();
      const rows = await measure(browser, server);
      rows.unshift([`${part}: load average ${before} -> ${load()} while it ran`, '']);
      const width = Math.max(...rows.map(([label]) => label.length));
      process.stdout.write(`\n${rows.map(([label, value]) => `  ${label.padEnd(width)}  ${value}`).join('\n')}\n\n`);
    }
  } finally {
    await browser.close();
    await server.close();
  }
});
