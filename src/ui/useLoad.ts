import { useCallback, useEffect, useRef, useState } from 'react';

export interface Loaded<T> {
  data: T | undefined;
  loading: boolean;
  /** The failure of the last load; the API client has already told the merchant why. */
  error: unknown;
  reload: () => Promise<void>;
}

/** Server data for one screen, loaded on mount and after a change. */
export function useLoad<T>(load: () => Promise<T>, deps: readonly unknown[]): Loaded<T> {
  const [data, setData] = useState<T>();
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<unknown>(null);
  const generation = useRef(0);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's deps; the rule checks them at each useLoad call
  const run = useCallback(load, deps);

  const reload = useCallback(async () => {
    const mine = ++generation.current;
    setLoading(true);
    try {
      const value = await run();
      if (mine === generation.current) {
        setData(value);
        setError(null);
      }
    } catch (failure) {
      if (mine === generation.current) setError(failure);
    } finally {
      if (mine === generation.current) setLoading(false);
    }
  }, [run]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { data, loading, error, reload };
}
