import type { OrderQuery } from '../../../contract/orders';
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

/** Ticks belong to one set of filters: this key changes exactly when the filters do. */
export const filtersKey = (filters: OrderFilters) => JSON.stringify([filters.shopId, filters.from, filters.to, filters.orderNumber]);

/** The call's query: the range runs from the first day's midnight to the last moment of the last day (both ends included). */
export function orderQuery(filters: OrderFilters, pageNo: number, pageSize: number): OrderQuery {
  const query: OrderQuery = { pageNo, pageSize };
  if (filters.shopId) query.shopId = filters.shopId;
  if (filters.from && filters.to) Object.assign(query, createdAtRange({ from: filters.from, to: filters.to }));
  if (filters.orderNumber) query.originalId = filters.orderNumber;
  return query;
}
