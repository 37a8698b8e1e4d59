// POST /api/credit_charges (spec 3 §4, §9): 60 credits for each named image not yet charged, all or
// nothing. Everything after the body is read runs without an await, so two tabs charging at once are
// served one after the other: the second sees the first's balance and marks, and pays nothing twice.
import type { Id } from '../../../../contract/catalogue';
import {
  CREDITS_PER_IMAGE,
  INSUFFICIENT_CREDITS,
  REFUND_WINDOW_MS,
  type ChargeResult,
  type ImageRef,
  type RefundResult,
} from '../../../../contract/credits';
import { balanceOf, printKey, type CreditState } from './creditState';
import { HttpError, badRequest } from '../http/http';
import { familyOf, readableInfos, type OrderState, type StoredInfo, type StoredOrder } from '../orders/orderState';

export const INSUFFICIENT_CREDITS_MESSAGE = '积分不足';

interface Resolved {
  order: StoredOrder;
  itemId: Id;
  infoIndex: number;
  info: StoredInfo;
}

/**
 * The image a ref names, of the caller's orders: the item must be held by the order named or by one of
 * its descendants (a family's top order may be named), and the info must have a print file.
 */
export function resolveImage(orders: OrderState, owner: string, ref: ImageRef): Resolved {
  const held = orders.items.get(ref.orderItemId);
  const named = orders.byId.get(ref.orderId);
  const info = held ? readableInfos(held.item)[ref.infoIndex] : undefined;
  if (!held || !named || named.owner !== owner || !familyOf(named).includes(held.order) || !info?.hasCustomizedImage) {
    throw badRequest(`没有这张定制图: 订单 ${ref.orderId} 商品 ${ref.orderItemId} 第 ${ref.infoIndex + 1} 张`, 'IMAGE_NOT_FOUND');
  }
  return { order: held.order, itemId: ref.orderItemId, infoIndex: ref.infoIndex, info };
}

export interface ChargeContext {
  orders: OrderState;
  credits: CreditState;
  owner: string;
  now: number;
  allocateId: () => string;
}

export function chargeImages({ orders, credits, owner, now, allocateId }: ChargeContext, refs: ImageRef[]): ChargeResult {
  // Resolve every ref first: one bad ref refuses the whole call before anything changes.
  const resolved = refs.map((ref) => resolveImage(orders, owner, ref));
  const fresh = new Map<string, Resolved>();
  const charged: ImageRef[] = [];
  resolved.forEach((image, index) => {
    const key = `${image.itemId}/${image.infoIndex}`;
    if (image.info.creditDeducted || fresh.has(key)) return;
    fresh.set(key, image);
    charged.push(refs[index]!);
  });
  const usedCredits = fresh.size * CREDITS_PER_IMAGE;
  const balance = balanceOf(credits, owner);
  if (usedCredits > balance) throw new HttpError(409, INSUFFICIENT_CREDITS, INSUFFICIENT_CREDITS_MESSAGE);

  credits.balances.set(owner, balance - usedCredits);
  const byOrder = new Map<StoredOrder, Resolved[]>();
  for (const image of fresh.values()) {
    image.info.creditDeducted = true;
    credits.servedPrints.delete(printKey(image.itemId, image.infoIndex));
    byOrder.set(image.order, [...(byOrder.get(image.order) ?? []), image]);
  }
  const records = [...byOrder].map(([order, images]) => ({
    id: allocateId(),
    owner,
    orderId: order.id,
    orderOriginalId: order.originalId,
    shopId: order.shopId,
    createdAt: now,
    usedCredits: images.length * CREDITS_PER_IMAGE,
    images: images.map(({ itemId, infoIndex }) => ({ orderItemId: itemId, infoIndex })),
  }));
  credits.usage.unshift(...records);
  return { chargedImages: fresh.size, charged, usedCredits, credits: balance - usedCredits };
}

/**
 * POST /api/credit_refunds (contract/credits.ts): each named image that is charged, by a charge of this
 * account made within REFUND_WINDOW_MS, and whose print file has not been served in full since, is charged no
 * more: its 60 credits go back, its deduction record loses it (and goes when it has no image left), and its
 * print address stops working. An image whose print file was served is kept charged (servedImages): only the
 * console knows whether an archive was saved, but the service knows what left it, so a refund never pays
 * back bytes that were taken; an image of an order a factory accepted, or whose print address a factory accepted
 * in a push of any number (pushedPrints), is kept charged too (pushedImages): the factory holds its print address. Anything else named is skipped, so a repeated refund gives nothing twice. Refs
 * are checked first, as a charge's are, and the rest runs without an await.
 */
export function refundImages({ orders, credits, owner, now }: Omit<ChargeContext, 'allocateId'>, refs: ImageRef[]): RefundResult {
  const resolved = refs.map((ref) => resolveImage(orders, owner, ref));
  const seen = new Set<string>();
  let refundedImages = 0;
  let servedImages = 0;
  let pushedImages = 0;
  for (const image of resolved) {
    const key = printKey(image.itemId, image.infoIndex);
    if (seen.has(key) || !image.info.creditDeducted) continue;
    seen.add(key);
    if (credits.servedPrints.has(key)) {
      servedImages++;
      continue;
    }
    // A factory accepted the order, or a push naming this image's print address under another number: it
    // prints from that address, which a refund would break.
    if (image.order.push || credits.pushedPrints.has(key)) {
      pushedImages++;
      continue;
    }
    const record = credits.usage.find(
      (candidate) =>
        candidate.owner === owner &&
        now - candidate.createdAt < REFUND_WINDOW_MS &&
        candidate.images.some((charged) => charged.orderItemId === image.itemId && charged.infoIndex === image.infoIndex),
    );
    if (!record) continue;
    record.images = record.images.filter((charged) => !(charged.orderItemId === image.itemId && charged.infoIndex === image.infoIndex));
    record.usedCredits -= CREDITS_PER_IMAGE;
    if (record.images.length === 0) credits.usage.splice(credits.usage.indexOf(record), 1);
    image.info.creditDeducted = false;
    refundedImages++;
  }
  const refundedCredits = refundedImages * CREDITS_PER_IMAGE;
  const balance = balanceOf(credits, owner) + refundedCredits;
  credits.balances.set(owner, balance);
  return { refundedImages, refundedCredits, servedImages, pushedImages, credits: balance };
}
