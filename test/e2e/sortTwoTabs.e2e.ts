import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { orderFromLinks } from '../../src/lib/ordering';
import { callDevApi } from '../support/devApiCalls';
import { openSignedIn, useConsole } from './fixtures';

/**
 * Two tabs of one account sorting the same list: the second tab's drop was made on the order it loaded,
 * which the first tab changed since. It sends nothing, shows the server's order and says the order changed
 * elsewhere, instead of mixing its calls into the first tab's order and calling that 排序成功.
 */
const e2e = useConsole();

const CHANGED_ELSEWHERE = '列表顺序已在其他页面修改，已显示最新顺序，请核对后重新排序';

const brandRow = (page: Page, name: string) => page.locator('.brand-tab tbody tr', { has: page.getByText(name, { exact: true }) });
const brandsShown = (page: Page) => page.locator('.brand-tab tbody tr td:nth-child(2)').allInnerTexts();

describe('two tabs sorting 品牌列表', () => {
  it('the tab with the older order is told it changed elsewhere, sends no call and shows the server’s order', async () => {
    const { page, server, context } = e2e;
    const stored = async () => orderFromLinks(await callDevApi<{ id: string; name: string; next: string | null }[]>(server, 'GET', '/api/phone_brands')).map((brand) => brand.name);
    await openSignedIn(page, server.url, '/app/phone_brand_model/brand');
    const other = await context.newPage();
    await other.goto(`${server.url}/app/phone_brand_model/brand`);
    const before = await stored();
    for (const tab of [page, other]) await expect.poll(() => brandsShown(tab)).toEqual(before);

    // The first tab puts vivo at the top.
    await brandRow(page, 'vivo').locator('.drag-handle').dragTo(brandRow(page, before[0]!));
    await page.locator('.arco-message', { hasText: '排序成功' }).waitFor();
    const sorted = ['vivo', ...before.filter((name) => name !== 'vivo')];
    expect(await stored()).toEqual(sorted);

    // The second tab still shows the old order, and puts its last brand at the top.
    expect(await brandsShown(other)).toEqual(before);
    const last = before[before.length - 1]!;
    expect(last).not.toBe('vivo');
    const patchesBefore = server.requests.filter((request) => request.startsWith('PATCH /api/phone_brands/')).length;
    await brandRow(other, last).locator('.drag-handle').dragTo(brandRow(other, before[0]!));
    await other.locator('.arco-message', { hasText: CHANGED_ELSEWHERE }).waitFor();
    await expect.poll(() => brandsShown(other)).toEqual(sorted);
    expect(await stored()).toEqual(sorted);
    expect(server.requests.filter((request) => request.startsWith('PATCH /api/phone_brands/')).length).toBe(patchesBefore);
    expect(await other.locator('.arco-message', { hasText: '排序成功' }).count()).toBe(0);

    // Sorted again on the order it now shows, it is saved.
    await brandRow(other, last).locator('.drag-handle').dragTo(brandRow(other, 'vivo'));
    await other.locator('.arco-message', { hasText: '排序成功' }).waitFor();
    expect(await stored()).toEqual([last, ...sorted.filter((name) => name !== last)]);
    await other.close();
  });
});
