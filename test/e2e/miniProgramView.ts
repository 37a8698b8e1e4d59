/**
 * A saved template drawn as the buyers' mini-program draws it: spec 2 §3's layer fields only (imageUrl,
 * left, top, width, height, rotation, horizontalFlip, verticalFlip, index), on a plain Canvas 2D in the page.
 * Whatever the designer keeps beside them (opacity, crop, the original image) is not read, so a test sees
 * whether a renderer that ignores those fields still draws the template right.
 */
import type { Page } from 'playwright-core';
import type { Layer } from '../../contract/templates';

/** The fields spec 2 §3 gives a layer that decide what is drawn. */
export type MiniProgramLayer = Pick<Layer, 'imageUrl' | 'left' | 'top' | 'width' | 'height' | 'rotation' | 'horizontalFlip' | 'verticalFlip' | 'index'>;

export type Rgba = [number, number, number, number];

/** Only the spec's fields of each layer, so nothing else can reach the drawing. */
export function miniProgramLayers(layers: readonly MiniProgramLayer[]): MiniProgramLayer[] {
  return layers.map(({ imageUrl, left, top, width, height, rotation, horizontalFlip, verticalFlip, index }) => ({
    imageUrl,
    left,
    top,
    width,
    height,
    rotation,
    horizontalFlip,
    verticalFlip,
    index,
  }));
}

/**
 * Draws `layers` (bottom first by index) on a transparent canvas of the template's size and answers the
 * pixels at `points`, in canvas pixels.
 */
export async function miniProgramPixels(
  page: Page,
  canvas: { width: number; height: number },
  layers: readonly MiniProgramLayer[],
  points: readonly [number, number][],
): Promise<Rgba[]> {
  return page.evaluate(
    async ({ canvas, layers, points }) => {
      const surface = new OffscreenCanvas(canvas.width, canvas.height);
      const context = surface.getContext('2d')!;
      for (const layer of [...layers].sort((a, b) => a.index - b.index)) {
        const image = await createImageBitmap(await (await fetch(layer.imageUrl)).blob());
        context.save();
        context.translate(layer.left + layer.width / 2, layer.top + layer.height / 2);
        context.rotate((layer.rotation * Math.PI) / 180);
        context.scale(layer.horizontalFlip ? -1 : 1, layer.verticalFlip ? -1 : 1);
        context.drawImage(image, -layer.width / 2, -layer.height / 2, layer.width, layer.height);
        context.restore();
      }
      return points.map(([x, y]) => Array.from(context.getImageData(Math.floor(x), Math.floor(y), 1, 1).data) as [number, number, number, number]);
    },
    { canvas, layers: miniProgramLayers(layers), points },
  );
}
