import type { Page } from 'playwright-core';
import { fetchThrough } from './routeFetch';

/** What the PSD import's end-to-end files share: the PNG encodes held, and whether leaving the page would ask. */

const RELEASE_CHANNEL = 'e2e-psd-encodes';

/**
 * Runs `held` at the top of the import's worker (the chunk that starts the drawing worker, served here; the
 * drawing worker's own request is not seen by the test), with `released`, a promise settled once a message
 * comes on a BroadcastChannel, which the page posts when the test says so (`release`). No timer: what is
 * held waits for the signal, in the order it came.
 */
async function holdInPsdWorker(page: Page, held: string): Promise<{ release: () => Promise<void> }> {
  await page.context().route('**/assets/*.js', async (route) => {
    const response = await fetchThrough(route);
    const body = await response.text();
    if (!body.includes('PSD drawing worker')) return route.fulfill({ response, body });
    const prefix = `(() => {
      let go;
      const released = new Promise((resolve) => (go = resolve));
      new BroadcastChannel(${JSON.stringify(RELEASE_CHANNEL)}).onmessage = () => go();
      ${held}
    })();\n`;
    return route.fulfill({ response, body: prefix + body });
  });
  return {
    release: () => page.evaluate((name) => new BroadcastChannel(name).postMessage('go'), RELEASE_CHANNEL),
  };
}

/** Holds every PNG the PSD import makes until `release`: the worker passes each on to the page only then. */
export const holdPsdEncodes = (page: Page) =>
  holdInPsdWorker(
    page,
    `const post = self.postMessage.bind(self);
      self.postMessage = (message, transfer) => {
        if (message && (message.type === 'encoding' || message.type === 'encoded')) void released.then(() => post(message, transfer));
        else post(message, transfer);
      };`,
  );

/** Holds everything the PSD import's drawing worker answers (previews, bitmaps, PNGs) until `release`. */
export const holdPsdDrawing = (page: Page) =>
  holdInPsdWorker(
    page,
    `self.Worker = class extends self.Worker {
        set onmessage(handler) {
          super.onmessage = handler && ((event) => void released.then(() => handler.call(this, event)));
        }
        get onmessage() {
          return super.onmessage;
        }
      };`,
  );

/** Whether the page would ask before unloading now (the browser shows its own dialog for a real reload). */
export const unloadWarns = (page: Page) =>
  page.evaluate(() => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  });
