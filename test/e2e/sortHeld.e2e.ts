import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { orderFromLinks } from '../../src/lib/ordering';
import type { ConsoleServer } from '../support/consoleServer';
import { callDevApi } from '../support/devApiCalls';
import { openSignedIn, useConsole } from './fixtures';

/**
 * Every drag-sorted list keeps the order the merchant dropped while the ordering calls are answered
 * slowly (a held reply stands in for a slow network), refuses a second drop meanwhile with 正在排序中，请稍后重试
 * (spec 1 §4: one sort at a time), and ends on the dropped order with exactly that drop's calls sent.
 */
const e2e = useConsole();
const POLL = { timeout: 10_000 };

/** Lets the held ordering call go on once the dev API holds it (the hang starts when the request arrives). */
async function releaseHeld(server: ConsoleServer): Promise<void> {
  server.devApi.faults.clear();
  await expect.poll(() => server.devApi.faults.release(), POLL).toBeGreaterThan(0);
}

interface HeldSort {
  page: Page;
  /** Path prefix of the list's ordering calls (a fault-book pattern). */
  ordering: string;
  /** The list as shown, top to bottom. */
  shown: () => Promise<string[]>;
  /** The list as the dev API holds it. */
  stored: () => Promise<string[]>;
  drop: () => Promise<void>;
  dropAgain: () => Promise<void>;
  dropped: string[];
}

async function sortsWhileHeld({ page, ordering, shown, stored, drop, dropAgain, dropped }: HeldSort): Promise<void> {
  const { server } = e2e;
  const before = await stored();
  server.requests.length = 0;
  server.devApi.faults.add({ method: 'PATCH', path: ordering, hang: true, times: 1 });
  await drop();
  // Held: the first ordering call has not been answered, yet the list shows the drop.
  await expect.poll(() => server.requests.filter((r) => r.startsWith(`PATCH ${ordering.replace('*', '')}`)).length, POLL).toBe(1);
  await expect.poll(shown, POLL).toEqual(dropped);
  expect(await stored()).toEqual(before);
  // A second drop while the first is saved is refused, and says so (spec 1 §4): the order stays.
  await dropAgain();
  await page.getByText('正在排序中，请稍后重试').waitFor();
  expect(await shown()).toEqual(dropped);

  await releaseHeld(server);
  await page.getByText('排序成功').waitFor();
  await expect.poll(shown, POLL).toEqual(dropped);
  expect(await stored()).toEqual(dropped);
  // What the API received: the first drop's calls only, each naming where the item now goes.
  const calls = server.requests.filter((r) => r.startsWith('PATCH ') && r.includes('ordering'));
  expect(calls.length).toBeGreaterThan(0);
  expect(calls.every((r) => r.startsWith(`PATCH ${ordering.replace('*', '')}`))).toBe(true);
}

const names = (list: { name: string }[]) => list.map((item) => item.name);

describe('drag-sort while the ordering call is slow', () => {
  it('字体库 shows the dropped order until the held call is answered, and ends on it', async () => {
    const { page, server } = e2e;
    await openSignedIn(page, server.url, '/app/fonts');
    const row = (name: string) => page.locator('.font-tab tbody tr', { has: page.locator('td.font-name-cell', { hasText: new RegExp(`^${name}$`) }) });
    await row('思源黑体').waitFor();
    await sortsWhileHeld({
      page,
      ordering: '/api/shop_fonts/ordering',
      shown: () => page.locator('.font-tab tbody td.font-name-cell').allInnerTexts(),
      stored: async () => names(orderFromLinks(await callDevApi<{ id: string; name: string; next: string | null }[]>(server, 'GET', '/api/shop_fonts'))),
      drop: () => row('思源宋体').locator('.drag-handle').dragTo(row('思源黑体')),
      dropAgain: () => row('思源黑体').locator('.drag-handle').dragTo(row('思源宋体'), { force: true }),
      dropped: ['思源宋体', '思源黑体'],
    });
  });

  it('文字颜色 shows the dropped order until the held call is answered, and ends on it', async () => {
    const { page, server } = e2e;
    await openSignedIn(page, server.url, '/app/fonts/colors');
    const stored = async () =>
      orderFromLinks(await callDevApi<{ id: string; hexCode: string; next: string | null }[]>(server, 'GET', '/api/shop_font_colors')).map((c) => c.hexCode);
    const hexes = await stored();
    const row = (hex: string) => page.locator('.text-color-tab tbody tr', { has: page.locator('.text-color-cell', { hasText: new RegExp(`^${hex}$`) }) });
    await row(hexes[0]!).waitFor();
    await sortsWhileHeld({
      page,
      ordering: '/api/shop_font_colors/ordering',
      shown: () => page.locator('.text-color-tab tbody .text-color-cell').allInnerTexts(),
      stored,
      drop: () => row(hexes[5]!).locator('.drag-handle').dragTo(row(hexes[0]!)),
      dropAgain: () => row(hexes[1]!).locator('.drag-handle').dragTo(row(hexes[4]!), { force: true }),
      dropped: [hexes[5]!, ...hexes.slice(0, 5)],
    });
  });

  const materialRow = (page: Page, name: string) => page.locator('.material-tab tbody tr', { has: page.getByRole('cell', { name, exact: true }) });
  const storedMaterials = async (server: ConsoleServer) =>
    orderFromLinks(await callDevApi<{ id: string; name: string; next: string | null; colors: { id: string; name: string; next: string | null }[] }[]>(server, 'GET', '/api/phone_case_materials'));

  it('手机壳材质 shows the dropped order until the held call is answered, and ends on it', async () => {
    const { page, server } = e2e;
    await openSignedIn(page, server.url, '/app/phone_case_material/material');
    await materialRow(page, '透明软壳').waitFor();
    await sortsWhileHeld({
      page,
      ordering: '/api/phone_case_materials/*',
      shown: () => page.locator('.material-tab tbody tr td:nth-child(2)').allInnerTexts(),
      stored: async () => names(await storedMaterials(server)),
      drop: () => materialRow(page, '钢化玻璃').locator('.drag-handle').dragTo(materialRow(page, '透明软壳')),
      dropAgain: () => materialRow(page, '液态硅胶').locator('.drag-handle').dragTo(materialRow(page, '钢化玻璃'), { force: true }),
      dropped: ['钢化玻璃', '透明软壳', '液态硅胶'],
    });
  });

  it('颜色管理 shows the dropped order until the held call is answered, and ends on it', async () => {
    const { page, server } = e2e;
    await openSignedIn(page, server.url, '/app/phone_case_material/material');
    await materialRow(page, '液态硅胶').getByRole('button', { name: '颜色管理' }).click();
    const modal = page.locator('.color-modal');
    await modal.getByText('液态硅胶 · 颜色管理').waitFor();
    const row = (name: string) => modal.locator('tbody tr', { has: page.getByRole('cell', { name, exact: true }) });
    await sortsWhileHeld({
      page,
      ordering: '/api/phone_case_materials/*',
      shown: () => modal.locator('tbody tr td:nth-child(2)').allInnerTexts(),
      stored: async () => orderFromLinks((await storedMaterials(server)).find((m) => m.name === '液态硅胶')!.colors).map((c) => c.name),
      drop: () => row('浅粉').locator('.drag-handle').dragTo(row('白色')),
      dropAgain: () => row('黑色').locator('.drag-handle').dragTo(row('浅粉'), { force: true }),
      dropped: ['浅粉', '白色', '黑色', '薰衣草紫'],
    });
  });

  it('品牌列表 (already right) keeps doing so on the shared list', async () => {
    const { page, server } = e2e;
    await openSignedIn(page, server.url, '/app/phone_brand_model/brand');
    const row = (name: string) => page.locator('.brand-tab tbody tr', { has: page.getByText(name, { exact: true }) });
    await row('苹果').waitFor();
    const stored = async () => names(orderFromLinks(await callDevApi<{ id: string; name: string; next: string | null }[]>(server, 'GET', '/api/phone_brands')));
    const before = await stored();
    const from = before.indexOf('vivo');
    const dropped = ['vivo', ...before.filter((name) => name !== 'vivo')];
    expect(from).toBeGreaterThan(0);
    await sortsWhileHeld({
      page,
      ordering: '/api/phone_brands/*',
      shown: () => page.locator('.brand-tab tbody tr td:nth-child(2)').allInnerTexts(),
      stored,
      drop: () => row('vivo').locator('.drag-handle').dragTo(row(before[0]!)),
      dropAgain: () => row('荣耀').locator('.drag-handle').dragTo(row('vivo'), { force: true }),
      dropped,
    });
  });
});
