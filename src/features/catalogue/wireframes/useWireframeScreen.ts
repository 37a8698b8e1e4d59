import { useCallback, useEffect, useState } from 'react';
import { listBrands } from '../../../api/brands';
import type { PhoneBrand, PhoneCaseMaterial, PhoneModel, Sku, Wireframe } from '../../../../contract/catalogue';
import { listMaterials } from '../../../api/materials';
import { listModels } from '../../../api/models';
import { listSkus } from '../../../api/skus';
import { listWireframes } from '../../../api/wireframes';
import { orderFromLinks } from '../../../lib/ordering';
import { useLoad } from '../../../ui/useLoad';

/**
 * Brands and materials for the screen; models of the chosen brand; SKUs and wireframes of the chosen model.
 * A brand or model in the address that no longer exists (a stale link) falls back to the first one.
 */
export function useWireframeScreen(brandParam: string | null, modelParam: string | null) {
  const catalogue = useLoad(async ({ skipErrorModal }) => {
    const [brands, materials] = await Promise.all([listBrands({ skipErrorModal }), listMaterials({ skipErrorModal })]);
    return {
      brands: orderFromLinks(brands),
      materials: orderFromLinks(materials).map((material) => ({ ...material, colors: orderFromLinks(material.colors) })),
    };
  }, []);
  const brands = catalogue.data?.brands;
  const brandId = brands ? (brands.find((brand) => brand.id === brandParam) ?? brands[0])?.id ?? null : null;
  const models = useLoad(async () => (brandId ? { brandId, list: orderFromLinks(await listModels(brandId)) } : null), [brandId]);
  // Until the chosen brand's models have arrived, the previous brand's list must not pick a model.
  const modelList = models.data && models.data.brandId === brandId ? models.data.list : [];
  const modelId = modelList.find((model) => model.id === modelParam)?.id ?? null;

  const [skus, setSkus] = useState<Sku[]>([]);
  const [wireframes, setWireframes] = useState<Wireframe[]>([]);
  const [rowsLoading, setRowsLoading] = useState(false);
  // Rows built from a failed SKU list would show 未上传 / 下架 for SKUs that exist and are on shelf.
  const [rowsFailed, setRowsFailed] = useState(false);
  // The model the SKUs in hand belong to: until the chosen model's arrive, no rows (another model's SKUs,
  // or none yet, would read as 未上传 / 下架).
  const [rowsOf, setRowsOf] = useState<string | null>(null);

  const reloadRows = useCallback(async () => {
    if (!modelId) {
      setSkus([]);
      setWireframes([]);
      setRowsFailed(false);
      return;
    }
    setRowsLoading(true);
    try {
      const nextSkus = await listSkus([modelId]);
      const ids = [...new Set(nextSkus.map((sku) => sku.wireframeId).filter((id): id is string => Boolean(id)))];
      setWireframes(await listWireframes(ids));
      setSkus(nextSkus);
      setRowsOf(modelId);
      setRowsFailed(false);
    } catch {
      // The API client has shown why; the table shows the failure with 重试, not rows it cannot vouch for.
      setRowsFailed(true);
    } finally {
      setRowsLoading(false);
    }
  }, [modelId]);

  useEffect(() => {
    void reloadRows();
  }, [reloadRows]);

  return {
    brands: catalogue.data?.brands ?? ([] as PhoneBrand[]),
    materials: catalogue.data?.materials ?? ([] as PhoneCaseMaterial[]),
    brandId,
    /** Loaded, and the shop has no brand yet: nothing to choose, the merchant must add one first. */
    noBrands: Boolean(brands && brands.length === 0),
    modelId,
    modelsLoaded: Boolean(models.data && models.data.brandId === brandId),
    models: modelList as PhoneModel[],
    skus,
    wireframes,
    loading: catalogue.loading || models.loading || rowsLoading,
    reloadCatalogue: catalogue.reload,
    reloadRows,
    /**
     * After a write from this screen: the rows again, and quietly the materials and colours they are made
     * of, so a colour deleted in another tab leaves the table instead of showing as 未上传.
     */
    reloadAfterWrite: () => {
      void catalogue.refresh();
      return reloadRows();
    },
    /** Something the rows are built from failed to load: no rows, the failure and 重试. */
    rowsReady: modelId !== null && rowsOf === modelId,
    failed: Boolean(catalogue.error || models.error) || rowsFailed,
    retry: async () => {
      if (catalogue.error) await catalogue.reload();
      if (models.error) await models.reload();
      await reloadRows();
    },
  };
}
