/**
 * Product paging: "A product list of 5,000 products × 3 SKUs in one shop pages smoothly (server-paged; measure
 * the time from page change to rows drawn)." Speed is reported, never asserted (ARCHITECTURE.md).
 *
 * A Doudian shop gets 5,000 products of 3 SKUs each through the dev API (POST /api/products, in process).
 * Headless Chromium then runs the product screen's own table (productPaging.entry.tsx) two ways, for page
 * sizes 20 and 100: the screen's server paging (one GET /api/products and the page's settings per page
 * change) and the alternative of fetching the whole list once and slicing pages in memory. Each page
 * change is timed from the change to the new rows committed and a frame painted. Arco's stylesheet is
 * loaded so layout costs what it costs in the console.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Browser } from 'playwright-core';
import type { ConsoleServer } from '../support/consoleServer';
import { devApiToken } from '../support/devApiCalls';
import { bundleForBrowser, serveBenchPages } from './browserBundle';
import type { MountResult, PagingWay, ProductPagingBench } from './productPaging.entry';

export interface ProductPagingSettings {
  products: number;
  skusPerProduct: number;
  pageSizes: number[];
  /** Page changes timed per way and size (after the first page). */
  turns: number;
}

export const DEFAULT_PRODUCT_PAGING_SETTINGS: ProductPagingSettings = {
  products: Number(process.env.BENCH_PRODUCT_COUNT ?? 5_000),
  skusPerProduct: 3,
  pageSizes: [20, 100],
  turns: 15,
};

export interface PagingSpread {
  medianMs: number;
  p95Ms: number;
  samples: number;
}

export interface PagingRun {
  way: PagingWay;
  pageSize: number;
  /** Rows (product × SKU lines) on a page. */
  rows: number;
  firstPageMs: number;
  pageChange: PagingSpread;
}

export interface ProductPagingReport {
  settings: ProductPagingSettings;
  seedMs: number;
  runs: PagingRun[];
}

export function buildProductPaging(): Promise<string> {
  return bundleForBrowser('productPaging', './test/bench/productPaging.entry.tsx');
}

type BenchWindow = { productPagingBench: ProductPagingBench };
const round1 = (n: number) => Math.round(n * 10) / 10;

function spread(samples: number[]): PagingSpread {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { medianMs: round1(at(0.5)), p95Ms: round1(at(0.95)), samples: sorted.length };
}

/** The seed: one shop of `products` products through the dev API's own route, as a merchant would add them. */
async function seedShop(server: ConsoleServer, settings: ProductPagingSettings): Promise<string> {
  const token = await devApiToken(server);
  const call = async (method: string, path: string, body: unknown) => {
    const reply = await server.devApi.handle(
      new Request(`http://x${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
    );
    if (!reply.ok) throw new Error(`${method} ${path}: ${reply.status} ${await reply.text()}`);
    return (await reply.json()) as { id: string };
  };
  const shop = await call('POST', '/api/shops', { type: 1, name: '压测抖店' });
  for (let i = 0; i < settings.products; i++) {
    const originalId = String(3700000000000000 + i);
    await call('POST', '/api/products', {
      shopId: shop.id,
      originalId,
      title: `压测商品 ${i + 1} 定制手机壳 液态硅胶全包防摔`,
      imageUrl: null,
      skus: Array.from({ length: settings.skusPerProduct }, (_, k) => ({
        originalId: `${originalId}${k}`,
        propertiesName: `颜色分类:色${k + 1};适用型号:iPhone 15 Pro Max`,
      })),
    });
  }
  return shop.id;
}

export async function measureProductPaging(
  browser: Browser,
  server: ConsoleServer,
  bundlePath: string,
  settings: ProductPagingSettings = DEFAULT_PRODUCT_PAGING_SETTINGS,
): Promise<ProductPagingReport> {
  const seedStart = performance.now();
  const shopId = await seedShop(server, settings);
  const seedMs = Math.round(performance.now() - seedStart);
  const arcoCss = await readFile(createRequire(import.meta.url).resolve('@arco-design/web-react/dist/css/arco.css'), 'utf8');
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const tab = await context.newPage();
    await serveBenchPages(tab, server.url, bundlePath, { '/bench/product-paging.html': 'product paging bench' });
    await tab.goto(`${server.url}/bench/product-paging.html`);
    await tab.waitForFunction(() => typeof (window as unknown as { productPagingBench?: unknown }).productPagingBench === 'object');
    await tab.addStyleTag({ content: arcoCss });
    await tab.evaluate(() => (window as unknown as BenchWindow).productPagingBench.login());
    const runs: PagingRun[] = [];
    for (const pageSize of settings.pageSizes) {
      for (const way of ['server', 'client'] as const) {
        const mounted: MountResult = await tab.evaluate(
          ([w, s, n]) => (window as unknown as BenchWindow).productPagingBench.mount(w, s, n),
          [way, shopId, pageSize] as const,
        );
        const samples: number[] = [];
        let rows = mounted.rows;
        for (let turn = 0; turn < settings.turns; turn++) {
          const result = await tab.evaluate((pageNo) => (window as unknown as BenchWindow).productPagingBench.turn(pageNo), turn + 2);
          samples.push(result.ms);
          rows = result.rows;
        }
        runs.push({ way, pageSize, rows, firstPageMs: round1(mounted.firstPageMs), pageChange: spread(samples) });
      }
    }
    return { settings, seedMs, runs };
  } finally {
    await context.close();
  }
}

export function productPagingRows(report: ProductPagingReport): [string, string][] {
  const { products, skusPerProduct } = report.settings;
  const label = (run: PagingRun) => (run.way === 'server' ? 'server-paged (ours)' : 'whole list, client-paged');
  return report.settings.pageSizes.map((pageSize): [string, string] => {
    const [ours, whole] = (['server', 'client'] as const).map((way) => report.runs.find((run) => run.way === way && run.pageSize === pageSize)!);
    const text = (run: PagingRun) =>
      `${label(run)} page change ${run.pageChange.medianMs} ms (p95 ${run.pageChange.p95Ms}), first page ${run.firstPageMs} ms`;
    return [`Products ${products}×${skusPerProduct} SKUs, ${pageSize} a page (${ours!.rows} rows)`, `${text(ours!)} | ${text(whole!)}`];
  });
}
