import { useEffect, useState } from 'react';

/**
 * Rows added to a long list in one task. The PSD dialog's list of a file of 3,000 artboards, drawn at once,
 * was one main-thread task of 266–272 ms (the PSD bench, the dialog in the designer, this 2-core machine at
 * load about 2 on 2026-11-26); a hundred rows a task kept every task under 50 ms, and the first hundred
 * show at once.
 */
export const ROWS_PER_TASK = 100;

/** How many rows of `list` to draw: a batch now, another each task after, until all are; a new list starts over. */
export function useRowsRevealed(list: readonly unknown[] | null, perTask = ROWS_PER_TASK): number {
  const [revealed, setRevealed] = useState<{ list: readonly unknown[] | null; rows: number }>({ list: null, rows: 0 });
  const total = list?.length ?? 0;
  const rows = Math.min(total, Math.max(revealed.list === list ? revealed.rows : 0, perTask));
  useEffect(() => {
    if (rows >= total) return;
    const timer = setTimeout(() => setRevealed({ list, rows: rows + perTask }), 0);
    return () => clearTimeout(timer);
  }, [list, rows, total, perTask]);
  return rows;
}
