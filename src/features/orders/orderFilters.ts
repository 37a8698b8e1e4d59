import { ordersOf, type Order, type OrderQuery } from '../../../contract/orders';
import { createdAtRange, readDay } from '../../lib/dayRange';

/** The list's filters as the address keeps them (a reload or a shared link shows the same orders). */
export interface OrderFilters {
  /** null: 全部店铺. */
  shopId: string | null;
  /** Local calendar days, `YYYY-MM-DD`, both included; null when no range is chosen (all dates). */
  from: string | null;
  to: string | null;
  /** A platform order number, trimmed; '' for none. */
  orderNumber: string;
}

export const NO_FILTERS: OrderFilters = { shopId: null, from: null, to: null, orderNumber: '' };

/** Reads the address's filters; a range is kept only whole and in order. */
export function readFilters(query: { shopId: string | null; from: string | null; to: string | null; q: string | null }): OrderFilters {
  const from = readDay(query.from);
  const to = readDay(query.to);
  const range = from && to && from <= to ? { from, to } : { from: null, to: null };
  return { shopId: query.shopId || null, ...range, orderNumber: (query.q ?? '').trim() };
}

/** This key changes exactly when the filters do (a 查询 of the same filters reloads rather than navigates). */
export const filtersKey = (filters: OrderFilters) => JSON.stringify([filters.shopId, filters.from, filters.to, filters.orderNumber]);

/** The call's query: the range runs from the first day's midnight to the last moment of the last day (both ends included). */
export function orderQuery(filters: OrderFilters, pageNo: number, pageSize: number): OrderQuery {
  const query: OrderQuery = { pageNo, pageSize };
  if (filters.shopId) query.shopId = filters.shopId;
  if (filters.from && filters.to) Object.assign(query, createdAtRange({ from: filters.from, to: filters.to }));
  if (filters.orderNumber) query.originalId = filters.orderNumber;
  return query;
}

/**
 * Whether a top-level order is among the orders the filters ask for, on any page: the service's rule of
 * GET /api/orders (contract/orders.ts: the shop and the creation time of the top-level order, the number of
 * any member of its family, any part of it). Ticks outlive a search, and the list counts those outside it.
 */
export function inResult(top: Order, filters: OrderFilters): boolean {
  const { shopId, createdAtStart, createdAtEnd, originalId } = orderQuery(filters, 1, 1);
  return (
    (shopId === undefined || top.shopId === shopId) &&
    (createdAtStart === undefined || top.createdAt >= createdAtStart) &&
    (createdAtEnd === undefined || top.createdAt <= createdAtEnd) &&
    (originalId === undefined || ordersOf(top).some((member) => member.originalId.includes(originalId)))
  );
}
