/**
 * Where a sticker from 素材库 goes: the canvas centre (spec 2 §9), unless a sticker added before still sits
 * there untouched; then one step right and down, and so on, wrapping inside the canvas, so that repeated
 * adds never stack on one spot where the merchant could not tell them apart.
 *
 * The step is spec 2's copy offset, 10 %, taken of the canvas's width (50 px on the 500 px canvas) on both
 * axes: every sticker starts from the same centre, so the offset cannot be of its own position as a copy's
 * is, and a step of the canvas keeps stickers of any height on the same spots.
 */
import { COPY_OFFSET_RATIO } from './constants';
import type { DesignerState, Layer, Point } from './types';

/** A spot is taken by a layer whose centre is this close to it, in canvas pixels. */
const SAME_SPOT = 1;
/** Spots tried before the centre is used all the same (a canvas full of stickers). */
const MOST_TRIES = 100;

/** `layer` (made centred) moved to the first spot no earlier sticker sits on. */
export function clearSpotFor(state: DesignerState, layer: Layer): Layer {
  const { canvas } = state;
  const start = centreOf(layer);
  const step = canvas.width * COPY_OFFSET_RATIO;
  for (let k = 0; k < MOST_TRIES; k++) {
    const spot = {
      x: wrap(start.x + k * step, layer.width / 2, canvas.width - layer.width / 2),
      y: wrap(start.y + k * step, layer.height / 2, canvas.height - layer.height / 2),
    };
    if (!state.layers.some((other) => sitsOn(other, spot, layer.width))) {
      return k === 0 ? layer : { ...layer, left: spot.x - layer.width / 2, top: spot.y - layer.height / 2 };
    }
  }
  return layer;
}

/**
 * A sticker as added, still there: its centre on the spot and the width stickers come in at. A layer
 * the merchant resized, or a picture fitted to the canvas, does not hide the new sticker.
 */
function sitsOn(other: Layer, spot: Point, width: number): boolean {
  if (other.isBackground || Math.abs(other.width - width) > SAME_SPOT) return false;
  const centre = centreOf(other);
  return Math.abs(centre.x - spot.x) <= SAME_SPOT && Math.abs(centre.y - spot.y) <= SAME_SPOT;
}

function centreOf(layer: Layer): Point {
  return { x: layer.left + layer.width / 2, y: layer.top + layer.height / 2 };
}

/** `value` brought back into [least, most] past `most`; a layer larger than the canvas stays centred. */
function wrap(value: number, least: number, most: number): number {
  const span = most - least;
  if (!(span > 0)) return (least + most) / 2;
  return value <= most ? value : least + ((value - least) % span);
}
