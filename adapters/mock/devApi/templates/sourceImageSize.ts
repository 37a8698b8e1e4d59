// A layer's original image (contract/templates.ts sourceImage) comes with its size, which the designer draws
// the layer's crop in and a save bakes the picture at: a size the file does not have would draw the original
// off its box in the designer while the mini-program draws the baked picture whole. So the size sent must be
// the one the browser decodes the file at: a raster's header's (contract/imageUpload.ts declaredSizeOf).
import { declaredSizeOf, isTooLarge, MAX_IMAGE_SIDE } from '../../../../contract/imageUpload';
import { sniffWholeType } from '../../../../contract/imageHeader';
import type { TemplateInput } from '../../../../contract/templateBody';
import type { DevEnv } from '../context';
import { bytesOf } from '../files/seedFiles';
import { badRequest } from '../http/http';
import type { DevState } from '../state';

/**
 * 400 naming the first `layers[i].sourceImage.width` or `.height` that is not its file's. An SVG's size is
 * not always its header's (one with a viewBox alone is drawn 150 high, one with no size 300 × 150), nor is a
 * marketplace file's whose bytes are elsewhere read here: those are held to the upload rule's bound alone
 * (MAX_IMAGE_SIDE), as no image the designer takes is larger. readTemplateInput has found each file.
 */
export async function checkSourceImageSizes(input: TemplateInput, state: DevState, env: DevEnv): Promise<void> {
  for (const [i, { sourceImage }] of input.layers.entries()) {
    if (sourceImage == null) continue;
    const where = `layers[${i}].sourceImage`;
    const file = state.files.get(sourceImage.imageFileId)!;
    const bytes = await bytesOf(file, state, env);
    const size = bytes && sniffWholeType(bytes) !== 'svg' ? declaredSizeOf(bytes, file.fileName) : null;
    if (!size) {
      if (isTooLarge(sourceImage)) throw badRequest(`${where}.${sourceImage.width > MAX_IMAGE_SIDE ? 'width' : 'height'} 超出原图的最大尺寸（${MAX_IMAGE_SIDE} 像素）`);
      continue;
    }
    if (sourceImage.width !== size.width) throw badRequest(`${where}.width 与原图的实际宽度（${size.width} 像素）不符`);
    if (sourceImage.height !== size.height) throw badRequest(`${where}.height 与原图的实际高度（${size.height} 像素）不符`);
  }
}
