import type { TickedItem } from '../../ui/orderDownloadSlot';
import { usePagedTicks } from '../../ui/usePagedTicks';
import type { OrderItem } from '../../../contract/orders';
import { isTickable, tickedItem, type ItemRow, type OrderRow } from './orderRows';

const RULES = {
  valueOf: tickedItem,
  // After a download the reloaded row carries the 已下载 state: the tick takes it.
  isCurrent: (ticked: TickedItem, row: ItemRow & { item: OrderItem }) => ticked.item === row.item,
  tickable: isTickable,
};

/**
 * The ticked items, kept across pages (a merchant ticks on page 1 and page 3, then downloads both) and
 * dropped when the filters change: what was ticked may not even be in the new list. A reload of the page
 * in view refreshes what the ticks carry (after a download, the 已下载 state) without unticking anything.
 */
export function useTicks(filtersKey: string, rows: readonly OrderRow[]) {
  const { keys, values, tick, clear } = usePagedTicks(filtersKey, rows, RULES);
  return { keys, items: values, tick, clear };
}
