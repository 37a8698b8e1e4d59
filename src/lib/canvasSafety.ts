/**
 * Whether an image would taint the canvas it is drawn on. A tainted canvas cannot be read or exported, so a
 * template holding such a layer could never save its preview: the asset library and the designer's upload
 * refuse such a file at the door, with one message (MSG.common.imageTaintsCanvas).
 *
 * Only SVG can: a raster image from the merchant's own file is same-origin. An SVG with `<foreignObject>`
 * (draw.io exports its text that way) taints a canvas in Chromium whatever it holds, and cannot be made
 * safe by drawing it (that taints too), so it is refused, not rasterised. Any other SVG is drawn once on
 * a small canvas and read back: whatever else taints is caught the same way.
 */
import { sniffFileType } from './imageHeader';

const FOREIGN_OBJECT = /<(?:[\w-]+:)?foreignObject[\s>/]/i;

export async function taintsCanvas(file: Blob): Promise<boolean> {
  if ((await sniffFileType(file)) !== 'svg') return false;
  const text = await file.text();
  if (FOREIGN_OBJECT.test(text)) return true;
  return !(await readsBack(new Blob([text], { type: 'image/svg+xml' })));
}

/** Draws the SVG on a 1 × 1 canvas and reads the pixel: false when the canvas refuses (tainted). */
async function readsBack(svg: Blob): Promise<boolean> {
  // No document to draw on (a worker): nothing to read back, and nothing there to taint.
  if (typeof document === 'undefined' || typeof Image === 'undefined') return true;
  const url = URL.createObjectURL(svg);
  try {
    const image = new Image();
    const loaded = await new Promise<boolean>((resolve) => {
      image.onload = () => resolve(true);
      image.onerror = () => resolve(false);
      image.src = url;
    });
    // One that does not load is not this check's to refuse: the decode checks after it say it is unreadable.
    if (!loaded) return true;
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext('2d');
    if (!context) return true;
    context.drawImage(image, 0, 0, 1, 1);
    try {
      context.getImageData(0, 0, 1, 1);
      return true;
    } catch {
      return false;
    }
  } finally {
    URL.revokeObjectURL(url);
  }
}
