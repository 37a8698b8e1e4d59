import {
  EmbeddedPushMessageType,
  PUSH_LIMITS,
  PUSH_ORDERS_MAX,
  isOrderNumber,
  wireIdOf,
  type PushOrderInput,
  type PushOrderItem,
} from '../../../contract/erp';
import type { PhoneCaseCustomizationInfo } from '../../../contract/orders';

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

const isText = (value: unknown, max: number = EMBEDDED_LIMITS.text): value is string =>
  typeof value === 'string' && value.length <= max;

/**
 * A list with no holes: `[, order]` survives the structured clone of postMessage, and map() and some() would
 * step over the hole, so the dialog would count an order it never shows.
 */
function isDenseArray(value: unknown): value is unknown[] {
  if (!Array.isArray(value)) return false;
  for (let index = 0; index < value.length; index++) if (!(index in value)) return false;
  return true;
}

const ID_FIELDS = ['phoneBrandId', 'phoneModelId', 'phoneCaseMaterialId', 'phoneCaseMaterialColorId'] as const;
const NAME_FIELDS = ['phoneBrandName', 'phoneModelName', 'phoneCaseMaterialName', 'phoneCaseMaterialColorName'] as const;
const URL_FIELDS = ['customizedImageUrl', 'previewImageUrl'] as const;

/** Ids are strings of digits on the wire; a number from the parent is read as its digits. */
const readId = (value: unknown): string | null => wireIdOf(value) ?? null;

function readInfo(value: unknown): PhoneCaseCustomizationInfo | null {
  if (!isFields(value)) return null;
  const ids = ID_FIELDS.map((field) => readId(value[field]));
  if (ids.some((id) => id === null)) return null;
  // Names are for people; a parent that sends only ids has them filled in by the service from its catalogue.
  if (!NAME_FIELDS.every((field) => value[field] === undefined || isText(value[field]))) return null;
  if (!URL_FIELDS.every((field) => value[field] === undefined || isText(value[field], EMBEDDED_LIMITS.url))) return null;
  if (value.creditDeducted !== undefined && typeof value.creditDeducted !== 'boolean') return null;
  const [phoneBrandId, phoneModelId, phoneCaseMaterialId, phoneCaseMaterialColorId] = ids as string[];
  // Only the known fields go on: whatever else the parent put in an info is not the factory's to receive.
  return {
    phoneBrandId: phoneBrandId!,
    phoneBrandName: (value.phoneBrandName as string | undefined) ?? '',
    phoneModelId: phoneModelId!,
    phoneModelName: (value.phoneModelName as string | undefined) ?? '',
    phoneCaseMaterialId: phoneCaseMaterialId!,
    phoneCaseMaterialName: (value.phoneCaseMaterialName as string | undefined) ?? '',
    phoneCaseMaterialColorId: phoneCaseMaterialColorId!,
    phoneCaseMaterialColorName: (value.phoneCaseMaterialColorName as string | undefined) ?? '',
    customizedImageUrl: (value.customizedImageUrl as string | undefined) ?? '',
    previewImageUrl: (value.previewImageUrl as string | undefined) ?? '',
    creditDeducted: value.creditDeducted === true,
  };
}

function readItem(value: unknown): PushOrderItem | null {
  if (!isFields(value) || !isOrderNumber(value.originalId)) return null;
  const { quantity, phoneCaseCustomizationInfos: infos } = value;
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1 || quantity > EMBEDDED_LIMITS.quantity) return null;
  if (!isDenseArray(infos) || infos.length > EMBEDDED_LIMITS.infosPerItem) return null;
  const read = infos.map(readInfo);
  if (read.some((info) => info === null)) return null;
  return { originalId: value.originalId, quantity, phoneCaseCustomizationInfos: read as PhoneCaseCustomizationInfo[] };
}

function readOrder(value: unknown): PushOrderInput | null {
  if (!isFields(value) || !isOrderNumber(value.orderOriginalId)) return null;
  const items = value.orderItems;
  if (!isDenseArray(items) || items.length === 0 || items.length > EMBEDDED_LIMITS.itemsPerOrder) return null;
  const read = items.map(readItem);
  if (read.some((item) => item === null)) return null;
  return { orderOriginalId: value.orderOriginalId, orderItems: read as PushOrderItem[] };
}

/** A message that means to be PUSH_ORDERS, whether or not the rest of it can be read. */
export const isPushOrdersType = (data: unknown) => isFields(data) && data.type === EmbeddedPushMessageType.PUSH_ORDERS;

/**
 * The orders of a well-formed PUSH_ORDERS message, or null for anything else (another type, a wrong shape,
 * too many orders, items or infos, an order listed twice). Null means: ignore it, change nothing.
 */
export function readPushOrdersMessage(data: unknown): PushOrderInput[] | null {
  if (!isFields(data) || data.type !== EmbeddedPushMessageType.PUSH_ORDERS) return null;
  const orders = data.orders;
  if (!isDenseArray(orders) || orders.length === 0 || orders.length > EMBEDDED_LIMITS.orders) return null;
  const read = orders.map(readOrder);
  if (read.some((order) => order === null)) return null;
  const inputs = read as PushOrderInput[];
  // Two entries for one order would push it twice; which of the two the parent meant is not ours to guess.
  if (new Set(inputs.map((order) => order.orderOriginalId)).size !== inputs.length) return null;
  return inputs;
}
