/** Paging kept in the address (?page=&size=): what a query holds, read strictly, and where a list ends. */

/** The page number a query holds (digits only, from 1), or 1. */
export function readPageNo(raw: string | null): number {
  const value = Number(raw);
  return raw !== null && /^\d+$/.test(raw) && Number.isSafeInteger(value) && value >= 1 ? value : 1;
}

/** The page size a query holds, if it is one of the offered sizes; else the default. */
export function readPageSize(raw: string | null, sizes: readonly number[], fallback: number): number {
  const value = Number(raw);
  return raw !== null && /^\d+$/.test(raw) && sizes.includes(value) ? value : fallback;
}

/** The last page that holds anything; 1 for an empty list. */
export function lastPage(totalItems: number, pageSize: number): number {
  return Math.max(1, Math.ceil(totalItems / pageSize));
}
