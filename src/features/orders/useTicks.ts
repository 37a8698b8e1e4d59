import { useCallback, useEffect, useMemo, useState } from 'react';
import type { TickedItem } from '../../ui/orderDownloadSlot';
import { isTickable, tickedItem, type OrderRow } from './orderRows';

/**
 * The ticked items, kept across pages (a merchant ticks on page 1 and page 3, then downloads both) and
 * dropped when the filters change: what was ticked may not even be in the new list. A reload of the page
 * in view refreshes what the ticks carry (after a download, the 已下载 state) without unticking anything.
 */
export function useTicks(filtersKey: string, rows: readonly OrderRow[]) {
  const [ticks, setTicks] = useState<ReadonlyMap<string, TickedItem>>(new Map());

  useEffect(() => setTicks(new Map()), [filtersKey]);

  useEffect(() => {
    setTicks((last) => {
      let next: Map<string, TickedItem> | null = null;
      for (const row of rows) {
        if (!isTickable(row) || !last.has(row.key) || last.get(row.key)!.item === row.item) continue;
        next ??= new Map(last);
        next.set(row.key, tickedItem(row));
      }
      return next ?? last;
    });
  }, [rows]);

  const tick = useCallback(
    (keys: string[], on: boolean) => {
      const byKey = new Map(rows.filter(isTickable).map((row) => [row.key, row]));
      setTicks((last) => {
        const next = new Map(last);
        for (const key of keys) {
          const row = byKey.get(key);
          if (on && row) next.set(key, tickedItem(row));
          else if (!on) next.delete(key);
        }
        return next;
      });
    },
    [rows],
  );

  const clear = useCallback(() => setTicks(new Map()), []);
  const keys = useMemo(() => new Set(ticks.keys()), [ticks]);
  const items = useMemo(() => [...ticks.values()], [ticks]);
  return { keys, items, tick, clear };
}
