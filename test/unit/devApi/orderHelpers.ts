// Shared by the order and credit tests: a dev API on a fixed clock, the demo merchant's and the audit
// account's clients, and every order of a query.
import { createDevApi, type DevApi } from '../../../adapters/mock/devApi';
import { DEV_ACCOUNTS } from '../../../fixtures/seed';
import { ordersOf, parseCustomizationContent, type Order, type OrderPage, type PhoneCaseCustomizationInfo } from '../../../contract/orders';
import { client, type Client } from './catalogueHelpers';
import { BASE } from './helpers';

/** 2024-06-15T08:00:00Z: seeded times are relative to the dev API's clock. */
export const NOW = Date.UTC(2024, 5, 15, 8, 0, 0);
export const DAY = 86_400_000;

export function fixedApi(now: () => number = () => NOW): DevApi {
  return createDevApi({ origin: BASE, now });
}

export const auditClient = (api: DevApi): Client => client(api, api.tokens.issue(DEV_ACCOUNTS.audit.username));

export async function allOrders(c: Client, query = ''): Promise<Order[]> {
  const orders: Order[] = [];
  for (let pageNo = 1; ; pageNo++) {
    const page = await c.get<OrderPage>(`/api/orders?pageSize=100&pageNo=${pageNo}${query}`);
    orders.push(...page.items);
    if (orders.length >= page.totalItems || page.items.length === 0) return orders;
  }
}

export interface ImageOf {
  order: Order;
  itemId: string;
  infoIndex: number;
  info: PhoneCaseCustomizationInfo;
}

/** Every readable customization info of these orders' families, with the leaf order that holds it. */
export function imagesOf(orders: Order[]): ImageOf[] {
  return orders.flatMap(ordersOf).flatMap((order) =>
    order.orderItems.flatMap((item) =>
      (parseCustomizationContent(item.customizationInfo?.content) ?? []).map((info, infoIndex) => ({ order, itemId: item.id, infoIndex, info })),
    ),
  );
}

/** The path of an image's print file (its signed address carries `?expires=…&token=…` on top). */
export const printPathOf = ({ order, itemId, infoIndex }: Pick<ImageOf, 'order' | 'itemId' | 'infoIndex'>): string =>
  `/api/order_images/${order.id}/${itemId}/${infoIndex}/print.png`;

/** The signed print address the lookup gives the account for a charged image, or undefined if it gives none. */
export function printUrlOf(api: DevApi, image: ImageOf, username?: string): string | undefined {
  const [record] = api.orders.lookup([image.order.id], username);
  return record?.customizedImageUrls.find((entry) => entry.orderItemId === image.itemId && entry.infoIndex === image.infoIndex)?.customizedImageUrl;
}
