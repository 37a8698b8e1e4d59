import type { Browser } from 'playwright-core';
import { bundleForBrowser, serveBenchPages } from './browserBundle';
import type { RoundTripOptions, RoundTripPair } from './roundTrips';
import type { RunBench, WindowBenchResult } from './windowPair.entry';
import { BLOCK, type Implementation } from './windowPair.rounds';

type Ratios = { sequential: number; concurrent: number };
/** What ours is compared with: penpal, and the bare MessagePort under both. */
type Baseline = Exclude<Implementation, 'ours'>;

/**
 * The goals, each against the baseline it can be met against: one call at a time, at least 90 % of the bare
 * MessagePort's pace (penpal itself runs at about the port's pace, so no bridge can be much faster than
 * it); 100 calls in flight, at least 6 times penpal's pace (penpal answers each call on its own).
 */
export const BRIDGE_WINDOW_GOALS = { sequentialOfPort: 0.9, concurrentOfPenpal: 6 } as const;

export interface BridgeWindowReport extends WindowBenchResult {
  /**
   * ours / each baseline in round trips per second, above 1 when ours is faster: the median over the
   * blocks of each block's ratio. The rounds of each side in a block ran close together, under the same
   * load; on a shared machine whose speed drifts during a run (rounds range 18,000–39,000/s), a ratio
   * within a block cancels the drift, where a ratio of each side's median round compares rounds run at
   * other times.
   */
  ratioOursTo: Record<Baseline, Ratios>;
  /** Each side's median round compared, as before the paired ratio: shown beside it, not used. */
  ratioOfMedianRounds: Record<Baseline, Ratios>;
  /** Each block's ratios, in the order the blocks ran. */
  blockRatios: Record<Baseline, Ratios>[];
  goals: { sequentialOfPort: boolean; concurrentOfPenpal: boolean };
}

const round2 = (n: number) => Math.round(n * 100) / 100;

function blockRatios(rounds: WindowBenchResult['rounds']): BridgeWindowReport['blockRatios'] {
  const blocks: BridgeWindowReport['blockRatios'] = [];
  for (let start = 0; start + BLOCK.length <= rounds.length; start += BLOCK.length) {
    const block = rounds.slice(start, start + BLOCK.length);
    const total = (impl: Implementation, key: keyof RoundTripPair) =>
      block.filter((round) => round.impl === impl).reduce((sum, round) => sum + round[key].roundTripsPerSecond, 0);
    const ratios = (baseline: Baseline): Ratios => ({
      sequential: round2(total('ours', 'sequential') / total(baseline, 'sequential')),
      concurrent: round2(total('ours', 'concurrent') / total(baseline, 'concurrent')),
    });
    blocks.push({ penpal: ratios('penpal'), port: ratios('port') });
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
    const ofMedians = (baseline: Baseline): Ratios => ({
      sequential: round2(result.ours.sequential.roundTripsPerSecond / result[baseline].sequential.roundTripsPerSecond),
      concurrent: round2(result.ours.concurrent.roundTripsPerSecond / result[baseline].concurrent.roundTripsPerSecond),
    });
    const blocks = blockRatios(result.rounds);
    const paired = (baseline: Baseline): Ratios => ({
      sequential: medianOf(blocks.map((block) => block[baseline].sequential)),
      concurrent: medianOf(blocks.map((block) => block[baseline].concurrent)),
    });
    const ratioOursTo = { penpal: paired('penpal'), port: paired('port') };
    return {
      ...result,
      ratioOursTo,
      ratioOfMedianRounds: { penpal: ofMedians('penpal'), port: ofMedians('port') },
      blockRatios: blocks,
      goals: {
        sequentialOfPort: ratioOursTo.port.sequential >= BRIDGE_WINDOW_GOALS.sequentialOfPort,
        concurrentOfPenpal: ratioOursTo.penpal.concurrent >= BRIDGE_WINDOW_GOALS.concurrentOfPenpal,
      },
    };
  } finally {
    await context.close();
  }
}

/** The lines run.ts prints: each side's pace, then each goal against its baseline, met or not. */
export function bridgeWindowRows(w: BridgeWindowReport, s: RoundTripOptions): [string, string][] {
  const rate = (n: number) => `${n.toLocaleString('en-US')}/s`;
  const paces = (key: keyof RoundTripPair) => `${rate(w.ours[key].roundTripsPerSecond)} | ${rate(w.penpal[key].roundTripsPerSecond)} | ${rate(w.port[key].roundTripsPerSecond)}`;
  const ratios = (key: keyof RoundTripPair) =>
    `ours ÷ penpal x${w.ratioOursTo.penpal[key]}, ours ÷ port x${w.ratioOursTo.port[key]} paired by block (x${w.ratioOfMedianRounds.penpal[key]}, x${w.ratioOfMedianRounds.port[key]} of the median rounds)`;
  const verdict = (met: boolean) => (met ? 'met' : 'MISSED');
  return [
    ['Window pair, sequential: ours | penpal | bare MessagePort', `${paces('sequential')}  (${ratios('sequential')})`],
    [`Window pair, ${s.batchSize} in flight: ours | penpal | bare MessagePort`, `${paces('concurrent')}  (${ratios('concurrent')})`],
    [
      'Window pair, goals',
      `sequential ≥ ${BRIDGE_WINDOW_GOALS.sequentialOfPort * 100} % of the bare MessagePort: x${w.ratioOursTo.port.sequential}, ${verdict(w.goals.sequentialOfPort)}; ` +
        `${s.batchSize} in flight ≥ x${BRIDGE_WINDOW_GOALS.concurrentOfPenpal} penpal: x${w.ratioOursTo.penpal.concurrent}, ${verdict(w.goals.concurrentOfPenpal)}`,
    ],
  ];
}
