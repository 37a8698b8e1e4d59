// Turns the template seed (names) into state (ids). Each layer is a seeded design asset placed on the
// canvas: the layer's image is the asset's own file (what placing a library asset in the designer gives),
// sized from the asset's SVG. Each template's thumbnail is an SVG of its layers (templateThumbnailSvg),
// stored as an uploaded kind 2 file. Ids come from the caller's counter in a fixed order, after the
// libraries', so every start and every reset() gives the same ids.
import { FILE_KIND } from '../../../../contract/files';
import { templateThumbnailSvg, type TemplateLayerSeed, type TemplateSeed, type TemplatesSeed } from '../../../../fixtures/seed';
import { SEEDED_AT, type SeedTarget } from '../catalogue/catalogueSeed';
import type { CatalogueState } from '../catalogue/catalogueState';
import type { LibraryState } from '../library/libraryState';
import { emptyTemplates, type TemplateState } from './templateState';
import type { LayerRecord, TemplateRecord } from './templateTypes';

/** Seeded templates are an hour apart, the first listed the newest. */
const SEED_STEP_MS = 60 * 60 * 1000;

interface PlacedLayer {
  record: LayerRecord;
  svg: string;
}

export function seedTemplates(seed: TemplatesSeed, sources: { library: LibraryState; catalogue: CatalogueState }, target: SeedTarget): TemplateState {
  const templates = emptyTemplates();
  let age = 0;
  for (const groupSeed of seed.groups) {
    const group = { id: target.allocateId(), name: groupSeed.name };
    templates.groups.push(group);
    for (const templateSeed of groupSeed.templates) {
      templates.templates.push(seedTemplate(templateSeed, group.id, seed.canvas, SEEDED_AT - age * SEED_STEP_MS, sources, target));
      age += 1;
    }
  }
  return templates;
}

function seedTemplate(
  templateSeed: TemplateSeed,
  collectionId: string,
  canvas: { width: number; height: number },
  updatedAt: number,
  sources: { library: LibraryState; catalogue: CatalogueState },
  target: SeedTarget,
): TemplateRecord {
  // Placed first (without ids) to draw the thumbnail, whose file id comes before the template's.
  const placed = templateSeed.layers.map((layerSeed, index) => placeLayer(layerSeed, index, canvas, sources.library, target));
  const thumbnail = templateThumbnailSvg(
    canvas,
    placed.map(({ record, svg }) => ({ svg, ...record })),
    templateSeed.name,
  );
  const thumbnailFileId = storeSvg(target, `${templateSeed.name}-缩略图.svg`, thumbnail);
  const id = target.allocateId();
  const layers = placed.map(({ record }) => {
    const layerId = target.allocateId();
    return { ...record, id: layerId, uuid: seedUuid(layerId) };
  });
  return {
    id,
    collectionId,
    name: templateSeed.name,
    width: canvas.width,
    height: canvas.height,
    layers,
    thumbnailFileId,
    boundDesignAssetCollectionIds: (templateSeed.boundCollections ?? []).map((name) => collectionIdNamed(sources.library, name)),
    previewPhoneModelId: templateSeed.preview ? modelIdNamed(sources.catalogue, templateSeed.preview.brand, templateSeed.preview.model) : null,
    previewMaterialColorId: templateSeed.preview
      ? colorIdNamed(sources.catalogue, templateSeed.preview.material, templateSeed.preview.color)
      : null,
    updatedAt,
    revision: 0,
  };
}

function placeLayer(
  layerSeed: TemplateLayerSeed,
  index: number,
  canvas: { width: number; height: number },
  library: LibraryState,
  target: SeedTarget,
): PlacedLayer {
  const fileId = assetFileId(library, target, layerSeed.collection, layerSeed.asset);
  const svg = new TextDecoder().decode(target.files.get(fileId)!.bytes);
  const original = svgSize(svg, `${layerSeed.collection}/${layerSeed.asset}`);
  let box: { left: number; top: number; width: number; height: number };
  if (layerSeed.place === 'cover') {
    const scale = Math.max(canvas.width / original.width, canvas.height / original.height);
    const width = original.width * scale;
    const height = original.height * scale;
    box = { left: (canvas.width - width) / 2, top: (canvas.height - height) / 2, width, height };
  } else {
    const { left, top, width } = layerSeed.place;
    box = { left, top, width, height: (width * original.height) / original.width };
  }
  const record: LayerRecord = {
    // Both set when the template gets its id (seedTemplate).
    id: '',
    uuid: '',
    type: 'IMAGE',
    rotation: layerSeed.rotation ?? 0,
    width: round2(box.width),
    height: round2(box.height),
    originalWidth: original.width,
    originalHeight: original.height,
    left: round2(box.left),
    top: round2(box.top),
    index,
    locked: layerSeed.locked ?? false,
    isBackground: layerSeed.isBackground ?? false,
    isUserUploadImage: false,
    horizontalFlip: layerSeed.horizontalFlip ?? false,
    verticalFlip: false,
    aiCutoutType: null,
    aiCutoutPlaceholderImageType: null,
    stroke: null,
    strokeSvgData: null,
    imageFileId: fileId,
  };
  return { record, svg };
}

/** A seeded asset's file: its collection by name, the asset by its file name (`${name}.svg`, librarySeed.ts). */
function assetFileId(library: LibraryState, target: SeedTarget, collectionName: string, assetName: string): string {
  for (const collections of library.collections.values()) {
    const collection = collections.find((candidate) => candidate.name === collectionName);
    if (!collection) continue;
    const asset = (library.assets.get(collection.id) ?? []).find((candidate) => target.files.get(candidate.fileId)?.fileName === `${assetName}.svg`);
    if (asset) return asset.fileId;
  }
  // A typo in the seed should fail loudly at start, not leave a template showing nothing.
  throw new Error(`template seed: no design asset ${collectionName}/${assetName}`);
}

function collectionIdNamed(library: LibraryState, name: string): string {
  for (const collections of library.collections.values()) {
    const collection = collections.find((candidate) => candidate.name === name);
    if (collection) return collection.id;
  }
  throw new Error(`template seed: no design-asset collection ${name}`);
}

function modelIdNamed(catalogue: CatalogueState, brandName: string, modelName: string): string {
  const brand = catalogue.brands.find((candidate) => candidate.name === brandName);
  const model = brand ? catalogue.models.get(brand.id)?.find((candidate) => candidate.name === modelName) : undefined;
  if (!model) throw new Error(`template seed: no model ${brandName}/${modelName}`);
  return model.id;
}

function colorIdNamed(catalogue: CatalogueState, materialName: string, colorName: string): string {
  const material = catalogue.materials.find((candidate) => candidate.name === materialName);
  const color = material?.colors.find((candidate) => candidate.name === colorName);
  if (!color) throw new Error(`template seed: no colour ${materialName}/${colorName}`);
  return color.id;
}

/** width and height of the root <svg>, as assetSvg writes them. */
function svgSize(svg: string, what: string): { width: number; height: number } {
  const head = /^\s*<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
  const width = Number(/\bwidth="([\d.]+)"/.exec(head)?.[1]);
  const height = Number(/\bheight="([\d.]+)"/.exec(head)?.[1]);
  if (!(width > 0 && height > 0)) throw new Error(`template seed: cannot read the size of ${what}`);
  return { width, height };
}

/** uuid-shaped (version 4, variant 1) and fixed per layer id, so it is the same after every reset. */
function seedUuid(layerId: string): string {
  return `5eed0000-0000-4000-8000-${layerId.padStart(12, '0')}`;
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

function storeSvg(target: SeedTarget, fileName: string, text: string): string {
  const id = target.allocateId();
  target.files.set(id, {
    id,
    fileName,
    mimeType: 'image/svg+xml',
    // TextEncoder exists in Node and in Chrome 87 alike; no Buffer in this bundle.
    bytes: new TextEncoder().encode(text),
    kind: FILE_KIND.TEMPLATE_THUMBNAIL,
    uploadedAt: SEEDED_AT,
    status: 'uploaded',
  });
  return id;
}
