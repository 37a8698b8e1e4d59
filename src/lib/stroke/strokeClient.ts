/** The page's side of the stroke worker: one worker for the page, each job answered by its id (workerCalls). */
import { strokeFrame } from './frame';
import type { StrokeJob, StrokeOutput } from './protocol';
import { workerCalls } from '../workerCalls';

const inWorker = workerCalls<Omit<StrokeJob, 'id'>, StrokeOutput>(() => new Worker(new URL('./stroke.worker.ts', import.meta.url)), 'stroke');

export async function strokeInWorker(job: Omit<StrokeJob, 'id'>): Promise<StrokeOutput> {
  const image = job.image instanceof Blob && /svg/i.test(job.image.type) ? await drawnSvg(job) : job.image;
  return inWorker({ ...job, image }, image instanceof Blob ? [] : [image]);
}

/** An SVG drawn on the page at the size the worker works at (createImageBitmap in a worker refuses SVG). */
async function drawnSvg(job: Omit<StrokeJob, 'id'>): Promise<ImageBitmap> {
  const { imageWidth, imageHeight } = strokeFrame(job.layerWidth, job.layerHeight, job.spec);
  const url = URL.createObjectURL(job.image as Blob);
  try {
    const element = new Image();
    element.src = url;
    await element.decode();
    const canvas = document.createElement('canvas');
    canvas.width = imageWidth;
    canvas.height = imageHeight;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.drawImage(element, 0, 0, imageWidth, imageHeight);
    return await createImageBitmap(canvas);
  } finally {
    URL.revokeObjectURL(url);
  }
}
