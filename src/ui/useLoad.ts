import { useCallback, useEffect, useRef, useState } from 'react';

export interface Loaded<T> {
  data: T | undefined;
  loading: boolean;
  /** The failure of the last load; the API client has already told the merchant why. */
  error: unknown;
  reload: () => Promise<void>;
  /**
   * Loads again without showing it, for a load nobody asked for (a tab shown again): no loading state, the
   * loader is asked to skip the error modal (an API call's own option), and a failure keeps what is shown.
   * Skipped while a load runs.
   */
  refresh: () => Promise<void>;
}

/** Server data for one screen, loaded on mount and after a change. */
export function useLoad<T>(load: (options: { skipErrorModal: boolean }) => Promise<T>, deps: readonly unknown[]): Loaded<T> {
  const [data, setData] = useState<T>();
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<unknown>(null);
  const generation = useRef(0);
  const running = useRef(false);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's deps; the rule checks them at each useLoad call
  const run = useCallback(load, deps);

  const reload = useCallback(async () => {
    const mine = ++generation.current;
    running.current = true;
    setLoading(true);
    try {
      const value = await run({ skipErrorModal: false });
      if (mine === generation.current) {
        setData(value);
        setError(null);
      }
    } catch (failure) {
      if (mine === generation.current) setError(failure);
    } finally {
      if (mine === generation.current) {
        running.current = false;
        setLoading(false);
      }
    }
  }, [run]);

  const refresh = useCallback(async () => {
    if (running.current) return;
    const mine = ++generation.current;
    try {
      const value = await run({ skipErrorModal: true });
      if (mine === generation.current) {
        setData(value);
        setError(null);
      }
    } catch {
      // Kept: the merchant did not ask for this load, and the list shown is still theirs to use.
    }
  }, [run]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { data, loading, error, reload, refresh };
}
