import { declaredSizeOf, declaredSizeRefusal, type DeclaredSizeRefusal, type ImageSize } from '../../contract/imageUpload';

export { MAX_IMAGE_SIDE, isTooLarge, type DeclaredSizeRefusal, type ImageSize } from '../../contract/imageUpload';
export { webpSize } from '../../contract/imageHeader';

/** The whole of a picked file, or null when the browser cannot read it (moved or changed on disk since). */
async function bytesOf(file: Blob): Promise<Uint8Array | null> {
  try {
    return new Uint8Array(await file.arrayBuffer());
  } catch {
    return null;
  }
}

/**
 * The size a picked file's header declares, without decoding it (contract/imageUpload.ts declaredSizeOf).
 * Null when the header says nothing usable or the file cannot be read.
 */
export async function declaredSize(file: Blob): Promise<ImageSize | null> {
  const bytes = await bytesOf(file);
  return bytes && declaredSizeOf(bytes, (file as Partial<File>).name ?? '');
}

/**
 * The upload rule's size check on a picked file, before anything decodes it (contract/imageUpload.ts
 * declaredSizeRefusal): too large, or damaged when a raster header gives no size or the file cannot be read.
 */
export async function declaredSizeProblem(file: Blob): Promise<DeclaredSizeRefusal | null> {
  const bytes = await bytesOf(file);
  return bytes ? declaredSizeRefusal(bytes, (file as Partial<File>).name ?? '') : 'damaged';
}
