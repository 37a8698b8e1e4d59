// Credits and charges (ROUTES.md "Credits"): balances per account, charges idempotent per image and all
// or nothing, 409 积分不足, two charges at once, the customized-image lookup (charged only, own only) and
// the deduction records with their detail.
import { beforeEach, describe, expect, it } from 'vitest';
import type { DevApi } from '../../../adapters/mock/devApi';
import type { ChargeResult, ImageRef, RefundResult, UsageDetail, UsageRecord } from '../../../contract/credits';
import type { RecordPage } from '../../support/recordPage';
import type { CustomizedImageRecord, Order } from '../../../contract/orders';
import { client, merchantToken, type Client } from './catalogueHelpers';
import { BASE, call } from './helpers';
import { allOrders, auditClient, fixedApi, imagesOf, NOW, printPathOf, type ImageOf } from './orderHelpers';
import { TAOBAO_SHOP, shopNamed } from './shopHelpers';

const refOf = ({ order, itemId, infoIndex }: ImageOf): ImageRef => ({ orderId: order.id, orderItemId: itemId, infoIndex });
const balance = async (c: Client) => (await c.get<{ credits: number }>('/api/account_credits/current')).credits;

describe('dev API credits and charges', () => {
  let api: DevApi;
  let c: Client;
  let orders: Order[];
  let fresh: ImageOf[];
  beforeEach(async () => {
    api = fixedApi();
    c = client(api);
    orders = await allOrders(c);
    fresh = imagesOf(orders).filter((image) => !image.info.creditDeducted && image.info.customizedImageUrl !== '');
  });

  it('keeps a balance per account: demo 3000, the audit account none', async () => {
    expect(await balance(c)).toBe(3000);
    expect(await balance(auditClient(api))).toBe(0);
  });

  it('charges each new image once, also when named twice, and nothing for images charged before', async () => {
    const [a, b] = fresh;
    const first = await c.ok<ChargeResult>('POST', '/api/credit_charges', { images: [refOf(a!), refOf(a!), refOf(b!)] });
    expect(first).toEqual({ chargedImages: 2, charged: [refOf(a!), refOf(b!)], usedCredits: 120, credits: 2880 });
    const again = await c.ok<ChargeResult>('POST', '/api/credit_charges', { images: [refOf(a!), refOf(b!)] });
    expect(again).toEqual({ chargedImages: 0, charged: [], usedCredits: 0, credits: 2880 });
    const charged = imagesOf(await allOrders(c)).filter((image) => [a, b].some((x) => x!.itemId === image.itemId && x!.infoIndex === image.infoIndex));
    expect(charged.map((image) => image.info.creditDeducted)).toEqual([true, true]);
    expect(await balance(c)).toBe(2880);
  });

  it('accepts a family’s top order for an image of its child', async () => {
    const child = fresh.find((image) => !orders.some((order) => order.id === image.order.id))!;
    const top = orders.find((order) => JSON.stringify(order).includes(`"id":"${child.order.id}"`))!;
    const result = await c.ok<ChargeResult>('POST', '/api/credit_charges', { images: [{ ...refOf(child), orderId: top.id }] });
    expect(result.chargedImages).toBe(1);
  });

  it('is all or nothing: one unknown image refuses the call and charges none', async () => {
    const noPrint = imagesOf(orders).find((image) => image.info.customizedImageUrl === '')!;
    const audits = imagesOf(await allOrders(auditClient(api)));
    for (const bad of [
      { ...refOf(fresh[1]!), infoIndex: 9 },
      { ...refOf(fresh[1]!), orderId: fresh.find((image) => image.order.id !== fresh[1]!.order.id)!.order.id },
      refOf(noPrint),
      refOf(audits[0]!),
    ]) {
      const error = await c.fails('POST', '/api/credit_charges', { images: [refOf(fresh[0]!), bad] }, 400);
      expect(error.code).toBe('IMAGE_NOT_FOUND');
    }
    expect(await balance(c)).toBe(3000);
    for (const body of [{}, { images: 'x' }, { images: [{ orderId: 'a', orderItemId: '1', infoIndex: 0 }] }, { images: [{ ...refOf(fresh[0]!), infoIndex: -1 }] }, { images: Array(501).fill(refOf(fresh[0]!)) }]) {
      await c.fails('POST', '/api/credit_charges', body, 400);
    }
    expect(imagesOf(await allOrders(c)).filter((image) => image.info.creditDeducted)).toHaveLength(imagesOf(orders).filter((image) => image.info.creditDeducted).length);
  });

  it('reads a charge’s and a refund’s images by one rule, each refusal with its text, and charges none', async () => {
    const ref = refOf(fresh[0]!);
    const refused: Array<[unknown, string]> = [
      [{}, 'images 必须是数组'],
      [{ images: null }, 'images 必须是数组'],
      [{ images: { 0: ref } }, 'images 必须是数组'],
      [{ images: Array(501).fill(ref) }, '一次最多扣费 500 张图片'],
      [{ images: [ref, 'x'] }, 'images[1] 必须是 {orderId, orderItemId, infoIndex}'],
      [{ images: [ref, [ref.orderId, ref.orderItemId, 0]] }, 'images[1] 必须是 {orderId, orderItemId, infoIndex}'],
      [{ images: [{ ...ref, orderId: 'a' }] }, 'images[0] 必须是 {orderId, orderItemId, infoIndex}'],
      [{ images: [{ ...ref, orderItemId: -1 }] }, 'images[0] 必须是 {orderId, orderItemId, infoIndex}'],
      [{ images: [{ ...ref, infoIndex: -1 }] }, 'images[0] 必须是 {orderId, orderItemId, infoIndex}'],
      [{ images: [{ ...ref, infoIndex: 100 }] }, 'images[0] 必须是 {orderId, orderItemId, infoIndex}'],
      [{ images: [{ ...ref, infoIndex: '0' }] }, 'images[0] 必须是 {orderId, orderItemId, infoIndex}'],
      [{ images: [{ ...ref, infoIndex: 0.5 }] }, 'images[0] 必须是 {orderId, orderItemId, infoIndex}'],
    ];
    for (const [body, message] of refused) {
      for (const path of ['/api/credit_charges', '/api/credit_refunds']) {
        expect(await c.fails('POST', path, body, 400), `${path} ${JSON.stringify(body).slice(0, 80)}`).toMatchObject({ code: 'BAD_REQUEST', message });
      }
    }
    expect(await balance(c)).toBe(3000);
    // 500 images at once, and ids as numbers (another system's): taken.
    const numeric = { orderId: Number(ref.orderId), orderItemId: Number(ref.orderItemId), infoIndex: ref.infoIndex };
    const charged = await c.ok<ChargeResult>('POST', '/api/credit_charges', { images: [...Array(499).fill(ref), numeric], extra: true });
    expect(charged).toEqual({ chargedImages: 1, charged: [ref], usedCredits: 60, credits: 2940 });
  });

  it('answers 409 INSUFFICIENT_CREDITS 积分不足 when the balance does not cover the new images, and changes nothing', async () => {
    const error = await c.fails('POST', '/api/credit_charges', { images: fresh.slice(0, 51).map(refOf) }, 409);
    expect(error).toMatchObject({ code: 'INSUFFICIENT_CREDITS', message: '积分不足' });
    expect(await balance(c)).toBe(3000);
    expect(await c.ok<ChargeResult>('POST', '/api/credit_charges', { images: fresh.slice(0, 50).map(refOf) })).toMatchObject({ chargedImages: 50, usedCredits: 3000, credits: 0 });
    // Already charged ones stay free at a zero balance.
    expect((await c.ok<ChargeResult>('POST', '/api/credit_charges', { images: fresh.slice(0, 50).map(refOf) })).usedCredits).toBe(0);
  });

  it('serves two charges at once one after the other: never below zero, never twice', async () => {
    const [one, two] = await Promise.all([
      call(api, '/api/credit_charges', { method: 'POST', body: { images: fresh.slice(0, 30).map(refOf) }, headers: { authorization: `Bearer ${merchantToken(api)}` } }),
      call(api, '/api/credit_charges', { method: 'POST', body: { images: fresh.slice(30, 60).map(refOf) }, headers: { authorization: `Bearer ${merchantToken(api)}` } }),
    ]);
    expect([one.status, two.status].sort()).toEqual([200, 409]);
    expect(await balance(c)).toBe(3000 - 30 * 60);
    const overlap = await Promise.all([0, 1].map(() => call(api, '/api/credit_charges', { method: 'POST', body: { images: fresh.slice(60, 65).map(refOf) }, headers: { authorization: `Bearer ${merchantToken(api)}` } })));
    const results = (await Promise.all(overlap.map((response) => response.json()))) as ChargeResult[];
    expect(results.map((result) => result.chargedImages).sort()).toEqual([0, 5]);
    expect(await balance(c)).toBe(3000 - 35 * 60);
  });

  it('looks up the print files of charged images only, of the account’s own orders', async () => {
    const chargedOrder = orders.find((order) => imagesOf([order]).some((image) => image.info.creditDeducted))!;
    const freshOrder = fresh[0]!.order;
    const audit = (await allOrders(auditClient(api)))[0]!;
    const records = await c.ok<CustomizedImageRecord[]>('POST', '/api/orders/customized_images', { orderIds: [chargedOrder.id, freshOrder.id, '99999999', audit.id, chargedOrder.id] });
    expect(records.map((record) => record.orderId)).toEqual([chargedOrder.id, freshOrder.id]);
    const expected = imagesOf([chargedOrder]).filter((image) => image.info.creditDeducted);
    // Signed print addresses, never the content's display address, each with the info's position.
    const signed = (image: ImageOf) => ({
      orderItemId: image.itemId,
      infoIndex: image.infoIndex,
      customizedImageUrl: expect.stringMatching(new RegExp(`^${BASE}${printPathOf(image)}\\?expires=\\d+&token=[0-9a-f]{64}$`)),
    });
    expect(records[0]!.customizedImageUrls).toEqual(expected.map(signed));
    expect(records[1]!.customizedImageUrls).toEqual([]);
    await c.ok('POST', '/api/credit_charges', { images: [refOf(fresh[0]!)] });
    const after = await c.ok<CustomizedImageRecord[]>('POST', '/api/orders/customized_images', { orderIds: [Number(freshOrder.id)] });
    expect(after[0]!.customizedImageUrls).toContainEqual(signed(fresh[0]!));
    const refused: Array<[unknown, string]> = [
      [{}, 'orderIds 必须是数组'],
      [{ orderIds: 'x' }, 'orderIds 必须是数组'],
      [{ orderIds: Array(501).fill('1') }, '一次最多查询 500 个订单'],
      [{ orderIds: ['1', 'a'] }, 'orderIds[1] 必须是订单 id'],
      [{ orderIds: [null] }, 'orderIds[0] 必须是订单 id'],
      [{ orderIds: [-1] }, 'orderIds[0] 必须是订单 id'],
    ];
    for (const [body, message] of refused) {
      expect(await c.fails('POST', '/api/orders/customized_images', body, 400)).toMatchObject({ code: 'BAD_REQUEST', message });
    }
    expect(await c.ok('POST', '/api/orders/customized_images', { orderIds: Array(500).fill('99999999') })).toEqual([]);
  });

  it('lists deduction records newest first with filters, one per order charged, and their detail at 60 an image', async () => {
    const all = await c.get<RecordPage<UsageRecord>>('/api/credit_usage_records?pageSize=500');
    expect(all.totalItems).toBe(all.items.length);
    expect(all.items.length).toBeGreaterThan(30);
    expect(all.items.map((record) => record.createdAt)).toEqual([...all.items.map((record) => record.createdAt)].sort((x, y) => y - x));
    expect(all.items.every((record) => record.createdAt <= NOW)).toBe(true);
    expect((await c.get<RecordPage<UsageRecord>>('/api/credit_usage_records')).items).toHaveLength(10);

    const [a, b] = fresh.filter((image) => image.order.id === fresh[0]!.order.id).length > 1 ? fresh : [fresh[0]!, fresh[0]!];
    await c.ok('POST', '/api/credit_charges', { images: [refOf(a!), refOf(b!)] });
    const newest = (await c.get<RecordPage<UsageRecord>>('/api/credit_usage_records')).items[0]!;
    expect(newest).toMatchObject({ orderId: a!.order.id, orderOriginalId: a!.order.originalId, shopId: a!.order.shopId, createdAt: NOW });
    const detail = await c.get<UsageDetail>(`/api/credit_usage_records/${newest.id}`);
    expect(detail.record).toEqual(newest);
    expect(detail.images.every((image) => image.usedCredits === 60)).toBe(true);
    expect(detail.images.length * 60).toBe(newest.usedCredits);
    expect(detail.images[0]!.customizedImageUrl).toBe(a!.info.customizedImageUrl);

    const taobao = await shopNamed(c, TAOBAO_SHOP);
    const ofShop = await c.get<RecordPage<UsageRecord>>(`/api/credit_usage_records?pageSize=500&shopId=${taobao.id}`);
    expect(ofShop.items.every((record) => record.shopId === taobao.id)).toBe(true);
    expect(ofShop.items.length).toBeLessThan(all.items.length + 1);
    const byNumber = await c.get<RecordPage<UsageRecord>>(`/api/credit_usage_records?orderOriginalId=${newest.orderOriginalId}`);
    expect(byNumber.items.map((record) => record.id)).toEqual([newest.id]);
    expect((await c.get<RecordPage<UsageRecord>>(`/api/credit_usage_records?orderId=${newest.orderId}`)).items[0]!.id).toBe(newest.id);
    const old = await c.get<RecordPage<UsageRecord>>(`/api/credit_usage_records?pageSize=500&createdAtEnd=${NOW - 7 * 86_400_000}`);
    expect(old.items.every((record) => record.createdAt <= NOW - 7 * 86_400_000)).toBe(true);
    await c.fails('GET', '/api/credit_usage_records?pageSize=20', undefined, 400);
    await c.fails('GET', '/api/credit_usage_records?createdAtStart=abc', undefined, 400);
    // Another account's record is unknown to the audit account, and its list is its own.
    expect((await auditClient(api).fails('GET', `/api/credit_usage_records/${newest.id}`, undefined, 404)).code).toBe('RECORD_NOT_FOUND');
    const auditRecords = await auditClient(api).get<RecordPage<UsageRecord>>('/api/credit_usage_records');
    expect(auditRecords.items.map((record) => record.id)).not.toContain(newest.id);
  });

  describe('refunds (POST /api/credit_refunds)', () => {
    it('gives back what a recent charge took, once, and the image is no longer charged or released', async () => {
      const [a, b] = fresh;
      await c.ok<ChargeResult>('POST', '/api/credit_charges', { images: [refOf(a!), refOf(b!)] });
      const [before] = await c.ok<CustomizedImageRecord[]>('POST', '/api/orders/customized_images', { orderIds: [a!.order.id] });
      const address = before!.customizedImageUrls.find((entry) => entry.orderItemId === a!.itemId && entry.infoIndex === a!.infoIndex)!.customizedImageUrl;
      expect((await call(api, address.slice(BASE.length))).status).toBe(200);

      const refund = await c.ok<RefundResult>('POST', '/api/credit_refunds', { images: [refOf(a!), refOf(a!)] });
      expect(refund).toEqual({ refundedImages: 1, refundedCredits: 60, servedImages: 0, pushedImages: 0, credits: 2940 });
      expect(await c.ok<RefundResult>('POST', '/api/credit_refunds', { images: [refOf(a!)] })).toEqual({ refundedImages: 0, refundedCredits: 0, servedImages: 0, pushedImages: 0, credits: 2940 });
      const image = imagesOf(await allOrders(c)).find((x) => x.itemId === a!.itemId && x.infoIndex === a!.infoIndex)!;
      expect(image.info.creditDeducted).toBe(false);
      // Its print address stops working, and the lookup no longer releases it.
      expect((await call(api, address.slice(BASE.length))).status).toBe(403);
      const [after] = await c.ok<CustomizedImageRecord[]>('POST', '/api/orders/customized_images', { orderIds: [a!.order.id] });
      expect(after!.customizedImageUrls.some((entry) => entry.orderItemId === a!.itemId && entry.infoIndex === a!.infoIndex)).toBe(false);
      // Charged again later, it costs 60 again, once.
      expect((await c.ok<ChargeResult>('POST', '/api/credit_charges', { images: [refOf(a!)] })).usedCredits).toBe(60);
    });

    it('keeps charged an image whose print file was served in full since the charge: its bytes have left', async () => {
      const [a, b] = fresh;
      await c.ok<ChargeResult>('POST', '/api/credit_charges', { images: [refOf(a!), refOf(b!)] });
      const [record] = await c.ok<CustomizedImageRecord[]>('POST', '/api/orders/customized_images', { orderIds: [a!.order.id] });
      const address = record!.customizedImageUrls.find((entry) => entry.orderItemId === a!.itemId && entry.infoIndex === a!.infoIndex)!.customizedImageUrl;
      // A reader that gives up half way has not taken the file.
      const partly = await call(api, address.slice(BASE.length));
      const reader = partly.body!.getReader();
      await reader.read();
      await reader.cancel();
      // One that reads it all has.
      const whole = await call(api, address.slice(BASE.length));
      expect((await whole.arrayBuffer()).byteLength).toBeGreaterThan(2_400_000);
      expect(await c.ok<RefundResult>('POST', '/api/credit_refunds', { images: [refOf(a!), refOf(b!)] })).toEqual({
        refundedImages: 1,
        refundedCredits: 60,
        servedImages: 1,
        pushedImages: 0,
        credits: 2940,
      });
      // Still charged, still released.
      expect((await call(api, address.slice(BASE.length))).status).toBe(200);
    });

    it('refunds an image read only in part (an aborted fetch)', async () => {
      const [a] = fresh;
      await c.ok<ChargeResult>('POST', '/api/credit_charges', { images: [refOf(a!)] });
      const [record] = await c.ok<CustomizedImageRecord[]>('POST', '/api/orders/customized_images', { orderIds: [a!.order.id] });
      const address = record!.customizedImageUrls.find((entry) => entry.orderItemId === a!.itemId && entry.infoIndex === a!.infoIndex)!.customizedImageUrl;
      const reply = await call(api, address.slice(BASE.length));
      const reader = reply.body!.getReader();
      await reader.read();
      await reader.cancel();
      expect((await c.ok<RefundResult>('POST', '/api/credit_refunds', { images: [refOf(a!)] })).refundedImages).toBe(1);
    });

    it('takes the image off its deduction record, and the record when nothing is left on it', async () => {
      const [a] = fresh;
      await c.ok<ChargeResult>('POST', '/api/credit_charges', { images: [refOf(a!)] });
      const mine = async () => (await c.get<RecordPage<UsageRecord>>(`/api/credit_usage_records?orderId=${a!.order.id}`)).items;
      expect(await mine()).toHaveLength(1);
      await c.ok<RefundResult>('POST', '/api/credit_refunds', { images: [refOf(a!)] });
      expect(await mine()).toHaveLength(0);
    });

    it('never refunds a charge older than a day, an image never charged, or another account’s', async () => {
      let now = NOW;
      const clocked = fixedApi(() => now);
      const cc = client(clocked);
      const images = imagesOf(await allOrders(cc)).filter((image) => !image.info.creditDeducted && image.info.customizedImageUrl !== '');
      await cc.ok<ChargeResult>('POST', '/api/credit_charges', { images: [refOf(images[0]!)] });
      now += 24 * 60 * 60 * 1000;
      expect(await cc.ok<RefundResult>('POST', '/api/credit_refunds', { images: [refOf(images[0]!), refOf(images[1]!)] })).toEqual({
        refundedImages: 0,
        refundedCredits: 0,
        servedImages: 0,
        pushedImages: 0,
        credits: 2940,
      });
      // Another account's image is not found, as for a charge; nothing changes.
      const audits = imagesOf(await allOrders(auditClient(clocked)));
      await cc.fails('POST', '/api/credit_refunds', { images: [refOf(audits[0]!)] }, 400);
      expect(await balance(cc)).toBe(2940);
    });
  });
});
