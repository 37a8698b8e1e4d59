import { parseCustomizationContent, type Order } from '../../contract/orders';
import type { ConsoleServer } from '../support/consoleServer';
import { setUpErp } from '../support/erpDevApi';
import { orderPage } from './ordersPage';

export { MAIN_FACTORY_NAME as MAIN_FACTORY, configureErpPush, receivedPushes } from '../support/erpDevApi';

/** A leaf order every item of which carries readable infos, one of them at least with a print file: what a factory can make. */
export const isPushable = (order: Order) => {
  const infos = order.orderItems.map((item) => parseCustomizationContent(item.customizationInfo?.content) ?? []);
  return order.childOrders.length === 0 && infos.length > 0 && infos.every((each) => each.length > 0) && infos.flat().some((info) => info.customizedImageUrl !== '');
};

/**
 * The ERP integration with everything bound to the main factory, and the first pushable orders of the list's
 * first page (of `pageSize` rows: the default 20, or 10 for a test that opens the list at TEN_ROWS).
 */
export async function pushableOrders(server: ConsoleServer, count: number, pageSize = 20): Promise<{ orders: Order[]; factoryId: string }> {
  const factory = (await setUpErp(server, { upTo: 'bound' }))!;
  const orders = (await orderPage(server, { pageSize })).items.filter(isPushable).slice(0, count);
  if (orders.length < count) throw new Error('the seed has too few pushable orders on the first page');
  return { orders, factoryId: factory.id };
}
