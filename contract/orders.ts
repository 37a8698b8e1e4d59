/**
 * Spec 3 §3 and §4: the orders whose items carry buyers' customized images, as the dev API sends them
 * and the console reads them, and the customization content each item carries.
 */
import * as v from 'valibot';
import { at, field, idQuery, pageSizeQuery, positiveIntegerQuery, rangeCheck, searchQuery, timestampQuery, wireId } from './wire';

/**
 * Spec 3 §3 names the seven merge/split states without values; these are ours, once, here. A parent
 * (MERGE_PARENT, SPLIT_PARENT, MERGE_THEN_SPLIT_PARENT) lists the orders it was made from or split into
 * in `childOrders`; the items to print sit on the leaves, so no image is listed twice.
 */
export const MergeSplitStatus = {
  INDEPENDENT: 1,
  MERGE_PARENT: 2,
  MERGE_CHILD: 3,
  MANUAL_INDEPENDENT: 4,
  SPLIT_PARENT: 5,
  SPLIT_CHILD: 6,
  MERGE_THEN_SPLIT_PARENT: 7,
} as const;
export type MergeSplitStatus = (typeof MergeSplitStatus)[keyof typeof MergeSplitStatus];

export const PhoneCaseCustomizationInfoSchema = v.object({
  phoneBrandId: v.string(),
  phoneBrandName: v.string(),
  phoneModelId: v.string(),
  phoneModelName: v.string(),
  phoneCaseMaterialId: v.string(),
  phoneCaseMaterialName: v.string(),
  phoneCaseMaterialColorId: v.string(),
  phoneCaseMaterialColorName: v.string(),
  /** The print file (spec 3 §9: charged 60 credits the first time it is downloaded); '' when none. */
  customizedImageUrl: v.string(),
  /** The effect image (the case as the buyer saw it); free to download; '' when none. */
  previewImageUrl: v.string(),
  /** Spec 3 §4: downloaded (charged) once already; a later download of it is free. */
  creditDeducted: v.boolean(),
});

/** Spec 3 §3: one customized phone case of an order item. */
export type PhoneCaseCustomizationInfo = v.InferOutput<typeof PhoneCaseCustomizationInfoSchema>;

/** An info as read from an item's content, with its position there (what charges and file names count by). */
export interface ReadCustomizationInfo extends PhoneCaseCustomizationInfo {
  /** 0-based position among the content's phoneCaseCustomizationInfos, unreadable entries included. */
  index: number;
}

/** The one content version the console reads (spec 3 §3: anything else is unknown and ignored). */
export const CUSTOMIZATION_CONTENT_VERSION = 1;

export const OrderItemSchema = v.object({
  id: v.string(),
  /** The item's id on the marketplace (the sub-order id). */
  originalId: v.string(),
  productOriginalId: v.string(),
  productTitle: v.string(),
  productImageUrl: v.nullable(v.string()),
  skuOriginalId: v.string(),
  skuPropertiesName: v.string(),
  quantity: v.number(),
  /**
   * `content` is a JSON string: { v, phoneCaseCustomizationInfos }; null when the buyer customized nothing.
   * Only its being a string is checked: spec 3 §3 has content of another version, or unreadable content,
   * ignored rather than refused (parseCustomizationContent), so such content is within the contract.
   */
  customizationInfo: v.nullable(v.object({ content: v.string() })),
});

export type OrderItem = v.InferOutput<typeof OrderItemSchema>;

export const OrderPushSchema = v.object({
  factoryName: v.string(),
  pushedAt: v.number(),
});

/** The factory an order was pushed to (a push to a factory writes it); null while it has not been pushed. */
export type OrderPush = v.InferOutput<typeof OrderPushSchema>;

/** An order without its children: the part of Order a type can be inferred for (Order nests itself). */
const OrderFieldsSchema = v.object({
  id: v.string(),
  /** The marketplace's order number (平台订单号). */
  originalId: v.string(),
  shopId: v.string(),
  /** False for an order the service made itself (a merged or split order, a manual one). */
  isPlatformOrder: v.boolean(),
  mergeSplitStatus: v.picklist(Object.values(MergeSplitStatus)),
  orderItems: v.array(OrderItemSchema),
  /** ms timestamp */
  createdAt: v.number(),
  push: v.nullable(OrderPushSchema),
});

/**
 * Valibot cannot infer a type that contains itself, so the children are written out here and the schema is
 * checked against the whole (OrderSchema's annotation).
 */
export interface Order extends v.InferOutput<typeof OrderFieldsSchema> {
  childOrders: Order[];
}

export const OrderSchema: v.GenericSchema<Order> = v.object({
  ...OrderFieldsSchema.entries,
  childOrders: v.array(v.lazy(() => OrderSchema)),
});

export const OrderPageSchema = v.object({ items: v.array(OrderSchema), totalItems: v.number() });

export type OrderPage = v.InferOutput<typeof OrderPageSchema>;

export const ORDER_PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_ORDER_PAGE_SIZE = 20;

/** Long enough for any order number with room to spare; longer is no search a person types. */
export const ORDER_NUMBER_QUERY_MAX = 64;

/** GET /api/orders: pageNo from 1; the dates are ms timestamps, both ends included; originalId matches any part. */
export const OrderQuerySchema = v.pipe(
  v.object({
    shopId: idQuery,
    pageNo: positiveIntegerQuery('pageNo', 1),
    pageSize: pageSizeQuery(ORDER_PAGE_SIZES, DEFAULT_ORDER_PAGE_SIZE),
    createdAtStart: timestampQuery('createdAtStart'),
    createdAtEnd: timestampQuery('createdAtEnd'),
    /** A platform order number, of a top-level order or of one of its child orders. */
    originalId: searchQuery('originalId', ORDER_NUMBER_QUERY_MAX),
  }),
  rangeCheck(),
);

export type OrderQuery = v.InferOutput<typeof OrderQuerySchema>;

/**
 * Spec 3 §3: the customized image record, POST /api/orders/customized_images with { orderIds }. The print
 * files are released once charged: an image not yet charged is left out. The content's customizedImageUrl
 * is only a display rendition; the print file is at the address an entry gives (signed, it works without
 * the bearer token for a limited time). `infoIndex` is ours, not the spec's: the info's position in the
 * item's content, so each file pairs with its image exactly.
 */
export const CustomizedImageRecordSchema = v.object({
  orderId: v.string(),
  customizedImageUrls: v.array(v.object({ orderItemId: v.string(), infoIndex: v.number(), customizedImageUrl: v.string() })),
});

export type CustomizedImageRecord = v.InferOutput<typeof CustomizedImageRecordSchema>;

/** Not in the spec: the most orders one customized image lookup names (the download flow asks in batches). */
export const CUSTOMIZED_IMAGE_LOOKUP_MAX = 500;

/** The body of the customized image record's call: the orders by id, as the admin API sends ids (wireId). */
export const CustomizedImageLookupSchema = v.object({
  orderIds: v.pipe(
    field(v.array(v.unknown(), 'orderIds 必须是数组')),
    v.maxLength(CUSTOMIZED_IMAGE_LOOKUP_MAX, `一次最多查询 ${CUSTOMIZED_IMAGE_LOOKUP_MAX} 个订单`),
    v.array(wireId(at('必须是订单 id'))),
  ),
});

export type CustomizedImageLookup = v.InferOutput<typeof CustomizedImageLookupSchema>;

/**
 * Reads an item's customization content: its infos, or null when the content is unreadable or of an unknown
 * version. Each keeps its position in the content: the server charges and releases images by it, so an
 * unreadable entry before an image must not move that image onto another's charge.
 */
export function parseCustomizationContent(content: unknown): ReadCustomizationInfo[] | null {
  if (typeof content !== 'string') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(content);
  } catch {
    return null;
  }
  if (!isRecord(parsed) || parsed.v !== CUSTOMIZATION_CONTENT_VERSION) return null;
  const infos = parsed.phoneCaseCustomizationInfos;
  if (!Array.isArray(infos)) return null;
  // One unreadable info hides that info only: its siblings are still the buyer's images.
  return infos.flatMap((info, index) => (isInfo(info) ? [{ ...normaliseInfo(info), index }] : []));
}

/**
 * How many infos an item's content lists, readable or not; 0 when the content itself cannot be read. The
 * designs among which the item's quantity is shared (a file's 定制N张).
 */
export function customizationInfoCount(content: unknown): number {
  if (typeof content !== 'string') return 0;
  try {
    const parsed: unknown = JSON.parse(content);
    if (!isRecord(parsed) || parsed.v !== CUSTOMIZATION_CONTENT_VERSION) return 0;
    const infos = parsed.phoneCaseCustomizationInfos;
    return Array.isArray(infos) ? infos.length : 0;
  } catch {
    return 0;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const TEXT_FIELDS = [
  'phoneBrandName',
  'phoneModelName',
  'phoneCaseMaterialName',
  'phoneCaseMaterialColorName',
  'customizedImageUrl',
  'previewImageUrl',
] as const;
const ID_FIELDS = ['phoneBrandId', 'phoneModelId', 'phoneCaseMaterialId', 'phoneCaseMaterialColorId'] as const;

function isInfo(value: unknown): value is Record<string, unknown> {
  if (!isRecord(value)) return false;
  return (
    TEXT_FIELDS.every((field) => value[field] === undefined || value[field] === null || typeof value[field] === 'string') &&
    ID_FIELDS.every((field) => value[field] === undefined || value[field] === null || ['string', 'number'].includes(typeof value[field]))
  );
}

function normaliseInfo(info: Record<string, unknown>): PhoneCaseCustomizationInfo {
  const text = (field: (typeof TEXT_FIELDS)[number]) => (typeof info[field] === 'string' ? (info[field] as string) : '');
  const id = (field: (typeof ID_FIELDS)[number]) => (info[field] === undefined || info[field] === null ? '' : String(info[field]));
  return {
    phoneBrandId: id('phoneBrandId'),
    phoneBrandName: text('phoneBrandName'),
    phoneModelId: id('phoneModelId'),
    phoneModelName: text('phoneModelName'),
    phoneCaseMaterialId: id('phoneCaseMaterialId'),
    phoneCaseMaterialName: text('phoneCaseMaterialName'),
    phoneCaseMaterialColorId: id('phoneCaseMaterialColorId'),
    phoneCaseMaterialColorName: text('phoneCaseMaterialColorName'),
    customizedImageUrl: safeImageUrl(text('customizedImageUrl')),
    previewImageUrl: safeImageUrl(text('previewImageUrl')),
    creditDeducted: info.creditDeducted === true,
  };
}

/** Content is the buyer's side of the marketplace: only http(s) or same-origin paths become image sources. */
function safeImageUrl(url: string): string {
  return /^(https?:\/\/[^\s"'<>\\]+|\/[^/\\\s"'<>][^\s"'<>\\]*)$/i.test(url) ? url : '';
}

/**
 * A small rendition for the list (Alibaba OSS's resize parameter, which the marketplaces' image hosts and
 * the dev API understand): a list of 20 orders would otherwise load 40 print files of several MB each.
 */
export function thumbnailUrl(url: string): string {
  if (!url) return url;
  return `${url}${url.includes('?') ? '&' : '?'}x-oss-process=image/resize,m_lfit,w_160,h_160`;
}

/** Every order of a family, parent first: the leaves carry the items. */
export function ordersOf(order: Order): Order[] {
  return [order, ...order.childOrders.flatMap(ordersOf)];
}
