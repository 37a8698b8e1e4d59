// A page of the recharge or the deduction list as the tests read it (contract/credits.ts's recordPageSchema's output).
export type RecordPage<T> = { items: T[]; totalItems: number };
