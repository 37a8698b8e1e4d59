// Phone-case SKUs (spec 1 §7, SKUs): one per model and material colour, addressed by
// {phoneModelId}-{materialColorId}. A missing SKU is an ordinary state here (the wireframe screen asks
// with the error modal suppressed), so GET answers 404 rather than an empty SKU.
import * as api from '../../../../contract/endpoints/catalogue';
import { lookupColor, lookupModel, notFound, type CatalogueState } from './catalogueState';
import { splitIds } from './catalogueInput';
import { WIREFRAME_CONFLICT, isStaleWireframeBase, skuId, type Sku } from '../../../../contract/catalogue';
import { HttpError, badRequest, json } from '../http/http';
import type { Router } from '../http/router';


export function skuRoutes(router: Router): void {
  router.on(api.skus.list, ({ query, state }) => {
    const { materialColorId, phoneModelIds } = query();
    // The batch preview asks the other way round: every SKU of one material colour, in brand and model order.
    if (materialColorId !== undefined) return json(skusOfColor(state.catalogue, materialColorId));
    return json(skusOfModels(state.catalogue, splitIds(phoneModelIds!)));
  });

  router.on(api.skus.get, ({ params, state }) => json(findSku(state.catalogue, params.skuId!)));

  router.on(api.skus.create, async ({ body, state }) => {
    const { catalogue } = state;
    const { phoneModelId: modelId, materialColorId: colorId, phoneBrandId: brandId, materialId, wireframeId, enabled } = await body();
    const model = lookupModel(catalogue, modelId);
    if (!model) throw badRequest(`型号不存在: ${modelId}`);
    const found = lookupColor(catalogue, colorId);
    if (!found) throw badRequest(`颜色不存在: ${colorId}`);
    // The brand and material are implied by the model and colour; the client sends them too, and a
    // mismatch means it mixed up its rows, which is worth a 400 rather than a SKU filed in the wrong place.
    if (brandId != null && brandId !== model.phoneBrandId) throw badRequest(`phoneBrandId 与型号所属品牌不一致: ${brandId}`);
    if (materialId != null && materialId !== found.material.id) throw badRequest(`materialId 与颜色所属材质不一致: ${materialId}`);
    checkWireframe(catalogue, wireframeId);
    const id = skuId(model.id, found.color.id);
    if (catalogue.skus.has(id)) throw new HttpError(409, 'CONFLICT', `SKU 已存在: ${id}`);
    const sku: Sku = {
      id,
      phoneBrandId: model.phoneBrandId,
      phoneModelId: model.id,
      materialId: found.material.id,
      materialColorId: found.color.id,
      wireframeId,
      enabled,
    };
    catalogue.skus.set(id, sku);
    return json(sku);
  });

  // {enabled} puts a SKU on or off shelf (spec 1 §4); {wireframeId} binds a wireframe made afterwards,
  // refused with 409 WIREFRAME_CONFLICT when `baseWireframeId` (what the tab saw) is not the bound one.
  router.on(api.skus.update, async ({ body, params, state }) => {
    const sku = findSku(state.catalogue, params.skuId!);
    const { enabled, wireframeId, baseWireframeId } = await body();
    checkWireframe(state.catalogue, wireframeId);
    // A bind made from what a tab saw: another tab's wireframe bound since is not replaced silently.
    if (wireframeId !== undefined && isStaleWireframeBase(baseWireframeId, sku.wireframeId)) {
      throw new HttpError(409, WIREFRAME_CONFLICT, '该线框图已在其他页面修改，请重新加载');
    }
    if (enabled !== undefined) sku.enabled = enabled;
    if (wireframeId !== undefined) sku.wireframeId = wireframeId;
    return json(sku);
  });
}

function findSku(catalogue: CatalogueState, id: string): Sku {
  const sku = catalogue.skus.get(id);
  if (!sku) throw notFound('SKU ', id);
  return sku;
}

/** A wireframe a body binds must exist; undefined (not in the body) and null (unbind) bind none. */
function checkWireframe(catalogue: CatalogueState, wireframeId: string | null | undefined): void {
  if (wireframeId != null && !catalogue.wireframes.has(wireframeId)) throw badRequest(`线框图不存在: ${wireframeId}`);
}

/** In the order the screens show them: the requested models' order, then materials, then colours. */
function skusOfModels(catalogue: CatalogueState, modelIds: string[]): Sku[] {
  const skus: Sku[] = [];
  for (const modelId of modelIds) {
    for (const material of catalogue.materials) {
      for (const color of material.colors) {
        const sku = catalogue.skus.get(skuId(modelId, color.id));
        if (sku) skus.push(sku);
      }
    }
  }
  return skus;
}

/** A colour's SKUs in the order the catalogue lists brands and their models. */
function skusOfColor(catalogue: CatalogueState, colorId: string): Sku[] {
  if (!lookupColor(catalogue, colorId)) throw notFound('材质颜色', colorId);
  const skus: Sku[] = [];
  for (const brand of catalogue.brands) {
    for (const model of catalogue.models.get(brand.id) ?? []) {
      const sku = catalogue.skus.get(skuId(model.id, colorId));
      if (sku) skus.push(sku);
    }
  }
  return skus;
}
