/**
 * The image header rules (contract/imageHeader.ts, shared with the dev API) applied to a file the merchant
 * picked: read from the Blob, only as much as each needs.
 */
import { SNIFF_BYTES, inspectImage, sniffImageType, sniffWholeType, svgPrologOnly, type ImageFormat, type ImageInspection } from '../../contract/imageHeader';

export { IMAGE_EXTENSIONS, type ImageFormat, type ImageInspection } from '../../contract/imageHeader';

const CORRUPT: ImageInspection = { ok: false, reason: 'corrupt' };

/**
 * Reads the whole file (wireframes are small) and inspects it. A file the browser cannot read (moved or
 * changed on disk since it was picked) counts as corrupt: for the merchant it is an image with a problem.
 */
export async function readImageFile(file: Blob, fileName?: string): Promise<ImageInspection> {
  const name = fileName ?? (file as Partial<File>).name ?? '';
  let buffer: ArrayBuffer;
  try {
    buffer = await file.arrayBuffer();
  } catch {
    return CORRUPT;
  }
  return inspectImage(new Uint8Array(buffer), name);
}

/**
 * sniffImageType for a whole file: its first 4 KB, and the rest only where they are all prolog (an editor's
 * long comment before `<svg`), as contract's sniffWholeType reads it.
 */
export async function sniffFileType(file: Blob): Promise<ImageFormat | 'webp' | undefined> {
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  const type = sniffImageType(head);
  if (type || file.size <= SNIFF_BYTES || !svgPrologOnly(head)) return type;
  return sniffWholeType(new Uint8Array(await file.arrayBuffer()));
}
