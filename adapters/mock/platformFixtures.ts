import cloudStore from '../../fixtures/platform/cloudStore.json';
import marketplace from '../../fixtures/platform/marketplace.json';
import taobaoItems from '../../fixtures/platform/taobaoItems.json';

type JsonObject = Record<string, unknown>;

/** A marketplace item as TOP's taobao.item.seller.get answers it (the fields we read). */
export interface TaobaoItem {
  num_iid: number;
  title: string;
  price: string;
  pic_url: string;
  /** TOP wraps lists: an item without SKUs has `{sku: []}`. */
  skus: { sku: { sku_id: number; properties_name: string }[] };
}

/** What a marketplace call answers: the reply, or the marketplace's own error. */
export type MarketplaceReply = { ok: true; answer: JsonObject } | { ok: false; code: string; message: string };

const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** The shop's items on the marketplace, in listing order. */
export function marketplaceItems(): TaobaoItem[] {
  return copy(taobaoItems.items as TaobaoItem[]);
}

/**
 * One item by its num_iid (a string or a number, as TOP takes either), or null when the shop has no such
 * item. The one reader of the item fixture: the dev API's product sync and the mock marketplace use it.
 */
export function marketplaceItem(numIid: string | number): TaobaoItem | null {
  const wanted = String(numIid).trim();
  const item = (taobaoItems.items as TaobaoItem[]).find((candidate) => String(candidate.num_iid) === wanted);
  return item ? copy(item) : null;
}

/** TOP's error when taobao.item.seller.get names an item that is not the seller's. */
export const ITEM_NOT_FOUND_CODE = 'isv.item-not-exist';
export function itemNotFoundMessage(numIid: string): string {
  return `商品不存在或不属于当前卖家: ${numIid}`;
}

/** The answers that depend on the request: items come from the item fixture. */
const ITEM_APIS: Record<string, (data: JsonObject) => MarketplaceReply> = {
  'taobao.item.seller.get': (data) => {
    const numIid = String(data.num_iid ?? '').trim();
    const item = numIid === '' ? null : marketplaceItem(numIid);
    if (!item) return { ok: false, code: ITEM_NOT_FOUND_CODE, message: itemNotFoundMessage(numIid) };
    return { ok: true, answer: { item } };
  },
  'taobao.items.onsale.get': () => {
    const item = marketplaceItems().map(({ num_iid, title, price, pic_url }) => ({ num_iid, title, price, pic_url }));
    return { ok: true, answer: { items: { item }, total_results: item.length } };
  },
};

/**
 * Canned marketplace (TOP) answers shared by the mock adapter and the host simulator; null for an API the
 * marketplace does not know (the caller says so in the marketplace's words, unknownApiMessage).
 */
export function marketplaceAnswer(api: string, data: JsonObject = {}): MarketplaceReply | null {
  if (Object.prototype.hasOwnProperty.call(ITEM_APIS, api)) return ITEM_APIS[api]!(data);
  const answers = marketplace as Record<string, JsonObject>;
  return Object.prototype.hasOwnProperty.call(answers, api) ? { ok: true, answer: copy(answers[api]!) } : null;
}

export function cloudStoreAnswer(): JsonObject {
  return JSON.parse(JSON.stringify(cloudStore)) as JsonObject;
}

/** The marketplace's own wording for an API it does not know, so the failure path can be seen. */
export function unknownApiMessage(api: string): string {
  return `接口 ${api} 不存在`;
}
