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
