// POST /api/erp/push_order (ROUTES.md "Factory ERP"): a strict body, refusals a seller can act on (unbound
// model, material or colour named; a second push of the same order; the factory's own refusal with and
// without a message), the order's 推送状态 after success, the pushes log, latency, and each account's own.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DevApi } from '../../../adapters/mock/devApi';
import type { RefundResult } from '../../../contract/credits';
import { casesPerFile } from '../../../contract/casesPerFile';
import type { Factory, PhoneModelBinding, PrintFileOrder, PushCustomizationInfo, PushOrderItem, PushOrderRequest } from '../../../contract/erp';
import { parseCustomizationContent, type Order } from '../../../contract/orders';
import { client, merchantToken, type Client } from './catalogueHelpers';
import { MAIN_FACTORY, bindAllMaterials, devPost, factoryNamed, integrate, printPushOf, pushOf, pushableOrders, syncModels } from './erpHelpers';
import { BASE, call } from './helpers';
import { NOW, allOrders, auditClient, fixedApi } from './orderHelpers';

const PUSH = '/api/erp/push_order';

interface LoggedPush {
  owner: string;
  factoryId: string;
  factoryName: string;
  orderOriginalId: string;
  orderItems: PushOrderRequest['orderItems'];
  receivedAt: number;
  accepted: boolean;
  matchedOrder: boolean;
}

describe('dev API ERP push_order', () => {
  let api: DevApi;
  let c: Client;
  let main: Factory;
  let orders: Order[];
  beforeEach(async () => {
    api = fixedApi();
    c = client(api);
    main = factoryNamed(await integrate(c), MAIN_FACTORY);
    orders = pushableOrders(await allOrders(c));
  });

  const pushes = () => c.get<LoggedPush[]>('/api/__dev/erp_pushes');

  /** Binds every model of the orders to some code of the factory, and every material and colour. */
  async function bindEverything(factoryId = main.id): Promise<void> {
    await syncModels(api, c, factoryId);
    const code = (await c.get<{ code: string }[]>(`/api/erp/factory_phone_models?factoryId=${factoryId}`))[0]!.code;
    const modelIds = new Set(orders.flatMap((order) => pushOf(order, factoryId).orderItems.flatMap((item) => item.phoneCaseCustomizationInfos.map((info) => info.phoneModelId))));
    for (const phoneModelId of modelIds) await c.ok<PhoneModelBinding>('POST', '/api/erp/factory_phone_model_bindings', { factoryId, phoneModelId, erpPhoneModelCode: code });
    await bindAllMaterials(c, factoryId);
  }

  /** Each info's printQuantity as the console counts it (contract/casesPerFile.ts). */
  const withPrintQuantities = (item: PushOrderItem): PushOrderItem => ({
    ...item,
    phoneCaseCustomizationInfos: item.phoneCaseCustomizationInfos.map((info, position, infos) => ({ ...info, printQuantity: casesPerFile(item.quantity, infos.length, position) })),
  });

  const orderById = async (id: string) => (await allOrders(c)).flatMap((order) => [order, ...order.childOrders]).find((order) => order.id === id)!;

  it('accepts a bound order with {success: true}, logs it and shows the factory in the order’s 推送状态', async () => {
    await bindEverything();
    const order = orders[0]!;
    expect(order.push).toBeNull();
    expect(await c.ok('POST', PUSH, await printPushOf(c, order, main.id))).toEqual({ success: true });
    expect((await orderById(order.id)).push).toEqual({ factoryName: MAIN_FACTORY, pushedAt: NOW });
    const [logged] = await pushes();
    expect(logged).toMatchObject({ owner: 'demo', factoryId: main.id, factoryName: MAIN_FACTORY, orderOriginalId: order.originalId, accepted: true, matchedOrder: true, receivedAt: NOW });
    expect(logged!.orderItems).toHaveLength(order.orderItems.length);
    expect(logged!.orderItems[0]!.phoneCaseCustomizationInfos[0]).not.toHaveProperty('index');
  });

  it('passes each info’s printQuantity (the cases its file stands for) on to the factory, and takes a push without it', async () => {
    await bindEverything();
    const [counted, plain] = orders as [Order, Order];
    const body = await printPushOf(c, counted, main.id);
    const withCounts = { ...body, orderItems: body.orderItems.map(withPrintQuantities) };
    await c.ok('POST', PUSH, withCounts);
    await c.ok('POST', PUSH, await printPushOf(c, plain, main.id));
    const [first, second] = await pushes();
    expect(first!.orderItems.map((item) => item.phoneCaseCustomizationInfos.map((info) => info.printQuantity))).toEqual(
      withCounts.orderItems.map((item) => item.phoneCaseCustomizationInfos.map((info) => info.printQuantity)),
    );
    expect(second!.orderItems[0]!.phoneCaseCustomizationInfos[0]).not.toHaveProperty('printQuantity');
  });

  it('refuses a second push of the same order to the same factory, also two at once, with 409', async () => {
    await bindEverything();
    await devPost(api, '/api/__dev/erp_push', { latencyMs: 30 });
    const body = await printPushOf(c, orders[0]!, main.id);
    const replies = await Promise.all([call(api, PUSH, { method: 'POST', body, token: merchantToken(api) }), call(api, PUSH, { method: 'POST', body, token: merchantToken(api) })]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
    const refused = await c.fails('POST', PUSH, body, 409);
    expect(refused).toMatchObject({ code: 'ALREADY_PUSHED', message: '订单已推送至该工厂，请勿重复推送' });
    expect((await pushes()).filter((entry) => entry.accepted)).toHaveLength(1);
  });

  it('refuses with 422 naming every model, material and colour not bound to the factory', async () => {
    await syncModels(api, c, main.id);
    const order = orders[0]!;
    const info = pushOf(order, main.id).orderItems[0]!.phoneCaseCustomizationInfos[0]!;
    const refused = await c.fails('POST', PUSH, pushOf(order, main.id), 422);
    expect(refused.code).toBe('NOT_BOUND');
    expect(refused.message).toContain(`机型「${info.phoneModelName}」未绑定该工厂的机型编码`);
    expect(refused.message).toContain(`材质「${info.phoneCaseMaterialName}」未绑定该工厂的材质`);
    expect(refused.message).toContain(`材质「${info.phoneCaseMaterialName}」的颜色「${info.phoneCaseMaterialColorName}」未绑定该工厂的颜色`);
    await bindAllMaterials(c, main.id);
    const modelsOnly = await c.fails('POST', PUSH, pushOf(order, main.id), 422);
    expect(modelsOnly.message).not.toContain('材质');
    expect(await pushes()).toEqual([]);
    expect((await orderById(order.id)).push).toBeNull();
  });

  it('passes on the factory’s own refusal: with its message, or a body without one', async () => {
    await bindEverything();
    const [withMessage, withoutMessage, fine] = orders;
    const config = await devPost(api, '/api/__dev/erp_push', { refuse: { [withMessage!.originalId]: '该订单的收货地址不在配送范围', [withoutMessage!.originalId]: null } });
    expect(await config.json()).toEqual({ refuse: { [withMessage!.originalId]: '该订单的收货地址不在配送范围', [withoutMessage!.originalId]: null }, latencyMs: 0 });
    expect(await c.fails('POST', PUSH, await printPushOf(c, withMessage!, main.id), 400)).toMatchObject({ code: 'FACTORY_REFUSED', message: '该订单的收货地址不在配送范围' });
    const raw = await call(api, PUSH, { method: 'POST', body: await printPushOf(c, withoutMessage!, main.id), token: merchantToken(api) });
    expect(raw.status).toBe(400);
    const rawBody = (await raw.json()) as Record<string, unknown>;
    expect(rawBody).not.toHaveProperty('message');
    expect(rawBody).toMatchObject({ code: 'E1024', msg: expect.any(String) });
    await c.ok('POST', PUSH, await printPushOf(c, fine!, main.id));
    expect((await pushes()).map((entry) => entry.accepted)).toEqual([false, false, true]);
    expect((await orderById(withMessage!.id)).push).toBeNull();
    // A refused order may be pushed again once the factory takes it.
    await devPost(api, '/api/__dev/erp_push', { refuse: {} });
    await c.ok('POST', PUSH, await printPushOf(c, withMessage!, main.id));
  });

  it('accepts an order number the account does not have (the embedded page’s parent may be another system)', async () => {
    await bindEverything();
    const body = { ...pushOf(orders[0]!, main.id), orderOriginalId: 'EXT-20240615-0001' };
    await c.ok('POST', PUSH, body);
    expect((await pushes())[0]).toMatchObject({ orderOriginalId: 'EXT-20240615-0001', accepted: true, matchedOrder: false });
    expect((await orderById(orders[0]!.id)).push).toBeNull();
  });

  it('refuses a push of an order the account has whose quantity, infos or printQuantity are not the order’s, with 400 NOT_AS_ORDERED', async () => {
    await bindEverything();
    const order = orders.find((candidate) => candidate.orderItems[0]!.quantity === 1)!;
    const good = await printPushOf(c, order, main.id);
    const item = good.orderItems[0]!;
    const firstItem = (change: (pushed: PushOrderItem) => PushOrderItem): PushOrderRequest => ({ ...good, orderItems: good.orderItems.map((pushed, at) => (at === 0 ? change(pushed) : pushed)) });
    const firstInfo = (change: Partial<PushCustomizationInfo>) =>
      firstItem((pushed) => ({ ...pushed, phoneCaseCustomizationInfos: pushed.phoneCaseCustomizationInfos.map((info, n) => (n === 0 ? { ...info, ...change } : info)) }));
    const refusals: [PushOrderRequest, string][] = [
      [firstItem((pushed) => ({ ...pushed, quantity: 50 })), `子订单 ${item.originalId} 的数量 50 与订单不符（订单中为 1）`],
      [firstInfo({ printQuantity: 9999 }), `子订单 ${item.originalId} 第 1 张定制图的印刷数量（应为 1）与订单不符`],
      [firstInfo({ phoneModelName: 'iPhone 99' }), `子订单 ${item.originalId} 第 1 张定制图的机型名称与订单不符`],
      [
        firstInfo({ phoneBrandName: '某品牌', phoneCaseMaterialName: '黄金', phoneCaseMaterialColorName: '金色' }),
        `子订单 ${item.originalId} 第 1 张定制图的品牌名称、材质名称、颜色名称与订单不符`,
      ],
      [
        firstItem((pushed) => ({ ...pushed, phoneCaseCustomizationInfos: [...pushed.phoneCaseCustomizationInfos, pushed.phoneCaseCustomizationInfos[0]!] })),
        `子订单 ${item.originalId} 的定制信息有 ${item.phoneCaseCustomizationInfos.length + 1} 条，与订单不符（订单中为 ${item.phoneCaseCustomizationInfos.length} 条）`,
      ],
    ];
    for (const [body, message] of refusals) expect(await c.fails('POST', PUSH, body, 400)).toMatchObject({ code: 'NOT_AS_ORDERED', message });
    expect(await pushes()).toEqual([]);
    // As the order has it, its counts by the 定制N张 rule or none, it goes.
    expect(await c.ok('POST', PUSH, { ...good, orderItems: good.orderItems.map(withPrintQuantities) })).toEqual({ success: true });
    // Another system's order is the factory's to judge, as before.
    const foreign = { ...firstItem((pushed) => ({ ...pushed, quantity: 50 })), orderOriginalId: 'EXT-20240615-0002' };
    await c.ok('POST', PUSH, foreign);
    expect((await pushes()).map((push) => [push.orderOriginalId, push.matchedOrder])).toEqual([
      [order.originalId, true],
      ['EXT-20240615-0002', false],
    ]);
  });

  it('refuses a malformed body with 400 and never throws', async () => {
    await bindEverything();
    const good = pushOf(orders[0]!, main.id);
    const item = good.orderItems[0]!;
    const info = item.phoneCaseCustomizationInfos[0]!;
    const bad: unknown[] = [
      [],
      {},
      { ...good, factoryId: 'x' },
      { ...good, factoryId: '999999' },
      { ...good, orderOriginalId: '' },
      { ...good, orderOriginalId: 5 },
      { ...good, orderOriginalId: 'x'.repeat(65) },
      { ...good, orderItems: [] },
      { ...good, orderItems: 'items' },
      { ...good, orderItems: Array.from({ length: 101 }, (_, index) => ({ ...item, originalId: `i${index}` })) },
      { ...good, orderItems: [item, item] },
      { ...good, orderItems: [null] },
      { ...good, orderItems: [{ ...item, quantity: 0 }] },
      { ...good, orderItems: [{ ...item, quantity: 1.5 }] },
      { ...good, orderItems: [{ ...item, quantity: '1' }] },
      { ...good, orderItems: [{ ...item, quantity: 10_000 }] },
      { ...good, orderItems: [{ ...item, originalId: '' }] },
      { ...good, orderItems: [{ ...item, phoneCaseCustomizationInfos: null }] },
      { ...good, orderItems: [{ ...item, phoneCaseCustomizationInfos: Array.from({ length: 51 }, () => info) }] },
      { ...good, orderItems: [{ ...item, phoneCaseCustomizationInfos: [{ ...info, phoneModelId: 'abc' }] }] },
      { ...good, orderItems: [{ ...item, phoneCaseCustomizationInfos: [{ ...info, phoneModelName: 7 }] }] },
      // A name the names rule would refuse (a direction control, NUL): it would reach the factory as sent.
      { ...good, orderItems: [{ ...item, phoneCaseCustomizationInfos: [{ ...info, phoneModelName: '\u202egnp.exe' }] }] },
      { ...good, orderItems: [{ ...item, phoneCaseCustomizationInfos: [{ ...info, phoneCaseMaterialName: 'a\u0000b' }] }] },
      { ...good, orderItems: [{ ...item, phoneCaseCustomizationInfos: [{ ...info, creditDeducted: 'yes' }] }] },
      { ...good, orderItems: [{ ...item, phoneCaseCustomizationInfos: ['info'] }] },
      // The cases a file stands for, when sent: a whole number of them, as a quantity.
      ...[0, -1, 1.5, '2', null, 10_000].map((printQuantity) => ({ ...good, orderItems: [{ ...item, phoneCaseCustomizationInfos: [{ ...info, printQuantity }] }] })),
    ];
    for (const body of bad) {
      const reply = await c.fails('POST', PUSH, body, (body as { factoryId?: string }).factoryId === '999999' ? 404 : 400);
      expect(reply.code).not.toBe('INTERNAL_ERROR');
    }
    await c.fails('POST', PUSH, 'not json', 400);
    expect((await c.fails('POST', PUSH, { ...good, orderItems: [{ ...item, phoneCaseCustomizationInfos: [] }] }, 422)).message).toBe('订单没有定制信息，无法推送至工厂');
    expect(await pushes()).toEqual([]);
  });

  it('waits the configured latency, and a push given up meanwhile is not received', async () => {
    await bindEverything();
    await devPost(api, '/api/__dev/erp_push', { latencyMs: 200 });
    const controller = new AbortController();
    const pending = call(api, PUSH, { method: 'POST', body: await printPushOf(c, orders[0]!, main.id), token: merchantToken(api), signal: controller.signal });
    // While the factory takes its time, the same order is being received: a second push is refused.
    await c.fails('POST', PUSH, await printPushOf(c, orders[0]!, main.id), 409);
    controller.abort();
    await pending.catch(() => undefined);
    expect(await pushes()).toEqual([]);
    // The factory's latency on a fake clock: not received a millisecond early, received when it has passed.
    const body = await printPushOf(c, orders[0]!, main.id);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      let answered = false;
      const reply = c.ok('POST', PUSH, body).finally(() => (answered = true));
      while (vi.getTimerCount() === 0) await new Promise((resolve) => setImmediate(resolve));
      await vi.advanceTimersByTimeAsync(199);
      expect(answered).toBe(false);
      expect(await pushes()).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      expect(await reply).toEqual({ success: true });
      expect(await pushes()).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps pushes to the account: another account’s push of the same number is its own', async () => {
    await bindEverything();
    const audit = auditClient(api);
    await audit.fails('POST', PUSH, pushOf(orders[0]!, main.id), 400);
    const theirs = factoryNamed(await integrate(audit), MAIN_FACTORY);
    // Their factory id is not ours, and ours is not theirs.
    await audit.fails('POST', PUSH, pushOf(orders[0]!, main.id), 404);
    // Unbound for them, though bound for demo.
    await audit.fails('POST', PUSH, pushOf(orders[0]!, theirs.id), 422);
  });

  it('refuses a malformed dev configuration, and forgets it on reset()', async () => {
    for (const body of [{ refuse: [] }, { refuse: { a: 5 } }, { refuse: { a: '' } }, { latencyMs: -1 }, { latencyMs: 200_000 }]) {
      expect((await devPost(api, '/api/__dev/erp_push', body)).status).toBe(400);
    }
    await devPost(api, '/api/__dev/erp_push', { refuse: { a: 'x' }, latencyMs: 5 });
    api.reset();
    expect(await (await api.handle(new Request(`${BASE}/api/__dev/erp_push`))).json()).toEqual({ refuse: {}, latencyMs: 0 });
    expect(await pushes()).toEqual([]);
  });

  describe('print files (POST /api/erp/print_files)', () => {
    it('hands the print address of each charged image, absolute and signed for a month; nothing for an image not charged', async () => {
      const order = orders[0]!;
      const prepare = () => c.ok<PrintFileOrder[]>('POST', '/api/erp/print_files', { orderOriginalIds: [order.originalId, order.originalId, 'EXT-UNKNOWN-1'] });
      const [before] = await prepare();
      expect(before!.orderId).toBe(order.id);
      expect(before!.items.flatMap((item) => item.infos).every((info) => info.printUrl === '' || info.creditDeducted)).toBe(true);
      const body = await printPushOf(c, order, main.id);
      const [after, ...rest] = await prepare();
      expect(rest).toEqual([]);
      const addresses = after!.items.flatMap((item) => item.infos.filter((info) => info.customizedImageUrl !== '').map((info) => info.printUrl));
      expect(addresses.length).toBeGreaterThan(0);
      for (const address of addresses) {
        const url = new URL(address);
        expect(url.origin).toBe(BASE);
        expect(Number(url.searchParams.get('expires'))).toBe(NOW + 30 * 24 * 60 * 60 * 1000);
        const print = await call(api, url.pathname + url.search);
        expect(print.status).toBe(200);
        expect(print.headers.get('content-type')).toBe('image/png');
      }
      expect(body.orderItems.flatMap((item) => item.phoneCaseCustomizationInfos.map((info) => info.customizedImageUrl)).filter(Boolean)).toEqual(addresses);
    });

    it('is each account’s own: another account’s numbers are not there', async () => {
      expect(await auditClient(api).ok('POST', '/api/erp/print_files', { orderOriginalIds: [orders[0]!.originalId] })).toEqual([]);
    });

    it('refuses a push of a known order that sends the display rendition, a relative path or an altered address', async () => {
      await bindEverything();
      const order = orders.find((candidate) => parseCustomizationContent(candidate.orderItems[0]!.customizationInfo?.content)![0]!.customizedImageUrl !== '')!;
      const good = await printPushOf(c, order, main.id);
      const withAddress = (address: (printUrl: string) => string): PushOrderRequest => ({
        ...good,
        orderItems: good.orderItems.map((item, at) =>
          at === 0 ? { ...item, phoneCaseCustomizationInfos: item.phoneCaseCustomizationInfos.map((info, n) => (n === 0 ? { ...info, customizedImageUrl: address(info.customizedImageUrl) } : info)) } : item,
        ),
      });
      const display = parseCustomizationContent(order.orderItems[0]!.customizationInfo?.content)![0]!.customizedImageUrl;
      for (const body of [
        withAddress(() => display),
        withAddress((url) => new URL(url).pathname + new URL(url).search),
        withAddress((url) => url.slice(0, -1) + (url.endsWith('0') ? '1' : '0')),
      ]) {
        const refused = await c.fails('POST', PUSH, body, 400);
        expect(refused).toMatchObject({ code: 'NOT_PRINT_FILE', message: `子订单 ${order.orderItems[0]!.originalId} 第 1 张定制图的地址不是可下载的印刷文件地址` });
      }
      // Nor may the images be left out, or ride on an item the order does not have.
      const withoutInfos = { ...good, orderItems: good.orderItems.map((item, at) => (at === 0 ? { ...item, phoneCaseCustomizationInfos: [] } : item)) };
      // Refused (NOT_PRINT_FILE, or 订单没有定制信息 when that was the order's only item).
      expect((await call(api, PUSH, { method: 'POST', body: withoutInfos, token: merchantToken(api) })).status).toBeGreaterThanOrEqual(400);
      const stranger = { ...good, orderItems: [...good.orderItems, { originalId: 'INVENTED-1', quantity: 50, phoneCaseCustomizationInfos: good.orderItems[0]!.phoneCaseCustomizationInfos }] };
      expect(await c.fails('POST', PUSH, stranger, 400)).toMatchObject({ code: 'ITEM_NOT_IN_ORDER', message: '订单中没有子订单 INVENTED-1' });
      expect(await pushes()).toEqual([]);
      expect(await c.ok('POST', PUSH, good)).toEqual({ success: true });
    });
  });

  describe('what a push charged, refunded (POST /api/credit_refunds)', () => {
    /** The images a push of `order` charged, as a refund names them. */
    const imagesPushed = async (order: Order) =>
      (await c.ok<PrintFileOrder[]>('POST', '/api/erp/print_files', { orderOriginalIds: [order.originalId] }))
        .filter((found) => found.orderId === order.id)
        .flatMap((found) => found.items.flatMap((item) => item.infos.filter((info) => info.printUrl !== '').map((info) => ({ orderId: found.orderId, orderItemId: item.orderItemId, infoIndex: info.infoIndex }))));

    it('keeps charged the images of an order a factory accepted (pushedImages), and gives back those of one no factory took', async () => {
      await bindEverything();
      const [accepted, refused] = orders as [Order, Order];
      await devPost(api, '/api/__dev/erp_push', { refuse: { [refused.originalId]: '工厂今日排产已满' } });
      await c.ok('POST', PUSH, await printPushOf(c, accepted, main.id));
      await c.fails('POST', PUSH, await printPushOf(c, refused, main.id), 400);
      const [kept, back] = [await imagesPushed(accepted), await imagesPushed(refused)];
      expect(kept.length).toBeGreaterThan(0);
      const before = (await c.get<{ credits: number }>('/api/account_credits/current')).credits;
      const reply = await c.ok<RefundResult>('POST', '/api/credit_refunds', { images: [...kept, ...back] });
      expect(reply).toEqual({ refundedImages: back.length, refundedCredits: back.length * 60, servedImages: 0, pushedImages: kept.length, credits: before + back.length * 60 });
      // The factory's addresses still work: the accepted order's images are still charged.
      expect(await imagesPushed(accepted)).toEqual(kept);
    });

    it('keeps charged the images whose print addresses a factory accepted under an order number the account does not have', async () => {
      await bindEverything();
      const order = orders[0]!;
      await c.ok('POST', PUSH, { ...(await printPushOf(c, order, main.id)), orderOriginalId: 'EXT-20240615-0003' });
      expect((await pushes())[0]).toMatchObject({ orderOriginalId: 'EXT-20240615-0003', accepted: true, matchedOrder: false });
      const kept = await imagesPushed(order);
      expect(kept.length).toBeGreaterThan(0);
      const before = (await c.get<{ credits: number }>('/api/account_credits/current')).credits;
      const reply = await c.ok<RefundResult>('POST', '/api/credit_refunds', { images: kept });
      expect(reply).toEqual({ refundedImages: 0, refundedCredits: 0, servedImages: 0, pushedImages: kept.length, credits: before });
      // The factory's addresses still work.
      expect(await imagesPushed(order)).toEqual(kept);
    });

    it('refuses, after the factory’s latency, a push whose images were refunded meanwhile: the factory never gets dead addresses', async () => {
      await bindEverything();
      await devPost(api, '/api/__dev/erp_push', { latencyMs: 50 });
      const order = orders[0]!;
      const pending = call(api, PUSH, { method: 'POST', body: await printPushOf(c, order, main.id), token: merchantToken(api) });
      await c.ok<RefundResult>('POST', '/api/credit_refunds', { images: await imagesPushed(order) });
      const reply = await pending;
      expect(reply.status).toBe(400);
      expect(((await reply.json()) as { code: string }).code).toBe('NOT_PRINT_FILE');
      expect(await pushes()).toEqual([]);
      expect((await orderById(order.id)).push).toBeNull();
    });
  });
});
