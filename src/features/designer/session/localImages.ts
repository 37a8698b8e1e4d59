/**
 * The merchant's own images before they are uploaded: object URLs and their bytes. Saving uploads the
 * bytes (kind 3) and a draft keeps them; the URLs are revoked when the drawer goes away.
 *
 * An image may come before its bytes (a PSD layer, whose PNG the worker is still making): it is drawn from
 * its bitmap (`drawnImage`, which the canvas's loader asks first) and its URL stands for it meanwhile; what
 * needs the bytes (a save, a draft, a copy) waits for them (`read`, `settled`). Should the worker fail
 * them, they are made here from the bitmap, so nothing placed is lost.
 */
import { imageSettled, pendingImageSettled, pendingImageStarted } from './pendingImages';

interface Pending {
  bitmap: ImageBitmap;
  bytes: Promise<Blob>;
}

export class LocalImages {
  private readonly images = new Map<string, Blob>();
  private readonly pending = new Map<string, Pending>();
  /** Told when the first image starts waiting for its bytes and when the last one has them (`hasPending`). */
  private readonly pendingListeners = new Set<() => void>();

  /** A new object URL for `image`. */
  add(image: Blob): string {
    const url = URL.createObjectURL(image);
    this.images.set(url, image);
    return url;
  }

  /**
   * A new URL for an image drawn from `bitmap` until `png` comes (or, if that fails, until it is encoded
   * here). The URL names an empty object, unique like any other local image's: nothing fetches it (the canvas
   * asks `drawnImage`, the layer list `shownUrl`).
   */
  addDrawn(bitmap: ImageBitmap, png: Promise<Blob>): string {
    const url = URL.createObjectURL(new Blob([], { type: 'image/png' }));
    const bytes = png.catch(() => encodeHere(bitmap));
    this.pending.set(url, { bitmap, bytes });
    if (this.pending.size === 1) this.pendingChanged();
    pendingImageStarted(url, bitmap);
    bytes.then(
      (image) => {
        if (!this.pending.has(url)) return;
        this.pending.delete(url);
        this.images.set(url, image);
        pendingImageSettled(url, image);
        bitmap.close();
        if (this.pending.size === 0) this.pendingChanged();
      },
      () => undefined,
    );
    return url;
  }

  /** Takes over a URL made elsewhere (a restored draft). */
  register(url: string, image: Blob): void {
    this.images.set(url, image);
  }

  get(url: string): Blob | undefined {
    return this.images.get(url);
  }

  /** Whether `url`'s bytes are still being made. */
  isPending(url: string): boolean {
    return this.pending.has(url);
  }

  /** Whether any image is still waiting for its bytes: leaving the page now would lose it (useDraftAutosave). */
  hasPending(): boolean {
    return this.pending.size > 0;
  }

  /** Hears `hasPending` change; returns the unsubscribe (useSyncExternalStore's shape). */
  onPendingChange = (listener: () => void): (() => void) => {
    this.pendingListeners.add(listener);
    return () => this.pendingListeners.delete(listener);
  };

  private pendingChanged(): void {
    for (const listener of this.pendingListeners) listener();
  }

  /** The bytes behind `url`; a URL we did not make is fetched (same origin, or an object URL still alive). */
  async read(url: string): Promise<Blob> {
    const kept = this.images.get(url);
    if (kept) return kept;
    const pending = this.pending.get(url);
    if (pending) return pending.bytes;
    const response = await fetch(url);
    if (!response.ok) throw new Error(`image ${url}: HTTP ${response.status}`);
    return response.blob();
  }

  /** Resolves once every one of `urls` whose bytes are still being made has them; `onProgress` hears each. */
  async settled(urls: readonly string[], onProgress?: (done: number, total: number) => void): Promise<void> {
    const waits = [...new Set(urls)].flatMap((url) => {
      const pending = this.pending.get(url);
      return pending ? [pending.bytes] : [];
    });
    if (waits.length === 0) return;
    let done = 0;
    onProgress?.(done, waits.length);
    await Promise.all(waits.map((bytes) => bytes.then(() => onProgress?.(++done, waits.length))));
  }

  revokeAll(): void {
    for (const url of this.images.keys()) {
      URL.revokeObjectURL(url);
      imageSettled(url);
    }
    for (const [url, { bitmap, bytes }] of this.pending) {
      URL.revokeObjectURL(url);
      // A draft write may still wait for these bytes (the designer left mid-import, a browser Back): the
      // bitmap stays until they are made, for the PNG made here should the worker fail it.
      const close = () => bitmap.close();
      bytes.then(close, close);
      imageSettled(url);
    }
    const hadPending = this.pending.size > 0;
    this.images.clear();
    this.pending.clear();
    if (hadPending) this.pendingChanged();
  }
}

/** The bitmap as a PNG, made on the page: what the worker would have made. */
async function encodeHere(bitmap: ImageBitmap): Promise<Blob> {
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0);
  return canvas.convertToBlob({ type: 'image/png' });
}
