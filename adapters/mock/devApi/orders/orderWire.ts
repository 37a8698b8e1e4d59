// Orders as the wire sends them (contract/orders.ts): the stored customization written as its JSON content,
// with the image URLs the dev API serves (orders/orderImageRoutes.ts), each carrying the key of the image for the
// order's owner (printLinks.ts imageAddresses): a buyer's design is read by no address that can be guessed.
import { CUSTOMIZATION_CONTENT_VERSION, type Order, type OrderItem, type PhoneCaseCustomizationInfo } from '../../../../contract/orders';
import { pathPrefix } from '../../../../contract/endpoint';
import { orderImages } from '../../../../contract/endpoints/orders/orderImages';
import type { StoredInfo, StoredItem, StoredOrder } from './orderState';

export const ORDER_IMAGES_PREFIX = pathPrefix(orderImages.get);
/** The addresses the content names: the customized image's display rendition and the effect image. */
export type OrderImageKind = 'customized' | 'preview';

/** The keyed address of one of the content's images (printLinks.ts imageAddresses). */
export type ImageAddress = (order: StoredOrder, item: StoredItem, infoIndex: number, kind: OrderImageKind) => string;

/**
 * Where one image of an item is served: the order that holds the item, the item, the info's index; `print`
 * is the print file, which only a signed address from the lookup opens (printLinks.ts).
 */
export function orderImagePath(orderId: string, itemId: string, infoIndex: number, file: OrderImageKind | 'print'): string {
  return `${ORDER_IMAGES_PREFIX}/${encodeURIComponent(orderId)}/${encodeURIComponent(itemId)}/${infoIndex}/${file}.png`;
}

export function infoWire(address: ImageAddress, order: StoredOrder, item: StoredItem, info: StoredInfo, index: number): PhoneCaseCustomizationInfo {
  const { hasCustomizedImage, hasPreviewImage, ...rest } = info;
  return {
    ...rest,
    customizedImageUrl: hasCustomizedImage ? address(order, item, index, 'customized') : '',
    previewImageUrl: hasPreviewImage ? address(order, item, index, 'preview') : '',
  };
}

function contentOf(address: ImageAddress, order: StoredOrder, item: StoredItem): OrderItem['customizationInfo'] {
  const content = item.content;
  if (content === null) return null;
  if (content.kind === 'raw') return { content: content.content };
  const phoneCaseCustomizationInfos = content.infos.map((info, index) => infoWire(address, order, item, info, index));
  return { content: JSON.stringify({ v: CUSTOMIZATION_CONTENT_VERSION, phoneCaseCustomizationInfos }) };
}

export function orderWire(address: ImageAddress, order: StoredOrder): Order {
  return {
    id: order.id,
    originalId: order.originalId,
    shopId: order.shopId,
    isPlatformOrder: order.isPlatformOrder,
    mergeSplitStatus: order.mergeSplitStatus,
    orderItems: order.items.map((item) => {
      const { content: _content, ...fields } = item;
      return { ...fields, customizationInfo: contentOf(address, order, item) };
    }),
    childOrders: order.children.map((child) => orderWire(address, child)),
    createdAt: order.createdAt,
    push: order.push,
  };
}
