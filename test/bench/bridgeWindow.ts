import type { Browser } from 'playwright-core';
import { bundleForBrowser, serveBenchPages } from './browserBundle';
import type { RoundTripOptions, RoundTripPair } from './roundTrips';
import type { RunBench, WindowBenchResult } from './windowPair.entry';

export interface BridgeWindowReport extends WindowBenchResult {
  /**
   * ours / penpal in round trips per second, above 1 when ours is faster: the median over the ABBA blocks
   * of each block's ratio. The two rounds of each side in a block ran back to back, under the same load;
   * on a shared machine whose speed drifts during a run (rounds range 18,000–39,000/s), a ratio within a
   * block cancels the drift, where a ratio of each side's median round compares rounds run at other times.
   */
  ratioOursToPenpal: { sequential: number; concurrent: number };
  /** Each side's median round compared, as before the paired ratio: shown beside it, not used. */
  ratioOfMedianRounds: { sequential: number; concurrent: number };
  /** Each ABBA block's ratio, in the order the blocks ran. */
  blockRatios: { sequential: number; concurrent: number }[];
}

const BLOCK = 4;

function blockRatios(rounds: WindowBenchResult['rounds']): BridgeWindowReport['blockRatios'] {
  const blocks: BridgeWindowReport['blockRatios'] = [];
  for (let start = 0; start + BLOCK <= rounds.length; start += BLOCK) {
    const block = rounds.slice(start, start + BLOCK);
    const total = (impl: 'ours' | 'penpal', key: keyof RoundTripPair) =>
      block.filter((round) => round.impl === impl).reduce((sum, round) => sum + round[key].roundTripsPerSecond, 0);
    const ratio = (key: keyof RoundTripPair) => Math.round((total('ours', key) / total('penpal', key)) * 100) / 100;
    blocks.push({ sequential: ratio('sequential'), concurrent: ratio('concurrent') });
  }
  return blocks;
}

function medianOf(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return sorted.length % 2 ? sorted[Math.floor(middle)]! : Math.round(((sorted[middle - 1]! + sorted[middle]!) / 2) * 100) / 100;
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
    const blocks = blockRatios(result.rounds);
    return {
      ...result,
      ratioOursToPenpal: {
        sequential: medianOf(blocks.map((block) => block.sequential)),
        concurrent: medianOf(blocks.map((block) => block.concurrent)),
      },
      ratioOfMedianRounds: { sequential: ratio('sequential'), concurrent: ratio('concurrent') },
      blockRatios: blocks,
    };
  } finally {
    await context.close();
  }
}
