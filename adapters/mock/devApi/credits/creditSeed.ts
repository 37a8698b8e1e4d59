// Seeded credits (ROUTES.md "Credits"): demo has 3000 and has recharged (records in all five states,
// some older than 7 days); tbtest_audit has none and has never recharged, so the console shows it the
// recharge centre alone. A usage record for each order whose images the order seed marked charged.
import { PaymentStatus, rechargePrice, CREDITS_PER_IMAGE } from '../../../../contract/credits';
import { DEV_ACCOUNTS } from '../../../../fixtures/seed';
import type { CreditState, StoredRecharge, StoredUsage } from './creditState';
import { randomHex } from '../http/encoding';
import { familyOf, readableInfos, type StoredOrder } from '../orders/orderState';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** [age, credits, status]: newest first. */
const DEMO_RECHARGES: ReadonlyArray<[number, number, PaymentStatus]> = [
  [10 * 60_000, 6000, PaymentStatus.AWAITING],
  [2 * DAY, 12000, PaymentStatus.SUCCESS],
  [3 * DAY, 1000, PaymentStatus.AWAITING],
  [5 * DAY, 30000, PaymentStatus.CLOSED],
  [9 * DAY, 6000, PaymentStatus.REFUNDED],
  [15 * DAY, 2000, PaymentStatus.FINISHED],
  [40 * DAY, 30000, PaymentStatus.SUCCESS],
];

/**
 * Adds the account's seeded balance and records to `credits`: a deduction record for each of its seeded
 * orders whose images are charged, and (the merchant only) its recharges. Other accounts start at 0.
 */
export function seedCredits(credits: CreditState, owner: string, orders: readonly StoredOrder[], allocateId: () => string, now: number): void {
  const merchant = owner === DEV_ACCOUNTS.merchant.username;
  credits.balances.set(owner, merchant ? 3000 : 0);

  const usage: StoredUsage[] = [];
  // Newest first, as the order list keeps them, so that the ids run as they did when one list held every account's.
  for (const top of [...orders].sort((x, y) => y.createdAt - x.createdAt)) {
    for (const order of familyOf(top)) {
      const images = order.items.flatMap((item) =>
        readableInfos(item).flatMap((info, infoIndex) => (info.creditDeducted ? [{ orderItemId: item.id, infoIndex }] : [])),
      );
      if (images.length === 0) continue;
      usage.push({
        id: allocateId(),
        owner: order.owner,
        orderId: order.id,
        orderOriginalId: order.originalId,
        shopId: order.shopId,
        createdAt: Math.min(now, order.createdAt + 2 * HOUR),
        usedCredits: images.length * CREDITS_PER_IMAGE,
        images,
      });
    }
  }
  credits.usage = [...credits.usage, ...usage].sort((a, b) => b.createdAt - a.createdAt);
  if (!merchant) return;

  credits.recharges = DEMO_RECHARGES.map(([age, addedCredits, paymentStatus]): StoredRecharge => {
    const createdAt = Math.floor((now - age) / 1000) * 1000;
    const paid = paymentStatus === PaymentStatus.SUCCESS || paymentStatus === PaymentStatus.REFUNDED || paymentStatus === PaymentStatus.FINISHED;
    return {
      id: allocateId(),
      owner: DEV_ACCOUNTS.merchant.username,
      createdAt,
      paidAt: paid ? createdAt + 90_000 : null,
      addedCredits,
      amount: rechargePrice(addedCredits),
      rechargeOperator: DEV_ACCOUNTS.merchant.username,
      paymentStatus,
      token: randomHex(16),
    };
  });
}
