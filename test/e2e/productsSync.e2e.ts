import type { FrameLocator, Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginAs, networkSettled, openSignedIn, recordStatusTexts, useConsole } from './fixtures';
import { SCREEN, TAOBAO, UNSEEDED_ITEMS, allProducts, expectTitles, openProducts, productPage, shopNamed } from './productsPage';

const e2e = useConsole();

type Scope = Page | FrameLocator;
const dialog = (scope: Scope) => scope.locator('.sync-products-modal');
// A result row is a div once the list draws only the rows in view (Arco's virtual table).
const resultRow = (scope: Scope, id: string) => dialog(scope).locator('.sync-table .arco-table-tr', { has: scope.getByText(id, { exact: true }) });
const syncCalls = () => e2e.server.requests.filter((request) => request === 'POST /api/products/sync').length;

async function startSync(scope: Scope, text: string, click: 'click' | 'dblclick' = 'click'): Promise<void> {
  await scope.getByRole('button', { name: '同步商品' }).click();
  await dialog(scope).getByRole('textbox', { name: '商品ID' }).fill(text);
  await dialog(scope).getByRole('button', { name: '开始同步' })[click]();
}

/** Answers POST /api/products/sync in the page: `fail(n)` for the n-th id (1-based) fails with a reason; each id's calls are counted. */
async function fakeSync(page: Page, { fail, hold }: { fail: (index: number, id: string) => boolean; hold?: () => Promise<void> }) {
  const sent: string[] = [];
  const order = new Map<string, number>();
  await page.route('**/api/products/sync', async (route: Route) => {
    const { productOriginalId: id, shopId } = route.request().postDataJSON() as { productOriginalId: string; shopId: string };
    sent.push(id);
    if (!order.has(id)) order.set(id, order.size + 1);
    await hold?.();
    if (fail(order.get(id)!, id)) {
      await route.fulfill({ status: 500, json: { code: 'BUSY', message: `平台接口繁忙：${id}` } });
      return;
    }
    await route.fulfill({ json: { id: `p-${id}`, shopId, originalId: id, title: `商品 ${id}`, imageUrl: null, skus: [] } });
  });
  return sent;
}

const ids = (count: number) => Array.from({ length: count }, (_, i) => `8800${String(i + 1).padStart(4, '0')}`);
const countOf = (list: string[]) => list.reduce((map, id) => map.set(id, (map.get(id) ?? 0) + 1), new Map<string, number>());

describe('同步商品 (spec 3 §5)', () => {
  it('needs ids: 此项必须填写 for an empty box or separators alone, and says how to separate them', async () => {
    const { page, server } = e2e;
    await openProducts(page, server);
    await startSync(page, '');
    await dialog(page).getByText('此项必须填写', { exact: true }).and(dialog(page).getByRole('alert')).waitFor();
    await dialog(page).getByRole('textbox', { name: '商品ID' }).fill(' ,，\n ');
    await dialog(page).getByRole('button', { name: '开始同步' }).click();
    await dialog(page).getByRole('alert').getByText('此项必须填写').waitFor();
    await dialog(page).getByText('多个商品ID用逗号、中文逗号、换行或空格分隔，建议每次不超过50个').waitFor();
    await networkSettled(e2e);
    expect(syncCalls()).toBe(0);
  });

  it('syncs each id once, one after another; an unknown id fails alone with the server’s reason; the table reloads', async () => {
    const { page, server } = e2e;
    const taobao = await shopNamed(server, TAOBAO);
    await openProducts(page, server);
    const [a, b, c] = UNSEEDED_ITEMS;
    // Comma, Chinese comma, newline, spaces, and a repeat.
    await startSync(page, ` ${a}，${b}\n999 , ${c} ${a}`, 'dblclick');
    await dialog(page).getByText('同步完成：成功 3 个，失败 1 个').waitFor();
    for (const id of [a!, b!, c!]) await resultRow(page, id).getByText('成功').waitFor();
    await resultRow(page, '999').getByText('失败').waitFor();
    await resultRow(page, '999').getByText('平台上找不到商品 999，请检查商品ID是否正确').waitFor();
    expect(syncCalls()).toBe(4);
    const held = (await allProducts(server, taobao.id)).map((product) => product.originalId);
    for (const id of [a!, b!, c!]) expect(held.filter((originalId) => originalId === id)).toHaveLength(1);
    await dialog(page).getByRole('button', { name: '完成' }).click();
    await expectTitles(page, (await productPage(server, taobao.id)).items);
    expect(await page.locator('.product-original-id', { hasText: c! }).count()).toBe(1);
  });

  it('200 ids against a slow server failing every fifth: each good id once, each failure with its reason, 重试失败项 sends only those', async () => {
    const { page, server } = e2e;
    let failing = true;
    const sent = await fakeSync(page, {
      fail: (index) => failing && index % 5 === 0,
      hold: () => new Promise((resolve) => setTimeout(resolve, 5)),
    });
    await openProducts(page, server);
    const all = ids(200);
    const reloads: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'GET' && new URL(request.url()).pathname === '/api/products') reloads.push(request.url());
    });
    await page.getByRole('button', { name: '同步商品' }).click();
    await dialog(page).getByRole('textbox', { name: '商品ID' }).fill(all.join('\n'));
    // The hint's 50 is advice, not a limit.
    await dialog(page).getByText('共200个商品ID，超过建议的每次50个，同步需要更长时间').waitFor();
    const statuses = await recordStatusTexts(page);
    await dialog(page).getByRole('button', { name: '开始同步' }).dblclick();
    await dialog(page).getByText('同步完成：成功 160 个，失败 40 个').waitFor({ timeout: 60_000 });
    // Progress was shown on the way, however fast the run went.
    expect((await statuses()).some((text) => /^正在同步 \d+\/200$/.test(text))).toBe(true);
    expect(sent).toHaveLength(200);
    expect([...countOf(sent).values()].every((n) => n === 1)).toBe(true);
    const failedIds = all.filter((_, i) => (i + 1) % 5 === 0);
    // Only the rows in view are drawn: the failures are listed on their own to be read.
    await dialog(page).getByText('只看失败项', { exact: true }).click();
    for (const id of failedIds.slice(0, 3)) await resultRow(page, id).getByText(`平台接口繁忙：${id}`).waitFor();
    expect(await resultRow(page, all[0]!).count()).toBe(0);
    await expect.poll(() => reloads.length).toBeGreaterThan(0);

    failing = false;
    sent.length = 0;
    await dialog(page).getByRole('button', { name: '重试失败项' }).dblclick();
    await dialog(page).getByText('同步完成：成功 200 个，失败 0 个').waitFor({ timeout: 30_000 });
    expect([...sent].sort()).toEqual([...failedIds].sort());
    expect(await dialog(page).getByRole('button', { name: '重试失败项' }).count()).toBe(0);
  });

  it('closing mid-run asks first; 继续 goes on, 停止并关闭 stops after the call in flight', async () => {
    const { page, server } = e2e;
    let release: (() => void) | null = null;
    const sent = await fakeSync(page, {
      fail: () => false,
      hold: () => new Promise<void>((resolve) => (release = resolve)),
    });
    await openProducts(page, server);
    await startSync(page, ids(30).join(','));
    const status = dialog(page).getByRole('status');
    const step = async () => {
      await expect.poll(() => release !== null).toBe(true);
      const go = release!;
      release = null;
      go();
    };
    for (let i = 0; i < 3; i++) await step();
    await status.getByText('正在同步 3/30').waitFor();
    // The fourth id is in flight: it says so, the fifth waits.
    await resultRow(page, ids(30)[3]!).getByText('同步中').waitFor();
    await resultRow(page, ids(30)[4]!).getByText('等待中').waitFor();

    await dialog(page).locator('.arco-modal-close-icon').click();
    const question = page.locator('.arco-modal', { hasText: '任务仍在进行' });
    // The one in flight cannot be called back: the question does not count it as stopping.
    await question.getByText('已完成 3 个，正在进行的 1 个会继续完成，其余 26 个将停止。').waitFor();
    await question.getByRole('button', { name: '继续' }).click();
    await step();
    await status.getByText('正在同步 4/30').waitFor();

    await dialog(page).locator('.arco-modal-close-icon').click();
    await question.getByRole('button', { name: '停止并关闭' }).click();
    await dialog(page).waitFor({ state: 'hidden' });
    // The fifth call is in flight: it finishes, and no sixth starts.
    await expect.poll(() => sent.length).toBe(5);
    await step();
    // The results table is gone with the dialog: what landed and what did not is said by name.
    const stopped = page.locator('.sync-stopped');
    await stopped.getByText('已停止：完成 5 个，未完成 25 个').waitFor();
    expect(await stopped.innerText()).toContain(`已同步：${ids(5).join('、')}`);
    expect(await stopped.innerText()).toContain(`未同步（失败或已停止）：${ids(30).slice(5, 15).join('、')}`);
    await stopped.getByRole('button', { name: '确定' }).click();
    await networkSettled(e2e);
    expect(sent).toEqual(ids(5));

    // Opened again: a fresh box, and a new sync runs.
    await page.getByRole('button', { name: '同步商品' }).click();
    expect(await dialog(page).getByRole('textbox', { name: '商品ID' }).inputValue()).toBe('');
  });
});

/** Records in the page the most result rows (each drawn with its result tag) present at one time. */
async function countRowsDrawn(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const held = window as unknown as { mostSyncRows: number };
    held.mostSyncRows = 0;
    new MutationObserver(() => {
      held.mostSyncRows = Math.max(held.mostSyncRows, document.querySelectorAll('.sync-table .arco-tag').length);
    }).observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { mostSyncRows: number }).mostSyncRows);
}

/**
 * Pastes `text` into the sync box through the clipboard, as a seller does: Playwright's fill types a long
 * list in line by line, which alone takes Chromium tens of seconds for 2,000 lines.
 */
async function pasteIds(page: Page, text: string): Promise<void> {
  await e2e.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2e.server.url });
  await page.evaluate((ids) => navigator.clipboard.writeText(ids), text);
  const box = dialog(page).getByRole('textbox', { name: '商品ID' });
  await box.fill('');
  await box.focus();
  await page.keyboard.press('Control+V');
}

describe('同步商品 with long inputs', () => {
  it('2,000 ids pasted are refused with the most one run takes, and nothing is sent', async () => {
    const { page, server } = e2e;
    const sent = await fakeSync(page, { fail: () => false });
    await openProducts(page, server);
    await page.getByRole('button', { name: '同步商品' }).click();
    await pasteIds(page, ids(2000).join('\n'));
    const refusal = dialog(page).getByRole('alert').getByText('一次最多同步500个商品ID，本次共2000个。请只保留500个，其余的分批再同步');
    await refusal.waitFor();
    // The refusal names the one limit: the hint beside it gives spec 3 §5's 50 as advice, not as a second maximum.
    await dialog(page).getByText('建议每次不超过50个', { exact: false }).waitFor();
    expect(await dialog(page).getByText('每次最多50个').count()).toBe(0);
    await dialog(page).getByRole('button', { name: '开始同步' }).click();
    await refusal.waitFor();
    await networkSettled(e2e);
    expect(sent).toEqual([]);
    // Cut to the most a run takes, the refusal goes and the advice of spec 3 §5 stays.
    await pasteIds(page, ids(500).join(','));
    await dialog(page).getByText('共500个商品ID，超过建议的每次50个，同步需要更长时间', { exact: true }).waitFor();
    expect(await dialog(page).getByRole('alert').count()).toBe(0);
  });

  it('500 ids in a 1024 × 640 window: a screenful of result rows drawn at a time, each id sent once, the last row and 完成 in reach', async () => {
    const { page, server } = e2e;
    await page.setViewportSize({ width: 1024, height: 640 });
    const mostRowsDrawn = await countRowsDrawn(page);
    const sent = await fakeSync(page, { fail: (index) => index % 50 === 0 });
    await openProducts(page, server);
    const all = ids(500);
    await page.getByRole('button', { name: '同步商品' }).click();
    await pasteIds(page, all.join('\n'));
    await dialog(page).getByRole('button', { name: '开始同步' }).click();
    await dialog(page).getByRole('status').filter({ hasText: /^正在同步 \d+\/500$/ }).first().waitFor();
    await dialog(page).getByText('同步完成：成功 490 个，失败 10 个').waitFor({ timeout: 120_000 });
    expect(sent).toEqual(all);
    // Every id's row redrawn on every id's update is what froze the tab: only the rows in view are drawn.
    expect(await mostRowsDrawn()).toBeLessThanOrEqual(40);

    const finish = dialog(page).getByRole('button', { name: '完成' });
    const box = (await finish.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(640);
    const last = resultRow(page, all[499]!);
    const list = dialog(page).locator('.sync-table');
    await list.hover();
    for (let i = 0; i < 40 && !(await last.isVisible()); i++) await page.mouse.wheel(0, 2_000);
    await last.getByText('平台接口繁忙：88000500').waitFor();
    const row = (await last.boundingBox())!;
    expect(row.y + row.height).toBeLessThanOrEqual(640);

    // The ten failures, found without scrolling through 490 successes.
    await dialog(page).getByText('只看失败项', { exact: true }).click();
    for (const id of all.filter((_, i) => (i + 1) % 50 === 0).slice(0, 3)) await resultRow(page, id).getByText(`平台接口繁忙：${id}`).waitFor();
    expect(await resultRow(page, all[0]!).count()).toBe(0);
    // 500 calls, each answered through the test's route handler: longer than one test's usual minute on a loaded machine.
  }, 150_000);
});

describe('同步商品 elsewhere', () => {
  it('runs on the mock adapter with /api blocked', async () => {
    const { page, server } = e2e;
    await page.route('**/api/**', (route) => route.abort());
    await loginAs(page, server.url, 'demo', 'demo1234', '?adapter=mock');
    await page.goto(`${server.url}${SCREEN}`);
    await page.locator('.product-table .product-title').first().waitFor();
    await startSync(page, `${UNSEEDED_ITEMS[0]} 999`);
    await dialog(page).getByText('同步完成：成功 1 个，失败 1 个').waitFor();
    await resultRow(page, '999').getByText('平台上找不到商品 999', { exact: false }).waitFor();
    await dialog(page).getByRole('button', { name: '完成' }).click();
    await page.locator('.product-original-id', { hasText: UNSEEDED_ITEMS[0]! }).waitFor();
    await networkSettled(e2e);
    expect(server.requests.filter((request) => request.includes('/api/'))).toEqual([]);
  });

  it('runs inside the host simulator', async () => {
    const { page, server } = e2e;
    await openSignedIn(page, server.url, `/__qianniu/?plugin=${encodeURIComponent(SCREEN)}`);
    const plugin = page.frameLocator('#plugin');
    await plugin.locator('.product-table .product-title').first().waitFor();
    await startSync(plugin, `${UNSEEDED_ITEMS[1]}，999`);
    await dialog(plugin).getByText('同步完成：成功 1 个，失败 1 个').waitFor();
    await resultRow(plugin, '999').getByText('平台上找不到商品 999', { exact: false }).waitFor();
    expect(syncCalls()).toBe(2);
    const taobao = await shopNamed(server, TAOBAO);
    expect((await allProducts(server, taobao.id)).some((product) => product.originalId === UNSEEDED_ITEMS[1])).toBe(true);
  });
});
