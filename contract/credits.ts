/** Spec 3 §3, §4 and §9: the account's credits, what downloads cost, recharges and their payment. */
import * as v from 'valibot';
import { ORDER_NUMBER_QUERY_MAX } from './orders';
import { at, field, idQuery, pageSizeQuery, positiveIntegerQuery, rangeCheck, searchQuery, timestampQuery, wireIdOf } from './wire';

/** Spec 3 §9: a customized image costs this the first time it is downloaded; effect images are free. */
export const CREDITS_PER_IMAGE = 60;

/** How many new images a balance pays for (spec 3 §8, the insufficient-credits dialog). */
export const affordableImages = (credits: number): number => Math.max(0, Math.floor(credits / CREDITS_PER_IMAGE));

export const AccountCreditsSchema = v.object({ credits: v.number() });

/** GET /api/account_credits/current */
export type AccountCredits = v.InferOutput<typeof AccountCreditsSchema>;

export const ImageRefSchema = v.object({ orderId: v.string(), orderItemId: v.string(), infoIndex: v.number() });

/**
 * One image of an order item: the n-th (from 0) of its customization infos. What a charge names, so that a
 * repeated charge of the same image charges nothing.
 */
export type ImageRef = v.InferOutput<typeof ImageRefSchema>;

/** A charge or a refund names at most this many images (a download of a busy day is charged in batches of it). */
export const CHARGE_BATCH_MAX = 500;
/** Not in the spec: an order item holds a few customization infos, never a hundred. */
const INFO_INDEX_MAX = 99;

/** An image a body names: ids as the admin API sends them (wireIdOf), infoIndex 0 to INFO_INDEX_MAX. */
const requestedImageRef = v.pipe(
  v.unknown(),
  v.transform((entry) => (entry !== null && typeof entry === 'object' ? (entry as Record<string, unknown>) : {})),
  v.check(
    (fields) =>
      wireIdOf(fields.orderId) !== undefined &&
      wireIdOf(fields.orderItemId) !== undefined &&
      Number.isInteger(fields.infoIndex) &&
      (fields.infoIndex as number) >= 0 &&
      (fields.infoIndex as number) <= INFO_INDEX_MAX,
    at('必须是 {orderId, orderItemId, infoIndex}'),
  ),
  v.transform((fields): ImageRef => ({ orderId: wireIdOf(fields.orderId)!, orderItemId: wireIdOf(fields.orderItemId)!, infoIndex: fields.infoIndex as number })),
);

/**
 * POST /api/credit_charges with { images }: charges 60 for each image not yet charged, all or nothing.
 * Refused with 409 and code INSUFFICIENT_CREDITS when the balance does not cover the new ones. The dev API
 * looks up each image named after this (a bad one refuses the whole call).
 */
export const ChargeRequestSchema = v.object({
  images: v.pipe(
    field(v.array(v.unknown(), 'images 必须是数组')),
    v.maxLength(CHARGE_BATCH_MAX, `一次最多扣费 ${CHARGE_BATCH_MAX} 张图片`),
    v.array(requestedImageRef),
  ),
});

export type ChargeRequest = v.InferOutput<typeof ChargeRequestSchema>;
export const ChargeResultSchema = v.object({
  /** Images charged by this call; images charged before are not counted again. */
  chargedImages: v.number(),
  /** Which images this call charged (as named), so a caller refunds only its own charges. */
  charged: v.array(ImageRefSchema),
  usedCredits: v.number(),
  /** The balance after the charge. */
  credits: v.number(),
});

export type ChargeResult = v.InferOutput<typeof ChargeResultSchema>;

export const INSUFFICIENT_CREDITS = 'INSUFFICIENT_CREDITS';

/**
 * POST /api/credit_refunds with { images }: gives back the 60 credits of each named image that is charged,
 * was charged less than REFUND_WINDOW_MS ago and whose print file has not been served in full since; the
 * image is then no longer charged (its print address stops working and the order list no longer marks it
 * 已下载). An image whose print file was served stays charged (counted in servedImages; it downloads free
 * from then on): its bytes have left, whether or not an archive kept them. So does an image of an order a
 * factory accepted (pushedImages): the factory holds its print address and prints from it, so it was
 * delivered, and refunding it would break the address under the factory. An image not charged, or charged
 * earlier than the window, is skipped, so a refund repeated refunds nothing twice.
 *
 * The download flow charges before it fetches (spec 3 §4's order) and, when it ends, refunds every image it
 * charged that no saved archive holds; a push refunds what it charged for an order no factory accepted,
 * there and then or, when the push was cut short (the tab reloaded or closed), on the next visit.
 */
export type RefundRequest = ChargeRequest;
export const RefundResultSchema = v.object({
  refundedImages: v.number(),
  refundedCredits: v.number(),
  /** Named images kept charged because their print file was served in full since the charge. */
  servedImages: v.number(),
  /**
   * Named images kept charged because a factory accepted an order carrying them. Left out by a service that
   * keeps none for that reason (read as 0).
   */
  pushedImages: v.optional(v.number()),
  /** The balance after the refund. */
  credits: v.number(),
});

export type RefundResult = v.InferOutput<typeof RefundResultSchema>;

/** A charge can be refunded this long after it was made: longer than any download or push runs. */
export const REFUND_WINDOW_MS = 24 * 60 * 60 * 1000;

/** A charge or a refund names at most CHARGE_BATCH_MAX images. */
export function chargeBatches(refs: readonly ImageRef[], size = CHARGE_BATCH_MAX): ImageRef[][] {
  const batches: ImageRef[][] = [];
  for (let start = 0; start < refs.length; start += size) batches.push(refs.slice(start, start + size));
  return batches;
}

/** An image's identity among charges: its item and its place there (item ids are unique across orders). */
export const imageKey = (ref: Pick<ImageRef, 'orderItemId' | 'infoIndex'>) => `${ref.orderItemId}:${ref.infoIndex}`;

/** Spec 3 §3: recharge payment states (values given by the spec). */
export const PaymentStatus = {
  AWAITING: 1,
  SUCCESS: 2,
  CLOSED: 3,
  REFUNDED: 4,
  FINISHED: 5,
} as const;
export type PaymentStatus = (typeof PaymentStatus)[keyof typeof PaymentStatus];

const paymentStatus = v.picklist(Object.values(PaymentStatus));

export const RechargeRecordSchema = v.object({
  id: v.string(),
  createdAt: v.number(),
  paidAt: v.nullable(v.number()),
  addedCredits: v.number(),
  /** Yuan, as the payment charged it (two decimals at most). */
  amount: v.number(),
  rechargeOperator: v.string(),
  paymentStatus,
});

export type RechargeRecord = v.InferOutput<typeof RechargeRecordSchema>;

export const UsageRecordSchema = v.object({
  id: v.string(),
  orderId: v.string(),
  orderOriginalId: v.string(),
  shopId: v.string(),
  createdAt: v.number(),
  usedCredits: v.number(),
});

/** Spec 3 §3: a charge as the deduction records list it, one per order charged at once. */
export type UsageRecord = v.InferOutput<typeof UsageRecordSchema>;

export const UsageDetailSchema = v.object({
  record: UsageRecordSchema,
  images: v.array(v.object({ orderItemId: v.string(), customizedImageUrl: v.string(), usedCredits: v.number() })),
});

/** GET /api/credit_usage_records/{id}: the detail dialog, each charged image at 60. */
export type UsageDetail = v.InferOutput<typeof UsageDetailSchema>;

/** A page of the recharge or the deduction list. */
const recordPageSchema = <TItem extends v.GenericSchema>(item: TItem) => v.object({ items: v.array(item), totalItems: v.number() });

/** GET /api/credit_recharge_records */
export const RechargeRecordPageSchema = recordPageSchema(RechargeRecordSchema);

/** GET /api/credit_usage_records */
export const UsageRecordPageSchema = recordPageSchema(UsageRecordSchema);

/** Spec 3 §9: the recharge and deduction lists. */
export const RECORD_PAGE_SIZES = [10, 30, 80, 200, 500] as const;
export const DEFAULT_RECORD_PAGE_SIZE = 10;

const recordPaging = {
  pageNo: positiveIntegerQuery('pageNo', 1),
  pageSize: pageSizeQuery(RECORD_PAGE_SIZES, DEFAULT_RECORD_PAGE_SIZE),
};

const recordRange = {
  createdAtStart: timestampQuery('createdAtStart'),
  createdAtEnd: timestampQuery('createdAtEnd'),
};

/** GET /api/credit_usage_records: the dates are ms timestamps, both ends included; the numbers match any part. */
export const UsageQuerySchema = v.pipe(
  v.object({
    shopId: idQuery,
    orderId: searchQuery('orderId', ORDER_NUMBER_QUERY_MAX),
    orderOriginalId: searchQuery('orderOriginalId', ORDER_NUMBER_QUERY_MAX),
    ...recordRange,
    ...recordPaging,
  }),
  rangeCheck(),
);

export type UsageQuery = v.InferOutput<typeof UsageQuerySchema>;

/** GET /api/credit_recharge_records */
export const RechargeQuerySchema = v.pipe(v.object({ ...recordRange, ...recordPaging }), rangeCheck());

export type RechargeQuery = v.InferOutput<typeof RechargeQuerySchema>;

export const PaymentFormSchema = v.object({
  rechargeRecordId: v.string(),
  /** HTML holding the payment provider's form; the console submits the form, it never runs the HTML. */
  paymentForm: v.string(),
});

/** GET /api/account_credits/payment_form?credits=… (credits, not thousands). */
export type PaymentForm = v.InferOutput<typeof PaymentFormSchema>;

export const PaymentStatusReplySchema = v.object({ paymentStatus });

/** Spec 3 §5 and §9: credits are bought in thousands, 1 to 10,000,000 of them, at 5 yuan a thousand (was 10). */
export const CREDITS_PER_UNIT = 1000;
export const RECHARGE_UNITS_MIN = 1;
export const RECHARGE_UNITS_MAX = 10_000_000;
export const YUAN_PER_UNIT = 5;
export const ORIGINAL_YUAN_PER_UNIT = 10;

export const isRechargeUnits = (units: unknown): units is number =>
  typeof units === 'number' && Number.isInteger(units) && units >= RECHARGE_UNITS_MIN && units <= RECHARGE_UNITS_MAX;

/** The price in yuan of a number of credits (a whole number of thousands). */
export const rechargePrice = (credits: number): number => (credits / CREDITS_PER_UNIT) * YUAN_PER_UNIT;
export const originalRechargePrice = (credits: number): number => (credits / CREDITS_PER_UNIT) * ORIGINAL_YUAN_PER_UNIT;

/** Spec 3 §9: the quick packs, with the images each pays for. */
export const QUICK_PACKS = [
  { credits: 6000, price: 30, originalPrice: 60, images: 100 },
  { credits: 12000, price: 60, originalPrice: 120, images: 200 },
  { credits: 30000, price: 150, originalPrice: 300, images: 500 },
] as const;
