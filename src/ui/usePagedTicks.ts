import { useCallback, useEffect, useMemo, useState } from 'react';

/**
 * Ticks on a server-paged list, kept across pages (a merchant ticks on page 1 and page 3, then acts on both)
 * and dropped when `scope` changes (other filters, another shop: what was ticked may not even be in the new
 * list). Each tick keeps what the action needs (`valueOf` of its row), since the rows of other pages are not
 * in hand; a reload of the page in view refreshes the values of its ticked rows (`isCurrent` says whether a
 * value still matches its row) without unticking anything. The order list and the product list use it (the
 * order list with one scope: its ticks outlive filters and searches, and it counts those out of view).
 */
export function usePagedTicks<Row extends { key: string }, Tickable extends Row, Value>(
  scope: string,
  rows: readonly Row[],
  {
    valueOf,
    isCurrent,
    tickable,
  }: {
    valueOf: (row: Tickable) => Value;
    isCurrent: (value: Value, row: Tickable) => boolean;
    /** Which rows take a tick at all (an order list's family row does not). */
    tickable: (row: Row) => row is Tickable;
  },
) {
  const [ticks, setTicks] = useState<ReadonlyMap<string, Value>>(new Map());

  useEffect(() => setTicks(new Map()), [scope]);

  useEffect(() => {
    setTicks((last) => {
      let next: Map<string, Value> | null = null;
      for (const row of rows) {
        if (!tickable(row) || !last.has(row.key) || isCurrent(last.get(row.key)!, row)) continue;
        next ??= new Map(last);
        next.set(row.key, valueOf(row));
      }
      return next ?? last;
    });
    // The callbacks are the caller's rules, fixed for a list; only new rows call for a refresh.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rows]);

  const tick = useCallback(
    (keys: readonly string[], on: boolean) => {
      const byKey = new Map(rows.filter(tickable).map((row) => [row.key, row]));
      setTicks((last) => {
        const next = new Map(last);
        for (const key of keys) {
          const row = byKey.get(key);
          if (on && row) next.set(key, valueOf(row));
          else if (!on) next.delete(key);
        }
        return next;
      });
    },
    // As above: the rules are fixed, the rows are what changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [rows],
  );

  const clear = useCallback(() => setTicks(new Map()), []);
  const keys = useMemo(() => new Set(ticks.keys()), [ticks]);
  const values = useMemo(() => [...ticks.values()], [ticks]);
  return { keys, values, tick, clear };
}
