import { createContext, useContext, type ReactNode } from 'react';
import type { DesignerStore } from './model';

const DesignerStoreContext = createContext<DesignerStore | null>(null);

/** The open template's store, for every panel of the designer below it (one store per open template). */
export function DesignerStoreProvider({ store, children }: { store: DesignerStore; children: ReactNode }) {
  return <DesignerStoreContext.Provider value={store}>{children}</DesignerStoreContext.Provider>;
}

/** The store of the template this panel edits. */
export function useDesignerStore(): DesignerStore {
  const store = useContext(DesignerStoreContext);
  if (!store) throw new Error('a designer panel was drawn outside DesignerStoreProvider');
  return store;
}
