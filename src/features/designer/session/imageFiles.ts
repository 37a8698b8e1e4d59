/**
 * The merchant's own image files, picked or dropped several at a time: each is checked alone (the upload's
 * rules: lib/ checks in uploadCheck.ts, then the size the browser reads), so one bad file never stops the
 * others, and each comes back with its outcome, in the order given, for the result the merchant reads.
 */
import { fittedName, LAYER_NAME_LIMIT } from '../../../../contract/names';
import { fileStem } from '../../../lib/fileStem';
import { isTooLarge, MAX_IMAGE_SIDE } from '../../../lib/imageLimits';
import { MSG as COMMON } from '../../../messages';
import { MSG } from '../messages';
import { cascadeLayers } from '../model/batchPlacement';
import { imageLayer, type CanvasSize, type Layer } from '../model';

/** One file: added, or the reason it was not (the text the merchant reads). */
export interface FileOutcome {
  name: string;
  refusal: string | null;
}

export interface ImageFileDeps {
  /** The upload's reason to refuse the file, or null (uploadCheck.ts). */
  refusal: (file: File) => Promise<string | null>;
  /** Keeps the file for the session and answers the URL a layer draws (LocalImages.add). */
  keep: (file: File) => string;
  /** The image's natural size, as the browser decodes it; rejects when it cannot. */
  imageSize: (url: string) => Promise<{ width: number; height: number }>;
  canvas: CanvasSize;
}

export async function readImageFiles(files: readonly File[], deps: ImageFileDeps): Promise<{ layers: Layer[]; outcomes: FileOutcome[] }> {
  const layers: Layer[] = [];
  const outcomes: FileOutcome[] = [];
  // One after another: each check reads the whole file, and ten at once would hold ten 3 MB files in memory.
  for (const file of files) {
    const refusal = await refusalOf(file, deps);
    if (typeof refusal === 'string') {
      outcomes.push({ name: file.name, refusal });
      continue;
    }
    const layer = imageLayer({ imageUrl: refusal.url, ...refusal.size, kind: 'upload', canvas: deps.canvas, imageFileId: null });
    // The layer list names an upload after its file (docs/designer.md, "Names and groups").
    const name = fittedName(fileStem(file.name), LAYER_NAME_LIMIT);
    layers.push(name === undefined ? layer : { ...layer, name });
    outcomes.push({ name: file.name, refusal: null });
  }
  return { layers: cascadeLayers(layers, deps.canvas), outcomes };
}

async function refusalOf(file: File, deps: ImageFileDeps): Promise<string | { url: string; size: { width: number; height: number } }> {
  try {
    const refusal = await deps.refusal(file);
    if (refusal) return refusal;
    // Uploaded to the admin API only when the template is saved (kind 3).
    const url = deps.keep(file);
    const size = await deps.imageSize(url);
    return isTooLarge(size) ? COMMON.common.imageTooLarge(MAX_IMAGE_SIDE) : { url, size };
  } catch {
    // A file moved or changed on disk since it was picked, or one the browser cannot decode after all.
    return MSG.designer.imageUnreadable;
  }
}
