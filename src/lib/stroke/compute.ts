/** One stroke job from image bytes to PNG, with what a worker offers (createImageBitmap, OffscreenCanvas). */
import { polygonsToPath } from './contour';
import { scaledGeometry, strokeFrame } from './frame';
import { alphaMask, hasForeground } from './mask';
import type { StrokeJob, StrokeOutput } from './protocol';
import { renderStroke } from './render';

export async function computeStroke(job: Omit<StrokeJob, 'id'>): Promise<StrokeOutput> {
  const started = performance.now();
  const frame = strokeFrame(job.layerWidth, job.layerHeight, job.spec);
  const bitmap = job.image instanceof Blob ? await createImageBitmap(job.image) : job.image;
  const canvas = new OffscreenCanvas(frame.canvasWidth, frame.canvasHeight);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d context');
  try {
    context.drawImage(bitmap, frame.pad, frame.pad, frame.imageWidth, frame.imageHeight);
  } finally {
    bitmap.close();
  }
  const { data } = context.getImageData(0, 0, frame.canvasWidth, frame.canvasHeight);
  const mask = alphaMask(data, frame.canvasWidth, frame.canvasHeight);
  if (!hasForeground(mask)) throw new Error('the image has no opaque pixels to outline');
  const decoded = performance.now();
  const rendered = renderStroke(mask, frame.canvasWidth, frame.canvasHeight, scaledGeometry(job.spec, frame.scale));
  const stroked = performance.now();
  context.putImageData(new ImageData(rendered.rgba, frame.canvasWidth, frame.canvasHeight), 0, 0);
  const png = await canvas.convertToBlob({ type: 'image/png' });
  const unit = 1 / frame.scale;
  return {
    png,
    pathData: polygonsToPath(rendered.outline, unit, -frame.pad * unit, -frame.pad * unit),
    relative: frame.relative,
    timings: { decodeMs: decoded - started, strokeMs: stroked - decoded, encodeMs: performance.now() - stroked },
  };
}
