import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { FontColor } from '../../contract/library';
import { orderFromLinks } from '../../src/lib/ordering';
import { networkSettled, openSignedIn, recordStatusTexts, useConsole } from './fixtures';
import { hold, releaseHeld } from './held';

const e2e = useConsole();
const POLL = { timeout: 10_000 };
const COLORS_API = '/api/shop_font_colors';

/** The colours as the dev API holds them, in linked-list order, read with the page's own token. */
async function storedColors(): Promise<FontColor[]> {
  const token = (await e2e.context.cookies()).find((c) => c.name === '_token_')?.value;
  const reply = await e2e.server.devApi.handle(new Request(`http://x${COLORS_API}`, { headers: { authorization: `Bearer ${token}` } }));
  return orderFromLinks((await reply.json()) as FontColor[]);
}

async function openColors(): Promise<{ page: Page; seeded: FontColor[] }> {
  const { page, server } = e2e;
  await openSignedIn(page, server.url, '/app/fonts/colors');
  const seeded = await storedColors();
  await colorRow(seeded[0]!.hexCode).waitFor();
  return { page, seeded };
}

function colorRow(hex: string): Locator {
  return e2e.page.locator('.text-color-tab tbody tr', { has: e2e.page.locator('.text-color-cell', { hasText: new RegExp(`^${hex}$`) }) });
}

const shownHexes = () => e2e.page.locator('.text-color-tab tbody .text-color-cell').allInnerTexts();
const writes = () => e2e.server.requests.filter((r) => !r.startsWith('GET ') && r.includes(COLORS_API));

async function openAddForm(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: '新增颜色' }).click();
  const modal = page.locator('.text-color-form-modal');
  await modal.getByPlaceholder('#rrggbb').waitFor();
  return modal;
}

describe('文字颜色', () => {
  it('lists the seeded colours in their saved order, each with its swatch', async () => {
    const { page, seeded } = await openColors();
    expect(seeded).toHaveLength(6);
    await expect.poll(() => shownHexes(), POLL).toEqual(seeded.map((c) => c.hexCode));
    const swatch = colorRow(seeded[0]!.hexCode).locator('.text-color-swatch');
    const background = await swatch.evaluate((el) => getComputedStyle(el).backgroundColor);
    const hex = seeded[0]!.hexCode;
    const rgb = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
    expect(background).toBe(`rgb(${rgb.join(', ')})`);
    expect(await page.locator('.text-color-tab tbody tr .drag-handle').count()).toBe(6);
  });

  it('adds the prefilled default #000000 with 操作成功', async () => {
    const { page, seeded } = await openColors();
    const modal = await openAddForm(page);
    await expect(modal.getByPlaceholder('#rrggbb').inputValue()).resolves.toBe('#000000');
    await expect(modal.locator('input[type=color]').inputValue()).resolves.toBe('#000000');
    await modal.getByRole('button', { name: '保存' }).click();
    await page.getByText('操作成功').waitFor();
    await expect.poll(async () => (await storedColors()).length, POLL).toBe(seeded.length + 1);
    const added = (await storedColors())[seeded.length]!;
    expect(added).toMatchObject({ hexCode: '#000000', enabled: true });
    await expect.poll(() => shownHexes(), POLL).toEqual([...seeded.map((c) => c.hexCode), '#000000']);
  });

  it('says 请输入颜色 when empty and asks for #rrggbb when malformed; stores a typed colour in lower case', async () => {
    // The same hex grammar as the material colours (contract/hexColor.ts): `#` optional, 3-digit shorthand read as #rrggbb.
    const { page } = await openColors();
    const modal = await openAddForm(page);
    const hex = modal.getByPlaceholder('#rrggbb');
    await hex.fill('');
    await modal.getByRole('button', { name: '保存' }).click();
    await modal.getByText('请输入颜色').waitFor();
    for (const bad of ['#12345', 'red', '#ff00zz', '#ffff']) {
      await hex.fill(bad);
      await modal.getByRole('button', { name: '保存' }).click();
      await modal.getByText('请填写 #rrggbb 格式的颜色值').waitFor();
    }
    await networkSettled(e2e);
    expect(writes()).toHaveLength(0);

    await hex.fill('F80');
    await expect.poll(() => modal.locator('input[type=color]').inputValue()).toBe('#ff8800');
    await hex.fill(' #FF8800 ');
    // The native picker follows the typed colour.
    await expect.poll(() => modal.locator('input[type=color]').inputValue()).toBe('#ff8800');
    await modal.getByRole('button', { name: '保存' }).click();
    await page.getByText('操作成功').waitFor();
    await colorRow('#ff8800').waitFor();
    expect((await storedColors()).some((c) => c.hexCode === '#ff8800')).toBe(true);
  });

  it('takes the colour from the native picker', async () => {
    const { page } = await openColors();
    const modal = await openAddForm(page);
    await modal.locator('input[type=color]').fill('#12ab9c');
    await expect.poll(() => modal.getByPlaceholder('#rrggbb').inputValue()).toBe('#12ab9c');
    await modal.getByPlaceholder('#rrggbb').press('Enter');
    await page.getByText('操作成功').waitFor();
    await colorRow('#12ab9c').waitFor();
  });

  it('disables and enables one colour with 操作成功', async () => {
    const { page, seeded } = await openColors();
    const target = seeded.find((c) => c.enabled)!;
    const toggle = colorRow(target.hexCode).getByRole('switch');
    await toggle.click();
    await page.getByText('操作成功').waitFor();
    await expect.poll(() => toggle.getAttribute('aria-checked'), POLL).toBe('false');
    expect((await storedColors()).find((c) => c.id === target.id)?.enabled).toBe(false);
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-checked'), POLL).toBe('true');
    expect((await storedColors()).find((c) => c.id === target.id)?.enabled).toBe(true);
  });

  it('deletes a colour only after 确认删除字体颜色?, with 删除成功', async () => {
    const { page, seeded } = await openColors();
    const target = seeded[1]!;
    await colorRow(target.hexCode).getByRole('button', { name: '删除' }).click();
    await page.getByText('确认删除字体颜色?').waitFor();
    await page.getByRole('button', { name: '取消' }).click();
    await page.getByText('确认删除字体颜色?').waitFor({ state: 'detached' });
    await networkSettled(e2e);
    expect(writes()).toHaveLength(0);

    await colorRow(target.hexCode).getByRole('button', { name: '删除' }).click();
    await page.getByRole('button', { name: '确定' }).click();
    await page.getByText('删除成功').waitFor();
    await colorRow(target.hexCode).waitFor({ state: 'detached' });
    expect((await storedColors()).map((c) => c.id)).toEqual(seeded.filter((c) => c.id !== target.id).map((c) => c.id));
  });

  it('warns 请选择至少一个字体颜色 for a batch with nothing selected', async () => {
    const { page } = await openColors();
    for (const action of ['批量启用', '批量停用', '批量删除']) {
      await page.getByRole('button', { name: action }).click();
      await page.getByText('请选择至少一个字体颜色').first().waitFor();
    }
    await networkSettled(e2e);
    expect(writes()).toHaveLength(0);
  });

  it('batch-enables the selected colours one after another, skipping those already enabled', async () => {
    const { page, seeded } = await openColors();
    const [first, second, third] = seeded as [FontColor, FontColor, FontColor];
    // Two disabled, one enabled, whatever the seed holds.
    for (const color of [first, second]) {
      if (color.enabled) {
        await colorRow(color.hexCode).getByRole('switch').click();
        await expect.poll(() => colorRow(color.hexCode).getByRole('switch').getAttribute('aria-checked'), POLL).toBe('false');
      }
    }
    if (!third.enabled) {
      await colorRow(third.hexCode).getByRole('switch').click();
      await expect.poll(() => colorRow(third.hexCode).getByRole('switch').getAttribute('aria-checked'), POLL).toBe('true');
    }
    const before = writes().length;
    // The switches' own 操作成功 must be gone, so the one awaited below is the batch's.
    await expect.poll(() => page.getByText('操作成功').count(), POLL).toBe(0);
    const { server } = e2e;
    hold(server, { method: 'PATCH', path: `${COLORS_API}/*` });
    for (const color of [first, second, third]) await colorRow(color.hexCode).locator('.arco-checkbox').click();
    const statusTexts = await recordStatusTexts(page);
    await page.getByRole('button', { name: '批量启用' }).click();
    // One after another (the third is enabled already): the second call goes only once the first is answered.
    await page.getByRole('status').getByText('正在处理 0/2').waitFor();
    await expect.poll(() => writes().length - before, POLL).toBe(1);
    await releaseHeld(server, { keepRules: true });
    await page.getByRole('status').getByText('正在处理 1/2').waitFor();
    await expect.poll(() => writes().length - before, POLL).toBe(2);
    await releaseHeld(server);
    await page.getByText('操作成功').waitFor();
    await page.getByRole('status').waitFor({ state: 'detached' });
    expect(await statusTexts()).toEqual(['正在处理 0/2', '正在处理 1/2']);
    expect(writes().slice(before)).toHaveLength(2);
    const stored = await storedColors();
    for (const color of [first, second, third]) expect(stored.find((c) => c.id === color.id)?.enabled).toBe(true);
  });

  it('batch-deletes the selected colours after confirmBatchDeleteColors', async () => {
    const { page, seeded } = await openColors();
    for (const color of seeded.slice(0, 3)) await colorRow(color.hexCode).locator('.arco-checkbox').click();
    await page.getByRole('button', { name: '批量删除' }).click();
    await page.getByText('确认删除选中的 3 个字体颜色?').waitFor();
    await page.getByRole('button', { name: '确定' }).click();
    await page.getByText('删除成功').waitFor();
    await expect.poll(() => shownHexes(), POLL).toEqual(seeded.slice(3).map((c) => c.hexCode));
    expect((await storedColors()).map((c) => c.id)).toEqual(seeded.slice(3).map((c) => c.id));
  });

  it('drag-sorts the colours with 排序成功, and the order holds after a reload', async () => {
    const { page, seeded } = await openColors();
    const hexes = seeded.map((c) => c.hexCode);
    await colorRow(hexes[5]!).locator('.drag-handle').dragTo(colorRow(hexes[0]!));
    await page.getByText('排序成功').waitFor();
    const expected = [hexes[5], ...hexes.slice(0, 5)];
    await expect.poll(() => shownHexes(), POLL).toEqual(expected);
    expect((await storedColors()).map((c) => c.hexCode)).toEqual(expected);
    await page.reload();
    await colorRow(hexes[0]!).waitFor();
    await expect.poll(() => shownHexes(), POLL).toEqual(expected);
  });

  it('goes back to the font library by replacing the route', async () => {
    const { page } = await openColors();
    const historyLength = await page.evaluate(() => history.length);
    await page.locator('.arco-tabs-header-title', { hasText: '字体库' }).click();
    await page.waitForURL(/\/app\/fonts$/);
    await page.locator('.font-tab tbody tr').first().waitFor();
    await page.locator('.arco-tabs-header-title', { hasText: '文字颜色' }).click();
    await page.waitForURL(/\/app\/fonts\/colors$/);
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
  });
});
