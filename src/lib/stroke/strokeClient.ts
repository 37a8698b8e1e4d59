/** The page's side of the stroke worker: one worker for the page, each job answered by its id. */
import { strokeFrame } from './frame';
import type { StrokeJob, StrokeOutput, StrokeReply } from './protocol';

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, { resolve: (output: StrokeOutput) => void; reject: (error: Error) => void }>();

function theWorker(): Worker {
  if (worker) return worker;
  // rspack bundles the worker as its own chunk from this pattern (new URL with import.meta.url).
  worker = new Worker(new URL('./stroke.worker.ts', import.meta.url));
  worker.onmessage = ({ data }: MessageEvent<StrokeReply>) => {
    const request = pending.get(data.id);
    if (!request) return;
    pending.delete(data.id);
    if ('error' in data) request.reject(new Error(data.error));
    else request.resolve(data);
  };
  worker.onerror = (event) => {
    // A worker that failed to load or crashed answers nothing more: fail what waits and start afresh next time.
    event.preventDefault();
    for (const request of pending.values()) request.reject(new Error(event.message || 'stroke worker failed'));
    pending.clear();
    worker?.terminate();
    worker = null;
  };
  return worker;
}

export async function strokeInWorker(job: Omit<StrokeJob, 'id'>): Promise<StrokeOutput> {
  const image = job.image instanceof Blob && /svg/i.test(job.image.type) ? await drawnSvg(job) : job.image;
  const id = nextId++;
  return new Promise<StrokeOutput>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    theWorker().postMessage({ id, ...job, image } satisfies StrokeJob, image instanceof Blob ? [] : [image]);
  });
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
