// What a push sends the factory of each image (contract/erp.ts PrintFileOrder): the print file at its signed
// address, never the display rendition. POST /api/erp/print_files hands the console the addresses of the
// account's orders; POST /api/erp/push_order refuses a known order whose image addresses are anything else.
import { FACTORY_PRINT_LINK_TTL_MS, NOT_PRINT_FILE, type PrintFileOrder, type PushOrderItem } from '../../../contract/erp';
import type { DevEnv } from './context';
import { familyOf, readableInfos, type StoredItem, type StoredOrder } from './orderState';
import { infoWire } from './orderWire';
import { imageAddresses, printLinkValid, printPath, signedPrintUrl } from './printLinks';
import type { DevState } from './state';

/** The account's orders of that number that carry items, any level of a family (as a push names them). */
export function ownNumberedOrders(state: DevState, owner: string, orderOriginalId: string): StoredOrder[] {
  return state.orders.orders
    .filter((order) => order.owner === owner)
    .flatMap(familyOf)
    .filter((order) => order.originalId === orderOriginalId && order.items.length > 0);
}

/**
 * The print files of the named orders, numbers once each in the order asked. `origin` makes the addresses
 * absolute (the dev API's configured origin, else the request's): a factory fetches them from elsewhere.
 */
export function printFileOrders(state: DevState, env: DevEnv, owner: string, origin: string, numbers: readonly string[]): PrintFileOrder[] {
  const now = env.now();
  const address = imageAddresses(env, origin);
  return [...new Set(numbers)].flatMap((number) =>
    ownNumberedOrders(state, owner, number).map((order) => ({
      orderOriginalId: order.originalId,
      orderId: order.id,
      items: order.items.map((item) => ({
        orderItemId: item.id,
        originalId: item.originalId,
        infos: readableInfos(item).map((info, infoIndex) => ({
          ...infoWire(address, order, item, info, infoIndex),
          infoIndex,
          printUrl:
            info.hasCustomizedImage && info.creditDeducted
              ? signedPrintUrl(origin, env.printSecret, owner, now, { orderId: order.id, itemId: item.id, infoIndex }, FACTORY_PRINT_LINK_TTL_MS)
              : '',
        })),
      })),
    })),
  );
}

/** Whether `address` is the signed, absolute print address of this image, charged and still valid. */
function isPrintAddress(env: DevEnv, owner: string, order: StoredOrder, item: StoredItem, infoIndex: number, address: string): boolean {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  return printLinkValid(env.printSecret, printPath(order.id, item.id, infoIndex), owner, env.now(), url);
}

/**
 * What is wrong with a push of an order the account has, in the seller's words; [] when nothing is. Every item
 * sent must be one of the order's (ITEM_NOT_IN_ORDER), and every image of an item that has a print file must
 * be sent, at its place, as that file's address (NOT_PRINT_FILE): not left out, not a relative path or the
 * display rendition, not another image's address, not expired or altered, and charged. Another system's order
 * (a number the account does not have) is the factory's to judge, as before.
 */
export function pushProblems(state: DevState, env: DevEnv, owner: string, orderOriginalId: string, items: readonly PushOrderItem[]): { code: string; problems: string[] } | null {
  const held = new Map<string, { order: StoredOrder; item: StoredItem }>();
  for (const order of ownNumberedOrders(state, owner, orderOriginalId)) for (const item of order.items) held.set(item.originalId, { order, item });
  if (held.size === 0) return null;
  const strangers = items.filter((item) => !held.has(item.originalId)).map((item) => itemNotInOrder(item.originalId));
  if (strangers.length > 0) return { code: ITEM_NOT_IN_ORDER, problems: strangers };
  const problems: string[] = [];
  for (const pushed of items) {
    const known = held.get(pushed.originalId)!;
    readableInfos(known.item).forEach((stored, index) => {
      if (!stored.hasCustomizedImage) return;
      const sent = pushed.phoneCaseCustomizationInfos[index];
      if (!sent || !stored.creditDeducted || !isPrintAddress(env, owner, known.order, known.item, index, sent.customizedImageUrl)) {
        problems.push(notPrintFile(pushed.originalId, index));
      }
    });
  }
  return problems.length > 0 ? { code: NOT_PRINT_FILE, problems } : null;
}

export const ITEM_NOT_IN_ORDER = 'ITEM_NOT_IN_ORDER';
export const itemNotInOrder = (itemOriginalId: string) => `订单中没有子订单 ${itemOriginalId}`;

export const notPrintFile = (itemOriginalId: string, index: number) => `子订单 ${itemOriginalId} 第 ${index + 1} 张定制图的地址不是可下载的印刷文件地址`;
