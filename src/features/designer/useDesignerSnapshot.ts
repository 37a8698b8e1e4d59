import { useSyncExternalStore } from 'react';
import type { DesignerSnapshot, DesignerStore } from './model';

/** The store's snapshot for React: the same object until something a reader sees has changed. */
export function useDesignerSnapshot(store: DesignerStore): DesignerSnapshot {
  return useSyncExternalStore(store.subscribe, store.getSnapshot);
}

/**
 * One value read from the store: the component renders again only when that value changes, not at every
 * change of the store. A drag changes the store at each pointer move; a component that reads the whole
 * snapshot renders with it (with 200 layers dragged, the workspace's panels took about 4 ms a move).
 * `read` must answer the same value for the same state: a primitive, or an object the state keeps.
 */
export function useDesignerValue<T>(store: DesignerStore, read: (snapshot: DesignerSnapshot) => T): T {
  return useSyncExternalStore(store.subscribe, () => read(store.getSnapshot()));
}
