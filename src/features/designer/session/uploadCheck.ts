/**
 * What the designer asks of an image the merchant picks from disk, for a new layer or to replace a layer's
 * image that cannot be read: the asset library's size limit, formats and words (spec 1 §9), a declared size
 * that would not take gigabytes to decode, bytes that decode, and nothing that taints the canvas or points
 * outside the file (lib/canvasSafety.ts).
 */
import { ASSET_MAX_BYTES } from '../../../../contract/limits';
import { svgContentRefusal, taintsCanvas } from '../../../lib/canvasSafety';
import { declaredSizeProblem, MAX_IMAGE_SIDE } from '../../../lib/imageLimits';
import { IMAGE_UPLOAD_ACCEPT, imageFormatRefusal } from '../../../lib/imageUploadFormat';
import { decodesFully } from '../../../lib/loadImage';
import { svgTooComplex } from '../../../lib/svgCost';
import { MSG as COMMON } from '../../../messages';

/** The formats the designer's file pickers offer: the asset library's. */
export const UPLOAD_ACCEPT = IMAGE_UPLOAD_ACCEPT;

/** Resolves the reason to refuse `file` (a text for the merchant), or null when it may be used. */
export async function uploadRefusal(file: File): Promise<string | null> {
  if (file.size > ASSET_MAX_BYTES) return COMMON.common.imageFileTooLarge;
  const format = await imageFormatRefusal(file);
  if (format === 'wrongFormat') return COMMON.common.imageWrongFormat;
  // Before 'damaged': an SVG under a prefixed root, which the sniffer does not know, gets its own reason.
  const content = await svgContentRefusal(file);
  if (content) return content;
  if (format === 'damaged') return COMMON.common.imageDamaged;
  // Before any decode: a small file may declare a size that would take gigabytes to decode, and a raster
  // header that gives no size leaves nothing to bound the decode by (the asset library's rule).
  const declared = await declaredSizeProblem(file);
  if (declared === 'tooLarge') return COMMON.common.imageTooLarge(MAX_IMAGE_SIDE);
  if (declared === 'damaged') return COMMON.common.imageDamaged;
  // Before any decode too: drawing such an SVG is what never ends.
  if (await svgTooComplex(file)) return COMMON.common.svgTooComplex;
  if (!(await decodesFully(file))) return COMMON.common.imageDamaged;
  // As the asset library refuses it: a layer that taints the canvas could never be saved.
  if (await taintsCanvas(file)) return COMMON.common.imageTaintsCanvas;
  return null;
}
