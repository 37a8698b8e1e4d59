/**
 * The phone-model preview (spec 2 §2): brand, model, material and colour; the SKU of the model and
 * colour names the wireframe that is drawn around the canvas. The choice is the template's
 * previewPhoneModelId / previewMaterialColorId, so it is saved with it and shown again on opening.
 */
import { Message } from '@arco-design/web-react';
import { useEffect, useRef, useState } from 'react';
import { listBrands } from '../../../api/brands';
import { ApiError } from '../../../api/client';
import type { Id, PhoneBrand, PhoneCaseMaterial, PhoneModel, Sku, Wireframe } from '../../../../contract/catalogue';
import { listMaterials } from '../../../api/materials';
import { listModels } from '../../../api/models';
import { listSkus } from '../../../api/skus';
import { getCurrentUser } from '../../../api/users';
import { getWireframe } from '../../../api/wireframes';
import { orderFromLinks } from '../../../lib/ordering';
import { MSG } from '../messages';
import { defaultSku, materialOfColor } from './previewOptions';
import { forgetModel, readRecentModels, rememberModel, type RecentModel } from './recentModels';

export interface PhonePreview {
  brands: PhoneBrand[];
  models: PhoneModel[];
  materials: PhoneCaseMaterial[];
  skus: Sku[];
  brandId: Id | null;
  modelId: Id | null;
  materialId: Id | null;
  colorId: Id | null;
  wireframe: Wireframe | null;
  recent: RecentModel[];
  /** The brand or material list failed to load: the selector says so with 重试. */
  loadFailed: boolean;
  retryLoad: () => void;
  pickBrand: (brandId: Id) => void;
  pickModel: (modelId: Id) => void;
  pickMaterial: (materialId: Id) => void;
  pickColor: (colorId: Id) => void;
  pickRecent: (pick: RecentModel) => void;
}

/** `initial` is null until the template has loaded: the preview starts from the template's choice. */
export function usePhonePreview(
  initial: { modelId: Id | null; colorId: Id | null } | null,
  onChange: (modelId: Id | null, colorId: Id | null) => void,
): PhonePreview {
  const [brands, setBrands] = useState<PhoneBrand[]>([]);
  const [models, setModels] = useState<PhoneModel[]>([]);
  const [materials, setMaterials] = useState<PhoneCaseMaterial[]>([]);
  const [skus, setSkus] = useState<Sku[]>([]);
  const [brandId, setBrandId] = useState<Id | null>(null);
  const [modelId, setModelId] = useState<Id | null>(null);
  const [materialId, setMaterialId] = useState<Id | null>(null);
  const [colorId, setColorId] = useState<Id | null>(null);
  const [wireframe, setWireframe] = useState<Wireframe | null>(null);
  const [recent, setRecent] = useState<RecentModel[]>([]);
  const username = useRef<string | null>(null);
  // Only the latest choice may set the wireframe: an earlier, slower lookup must not overwrite it.
  const choice = useRef(0);

  const [loadFailed, setLoadFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  const started = initial !== null;
  useEffect(() => {
    if (!initial) return;
    setLoadFailed(false);
    void (async () => {
      const [brandList, materialList] = await Promise.all([listBrands(), listMaterials()]);
      setBrands(orderFromLinks(brandList));
      setMaterials(orderFromLinks(materialList).map((material) => ({ ...material, colors: orderFromLinks(material.colors) })));
      const user = await getCurrentUser({ skipErrorModal: true }).catch(() => null);
      username.current = user?.username ?? null;
      if (username.current) setRecent(readRecentModels(username.current));
      if (initial.modelId) {
        const modelSkus = await listSkus([initial.modelId]);
        const brand = modelSkus[0]?.phoneBrandId;
        // Without a SKU the model's brand is unknown here, and there would be nothing to preview anyway.
        if (brand) await showModel(brand, initial.modelId, modelSkus, initial.colorId, materialList, false);
      }
    })().catch(() => {
      // The API client has shown why; empty selects would read as a catalogue with no brands.
      setLoadFailed(true);
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per opening (and per 重试), when the template is there: later choices come from the selector
  }, [started, attempt]);

  async function showModel(
    brand: Id,
    model: Id,
    modelSkus: Sku[],
    keptColorId: Id | null,
    materialList: readonly PhoneCaseMaterial[] = materials,
    remember = true,
  ): Promise<void> {
    setBrandId(brand);
    setModelId(model);
    setSkus(modelSkus);
    const modelList = orderFromLinks(await listModels(brand));
    setModels(modelList);
    const found = modelList.find((entry) => entry.id === model);
    if (remember && found && username.current) {
      const brandName = brands.find((entry) => entry.id === brand)?.name ?? '';
      setRecent(rememberModel(username.current, { brandId: brand, brandName, modelId: model, modelName: found.name }));
    }
    const sku = defaultSku(modelSkus, keptColorId);
    await showColor(model, sku?.materialColorId ?? null, modelSkus, materialList, remember);
  }

  /** `chosen`: the merchant picked it (the template's preview changes); false when showing the saved one. */
  async function showColor(
    model: Id,
    color: Id | null,
    modelSkus: readonly Sku[],
    materialList: readonly PhoneCaseMaterial[] = materials,
    chosen = true,
  ) {
    const mine = ++choice.current;
    setColorId(color);
    setMaterialId(materialOfColor(materialList, color)?.id ?? null);
    if (chosen) onChange(model, color);
    const sku = modelSkus.find((entry) => entry.materialColorId === color);
    if (!sku?.wireframeId) {
      setWireframe(null);
      Message.warning(MSG.designer.noWireframe);
      return;
    }
    const found = await getWireframe(sku.wireframeId).catch(() => null);
    if (mine !== choice.current) return;
    setWireframe(found);
    if (!found) Message.warning(MSG.designer.noWireframe);
  }

  async function pickModelOf(brand: Id, model: Id): Promise<void> {
    await showModel(brand, model, await listSkus([model]), colorId);
  }

  return {
    brands,
    models,
    materials,
    skus,
    brandId,
    modelId,
    materialId,
    colorId,
    wireframe,
    recent,
    loadFailed,
    retryLoad: () => setAttempt((n) => n + 1),
    pickBrand: (brand) => {
      // A new brand leaves no model: nothing of the old phone stays on screen or in what is saved.
      choice.current++;
      setBrandId(brand);
      setModelId(null);
      setMaterialId(null);
      setColorId(null);
      setWireframe(null);
      setSkus([]);
      setModels([]);
      onChange(null, null);
      void listModels(brand).then((list) => setModels(orderFromLinks(list)));
    },
    pickModel: (model) => void pickModelOf(brandId!, model),
    pickMaterial: (material) => {
      setMaterialId(material);
      // The first colour of the material that the model has a SKU for.
      const color = materials.find((entry) => entry.id === material)?.colors.find((c) => skus.some((sku) => sku.materialColorId === c.id));
      if (modelId && color) void showColor(modelId, color.id, skus);
    },
    pickColor: (color) => {
      if (modelId) void showColor(modelId, color, skus);
    },
    pickRecent: (pick) => {
      void (async () => {
        // A brand deleted since (even since the brand list was read) answers 404: that is the stale pick,
        // said once below, not also in the error modal. Any other failure has opened the modal: stop there.
        const brandAlive = brands.some((entry) => entry.id === pick.brandId);
        let modelList: PhoneModel[] = [];
        if (brandAlive) {
          try {
            modelList = await listModels(pick.brandId, { callerHandles: (status) => status === 404 });
          } catch (failure) {
            if (!(failure instanceof ApiError && failure.status === 404)) return;
          }
        }
        if (!modelList.some((entry) => entry.id === pick.modelId)) {
          // Spec 2 §2, §8: the kept model is gone.
          Message.warning(MSG.designer.staleQuickPick);
          if (username.current) setRecent(forgetModel(username.current, pick.modelId));
          return;
        }
        await pickModelOf(pick.brandId, pick.modelId);
      })();
    },
  };
}
