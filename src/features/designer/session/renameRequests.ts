/**
 * F2 and the menu's 重命名 ask the layer list to open the selection's name field: the field is the list's,
 * and the model has nothing to change until a name is applied (model/groupActions.ts).
 */
import { useEffect } from 'react';
import type { DesignerStore } from '../model';

const listeners = new WeakMap<DesignerStore, Set<() => void>>();

export function requestRename(store: DesignerStore): void {
  listeners.get(store)?.forEach((listener) => listener());
}

/** `onRequest` runs on each request for `store`'s designer while the component is mounted. */
export function useRenameRequests(store: DesignerStore, onRequest: () => void): void {
  useEffect(() => {
    const set = listeners.get(store) ?? new Set<() => void>();
    listeners.set(store, set);
    set.add(onRequest);
    return () => void set.delete(onRequest);
  }, [store, onRequest]);
}
