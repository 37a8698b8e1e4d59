import type { Browser, BrowserContext, CDPSession, Dialog, Page } from 'playwright-core';

/**
 * One page kept across the tests of a worker, file after file (fixtures.ts), handed to each test as a fresh
 * one would be.
 *
 * Why: on two cores a new page costs more than the screen it shows. Measured in this suite's Chromium, 20
 * signed-in loads of 品牌列表: about 1.6–2.1 CPU-s a load in a new context and page each time, 0.8 in one
 * page kept and navigated (its renderer, V8 and style caches stay warm), 1.3 in new pages of one context.
 *
 * What a test leaves behind is undone before the next one (`reset`): its other pages closed, its routes,
 * init scripts, listeners, permissions and window size taken back, the page sent to about:blank, every
 * cookie and the storage of every origin it opened cleared, keys and buttons let go. What cannot be undone
 * (the page's clock, a DevTools session of its own, extra headers, geolocation, being offline, a page it
 * closed) marks the page spoilt, and the next test gets a new context and page.
 */
export interface KeptPage {
  context: BrowserContext;
  page: Page;
  /** Something the test did cannot be undone: the next test needs a new context. */
  spoilt(): boolean;
  /** Undoes what the test did; false when that failed or could not be done, and the page is spoilt. */
  reset(): Promise<boolean>;
}

const DEFAULT_VIEWPORT = { width: 1280, height: 720 };

type Listener = (...args: unknown[]) => void;
interface Emitter {
  eventNames(): (string | symbol)[];
  rawListeners(event: string | symbol): Listener[];
  removeListener(event: string | symbol, listener: Listener): unknown;
}

/** The listeners an emitter has now, to take back whatever a test adds after. */
function listenersOf(emitter: Emitter): Map<string | symbol, Set<Listener>> {
  return new Map(emitter.eventNames().map((event) => [event, new Set(emitter.rawListeners(event))]));
}

function removeAddedListeners(emitter: Emitter, before: Map<string | symbol, Set<Listener>>): void {
  for (const event of emitter.eventNames()) {
    const kept = before.get(event);
    for (const listener of emitter.rawListeners(event)) if (!kept?.has(listener)) emitter.removeListener(event, listener);
  }
}

/** Replaces `name` on `target` (the instance, not its class) by `wrap(original)`. */
function patch<T extends object, K extends keyof T>(target: T, name: K, wrap: (original: T[K]) => T[K]): void {
  const original = (target[name] as (...args: unknown[]) => unknown).bind(target) as T[K];
  Object.defineProperty(target, name, { value: wrap(original), configurable: true, writable: true });
}

/** Storage types cleared per origin (CDP Storage.clearDataForOrigin): everything a page can keep, cookies included. */
const ALL_STORAGE = 'all';

/** What the fixture sets up on a new context and its first page, before any test touches them. */
export type Setup = (context: BrowserContext, page: Page, openSession: (page: Page) => Promise<CDPSession>) => Promise<void>;

/**
 * Opens a context and its page to keep. `setup` gets a way to open DevTools sessions that does not spoil the
 * page (a test's own session does), for what the fixture does on every page the context opens.
 * `reducedMotion` is the system setting the pages see (`prefers-reduced-motion`).
 */
export async function openKeptPage(browser: Browser, setup: Setup, reducedMotion: 'reduce' | 'no-preference'): Promise<KeptPage> {
  const context = await browser.newContext({ locale: 'zh-CN', acceptDownloads: true, viewport: DEFAULT_VIEWPORT, reducedMotion });
  const openSession = context.newCDPSession.bind(context);
  const page = await context.newPage();
  await setup(context, page, openSession);
  const cdp = await openSession(page);

  let spoilt = false;
  const spoil = () => {
    spoilt = true;
  };
  const disposables: { dispose(): Promise<void> }[] = [];
  let routed = false;
  let permissionsGranted = false;
  let viewportChanged = false;
  const origins = new Set<string>();

  for (const target of [context, page] as const) {
    patch(target as BrowserContext, 'addInitScript', (original) => async (...args: Parameters<BrowserContext['addInitScript']>) => {
      const disposable = await original(...args);
      disposables.push(disposable as unknown as { dispose(): Promise<void> });
      return disposable;
    });
    for (const name of ['route', 'routeFromHAR', 'routeWebSocket'] as const) {
      patch(target as BrowserContext, name, (original) => ((...args: unknown[]) => {
        routed = true;
        return (original as (...a: unknown[]) => unknown)(...args);
      }) as never);
    }
    for (const name of ['exposeBinding', 'exposeFunction', 'setExtraHTTPHeaders'] as const) {
      patch(target as BrowserContext, name, (original) => ((...args: unknown[]) => {
        spoil();
        return (original as (...a: unknown[]) => unknown)(...args);
      }) as never);
    }
  }
  // The page's clock is the context's (Playwright installs it in every page), and is never uninstalled: using it
  // spoils the page. Playwright reads the property itself for each new page, so only calls count.
  const clock = new Proxy(context.clock, {
    get(target, name, receiver) {
      const value: unknown = Reflect.get(target, name, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        spoil();
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  for (const target of [context, page]) Object.defineProperty(target, 'clock', { value: clock, configurable: true, writable: true });
  for (const name of ['newCDPSession', 'setOffline', 'setGeolocation', 'setHTTPCredentials'] as const) {
    patch(context, name, (original) => ((...args: unknown[]) => {
      spoil();
      return (original as (...a: unknown[]) => unknown)(...args);
    }) as never);
  }
  patch(context, 'grantPermissions', (original) => (...args) => {
    permissionsGranted = true;
    return original(...args);
  });
  patch(page, 'setViewportSize', (original) => (...args) => {
    viewportChanged = true;
    return original(...args);
  });
  patch(page, 'emulateMedia', (original) => (...args) => {
    spoil();
    return original(...args);
  });
  // A key or button the test left down is let go after it: Playwright keeps them down per page.
  const keysDown = new Set<string>();
  const buttonsDown = new Set<'left' | 'right' | 'middle'>();
  patch(page.keyboard, 'down', (original) => (key) => {
    keysDown.add(key);
    return original(key);
  });
  patch(page.keyboard, 'up', (original) => (key) => {
    keysDown.delete(key);
    return original(key);
  });
  patch(page.mouse, 'down', (original) => (options) => {
    buttonsDown.add(options?.button ?? 'left');
    return original(options);
  });
  patch(page.mouse, 'up', (original) => (options) => {
    buttonsDown.delete(options?.button ?? 'left');
    return original(options);
  });
  patch(page, 'close', (original) => (...args) => {
    spoil();
    return original(...args);
  });
  context.on('request', (request) => {
    if (request.isNavigationRequest()) {
      try {
        const { origin } = new URL(request.url());
        if (origin !== 'null') origins.add(origin);
      } catch {
        // Not a URL with an origin (data:, about:): nothing of it is kept.
      }
    }
  });

  const contextListeners = listenersOf(context as unknown as Emitter);
  const pageListeners = listenersOf(page as unknown as Emitter);

  async function reset(): Promise<boolean> {
    if (spoilt || page.isClosed()) return false;
    try {
      for (const other of context.pages()) if (other !== page) await other.close();
      removeAddedListeners(context as unknown as Emitter, contextListeners);
      removeAddedListeners(page as unknown as Emitter, pageListeners);
      // sessionStorage belongs to the tab, and a tab kept keeps it: cleared in every frame before leaving.
      for (const frame of page.frames()) {
        await frame.evaluate(() => sessionStorage.clear()).catch(() => undefined);
      }
      // The console asks before leaving while work runs (runningWork.ts); the next test starts elsewhere.
      const leave = (dialog: Dialog) => void (dialog.type() === 'beforeunload' ? dialog.accept() : dialog.dismiss()).catch(() => undefined);
      page.on('dialog', leave);
      try {
        await page.goto('about:blank');
      } finally {
        page.off('dialog', leave);
      }
      if (routed) {
        await context.unrouteAll({ behavior: 'ignoreErrors' });
        await page.unrouteAll({ behavior: 'ignoreErrors' });
        routed = false;
      }
      for (const disposable of disposables.splice(0)) await disposable.dispose();
      if (permissionsGranted) {
        await context.clearPermissions();
        permissionsGranted = false;
      }
      if (viewportChanged) {
        await page.setViewportSize(DEFAULT_VIEWPORT);
        viewportChanged = false;
      }
      // On about:blank, where letting go reaches no page of the console.
      for (const key of keysDown) await page.keyboard.up(key);
      keysDown.clear();
      for (const button of buttonsDown) await page.mouse.up({ button });
      buttonsDown.clear();
      await page.mouse.move(0, 0);
      await context.clearCookies();
      for (const origin of origins) await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: ALL_STORAGE });
      origins.clear();
      return true;
    } catch {
      spoilt = true;
      return false;
    }
  }

  return { context, page, spoilt: () => spoilt, reset };
}
