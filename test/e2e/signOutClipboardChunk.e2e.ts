/**
 * 退出登录 forgets the designer's clipboard (src/app/session.ts forgetAccountData), whose copy holds the bytes of
 * the merchant's images. It must do so with the network gone at that moment (offline, a flaky network, a deploy
 * that replaced the chunks) and the designer's code not in the tab (the designer ran before a reload, or in an
 * earlier visit): with nothing left to fetch, the account's copy must not stay in IndexedDB for the next person
 * at a shared computer, nor be pasted after signing in again, and the sign-out raises no error.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logOutThroughMenu, useConsole } from './fixtures';
import { canvas, message, openDesigner, rows, shown } from './designerPage';

const e2e = useConsole();
const SCRIPTS = /\/assets\/[^/?]+\.js(\?.*)?$/;

/** The designer clipboard's keys in IndexedDB (idb-keyval's store). */
async function keptClipboards(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const opened = indexedDB.open('keyval-store');
        opened.onerror = () => reject(opened.error);
        opened.onsuccess = () => {
          const db = opened.result;
          if (!db.objectStoreNames.contains('keyval')) {
            db.close();
            resolve([]);
            return;
          }
          const request = db.transaction('keyval', 'readonly').objectStore('keyval').getAllKeys();
          request.onerror = () => reject(request.error);
          request.onsuccess = () => {
            db.close();
            resolve(request.result.map(String).filter((key) => key.startsWith('designer:clipboard:')));
          };
        };
      }),
  );
}

/** Fails every script the page asks for from now on, as an unreachable network would; answers their count. */
async function blockScripts(page: Page): Promise<() => number> {
  let blocked = 0;
  await page.route(SCRIPTS, async (route) => {
    blocked += 1;
    await route.abort('internetdisconnected');
  });
  return () => blocked;
}

async function copyHeart(page: Page): Promise<void> {
  await rows(page).nth(1).click();
  await expect.poll(() => canvas(page).getAttribute('data-selected')).toBe((await shown(page))[1]!.uuid);
  await page.keyboard.press('Control+c');
  await expect.poll(() => keptClipboards(page)).toEqual(['designer:clipboard:demo']);
}

describe('退出登录 with no script reachable', () => {
  it('forgets the account\'s clipboard with no error: the next person finds no copy, and the account pastes nothing after signing in again', async () => {
    const { page, server } = e2e;
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await openDesigner(page, server, '蜜桃爱心', 3);
    await copyHeart(page);

    // A new page load (the next day, or a reload): the designer's chunks are not in this tab any more.
    await page.goto(`${server.url}/app/design_template`);
    await page.locator('.template-card').first().waitFor();
    await blockScripts(page);
    await logOutThroughMenu(page);
    await page.getByPlaceholder('用户名').waitFor();

    // What the next person at this computer finds: demo's copy (its layers and image bytes) is gone.
    await expect.poll(() => keptClipboards(page)).toEqual([]);
    // Whatever the sign-out asked for and did not get has settled by the time IndexedDB answered.
    expect(errors).toEqual([]);

    await page.unroute(SCRIPTS);
    await openDesigner(page, server, '蜜桃爱心', 3);
    await rows(page).nth(1).click();
    await page.keyboard.press('Control+v');
    await message(page, '剪贴板中没有图层，请先选择图层并复制').waitFor();
    expect(await canvas(page).getAttribute('data-node-count')).toBe('3');
  });
});
