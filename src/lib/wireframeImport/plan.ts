/**
 * The plan of a bulk wireframe import (spec 1 §4, §5): what to create, which wireframes to create or
 * update, and which files are refused and why. Pure: the caller uploads and calls the API from it.
 */
import type { Id, PrintArea } from '../../../contract/catalogue';
import { CATALOGUE_NAME_LIMITS, type CatalogueNameKind } from '../../../contract/names';
import { nameError } from '../formRules';
import type { ImageInspection } from '../imageHeader';
import { checkPrintAreaBounds } from '../printArea';
import { indexCatalogue, type WireframeImportCatalogue } from './catalogue';
import { nameKey, type WireframeLayerKind } from './fileName';
import type { WireframeFileGroup, WireframeImportRejection } from './group';
import { WIREFRAME_IMPORT_TEXT } from './texts';

export interface InspectedWireframeImage<F> {
  file: F;
  image: ImageInspection;
}

export interface InspectedWireframeGroup<F> extends Omit<WireframeFileGroup<F>, 'foreground' | 'background'> {
  foreground?: InspectedWireframeImage<F>;
  background?: InspectedWireframeImage<F>;
}

export interface WireframeImportInput<F> {
  groups: readonly InspectedWireframeGroup<F>[];
  catalogue: WireframeImportCatalogue;
  /** Rejections from grouping (misnamed files, too many in a group), carried into the plan's list. */
  rejected?: readonly WireframeImportRejection[];
}

export interface PlannedWireframe<F> {
  key: string;
  /** The catalogue's spelling when the item exists, else the file's. */
  brand: string;
  model: string;
  material: string;
  color: string;
  action: 'create' | 'update';
  /** The wireframe to PATCH (update only). */
  wireframeId?: Id;
  foreground?: F;
  background?: F;
  width: number;
  height: number;
  /** Ids that exist already; null for what plan.create will create first. */
  existing: { brandId: Id | null; modelId: Id | null; materialId: Id | null; colorId: Id | null; skuId: string | null };
  /** Update only: the layers and print area the PATCH must send back unchanged. */
  keep?: { foregroundFileId: string | null; backgroundFileId: string | null; printArea: PrintArea | null };
}

export interface WireframeImportPlan<F> {
  /** Spec 1 §4: missing brands, models, materials and colours are created automatically. */
  create: {
    brands: string[];
    models: { brand: string; model: string }[];
    materials: string[];
    colors: { material: string; color: string }[];
  };
  wireframes: PlannedWireframe<F>[];
  rejected: WireframeImportRejection[];
}

const LAYERS: readonly WireframeLayerKind[] = ['foreground', 'background'];

/**
 * Per group, in order:
 * 1. Images: a damaged one alone gives 当前添加的线框图图片有问题; in a pair, a damaged one or two
 *    sizes gives the pair text 前后景图片大小不一致或图片有问题 (that text names both causes, spec 1 §5).
 * 2. A brand, model, material or colour the import would create must pass the names rule
 *    (contract/names.ts), as the forms' would: the group is refused with the rule's text.
 * 3. No wireframe yet (or no SKU): create. A SKU pointing at a wireframe the caller did not fetch is
 *    refused with 获取数据发生错误 (spec 1 §8) rather than silently replaced by a new wireframe.
 * 4. An existing wireframe with one layer is updated if the import brings that same layer (so every
 *    layer it ends with is new) or if the sizes are equal (spec 1 §4); with two layers, only if the
 *    sizes are equal; else refused with our text existingSizeDiffers. An empty one is updated.
 * 5. An update that changes the size keeps the print area only if it still fits (spec 1 §5 bounds);
 *    otherwise the group is refused with the bounds text, rather than dropping the merchant's margins.
 * Only groups that pass add their missing brand, model, material and colour to plan.create.
 */
export function planWireframeImport<F extends { name: string }>(input: WireframeImportInput<F>): WireframeImportPlan<F> {
  const index = indexCatalogue(input.catalogue);
  const plan: WireframeImportPlan<F> = {
    create: { brands: [], models: [], materials: [], colors: [] },
    wireframes: [],
    rejected: input.rejected ? input.rejected.slice() : [],
  };
  const seen = new Set<string>();
  const once = (key: string) => (seen.has(key) ? false : (seen.add(key), true));

  for (const group of input.groups) {
    const images = LAYERS.map((layer) => group[layer]).filter((image): image is InspectedWireframeImage<F> => !!image);
    const fileNames = images.map((image) => image.file.name);
    const reject = (reason: string) => plan.rejected.push({ key: group.key, fileNames, reason });
    if (images.length === 0) continue;

    const sizes: { width: number; height: number }[] = [];
    for (const { image } of images) if (image.ok) sizes.push(image);
    if (sizes.length < images.length) {
      reject(images.length === 1 ? WIREFRAME_IMPORT_TEXT.badImage : WIREFRAME_IMPORT_TEXT.sizeMismatch);
      continue;
    }
    const { width, height } = sizes[0]!;
    if (sizes.some((size) => size.width !== width || size.height !== height)) {
      reject(WIREFRAME_IMPORT_TEXT.sizeMismatch);
      continue;
    }

    const existing = index.find(group);
    const newParts = (['brand', 'model', 'material', 'color'] as const).filter((part) => !existing[part]);
    const badName = newParts.map((part) => newNameError(part, group[part])).find((error) => error !== undefined);
    if (badName) {
      reject(badName);
      continue;
    }
    const planned: PlannedWireframe<F> = {
      key: group.key,
      brand: existing.brand?.name ?? group.brand,
      model: existing.model?.name ?? group.model,
      material: existing.material?.name ?? group.material,
      color: existing.color?.name ?? group.color,
      action: 'create',
      width,
      height,
      existing: {
        brandId: existing.brand?.id ?? null,
        modelId: existing.model?.id ?? null,
        materialId: existing.material?.id ?? null,
        colorId: existing.color?.id ?? null,
        skuId: existing.sku?.id ?? null,
      },
    };
    if (group.foreground) planned.foreground = group.foreground.file;
    if (group.background) planned.background = group.background.file;

    const wireframeId = existing.sku?.wireframeId ?? null;
    if (wireframeId !== null) {
      const wireframe = input.catalogue.wireframesById[wireframeId];
      if (!wireframe) {
        reject(WIREFRAME_IMPORT_TEXT.fetchFailed);
        continue;
      }
      const current = {
        foreground: wireframe.layers.find((layer) => layer.index > 0) ?? null,
        background: wireframe.layers.find((layer) => layer.index < 0) ?? null,
      };
      const sameSize = wireframe.width === width && wireframe.height === height;
      const kept = LAYERS.filter((layer) => current[layer] && !group[layer]);
      const layerCount = LAYERS.filter((layer) => current[layer]).length;
      // Spec 1 §4 names the one-layer case. It is silent on two layers: we ask for equal sizes even when
      // both are replaced, since a new size there more likely means a file of the wrong model.
      const updatable = layerCount === 2 ? sameSize : kept.length === 0 || sameSize;
      if (!updatable) {
        reject(WIREFRAME_IMPORT_TEXT.existingSizeDiffers);
        continue;
      }
      const outOfBounds = checkPrintAreaBounds(wireframe.printArea, width, height);
      if (outOfBounds) {
        reject(outOfBounds);
        continue;
      }
      planned.action = 'update';
      planned.wireframeId = wireframe.id;
      planned.keep = {
        foregroundFileId: kept.indexOf('foreground') >= 0 ? current.foreground!.fileId : null,
        backgroundFileId: kept.indexOf('background') >= 0 ? current.background!.fileId : null,
        printArea: wireframe.printArea,
      };
    }

    if (!existing.brand && once(`b:${nameKey(group.brand)}`)) plan.create.brands.push(group.brand);
    if (!existing.model && once(`m:${nameKey(planned.brand)}-${nameKey(group.model)}`)) {
      plan.create.models.push({ brand: planned.brand, model: group.model });
    }
    if (!existing.material && once(`t:${nameKey(group.material)}`)) plan.create.materials.push(group.material);
    if (!existing.color && once(`c:${nameKey(planned.material)}-${nameKey(group.color)}`)) {
      plan.create.colors.push({ material: planned.material, color: group.color });
    }
    plan.wireframes.push(planned);
  }
  return plan;
}

/**
 * A name the import would create, checked as the catalogue forms and the dev API check theirs: the kind's rule
 * (CATALOGUE_NAME_LIMITS, contract/names.ts); a blank part is misnamed.
 */
function newNameError(kind: CatalogueNameKind, name: string): string | undefined {
  return nameError(name, CATALOGUE_NAME_LIMITS[kind], WIREFRAME_IMPORT_TEXT.misnamed);
}
