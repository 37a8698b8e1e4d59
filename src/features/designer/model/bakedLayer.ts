/**
 * Opacity and crop at the edges (docs/designer.md, "Opacity and crop"). Spec 2 §3's layer has no field for
 * either, so a saved layer carries them baked into its image: imageUrl is the faded, cropped picture and
 * originalWidth/Height its size, while `opacity`, `crop` and `sourceImage` (the untouched original) ride along
 * for the designer, which works on the original and bakes again at each save.
 */
import type { LayerCrop } from '../../../../contract/templates';
import { cropOf } from './crop';
import { LAYER_OPACITY_MAX, opacityOf } from './opacity';
import type { Layer } from './types';

/** What a save bakes into a layer's image: the part of the original and the opacity. */
export interface Bake {
  crop: LayerCrop;
  opacity: number;
}

/** Null for a layer drawn as its image is: whole and opaque. */
export function bakeOf(layer: Layer): Bake | null {
  if (!layer.crop && opacityOf(layer) === LAYER_OPACITY_MAX) return null;
  return { crop: cropOf(layer), opacity: opacityOf(layer) };
}

/** The same original baked the same way is the same file: one upload for it. */
export function bakeKey(imageUrl: string, bake: Bake): string {
  const { x, y, width, height } = bake.crop;
  return `baked:${imageUrl}#${x},${y},${width},${height}@${bake.opacity}`;
}

/**
 * The saved layer's fields besides its image file: the baked picture's size, and the original kept beside
 * it. `sourceFileId` is the original's file.
 */
export function bakedLayerFields(layer: Layer, bake: Bake, sourceFileId: string): Pick<Layer, 'originalWidth' | 'originalHeight' | 'sourceImage'> {
  return {
    originalWidth: bake.crop.width,
    originalHeight: bake.crop.height,
    sourceImage: { imageUrl: layer.imageUrl, imageFileId: sourceFileId, width: layer.originalWidth, height: layer.originalHeight },
  };
}

/** A saved layer as the designer edits it: on its original image, whose size the crop is measured in. */
export function editableLayer(saved: Layer): Layer {
  const { sourceImage, ...layer } = saved;
  if (!sourceImage) return layer;
  return { ...layer, imageUrl: sourceImage.imageUrl, imageFileId: sourceImage.imageFileId, originalWidth: sourceImage.width, originalHeight: sourceImage.height };
}

/** The baked files a loaded template already holds, by bakeKey: a save that changes nothing there uploads nothing. */
export function bakedFilesOf(saved: readonly Layer[]): Map<string, string> {
  const files = new Map<string, string>();
  for (const layer of saved) {
    const editable = editableLayer(layer);
    const bake = layer.sourceImage && layer.imageFileId ? bakeOf(editable) : null;
    if (bake && layer.imageFileId) files.set(bakeKey(editable.imageUrl, bake), layer.imageFileId);
  }
  return files;
}
