import { useEffect, type RefObject } from 'react';

/**
 * When the selection changes (a click on the canvas, a drag box, Ctrl+A), or `reveal` does (a click on a
 * layer already selected), the layer list scrolls just enough to show the row of the layer selected last,
 * the one the merchant just picked. Only the list scrolls: the drawer and the page stay where they are.
 */
export function useScrollToSelected(list: RefObject<HTMLElement>, selectedUuids: readonly string[], reveal = 0): void {
  const last = selectedUuids[selectedUuids.length - 1];
  useEffect(() => {
    const container = list.current;
    if (!container || !last) return;
    const row = Array.from(container.children).find((child) => child instanceof HTMLElement && child.dataset.uuid === last);
    if (!(row instanceof HTMLElement)) return;
    container.scrollTop += scrollNeeded(container.getBoundingClientRect(), row.getBoundingClientRect());
  }, [list, last, reveal]);
}

/** How far to scroll a list so a row is wholly inside it: 0 when it already is. */
export function scrollNeeded(list: { top: number; bottom: number }, row: { top: number; bottom: number }): number {
  if (row.top < list.top) return row.top - list.top;
  if (row.bottom > list.bottom) return Math.min(row.bottom - list.bottom, row.top - list.top);
  return 0;
}
