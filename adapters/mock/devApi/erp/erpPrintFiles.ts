// What a push sends the factory of each image (contract/erp.ts PrintFileOrder): the print file at its signed
// address, never the display rendition. POST /api/erp/print_files hands the console the addresses of the
// account's orders; POST /api/erp/push_order refuses a known order whose image addresses are anything else.
import { casesPerFile } from '../../../../contract/casesPerFile';
import { FACTORY_PRINT_LINK_TTL_MS, NOT_PRINT_FILE, type PrintFileOrder, type PushCustomizationInfo, type PushOrderItem } from '../../../../contract/erp';
import type { DevEnv } from '../context';
import { familyOf, readableInfos, type StoredInfo, type StoredItem, type StoredOrder } from '../orders/orderState';
import { ORDER_IMAGES_PREFIX, infoWire } from '../orders/orderWire';
import { printKey } from '../credits/creditState';
import { imageAddresses, printLinkValid, printPath, signedPrintUrl } from '../orders/printLinks';
import type { DevState } from '../state';

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

const PRINT_PATH = new RegExp(`^${ORDER_IMAGES_PREFIX}/(\\d+)/(\\d+)/(\\d+)/print\\.png$`);

/**
 * The images (printKey) whose working print address of `owner` a push sends, whatever its order number: a
 * factory that accepts it prints from them, so their charge must stay (chargeImages.ts refundImages).
 */
export function pushedPrintKeys(state: DevState, env: DevEnv, owner: string, items: readonly PushOrderItem[]): string[] {
  return items.flatMap((pushed) =>
    pushed.phoneCaseCustomizationInfos.flatMap(({ customizedImageUrl }) => {
      let url: URL;
      try {
        url = new URL(customizedImageUrl);
      } catch {
        return [];
      }
      const [, orderId = '', itemId = '', infoIndex = ''] = PRINT_PATH.exec(url.pathname) ?? [];
      const held = state.orders.items.get(itemId);
      if (!held || held.order.id !== orderId || !isPrintAddress(env, owner, held.order, held.item, Number(infoIndex), customizedImageUrl)) return [];
      return [printKey(itemId, Number(infoIndex))];
    }),
  );
}

/**
 * What is wrong with a push of an order the account has, in the seller's words; null when nothing is. Every item
 * sent must be one of the order's (ITEM_NOT_IN_ORDER) and be sent as the order has it (NOT_AS_ORDERED): its
 * quantity, as many infos as its content, each with the content's brand, model, material and colour (ids and
 * names), and a printQuantity, when sent, of what the 定制N张 rule gives (contract/casesPerFile.ts): the factory
 * makes what it is told, so a push must not order 50 cases of a 1-case item. Every image of an item that has a print file must
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
  const altered = items.flatMap((pushed) => notAsOrdered(pushed, held.get(pushed.originalId)!.item));
  if (altered.length > 0) return { code: NOT_AS_ORDERED, problems: altered };
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

/** What of an item sent differs from the order's: its quantity, its infos' count, or an info's fields. */
function notAsOrdered(pushed: PushOrderItem, stored: StoredItem): string[] {
  const id = pushed.originalId;
  if (pushed.quantity !== stored.quantity) return [quantityNotAsOrdered(id, pushed.quantity, stored.quantity)];
  const infos = readableInfos(stored);
  const sent = pushed.phoneCaseCustomizationInfos;
  if (sent.length !== infos.length) return [infoCountNotAsOrdered(id, sent.length, infos.length)];
  return infos.flatMap((info, index) => {
    const given = sent[index]!;
    const fields = AS_ORDERED.filter(([key]) => given[key] !== info[key]).map(([, label]) => label);
    const printQuantity = casesPerFile(stored.quantity, infos.length, index);
    if (given.printQuantity !== undefined && given.printQuantity !== printQuantity) fields.push(`印刷数量（应为 ${printQuantity}）`);
    return fields.length > 0 ? [infoNotAsOrdered(id, index, fields)] : [];
  });
}

/** The fields of an info the factory makes the case from, and their names in a refusal. */
const AS_ORDERED: ReadonlyArray<readonly [keyof PushCustomizationInfo & keyof StoredInfo, string]> = [
  ['phoneBrandId', '品牌'],
  ['phoneBrandName', '品牌名称'],
  ['phoneModelId', '机型'],
  ['phoneModelName', '机型名称'],
  ['phoneCaseMaterialId', '材质'],
  ['phoneCaseMaterialName', '材质名称'],
  ['phoneCaseMaterialColorId', '颜色'],
  ['phoneCaseMaterialColorName', '颜色名称'],
];

export const NOT_AS_ORDERED = 'NOT_AS_ORDERED';
export const quantityNotAsOrdered = (itemOriginalId: string, sent: number, ordered: number) => `子订单 ${itemOriginalId} 的数量 ${sent} 与订单不符（订单中为 ${ordered}）`;
export const infoCountNotAsOrdered = (itemOriginalId: string, sent: number, ordered: number) =>
  `子订单 ${itemOriginalId} 的定制信息有 ${sent} 条，与订单不符（订单中为 ${ordered} 条）`;
export const infoNotAsOrdered = (itemOriginalId: string, index: number, fields: readonly string[]) =>
  `子订单 ${itemOriginalId} 第 ${index + 1} 张定制图的${fields.join('、')}与订单不符`;

export const ITEM_NOT_IN_ORDER = 'ITEM_NOT_IN_ORDER';
export const itemNotInOrder = (itemOriginalId: string) => `订单中没有子订单 ${itemOriginalId}`;

export const notPrintFile = (itemOriginalId: string, index: number) => `子订单 ${itemOriginalId} 第 ${index + 1} 张定制图的地址不是可下载的印刷文件地址`;
