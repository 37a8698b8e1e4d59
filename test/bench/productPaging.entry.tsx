/**
 * Bundled into dist-bench/productPaging.js and served at /bench/product-paging.html on the console
 * server's origin. Node drives it through window.productPagingBench (see productPaging.ts):
 *
 * - login(): signs in as the demo merchant and points the console's API client at the dev API;
 * - mount(way, shopId, pageSize): the product screen's own table (ProductTable over productRows) fed
 *   either by the screen's server paging (useProductPage: GET /api/products per page, then the page's
 *   settings) or, as the alternative, by the whole list fetched once and sliced per page in memory;
 * - turn(pageNo): ms from the page change to the new page's rows drawn (committed, then a frame painted).
 */
import { signInForBench } from './benchLogin';
import { useEffect, useMemo, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { Product } from '../../contract/products';
import { listProducts } from '../../src/api/products';
import { ProductTable } from '../../src/features/products/ProductTable';
import { productRows } from '../../src/features/products/productRows';
import { useProductPage } from '../../src/features/products/useProductPage';

export type PagingWay = 'server' | 'client';

export interface MountResult {
  /** ms until the first page was drawn: for the client way, fetching every product first. */
  firstPageMs: number;
  rows: number;
}

export interface ProductPagingBench {
  login(): Promise<void>;
  mount(way: PagingWay, shopId: string, pageSize: number): Promise<MountResult>;
  turn(pageNo: number): Promise<{ ms: number; rows: number }>;
  unmount(): void;
}

let root: Root | null = null;
let setPage: ((pageNo: number) => void) | null = null;
// Resolved when a page's rows are on screen: the first product's id of the page wanted.
let waiting: { pageNo: number; resolve: (rows: number) => void } | null = null;

const NOTHING = new Set<string>();
const NO_SETTINGS = new Map();
const noop = () => undefined;
const Summary = () => null;

function drawn(pageNo: number, rows: number) {
  if (!waiting || waiting.pageNo !== pageNo) return;
  const { resolve } = waiting;
  waiting = null;
  // After the commit, the next frame: the rows are laid out and painted.
  requestAnimationFrame(() => setTimeout(() => resolve(rows)));
}

function Table({ products, loading, pageNo }: { products: Product[]; loading: boolean; pageNo: number }) {
  const rows = useMemo(() => productRows(products), [products]);
  useEffect(() => {
    if (!loading && products.length > 0) drawn(pageNo, rows.length);
  }, [products, rows, loading, pageNo]);
  return (
    <ProductTable
      rows={rows}
      settings={NO_SETTINGS}
      Summary={Summary}
      loaded
      loading={loading}
      failed={false}
      onRetry={noop}
      ticked={NOTHING}
      onTick={noop}
      onConfigure={noop}
      onDelete={noop}
    />
  );
}

function ServerPaged({ shopId, pageSize }: { shopId: string; pageSize: number }) {
  const [pageNo, setPageNo] = useState(1);
  setPage = setPageNo;
  const page = useProductPage({ shopId, pageNo, pageSize });
  const shownPage = page.loaded?.key.pageNo ?? 0;
  return <Table products={page.loaded?.page.items ?? []} loading={page.loading || shownPage !== pageNo} pageNo={shownPage} />;
}

function ClientPaged({ all, pageSize }: { all: Product[]; pageSize: number }) {
  const [pageNo, setPageNo] = useState(1);
  setPage = setPageNo;
  const slice = useMemo(() => all.slice((pageNo - 1) * pageSize, pageNo * pageSize), [all, pageNo, pageSize]);
  return <Table products={slice} loading={false} pageNo={pageNo} />;
}

/** The alternative's one load: every product of the shop, in the largest pages the API gives (100). */
async function fetchAll(shopId: string): Promise<Product[]> {
  const first = await listProducts(shopId, 1, 100);
  const pages = Math.ceil(first.totalItems / 100);
  const rest = await Promise.all(Array.from({ length: pages - 1 }, (_, i) => listProducts(shopId, i + 2, 100)));
  return [first, ...rest].flatMap((page) => page.items);
}

function waitFor(pageNo: number): Promise<number> {
  return new Promise((resolve) => (waiting = { pageNo, resolve }));
}

const bench: ProductPagingBench = {
  login: signInForBench,
  async mount(way, shopId, pageSize) {
    bench.unmount();
    const host = document.createElement('div');
    host.style.width = '1280px';
    document.body.append(host);
    root = createRoot(host);
    const start = performance.now();
    const first = waitFor(1);
    if (way === 'server') root.render(<ServerPaged shopId={shopId} pageSize={pageSize} />);
    else {
      const all = await fetchAll(shopId);
      root.render(<ClientPaged all={all} pageSize={pageSize} />);
    }
    const rows = await first;
    return { firstPageMs: performance.now() - start, rows };
  },
  async turn(pageNo) {
    const done = waitFor(pageNo);
    const start = performance.now();
    setPage!(pageNo);
    const rows = await done;
    return { ms: performance.now() - start, rows };
  },
  unmount() {
    root?.unmount();
    root = null;
    document.body.replaceChildren();
  },
};

(window as unknown as { productPagingBench: ProductPagingBench }).productPagingBench = bench;
