import type { Page } from 'playwright-core';
import { fetchThrough } from './routeFetch';

/**
 * The next `method` request to `url` (a Playwright URL glob) reaches the API and is done; its reply is lost on
 * the way back, as a dropped connection loses it: the console sees a network failure for a write that happened.
 */
export async function loseNextReply(page: Page, url: string, method: string): Promise<void> {
  await page.route(
    url,
    async (route) => {
      if (route.request().method() !== method) return route.fallback();
      await fetchThrough(route);
      await route.abort('connectionreset');
    },
    { times: 1 },
  );
}
