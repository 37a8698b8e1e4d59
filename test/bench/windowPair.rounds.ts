/** The window pair's implementations and the order their rounds run in: shared by the page (windowPair.entry.ts) and bridgeWindow.ts. */
export const IMPLEMENTATIONS = ['ours', 'penpal', 'port'] as const;
export type Implementation = (typeof IMPLEMENTATIONS)[number];

/** Each implementation twice a block, first and last in turn: a drift of load falls on all three alike. */
export const BLOCK: readonly Implementation[] = ['ours', 'penpal', 'port', 'port', 'penpal', 'ours'];
