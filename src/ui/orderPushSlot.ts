import type { ComponentType } from 'react';
import type { TickedItem } from './orderDownloadSlot';

export interface PushButtonProps {
  /** The ticked items of the order list; their orders are what a push sends. */
  ticked: readonly TickedItem[];
  /** After a push run, or the refund of what an earlier push left charged: the list (已推送) and the balance reload. */
  onPushed: () => void;
}

/**
 * What the order list takes from the factory push feature (spec 3 §4): 推送到工厂 and its dialog.
 * Features never import each other (ARCHITECTURE.md); src/app/screens/OrderManagementScreen.tsx hands it over.
 */
export interface OrderPushSlot {
  Button: ComponentType<PushButtonProps>;
}
