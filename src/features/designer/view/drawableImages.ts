/**
 * Very large images are drawn from a smaller copy: an 8000 × 8000 PNG is 256 MB of pixels, which Leafer
 * would keep and paint from, where the copy below is 16 MB. It does not buy speed: `npm run bench`
 * (designer) printed a first paint of 664 ms with the copy and 499 ms without, and redraws of 0.3 and 0.2 ms
 * (this 2-core machine, load 1.0–1.5, 2026-11-26). The layer keeps its image and its natural size,
 * so what is saved is unchanged; only what Leafer paints is reduced.
 *
 * The limit is Leafer's own cache limit (Platform.image.maxCacheSize, 2560 × 1600 pixels): above it Leafer
 * treats an image as large, keeps no cached copy of it and paints it from the full bitmap. A layer fills
 * at most the 500 × 1044 canvas, shown at about half size, so even on a 2× screen a copy of that many
 * pixels (2023 × 2023 for a square) is sharper than the screen can show; the 600 px thumbnail is exported
 * from it too.
 */
export const MAX_DRAWN_PIXELS = 2560 * 1600;

/** The size to draw an image of this natural size at; the same size when it is within the limit. */
export function drawnSize(width: number, height: number, maxPixels: number = MAX_DRAWN_PIXELS): { width: number; height: number } {
  if (!(width > 0 && height > 0) || width * height <= maxPixels) return { width, height };
  const factor = Math.sqrt(maxPixels / (width * height));
  return { width: Math.max(1, Math.floor(width * factor)), height: Math.max(1, Math.floor(height * factor)) };
}

type Reduced = { status: 'pending' } | { status: 'ready'; url: string } | { status: 'failed' };

/** The URL each layer image is drawn from: its own, or an object URL of a reduced copy made once. */
export class DrawableImages {
  private readonly reduced = new Map<string, Reduced>();

  /** @param onReady called when a reduced copy is ready (or could not be made): draw again. */
  constructor(private readonly onReady: () => void) {}

  /** The URL to draw now; '' while the reduced copy of a large image is still being made. */
  urlFor(url: string, naturalWidth: number, naturalHeight: number): string {
    const target = drawnSize(naturalWidth, naturalHeight);
    if (target.width === naturalWidth && target.height === naturalHeight) return url;
    const known = this.reduced.get(url);
    if (!known) {
      this.reduced.set(url, { status: 'pending' });
      void reducedCopy(url, target).then(
        (reducedUrl) => this.settle(url, { status: 'ready', url: reducedUrl }),
        () => this.settle(url, { status: 'failed' }),
      );
      return '';
    }
    if (known.status === 'ready') return known.url;
    // A copy that could not be made (a foreign image without CORS): the original still draws, slowly.
    return known.status === 'failed' ? url : '';
  }

  destroy(): void {
    for (const entry of this.reduced.values()) if (entry.status === 'ready') URL.revokeObjectURL(entry.url);
    this.reduced.clear();
  }

  private settle(url: string, entry: Reduced): void {
    if (!this.reduced.has(url)) {
      // Destroyed meanwhile.
      if (entry.status === 'ready') URL.revokeObjectURL(entry.url);
      return;
    }
    this.reduced.set(url, entry);
    this.onReady();
  }
}

/** Decodes at the reduced size (off the main thread where the browser can) and encodes a PNG; an object URL. */
export async function reducedCopy(url: string, size: { width: number; height: number }): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`image ${url}: HTTP ${response.status}`);
  const bitmap = await createImageBitmap(await response.blob(), { resizeWidth: size.width, resizeHeight: size.height, resizeQuality: 'high' });
  try {
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    canvas.getContext('2d')!.drawImage(bitmap, 0, 0);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    if (!blob) throw new Error('the reduced image could not be encoded');
    return URL.createObjectURL(blob);
  } finally {
    bitmap.close();
  }
}
