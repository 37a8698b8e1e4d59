import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { freePort } from '../support/freePort';
import { networkSettled, signIn, useConsole } from './fixtures';
import { rows, storedDrafts } from './designerPage';

// A browser draft is read back from IndexedDB, which any page of the origin can write (docs/designer.md,
// "Drafts"): these plant one as such a page would, and open the template it belongs to.
const e2e = useConsole();

const TEMPLATE = '蜜桃爱心';
const REFUSED = '1 份未保存的设计草稿内容无效，无法恢复，已丢弃';

type PlantedLayer = Record<string, unknown> & { uuid: string; imageUrl: string };

/** demo nudges a layer of 蜜桃爱心 and leaves the designer: one draft is kept, and no designer is open. */
async function leaveDraft(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('pcc.serviceAgreementAccepted', '1'));
  await signIn(page, e2e.server.url);
  await openTemplate(page);
  await rows(page).nth(1).click();
  await page.keyboard.press('d');
  await expect.poll(() => storedDrafts(page)).toHaveLength(1);
  await page.goto(`${e2e.server.url}/app/design_template`);
  await page.locator('.template-card', { hasText: TEMPLATE }).waitFor();
}

async function openTemplate(page: Page): Promise<void> {
  await page.goto(`${e2e.server.url}/app/design_template`);
  await page.locator('.template-card', { hasText: TEMPLATE }).locator('.template-thumb').click();
  // The workspace is rendered only once the document is ready, that is after the restore offer was decided.
  await page.locator('.designer-drawer .designer-canvas').waitFor();
}

/** What is planted: layers at outside addresses beside the draft's own, or a copy of its top layer many times. */
type Plant = { outside: string[] } | { copies: number };

/** Rewrites the kept draft's layers in the page, as another page of the origin could. */
async function plantLayers(page: Page, plant: Plant): Promise<void> {
  await page.evaluate(
    (plant) =>
      new Promise<void>((resolve, reject) => {
        const rewrite = (layers: PlantedLayer[]): PlantedLayer[] => {
          const model = { ...layers[layers.length - 1]!, isBackground: false };
          if ('outside' in plant) return [...layers, ...plant.outside.map((imageUrl, n) => ({ ...model, uuid: `planted${n}`, imageUrl, imageFileId: null }))];
          return Array.from({ length: plant.copies }, (_, n) => {
            const imageUrl = new URL(model.imageUrl, location.href);
            imageUrl.searchParams.set('copy', String(n));
            return { ...model, uuid: `copy${n}`, imageUrl: imageUrl.href };
          });
        };
        const open = indexedDB.open('keyval-store');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const store = open.result.transaction('keyval', 'readwrite').objectStore('keyval');
          const keys = store.getAllKeys();
          keys.onsuccess = () => {
            const key = keys.result.map(String).find((name) => name.startsWith('designer:accountDraft:demo:'))!;
            const value = store.get(key);
            value.onsuccess = () => store.put({ ...value.result, layers: rewrite(value.result.layers) }, key);
          };
          store.transaction.oncomplete = () => {
            open.result.close();
            resolve();
          };
          store.transaction.onerror = () => reject(store.transaction.error);
        };
      }),
    plant,
  );
}

/** Every address the page asks for from now on. */
function recordRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => seen.push(request.url()));
  return seen;
}

describe('a planted draft', () => {
  it('naming outside addresses is not offered, says so, and none of them is requested', async () => {
    const { page } = e2e;
    await leaveDraft(page);
    const otherPort = `http://127.0.0.1:${await freePort()}`;
    await plantLayers(page, { outside: [`${otherPort}/x.png`, 'javascript:alert(1)', '/api/users/logout'] });
    const requested = recordRequests(page);
    await openTemplate(page);
    await page.locator('.arco-message', { hasText: REFUSED }).waitFor();
    await networkSettled(e2e);

    expect(await page.locator('.designer-restore-modal').count()).toBe(0);
    expect(requested.filter((url) => url.startsWith(otherPort) || url.includes('/api/users/logout') || url.startsWith('javascript:'))).toEqual([]);
    expect(e2e.server.requests.filter((path) => path.includes('/api/users/logout') || path.includes('/api/files/upload_form'))).toEqual([]);
    expect(await storedDrafts(page)).toEqual([]);
    // Still signed in: nothing of the draft was called.
    await page.locator('.shell-user', { hasText: 'demo' }).waitFor();
  });

  it('of 20,000 layers is dropped unread: no question, and none of its pictures is requested', async () => {
    const { page } = e2e;
    await leaveDraft(page);
    await plantLayers(page, { copies: 20_000 });
    const requested = recordRequests(page);
    await openTemplate(page);
    await page.locator('.arco-message', { hasText: REFUSED }).waitFor();
    await networkSettled(e2e);

    expect(await page.locator('.designer-restore-modal').count()).toBe(0);
    expect(requested.filter((url) => url.includes('copy='))).toEqual([]);
    expect(await storedDrafts(page)).toEqual([]);
  });
});
