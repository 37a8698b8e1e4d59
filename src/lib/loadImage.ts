/** Decodes an image to learn its size; rejects when the browser cannot load it (a corrupt or foreign file). */
export function loadImageSize(url: string): Promise<{ width: number; height: number }> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => {
      if (image.naturalWidth > 0 && image.naturalHeight > 0) resolve({ width: image.naturalWidth, height: image.naturalHeight });
      else reject(new Error('empty image'));
    };
    image.onerror = () => reject(new Error('image failed to load'));
    image.src = url;
  });
}

/**
 * Whether the whole file decodes. An <img> loads a truncated PNG from its header alone (its size is right
 * and it shows as empty), so a size is no proof; the bitmap decoder reads every byte. SVG is left to the
 * <img> load: Chrome 87's createImageBitmap refuses SVG blobs.
 */
export async function decodesFully(file: Blob): Promise<boolean> {
  if (file.type === 'image/svg+xml') return true;
  try {
    const bitmap = await createImageBitmap(file);
    bitmap.close();
    return true;
  } catch {
    return false;
  }
}
