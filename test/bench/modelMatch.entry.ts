/**
 * The page side of the auto-match benchmark (modelMatch.ts): the indexed match of 3,000 × 3,000 models in
 * the console's worker, and the same on the page's thread, each with a heartbeat on the page that reports
 * its longest pause.
 */
import { matchModels } from '../../src/lib/modelMatch/match';
import { matchInWorker } from '../../src/lib/modelMatch/matchClient';
import type { FactoryModel, ProductModel } from '../../src/lib/modelMatch/types';
import { heartbeat } from './heartbeat';

export interface MatchRun {
  ms: number;
  longestPauseMs: number;
  proposals: number;
  progressMessages: number;
}

export interface ModelMatchBench {
  inWorker(products: ProductModel[], factory: FactoryModel[]): Promise<MatchRun>;
  onPageThread(products: ProductModel[], factory: FactoryModel[]): Promise<MatchRun>;
  /** The heartbeat alone for as long: the longest pause of an idle page on this machine, for scale. */
  idle(ms: number): Promise<number>;
}

const nextFrame = () => new Promise((resolve) => setTimeout(resolve, 0));

const bench: ModelMatchBench = {
  async inWorker(products, factory) {
    const stop = heartbeat();
    let progressMessages = 0;
    const started = performance.now();
    const result = await matchInWorker(products, factory, {}, () => progressMessages++);
    const ms = performance.now() - started;
    return { ms, longestPauseMs: stop(), proposals: result.proposals.length, progressMessages };
  },
  async onPageThread(products, factory) {
    const stop = heartbeat();
    // Let the heartbeat start before the thread is taken.
    await nextFrame();
    let progressMessages = 0;
    const started = performance.now();
    const result = matchModels(products, factory, { onProgress: () => progressMessages++ });
    const ms = performance.now() - started;
    await nextFrame();
    return { ms, longestPauseMs: stop(), proposals: result.proposals.length, progressMessages };
  },
  async idle(ms) {
    const stop = heartbeat();
    await new Promise((resolve) => setTimeout(resolve, ms));
    return stop();
  },
};

(window as unknown as { modelMatchBench: ModelMatchBench }).modelMatchBench = bench;
