import { createContext, useCallback, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { listBrands } from '../../api/brands';
import { listMaterials } from '../../api/materials';
import { listModels } from '../../api/models';
import { listTemplateGroups } from '../../api/templates';
import type { Id, PhoneBrand, PhoneCaseMaterial, PhoneModel } from '../../../contract/catalogue';
import type { TemplateGroup } from '../../../contract/templates';
import { useLoad, type Loaded } from '../../ui/useLoad';
import type { SummaryNames } from './summary';

export interface CatalogueLists {
  brands: PhoneBrand[];
  materials: PhoneCaseMaterial[];
  groups: TemplateGroup[];
}

export interface CustomizationCatalogue {
  lists: Loaded<CatalogueLists>;
  /** Null until the lists load, and after they failed: summaries then count instead of naming. */
  names: SummaryNames | null;
  /** A brand's models, asked once per screen; a failure is forgotten so that 重试 asks again. */
  models: (brandId: Id) => Promise<PhoneModel[]>;
  /**
   * The names once the lists have loaded, or null once they failed: a save pressed while they still load
   * waits for them rather than being refused as if they had failed.
   */
  loadedNames: () => Promise<SummaryNames | null>;
}

const CatalogueContext = createContext<CustomizationCatalogue | null>(null);

async function loadLists(): Promise<CatalogueLists> {
  const [brands, materials, groups] = await Promise.all([listBrands(), listMaterials(), listTemplateGroups()]);
  return { brands, materials, groups };
}

const byId = <T extends { id: Id; name: string }>(items: readonly T[]) => new Map(items.map((item) => [item.id, item.name]));

/**
 * Loads what the summaries and the setting form name (brands, materials, template groups) once per screen,
 * and each brand's models the first time a form needs them.
 */
export function CustomizationCatalogueProvider({ children }: { children: ReactNode }) {
  const lists = useLoad(loadLists, []);
  const modelCache = useRef(new Map<Id, Promise<PhoneModel[]>>());
  const models = useCallback((brandId: Id) => {
    let pending = modelCache.current.get(brandId);
    if (!pending) {
      pending = listModels(brandId);
      modelCache.current.set(brandId, pending);
      pending.catch(() => modelCache.current.delete(brandId));
    }
    return pending;
  }, []);
  const data = lists.error ? undefined : lists.data;
  const names = useMemo<SummaryNames | null>(
    () => (data ? { brands: byId(data.brands), materials: byId(data.materials), groups: byId(data.groups) } : null),
    [data],
  );
  const settled = useRef({ loading: lists.loading, names });
  settled.current = { loading: lists.loading, names };
  const waiting = useRef<((loaded: SummaryNames | null) => void)[]>([]);
  useEffect(() => {
    if (lists.loading) return;
    for (const resolve of waiting.current.splice(0)) resolve(names);
  }, [lists.loading, names]);
  const loadedNames = useCallback(
    () => (settled.current.loading ? new Promise<SummaryNames | null>((resolve) => waiting.current.push(resolve)) : Promise.resolve(settled.current.names)),
    [],
  );
  const value = useMemo(() => ({ lists, names, models, loadedNames }), [lists, names, models, loadedNames]);
  return <CatalogueContext.Provider value={value}>{children}</CatalogueContext.Provider>;
}

export function useCustomizationCatalogue(): CustomizationCatalogue {
  const catalogue = useContext(CatalogueContext);
  if (!catalogue) throw new Error('the customization summary and form need CustomizationCatalogueProvider above them');
  return catalogue;
}
