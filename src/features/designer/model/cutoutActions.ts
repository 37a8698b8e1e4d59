/**
 * AI cutout layers and tasks (spec 2 §4, §7): a cutout layer's type and placeholder, and a cutout result
 * taking the place of an image layer's picture. Each is one undo step.
 */
import { defineAction, edit } from './actionHelpers';
import type { CutoutSettings, ImageReplacement } from './actionPayloads';
import type { DesignerAction } from './actionTypes';
import { findLayer, updateLayers } from './layerLookup';
import { cropOf } from './crop';
import { strokeForNewImage } from './strokeActions';
import type { DesignerState, Layer } from './types';

export function setCutoutSettings(state: DesignerState, settings: CutoutSettings): DesignerState {
  return updateLayers(state, [settings.uuid], (layer) => {
    if (layer.type !== 'AI_CUTOUT') return layer;
    const size = settings.placeholderSize;
    const height = size && size.width > 0 && size.height > 0 ? (layer.width * size.height) / size.width : layer.height;
    const unchanged =
      layer.aiCutoutType === settings.aiCutoutType &&
      layer.aiCutoutPlaceholderImageType === settings.aiCutoutPlaceholderImageType &&
      Math.abs(height - layer.height) < 1e-6;
    if (unchanged) return layer;
    return {
      ...layer,
      aiCutoutType: settings.aiCutoutType,
      aiCutoutPlaceholderImageType: settings.aiCutoutPlaceholderImageType,
      top: layer.top + (layer.height - height) / 2,
      height,
    };
  });
}

/**
 * The new picture is drawn at the scale the old one was (displayed pixels per image pixel), about the same
 * centre: a cutout of the same size keeps the box, a cropped one keeps the subject's size. The stroke's
 * settings stay and its outline is traced again around the new picture (the old one followed the old edge).
 */
export function replaceImage(state: DesignerState, replacement: ImageReplacement): DesignerState {
  return updateLayers(state, [replacement.uuid], (layer) => {
    if (!canReplaceImage(layer) || !(replacement.originalWidth > 0 && replacement.originalHeight > 0)) return layer;
    const fit = Math.min(layer.width / replacement.originalWidth, layer.height / replacement.originalHeight);
    // The new picture comes whole: a crop measured in the old one's pixels is dropped, its scale kept (crop.ts).
    const { crop: _crop, ...uncropped } = layer;
    const shown = cropOf(layer);
    const scaleX = replacement.fitBox ? fit : shown.width > 0 ? layer.width / shown.width : 1;
    const scaleY = replacement.fitBox ? fit : shown.height > 0 ? layer.height / shown.height : 1;
    const width = replacement.originalWidth * scaleX;
    const height = replacement.originalHeight * scaleY;
    return strokeForNewImage({
      ...uncropped,
      imageUrl: replacement.imageUrl,
      imageFileId: replacement.imageFileId,
      originalWidth: replacement.originalWidth,
      originalHeight: replacement.originalHeight,
      left: layer.left + (layer.width - width) / 2,
      top: layer.top + (layer.height - height) / 2,
      width,
      height,
    });
  });
}

/** Spec 2 §4: the cutout task runs on an image layer. */
export function canReplaceImage(layer: Layer): boolean {
  return layer.type === 'IMAGE';
}

export const CUTOUT_ACTIONS: readonly DesignerAction[] = [
  // Run by the property panel's cutout section, not by a key or a button of their own.
  defineAction({
    name: 'setCutoutSettings',
    label: 'layers',
    shortcuts: [],
    isEnabled: (state, _context, { uuid }) => findLayer(state, uuid)?.type === 'AI_CUTOUT',
    perform: (state, _context, settings) => edit(state, setCutoutSettings(state, settings)),
  }),
  defineAction({
    name: 'replaceImage',
    label: 'layers',
    shortcuts: [],
    isEnabled: (state, _context, { uuid }) => {
      const layer = findLayer(state, uuid);
      return layer !== undefined && canReplaceImage(layer);
    },
    perform: (state, _context, replacement) => edit(state, replaceImage(state, replacement)),
  }),
];
