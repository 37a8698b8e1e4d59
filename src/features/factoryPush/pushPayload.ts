import type { PushCustomizationInfo, PushOrderInput, PushOrderItem } from '../../../contract/erp';
import type { Order, OrderItem, ReadCustomizationInfo } from '../../../contract/orders';
import { customizationInfoCount, ordersOf, parseCustomizationContent } from '../../../contract/orders';
import { casesPerFile } from '../../../contract/casesPerFile';
import type { TickedItem } from '../../ui/orderDownloadSlot';

/**
 * Spec 3 §3: what the factory receives of an item. The content's infos as the content has them; `index` is
 * the console's own bookkeeping (what download charges count by), not the factory's. An item whose content is
 * unreadable or absent goes with no infos: the factory still sees the item and its quantity. Each info says
 * how many cases its file stands for (printQuantity), counted as the archive counts a file's 定制N张: every
 * design of the content, an unreadable one included, shares the item's quantity.
 */
export function pushItemOf(item: OrderItem): PushOrderItem {
  const infos = parseCustomizationContent(item.customizationInfo?.content) ?? [];
  const designs = Math.max(infos.length, customizationInfoCount(item.customizationInfo?.content));
  return {
    originalId: item.originalId,
    quantity: item.quantity,
    phoneCaseCustomizationInfos: infos.map((info) => pushInfoOf(info, casesPerFile(item.quantity, designs, info.index))),
  };
}

function pushInfoOf(info: ReadCustomizationInfo, printQuantity: number): PushCustomizationInfo {
  const { index: _index, ...rest } = info;
  return { ...rest, printQuantity };
}

/**
 * The designs of an item that have no print file (no 定制图: customizedImageUrl ''): the factory receives
 * nothing to print for them, and the dialog says so before 推送, as the bulk download does.
 */
export const designsWithoutPrint = (item: PushOrderItem): number => item.phoneCaseCustomizationInfos.filter((info) => info.customizedImageUrl === '').length;

/** Whether any design of the order has a print file: an order with none is not pushed (the factory would get no image). */
export const hasPrintFile = (order: PushOrderInput): boolean =>
  order.orderItems.some((item) => item.phoneCaseCustomizationInfos.some((info) => info.customizedImageUrl !== ''));

/** One order as the factory receives it: every item it carries. */
export function pushInputOf(order: Order): PushOrderInput {
  return { orderOriginalId: order.originalId, orderItems: (order.orderItems ?? []).map(pushItemOf) };
}

/**
 * The orders a push sends for the orders a seller picked: each order of their families that carries items
 * (a merge or split parent's items sit on its leaves, spec 3 §3), once each, in the order first picked. An
 * order without items is left out: the factory would have nothing to make.
 */
export function pushInputsOf(picked: readonly Order[]): PushOrderInput[] {
  const seen = new Set<string>();
  const inputs: PushOrderInput[] = [];
  for (const order of picked) {
    for (const member of ordersOf(order)) {
      if (seen.has(member.id) || (member.orderItems ?? []).length === 0) continue;
      seen.add(member.id);
      inputs.push(pushInputOf(member));
    }
  }
  return inputs;
}

/** The orders of the order list's ticked items (each ticked item's order is the one carrying it). */
export function pushInputsOfTicked(ticked: readonly Pick<TickedItem, 'order'>[]): PushOrderInput[] {
  return pushInputsOf(ticked.map((entry) => entry.order));
}
