import type { ComponentType } from 'react';
import type { Order, OrderItem, ReadCustomizationInfo } from '../../contract/orders';
import type { Shop } from '../../contract/shops';

/** One order item ticked in the order list, with what its content says (parsed once, by the list). */
export interface TickedItem {
  /** The order carrying the item (a leaf of its family). */
  order: Order;
  item: OrderItem;
  /** 1-based position of the item in its order. */
  itemIndex: number;
  /** The item's customization infos; [] when its content is unreadable or of an unknown version. */
  infos: ReadCustomizationInfo[];
}

export interface DownloadToolbarProps {
  ticked: readonly TickedItem[];
  shops: readonly Shop[];
  /** After a download that charged or saved anything: the list reloads to show what is now downloaded. */
  onDownloaded: () => void;
  /** Credits were charged (the download goes on): the balance beside the toolbar is stale. */
  onCharged?: () => void;
}

/**
 * What the order list takes from the downloads feature. Features never import each other
 * (ARCHITECTURE.md), so both import this shape from ui/, and src/app/screens/OrderManagementScreen.tsx
 * hands the one to the other.
 */
export interface OrderDownloadSlot {
  /** 下载定制图, 下载效果图, the TIF switch and the naming rules, with the flow of spec 3 §4 behind them. */
  Toolbar: ComponentType<DownloadToolbarProps>;
}
