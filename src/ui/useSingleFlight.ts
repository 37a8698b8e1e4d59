import { useCallback, useRef, useState } from 'react';

/**
 * An action that runs once at a time: a call while the last one is still running is ignored (a double
 * click on 复制 makes one copy). `pending` lets the button show it is working. The ref,
 * not the state, refuses the second call: a double click arrives before React re-renders the button.
 */
export function useSingleFlight<A extends unknown[]>(action: (...args: A) => Promise<unknown>) {
  const running = useRef(false);
  const [pending, setPending] = useState(false);
  const latest = useRef(action);
  latest.current = action;

  const run = useCallback(async (...args: A): Promise<void> => {
    if (running.current) return;
    running.current = true;
    setPending(true);
    try {
      await latest.current(...args);
    } finally {
      running.current = false;
      setPending(false);
    }
  }, []);

  return { run, pending };
}
