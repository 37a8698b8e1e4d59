/**
 * The auto-match of 3,000 product models against 3,000 factory models, indexed
 * (matchModels) against the naive every-pair scoring (naiveMatchModels), in Node, with the same result
 * checked (goal ≥ 10× faster); the indexed one in the console's worker in Chromium with the page's longest
 * pause beside the same match on the page's thread; and precision and recall on the real model names
 * (modelMatchQuality.ts). Speed is reported, never asserted.
 */
import { isDeepStrictEqual } from 'node:util';
import type { Browser } from 'playwright-core';
import { matchPrepared, naiveMatchPrepared, prepareSides } from '../../src/lib/modelMatch/match';
import type { MatchResult } from '../../src/lib/modelMatch/types';
import type { ConsoleServer } from '../support/consoleServer';
import { bundleForBrowser, serveBenchPages } from './browserBundle';
import type { MatchRun, ModelMatchBench } from './modelMatch.entry';
import { buildSpeedSets } from './modelMatchData';
import { measureModelMatchQuality, modelMatchQualityRows, type ModelMatchQuality } from './modelMatchQuality';

const SIZE = 3000;
const GOAL_RATIO = 10;
const ROUNDS = 5;

export interface ModelMatchReport {
  products: number;
  factoryModels: number;
  proposals: number;
  heldBack: number;
  /** Reading both sides once (normalise, brand, tokens): the same work for both matchers. */
  prepareMs: number;
  /** The pairing alone, after the preparation. */
  indexedPairingMs: number;
  naivePairingMs: number;
  pairingRatio: number;
  /** Preparation and pairing: what matchModels and naiveMatchModels take. */
  indexedMs: number;
  naiveMs: number;
  ratio: number;
  goalRatio: number;
  sameResult: boolean;
  worker: MatchRun;
  pageThread: MatchRun;
  /** The longest pause of the idle page over as long as the worker's match took: the machine's share. */
  idlePauseMs: number;
  quality: ModelMatchQuality;
}

const median = (values: number[]) => values.slice().sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const round1 = (n: number) => Math.round(n * 10) / 10;

export function buildModelMatch(): Promise<string> {
  return bundleForBrowser('modelMatch', './test/bench/modelMatch.entry.ts');
}

function timed<T>(run: () => T): { ms: number; value: T } {
  const started = performance.now();
  const value = run();
  return { ms: performance.now() - started, value };
}

export async function measureModelMatch(browser: Browser, server: ConsoleServer, bundlePath: string): Promise<ModelMatchReport> {
  const { products, factory } = buildSpeedSets(SIZE);
  // Warm-up: the JIT, for both.
  const warm = prepareSides(products.slice(0, 300), factory);
  matchPrepared(products.slice(0, 300), factory, warm);
  naiveMatchPrepared(products.slice(0, 100), factory, warm);
  const prepareRuns = Array.from({ length: ROUNDS }, () => timed(() => prepareSides(products, factory)));
  const prepared = prepareRuns[0]!.value;
  // Interleaved, so the load of a shared machine weighs on both alike.
  const indexedRuns: { ms: number; value: MatchResult }[] = [];
  const naiveRuns: { ms: number; value: MatchResult }[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (let i = 0; i < 3; i++) indexedRuns.push(timed(() => matchPrepared(products, factory, prepared)));
    naiveRuns.push(timed(() => naiveMatchPrepared(products, factory, prepared)));
  }
  const indexed = indexedRuns[0]!.value;
  const prepareMs = median(prepareRuns.map((r) => r.ms));
  const indexedPairingMs = median(indexedRuns.map((r) => r.ms));
  const naivePairingMs = median(naiveRuns.map((r) => r.ms));

  const context = await browser.newContext();
  try {
    const tab = await context.newPage();
    await serveBenchPages(tab, server.url, bundlePath, { '/bench/model-match.html': 'model match bench' });
    await tab.goto(`${server.url}/bench/model-match.html`);
    await tab.waitForFunction(() => typeof (window as unknown as { modelMatchBench?: unknown }).modelMatchBench === 'object');
    type W = { modelMatchBench: ModelMatchBench };
    const sets = { products, factory };
    // Warm-up: the worker's start.
    await tab.evaluate((s) => (window as unknown as W).modelMatchBench.inWorker(s.products.slice(0, 50), s.factory), sets);
    const workerRuns: MatchRun[] = [];
    for (let i = 0; i < 3; i++) workerRuns.push(await tab.evaluate((s) => (window as unknown as W).modelMatchBench.inWorker(s.products, s.factory), sets));
    const pageThread = await tab.evaluate((s) => (window as unknown as W).modelMatchBench.onPageThread(s.products, s.factory), sets);
    const worker = workerRuns.slice().sort((a, b) => a.ms - b.ms)[1]!;
    const idlePauseMs = await tab.evaluate((ms) => (window as unknown as W).modelMatchBench.idle(ms), Math.round(worker.ms));
    return {
      products: products.length,
      factoryModels: factory.length,
      proposals: indexed.proposals.length,
      heldBack: indexed.heldBack.length,
      prepareMs: round1(prepareMs),
      indexedPairingMs: round1(indexedPairingMs),
      naivePairingMs: round1(naivePairingMs),
      pairingRatio: round1(naivePairingMs / Math.max(0.1, indexedPairingMs)),
      indexedMs: round1(prepareMs + indexedPairingMs),
      naiveMs: round1(prepareMs + naivePairingMs),
      ratio: round1((prepareMs + naivePairingMs) / Math.max(0.1, prepareMs + indexedPairingMs)),
      goalRatio: GOAL_RATIO,
      sameResult: naiveRuns.every((run) => isDeepStrictEqual(indexed, run.value)),
      worker: { ...worker, ms: round1(worker.ms), longestPauseMs: round1(worker.longestPauseMs) },
      pageThread: { ...pageThread, ms: round1(pageThread.ms), longestPauseMs: round1(pageThread.longestPauseMs) },
      idlePauseMs: round1(idlePauseMs),
      quality: measureModelMatchQuality(),
    };
  } finally {
    await context.close();
  }
}

export function modelMatchRows(r: ModelMatchReport): [string, string][] {
  const size = `${r.products.toLocaleString('en-US')} × ${r.factoryModels.toLocaleString('en-US')}`;
  return [
    [
      `Auto-match ${size} models (Node), pairing: indexed | naive every pair`,
      `${r.indexedPairingMs} ms | ${r.naivePairingMs} ms (x${r.pairingRatio}; goal ≥ ${r.goalRatio}: ${r.pairingRatio >= r.goalRatio ? 'within' : 'OVER'}; ` +
        `${r.sameResult ? 'same result' : 'DIFFERENT results'}: ${r.proposals} proposals, ${r.heldBack} held back)`,
    ],
    [
      `Auto-match ${size} models (Node), with reading both sides (${r.prepareMs} ms)`,
      `${r.indexedMs} ms | ${r.naiveMs} ms (x${r.ratio})`,
    ],
    [
      'Auto-match in the worker (Chromium): time, page longest pause',
      `${r.worker.ms} ms, ${r.worker.longestPauseMs} ms pause (${r.worker.progressMessages} progress messages, ${r.worker.proposals} proposals${r.worker.proposals === r.proposals ? ', as in Node' : ', NOT as in Node'}); ` +
        `idle page over as long: ${r.idlePauseMs} ms pause; on the page's thread: ${r.pageThread.ms} ms, ${r.pageThread.longestPauseMs} ms pause`,
    ],
    ...modelMatchQualityRows(r.quality),
  ];
}
