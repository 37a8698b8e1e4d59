/**
 * Paints one model's batch preview into a plain 2D canvas (no Leafer per card): the wireframe's layers
 * with a negative index under the design and a positive one over it, the design stretched over the
 * wireframe's size as the designer stretches the wireframe over its canvas, and the print area: what
 * lies outside it is dimmed and its edge dashed, so a camera hole or a margin that cuts the design shows.
 */
import type { PrintArea, Wireframe } from '../../../../contract/catalogue';

export interface Size {
  width: number;
  height: number;
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The largest size of the wireframe's proportions inside `box` (the batch preview's canvas ratio is 1, spec 2 §9). */
export function fitInside(content: Size, box: Size): Size {
  const scale = Math.min(box.width / content.width, box.height / content.height);
  return { width: Math.max(1, Math.round(content.width * scale)), height: Math.max(1, Math.round(content.height * scale)) };
}

/** The print area (margins in the wireframe's pixels, spec 1 §3) in a drawing of `size`; null for none or an empty one. */
export function printAreaRect(wireframe: Pick<Wireframe, 'width' | 'height'>, area: PrintArea | null, size: Size): Rect | null {
  if (!area) return null;
  const sx = size.width / wireframe.width;
  const sy = size.height / wireframe.height;
  const width = (wireframe.width - area.left - area.right) * sx;
  const height = (wireframe.height - area.top - area.bottom) * sy;
  if (width <= 0 || height <= 0) return null;
  return { x: area.left * sx, y: area.top * sy, width, height };
}

export interface WireframeImages {
  under: CanvasImageSource[];
  over: CanvasImageSource[];
}

/** Loads one image; an abort stops its download (src cleared) and rejects. */
export function loadPreviewImage(url: string, signal?: AbortSignal): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('aborted', 'AbortError'));
      return;
    }
    const image = new Image();
    image.decoding = 'async';
    const onAbort = () => {
      image.onload = null;
      image.onerror = null;
      image.src = '';
      reject(new DOMException('aborted', 'AbortError'));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    image.onload = () => {
      signal?.removeEventListener('abort', onAbort);
      resolve(image);
    };
    image.onerror = () => {
      signal?.removeEventListener('abort', onAbort);
      reject(new Error(`image failed to load: ${url}`));
    };
    image.src = url;
  });
}

export async function loadWireframeImages(wireframe: Wireframe, signal?: AbortSignal): Promise<WireframeImages> {
  const sorted = wireframe.layers.slice().sort((a, b) => a.index - b.index);
  const [under, over] = await Promise.all([
    Promise.all(sorted.filter((layer) => layer.index < 0).map((layer) => loadPreviewImage(layer.imageUrl, signal))),
    Promise.all(sorted.filter((layer) => layer.index > 0).map((layer) => loadPreviewImage(layer.imageUrl, signal))),
  ]);
  return { under, over };
}

const DIM = 'rgba(29, 33, 41, 0.45)';
const EDGE = '#ff7d00';

/** Paints into `canvas` at `size` CSS pixels (times the device pixel ratio, capped so a card stays cheap). */
export function paintPreview(
  canvas: HTMLCanvasElement,
  size: Size,
  design: CanvasImageSource,
  wireframe: Wireframe,
  images: WireframeImages,
  pixelRatio = Math.min(2, window.devicePixelRatio || 1),
): void {
  canvas.width = Math.round(size.width * pixelRatio);
  canvas.height = Math.round(size.height * pixelRatio);
  canvas.style.width = `${size.width}px`;
  canvas.style.height = `${size.height}px`;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d context');
  context.setTransform(pixelRatio, 0, 0, pixelRatio, 0, 0);
  context.clearRect(0, 0, size.width, size.height);
  // Without a layer under it the design sits on white, as the designer's canvas does.
  if (images.under.length === 0) {
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, size.width, size.height);
  }
  for (const image of images.under) context.drawImage(image, 0, 0, size.width, size.height);
  context.drawImage(design, 0, 0, size.width, size.height);
  for (const image of images.over) context.drawImage(image, 0, 0, size.width, size.height);

  const area = printAreaRect(wireframe, wireframe.printArea, size);
  if (!area) return;
  context.beginPath();
  context.rect(0, 0, size.width, size.height);
  context.rect(area.x, area.y, area.width, area.height);
  context.fillStyle = DIM;
  context.fill('evenodd');
  context.setLineDash([4, 3]);
  context.lineWidth = 1;
  context.strokeStyle = EDGE;
  context.strokeRect(area.x + 0.5, area.y + 0.5, area.width - 1, area.height - 1);
}
