/**
 * POST /api/__dev/orders and the dev API's orders.add: orders added to a shop, with their images. Sent by
 * tests, the benchmark and QA only: the dev API's tool, not the admin API's. The shop is named by id or by
 * name, and the account by its main account's name (the merchant's when left out); both are looked up after this.
 */
import * as v from 'valibot';
import { bodyId, field, integerIn } from './wire';

const ADDED_ORDERS_MAX = 5000;
const ADDED_IMAGES_PER_ORDER_MAX = 9;

/** Typed as T for the callers in process; what a request sends is checked by the rule after it, or read as it comes. */
const given = <T>() => v.custom<T>(() => true);

/** The main account a dev tool acts on, by name. */
export const DevUsernameSchema = v.string('username 必须是字符串');

export const AddOrdersBodySchema = v.object({
  shopId: v.optional(bodyId),
  shopName: v.optional(v.string('shopName 必须是字符串')),
  count: v.pipe(field(given<number>()), integerIn(1, ADDED_ORDERS_MAX, `count 必须是 1 到 ${ADDED_ORDERS_MAX} 之间的整数`)),
  imagesPerOrder: v.optional(integerIn(1, ADDED_IMAGES_PER_ORDER_MAX, `imagesPerOrder 必须是 1 到 ${ADDED_IMAGES_PER_ORDER_MAX} 之间的整数`), 1),
  /** Already charged (creditDeducted). */
  charged: v.optional(v.boolean('charged 必须是布尔值'), false),
  username: v.optional(DevUsernameSchema),
});

export type AddOrdersOptions = v.InferInput<typeof AddOrdersBodySchema>;
export type AddOrdersBody = v.InferOutput<typeof AddOrdersBodySchema>;
