import type { OrderPushSlot } from '../../ui/orderPushSlot';
import { OrderPushButton } from './OrderPushButton';

/** What the order list takes from this feature (src/app/screens/OrderManagementScreen.tsx hands it over). */
export const orderPushSlot: OrderPushSlot = { Button: OrderPushButton };
