import { orderDownloadSlot } from '../../features/downloads';
import { OrderScreen } from '../../features/orders/OrderScreen';

/**
 * /app/order_management: the order list with the downloads feature's toolbar handed in. The two are
 * features and never import each other (ARCHITECTURE.md).
 */
export default function OrderManagementScreen() {
  return <OrderScreen download={orderDownloadSlot} />;
}
