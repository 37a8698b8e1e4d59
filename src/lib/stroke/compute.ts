/** One stroke job from image bytes to PNG, with what a worker offers (createImageBitmap, OffscreenCanvas). */
import { polygonsToPath } from './contour';
import { scaledGeometry, strokeFrame } from './frame';
import { ALPHA_THRESHOLD, alphaMask, COARSE_ALPHA_THRESHOLD, hasForeground } from './mask';
import type { StrokeJob, StrokeOutput } from './protocol';
import { drawStroke, planStroke } from './render';

export async function computeStroke(job: Omit<StrokeJob, 'id'>): Promise<StrokeOutput> {
  const started = performance.now();
  const frame = strokeFrame(job.layerWidth, job.layerHeight, job.spec);
  // The outline is traced on a mask `maskStep` times smaller than the stroke image drawn from it.
  const step = frame.maskStep;
  const maskWidth = frame.canvasWidth / step;
  const maskHeight = frame.canvasHeight / step;
  const image = await imageMask(job, frame.imageWidth / step, frame.imageHeight / step, step === 1 ? ALPHA_THRESHOLD : COARSE_ALPHA_THRESHOLD);
  if (!hasForeground(image.mask)) throw new Error('the image has no opaque pixels to outline');
  const mask = new Uint8Array(maskWidth * maskHeight);
  const inset = frame.pad / step;
  for (let y = 0; y < image.height; y++) mask.set(image.mask.subarray(y * image.width, (y + 1) * image.width), (y + inset) * maskWidth + inset);
  const decoded = performance.now();
  const plan = planStroke(mask, maskWidth, maskHeight, scaledGeometry(job.spec, frame.scale / step), step);
  const planned = performance.now();
  const { canvas, context } = reusedCanvas(strokeCanvas, frame.canvasWidth, frame.canvasHeight);
  drawStroke(context, plan);
  const stroked = performance.now();
  const png = await canvas.convertToBlob({ type: 'image/png' });
  const unit = step / frame.scale;
  const shift = -frame.pad / frame.scale;
  return {
    png,
    pathData: polygonsToPath(plan.outline, unit, shift, shift),
    relative: frame.relative,
    timings: { decodeMs: decoded - started, strokeMs: stroked - decoded, encodeMs: performance.now() - stroked, traceMs: planned - decoded, drawMs: stroked - planned },
  };
}

interface ImageMask {
  key: string;
  width: number;
  height: number;
  mask: Uint8Array;
}

/** The last image's mask (a worker strokes one image at a time, and a drag strokes the same one again). */
let lastMask: ImageMask | null = null;

async function imageMask(job: Omit<StrokeJob, 'id'>, width: number, height: number, threshold: number): Promise<ImageMask> {
  const key = job.imageKey === undefined ? null : `${job.imageKey}|${width}x${height}|${threshold}`;
  if (key !== null && lastMask?.key === key) {
    if (!(job.image instanceof Blob)) job.image.close();
    return lastMask;
  }
  const bitmap = job.image instanceof Blob ? await createImageBitmap(job.image) : job.image;
  const { context } = reusedCanvas(decodeCanvas, width, height);
  try {
    context.drawImage(bitmap, 0, 0, width, height);
  } finally {
    bitmap.close();
  }
  const decoded = { key: key ?? '', width, height, mask: alphaMask(context.getImageData(0, 0, width, height).data, width, height, threshold) };
  lastMask = key === null ? null : decoded;
  return decoded;
}

interface Drawing {
  canvas: OffscreenCanvas;
  context: OffscreenCanvasRenderingContext2D;
}

const strokeCanvas: { current: Drawing | null } = { current: null };
const decodeCanvas: { current: Drawing | null } = { current: null };

/**
 * A worker's canvases are kept from one job to the next and cleared, not made anew: a drag strokes the
 * same sizes again and again, and dropping a 16-megabyte canvas per job made the following jobs' timings
 * jump by half (`npm run bench`, stroke).
 */
function reusedCanvas(slot: { current: Drawing | null }, width: number, height: number): Drawing {
  let drawing = slot.current;
  if (!drawing) {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d', { willReadFrequently: slot === decodeCanvas });
    if (!context) throw new Error('no 2d context');
    drawing = slot.current = { canvas, context };
  }
  if (drawing.canvas.width !== width || drawing.canvas.height !== height) {
    // Setting a size resets the canvas and its state.
    drawing.canvas.width = width;
    drawing.canvas.height = height;
  } else {
    drawing.context.setTransform(1, 0, 0, 1, 0, 0);
    drawing.context.clearRect(0, 0, width, height);
  }
  return drawing;
}
