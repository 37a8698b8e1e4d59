/**
 * 退出登录 forgets the designer's clipboard (src/app/session.ts forgetAccountData) through a dynamic import of the
 * clipboard shelf's chunk. Where that chunk is not yet loaded in the tab that signs out (the designer ran before a
 * reload, or in an earlier visit) and cannot be fetched (offline, a flaky network, a deploy that replaced the
 * chunk), the sign-out still completes, but the account's copy, with the bytes of its images, stays in IndexedDB
 * on a shared computer: the next person can read it, and the account pastes it after signing in again.
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logOutThroughMenu, useConsole } from './fixtures';
import { canvas, message, openDesigner, rows, shown } from './designerPage';

const e2e = useConsole();
const ASSETS = new URL('../../dist-qa/assets/', import.meta.url);

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

/** Fails every request for a script chunk that holds the clipboard shelf (its key prefix), as an unreachable chunk would. */
async function blockClipboardChunks(page: Page): Promise<string[]> {
  const blocked: string[] = [];
  await page.route(/\/assets\/[^/?]+\.js(\?.*)?$/, async (route) => {
    const file = basename(new URL(route.request().url()).pathname);
    let text = '';
    try {
      text = readFileSync(new URL(file, ASSETS), 'utf8');
    } catch {
      // Not one of the build's files: let it through.
    }
    if (text.includes('designer:clipboard:')) {
      blocked.push(file);
      await route.abort('internetdisconnected');
    } else {
      await route.continue();
    }
  });
  return blocked;
}

async function copyHeart(page: Page): Promise<void> {
  await rows(page).nth(1).click();
  await expect.poll(() => canvas(page).getAttribute('data-selected')).toBe((await shown(page))[1]!.uuid);
  await page.keyboard.press('Control+c');
  await expect.poll(() => keptClipboards(page)).toEqual(['designer:clipboard:demo']);
}

describe('退出登录 with the clipboard shelf chunk unreachable', () => {
  it('still forgets the account\'s clipboard: the next person at the computer finds no copy of it', async () => {
    const { page, server } = e2e;
    await openDesigner(page, server, '蜜桃爱心', 3);
    await copyHeart(page);

    // A new page load (the next day, or a reload): the designer's chunks are not in this tab any more.
    await page.goto(`${server.url}/app/design_template`);
    await page.locator('.template-card').first().waitFor();
    const blocked = await blockClipboardChunks(page);
    await logOutThroughMenu(page);
    await expect.poll(() => blocked.length).toBeGreaterThan(0);
    await page.unroute(/\/assets\/[^/?]+\.js(\?.*)?$/);

    // What the next person at this computer finds: demo's copy (its layers and image bytes) must be gone.
    await expect.poll(() => keptClipboards(page), { timeout: 5_000 }).toEqual([]);
  });

  it('raises no unhandled error (a rejected chunk load) when the shelf cannot be loaded at 退出登录', async () => {
    const { page, server } = e2e;
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await openDesigner(page, server, '蜜桃爱心', 3);
    await copyHeart(page);
    await page.goto(`${server.url}/app/design_template`);
    await page.locator('.template-card').first().waitFor();
    const blocked = await blockClipboardChunks(page);
    await logOutThroughMenu(page);
    await expect.poll(() => blocked.length).toBeGreaterThan(0);
    await page.getByPlaceholder('用户名').waitFor();
    // The failed import settles within a few tasks of the aborted request: let the page run a frame or two.
    await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
    expect(errors).toEqual([]);
  });

  it('does not let the account paste, after signing in again, what it copied before signing out', async () => {
    const { page, server } = e2e;
    await openDesigner(page, server, '蜜桃爱心', 3);
    await copyHeart(page);
    await page.goto(`${server.url}/app/design_template`);
    await page.locator('.template-card').first().waitFor();
    const blocked = await blockClipboardChunks(page);
    await logOutThroughMenu(page);
    await expect.poll(() => blocked.length).toBeGreaterThan(0);
    await page.unroute(/\/assets\/[^/?]+\.js(\?.*)?$/);

    await openDesigner(page, server, '蜜桃爱心', 3);
    await rows(page).nth(1).click();
    await page.keyboard.press('Control+v');
    await message(page, '剪贴板中没有图层，请先选择图层并复制').waitFor({ timeout: 5_000 });
    expect(await canvas(page).getAttribute('data-node-count')).toBe('3');
  });
});
