/**
 * How Leafer loads the designer's images, so that many at once never hold the page.
 *
 * Leafer loads an image with an <img> and draws it as soon as it fires `load`; Chromium decodes an <img>
 * lazily, at its first draw, on the main thread. With Leafer's own loads, 100 layers added at once held
 * the page 16–28 ms at a time, with these 6–13 ms (`npm run bench`, designer: the heartbeat's longest gaps,
 * this 2-core machine at load 1.0–1.5 on 2026-11-26). So images are
 * decoded before Leafer gets them: a local image (a blob: URL: an upload, a PSD layer, a stroke or a text
 * image) by createImageBitmap, which decodes off the main thread into a bitmap that draws as is; any other
 * with `decode()`, also off the thread. A source neither can decode (an SVG for createImageBitmap) is
 * handed over as Leafer would have loaded it.
 *
 * Starting a load takes some of the page's time itself (the request behind the URL), and Leafer starts
 * every new node's load at once: loads start a few per task, so 100 new layers never make a
 * task of 50 ms between them.
 */
import { Platform } from 'leafer-ui';
import { taskBudget } from '../../../lib/taskBudget';
import { drawnImage } from '../session/pendingImages';

/** Loads started per task of the page. */
export const LOADS_PER_TASK = 8;

const loads = taskBudget(LOADS_PER_TASK);
let installed = false;

export function decodeImagesBeforeDrawing(): void {
  const origin = Platform.origin;
  if (installed || !origin || typeof createImageBitmap !== 'function') return;
  installed = true;
  const loadElement = origin.loadImage.bind(origin);
  origin.loadImage = async (url, crossOrigin, leaferImage) => {
    await loads.turn();
    const real = Platform.image.getRealURL(url);
    if (real.startsWith('blob:')) {
      // A PSD layer placed before its PNG was made: drawn from the worker's bitmap.
      const drawn = drawnImage(real);
      if (drawn) return drawn;
      const bitmap = await decodedBitmap(real);
      if (bitmap) return bitmap;
    }
    const element = (await loadElement(url, crossOrigin, leaferImage)) as HTMLImageElement;
    // Loaded is what counts: an image that will not decode ahead still draws (decoded then).
    await element.decode().catch(() => undefined);
    return element;
  };
}

async function decodedBitmap(url: string): Promise<ImageBitmap | null> {
  try {
    const blob = await (await fetch(url)).blob();
    // A vector image: createImageBitmap refuses it, the <img> draws it.
    if (/svg/i.test(blob.type)) return null;
    return await createImageBitmap(blob);
  } catch {
    return null;
  }
}
