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
  // The outline is traced on a mask `maskStep` times smaller than the stroke image drawn from it.
  const step = frame.maskStep;
  const maskWidth = frame.canvasWidth / step;
  const maskHeight = frame.canvasHeight / step;
  const maskCanvas = new OffscreenCanvas(maskWidth, maskHeight);
  const maskContext = maskCanvas.getContext('2d');
  if (!maskContext) throw new Error('no 2d context');
  try {
    maskContext.drawImage(bitmap, frame.pad / step, frame.pad / step, frame.imageWidth / step, frame.imageHeight / step);
  } finally {
    bitmap.close();
  }
  const { data } = maskContext.getImageData(0, 0, maskWidth, maskHeight);
  const mask = alphaMask(data, maskWidth, maskHeight);
  if (!hasForeground(mask)) throw new Error('the image has no opaque pixels to outline');
  const decoded = performance.now();
  const rendered = renderStroke(mask, maskWidth, maskHeight, scaledGeometry(job.spec, frame.scale / step), step);
  const stroked = performance.now();
  const canvas = new OffscreenCanvas(frame.canvasWidth, frame.canvasHeight);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d context');
  context.putImageData(new ImageData(rendered.rgba, frame.canvasWidth, frame.canvasHeight), 0, 0);
  const png = await canvas.convertToBlob({ type: 'image/png' });
  const unit = step / frame.scale;
  const shift = -frame.pad / frame.scale;
  return {
    png,
    pathData: polygonsToPath(rendered.outline, unit, shift, shift),
    relative: frame.relative,
    timings: { decodeMs: decoded - started, strokeMs: stroked - decoded, encodeMs: performance.now() - stroked },
  };
}
