import type { Frame, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CLOSE_APP_DELAY_MS, type PushOrderInput } from '../../contract/erp';
import type { Order, PhoneCaseCustomizationInfo } from '../../contract/orders';
import { pushInputOf } from '../../src/features/factoryPush/pushPayload';
import { devApiToken } from '../support/devApiCalls';
import { configureErpPush, MAIN_FACTORY, pushableOrders, receivedPushes } from './factoryPushPage';
import { logOutThroughMenu, networkSettled, useConsole } from './fixtures';
import { fetchThrough } from './routeFetch';

const e2e = useConsole();
const UNTRUSTED = 'https://untrusted.example';

interface Received {
  origin: string;
  data: unknown;
  at: number;
}

/** Two pushable orders of the seed, bound to the main factory, as the parent system hands them over. */
async function ordersToPush(): Promise<{ orders: Order[]; inputs: PushOrderInput[] }> {
  const { orders } = await pushableOrders(e2e.server, 2);
  return { orders, inputs: orders.map(pushInputOf) };
}

/**
 * A parent page at `parentOrigin` framing /push_order_to_factory (signed in through ?token=, as a parent on
 * another site does), keeping what it is told with the time; `sibling` adds a second frame of the parent's
 * origin beside it.
 */
async function frameThePushPage(page: Page, parentOrigin: string, { sibling = false, signedIn = true } = {}): Promise<Frame> {
  const { server } = e2e;
  const query = signedIn ? `?token=${encodeURIComponent(await devApiToken(server))}` : '';
  await page.route(`${parentOrigin}/embed-parent.html`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><script>window.received = []; addEventListener('message', (e) => received.push({ origin: e.origin, data: e.data, at: Date.now() }));</script>
        <iframe id="embedded" style="width:1000px;height:620px" src="${server.url}/push_order_to_factory${query}"></iframe>
        ${sibling ? `<iframe id="sibling" src="${parentOrigin}/sibling.html"></iframe>` : ''}`,
    }),
  );
  if (sibling) await page.route(`${parentOrigin}/sibling.html`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><p>sibling</p>' }));
  await page.goto(`${parentOrigin}/embed-parent.html`);
  const frame = page.frame({ url: /\/push_order_to_factory/ });
  if (!frame) throw new Error('the push page is not framed');
  return frame;
}

const received = (page: Page) => page.evaluate(() => (window as unknown as { received: Received[] }).received);
const types = async (page: Page) => (await received(page)).map((message) => (message.data as { type?: string }).type);

/** What the parent posts: PUSH_ORDERS to the framed page's origin. */
const postFromParent = (page: Page, message: unknown, targetOrigin: string) =>
  page.evaluate(([message, targetOrigin]) => (document.getElementById('embedded') as HTMLIFrameElement).contentWindow!.postMessage(message, targetOrigin), [message, targetOrigin] as const);

/** Notes each message the framed page gets, after the page's own listener: the signal that it was handled. */
const noteArrivals = (frame: Frame) =>
  frame.evaluate(() => {
    const seen: unknown[] = [];
    (window as unknown as { arrived: unknown[] }).arrived = seen;
    addEventListener('message', (event) => seen.push(event.data));
  });
const arrivals = (frame: Frame) => frame.evaluate(() => (window as unknown as { arrived: unknown[] }).arrived.length);

describe('/push_order_to_factory framed by a trusted page on another local origin', () => {
  it('opens on PUSH_ORDERS, answers READY, pushes with a result per order, and 关闭 tells the parent CLOSE_APP 300 ms later', async () => {
    const { page, server } = e2e;
    const { orders, inputs } = await ordersToPush();
    await configureErpPush(server, { refuse: { [orders[1]!.originalId]: '该订单的收货地址不在配送范围' } });
    const parent = server.url.replace('127.0.0.1', 'localhost');
    const frame = await frameThePushPage(page, parent);
    await frame.getByText('等待推送的订单…').waitFor();

    await postFromParent(page, { type: 'PUSH_ORDERS', orders: inputs }, server.url);
    await expect.poll(() => received(page)).toEqual([{ origin: server.url, data: { type: 'READY' }, at: expect.any(Number) }]);
    const dialog = frame.locator('.factory-push-modal');
    await dialog.getByText('推送订单到工厂（共 2 个订单）').waitFor();

    await dialog.getByRole('button', { name: '推送' }).click();
    await dialog.locator('.arco-form-message', { hasText: '必须选择工厂' }).waitFor();
    await dialog.locator('.arco-select').click();
    await frame.locator('.arco-select-popup:visible .arco-select-option', { hasText: MAIN_FACTORY }).click();
    await dialog.getByRole('button', { name: '推送' }).click();
    await dialog.getByRole('status').getByText('推送完成：成功 1 个，失败 1 个').waitFor();
    await dialog.locator(`.factory-push-row[data-order="${orders[0]!.originalId}"]`).getByText('推送成功').waitFor();
    expect(await dialog.locator(`.factory-push-row[data-order="${orders[1]!.originalId}"]`).innerText()).toContain('该订单的收货地址不在配送范围');
    // 推送 is done; the refused order has its own retry.
    expect(await dialog.getByRole('button', { name: '推送', exact: true }).count()).toBe(0);
    await dialog.getByRole('button', { name: '重试失败的订单' }).waitFor();
    // The factory got the parent's orders with each image as its print file, which it can fetch from outside.
    const withoutAddresses = ({ customizedImageUrl: _print, previewImageUrl: _effect, creditDeducted: _charged, ...info }: PhoneCaseCustomizationInfo) => info;
    const pushes = await receivedPushes(server);
    expect(pushes.map((push) => [push.orderOriginalId, push.orderItems.map((item) => item.phoneCaseCustomizationInfos.map(withoutAddresses))])).toEqual(
      inputs.map((input) => [input.orderOriginalId, input.orderItems.map((item) => item.phoneCaseCustomizationInfos.map(withoutAddresses))]),
    );
    const addressesOf = (accepted: boolean) =>
      pushes.filter((push) => push.accepted === accepted).flatMap((push) => push.orderItems.flatMap((item) => item.phoneCaseCustomizationInfos.map((info) => info.customizedImageUrl))).filter(Boolean);
    expect(addressesOf(true).length).toBeGreaterThan(0);
    for (const address of addressesOf(true)) {
      expect(address).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/order_images\/.+\/print\.png\?expires=\d+&token=[0-9a-f]{64}$/);
      const reply = await fetch(address);
      expect(reply.status).toBe(200);
      expect((await reply.arrayBuffer()).byteLength).toBeGreaterThan(2_400_000);
    }
    // The refused order's charge was given back, so its print files are no longer released.
    for (const address of addressesOf(false)) expect((await fetch(address)).status).toBe(403);

    // A second list after the run changes nothing: the results stay until the dialog is closed.
    await noteArrivals(frame);
    await postFromParent(page, { type: 'PUSH_ORDERS', orders: inputs.slice(0, 1) }, server.url);
    await expect.poll(() => arrivals(frame)).toBe(1);
    expect(await dialog.getByText('推送订单到工厂（共 2 个订单）').count()).toBe(1);
    expect(await types(page)).toEqual(['READY']);

    // The delay is run on the page's clock, paused, rather than measured in wall-clock time (none in test/).
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);
    await dialog.getByRole('button', { name: '关闭' }).click();
    await page.clock.runFor(CLOSE_APP_DELAY_MS - 1);
    // A mark the framed page posts now reaches the parent after anything it posted before: no CLOSE_APP yet.
    await frame.evaluate(() => window.parent.postMessage({ type: 'MARK' }, '*'));
    await expect.poll(() => types(page)).toEqual(['READY', 'MARK']);
    await page.clock.runFor(1);
    await expect.poll(() => types(page)).toEqual(['READY', 'MARK', 'CLOSE_APP']);
    expect((await received(page))[2]!.origin).toBe(server.url);
    await page.clock.resume();
    await dialog.waitFor({ state: 'detached' });
  });

  it('取消 before any push tells CLOSE_APP and pushes nothing; a new list before the push replaces the old one', async () => {
    const { page, server } = e2e;
    const { inputs } = await ordersToPush();
    const parent = server.url.replace('127.0.0.1', 'localhost');
    const frame = await frameThePushPage(page, parent);
    await frame.getByText('等待推送的订单…').waitFor();
    await postFromParent(page, { type: 'PUSH_ORDERS', orders: inputs }, server.url);
    const dialog = frame.locator('.factory-push-modal');
    await dialog.getByText('推送订单到工厂（共 2 个订单）').waitFor();
    await postFromParent(page, { type: 'PUSH_ORDERS', orders: inputs.slice(1) }, server.url);
    await dialog.getByText('推送订单到工厂（共 1 个订单）').waitFor();
    await expect.poll(() => types(page)).toEqual(['READY', 'READY']);

    await dialog.getByRole('button', { name: '取消' }).click();
    await expect.poll(() => types(page)).toEqual(['READY', 'READY', 'CLOSE_APP']);
    await networkSettled(e2e);
    expect(await receivedPushes(server)).toEqual([]);
  });

  it('ignores malformed messages: nothing opens, nothing is answered; a push it cannot read is said in the frame', async () => {
    const { page, server } = e2e;
    const { inputs } = await ordersToPush();
    const frame = await frameThePushPage(page, server.url.replace('127.0.0.1', 'localhost'));
    await frame.getByText('等待推送的订单…').waitFor();
    await noteArrivals(frame);
    const malformed = [
      { type: 'PUSH_ORDERS', orders: [] },
      { type: 'PUSH_ORDERS', orders: [{ ...inputs[0], orderItems: [{ originalId: 'x', quantity: -1, phoneCaseCustomizationInfos: [] }] }] },
      { type: 'PUSH_ORDERS', orders: [inputs[0], inputs[0]] },
      { type: 'OPEN', orders: inputs },
      'PUSH_ORDERS',
    ];
    for (const message of malformed) await postFromParent(page, message, server.url);
    await expect.poll(() => arrivals(frame)).toBe(malformed.length);
    expect(await frame.locator('.factory-push-modal').count()).toBe(0);
    expect(await received(page)).toEqual([]);
    await frame.getByRole('alert').getByText(/^收到的订单无法读取/).waitFor();
  });

  it('ignores PUSH_ORDERS from a window that is not its parent, even one on a trusted origin', async () => {
    const { page, server } = e2e;
    const { inputs } = await ordersToPush();
    const parent = server.url.replace('127.0.0.1', 'localhost');
    const frame = await frameThePushPage(page, parent, { sibling: true });
    await frame.getByText('等待推送的订单…').waitFor();
    await noteArrivals(frame);
    const sibling = page.frame({ url: /sibling\.html/ })!;
    await sibling.evaluate((message) => {
      const target = (window.parent.document.getElementById('embedded') as HTMLIFrameElement).contentWindow!;
      target.postMessage(message, '*');
    }, { type: 'PUSH_ORDERS', orders: inputs });
    await expect.poll(() => arrivals(frame)).toBe(1);
    expect(await frame.locator('.factory-push-modal').count()).toBe(0);
    expect(await received(page)).toEqual([]);

    // The parent itself is heard: the page was listening all along.
    await postFromParent(page, { type: 'PUSH_ORDERS', orders: inputs }, server.url);
    await expect.poll(() => types(page)).toEqual(['READY']);
  });
});

describe('/push_order_to_factory without a session', () => {
  it('says 请先登录 in the frame (no login form, no redirect), opens nothing, and 关闭 tells CLOSE_APP', async () => {
    const { page, server } = e2e;
    const { inputs } = await ordersToPush();
    const frame = await frameThePushPage(page, server.url.replace('127.0.0.1', 'localhost'), { signedIn: false });
    await frame.getByText('请先登录壳美定制商家后台：点击“登录”在新窗口中登录，登录后回到这里即可推送。').waitFor();
    await noteArrivals(frame);
    await postFromParent(page, { type: 'PUSH_ORDERS', orders: inputs }, server.url);
    await expect.poll(() => arrivals(frame)).toBe(1);
    expect(await frame.locator('.factory-push-modal').count()).toBe(0);
    expect(await received(page)).toEqual([]);
    await frame.getByRole('button', { name: '关闭' }).click();
    await expect.poll(() => types(page)).toEqual(['CLOSE_APP']);
    expect(frame.url()).toContain('/push_order_to_factory');
  });

  it('登录 opens the login in a new tab; once signed in there, the list the parent sent meanwhile opens here', async () => {
    const { page, server } = e2e;
    const { inputs } = await ordersToPush();
    // The parent on the console's own site, as the workbench is in production (one site, so one cookie jar):
    // a session started in another tab is this frame's too.
    const frame = await frameThePushPage(page, server.url, { signedIn: false });
    await frame.getByText('请先登录壳美定制商家后台', { exact: false }).waitFor();
    await noteArrivals(frame);
    await postFromParent(page, { type: 'PUSH_ORDERS', orders: inputs }, server.url);
    await expect.poll(() => arrivals(frame)).toBe(1);

    const opened = page.context().waitForEvent('page');
    await frame.getByRole('button', { name: '登录', exact: true }).click();
    const login = await opened;
    await login.waitForURL(/\/login/);
    await login.getByPlaceholder('用户名').fill('demo');
    await login.getByPlaceholder('密码').fill('demo1234');
    await login.getByRole('button', { name: '登录' }).click();
    await login.waitForURL(/\/app\//);
    await login.close();

    // The new tab's login reaches the frame (one site, one session): the list sent meanwhile opens.
    await frame.locator('.factory-push-modal').getByText('推送订单到工厂（共 2 个订单）').waitFor();
    await expect.poll(() => types(page)).toEqual(['READY']);
  });

  it('names the account it pushes in, and closes its dialog when another tab signs out or in as someone else', async () => {
    const { page, server } = e2e;
    const { inputs } = await ordersToPush();
    // One site, as in production: the other tab's sign-out and sign-in reach the frame.
    const frame = await frameThePushPage(page, server.url);
    await frame.getByText('等待推送的订单…').waitFor();
    await postFromParent(page, { type: 'PUSH_ORDERS', orders: inputs }, server.url);
    const dialog = frame.locator('.factory-push-modal');
    await dialog.getByText('推送账号：demo').waitFor();

    const other = await page.context().newPage();
    await other.goto(`${server.url}/app/order_management`);
    await logOutThroughMenu(other);
    await frame.getByText('本浏览器已退出登录，原来的推送已关闭。请登录后在原系统中重新推送。').waitFor();
    await dialog.waitFor({ state: 'detached' });

    await other.getByPlaceholder('用户名').fill('tbtest_audit');
    await other.getByPlaceholder('密码').fill('audit1234');
    await other.getByRole('button', { name: '登录' }).click();
    await other.waitForURL(/\/app\//);
    // The list the parent sent for demo is not offered in the other account: the parent sends again.
    await frame.getByText('等待推送的订单…').waitFor();
    expect(await dialog.count()).toBe(0);
    await postFromParent(page, { type: 'PUSH_ORDERS', orders: inputs }, server.url);
    await dialog.getByText('推送账号：tbtest_audit').waitFor();
    expect(await receivedPushes(server)).toEqual([]);
  });

  it('stops the run at a session that ends mid-run and says so, still inside the dialog', async () => {
    const { page, server } = e2e;
    const { inputs } = await ordersToPush();
    const frame = await frameThePushPage(page, server.url.replace('127.0.0.1', 'localhost'));
    await frame.getByText('等待推送的订单…').waitFor();
    await postFromParent(page, { type: 'PUSH_ORDERS', orders: inputs }, server.url);
    const dialog = frame.locator('.factory-push-modal');
    await dialog.locator('.arco-select').click();
    await frame.locator('.arco-select-popup:visible .arco-select-option', { hasText: MAIN_FACTORY }).click();
    server.devApi.faults.add({ method: 'POST', path: '/api/erp/push_order', status: 401, body: { message: '登录过期' } });
    await dialog.getByRole('button', { name: '推送' }).click();
    await dialog.getByText('登录已过期，其余订单未推送。请先登录后重新推送。').waitFor();
    expect(await dialog.getByRole('status').innerText()).toBe('推送完成：成功 0 个，失败 1 个，未推送 1 个');
    await networkSettled(e2e);
    expect(server.requests.filter((request) => request === 'POST /api/erp/push_order')).toHaveLength(1);
    expect(frame.url()).toContain('/push_order_to_factory');
  });
});

describe('/push_order_to_factory framed by an untrusted page', () => {
  it('says it works only in a trusted page, and a PUSH_ORDERS opens nothing, answers nothing and pushes nothing', async () => {
    const { page, server } = e2e;
    const { inputs } = await ordersToPush();
    // Stands in for a host that does not send frame-ancestors: the page itself must still refuse.
    await page.route(`${server.url}/push_order_to_factory?*`, async (route) => {
      const response = await fetchThrough(route);
      const headers = { ...response.headers() };
      delete headers['content-security-policy'];
      await route.fulfill({ response, headers });
    });
    const frame = await frameThePushPage(page, UNTRUSTED);
    await frame.getByText('此页面只能嵌入在受信任的页面中使用').waitFor();
    await noteArrivals(frame);
    await postFromParent(page, { type: 'PUSH_ORDERS', orders: inputs }, '*');
    await expect.poll(() => arrivals(frame)).toBe(1);
    expect(await frame.locator('.factory-push-modal').count()).toBe(0);
    expect(await frame.getByText('等待推送的订单…').count()).toBe(0);
    await networkSettled(e2e);
    expect(await received(page)).toEqual([]);
    expect(server.requests.filter((request) => request.includes('/api/erp/'))).toEqual([]);
    expect(await receivedPushes(server)).toEqual([]);
  });
});
