import { useEffect, useState } from 'react';

/**
 * The values an edit form measures its changes against, when they differ from what it opened with: the stored
 * values a save found another tab had written (409 CATALOGUE_EDIT_CONFLICT). Each opening starts from what it
 * opened with again (null).
 */
export function useEditBase<T>(open: boolean): [T | null, (base: T | null) => void] {
  const [base, setBase] = useState<T | null>(null);
  useEffect(() => {
    if (open) setBase(null);
  }, [open]);
  return [base, setBase];
}
