import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { parseCustomizationContent, type Order, type PhoneCaseCustomizationInfo } from '../../contract/orders';
import { callDevApi } from '../support/devApiCalls';
import { pushLikeTheConsole } from '../support/erpDevApi';
import { configureErpPush, isPushable, MAIN_FACTORY, pushableOrders, receivedPushes } from './factoryPushPage';
import { logOutThroughMenu, networkSettled, recordStatusTexts, recordToasts, useConsole } from './fixtures';
import { hold, letGoAny, releaseHeld } from './held';
import { openOrders, orderPage, TEN_ROWS } from './ordersPage';
import { casesPerFile } from '../../contract/casesPerFile';
import { pushItemOf } from '../../src/features/factoryPush/pushPayload';
import { fetchThrough } from './routeFetch';

const e2e = useConsole();

const rowOf = (page: Page, order: Order) => page.locator('.order-table tr', { has: page.locator(`.order-cell[data-order="${order.originalId}"]`) });

async function tick(page: Page, orders: readonly Order[]): Promise<void> {
  for (const order of orders) await rowOf(page, order).locator('.order-tick').first().click();
  await page.getByText(`已勾选 ${orders.length} 个商品`).waitFor();
}

const dialog = (page: Page) => page.locator('.factory-push-modal');
const resultRow = (page: Page, order: Order) => dialog(page).locator(`.factory-push-row[data-order="${order.originalId}"]`);
/** Whether the page would ask before unloading now (the browser shows its own dialog for a real reload). */
const unloadWarns = (page: Page) =>
  page.evaluate(() => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  });

const pushCalls = () => e2e.server.requests.filter((request) => request === 'POST /api/erp/push_order').length;

/** An info without its two image addresses (which a push replaces with the print file and an absolute effect image). */
const withoutAddresses = ({ customizedImageUrl: _print, previewImageUrl: _effect, ...info }: PhoneCaseCustomizationInfo) => ({ ...info, creditDeducted: false });

async function pickFactory(page: Page, name: string): Promise<void> {
  await dialog(page).locator('.arco-select').click();
  await page.locator('.arco-select-popup:visible .arco-select-option', { hasText: name }).click();
}

describe('订单管理: 推送到工厂', () => {
  it('asks for ticks first and says 必须选择工厂 when 推送 is pressed without a factory, sending nothing; then pushes the ticked orders one by one with progress: 推送成功, 推送失败 with the factory’s message or its raw reply; once, however fast the clicks', async () => {
    const { page, server } = e2e;
    const { orders, factoryId } = await pushableOrders(server, 3, 10);
    const [taken, refusedWithMessage, refusedRaw] = orders as [Order, Order, Order];
    await configureErpPush(server, { refuse: { [refusedWithMessage.originalId]: '该订单的收货地址不在配送范围', [refusedRaw.originalId]: null } });
    await openOrders(page, server, TEN_ROWS);
    const toasts = await recordToasts(page);
    await page.getByRole('button', { name: '推送到工厂' }).click();
    await expect.poll(toasts).toContain('请至少勾选一个订单的商品');
    expect(await dialog(page).count()).toBe(0);

    await tick(page, orders);
    await page.getByRole('button', { name: '推送到工厂' }).click();
    await dialog(page).getByText('推送订单到工厂（共 3 个订单）').waitFor();
    await resultRow(page, taken).getByText('待推送').waitFor();
    await dialog(page).getByRole('button', { name: '推送' }).click();
    await dialog(page).locator('.arco-form-message', { hasText: '必须选择工厂' }).waitFor();
    await networkSettled(e2e);
    expect(pushCalls()).toBe(0);
    expect(await receivedPushes(server)).toEqual([]);

    // Each push is held until the test has seen the progress it shows, then let go: one order after another.
    await pickFactory(page, MAIN_FACTORY);
    const statuses = await recordStatusTexts(page);
    hold(server, { method: 'POST', path: '/api/erp/push_order' });
    await dialog(page).getByRole('button', { name: '推送' }).dblclick();
    for (let done = 0; done < 3; done++) {
      await dialog(page).getByRole('status').getByText(`正在推送 ${done} / 3`).waitFor();
      // One push on its way, though the button was clicked twice: a second run would have sent another.
      await expect.poll(pushCalls).toBe(done + 1);
      await releaseHeld(server, { keepRules: done < 2 });
    }

    await dialog(page).getByRole('status').getByText('推送完成：成功 1 个，失败 2 个').waitFor();
    expect(await statuses()).toEqual(expect.arrayContaining(['正在推送 0 / 3', '正在推送 1 / 3', '正在推送 2 / 3']));
    expect(await dialog(page).locator('.arco-progress').innerText()).toContain('3 / 3');
    await resultRow(page, taken).getByText('推送成功').waitFor();
    await resultRow(page, refusedWithMessage).getByText('推送失败').waitFor();
    expect(await resultRow(page, refusedWithMessage).locator('.factory-push-reason').innerText()).toBe('该订单的收货地址不在配送范围');
    expect(await resultRow(page, refusedRaw).locator('.factory-push-reason').innerText()).toBe(
      '{"code":"E1024","msg":"order rejected by factory: sku not in production plan"}',
    );
    // Spec 3 §4: 推送 is done after the run; what failed has its own retry.
    expect(await dialog(page).getByRole('button', { name: '推送', exact: true }).count()).toBe(0);
    await dialog(page).getByRole('button', { name: '重试失败的订单' }).waitFor();

    await networkSettled(e2e);
    expect(pushCalls()).toBe(3);
    const received = await receivedPushes(server);
    expect(received.map((push) => [push.orderOriginalId, push.factoryId, push.accepted])).toEqual([
      [taken.originalId, factoryId, true],
      [refusedWithMessage.originalId, factoryId, false],
      [refusedRaw.originalId, factoryId, false],
    ]);
    // What the factory got is the order's items as the list has them, each image as its print file.
    const expected = taken.orderItems.map(pushItemOf);
    expect(received[0]!.orderItems.map((item) => ({ ...item, phoneCaseCustomizationInfos: item.phoneCaseCustomizationInfos.map(withoutAddresses) }))).toEqual(
      expected.map((item) => ({ ...item, phoneCaseCustomizationInfos: item.phoneCaseCustomizationInfos.map(withoutAddresses) })),
    );
    // Spec 3 §2: the tutorial's third step (推送订单) is done now for this account.
    expect(await page.evaluate(() => localStorage.getItem('pcc.erp.pushedOrders.demo'))).toBe('1');

    // The list reloaded behind the dialog: 推送状态 says where the order went.
    await dialog(page).getByRole('button', { name: '关闭' }).click();
    await dialog(page).waitFor({ state: 'detached' });
    const pushCell = rowOf(page, taken).locator('.order-push');
    await pushCell.getByText('已推送').waitFor();
    expect(await pushCell.innerText()).toContain(`工厂：${MAIN_FACTORY}`);
    expect(await rowOf(page, refusedWithMessage).locator('.order-push').innerText()).toBe('未推送');
  });

  it('asks before closing mid-run: 继续 keeps pushing, 停止并关闭 lets the order on its way finish and sends no other', async () => {
    const { page, server } = e2e;
    const { orders } = await pushableOrders(server, 3, 10);
    // Each question comes while an order is on its way: the pushes are held until the test lets them go.
    hold(server, { method: 'POST', path: '/api/erp/push_order' });
    await openOrders(page, server, TEN_ROWS);
    await tick(page, orders);
    await page.getByRole('button', { name: '推送到工厂' }).click();
    await pickFactory(page, MAIN_FACTORY);
    await dialog(page).getByRole('button', { name: '推送' }).click();
    await resultRow(page, orders[0]!).getByText('推送中').waitFor();
    expect(await unloadWarns(page)).toBe(true);

    await dialog(page).getByRole('button', { name: '取消' }).click();
    const ask = page.locator('.arco-modal', { hasText: '任务仍在进行' });
    await ask.getByText('正在进行的 1 个会继续完成').waitFor();
    await ask.getByRole('button', { name: '继续' }).click();
    await expect.poll(pushCalls).toBe(1);
    await releaseHeld(server, { keepRules: true });
    await resultRow(page, orders[1]!).getByText('推送中').waitFor();

    await dialog(page).getByRole('button', { name: '取消' }).click();
    await ask.getByRole('button', { name: '停止并关闭' }).click();
    await dialog(page).waitFor({ state: 'detached' });
    // The order on its way finishes once let go; a third, no longer held, would arrive if the run went on.
    await releaseHeld(server);
    await expect.poll(async () => (await receivedPushes(server)).length).toBe(2);
    await networkSettled(e2e);
    expect(pushCalls()).toBe(2);
    expect((await receivedPushes(server)).map((push) => push.orderOriginalId)).toEqual([orders[0]!.originalId, orders[1]!.originalId]);
    expect(await unloadWarns(page)).toBe(false);
  });

  it('stops at an ended session: the console goes to the login, and no further order is sent', async () => {
    const { page, server } = e2e;
    const { orders } = await pushableOrders(server, 2, 10);
    await openOrders(page, server, TEN_ROWS);
    await tick(page, orders);
    await page.getByRole('button', { name: '推送到工厂' }).click();
    await pickFactory(page, MAIN_FACTORY);
    server.devApi.faults.add({ method: 'POST', path: '/api/erp/push_order', status: 401, body: { message: '登录过期' } });
    await dialog(page).getByRole('button', { name: '推送' }).click();
    await page.waitForURL(/\/login(\?next=[^&]*)?$/);
    await networkSettled(e2e);
    expect(pushCalls()).toBe(1);
    expect(await unloadWarns(page)).toBe(false);

    // Signed in again, the order list says where the run stopped, once.
    await openOrders(page, server, TEN_ROWS);
    const notice = page.locator('.factory-push-unfinished');
    await notice.getByText('上次推送没有完成').waitFor();
    expect(await notice.innerText()).toContain(`推送失败的 1 个订单：${orders[0]!.originalId}`);
    expect(await notice.innerText()).toContain(`没有推送的 1 个订单（可勾选后重新推送，推送状态以订单列表为准）：${orders[1]!.originalId}`);
    await notice.getByRole('button', { name: '确定' }).click();
    await page.reload();
    await page.locator('.order-table .order-cell').first().waitFor();
    await networkSettled(e2e);
    expect(await notice.count()).toBe(0);
  });

  it('signed out in another tab and in as another account mid-order: the order sends nothing more as that account, and its charge comes back at the next visit', async () => {
    const { page, server, context } = e2e;
    const { orders } = await pushableOrders(server, 1, 10);
    const order = orders[0]!;
    const { fresh } = imagesOf(order);
    expect(fresh).toBeGreaterThan(0);
    const balance = await credits();
    await openOrders(page, server, TEN_ROWS);
    // The print files read after the charge (the dialog's estimate, the push's first read, then this one)
    // answer only when the test lets them: the account changes meanwhile.
    let reads = 0;
    let arrived: () => void = () => {};
    const reached = new Promise<void>((resolve) => (arrived = resolve));
    let letGo: () => void = () => {};
    const gate = new Promise<void>((resolve) => (letGo = resolve));
    await page.route('**/api/erp/print_files', async (route) => {
      reads += 1;
      if (reads !== 3) return route.fallback();
      const response = await fetchThrough(route);
      arrived();
      await gate;
      await route.fulfill({ response });
    });
    await tick(page, orders);
    await page.getByRole('button', { name: '推送到工厂' }).click();
    await pickFactory(page, MAIN_FACTORY);
    await dialog(page).getByRole('button', { name: '推送' }).click();
    await reached;
    expect(await credits()).toBe(balance - fresh * 60);

    const other = await context.newPage();
    await other.goto(`${server.url}/app/platform`);
    await other.bringToFront();
    await logOutThroughMenu(other);
    await other.close();
    await page.bringToFront();
    await page.waitForURL(/\/login(\?next=[^&]*)?$/);
    await page.getByPlaceholder('用户名').fill('newshop');
    await page.getByPlaceholder('密码').fill('new1234');
    await page.getByRole('button', { name: '登录' }).click();
    await page.waitForURL(/\/app\//);
    const before = server.requests.length;
    letGo();
    await networkSettled(e2e);
    // Neither the push nor a refund went as newshop: the order's last steps were not sent.
    expect(server.requests.slice(before).filter((request) => /^POST \/api\/(erp\/push_order|credit_refunds)$/.test(request))).toEqual([]);
    expect(pushCalls()).toBe(0);

    // demo's next visit of the order list refunds what the order charged.
    await openOrders(page, server, TEN_ROWS);
    const notice = page.locator('.factory-push-unfinished');
    await notice.getByText(`已退还没有送达工厂的 ${fresh} 张定制图的 ${fresh * 60} 积分`).waitFor();
    expect(await credits()).toBe(balance);
  });

  it('reloaded while an order is on its way to the factory: the next visit refunds what it charged and says so; pushed again, it is paid once', async () => {
    const { page, server } = e2e;
    const { orders } = await pushableOrders(server, 1, 10);
    const order = orders[0]!;
    const { fresh } = imagesOf(order);
    expect(fresh).toBeGreaterThan(0);
    const balance = await credits();
    // The factory takes 8 s; the page is reloaded while it does.
    await configureErpPush(server, { latencyMs: 8000 });
    await openOrders(page, server, TEN_ROWS);
    await tick(page, orders);
    await page.getByRole('button', { name: '推送到工厂' }).click();
    await pickFactory(page, MAIN_FACTORY);
    await dialog(page).getByRole('button', { name: '推送' }).click();
    await expect.poll(pushCalls).toBe(1);
    await resultRow(page, order).getByText('推送中').waitFor();
    expect(await credits()).toBe(balance - fresh * 60);
    await page.reload();

    const notice = page.locator('.factory-push-unfinished');
    await notice.getByText('上次推送没有完成').waitFor();
    await notice.getByText(`已退还没有送达工厂的 ${fresh} 张定制图的 ${fresh * 60} 积分`).waitFor();
    expect(await credits()).toBe(balance);
    // The 账户积分 beside the toolbar agrees with the notice.
    await expect.poll(() => page.locator('.order-toolbar .order-credits-value').innerText()).toBe(balance.toLocaleString('en-US'));
    expect((await receivedPushes(server)).filter((push) => push.accepted)).toEqual([]);
    await notice.getByRole('button', { name: '确定' }).click();

    // Pushed again: charged once more, so paid once in all, and the factory has it.
    await configureErpPush(server, { latencyMs: 0 });
    await tick(page, orders);
    await page.getByRole('button', { name: '推送到工厂' }).click();
    await pickFactory(page, MAIN_FACTORY);
    await dialog(page).getByRole('button', { name: '推送' }).click();
    await dialog(page).getByRole('status').getByText('推送完成：成功 1 个，失败 0 个').waitFor();
    expect(await credits()).toBe(balance - fresh * 60);
    expect((await receivedPushes(server)).filter((push) => push.accepted).map((push) => push.orderOriginalId)).toEqual([order.originalId]);
  });

  it('a push still going in another tab is not told as unfinished there; once that tab is gone, it is', async () => {
    const { page, server } = e2e;
    const { orders } = await pushableOrders(server, 2, 10);
    const [order, leftBehind] = orders as [Order, Order];
    hold(server, { method: 'POST', path: '/api/erp/push_order' });
    await openOrders(page, server, TEN_ROWS);
    // A run left behind earlier (its tab closed), which the second tab does tell: the sign it has looked.
    await page.evaluate(
      (notSent) => localStorage.setItem('pcc.factoryPush.unfinished.demo#earlier', JSON.stringify({ factoryName: '', succeeded: [], failed: [], notSent, username: 'demo' })),
      [leftBehind.originalId],
    );
    await tick(page, [order]);
    await page.getByRole('button', { name: '推送到工厂' }).click();
    await pickFactory(page, MAIN_FACTORY);
    await dialog(page).getByRole('button', { name: '推送' }).click();
    await resultRow(page, order).getByText('推送中').waitFor();

    // The second tab opens the order list while the first one's order is on its way.
    const other = await page.context().newPage();
    await openOrders(other, server, TEN_ROWS);
    const notice = other.locator('.factory-push-unfinished');
    await notice.getByText(`没有推送的 1 个订单（可勾选后重新推送，推送状态以订单列表为准）：${leftBehind.originalId}`).waitFor();
    expect(await notice.innerText()).not.toContain(order.originalId);
    await notice.getByRole('button', { name: '确定' }).click();

    // The first tab gone mid-push, its run is unfinished: the tab still open says so when the lock is let go.
    // Its held push may have been dropped with the tab, so whatever is held is let go without waiting for it.
    await page.close();
    letGoAny(server);
    const told = other.locator('.factory-push-unfinished', { hasText: order.originalId });
    await told.getByText('上次推送没有完成').waitFor();
    expect(await told.innerText()).toContain(`没有推送的 1 个订单（可勾选后重新推送，推送状态以订单列表为准）：${order.originalId}`);
  });

  it('says which ticked orders went to a factory already, before anyone presses 推送', async () => {
    const { page, server } = e2e;
    const { orders, factoryId } = await pushableOrders(server, 2, 10);
    const [earlier, fresh] = orders as [Order, Order];
    await pushLikeTheConsole(server, factoryId, earlier);
    await openOrders(page, server, TEN_ROWS);
    await tick(page, orders);
    await page.getByRole('button', { name: '推送到工厂' }).click();
    await resultRow(page, earlier).getByText(`已推送至${MAIN_FACTORY}`).waitFor();
    expect(await resultRow(page, earlier).getByText('待推送').count()).toBe(0);
    expect(await resultRow(page, fresh).locator('.factory-push-earlier').count()).toBe(0);

    // Pushed to that factory, it is not sent again nor counted a failure; the other one goes.
    await pickFactory(page, MAIN_FACTORY);
    await dialog(page).getByRole('button', { name: '推送' }).click();
    await dialog(page).getByRole('status').getByText('推送完成：成功 1 个，失败 0 个，1 个已在该工厂，未重复推送').waitFor();
    await resultRow(page, earlier).getByText('未重复推送').waitFor();
    await resultRow(page, fresh).getByText('推送成功').waitFor();
    expect((await receivedPushes(server)).map((push) => push.orderOriginalId)).toEqual([earlier.originalId, fresh.originalId]);
  });
});

/** The balance as the API reports it. */
const credits = async () => (await callDevApi<{ credits: number }>(e2e.server, 'GET', '/api/account_credits/current')).credits;

/** The first pushable orders of the list's first page, one of them with an item of several designs (each with a print file). */
async function ordersWithSeveralDesigns(server: typeof e2e.server): Promise<{ orders: [Order, Order]; several: Order['orderItems'][number] }> {
  await pushableOrders(server, 1);
  const pushable = (await orderPage(server, {})).items.filter(isPushable);
  const designsOf = (item: Order['orderItems'][number]) => parseCustomizationContent(item.customizationInfo?.content) ?? [];
  const withSeveral = pushable.find((order) => order.orderItems.some((item) => designsOf(item).length >= 2 && designsOf(item).every((info) => info.customizedImageUrl !== '')));
  if (!withSeveral) throw new Error('the seed has no pushable order with several designs on the first page');
  const other = pushable.find((order) => order !== withSeveral)!;
  const several = withSeveral.orderItems.find((item) => designsOf(item).length >= 2 && designsOf(item).every((info) => info.customizedImageUrl !== ''))!;
  return { orders: [withSeveral, other], several };
}

/** The images of an order with a print file, and how many of them are not charged yet. */
function imagesOf(order: Order): { all: PhoneCaseCustomizationInfo[]; fresh: number } {
  const all = order.orderItems.flatMap((item) => (parseCustomizationContent(item.customizationInfo?.content) ?? []).filter((info) => info.customizedImageUrl !== ''));
  return { all, fresh: all.filter((info) => !info.creditDeducted).length };
}

describe('推送到工厂: what the factory receives and what it costs', () => {
  it('sends each image as its print file at an absolute address the factory can fetch, charged once as a download, with the cases each file stands for', async () => {
    const { page, server } = e2e;
    const { orders, several } = await ordersWithSeveralDesigns(server);
    const balance = await credits();
    const fresh = orders.reduce((sum, order) => sum + imagesOf(order).fresh, 0);
    const count = orders.reduce((sum, order) => sum + imagesOf(order).all.length, 0);
    await openOrders(page, server);
    await tick(page, orders);
    await page.getByRole('button', { name: '推送到工厂' }).click();
    const note = dialog(page).locator('.factory-push-charge');
    await note.getByText('推送会把每张定制图的印刷文件发给工厂，与下载同样计费', { exact: false }).waitFor();
    await note.getByText(`本次共 ${count} 张定制图，其中 ${fresh} 张首次发出，需扣除 ${fresh * 60} 积分；当前积分余额：${balance}。`).waitFor();
    // The item of several designs: each file stands for its share of the item's cases, as the archive names it.
    const designs = parseCustomizationContent(several.customizationInfo?.content)!.length;
    const shares = Array.from({ length: designs }, (_, position) => casesPerFile(several.quantity, designs, position));
    expect(shares.reduce((sum, share) => sum + share, 0)).toBe(Math.max(several.quantity, designs));
    expect(await dialog(page).locator(`.factory-push-files[data-item="${several.originalId}"]`).innerText()).toBe(
      `子订单 ${several.originalId} 的印刷文件：${shares.map((share, position) => `第${position + 1}张 定制${share}张`).join('，')}`,
    );
    await pickFactory(page, MAIN_FACTORY);
    await dialog(page).getByRole('button', { name: '推送' }).click();
    await dialog(page).getByRole('status').getByText('推送完成：成功 2 个，失败 0 个').waitFor();
    expect(await credits()).toBe(balance - fresh * 60);
    // The factory reads the same count beside spec 3's fields: quantity × each file would print too many.
    const sentItem = (await receivedPushes(server)).flatMap((push) => push.orderItems).find((item) => item.originalId === several.originalId)!;
    expect(sentItem.quantity).toBe(several.quantity);
    expect(sentItem.phoneCaseCustomizationInfos.map((info) => info.printQuantity)).toEqual(shares);

    // As the factory would: fetch every address it was sent, from outside the page.
    const received = await receivedPushes(server);
    const addresses = received.flatMap((push) => push.orderItems.flatMap((item) => item.phoneCaseCustomizationInfos.map((info) => info.customizedImageUrl))).filter(Boolean);
    expect(addresses).toHaveLength(count);
    for (const address of addresses) {
      expect(address).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/order_images\/.+\/print\.png\?expires=\d+&token=[0-9a-f]{64}$/);
      const reply = await fetch(address);
      expect(reply.status).toBe(200);
      expect(reply.headers.get('content-type')).toBe('image/png');
      // The print file (about 2.5 MB at 300 dpi), not the watermarked display rendition (about 0.3 MB).
      expect((await reply.arrayBuffer()).byteLength).toBeGreaterThan(2_400_000);
      // Long enough for a factory's queue: a month.
      expect(Number(new URL(address).searchParams.get('expires')) - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);
    }
  });

  it('重试失败的订单 sends the failed orders only; a refused order’s charge comes back until it is taken', async () => {
    const { page, server } = e2e;
    const { orders } = await pushableOrders(server, 3, 10);
    const [first, refused, third] = orders as [Order, Order, Order];
    const balance = server.devApi.credits.balance();
    await configureErpPush(server, { refuse: { [refused.originalId]: '工厂今日排产已满' } });
    await openOrders(page, server, TEN_ROWS);
    await tick(page, orders);
    await page.getByRole('button', { name: '推送到工厂' }).click();
    await pickFactory(page, MAIN_FACTORY);
    await dialog(page).getByRole('button', { name: '推送' }).click();
    await dialog(page).getByRole('status').getByText('推送完成：成功 2 个，失败 1 个').waitFor();
    // The refused order's images were charged for the push, then given back.
    expect(server.devApi.credits.balance()).toBe(balance - (imagesOf(first).fresh + imagesOf(third).fresh) * 60);

    await configureErpPush(server, { refuse: {} });
    await dialog(page).getByRole('button', { name: '重试失败的订单' }).dblclick();
    await dialog(page).getByRole('status').getByText('推送完成：成功 3 个，失败 0 个').waitFor();
    await resultRow(page, refused).getByText('推送成功').waitFor();
    await networkSettled(e2e);
    expect((await receivedPushes(server)).map((push) => push.orderOriginalId)).toEqual([first.originalId, refused.originalId, third.originalId, refused.originalId]);
    expect(server.devApi.credits.balance()).toBe(balance - orders.reduce((sum, order) => sum + imagesOf(order).fresh, 0) * 60);
    expect(await dialog(page).getByRole('button', { name: '重试失败的订单' }).count()).toBe(0);
  });

  it('names the designs without a print file before 推送, and leaves out an order with none: never sent with an empty print address', async () => {
    const { page, server } = e2e;
    await pushableOrders(server, 1);
    // Seeded orders whose designs are partly, or all, without a print file (无 in the list).
    const infosOf = (item: Order['orderItems'][number]) => parseCustomizationContent(item.customizationInfo?.content) ?? [];
    // Both are among the first 50 orders (the seed is the same on every run): one page of 50 rows to draw, not 100.
    const leaves = (await orderPage(server, { pageSize: 50 })).items.filter((order) => order.childOrders.length === 0 && order.orderItems.length > 0);
    const partly = leaves.find((order) => order.orderItems.some((item) => infosOf(item).some((info) => info.customizedImageUrl === '')) && isPushable(order))!;
    const none = leaves.find((order) => order.orderItems.every((item) => infosOf(item).length > 0 && infosOf(item).every((info) => info.customizedImageUrl === '')))!;
    expect(partly && none).toBeTruthy();
    const item = partly.orderItems.find((candidate) => infosOf(candidate).some((info) => info.customizedImageUrl === ''))!;
    const without = infosOf(item).filter((info) => info.customizedImageUrl === '').length;
    const noneDesigns = none.orderItems.reduce((sum, each) => sum + infosOf(each).length, 0);
    expect(noneDesigns).toBeGreaterThan(0);

    await openOrders(page, server, '?size=50');
    await tick(page, [partly, none]);
    await page.getByRole('button', { name: '推送到工厂' }).click();
    await dialog(page).locator('.factory-push-without-print-summary').getByText(`${without} 张定制没有定制图，工厂不会收到；1 个订单没有定制图，不推送：${none.originalId}`).waitFor();
    expect(await dialog(page).locator(`.factory-push-without-print[data-item="${item.originalId}"]`).innerText()).toBe(
      `子订单 ${item.originalId}：${without} 张定制没有定制图，工厂不会收到`,
    );
    await resultRow(page, none).getByText('没有定制图，不推送').waitFor();
    await resultRow(page, none).getByText('未推送').waitFor();

    await pickFactory(page, MAIN_FACTORY);
    await dialog(page).getByRole('button', { name: '推送' }).click();
    await dialog(page).getByRole('status').getByText('推送完成：成功 1 个，失败 0 个，未推送 1 个').waitFor();
    await resultRow(page, none).getByText('没有定制图，不推送').waitFor();
    expect((await receivedPushes(server)).map((push) => push.orderOriginalId)).toEqual([partly.originalId]);
  });

  it('shows a factory’s HTML error page as its words, never its markup, and no longer than 300 characters', async () => {
    const { page, server } = e2e;
    const { orders } = await pushableOrders(server, 1, 10);
    const page502 = `<!DOCTYPE html><html><head><title>502 Bad Gateway</title><style>h1{color:red}</style><script>var x = 1;</script></head><body><h1>工厂ERP网关错误</h1><p>${'上游服务没有响应。'.repeat(60)}</p></body></html>`;
    await callDevApi(server, 'POST', '/api/__dev/faults', { method: 'POST', path: '/api/erp/push_order', status: 502, times: 1, body: page502 });
    await openOrders(page, server, TEN_ROWS);
    await tick(page, orders);
    await page.getByRole('button', { name: '推送到工厂' }).click();
    await pickFactory(page, MAIN_FACTORY);
    await dialog(page).getByRole('button', { name: '推送' }).click();
    await resultRow(page, orders[0]!).getByText('推送失败').waitFor();
    const reason = await resultRow(page, orders[0]!).locator('.factory-push-reason').innerText();
    expect(reason).not.toMatch(/[<>]|color:red|var x/);
    expect(reason.startsWith('502 Bad Gateway 工厂ERP网关错误 上游服务没有响应。')).toBe(true);
    expect(reason.length).toBeLessThanOrEqual(301);
  });
});
