import { useCallback } from 'react';
import { useLocation, useSearch } from 'wouter';

/** A value kept in the address's query (so a reload or a shared link keeps the merchant's choice). */
export function useQueryState(name: string): [string | null, (value: string | null) => void] {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const value = new URLSearchParams(search).get(name);
  const setValue = useCallback(
    (next: string | null) => {
      const query = withQuery(window.location.search, { [name]: next });
      navigate(`${location}${query ? `?${query}` : ''}`, { replace: true });
    },
    [name, location, navigate],
  );
  return [value, setValue];
}

/** Parameters to set (a string) or remove (null); those not named are kept, in their order. */
export type QueryChanges = Readonly<Record<string, string | null>>;

/** The query (without its `?`) after the changes. */
export function withQuery(search: string, changes: QueryChanges): string {
  const params = new URLSearchParams(search);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) params.delete(name);
    else params.set(name, value);
  }
  return params.toString();
}

/**
 * Changes several parameters of the query as one step. `push` makes the step a history entry of its own, so
 * the browser's Back returns to what the merchant saw before (another page of a list, other filters); a
 * correction the screen makes by itself replaces instead. A change that leaves the query as it was adds
 * no entry.
 */
export function useQueryUpdate(): (changes: QueryChanges, options?: { push?: boolean }) => void {
  const [location, navigate] = useLocation();
  return useCallback(
    (changes, options) => {
      const before = new URLSearchParams(window.location.search).toString();
      const query = withQuery(before, changes);
      if (query === before) return;
      navigate(`${location}${query ? `?${query}` : ''}`, { replace: !options?.push });
    },
    [location, navigate],
  );
}
