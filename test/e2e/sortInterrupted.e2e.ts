import type { Dialog, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { PhoneCaseMaterial } from '../../contract/catalogue';
import { orderFromLinks } from '../../src/lib/ordering';
import { callDevApi } from '../support/devApiCalls';
import { arrived, hold, releaseHeld, untilArrived } from './held';
import { networkSettled, openSignedIn, useConsole } from './fixtures';

/**
 * A sort of one row sends one ordering call per moved row (spec 1 §4): on a slow network (3 s a call) a drop
 * of the last colour first is 4 calls and 12 s. Held replies stand in for the slow network. A reload half-way
 * asks first (beforeunload); the next visit of the list finishes the sort and says so, or, when the list
 * changed meanwhile, sends nothing and says that; another tab opening the list while the sort still runs
 * leaves it alone.
 */
const e2e = useConsole();
const POLL = { timeout: 10_000 };
const MATERIALS = '/app/phone_case_material/material';
const ORDERING = '/api/phone_case_materials/*';
const orderingCall = /^\/api\/phone_case_materials\/[^/]+\/colors\/[^/]+\/ordering$/;

async function storedColors(material = '液态硅胶'): Promise<{ id: string; name: string }[]> {
  const materials = await callDevApi<PhoneCaseMaterial[]>(e2e.server, 'GET', '/api/phone_case_materials');
  return orderFromLinks(materials.find((m) => m.name === material)!.colors);
}
const names = async () => (await storedColors()).map((color) => color.name);

/** 颜色管理 of 液态硅胶, opened from the material list. */
async function openColors(page: Page): Promise<Locator> {
  const materialRow = page.locator('.material-tab tbody tr', { has: page.getByRole('cell', { name: '液态硅胶', exact: true }) });
  await materialRow.getByRole('button', { name: '颜色管理' }).click();
  const modal = page.locator('.color-modal');
  await modal.getByText('液态硅胶 · 颜色管理').waitFor();
  return modal;
}
const shown = (modal: Locator) => modal.locator('tbody tr td:nth-child(2)').allInnerTexts();
const colorRow = (modal: Locator, name: string) => modal.locator('tbody tr', { has: modal.page().getByRole('cell', { name, exact: true }) });

/**
 * Drops the last colour on the first with every ordering call held, lets the first call through and holds
 * the second. Returns the order before and the order dropped.
 */
async function sortHalfway(modal: Locator): Promise<{ before: string[]; dropped: string[] }> {
  const { server } = e2e;
  const before = await names();
  const dropped = [before.at(-1)!, ...before.slice(0, -1)];
  server.requests.length = 0;
  hold(server, { method: 'PATCH', path: ORDERING });
  await colorRow(modal, dropped[0]!).locator('.drag-handle').dragTo(colorRow(modal, before[0]!));
  await untilArrived(server, 'PATCH', orderingCall, 1);
  await releaseHeld(server, { keepRules: true });
  await untilArrived(server, 'PATCH', orderingCall, 2);
  await expect.poll(() => shown(modal), POLL).toEqual(dropped);
  return { before, dropped };
}

/** Whether the page would ask before unloading now (the browser shows its own dialog for a real reload). */
const unloadWarns = (page: Page) =>
  page.evaluate(() => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  });

/** Reloads the page, leaving even if the browser asks first. */
async function reload(page: Page): Promise<void> {
  const leave = (dialog: Dialog) => void (dialog.type() === 'beforeunload' ? dialog.accept() : dialog.dismiss()).catch(() => undefined);
  page.on('dialog', leave);
  try {
    await page.reload();
  } finally {
    page.off('dialog', leave);
  }
}

describe('a sort cut short by a reload', () => {
  it('asks before the page goes, and the next visit finishes the sort and says so', async () => {
    const { page, server } = e2e;
    await openSignedIn(page, server.url, MATERIALS);
    expect(await unloadWarns(page)).toBe(false);
    const { before, dropped } = await sortHalfway(await openColors(page));
    // Half-applied on the server: neither as it was nor as it was dropped.
    const halfway = await names();
    expect(halfway).not.toEqual(before);
    expect(halfway).not.toEqual(dropped);

    // The held second call goes with the page (the browser aborts it); later calls are answered at once.
    expect(await unloadWarns(page)).toBe(true);
    server.devApi.faults.clear();
    await reload(page);
    expect(await names()).toEqual(halfway);

    server.requests.length = 0;
    const modal = await openColors(page);
    await page.getByText('上次的排序没有完成，已继续完成').waitFor();
    expect(await names()).toEqual(dropped);
    await expect.poll(() => shown(modal), POLL).toEqual(dropped);
    expect(arrived(server, 'PATCH', orderingCall)).toBeGreaterThan(0);
    expect(await page.getByText('排序成功').count()).toBe(0);
  });

  it('sends nothing when the list was sorted otherwise meanwhile, and says so', async () => {
    const { page, server } = e2e;
    await openSignedIn(page, server.url, MATERIALS);
    await sortHalfway(await openColors(page));
    server.devApi.faults.clear();
    await reload(page);
    // Another tab moves the first colour to the end after this tab loaded the material list again.
    await page.locator('.material-tab tbody tr').first().waitFor();
    const colors = await storedColors();
    const material = (await callDevApi<PhoneCaseMaterial[]>(server, 'GET', '/api/phone_case_materials')).find((m) => m.name === '液态硅胶')!;
    await callDevApi(server, 'PATCH', `/api/phone_case_materials/${material.id}/colors/${colors[0]!.id}/ordering`, { next: null });
    const changed = await names();

    server.requests.length = 0;
    const modal = await openColors(page);
    await page.getByText('上次的排序没有完成，期间列表已被修改，未继续排序，请核对当前顺序').waitFor();
    await expect.poll(() => shown(modal), POLL).toEqual(changed);
    await networkSettled(e2e);
    expect(arrived(server, 'PATCH', orderingCall)).toBe(0);
    expect(await names()).toEqual(changed);
  });

  it('drops a note whose two orders are not one list reordered, and shows the list', async () => {
    const { page, server } = e2e;
    await openSignedIn(page, server.url, MATERIALS);
    const material = (await callDevApi<PhoneCaseMaterial[]>(server, 'GET', '/api/phone_case_materials')).find((m) => m.name === '液态硅胶')!;
    const ids = (await storedColors()).map((color) => color.id);
    const before = await names();
    // Storage another script or version wrote: the dropped order names a colour the list never had.
    const note = { id: 'odd', account: 'demo', list: `colors:${material.id}`, before: ids, target: [...ids.slice(0, -1), 'gone'], startedAt: 1 };
    await page.evaluate((text) => localStorage.setItem('pcc.sortNote.odd', text), JSON.stringify(note));
    await reload(page);
    await page.locator('.material-tab tbody tr').first().waitFor();

    server.requests.length = 0;
    const modal = await openColors(page);
    await expect.poll(() => shown(modal), POLL).toEqual(before);
    expect(await page.getByText('页面加载失败，请刷新重试').count()).toBe(0);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('pcc.sortNote.odd')), POLL).toBeNull();
    await networkSettled(e2e);
    expect(arrived(server, 'PATCH', orderingCall)).toBe(0);
  });

  it('leaves a sort still running in another tab to that tab', async () => {
    const { page, server, context } = e2e;
    await openSignedIn(page, server.url, MATERIALS);
    const { before, dropped } = await sortHalfway(await openColors(page));

    const other = await context.newPage();
    other.setDefaultTimeout(10_000);
    await other.goto(`${server.url}${MATERIALS}`);
    const otherModal = await openColors(other);
    await expect.poll(() => shown(otherModal), POLL).toEqual(await names());

    await releaseHeld(server);
    await page.getByText('排序成功').waitFor();
    await networkSettled(e2e);
    // Only the first tab's calls, one per moved colour; the other tab said nothing: the sort was the first tab's.
    expect(arrived(server, 'PATCH', orderingCall)).toBe(before.length);
    expect(await other.getByText('上次的排序没有完成', { exact: false }).count()).toBe(0);
    expect(await names()).toEqual(dropped);
  });
});

describe('a second drag while a sort is saved', () => {
  it('says 正在排序中，请稍后重试 when the drag is on the list being saved', async () => {
    const { page, server } = e2e;
    await openSignedIn(page, server.url, MATERIALS);
    const modal = await openColors(page);
    const before = await names();
    hold(server, { method: 'PATCH', path: ORDERING, times: 1 });
    await colorRow(modal, before.at(-1)!).locator('.drag-handle').dragTo(colorRow(modal, before[0]!));
    await untilArrived(server, 'PATCH', orderingCall, 1);
    // The rows are under the saving layer: the press lands on it.
    await colorRow(modal, before[1]!).locator('.drag-handle').dragTo(colorRow(modal, before[2]!), { force: true });
    await page.getByText('正在排序中，请稍后重试').waitFor();
    await releaseHeld(server);
    await page.getByText('排序成功').waitFor();
    expect(await names()).toEqual([before.at(-1)!, ...before.slice(0, -1)]);
  });

  it('says 正在排序中，请稍后重试 when the drag is on another list', async () => {
    const { page, server } = e2e;
    await openSignedIn(page, server.url, '/app/phone_brand_model/brand');
    const brandRow = (name: string) => page.locator('.brand-tab tbody tr', { has: page.getByText(name, { exact: true }) });
    await brandRow('vivo').waitFor();
    const brands = await page.locator('.brand-tab tbody tr td:nth-child(2)').allInnerTexts();
    hold(server, { method: 'PATCH', path: '/api/phone_brands/*', times: 1 });
    await brandRow('vivo').locator('.drag-handle').dragTo(brandRow(brands[0]!));
    await untilArrived(server, 'PATCH', /^\/api\/phone_brands\/[^/]+\/ordering$/, 1);

    await page.getByRole('tab', { name: '型号列表' }).click();
    const models = page.locator('.model-list tbody tr');
    await models.nth(1).waitFor();
    await models.nth(1).locator('.drag-handle').dragTo(models.nth(0));
    await page.getByText('正在排序中，请稍后重试').waitFor();
    expect(arrived(server, 'PATCH', /phone_models\/[^/]+\/ordering$/)).toBe(0);
    await releaseHeld(server);
  });
});
