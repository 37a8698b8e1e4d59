// Reading the orders' and records' queries and bodies (ROUTES.md "Orders", "Credits"): numbers as digits
// only, page sizes from the lists the tables offer, ids as the other routes take them.
import { wireIdOf } from '../../../contract/erp';
import { badRequest, optionalInteger } from './http';
import { queryPositiveInteger } from './libraryInput';

/** Long enough for any order number with room to spare; longer is no search a person types. */
export const ORDER_NUMBER_QUERY_MAX = 64;

/** A ms timestamp from the query; undefined when absent or empty. */
export function queryTimestamp(url: URL, field: string): number | undefined {
  const raw = url.searchParams.get(field);
  if (raw === null || raw.trim() === '') return undefined;
  if (!/^\s*\d+\s*$/.test(raw)) throw badRequest(`${field} 必须是毫秒时间戳`);
  return optionalInteger({ [field]: raw.trim() }, field);
}

export interface Paging {
  pageNo: number;
  pageSize: number;
}

export function queryPaging(url: URL, sizes: readonly number[], fallbackSize: number): Paging {
  const pageNo = queryPositiveInteger(url, 'pageNo', 1);
  const pageSize = queryPositiveInteger(url, 'pageSize', fallbackSize);
  if (!sizes.includes(pageSize)) throw badRequest(`pageSize 必须是 ${sizes.join('、')} 之一`);
  return { pageNo, pageSize };
}

export function pageOf<T>(all: readonly T[], { pageNo, pageSize }: Paging): { items: T[]; totalItems: number } {
  return { items: all.slice((pageNo - 1) * pageSize, pageNo * pageSize), totalItems: all.length };
}

/** Start and end of a date range, both included; a range that ends before it starts is refused. */
export function queryRange(url: URL): { start?: number; end?: number } {
  const start = queryTimestamp(url, 'createdAtStart');
  const end = queryTimestamp(url, 'createdAtEnd');
  if (start !== undefined && end !== undefined && end < start) throw badRequest('createdAtEnd 不能早于 createdAtStart');
  return { start, end };
}

export const inRange = (time: number, { start, end }: { start?: number; end?: number }): boolean =>
  (start === undefined || time >= start) && (end === undefined || time <= end);

/** A text search from the query, trimmed; undefined when absent or blank. */
export function querySearch(url: URL, field: string, max = ORDER_NUMBER_QUERY_MAX): string | undefined {
  const raw = url.searchParams.get(field);
  const value = raw?.trim() ?? '';
  if (value === '') return undefined;
  if (value.length > max) throw badRequest(`${field} 最多 ${max} 个字符`);
  return value;
}

/** An id given as a string of digits or a number (a Java-style backend binds both). */
export const idOf = wireIdOf;
