import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The height a box has in the layout, less the height of a part inside it that does not scroll (the
 * table's header row), kept up to date as the window resizes: the table's body takes what the filters,
 * the toolbar and the pager leave, so those stay in view at 1024 × 640. The header is measured rather
 * than assumed, since a short window gives it less padding (orders.css). The part must be rendered with
 * the box.
 */
export function useBoxHeight<T extends HTMLElement>(fallback: number, fixedPart: string) {
  const ref = useRef<T>(null);
  const [height, setHeight] = useState(fallback);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    const part = box.querySelector(fixedPart);
    const measure = () => setHeight(Math.round(box.getBoundingClientRect().height - (part?.getBoundingClientRect().height ?? 0)));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (part) observer.observe(part);
    return () => observer.disconnect();
  }, [fixedPart]);
  return { ref, height };
}
