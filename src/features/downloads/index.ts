import type { OrderDownloadSlot } from '../../ui/orderDownloadSlot';
import { DownloadToolbar } from './DownloadToolbar';

/** What the order list takes from this feature (src/app/screens/OrderManagementScreen.tsx hands it over). */
export const orderDownloadSlot: OrderDownloadSlot = { Toolbar: DownloadToolbar };
