import * as v from 'valibot';
import {
  EmbeddedPushMessageType,
  PUSH_LIMITS,
  PUSH_ORDERS_MAX,
  isOrderNumber,
  type PushOrderInput,
  type PushOrderItem,
} from '../../../contract/erp';
import type { PhoneCaseCustomizationInfo } from '../../../contract/orders';
import { wireId } from '../../../contract/wire';
import { casesPerFile } from '../../../contract/casesPerFile';

/**
 * The limits of one PUSH_ORDERS message from the embedded page's parent (spec 3 §4). The parent is another
 * system: whatever it sends goes on to the factory in the seller's name, so a message outside these is not
 * trimmed or repaired but ignored whole, and changes nothing.
 */
export const EMBEDDED_LIMITS = {
  orders: PUSH_ORDERS_MAX,
  itemsPerOrder: PUSH_LIMITS.itemsPerOrder,
  infosPerItem: PUSH_LIMITS.infosPerItem,
  /** The infos' names. */
  text: PUSH_LIMITS.nameMax,
  url: PUSH_LIMITS.urlMax,
  quantity: PUSH_LIMITS.quantityMax,
} as const;

type Fields = Record<string, unknown>;

const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype;

/**
 * A list with no holes: `[, order]` survives the structured clone of postMessage, and map() and some() would
 * step over the hole, so the dialog would count an order it never shows.
 */
function isDenseArray(value: unknown): value is unknown[] {
  if (!Array.isArray(value)) return false;
  for (let index = 0; index < value.length; index++) if (!(index in value)) return false;
  return true;
}

/** Ids are strings of digits on the wire; a number from the parent is read as its digits. */
const id = wireId('必须是 id');
const text = (max: number = EMBEDDED_LIMITS.text) => v.pipe(v.string(), v.maxLength(max));
const plainObject = v.custom<Fields>(isFields);
const denseList = (max: number, min = 0) => v.pipe(v.custom<unknown[]>(isDenseArray), v.minLength(min), v.maxLength(max));
const orderNumber = v.custom<string>(isOrderNumber);

/**
 * Only the known fields go on (v.object drops the rest): whatever else the parent put in an info is not the
 * factory's to receive. Names are for people: a parent that sends only ids has them filled in by the service
 * from its catalogue.
 */
const InfoSchema = v.pipe(
  plainObject,
  v.object({
    phoneBrandId: id,
    phoneBrandName: v.optional(text(), ''),
    phoneModelId: id,
    phoneModelName: v.optional(text(), ''),
    phoneCaseMaterialId: id,
    phoneCaseMaterialName: v.optional(text(), ''),
    phoneCaseMaterialColorId: id,
    phoneCaseMaterialColorName: v.optional(text(), ''),
    customizedImageUrl: v.optional(text(EMBEDDED_LIMITS.url), ''),
    previewImageUrl: v.optional(text(EMBEDDED_LIMITS.url), ''),
    creditDeducted: v.optional(v.boolean(), false),
  }),
) satisfies v.GenericSchema<unknown, PhoneCaseCustomizationInfo>;

/**
 * Each info says how many cases its file stands for (printQuantity), counted here by the archive's 定制N张
 * rule over the parent's infos: whatever count the parent put in an info is not what decides.
 */
const ItemSchema = v.pipe(
  plainObject,
  v.object({
    originalId: orderNumber,
    quantity: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(EMBEDDED_LIMITS.quantity)),
    phoneCaseCustomizationInfos: v.pipe(denseList(EMBEDDED_LIMITS.infosPerItem), v.array(InfoSchema)),
  }),
  v.transform(
    (item): PushOrderItem => ({
      ...item,
      phoneCaseCustomizationInfos: item.phoneCaseCustomizationInfos.map((info, position, infos) => ({
        ...info,
        printQuantity: casesPerFile(item.quantity, infos.length, position),
      })),
    }),
  ),
) satisfies v.GenericSchema<unknown, PushOrderItem>;

const OrderSchema = v.pipe(
  plainObject,
  v.object({
    orderOriginalId: orderNumber,
    orderItems: v.pipe(denseList(EMBEDDED_LIMITS.itemsPerOrder, 1), v.array(ItemSchema)),
  }),
) satisfies v.GenericSchema<unknown, PushOrderInput>;

const PushOrdersMessageSchema = v.pipe(
  plainObject,
  v.object({
    type: v.literal(EmbeddedPushMessageType.PUSH_ORDERS),
    orders: v.pipe(
      denseList(EMBEDDED_LIMITS.orders, 1),
      v.array(OrderSchema),
      // Two entries for one order would push it twice; which of the two the parent meant is not ours to guess.
      v.check((orders) => new Set(orders.map((order) => order.orderOriginalId)).size === orders.length),
    ),
  }),
);

/** A message that means to be PUSH_ORDERS, whether or not the rest of it can be read. */
export const isPushOrdersType = (data: unknown) => isFields(data) && data.type === EmbeddedPushMessageType.PUSH_ORDERS;

/**
 * The orders of a well-formed PUSH_ORDERS message, or null for anything else (another type, a wrong shape,
 * too many orders, items or infos, an order listed twice). Null means: ignore it, change nothing.
 */
export function readPushOrdersMessage(data: unknown): PushOrderInput[] | null {
  const result = v.safeParse(PushOrdersMessageSchema, data);
  return result.success ? result.output.orders : null;
}
