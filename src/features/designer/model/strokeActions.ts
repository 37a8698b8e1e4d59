/**
 * Stroke (spec 2 §3): the merchant sets a layer's stroke settings (setStroke, one undo step);
 * the outline is computed off the main thread and comes back as strokeComputed, which only fills in the
 * image and path of settings the layer still has. A stale answer (the merchant moved the slider on, or
 * undid) changes nothing.
 */
import type { StrokeSettings } from '../../../../contract/stroke';
import type { Stroke } from '../../../../contract/templates';
import { defineAction, edit } from './actionHelpers';
import type { StrokeResult } from './actionPayloads';
import type { DesignerAction } from './actionTypes';
import { findLayer, updateLayers } from './layerLookup';
import type { DesignerState, Layer } from './types';

/** The limits and defaults (DEFAULT_STROKE) are spec 1 §5's, kept with the dev API's check in contract/stroke.ts. */
export type { StrokeSettings } from '../../../../contract/stroke';

const SETTING_KEYS: readonly (keyof StrokeSettings)[] = ['style', 'color', 'width', 'opacity', 'color2', 'width2', 'opacity2', 'offset'];

export function strokeSettings(stroke: Stroke): StrokeSettings {
  const settings = {} as Record<keyof StrokeSettings, unknown>;
  for (const key of SETTING_KEYS) settings[key] = stroke[key];
  return settings as StrokeSettings;
}

export function sameStrokeSettings(a: StrokeSettings, b: StrokeSettings): boolean {
  return SETTING_KEYS.every((key) => a[key] === b[key]);
}

/**
 * A layer the stroke applies to: a plain image that has one. Not text (its image is redrawn from the
 * text), not an AI cutout (its image is only a placeholder for the buyer's photo), not the background
 * (spec 2 §4: becoming the background resets the stroke).
 */
export function canStroke(layer: Layer): boolean {
  return layer.type === 'IMAGE' && !layer.isBackground && layer.imageUrl !== '';
}

/** A stroke whose image is still to be computed. */
export function strokePending(layer: Layer): layer is Layer & { stroke: Stroke } {
  return layer.stroke !== null && !layer.stroke.imageUrl;
}

/** The settings as a new stroke: no image, frame, file or path until they are computed. */
export function setLayerStroke(state: DesignerState, uuid: string, settings: StrokeSettings | null): DesignerState {
  return updateLayers(state, [uuid], (layer) => {
    if (settings === null) return layer.stroke === null && layer.strokeSvgData === null ? layer : { ...layer, stroke: null, strokeSvgData: null };
    if (layer.stroke && sameStrokeSettings(strokeSettings(layer.stroke), settings)) return layer;
    return { ...layer, stroke: { ...strokeSettings(settings as Stroke), imageUrl: null, imageFileId: null, imageFrame: null }, strokeSvgData: null };
  });
}

/**
 * The layer after its image was replaced (a cutout result, a redrawn image): the stroke keeps its
 * settings and is computed again around the new image.
 */
export function strokeForNewImage(layer: Layer): Layer {
  if (!layer.stroke) return layer;
  return { ...layer, stroke: { ...layer.stroke, imageUrl: null, imageFileId: null, imageFrame: null }, strokeSvgData: null };
}

/** Fills in the computed image and path, only while the layer has the same image and settings. */
export function applyStrokeResult(state: DesignerState, result: StrokeResult): DesignerState {
  return updateLayers(state, [result.uuid], (layer) => {
    if (!layer.stroke || layer.imageUrl !== result.sourceImageUrl) return layer;
    if (JSON.stringify(layer.crop ?? null) !== JSON.stringify(result.crop ?? null)) return layer;
    if (!sameStrokeSettings(strokeSettings(layer.stroke), strokeSettings(result.stroke))) return layer;
    if (layer.stroke.imageUrl === result.imageUrl && layer.strokeSvgData === result.strokeSvgData) return layer;
    return {
      ...layer,
      stroke: { ...layer.stroke, imageUrl: result.imageUrl, imageFileId: null, imageFrame: result.imageFrame },
      strokeSvgData: result.strokeSvgData,
    };
  });
}

export const STROKE_ACTIONS: readonly DesignerAction[] = [
  defineAction({
    name: 'setStroke',
    label: 'layers',
    shortcuts: [],
    isEnabled: (state, _context, { uuid, stroke }) => {
      const layer = findLayer(state, uuid);
      // Removing is always allowed, so a stroke left on a layer that can no longer have one can go.
      return layer !== undefined && (stroke === null || canStroke(layer));
    },
    perform: (state, _context, { uuid, stroke }) => edit(state, setLayerStroke(state, uuid, stroke && strokeSettings(stroke))),
  }),
  defineAction({
    name: 'strokeComputed',
    label: 'layers',
    shortcuts: [],
    isEnabled: (state, _context, { uuid }) => findLayer(state, uuid) !== undefined,
    // The outline belongs to the edit that set the settings: never an undo step of its own.
    perform: (state, _context, result) => ({ state: applyStrokeResult(state, result), capture: 'never' }),
  }),
];
