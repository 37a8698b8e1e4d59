import type { Browser } from 'playwright-core';
import { bundleForBrowser, serveBenchPages } from './browserBundle';
import type { RoundTripOptions, RoundTripPair } from './roundTrips';
import type { RunBench, WindowBenchResult } from './windowPair.entry';

export interface BridgeWindowReport extends WindowBenchResult {
  /** ours / penpal in round trips per second: above 1 means ours is faster. */
  ratioOursToPenpal: { sequential: number; concurrent: number };
}

/** Bundles test/bench/windowPair.entry.ts for the browser into dist-bench/windowPair.js. */
export function buildWindowPair(): Promise<string> {
  return bundleForBrowser('windowPair', './test/bench/windowPair.entry.ts');
}

/**
 * A parent page and a same-origin iframe on the console server's origin (trusted as
 * http://127.0.0.1:*), served from memory with page.route; the parent's runBench() does the work.
 */
export async function measureBridgeWindow(browser: Browser, baseUrl: string, bundlePath: string, options: RoundTripOptions): Promise<BridgeWindowReport> {
  const context = await browser.newContext();
  try {
    const tab = await context.newPage();
    await serveBenchPages(tab, baseUrl, bundlePath, { '/bench/parent.html': 'bench parent', '/bench/frame.html': 'bench frame' });
    const errors: string[] = [];
    tab.on('pageerror', (error) => errors.push(error.message));
    await tab.goto(`${baseUrl}/bench/parent.html`);
    await tab.waitForFunction(() => typeof (window as unknown as { runBench?: unknown }).runBench === 'function');
    const result: WindowBenchResult = await tab.evaluate(
      (opts) => (window as unknown as { runBench: RunBench }).runBench(opts),
      options,
    );
    if (errors.length) throw new Error(`page errors during the window benchmark: ${errors.join('; ')}`);
    const ratio = (key: keyof RoundTripPair) =>
      Math.round((result.ours[key].roundTripsPerSecond / result.penpal[key].roundTripsPerSecond) * 100) / 100;
    return { ...result, ratioOursToPenpal: { sequential: ratio('sequential'), concurrent: ratio('concurrent') } };
  } finally {
    await context.close();
  }
}
