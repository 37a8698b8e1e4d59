// The catalogue slice of the dev API's state (spec 1 §3), its lookups, and the cascades that the delete
// confirmations warn about (spec 1 §4: bound wireframes go with what they were bound to).
import type { MaterialColor, PhoneBrand, PhoneCaseMaterial, PhoneModel, Sku } from '../../../../contract/catalogue';
import type { PrintSize } from '../../../../contract/printSize';
import type { WireframeRecord } from './catalogueTypes';
import { HttpError } from '../http/http';
import { RECORD_NOT_FOUND } from '../../../../contract/apiErrors';

export interface CatalogueState {
  /** Every list below is kept in list order with `next` in step (linkedList.ts). */
  brands: PhoneBrand[];
  /** Each brand's models are a list of their own: ordering never crosses brands. */
  models: Map<string, PhoneModel[]>;
  /** Each material's colours are a list of their own, kept in `colors`. */
  materials: PhoneCaseMaterial[];
  /** By SKU id, {phoneModelId}-{materialColorId}. */
  skus: Map<string, Sku>;
  wireframes: Map<string, WireframeRecord>;
  /** By model id: the print sizes set (an extension of spec 1, ROUTES.md "Print sizes"); they go with their model. */
  printSizes: Map<string, PrintSize>;
}

export function emptyCatalogue(): CatalogueState {
  return { brands: [], models: new Map(), materials: [], skus: new Map(), wireframes: new Map(), printSizes: new Map() };
}

export function notFound(what: string, id: string): HttpError {
  return new HttpError(404, RECORD_NOT_FOUND, `${what}不存在: ${id}`);
}

export function findBrand(catalogue: CatalogueState, brandId: string): PhoneBrand {
  const brand = catalogue.brands.find((candidate) => candidate.id === brandId);
  if (!brand) throw notFound('品牌', brandId);
  return brand;
}

/** The brand's model list; 404 for an unknown brand, so /phone_brands/x/phone_models never answers []. */
export function modelsOf(catalogue: CatalogueState, brandId: string): PhoneModel[] {
  findBrand(catalogue, brandId);
  let models = catalogue.models.get(brandId);
  if (!models) {
    models = [];
    catalogue.models.set(brandId, models);
  }
  return models;
}

/** A model addressed under a brand: one of another brand is as unknown as a missing one. */
export function findModel(catalogue: CatalogueState, brandId: string, modelId: string): PhoneModel {
  const model = modelsOf(catalogue, brandId).find((candidate) => candidate.id === modelId);
  if (!model) throw notFound('型号', modelId);
  return model;
}

/** A model by id alone, for SKUs, which carry the brand only as data. */
export function lookupModel(catalogue: CatalogueState, modelId: string): PhoneModel | undefined {
  for (const models of catalogue.models.values()) {
    const model = models.find((candidate) => candidate.id === modelId);
    if (model) return model;
  }
  return undefined;
}

export function findMaterial(catalogue: CatalogueState, materialId: string): PhoneCaseMaterial {
  const material = catalogue.materials.find((candidate) => candidate.id === materialId);
  if (!material) throw notFound('材质', materialId);
  return material;
}

export function findColor(material: PhoneCaseMaterial, colorId: string): MaterialColor {
  const color = material.colors.find((candidate) => candidate.id === colorId);
  if (!color) throw notFound('颜色', colorId);
  return color;
}

export function lookupColor(catalogue: CatalogueState, colorId: string): { material: PhoneCaseMaterial; color: MaterialColor } | undefined {
  for (const material of catalogue.materials) {
    const color = material.colors.find((candidate) => candidate.id === colorId);
    if (color) return { material, color };
  }
  return undefined;
}

/**
 * Deletes the SKUs the predicate picks, and with them every wireframe that no remaining SKU is bound
 * to. A wireframe not bound to any SKU at all (created, not yet bound) is left alone: the client
 * creates the wireframe first and the SKU second.
 */
export function dropSkus(catalogue: CatalogueState, picks: (sku: Sku) => boolean): Sku[] {
  const dropped: Sku[] = [];
  catalogue.skus.forEach((sku, id) => {
    if (picks(sku)) {
      dropped.push(sku);
      catalogue.skus.delete(id);
    }
  });
  const stillBound = new Set<string>();
  catalogue.skus.forEach((sku) => {
    if (sku.wireframeId !== null) stillBound.add(sku.wireframeId);
  });
  for (const sku of dropped) {
    if (sku.wireframeId !== null && !stillBound.has(sku.wireframeId)) catalogue.wireframes.delete(sku.wireframeId);
  }
  return dropped;
}

/** What goes with deleted models (spec 1 §4's cascade): their SKUs, the wireframes bound to them alone, their print sizes. */
export function dropModelData(catalogue: CatalogueState, modelIds: ReadonlySet<string>, brandId?: string): void {
  dropSkus(catalogue, (sku) => sku.phoneBrandId === brandId || modelIds.has(sku.phoneModelId));
  for (const id of modelIds) catalogue.printSizes.delete(id);
}
