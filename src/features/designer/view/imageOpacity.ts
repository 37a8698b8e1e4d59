/**
 * Where each drawn image is opaque, for the pointer's picking (hitTest.ts): the image Leafer loaded for a
 * node is drawn once into a small canvas (at most 256 px on its longer side) and its alpha kept, the
 * first time the pointer asks about it. Leafer's own pixel hit test (`hitFill: 'pixel'`) was not used: it
 * knows an image has transparency only from its URL's extension (an upload's blob: URL has none) and
 * tests a 100 px copy; and the view must also pick the selected layer under others, which it cannot.
 */
import type { Image, ILeaferImage } from 'leafer-ui';
import type { Layer } from '../model';

/** The longer side of the alpha copy: about 1 canvas pixel for a layer as wide as the 500 px canvas. */
const MASK_SIZE = 256;
/** Alpha below this (out of 255) does not capture the pointer: a faint fringe or a near-invisible glow. */
const OPAQUE_ALPHA = 16;

interface AlphaMask {
  width: number;
  height: number;
  alpha: Uint8Array;
}

export class ImageOpacity {
  /** Per loaded image: its alpha, or null when its pixels cannot be read (then its box counts). */
  private readonly masks = new WeakMap<ILeaferImage, AlphaMask | null>();

  constructor(private readonly nodeOf: (uuid: string) => Image | undefined) {}

  /** hitTest's OpacityAt: undefined while the image is not loaded or cannot be read. */
  readonly opacityAt = (layer: Layer, u: number, v: number): boolean | undefined => {
    const image = this.nodeOf(layer.uuid)?.image;
    if (!image || !image.ready) return undefined;
    let mask = this.masks.get(image);
    if (mask === undefined) {
      mask = readMask(image);
      this.masks.set(image, mask);
    }
    if (!mask) return undefined;
    const x = Math.min(mask.width - 1, Math.floor(u * mask.width));
    const y = Math.min(mask.height - 1, Math.floor(v * mask.height));
    return mask.alpha[y * mask.width + x]! >= OPAQUE_ALPHA;
  };
}

function readMask(image: ILeaferImage): AlphaMask | null {
  const source = image.view as CanvasImageSource | undefined;
  if (!source || !(image.width > 0 && image.height > 0)) return null;
  const scale = Math.min(1, MASK_SIZE / Math.max(image.width, image.height));
  const width = Math.max(1, Math.round(image.width * scale));
  const height = Math.max(1, Math.round(image.height * scale));
  try {
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) return null;
    context.drawImage(source, 0, 0, width, height);
    const { data } = context.getImageData(0, 0, width, height);
    const alpha = new Uint8Array(width * height);
    for (let i = 0; i < alpha.length; i++) alpha[i] = data[i * 4 + 3]!;
    return { width, height, alpha };
  } catch {
    // A cross-origin image without CORS taints the canvas: its box counts as opaque.
    return null;
  }
}
