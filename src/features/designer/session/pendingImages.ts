/**
 * Local images placed before their bytes were made (LocalImages.addDrawn), by URL, for what shows them: the
 * canvas's loader draws such an image from its bitmap (`drawnImage`), and the layer list shows it once its
 * PNG is there (`useShownUrl`), its URL naming no bytes until then. One registry for the page, as the
 * canvas's loader is one (view/decodedImageLoading.ts).
 */
import { useCallback, useSyncExternalStore } from 'react';

type Entry = { bitmap: ImageBitmap } | { png: Blob; shown: string };

const entries = new Map<string, Entry>();
/** By URL: a PNG that comes re-renders the one row that shows it, not every row of a 100-layer list. */
const listeners = new Map<string, Set<() => void>>();
const changed = (url: string) => listeners.get(url)?.forEach((listener) => listener());

export function pendingImageStarted(url: string, bitmap: ImageBitmap): void {
  entries.set(url, { bitmap });
  changed(url);
}

/** The PNG came: the list shows it through an object URL of its own (the image's names no bytes). */
export function pendingImageSettled(url: string, png: Blob): void {
  if (!entries.has(url)) return;
  entries.set(url, { png, shown: URL.createObjectURL(png) });
  changed(url);
}

/** The image is let go (the designer closed). */
export function imageSettled(url: string): void {
  const entry = entries.get(url);
  if (!entry) return;
  if ('shown' in entry) URL.revokeObjectURL(entry.shown);
  entries.delete(url);
  changed(url);
}

/**
 * A bitmap of the image at `url` for the canvas, or null for an image this registry does not hold. A copy:
 * the canvas closes what it is given when the layer goes (an undo), and a redo draws it again.
 */
export function drawnImage(url: string): Promise<ImageBitmap> | null {
  const entry = entries.get(url);
  if (!entry) return null;
  return createImageBitmap('bitmap' in entry ? entry.bitmap : entry.png);
}

/**
 * Whether the image at `url` may be one placed before its bytes: only a local image's URL can (LocalImages.addDrawn
 * makes a blob: one). Any other is shown as it is, with nothing to wait for: a 200-layer template's rows then
 * open without a subscription each (docs/performance.md, "The 200-layer drag beside plain Leafer").
 */
export function canBePending(url: string): boolean {
  return url.startsWith('blob:');
}

function subscribe(url: string, listener: () => void): () => void {
  const forUrl = listeners.get(url) ?? new Set();
  listeners.set(url, forUrl.add(listener));
  return () => {
    forUrl.delete(listener);
    if (forUrl.size === 0) listeners.delete(url);
  };
}

/** What an <img> of the image at `url` shows: nothing while its PNG is being made. */
export function useShownUrl(url: string): string | undefined {
  const subscribeToUrl = useCallback((listener: () => void) => subscribe(url, listener), [url]);
  return useSyncExternalStore(subscribeToUrl, () => {
    const entry = entries.get(url);
    if (!entry) return url;
    return 'shown' in entry ? entry.shown : undefined;
  });
}
