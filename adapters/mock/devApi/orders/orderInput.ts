// Paging and filtering the orders' and records' lists (ROUTES.md "Orders", "Credits"), once their queries are
// read with the contract's schemas (contract/orders.ts OrderQuerySchema, contract/credits.ts), and ids as the
// other routes take them.
import * as v from 'valibot';
import { wireIdOf } from '../../../../contract/erp';
import { bodyId, field, integerIn } from '../../../../contract/wire';
import { devUsername } from '../devTools/devToolInput';

export function pageOf<T>(all: readonly T[], { pageNo, pageSize }: { pageNo: number; pageSize: number }): { items: T[]; totalItems: number } {
  return { items: all.slice((pageNo - 1) * pageSize, pageNo * pageSize), totalItems: all.length };
}

export const inRange = (time: number, { createdAtStart, createdAtEnd }: { createdAtStart?: number | undefined; createdAtEnd?: number | undefined }): boolean =>
  (createdAtStart === undefined || time >= createdAtStart) && (createdAtEnd === undefined || time <= createdAtEnd);

/** An id given as a string of digits or a number (a Java-style backend binds both). */
export const idOf = wireIdOf;

const ADDED_ORDERS_MAX = 5000;
const ADDED_IMAGES_PER_ORDER_MAX = 9;

/** Typed as T for the callers in process; what a request sends is checked by the rule after it, or read as it comes. */
const given = <T>() => v.custom<T>(() => true);

/**
 * POST /api/__dev/orders and DevApi.orders.add (orderBatch.ts): orders added to a shop, with their images.
 * Sent by tests, the benchmark and QA only. The shop is named by id or by name, and looked up after this.
 */
export const AddOrdersBodySchema = v.object({
  shopId: v.optional(bodyId),
  shopName: v.optional(v.string('shopName 必须是字符串')),
  count: v.pipe(field(given<number>()), integerIn(1, ADDED_ORDERS_MAX, `count 必须是 1 到 ${ADDED_ORDERS_MAX} 之间的整数`)),
  imagesPerOrder: v.optional(integerIn(1, ADDED_IMAGES_PER_ORDER_MAX, `imagesPerOrder 必须是 1 到 ${ADDED_IMAGES_PER_ORDER_MAX} 之间的整数`), 1),
  /** Already charged (creditDeducted). */
  charged: v.optional(v.boolean('charged 必须是布尔值'), false),
  /** The account they belong to. */
  username: devUsername,
});

export type AddOrdersOptions = v.InferInput<typeof AddOrdersBodySchema>;
