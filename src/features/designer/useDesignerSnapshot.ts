import { useSyncExternalStore } from 'react';
import type { DesignerSnapshot, DesignerStore } from './model';

/** The store's snapshot for React: the same object until something a reader sees has changed. */
export function useDesignerSnapshot(store: DesignerStore): DesignerSnapshot {
  return useSyncExternalStore(store.subscribe, store.getSnapshot);
}
