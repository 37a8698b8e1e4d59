// Seeded credits (ROUTES.md "Credits"): demo has 3000 and has recharged (records in all five states,
// some older than 7 days); tbtest_audit has none and has never recharged, so the console shows it the
// recharge centre alone. A usage record for each order whose images the order seed marked charged.
import { PaymentStatus, rechargePrice, CREDITS_PER_IMAGE } from '../../../contract/credits';
import { DEV_ACCOUNTS } from '../../../fixtures/seed';
import { emptyCredits, type CreditState, type StoredRecharge, type StoredUsage } from './creditState';
import { randomHex } from './encoding';
import { familyOf, readableInfos, type OrderState } from './orderState';

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

export function seedCredits(orders: OrderState, allocateId: () => string, now: number): CreditState {
  const credits = emptyCredits();
  credits.balances.set(DEV_ACCOUNTS.merchant.username, 3000);
  credits.balances.set(DEV_ACCOUNTS.audit.username, 0);

  const usage: StoredUsage[] = [];
  for (const top of orders.orders) {
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
  credits.usage = usage.sort((a, b) => b.createdAt - a.createdAt);

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
  return credits;
}
