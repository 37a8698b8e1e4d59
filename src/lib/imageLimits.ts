import { declaredSizeOf, type ImageSize } from '../../contract/imageUpload';

export { MAX_IMAGE_SIDE, isTooLarge, type ImageSize } from '../../contract/imageUpload';
export { webpSize } from '../../contract/imageHeader';

/**
 * The size a picked file's header declares, without decoding it (contract/imageUpload.ts declaredSizeOf).
 * Null when the header says nothing usable or the file cannot be read.
 */
export async function declaredSize(file: Blob): Promise<ImageSize | null> {
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await file.arrayBuffer());
  } catch {
    return null;
  }
  return declaredSizeOf(bytes, (file as Partial<File>).name ?? '');
}
