/**
 * Bundled into dist-bench/productSync.js and served at /bench/product-sync.html on the console server's
 * origin. Node drives it through window.productSyncBench (see productSync.ts):
 *
 * - login(): signs in as the demo merchant and points the console's API client at the dev API;
 * - mount(shopId): the 同步商品 dialog itself (SyncProductsModal), open, over a Taobao shop;
 * - watch(): starts collecting main-thread long tasks and the most result rows in the page at once;
 * - report(): what was collected since watch().
 */
import { createRoot, type Root } from 'react-dom/client';
import { SyncProductsModal } from '../../src/features/products/SyncProductsModal';
import { signInForBench } from './benchLogin';

export interface SyncWatch {
  longestTaskMs: number;
  /** Tasks of 50 ms or more (what Chromium reports as long). */
  longTasks: number;
  /** The most result rows (a row is drawn with its result tag) in the page at one time. */
  mostRowsDrawn: number;
}

export interface ProductSyncBench {
  login(): Promise<void>;
  mount(shopId: string): void;
  watch(): void;
  report(): SyncWatch;
  unmount(): void;
}

let root: Root | null = null;
let watch: SyncWatch = { longestTaskMs: 0, longTasks: 0, mostRowsDrawn: 0 };
let observers: { disconnect(): void }[] = [];
const noop = () => undefined;

const bench: ProductSyncBench = {
  login: signInForBench,
  mount(shopId) {
    bench.unmount();
    const host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
    root.render(<SyncProductsModal shopId={shopId} open onClose={noop} onSynced={noop} />);
  },
  watch() {
    for (const observer of observers) observer.disconnect();
    watch = { longestTaskMs: 0, longTasks: 0, mostRowsDrawn: 0 };
    const tasks = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        watch.longTasks++;
        watch.longestTaskMs = Math.max(watch.longestTaskMs, Math.round(entry.duration));
      }
    });
    tasks.observe({ type: 'longtask' });
    const rows = new MutationObserver(() => {
      watch.mostRowsDrawn = Math.max(watch.mostRowsDrawn, document.querySelectorAll('.sync-table .arco-tag').length);
    });
    rows.observe(document.body, { childList: true, subtree: true });
    observers = [tasks, rows];
  },
  report: () => ({ ...watch }),
  unmount() {
    for (const observer of observers) observer.disconnect();
    observers = [];
    root?.unmount();
    root = null;
    document.body.replaceChildren();
  },
};

(window as unknown as { productSyncBench: ProductSyncBench }).productSyncBench = bench;
