import { parseCustomizationContent, type Order } from '../../contract/orders';
import type { ConsoleServer } from '../support/consoleServer';
import { setUpErp } from '../support/erpDevApi';
import { orderPage } from './ordersPage';

export { MAIN_FACTORY_NAME as MAIN_FACTORY, configureErpPush, receivedPushes } from '../support/erpDevApi';

/** A leaf order every item of which carries readable infos: what a factory can make. */
export const isPushable = (order: Order) =>
  order.childOrders.length === 0 && order.orderItems.length > 0 && order.orderItems.every((item) => (parseCustomizationContent(item.customizationInfo?.content) ?? []).length > 0);

/** The ERP integration with everything bound to the main factory, and the first pushable orders of the list's first page. */
export async function pushableOrders(server: ConsoleServer, count: number): Promise<{ orders: Order[]; factoryId: string }> {
  const factory = (await setUpErp(server, { upTo: 'bound' }))!;
  const orders = (await orderPage(server, {})).items.filter(isPushable).slice(0, count);
  if (orders.length < count) throw new Error('the seed has too few pushable orders on the first page');
  return { orders, factoryId: factory.id };
}
