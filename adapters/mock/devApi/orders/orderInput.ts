// Paging and filtering the orders' and records' lists (ROUTES.md "Orders", "Credits"), once their queries are
// read with the contract's schemas (contract/orders.ts OrderQuerySchema, contract/credits.ts), and ids as the
// other routes take them.

export function pageOf<T>(all: readonly T[], { pageNo, pageSize }: { pageNo: number; pageSize: number }): { items: T[]; totalItems: number } {
  return { items: all.slice((pageNo - 1) * pageSize, pageNo * pageSize), totalItems: all.length };
}

export const inRange = (time: number, { createdAtStart, createdAtEnd }: { createdAtStart?: number | undefined; createdAtEnd?: number | undefined }): boolean =>
  (createdAtStart === undefined || time >= createdAtStart) && (createdAtEnd === undefined || time <= createdAtEnd);
