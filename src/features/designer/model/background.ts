/**
 * The background layer (spec 2 §4): only one image layer may be the background; setting a new one clears
 * the old flag, fits the layer to the canvas, resets rotation and stroke, and moves it to the bottom.
 */
import { indexOfLayer } from './layerLookup';
import type { CanvasSize, DesignerState, Layer } from './types';

/** Only plain image layers: not text, and not an AI cutout placeholder (spec 2 §4: "one image layer"). */
export function canBeBackground(layer: Layer): boolean {
  return layer.type === 'IMAGE';
}

/**
 * "Fits the layer to the canvas" read as cover: the image keeps its aspect ratio and is scaled so that it
 * covers the whole canvas, centred (what a background must do: no empty strip at any edge). The aspect
 * comes from the image's natural size (originalWidth/Height) when known, else from the layer's size.
 */
export function coverCanvas(layer: Layer, canvas: CanvasSize): Pick<Layer, 'left' | 'top' | 'width' | 'height'> {
  const known = layer.originalWidth > 0 && layer.originalHeight > 0;
  const imageWidth = known ? layer.originalWidth : layer.width;
  const imageHeight = known ? layer.originalHeight : layer.height;
  if (!(imageWidth > 0 && imageHeight > 0)) return { left: 0, top: 0, width: canvas.width, height: canvas.height };
  const scale = Math.max(canvas.width / imageWidth, canvas.height / imageHeight);
  const width = imageWidth * scale;
  const height = imageHeight * scale;
  return { left: (canvas.width - width) / 2, top: (canvas.height - height) / 2, width, height };
}

/**
 * Makes `uuid` the one background. A locked layer may become the background too: "cannot be moved" is
 * about dragging and nudging, and this is an explicit command. Text and cutout layers are refused
 * (state unchanged). The selection is left as it is.
 */
export function setBackground(state: DesignerState, uuid: string): DesignerState {
  const at = indexOfLayer(state, uuid);
  if (at < 0) return state;
  const layer = state.layers[at];
  if (!canBeBackground(layer)) return state;
  const background: Layer = {
    ...layer,
    ...coverCanvas(layer, state.canvas),
    isBackground: true,
    rotation: 0,
    stroke: null,
    strokeSvgData: null,
  };
  const others = state.layers
    .filter((_, i) => i !== at)
    .map((other) => (other.isBackground ? { ...other, isBackground: false } : other));
  return { ...state, layers: [background, ...others] };
}

/** Turns the background back into an ordinary layer where it is (at the bottom, same size). */
export function unsetBackground(state: DesignerState, uuid: string): DesignerState {
  const at = indexOfLayer(state, uuid);
  if (at < 0 || !state.layers[at].isBackground) return state;
  const layers = state.layers.slice();
  layers[at] = { ...layers[at], isBackground: false };
  return { ...state, layers };
}
