import { MergeSplitStatus, type Order, type OrderItem, type PhoneCaseCustomizationInfo, type ReadCustomizationInfo } from '../../../contract/orders';
import type { Shop } from '../../../contract/shops';
import type { TickedItem } from '../../../src/ui/orderDownloadSlot';

export const SHOPS = [{ id: 's1', name: '壳美定制旗舰店' }] as Shop[];

export function info(n: number, change: Partial<PhoneCaseCustomizationInfo> = {}): PhoneCaseCustomizationInfo {
  return {
    phoneBrandId: 'b',
    phoneBrandName: '苹果',
    phoneModelId: 'm',
    phoneModelName: 'iPhone 15',
    phoneCaseMaterialId: 'c',
    phoneCaseMaterialName: '硅胶',
    phoneCaseMaterialColorId: 'k',
    phoneCaseMaterialColorName: '黑色',
    customizedImageUrl: `/list/custom-${n}.png`,
    previewImageUrl: `/list/effect-${n}.png`,
    creditDeducted: false,
    ...change,
  };
}

/** An order with one item holding `infos`, ticked. */
/** An item ticked with these infos, each at its position in the content unless it says otherwise. */
export function tick(orderId: string, infos: (PhoneCaseCustomizationInfo | ReadCustomizationInfo)[], itemId = `${orderId}-i1`): TickedItem {
  const item = { id: itemId, originalId: `${itemId}-o`, quantity: 2, customizationInfo: { content: '' } } as OrderItem;
  const order = {
    id: orderId,
    originalId: `88${orderId}`,
    shopId: 's1',
    isPlatformOrder: true,
    mergeSplitStatus: MergeSplitStatus.INDEPENDENT,
    orderItems: [item],
    childOrders: [],
    createdAt: 0,
    push: null,
  } as Order;
  return { order, item, itemIndex: 1, infos: infos.map((info, index) => ({ index, ...info })) };
}
