import { useMemo } from 'react';
import type { TickedItem } from '../../ui/orderDownloadSlot';
import { usePagedTicks } from '../../ui/usePagedTicks';
import type { Order, OrderItem } from '../../../contract/orders';
import { inResult, type OrderFilters } from './orderFilters';
import { isTickable, tickedItem, type ItemRow, type OrderRow } from './orderRows';

/** A tick: what the toolbar is handed, and the top-level order of its family (what the filters match). */
interface Tick {
  item: TickedItem;
  top: Order;
}

const RULES = {
  valueOf: (row: ItemRow & { item: OrderItem }): Tick => ({ item: tickedItem(row), top: row.top }),
  // After a download the reloaded row carries the 已下载 state: the tick takes it.
  isCurrent: (tick: Tick, row: ItemRow & { item: OrderItem }) => tick.item.item === row.item,
  tickable: isTickable,
};

/** One list of ticks for the screen: the filters never drop them, only the merchant does. */
const ALL_FILTERS = 'orders';

/**
 * The ticked items, kept across pages and searches: a merchant ticks on page 1 and page 3, or searches one
 * 平台订单号 after another ticking each, then downloads or pushes them all. `outside` counts the ticked items
 * the current filters do not list (on no page), so that none is acted on unseen. A reload of the page in
 * view refreshes what the ticks carry (after a download, the 已下载 state) without unticking anything.
 */
export function useTicks(filters: OrderFilters, rows: readonly OrderRow[]) {
  const { keys, values, tick, clear } = usePagedTicks(ALL_FILTERS, rows, RULES);
  const items = useMemo(() => values.map((value) => value.item), [values]);
  const outside = useMemo(() => values.filter((value) => !inResult(value.top, filters)).length, [values, filters]);
  return { keys, items, outside, tick, clear };
}
