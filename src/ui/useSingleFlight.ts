import { useCallback, useRef, useState } from 'react';
import { singleClick } from './singleClick';

/**
 * An action that runs once at a time: a call while the last one is still running is ignored. `pending` lets
 * the button show it is working. The ref, not the state, refuses the second call: a double click arrives
 * before React re-renders the button.
 *
 * A button's onClick (or a Modal's onOk, which Arco hands its 确定 button's click) takes `click(...args)`,
 * not a call of `run`: it also ignores the second click of a double click (singleClick). A fast reply ends
 * the first run before the second click arrives, and without that a double click on 复制 would make two
 * copies on a fast machine and one on a slow one.
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

  const click = useCallback((...args: A) => singleClick(() => void run(...args)), [run]);

  return { run, pending, click };
}
