import { useCallback } from 'react';
import { useLocation, useSearch } from 'wouter';

/** A value kept in the address's query (so a reload or a shared link keeps the merchant's choice). */
export function useQueryState(name: string): [string | null, (value: string | null) => void] {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const value = new URLSearchParams(search).get(name);
  const setValue = useCallback(
    (next: string | null) => {
      const params = new URLSearchParams(window.location.search);
      if (next === null) params.delete(name);
      else params.set(name, next);
      const query = params.toString();
      navigate(`${location}${query ? `?${query}` : ''}`, { replace: true });
    },
    [name, location, navigate],
  );
  return [value, setValue];
}
