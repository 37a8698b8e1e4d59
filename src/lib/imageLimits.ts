import { declaredSizeRefusal, type DeclaredSizeRefusal } from '../../contract/imageUpload';

export { MAX_IMAGE_SIDE, isTooLarge, type DeclaredSizeRefusal } from '../../contract/imageUpload';

/** The whole of a picked file, or null when the browser cannot read it (moved or changed on disk since). */
async function bytesOf(file: Blob): Promise<Uint8Array | null> {
  try {
    return new Uint8Array(await file.arrayBuffer());
  } catch {
    return null;
  }
}

/**
 * The upload rule's size check on a picked file, before anything decodes it (contract/imageUpload.ts
 * declaredSizeRefusal): too large, or damaged when a raster header gives no size or the file cannot be read.
 */
export async function declaredSizeProblem(file: Blob): Promise<DeclaredSizeRefusal | null> {
  const bytes = await bytesOf(file);
  return bytes ? declaredSizeRefusal(bytes, (file as Partial<File>).name ?? '') : 'damaged';
}
