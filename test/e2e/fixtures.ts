import type { Browser, BrowserContext, CDPSession, Frame, Locator, Page, Request as PwRequest } from 'playwright-core';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, afterEach, expect } from 'vitest';
import { launchChromium, testChromiumPath } from '../support/browser';
import { openKeptPage, type KeptPage, type Setup } from './keptPage';
import { startConsoleServer, type Bundle, type ConsoleServer } from '../support/consoleServer';
import { SESSION_USER_COOKIE, TOKEN_COOKIE, TOKEN_RECORD_KEY, sessionUserValue } from '../../src/lib/tokenCookie';

export interface E2E {
  server: ConsoleServer;
  browser: Browser;
  context: BrowserContext;
  page: Page;
}

/**
 * How much faster than shipped a page without the console's stylesheet plays CSS transitions and animations
 * (the console's own pages ask for less motion, see useConsole). Playwright acts on an element only once its
 * box has held still for two frames: each click on an opening dialog waited out its zoom. Every transition
 * still runs, ends in its final style and fires its end events; what Arco times with its own timers (a
 * closed dialog unmounted after its exit) is unchanged.
 */
const ANIMATION_PLAYBACK_RATE = 100;

/** Sets the rate for a page's own frames (DevTools' Animation domain, which holds it across navigations). */
async function speedUpAnimations(session: CDPSession): Promise<void> {
  await session.send('Animation.setPlaybackRate', { playbackRate: ANIMATION_PLAYBACK_RATE });
}

/**
 * The ceiling for a test that moves many megabytes or walks many screens (a bulk download, a tour of every
 * screen): the project's 60 s fits one suite on two cores, and with two suites on the same two cores such
 * tests took 62–73 s. A ceiling, not a wait: a passing test ends when its work does.
 */
export const HEAVY_TEST_TIMEOUT_MS = 240_000;
/** The same for one wait inside such a test: a download's end, a large file's transfer. */
export const HEAVY_WAIT_MS = 120_000;

let chromium: Promise<Browser> | undefined;

/**
 * The worker's Chromium, launched on first use and kept for the files the worker runs after it (the e2e
 * project runs them in one process, vitest.config.ts): under load a launch and a close took 2–3 s a file.
 * What a test touches lives in its own context, closed after it; a browser that went away is launched again.
 * Playwright closes it when the worker exits.
 */
function workerChromium(): Promise<Browser> {
  if (!chromium) {
    const launched = launchChromium(testChromiumPath());
    chromium = launched;
    launched.then(
      (browser) =>
        browser.on('disconnected', () => {
          if (chromium === launched) chromium = undefined;
        }),
      () => {
        if (chromium === launched) chromium = undefined;
      },
    );
  }
  return chromium;
}

/**
 * The worker's kept pages (keptPage.ts), one for each motion setting (useConsole), handed from a file to the
 * next as from a test to the next: a file's first test then finds the renderer, the HTTP cache of the
 * console's scripts and their compiled code warm, instead of a new context's first page and a cold start.
 */
const keptPages = new Map<'reduce' | 'no-preference', KeptPage>();

/**
 * The port of the worker's last console server, which the next file's takes again where it is free: the
 * same origin, so the console's scripts (kept for good by their hashed names, consoleServer.ts) come from
 * the kept page's cache and their compiled code is found again. Each file still has a server and dev API
 * of its own, and the last file's page left the origin with nothing stored (keptPage.ts).
 */
let lastPort = 0;

/** Where a failed test leaves what its pages showed: a screenshot and the DOM of every frame of every page. */
const EVIDENCE_DIR = fileURLToPath(new URL('../../test-results/', import.meta.url));

/**
 * What the pages showed when a test failed, kept for whoever reads the failure (CI keeps the folder's
 * listing in its log): a failure under load that does not happen again alone is otherwise unexplained.
 */
async function keepEvidence(context: BrowserContext, file: string, test: string): Promise<void> {
  const stem = `${file.split('/').pop()}--${test}`.replace(/[^\p{L}\p{N}._-]+/gu, '_').slice(0, 120);
  await mkdir(EVIDENCE_DIR, { recursive: true });
  for (const [index, page] of context.pages().entries()) {
    const base = join(EVIDENCE_DIR, `${stem}--page${index}`);
    await page.screenshot({ path: `${base}.png`, fullPage: true, timeout: 5_000 }).catch(() => undefined);
    const frames = await Promise.all(page.frames().map(async (frame) => `<!-- ${frame.url()} -->\n${await frame.content().catch(() => '')}`));
    await writeFile(`${base}.html`, frames.join('\n\n')).catch(() => undefined);
  }
  console.warn(`A failed test's pages are kept in ${EVIDENCE_DIR} as ${stem}--page*.{png,html}`);
}

/**
 * One server per file and one Chromium per worker; each test gets a page with no cookies, storage, routes,
 * init scripts or listeners of another test's: one page kept across the worker's tests, file after file, and
 * reset after each (keptPage.ts), or a new context and page after a test that did what cannot be reset. The
 * QA build unless asked.
 * The pages ask for reduced motion, as a merchant's system can (src/styles.css): the console's dialogs,
 * drawers and messages then come and go without transitions, which on two cores were a fifth of the suite's
 * CPU (ARCHITECTURE.md, "Tests"). `shippedAnimations`: for a file whose checks lean on how long a transition lasts (a
 * dialog a second click closed is still fading out, and still counts as shown, until its transition ends):
 * no reduced motion, and the shipped speed.
 */
export function useConsole({ bundle = 'qa', shippedAnimations = false }: { bundle?: Bundle; shippedAnimations?: boolean } = {}): E2E {
  const e2e = {} as E2E;
  const motion = shippedAnimations ? 'no-preference' : 'reduce';
  const setup: Setup = async (context, page, openSession) => {
    watchNetwork(context);
    if (shippedAnimations) return;
    await speedUpAnimations(await openSession(page));
    // A tab the test opens later: its first frames may still play at the shipped speed, which only costs time.
    context.on('page', (other) => void openSession(other).then(speedUpAnimations).catch(() => undefined));
  };
  beforeAll(async () => {
    e2e.server = await startConsoleServer({ bundle, port: lastPort });
    lastPort = Number(new URL(e2e.server.url).port);
    e2e.browser = await workerChromium();
  });
  // The kept page outlives the file: the next file of the worker takes it over, reset as after any test.
  afterAll(async () => {
    await e2e.server?.close();
  });
  beforeEach(async () => {
    e2e.server.devApi.reset();
    e2e.server.requests.length = 0;
    let kept = keptPages.get(motion);
    if (!kept || kept.spoilt() || kept.page.isClosed() || !kept.context.browser()?.isConnected()) {
      await kept?.context.close().catch(() => undefined);
      kept = await openKeptPage(e2e.browser, setup, motion);
      keptPages.set(motion, kept);
    }
    e2e.context = kept.context;
    e2e.page = kept.page;
    resetTraffic(kept.context);
    // A ceiling, not a wait: with another suite on the same two cores a screen's first load took 10.2 s.
    e2e.page.setDefaultTimeout(20_000);
    e2e.page.setDefaultNavigationTimeout(20_000);
  });
  afterEach(async ({ task }) => {
    // A test that failed (a timeout among others) may still be running, and driving the page: it is closed.
    const failed = task.result?.state === 'fail';
    const kept = keptPages.get(motion);
    if (failed && kept) await keepEvidence(kept.context, task.file?.name ?? 'e2e', task.name);
    if (kept && (failed || !(await kept.reset()))) {
      await kept.context.close().catch(() => undefined);
      keptPages.delete(motion);
    }
  });
  return e2e;
}

/**
 * Signs in as the login page leaves a browser (the dev API's login, then its `_token_` and `_pcc_user_`
 * cookies) and opens the console at `/app` (the login target), with `query` (`?adapter=mock`) as the first
 * address. Cheaper than the form by the login screen and its client-side navigation; tests about the login
 * screen, and what signing in there starts, use logInThroughForm.
 */
export async function loginAs(page: Page, baseUrl: string, username = 'demo', password = 'demo1234', query = ''): Promise<void> {
  // The mock adapter answers the login inside the page: the server must hear nothing of it.
  if (new URLSearchParams(query).get('adapter') === 'mock') return logInThroughForm(page, baseUrl, username, password, query);
  await signIn(page, baseUrl, username, password);
  await page.goto(`${baseUrl}/app${query}`);
  await page.waitForURL(/\/app\//);
}

/**
 * Signs in as loginAs does and opens `path` (its query included) as the first address, for a test that
 * starts on a screen of its own: the cookies and the recorded token are all that screen reads of the
 * sign-in, and a visit to /app before it would only load the console once more. With the mock adapter
 * (`query` holds `adapter=mock`), through the form, then `path`.
 */
export async function openSignedIn(page: Page, baseUrl: string, path: string, { username = 'demo', password = 'demo1234', query = '' } = {}): Promise<void> {
  if (new URLSearchParams(query).get('adapter') === 'mock') await logInThroughForm(page, baseUrl, username, password, query);
  else await signIn(page, baseUrl, username, password);
  await page.goto(`${baseUrl}${path}`);
}

/**
 * What the login page leaves a browser: the dev API's login, its two cookies and the recorded token; no page
 * is opened. On its own, for a test that sets the server up (a fault, a held reply, the page's clock) or
 * visits another origin before its first page of the console.
 */
export async function signIn(page: Page, baseUrl: string, username = 'demo', password = 'demo1234'): Promise<void> {
  const reply = await fetch(`${baseUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!reply.ok) throw new Error(`login ${username}: ${reply.status} ${await reply.text()}`);
  const session = (await reply.json()) as { token: string; username?: string };
  // What the console writes in a secure context (loopback is one): SameSite=None; Secure (src/lib/tokenCookie.ts).
  // By domain and path: Chromium drops a Secure cookie given for an http:// url, though loopback keeps one.
  const cookie = { domain: new URL(baseUrl).hostname, path: '/', secure: true, sameSite: 'None' } as const;
  await page.context().addCookies([
    { ...cookie, name: TOKEN_COOKIE, value: encodeURIComponent(session.token) },
    { ...cookie, name: SESSION_USER_COOKIE, value: encodeURIComponent(sessionUserValue(session.token, session.username ?? username)) },
  ]);
  await recordToken(page.context(), baseUrl, session.token);
}

/**
 * What the login page keeps beside the `_token_` cookie: the token recorded for its origin
 * (tokenCookie.ts), without which the console takes no cookie. Written on every page of the console's
 * origin while the cookie holds `token`, as a test that sets the cookie by hand needs. `scope` is a mock
 * tab's (tokenCookie.ts scopeSessionTo).
 */
export async function recordToken(context: BrowserContext, baseUrl: string, token: string, scope = ''): Promise<void> {
  await context.addInitScript(
    ({ origin, key, entry, token }) => {
      if (location.origin !== origin || !document.cookie.split('; ').includes(entry)) return;
      try {
        localStorage.setItem(key, token);
      } catch {
        // Storage refused: the console then reads the cookie alone.
      }
    },
    { origin: new URL(baseUrl).origin, key: TOKEN_RECORD_KEY + scope, entry: `${TOKEN_COOKIE}${scope}=${encodeURIComponent(token)}`, token },
  );
}

/** Signs in through the login form, as a merchant does: for the tests about that form and what it starts. */
export async function logInThroughForm(page: Page, baseUrl: string, username = 'demo', password = 'demo1234', query = ''): Promise<void> {
  await page.goto(`${baseUrl}/login${query}`);
  await page.getByPlaceholder('用户名').fill(username);
  await page.getByPlaceholder('密码').fill(password);
  await page.getByRole('button', { name: '登录' }).click();
  await page.waitForURL(/\/app\//);
}

/** Signs out through the header's menu (退出登录, then 确定), as a merchant does. */
export async function logOutThroughMenu(page: Page): Promise<void> {
  await page.locator('.shell-user').hover();
  await page.getByText('退出登录', { exact: true }).last().click();
  await page.getByRole('button', { name: '确定' }).click();
  await page.waitForURL(/\/login(\?next=[^&]*)?$/);
}

/**
 * Moves the page's clock on (page.clock.install() before the page loaded) until `shown` is there, `stepMs`
 * of page time a look: what the page shows only once a timeout of its own has run out (the bridge's 3 s
 * hello) comes at once, and the test does not wait that timeout out (no wall-clock waits in test/).
 */
export async function runClockUntil(page: Page, shown: Locator, stepMs = 1_000): Promise<void> {
  await expect
    .poll(
      async () => {
        if ((await shown.count()) > 0) return true;
        await page.clock.runFor(stepMs);
        return (await shown.count()) > 0;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
}

/**
 * Records every text the page's progress status (`role=status`) shows from now on, so that a test can
 * assert a sequence of short-lived states without racing to see each one while it lasts.
 */
export const recordStatusTexts = (page: Page | Frame) => recordTexts(page, '[role="status"]');

/** Records every toast from now on: a loaded machine may take longer than the toast lasts to look. */
export const recordToasts = (page: Page | Frame) => recordTexts(page, '.arco-message');

async function recordTexts(page: Page | Frame, selector: string): Promise<() => Promise<string[]>> {
  const key = `__texts_${selector}`;
  await page.evaluate(
    ([selector, key]) => {
      const seen: string[] = [];
      (window as unknown as Record<string, string[]>)[key] = seen;
      const note = () => {
        for (const status of document.querySelectorAll(selector)) {
          const text = (status.textContent ?? '').trim();
          if (text && seen[seen.length - 1] !== text) seen.push(text);
        }
      };
      new MutationObserver(note).observe(document.body, { subtree: true, childList: true, characterData: true });
    },
    [selector, key] as const,
  );
  return () => page.evaluate((key) => (window as unknown as Record<string, string[]>)[key]!.slice(), key);
}

/** The browser side of the traffic: what the pages have asked for and not yet got an answer to. */
interface PageTraffic {
  unanswered: Set<PwRequest>;
  started: number;
}

const traffic = new WeakMap<BrowserContext, PageTraffic>();

/**
 * Only what the console's code asks for counts as work: an image or stylesheet the page loads is no write,
 * and Chromium does not always report the end of one it took from its memory cache (a logo redrawn while
 * a dialog closes stayed "unanswered" for good under load).
 */
const WORK = new Set(['fetch', 'xhr', 'document', 'eventsource', 'websocket']);

/** The page a request came from; null for one no page made (a service worker's). */
function pageOf(request: PwRequest): Page | null {
  try {
    return request.frame().page();
  } catch {
    return null;
  }
}

/** A test's count starts at nought: the kept page's earlier tests are not its traffic. */
function resetTraffic(context: BrowserContext): void {
  const seen = traffic.get(context)!;
  seen.unanswered.clear();
  seen.started = 0;
}

function watchNetwork(context: BrowserContext): void {
  const seen: PageTraffic = { unanswered: new Set(), started: 0 };
  context.on('request', (request) => {
    if (!WORK.has(request.resourceType())) return;
    seen.unanswered.add(request);
    seen.started++;
  });
  context.on('requestfinished', (request) => seen.unanswered.delete(request));
  context.on('requestfailed', (request) => seen.unanswered.delete(request));
  // A page closed while its requests were in flight reports neither end for them: they are gone with it.
  context.on('page', (page) =>
    page.on('close', () => {
      for (const request of seen.unanswered) if (pageOf(request) === page) seen.unanswered.delete(request);
    }),
  );
  traffic.set(context, seen);
}

/**
 * The settle signal before a "nothing happened" check: resolves once no request of the pages is
 * unanswered, the server holds none, and none has started for `quietMs`. Call it after the event that
 * ends the merchant's action (a message shown, a modal gone). Work the console wrongly carries on with
 * (the next upload of an abandoned run, a write after a refusal) keeps the traffic going, so it has
 * reached the server before the check; a chain slower than the poll timeout fails here instead.
 */
export async function networkSettled({ context, server }: Pick<E2E, 'context' | 'server'>, quietMs = 500, timeoutMs = 10_000): Promise<void> {
  const pages = traffic.get(context)!;
  const state = () => `${pages.started}/${pages.unanswered.size}/${server.requests.length}/${server.inFlight()}`;
  const giveUp = Date.now() + timeoutMs;
  let last = '';
  let quietSince = 0;
  for (;;) {
    const now = state();
    const idle = pages.unanswered.size === 0 && server.inFlight() === 0;
    if (!idle || now !== last) {
      last = now;
      quietSince = Date.now();
    } else if (Date.now() - quietSince >= quietMs) {
      return;
    }
    if (Date.now() > giveUp) {
      const open = [...pages.unanswered].map((request) => `${request.method()} ${request.url()}`);
      throw new Error(`the network did not settle in ${timeoutMs} ms; unanswered in the page: ${open.join(', ') || 'none'}; at the server: ${server.inFlight()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
