/**
 * A stroke of a 2000 × 2000 sticker per style in the worker (goal < 150 ms for the
 * stroke itself; the decode and the PNG encode around it are reported beside it), as the console does it
 * (outline traced at canvas resolution, lines drawn on the whole 2000²) and traced on the full 2000² mask;
 * and growing the mask by the distance transform against a naive per-pixel dilation. Speed is reported,
 * never asserted.
 */
import type { Browser } from 'playwright-core';
import type { ConsoleServer } from '../support/consoleServer';
import { bundleForBrowser, serveBenchPages } from './browserBundle';
import type { GrowthRun, StrokeBench, StrokeRun } from './stroke.entry';

const STYLES = ['SOLID', 'DOUBLE_SOLID', 'DASHED', 'ZIGZAG'] as const;
const ROUNDS = 5;
const GOAL_MS = 150;

export interface StrokeReport {
  side: number;
  goalMs: number;
  styles: { style: string; pageThreadMedianMs: number; fullResolutionMedianMs: number; strokeMedianMs: number; traceMedianMs: number; drawMedianMs: number; totalMedianMs: number; decodeMedianMs: number; encodeMedianMs: number; pngKB: number; rounds: StrokeRun[] }[];
  growth: GrowthRun[];
}

const median = (values: number[]) => values.slice().sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const round1 = (n: number) => Math.round(n * 10) / 10;

export function buildStroke(): Promise<string> {
  return bundleForBrowser('stroke', './test/bench/stroke.entry.ts');
}

export async function measureStroke(browser: Browser, server: ConsoleServer, bundlePath: string): Promise<StrokeReport> {
  const context = await browser.newContext();
  try {
    const tab = await context.newPage();
    await serveBenchPages(tab, server.url, bundlePath, { '/bench/stroke.html': 'stroke bench' });
    await tab.goto(`${server.url}/bench/stroke.html`);
    await tab.waitForFunction(() => typeof (window as unknown as { strokeBench?: unknown }).strokeBench === 'object');
    type W = { strokeBench: StrokeBench };
    // Warm-up: the worker's start and the JIT.
    await tab.evaluate(() => (window as unknown as W).strokeBench.stroke('SOLID', 2));
    const styles: StrokeReport['styles'] = [];
    for (const style of STYLES) {
      const rounds = await tab.evaluate(([s, n]) => (window as unknown as W).strokeBench.stroke(s, n), [style, ROUNDS] as const);
      const full = await tab.evaluate(([s, n]) => (window as unknown as W).strokeBench.fullResolution(s, n), [style, 3] as const);
      const page = await tab.evaluate(([s, n]) => (window as unknown as W).strokeBench.onPageThread(s, n), [style, ROUNDS] as const);
      styles.push({
        style,
        pageThreadMedianMs: round1(median(page)),
        fullResolutionMedianMs: round1(median(full)),
        strokeMedianMs: round1(median(rounds.map((r) => r.strokeMs))),
        traceMedianMs: round1(median(rounds.map((r) => r.traceMs))),
        drawMedianMs: round1(median(rounds.map((r) => r.drawMs))),
        totalMedianMs: round1(median(rounds.map((r) => r.totalMs))),
        decodeMedianMs: round1(median(rounds.map((r) => r.decodeMs))),
        encodeMedianMs: round1(median(rounds.map((r) => r.encodeMs))),
        pngKB: Math.round(rounds[0]!.pngBytes / 1024),
        rounds: rounds.map((r) => ({ totalMs: round1(r.totalMs), decodeMs: round1(r.decodeMs), strokeMs: round1(r.strokeMs), traceMs: round1(r.traceMs), drawMs: round1(r.drawMs), encodeMs: round1(r.encodeMs), pngBytes: r.pngBytes })),
      });
    }
    const growth: GrowthRun[] = [];
    for (const radius of [8, 24]) {
      const run = await tab.evaluate((r) => (window as unknown as W).strokeBench.growth(r), radius);
      growth.push({ ...run, distanceMs: round1(run.distanceMs), naiveMs: round1(run.naiveMs) });
    }
    return { side: 2000, goalMs: GOAL_MS, styles, growth };
  } finally {
    await context.close();
  }
}

export function strokeRows(r: StrokeReport): [string, string][] {
  return [
    ...r.styles.map((s): [string, string] => [
      `Stroke ${r.side}² sticker, ${s.style} (worker)`,
      `stroke ${s.strokeMedianMs} ms (goal < ${r.goalMs}: ${s.strokeMedianMs < r.goalMs ? 'within' : 'OVER'}; outline ${s.traceMedianMs} + lines ${s.drawMedianMs}); with decode ${s.decodeMedianMs} + PNG ${s.encodeMedianMs} ms (the canvas rasterises the lines as it encodes): ${s.totalMedianMs} ms; the same step on the page's thread ${s.pageThreadMedianMs} ms; traced on the full 2000² mask: ${s.fullResolutionMedianMs} ms`,
    ]),
    ...r.growth.map((g): [string, string] => [
      `Grow ${r.side}² mask by ${g.radius} px: distance transform | naive dilation`,
      `${g.distanceMs} ms | ${g.naiveMs} ms (x${round1(g.naiveMs / Math.max(0.1, g.distanceMs))}${g.same ? ', same mask' : ', DIFFERENT masks'})`,
    ]),
  ];
}
