/**
 * The plain Leafer page beside the console's 200-layer drag (designerHeavy.ts): the scene the console
 * showed (its canvas element's box, zoom and pan, the template's layers and their image URLs) drawn by
 * leafer-ui and @leafer-in/editor alone (plainLeaferDrag.entry.ts), every layer selected in the editor,
 * and dragged along the same pointer path (dragPath.ts).
 */
import type { Browser, Page } from 'playwright-core';
import type { ConsoleServer } from '../support/consoleServer';
import { bundleForBrowser, serveBenchPages } from './browserBundle';
import { tracedDrag, type TracedDrag } from './dragPath';
import type { PlainLeafer, PlainLeaferScene } from './plainLeaferDrag.entry';

const PAGE = '/bench/plain-leafer.html';
/** The plain page's Leafer view: the drag presses at its centre, as at the console canvas's. */
const VIEW = 'body > div';

export function buildPlainLeafer(): Promise<string> {
  return bundleForBrowser('plainLeaferDrag', './test/bench/plainLeaferDrag.entry.ts');
}

/** What the console's designer shows now, for the plain page to show the same. */
export async function sceneOfConsole(page: Page, layers: PlainLeaferScene['layers'], canvas: PlainLeaferScene['canvas']): Promise<PlainLeaferScene> {
  const view = page.locator('.designer-canvas');
  const box = (await view.boundingBox())!;
  const viewport = JSON.parse((await view.getAttribute('data-viewport'))!) as PlainLeaferScene['viewport'];
  return { view: { left: box.x, top: box.y, width: box.width, height: box.height }, viewport, canvas, layers };
}

/** One round on a page of its own at the console's window size: the scene drawn, then dragged `steps` moves. */
export async function plainLeaferDrag(browser: Browser, server: ConsoleServer, bundle: string, scene: PlainLeaferScene, steps: number): Promise<TracedDrag> {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await serveBenchPages(page, server.url, bundle, { [PAGE]: 'plain Leafer drag' });
    await page.goto(`${server.url}${PAGE}`);
    await page.waitForFunction(() => typeof (window as unknown as { plainLeafer?: unknown }).plainLeafer === 'object');
    await page.evaluate((s) => (window as unknown as { plainLeafer: PlainLeafer }).plainLeafer.open(s), scene);
    return await tracedDrag(browser, page, VIEW, steps);
  } finally {
    await context.close();
  }
}
