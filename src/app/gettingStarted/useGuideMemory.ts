import { useCallback, useEffect, useState } from 'react';
import { guideMemoryKey, readGuideMemory, writeGuideMemory, type GuideMemory } from './guideMemory';

/**
 * The account's guide memory, kept in step with the other tabs of the same browser: a guide closed in one
 * tab is gone from the others at once, not on their next reload.
 */
export function useGuideMemory(username: string | null): [GuideMemory, (next: GuideMemory) => void] {
  const [memory, setMemory] = useState<GuideMemory>(() => (username ? readGuideMemory(username) : 'closed'));

  useEffect(() => {
    if (!username) return;
    setMemory(readGuideMemory(username));
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === guideMemoryKey(username)) setMemory(readGuideMemory(username));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [username]);

  const set = useCallback(
    (next: GuideMemory) => {
      if (username) writeGuideMemory(username, next);
      setMemory(next);
    },
    [username],
  );
  return [memory, set];
}
