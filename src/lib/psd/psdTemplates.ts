/**
 * The template import (spec 2 §4 "PSD import"): each chosen artboard becomes a new template in the
 * current group, one after another: its layer images uploaded (kind 3), its thumbnail (kind 2, 600 high,
 * drawn by the worker), then the template created, named after the artboard. It stops at the first
 * failure and says which were created: those are reported one by one as they are, so a retry creates
 * only the others and nothing is created twice.
 */
import type { Id } from '../../../contract/catalogue';
import type { DesignTemplate } from '../../../contract/templates';
import type { LayerInput, TemplateInput } from '../../../contract/templateBody';
import { TEMPLATE_NAME_LIMIT, nameProblem } from '../../../contract/names';
import { withoutRefusedCharacters } from '../../../contract/textWidth';
import { asBackground } from '../backgroundLayer';
import { importedImageLayer, placeableLayers, type Size } from './psdPlacement';
import { layersToPlace, type ParsedArtboard } from './psdProtocol';

/**
 * Trimmed and cut by characters (an emoji is one); empty lets the admin API name it 模板 N. What the names
 * rule (contract/names.ts) refuses is taken out first: an artboard named with a tab, a NUL or U+FFFD was
 * refused by the service and stopped the import there. A name still refused (nothing left that shows) is
 * left to the service as well.
 */
export function templateName(artboardName: string): string {
  const name = Array.from(withoutRefusedCharacters(artboardName).trim()).slice(0, TEMPLATE_NAME_LIMIT.max).join('').trim();
  return nameProblem(name, TEMPLATE_NAME_LIMIT) ? '' : name;
}

export interface TemplateImportDeps {
  uploadLayerImage: (image: Blob, fileName: string) => Promise<string>;
  uploadThumbnail: (image: Blob, fileName: string) => Promise<string>;
  createTemplate: (input: TemplateInput) => Promise<DesignTemplate>;
  newUuid: () => string;
  /** Before each template: how many are done, of how many, and which one is next. */
  onStart?: (done: number, total: number, name: string) => void;
  /** Right after a template was created. */
  onCreated: (key: number, template: DesignTemplate) => void;
  /** Layers of this artboard left out: their box on the canvas is not a real size (psdPlacement.ts). */
  onSkipped?: (key: number, count: number) => void;
}

export interface ArtboardToImport {
  /** The caller's key for the artboard (its place in the dialog's list). */
  key: number;
  artboard: ParsedArtboard;
}

/** The template input for one artboard whose images are uploaded (`fileIds` in layer order). */
export function templateInput(artboard: ParsedArtboard, fileIds: readonly string[], thumbnailFileId: string | null, collectionId: Id, canvas: Size, newUuid: () => string): TemplateInput {
  const withFiles = artboard.layers.map((layer, index) => ({ ...layer, fileId: fileIds[index] }));
  // The caller uploaded only placeable layers; filtering again keeps a bad box out of a create whatever it was handed.
  const { fit, layers: placeable } = placeableLayers(artboard, withFiles, canvas);
  // One background (spec 2 §4), made as a new one is: covering the canvas, and below at the bottom.
  const background = placeable.findIndex((layer) => layer.background);
  const made = placeable.map((layer, at): LayerInput => {
    const imported = importedImageLayer({ ...layer, background: at === background }, fit, { url: '', fileId: layer.fileId, width: layer.pngWidth, height: layer.pngHeight }, newUuid());
    const { imageUrl: _url, imageFileId: _file, isSelected: _selected, ...rest } = at === background ? asBackground(imported, canvas) : imported;
    return { ...rest, index: 0, imageFileId: layer.fileId };
  });
  const stack = background < 0 ? made : [made[background]!, ...made.filter((_, at) => at !== background)];
  const layers = stack.map((layer, index) => ({ ...layer, index }));
  return {
    collectionId,
    name: templateName(artboard.name),
    width: canvas.width,
    height: canvas.height,
    layers,
    thumbnailFileId,
    boundDesignAssetCollectionIds: [],
    previewPhoneModelId: null,
    previewMaterialColorId: null,
  };
}

/** Resolves when all are created; rejects with the first failure (those created before it were reported). */
export async function importArtboardsAsTemplates(boards: readonly ArtboardToImport[], collectionId: Id, canvas: Size, deps: TemplateImportDeps): Promise<void> {
  for (const [done, { key, artboard }] of boards.entries()) {
    deps.onStart?.(done, boards.length, artboard.name);
    // Only layers that land as a real box are uploaded: a NaN or 0 × 0 one would fail the create after its upload.
    const { layers, skipped } = placeableLayers(artboard, layersToPlace(artboard), canvas);
    const placeable = { ...artboard, layers, background: null };
    const fileIds: string[] = [];
    for (const [index, layer] of layers.entries()) fileIds.push(await deps.uploadLayerImage(layer.png, `psd-layer-${index + 1}.png`));
    const thumbnailFileId = artboard.thumbnail ? await deps.uploadThumbnail(artboard.thumbnail, 'thumbnail.png') : null;
    deps.onCreated(key, await deps.createTemplate(templateInput(placeable, fileIds, thumbnailFileId, collectionId, canvas, deps.newUuid)));
    if (skipped > 0) deps.onSkipped?.(key, skipped);
  }
}
