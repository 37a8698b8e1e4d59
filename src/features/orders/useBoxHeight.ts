import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The height a box has in the layout, kept up to date as the window resizes: the table's body takes what
 * the filters, the toolbar and the pager leave, so those stay in view at 1024 × 640.
 */
export function useBoxHeight<T extends HTMLElement>(fallback: number) {
  const ref = useRef<T>(null);
  const [height, setHeight] = useState(fallback);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    const measure = () => setHeight(Math.round(box.getBoundingClientRect().height));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  return { ref, height };
}
