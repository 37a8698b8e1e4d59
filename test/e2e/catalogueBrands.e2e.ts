import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ConsoleServer } from '../support/consoleServer';
import { logOutThroughMenu, networkSettled, openSignedIn, useConsole } from './fixtures';
import { hold, releaseHeld, untilArrived } from './held';
import { callDevApi } from '../support/devApiCalls';
import { loseNextReply } from './lostReply';

const e2e = useConsole();
/** expect.poll gives up after 1 s by default; a reload after a sort can take longer on a busy machine. */
const POLL = { timeout: 10_000 };

interface Brand {
  id: string;
  name: string;
  next: string | null;
}

/** Reads the dev API's state straight from the in-process handler, as the merchant's token sees it. */
function apiBrands(server: ConsoleServer): Promise<Brand[]> {
  return callDevApi<Brand[]>(server, 'GET', '/api/phone_brands');
}

async function openBrands(page: Page, url: string): Promise<void> {
  await openSignedIn(page, url, '/app/phone_brand_model/brand');
  await page.locator('.brand-tab tbody tr', { hasText: '苹果' }).waitFor();
}

/** The brand names in table order (column 2: the first is the drag handle). */
function shownNames(page: Page): Promise<string[]> {
  return page.locator('.brand-tab tbody tr td:nth-child(2)').allInnerTexts();
}

const row = (page: Page, name: string) => page.locator('.brand-tab tbody tr', { has: page.getByText(name, { exact: true }) });
const formModal = (page: Page) => page.locator('.brand-form-modal');

/**
 * The next add reaches the API and is done; its reply is lost on the way back (a dropped connection).
 * Returns the Idempotency-Key of every add sent from now on, in order.
 */
async function loseNextAddReply(page: Page): Promise<string[]> {
  const keys: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/phone_brands') keys.push(request.headers()['idempotency-key'] ?? '');
  });
  await loseNextReply(page, '**/api/phone_brands', 'POST');
  return keys;
}

describe('品牌列表', () => {
  it('lists the seeded brands in their saved order with a drag handle per row', async () => {
    const { page, server } = e2e;
    await openBrands(page, server.url);
    const names = await shownNames(page);
    expect(names.slice(0, 6)).toEqual(['苹果', '华为', '小米', 'OPPO', 'vivo', '荣耀']);
    expect(await page.locator('.brand-tab tbody tr .drag-handle').count()).toBe(names.length);
  });

  it('shows the table loading while the brands load', async () => {
    const { page, server } = e2e;
    await openBrands(page, server.url);
    // Only now: the login lands on this tab, and its own first load must not take the fault.
    hold(server, { method: 'GET', path: '/api/phone_brands', times: 1 });
    await page.goto(`${server.url}/app/phone_brand_model/brand`);
    await page.locator('.brand-tab .arco-spin-loading').waitFor();
    expect(await row(page, '苹果').count()).toBe(0);
    // It turns where the system asks for less motion too (the suite's pages ask for it): standing still, it would read as a hang.
    const turning = (icon: Element) => icon.getAnimations().some((a) => a.playState === 'running' && a.effect?.getTiming().iterations === Infinity);
    expect(await page.locator('.brand-tab .arco-spin-loading .arco-icon-loading').evaluate(turning)).toBe(true);
    await releaseHeld(server);
    await row(page, '苹果').waitFor();
    expect(await page.locator('.brand-tab .arco-spin-loading').count()).toBe(0);
  });

  it('shows a spinner while the form code loads; a load that fails keeps the list, says so, and the next 新增品牌 loads it', async () => {
    const { page, server } = e2e;
    await openBrands(page, server.url);
    // Every script asked for from now on is held, then refused: the form's code comes with its first opening.
    const held: Array<{ abort: (reason: string) => Promise<void> }> = [];
    let firstHeld!: () => void;
    const asked = new Promise<void>((resolve) => (firstHeld = resolve));
    await page.route(/\/assets\/[^/]+\.js$/, (route) => {
      held.push(route);
      firstHeld();
    });
    await page.getByRole('button', { name: '新增品牌' }).click();
    await asked;
    await page.locator('.part-loading').waitFor();
    await Promise.all(held.map((route) => route.abort('connectionreset')));
    await page.locator('.arco-message', { hasText: '页面加载失败，请刷新重试' }).waitFor();
    await page.locator('.part-loading').waitFor({ state: 'detached' });
    await row(page, '苹果').waitFor();
    expect(await page.getByRole('button', { name: '新增品牌' }).isVisible()).toBe(true);

    await page.unrouteAll();
    await page.getByRole('button', { name: '新增品牌' }).click();
    await formModal(page).getByRole('textbox').waitFor();
  });

  it('says 品牌名称必填 for an empty name and 请填写品牌 for spaces, then adds the trimmed name', async () => {
    const { page, server } = e2e;
    await openBrands(page, server.url);
    await page.getByRole('button', { name: '新增品牌' }).click();
    const modal = formModal(page);
    await modal.getByText('新增品牌').waitFor();
    await modal.getByRole('button', { name: '保存' }).click();
    await modal.getByText('品牌名称必填').waitFor();
    await modal.getByLabel('品牌名称').fill('   ');
    await modal.getByRole('button', { name: '保存' }).click();
    await modal.getByText('请填写品牌').waitFor();
    await networkSettled(e2e);
    expect(server.requests.filter((r) => r.startsWith('POST /api/phone_brands'))).toHaveLength(0);

    await modal.getByLabel('品牌名称').fill('  三星  ');
    await modal.getByRole('button', { name: '保存' }).click();
    await page.getByText('新增品牌成功').waitFor();
    await modal.waitFor({ state: 'detached' });
    await row(page, '三星').waitFor();
    expect((await apiBrands(server)).map((b) => b.name)).toContain('三星');
  });

  it('opens and closes 新增品牌 without a transition where the system asks for less motion, and with its zoom where not', async () => {
    const { page, server } = e2e;
    await openBrands(page, server.url);
    /** The CSS transitions that start from now on (each fires transitionrun once), whichever element runs them. */
    const countTransitions = async () => {
      await page.evaluate(() => {
        const counted = window as unknown as { transitionsRun: number };
        counted.transitionsRun = 0;
        document.addEventListener('transitionrun', () => counted.transitionsRun++, true);
      });
      return () => page.evaluate(() => (window as unknown as { transitionsRun: number }).transitionsRun);
    };
    const openAndClose = async () => {
      await page.getByRole('button', { name: '新增品牌' }).click();
      await formModal(page).getByLabel('品牌名称').waitFor();
      // At the shipped speed a click on 取消 in the zoom's last frames (it overshoots, cubic-bezier(.3, 1.3, .3, 1))
      // left the dialog open in about one run of three, run alone; a second click closed it. 取消 is clicked once
      // the zoom is over, as a merchant's would be.
      await expect.poll(() => formModal(page).evaluate((dialog) => dialog.getAnimations({ subtree: true }).length)).toBe(0);
      await formModal(page).getByRole('button', { name: '取消' }).click();
      await formModal(page).waitFor({ state: 'hidden' });
    };

    // The suite's pages ask for reduced motion (fixtures.ts), as a merchant's system can.
    expect(await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches)).toBe(true);
    const reduced = await countTransitions();
    await openAndClose();
    expect(await reduced()).toBe(0);

    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.reload();
    await row(page, '苹果').waitFor();
    const shipped = await countTransitions();
    await openAndClose();
    expect(await shipped()).toBeGreaterThan(0);
  });

  it('adds with the enter key', async () => {
    const { page, server } = e2e;
    await openBrands(page, server.url);
    await page.getByRole('button', { name: '新增品牌' }).click();
    await formModal(page).getByLabel('品牌名称').fill('一加');
    await formModal(page).getByLabel('品牌名称').press('Enter');
    await page.getByText('新增品牌成功').waitFor();
    await row(page, '一加').waitFor();
  });

  it('edits a brand name: 修改品牌成功 and the new name in the list', async () => {
    const { page, server } = e2e;
    await openBrands(page, server.url);
    await row(page, '华为').getByRole('button', { name: '编辑' }).click();
    const modal = formModal(page);
    await modal.getByText('编辑品牌').waitFor();
    const input = modal.getByLabel('品牌名称');
    expect(await input.inputValue()).toBe('华为');
    await input.fill('HUAWEI ');
    await modal.getByRole('button', { name: '保存' }).click();
    await page.getByText('修改品牌成功').waitFor();
    await row(page, 'HUAWEI').waitFor();
    expect((await shownNames(page))[1]).toBe('HUAWEI');
    expect((await apiBrands(server)).some((b) => b.name === 'HUAWEI')).toBe(true);
  });

  it('a rename saved over another tab\'s rename since says what that tab saved, and saves only when asked again', async () => {
    const { page, server } = e2e;
    await openBrands(page, server.url);
    await row(page, '小米').getByRole('button', { name: '编辑' }).click();
    const modal = formModal(page);
    await modal.getByText('编辑品牌').waitFor();
    // Another tab renames it while this form is open.
    const xiaomi = (await apiBrands(server)).find((b) => b.name === '小米')!;
    await callDevApi(server, 'PATCH', `/api/phone_brands/${xiaomi.id}`, { name: 'Xiaomi', baseName: '小米' });
    await modal.getByLabel('品牌名称').fill('红米');
    await modal.getByRole('button', { name: '保存' }).click();
    await modal.locator('.arco-form-message', { hasText: '已在其他页面修改为「Xiaomi」，再次保存将改为你填写的值' }).waitFor();
    await networkSettled(e2e);
    expect((await apiBrands(server)).find((b) => b.id === xiaomi.id)?.name).toBe('Xiaomi');
    expect(await page.locator('.network-error-modal').count()).toBe(0);

    await modal.getByRole('button', { name: '保存' }).click();
    await page.getByText('修改品牌成功').waitFor();
    expect((await apiBrands(server)).find((b) => b.id === xiaomi.id)?.name).toBe('红米');
  });

  it('a rename whose reply was lost, typed again and saved, is saved from it: no word of another page', async () => {
    const { page, server } = e2e;
    await openBrands(page, server.url);
    const xiaomi = (await apiBrands(server)).find((b) => b.name === '小米')!;
    await loseNextReply(page, `**/api/phone_brands/${xiaomi.id}`, 'PATCH');
    await row(page, '小米').getByRole('button', { name: '编辑' }).click();
    const modal = formModal(page);
    await modal.getByText('编辑品牌').waitFor();
    await modal.getByLabel('品牌名称').fill('Xiaomi');
    await modal.getByRole('button', { name: '保存' }).click();
    await page.locator('.network-error-modal').getByRole('button', { name: '知道了' }).click();
    expect((await apiBrands(server)).find((b) => b.id === xiaomi.id)?.name).toBe('Xiaomi');

    // The merchant corrects the name and saves: it goes from the rename this form made, not as another tab's.
    await modal.getByLabel('品牌名称').fill('Xiaomi 小米');
    await modal.getByRole('button', { name: '保存' }).click();
    await page.getByText('修改品牌成功').waitFor();
    expect(await page.getByText('已在其他页面修改为', { exact: false }).count()).toBe(0);
    expect((await apiBrands(server)).find((b) => b.id === xiaomi.id)?.name).toBe('Xiaomi 小米');
    await row(page, 'Xiaomi 小米').waitFor();
  });

  it('shows 新增品牌失败 when the add fails, and keeps the modal open with the name typed', async () => {
    const { page, server } = e2e;
    await openBrands(page, server.url);
    server.devApi.faults.add({ method: 'POST', path: '/api/phone_brands', status: 500, times: 1 });
    await page.getByRole('button', { name: '新增品牌' }).click();
    const modal = formModal(page);
    await modal.getByLabel('品牌名称').fill('三星');
    await modal.getByRole('button', { name: '保存' }).click();
    await page.getByText('新增品牌失败').waitFor();
    await page.locator('.network-error-modal').getByText('网络请求错误').waitFor();
    await page.locator('.network-error-modal').getByRole('button', { name: '知道了' }).click();
    expect(await modal.isVisible()).toBe(true);
    expect(await modal.getByLabel('品牌名称').inputValue()).toBe('三星');

    // The fault was for one call: saving again works.
    await modal.getByRole('button', { name: '保存' }).click();
    await page.getByText('新增品牌成功').waitFor();
    await row(page, '三星').waitFor();
  });

  it('saved again after the reply of an add was lost, adds the brand once', async () => {
    const { page, server } = e2e;
    await openBrands(page, server.url);
    const keys = await loseNextAddReply(page);
    await page.getByRole('button', { name: '新增品牌' }).click();
    const modal = formModal(page);
    await modal.getByLabel('品牌名称').fill('回复丢失');
    await modal.getByRole('button', { name: '保存' }).click();
    await page.getByText('新增品牌失败').waitFor();
    await page.locator('.network-error-modal').getByText('请检查您的网络设置，请求发送失败！').waitFor();
    await page.locator('.network-error-modal').getByRole('button', { name: '知道了' }).click();
    expect((await apiBrands(server)).filter((brand) => brand.name === '回复丢失')).toHaveLength(1);

    // The merchant saves again: the same write, answered with the brand the first one added.
    await modal.getByRole('button', { name: '保存' }).click();
    await page.getByText('新增品牌成功').waitFor();
    await row(page, '回复丢失').waitFor();
    expect(await row(page, '回复丢失').count()).toBe(1);
    expect((await apiBrands(server)).filter((brand) => brand.name === '回复丢失')).toHaveLength(1);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('forgets the lost add at 退出登录: the tab keeps nothing of the account that left', async () => {
    const { page, server } = e2e;
    await openBrands(page, server.url);
    await loseNextAddReply(page);
    await page.getByRole('button', { name: '新增品牌' }).click();
    await formModal(page).getByLabel('品牌名称').fill('退出之前');
    await formModal(page).getByRole('button', { name: '保存' }).click();
    await page.locator('.network-error-modal').getByRole('button', { name: '知道了' }).click();
    const kept = () => page.evaluate(() => sessionStorage.getItem('pcc.lostWrites'));
    expect(await kept()).not.toBeNull();
    await formModal(page).getByRole('button', { name: '取消' }).click();
    await logOutThroughMenu(page);
    expect(await kept()).toBeNull();
  });

  it('added again after the reply of an add was lost and the page reloaded, is added once', async () => {
    const { page, server } = e2e;
    await openBrands(page, server.url);
    const keys = await loseNextAddReply(page);
    await page.getByRole('button', { name: '新增品牌' }).click();
    await formModal(page).getByLabel('品牌名称').fill('重载之后');
    await formModal(page).getByRole('button', { name: '保存' }).click();
    await page.locator('.network-error-modal').getByRole('button', { name: '知道了' }).click();

    // The merchant reloads, and adds the same brand again without looking at the list.
    await page.reload();
    await row(page, '苹果').waitFor();
    await page.getByRole('button', { name: '新增品牌' }).click();
    await formModal(page).getByLabel('品牌名称').fill('重载之后');
    await formModal(page).getByRole('button', { name: '保存' }).click();
    await page.getByText('新增品牌成功').waitFor();
    expect((await apiBrands(server)).filter((brand) => brand.name === '重载之后')).toHaveLength(1);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    // What the tab keeps for it is a fingerprint and the key, not the name or the token.
    const kept = await page.evaluate(() => JSON.stringify(sessionStorage));
    expect(kept).not.toContain('重载之后');
    expect(kept).not.toContain('\\u91cd');
  });

  it('shows 修改品牌失败 when the edit fails', async () => {
    const { page, server } = e2e;
    await openBrands(page, server.url);
    server.devApi.faults.add({ method: 'PATCH', path: '/api/phone_brands/*', status: 500, times: 1 });
    await row(page, '小米').getByRole('button', { name: '编辑' }).click();
    await formModal(page).getByLabel('品牌名称').fill('Xiaomi');
    await formModal(page).getByRole('button', { name: '保存' }).click();
    await page.getByText('修改品牌失败').waitFor();
    expect(await formModal(page).getByLabel('品牌名称').inputValue()).toBe('Xiaomi');
  });

  it('an edit of a brand deleted in another tab says so, closes the form and drops the stale row', async () => {
    const { page, server } = e2e;
    await openBrands(page, server.url);
    await row(page, '小米').getByRole('button', { name: '编辑' }).click();
    await formModal(page).getByLabel('品牌名称').fill('Xiaomi');
    // Deleted elsewhere while the form is open: the list on this page still shows it.
    const xiaomi = (await apiBrands(server)).find((brand) => brand.name === '小米')!;
    await callDevApi(server, 'DELETE', `/api/phone_brands/${xiaomi.id}`);
    await formModal(page).getByRole('button', { name: '保存' }).click();
    await page.getByText('修改品牌失败').waitFor();
    const errorModal = page.locator('.network-error-modal');
    await errorModal.getByText(`品牌不存在: ${xiaomi.id}`).waitFor();
    await errorModal.getByRole('button', { name: '知道了' }).click();
    await formModal(page).waitFor({ state: 'hidden' });
    await row(page, '小米').waitFor({ state: 'detached' });
    expect(await shownNames(page)).not.toContain('Xiaomi');
    expect((await apiBrands(server)).map((brand) => brand.name)).not.toContain('Xiaomi');
  });

  it('deleting a brand already deleted in another tab is done: 删除成功, its row goes, no error', async () => {
    const { page, server } = e2e;
    await openBrands(page, server.url);
    const xiaomi = (await apiBrands(server)).find((brand) => brand.name === '小米')!;
    await callDevApi(server, 'DELETE', `/api/phone_brands/${xiaomi.id}`);
    await row(page, '小米').getByRole('button', { name: '删除' }).click();
    await page.getByRole('button', { name: '确定' }).click();
    await page.getByText('删除成功').waitFor();
    await row(page, '小米').waitFor({ state: 'detached' });
    expect(await page.locator('.network-error-modal').count()).toBe(0);
    expect((await shownNames(page)).sort()).toEqual((await apiBrands(server)).map((brand) => brand.name).sort());
  });

  it('while a save is on its way, the name, 取消, × and Esc wait for it; the next form opens with 保存 ready and keeps what is typed', async () => {
    const { page, server } = e2e;
    await openBrands(page, server.url);
    hold(server, { method: 'PATCH', path: '/api/phone_brands/*', times: 1 });
    await row(page, '小米').getByRole('button', { name: '编辑' }).click();
    const modal = formModal(page);
    await modal.getByLabel('品牌名称').fill('Xiaomi');
    await modal.getByLabel('品牌名称').press('Enter');
    await untilArrived(server, 'PATCH', /^\/api\/phone_brands\/[^/]+$/);
    expect(await modal.getByRole('button', { name: '取消' }).isDisabled()).toBe(true);
    expect(await modal.locator('.arco-modal-close-icon').count()).toBe(0);
    // Nor can the name be typed into: it would not be in the save, and the form closes when it answers.
    expect(await modal.getByLabel('品牌名称').isDisabled()).toBe(true);
    await page.keyboard.press('Escape');
    await modal.getByRole('button', { name: '取消' }).click({ force: true });
    expect(await page.locator('.brand-form-modal:not([class*="exit"])').isVisible()).toBe(true);
    expect(await modal.getByLabel('品牌名称').inputValue()).toBe('Xiaomi');
    await releaseHeld(server);
    await page.getByText('修改品牌成功').waitFor();
    await modal.waitFor({ state: 'hidden' });
    await row(page, 'Xiaomi').waitFor();
    // Opened again, for another brand: nothing of the last save is left in it.
    await row(page, '苹果').getByRole('button', { name: '编辑' }).click();
    await modal.getByLabel('品牌名称').fill('苹果正在输入');
    expect(await modal.locator('.arco-btn-loading').count()).toBe(0);
    expect(await modal.getByRole('button', { name: '取消' }).isDisabled()).toBe(false);
    await networkSettled(e2e);
    expect(await modal.getByLabel('品牌名称').inputValue()).toBe('苹果正在输入');
    await modal.getByRole('button', { name: '保存' }).click();
    await row(page, '苹果正在输入').waitFor();
    expect((await apiBrands(server)).map((brand) => brand.name)).toEqual(expect.arrayContaining(['Xiaomi', '苹果正在输入']));
  });

  it('a 404 that is not the brand gone (an unknown address, a proxy) keeps the form open with the name typed', async () => {
    const { page, server } = e2e;
    await openBrands(page, server.url);
    server.devApi.faults.add({ method: 'PATCH', path: '/api/phone_brands/*', status: 404, times: 1 });
    await row(page, '小米').getByRole('button', { name: '编辑' }).click();
    await formModal(page).getByLabel('品牌名称').fill('Xiaomi');
    await formModal(page).getByRole('button', { name: '保存' }).click();
    await page.getByText('修改品牌失败').waitFor();
    await page.locator('.network-error-modal').getByRole('button', { name: '知道了' }).click();
    expect(await formModal(page).isVisible()).toBe(true);
    expect(await formModal(page).getByLabel('品牌名称').inputValue()).toBe('Xiaomi');
    await formModal(page).getByRole('button', { name: '保存' }).click();
    await page.getByText('修改品牌成功').waitFor();
    await row(page, 'Xiaomi').waitFor();
  });

  it('deletes only after the warning is confirmed; cancelling keeps the brand', async () => {
    const { page, server } = e2e;
    await openBrands(page, server.url);
    await row(page, '小米').getByRole('button', { name: '删除' }).click();
    const dialog = page.locator('.arco-modal', { hasText: '确认删除' });
    await dialog.getByText('确定删除品牌「小米」吗？该品牌下的型号及其绑定的线框图也会一并删除。').waitFor();
    await dialog.getByRole('button', { name: '取消' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await networkSettled(e2e);
    expect(server.requests.filter((r) => r.startsWith('DELETE'))).toHaveLength(0);
    expect(await shownNames(page)).toContain('小米');

    await row(page, '小米').getByRole('button', { name: '删除' }).click();
    await page.locator('.arco-modal', { hasText: '确定删除品牌「小米」' }).getByRole('button', { name: '确定' }).click();
    await page.getByText('删除成功').waitFor();
    await row(page, '小米').waitFor({ state: 'detached' });
    expect((await apiBrands(server)).map((b) => b.name)).not.toContain('小米');
  });

  it('drag-sorts: sends ordering calls, says 排序成功 and the order survives a reload', async () => {
    const { page, server } = e2e;
    await openBrands(page, server.url);
    server.requests.length = 0;
    await row(page, 'vivo').locator('.drag-handle').dragTo(row(page, '苹果'));
    await page.getByText('排序成功').waitFor();
    const ordering = server.requests.filter((r) => /^PATCH \/api\/phone_brands\/[^/]+\/ordering$/.test(r));
    expect(ordering.length).toBeGreaterThan(0);
    await expect.poll(() => shownNames(page).then((n) => n.slice(0, 6)), POLL).toEqual(['vivo', '苹果', '华为', '小米', 'OPPO', '荣耀']);

    await page.reload();
    await row(page, 'vivo').waitFor();
    expect((await shownNames(page)).slice(0, 6)).toEqual(['vivo', '苹果', '华为', '小米', 'OPPO', '荣耀']);
  });

  it('drags an item down as well as up', async () => {
    const { page, server } = e2e;
    await openBrands(page, server.url);
    await row(page, '苹果').locator('.drag-handle').dragTo(row(page, '小米'));
    await page.getByText('排序成功').waitFor();
    await expect.poll(() => shownNames(page).then((n) => n.slice(0, 6)), POLL).toEqual(['华为', '小米', '苹果', 'OPPO', 'vivo', '荣耀']);
  });

  it('refuses a second drag while a sort saves with 正在排序中，请稍后重试 (the list shows 正在保存排序…)', async () => {
    const { page, server } = e2e;
    await openBrands(page, server.url);
    hold(server, { method: 'PATCH', path: '/api/phone_brands/*', times: 1 });
    await row(page, 'vivo').locator('.drag-handle').dragTo(row(page, '苹果'));
    await page.locator('.brand-tab').getByText('正在保存排序…').waitFor();
    // The saving layer covers the rows: the press lands on it, and it says why nothing moves.
    await row(page, '荣耀').locator('.drag-handle').dragTo(row(page, '华为'), { force: true });
    await page.getByText('正在排序中，请稍后重试').waitFor();
    await releaseHeld(server);
    await page.getByText('排序成功').waitFor();
    await expect.poll(() => shownNames(page).then((n) => n.slice(0, 6)), POLL).toEqual(['vivo', '苹果', '华为', '小米', 'OPPO', '荣耀']);
  });
});
