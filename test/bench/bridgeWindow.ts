import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import type { Browser } from 'playwright-core';
import type { RoundTripOptions, RoundTripPair } from './roundTrips';
import type { RunBench, WindowBenchResult } from './windowPair.entry';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const OUT = join(ROOT, 'dist-bench');
const BUNDLE = 'windowPair.js';

export interface BridgeWindowReport extends WindowBenchResult {
  /** ours / penpal in round trips per second: above 1 means ours is faster. */
  ratioOursToPenpal: { sequential: number; concurrent: number };
}

/** Bundles test/bench/windowPair.entry.ts for the browser into dist-bench/ with the rspack JS API. */
export function buildWindowPair(): Promise<string> {
  const compiler = rspack({
    mode: 'production',
    context: ROOT,
    target: 'web',
    devtool: false,
    entry: { windowPair: './test/bench/windowPair.entry.ts' },
    output: { path: OUT, filename: '[name].js', publicPath: '/bench/', clean: true },
    resolve: { extensions: ['.ts', '.js', '.json'] },
    module: {
      rules: [
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2020' } },
          type: 'javascript/auto',
        },
      ],
    },
    performance: { hints: false },
  });
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => {
        if (error) return reject(error);
        if (!stats || stats.hasErrors()) {
          return reject(new Error(stats?.toString({ all: false, errors: true }) ?? 'rspack: no stats'));
        }
        resolve(join(OUT, BUNDLE));
      });
    });
  });
}

const page = (title: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title></head>` +
  `<body><script src="/bench/${BUNDLE}"></script></body></html>`;

/**
 * A parent page and a same-origin iframe on the console server's origin (trusted as
 * http://127.0.0.1:*), served from memory with page.route; the parent's runBench() does the work.
 */
export async function measureBridgeWindow(browser: Browser, baseUrl: string, bundlePath: string, options: RoundTripOptions): Promise<BridgeWindowReport> {
  const bundle = await readFile(bundlePath);
  const context = await browser.newContext();
  try {
    const tab = await context.newPage();
    await tab.route(`${baseUrl}/bench/**`, (route) => {
      const { pathname } = new URL(route.request().url());
      if (pathname === '/bench/parent.html') return route.fulfill({ contentType: 'text/html', body: page('bench parent') });
      if (pathname === '/bench/frame.html') return route.fulfill({ contentType: 'text/html', body: page('bench frame') });
      if (pathname === `/bench/${BUNDLE}`) return route.fulfill({ contentType: 'text/javascript', body: bundle });
      return route.fulfill({ status: 404, body: '' });
    });
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
