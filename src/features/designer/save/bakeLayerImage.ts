/**
 * The picture a saved layer shows (model/bakedLayer.ts): the part of the original its crop keeps, at the
 * original's own pixels, faded by its opacity, as a PNG. Drawn through an <img>, which reads every format
 * the designer takes (createImageBitmap refuses SVG in Chrome 87).
 */
import type { Bake } from '../model';

export async function bakeLayerImage(original: Blob, bake: Bake): Promise<Blob> {
  const url = URL.createObjectURL(original);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const { x, y, width, height } = bake.crop;
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.globalAlpha = bake.opacity / 100;
    context.drawImage(image, x, y, width, height, 0, 0, width, height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    if (!blob) throw new Error('the layer image could not be encoded');
    return blob;
  } finally {
    URL.revokeObjectURL(url);
  }
}
