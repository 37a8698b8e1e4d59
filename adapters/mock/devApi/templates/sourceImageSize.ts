// A layer's original image (contract/templates.ts sourceImage) comes with its size, which the designer draws
// the layer's crop in and a save bakes the picture at: a size the file does not have would draw the original
// off its box in the designer while the mini-program draws the baked picture whole. So the size sent must be
// the one the file's header declares, as the upload rule reads it (contract/imageUpload.ts declaredSizeOf).
import { declaredSizeOf } from '../../../../contract/imageUpload';
import type { TemplateInput } from '../../../../contract/templateBody';
import type { DevEnv } from '../context';
import { bytesOf } from '../files/seedFiles';
import { badRequest } from '../http/http';
import type { DevState } from '../state';

/**
 * 400 naming the first `layers[i].sourceImage.width` or `.height` that is not its file's. A file whose size
 * nobody here can read (a marketplace file whose bytes are elsewhere, an SVG without a size) is let by, as
 * the upload rule lets it by. readTemplateInput has found each file in the store.
 */
export async function checkSourceImageSizes(input: TemplateInput, state: DevState, env: DevEnv): Promise<void> {
  for (const [i, { sourceImage }] of input.layers.entries()) {
    if (sourceImage == null) continue;
    const file = state.files.get(sourceImage.imageFileId)!;
    const bytes = await bytesOf(file, state, env);
    const size = bytes && declaredSizeOf(bytes, file.fileName);
    if (!size) continue;
    if (sourceImage.width !== size.width) throw badRequest(`layers[${i}].sourceImage.width 与原图的实际宽度（${size.width} 像素）不符`);
    if (sourceImage.height !== size.height) throw badRequest(`layers[${i}].sourceImage.height 与原图的实际高度（${size.height} 像素）不符`);
  }
}
