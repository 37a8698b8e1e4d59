import { MergeSplitStatus, type Order, type PhoneCaseCustomizationInfo } from '../../contract/orders';

/** One customized case as an order item's content carries it, for unit tests of what reads or sends orders. */
export const customizationInfo = (over: Partial<PhoneCaseCustomizationInfo> = {}): PhoneCaseCustomizationInfo => ({
  phoneBrandId: 'b1',
  phoneBrandName: '苹果',
  phoneModelId: 'm1',
  phoneModelName: 'iPhone 15',
  phoneCaseMaterialId: 'c1',
  phoneCaseMaterialName: '液态硅胶',
  phoneCaseMaterialColorId: 'k1',
  phoneCaseMaterialColorName: '黑色',
  customizedImageUrl: 'https://img.example/c.png',
  previewImageUrl: 'https://img.example/p.png',
  creditDeducted: false,
  ...over,
});

/** An item's customizationInfo holding these infos, in the content version the console reads (or another). */
export const customizationContent = (infos: unknown[], v = 1) => ({ content: JSON.stringify({ v, phoneCaseCustomizationInfos: infos }) });

/** An independent platform order with no items, for unit tests to fill in. */
export function testOrder(id: string, over: Partial<Order> = {}): Order {
  return {
    id,
    originalId: `3000${id}`,
    shopId: 'shop1',
    isPlatformOrder: true,
    mergeSplitStatus: MergeSplitStatus.INDEPENDENT,
    orderItems: [],
    childOrders: [],
    createdAt: 0,
    push: null,
    ...over,
  };
}
