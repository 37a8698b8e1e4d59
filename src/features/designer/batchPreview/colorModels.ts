/**
 * Which models the batch preview shows for a material colour (spec 2 §2): every model with a SKU in that
 * colour, once, in the catalogue's brand and model order, with the wireframe its SKU names (null: none,
 * which the card says: 当前机型没有线框图).
 */
import type { Id, PhoneModel, Sku, Wireframe } from '../../../../contract/catalogue';

export interface PreviewModel {
  modelId: Id;
  name: string;
  wireframeId: Id | null;
}

export function modelsOfColor(skus: readonly Sku[], colorId: Id, models: ReadonlyMap<Id, PhoneModel>): PreviewModel[] {
  const seen = new Set<Id>();
  const shown: PreviewModel[] = [];
  for (const sku of skus) {
    if (sku.materialColorId !== colorId || seen.has(sku.phoneModelId)) continue;
    const model = models.get(sku.phoneModelId);
    // A model deleted between the two lookups is no longer the merchant's to preview.
    if (!model) continue;
    seen.add(sku.phoneModelId);
    shown.push({ modelId: model.id, name: model.name, wireframeId: sku.wireframeId });
  }
  return shown;
}

/** The distinct brands the SKUs name, in order: whose model lists must be read for the names. */
export function brandsOf(skus: readonly Sku[]): Id[] {
  return [...new Set(skus.map((sku) => sku.phoneBrandId))];
}

/** The distinct wireframes to read; a wireframe the lookup did not return (deleted) reads as none. */
export function wireframeIdsOf(models: readonly PreviewModel[]): Id[] {
  return [...new Set(models.flatMap((model) => (model.wireframeId ? [model.wireframeId] : [])))];
}

export function wireframeOf(model: PreviewModel, wireframes: ReadonlyMap<Id, Wireframe>): Wireframe | null {
  return model.wireframeId ? (wireframes.get(model.wireframeId) ?? null) : null;
}
