import type { OrderQuery } from '../../../contract/orders';

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

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A `YYYY-MM-DD` that names a real day, or null (a hand-typed address must not filter on 2024-02-31). */
export function readDay(raw: string | null): string | null {
  const match = raw ? DAY.exec(raw) : null;
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? raw : null;
}

/** Reads the address's filters; a range is kept only whole and in order. */
export function readFilters(query: { shopId: string | null; from: string | null; to: string | null; q: string | null }): OrderFilters {
  const from = readDay(query.from);
  const to = readDay(query.to);
  const range = from && to && from <= to ? { from, to } : { from: null, to: null };
  return { shopId: query.shopId || null, ...range, orderNumber: (query.q ?? '').trim() };
}

/** Ticks belong to one set of filters: this key changes exactly when the filters do. */
export const filtersKey = (filters: OrderFilters) => JSON.stringify([filters.shopId, filters.from, filters.to, filters.orderNumber]);

function startOfDay(day: string): number {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date).getTime();
}

/** The call's query: the range runs from the first day's midnight to the last moment of the last day (both ends included). */
export function orderQuery(filters: OrderFilters, pageNo: number, pageSize: number): OrderQuery {
  const query: OrderQuery = { pageNo, pageSize };
  if (filters.shopId) query.shopId = filters.shopId;
  if (filters.from && filters.to) {
    query.createdAtStart = startOfDay(filters.from);
    const [year, month, date] = filters.to.split('-').map(Number) as [number, number, number];
    query.createdAtEnd = new Date(year, month - 1, date + 1).getTime() - 1;
  }
  if (filters.orderNumber) query.originalId = filters.orderNumber;
  return query;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A moment's local day as `YYYY-MM-DD`. */
export function dayOf(ms: number): string {
  const date = new Date(ms);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The shortcuts' ranges: today, the last 7 days and the last 30 days, today included. */
export function lastDays(days: number, now: number): [string, string] {
  const today = new Date(now);
  const first = new Date(today.getFullYear(), today.getMonth(), today.getDate() - (days - 1));
  return [dayOf(first.getTime()), dayOf(now)];
}
