import { orderDownloadSlot } from '../../features/downloads';
import { orderPushSlot } from '../../features/factoryPush';
import { OrderScreen } from '../../features/orders/OrderScreen';

/**
 * /app/order_management: the order list with the downloads feature's toolbar and the factory push feature's
 * 推送到工厂 handed in. The three are features and never import each other (ARCHITECTURE.md).
 */
export default function OrderManagementScreen() {
  return <OrderScreen download={orderDownloadSlot} push={orderPushSlot} />;
}
