import type { Id } from '../../../contract/catalogue';
import type { AssetType } from '../../../contract/library';
import { svgContentRefusal, taintsCanvas } from '../../lib/canvasSafety';
import { svgTooComplex } from '../../lib/svgCost';
import { imageFormatRefusal } from '../../lib/imageUploadFormat';
import { declaredSizeProblem, MAX_IMAGE_SIDE } from '../../lib/imageLimits';
import { thumbnailExtension } from '../../lib/thumbnail';
import { throwIfAborted } from '../../lib/uploadQueue';
import { MSG as COMMON } from '../../messages';

/** What an earlier attempt already did for one file, so a retry does not do it again (spec 1 §2). */
export interface SentAsset {
  thumbnail?: Blob;
  fileId?: string;
  thumbnailFileId?: string;
}

export interface AssetUploadDeps {
  type: AssetType;
  collectionId: Id;
  makeThumbnail: (file: Blob) => Promise<Blob>;
  /** Uploads through the active adapter (kind 1, design asset) and answers the file id. */
  upload: (file: Blob, fileName: string, signal: AbortSignal) => Promise<string>;
  createAsset: (asset: { type: AssetType; collectionId: Id; fileId: string; thumbnailFileId: string | null }) => Promise<unknown>;
}

/** A file outside the listed formats: the merchant is told so, not that the image is damaged. */
export class AssetFormatError extends Error {
  override name = 'AssetFormatError';
  readonly retryable = false;
  constructor() {
    super(COMMON.common.imageWrongFormat);
  }
}

/**
 * A listed extension is not enough: a BMP or a PDF renamed .png is the wrong format, and bytes that are no
 * image at all are a damaged image (lib/imageUploadFormat.ts, as the designer's upload reads them). A
 * truncated PNG passes here and fails as damaged at its thumbnail, which it is.
 */
export async function checkAssetFormat(file: File): Promise<void> {
  const refusal = await imageFormatRefusal(file);
  if (refusal === 'wrongFormat') throw new AssetFormatError();
  // Before 'damaged', as the designer's upload: an SVG under a prefixed root gets its own reason.
  const content = await svgContentRefusal(file);
  if (content) throw new AssetRefusedError(content);
  if (refusal === 'damaged') throw new AssetRefusedError(COMMON.common.imageDamaged);
  // Before the thumbnail decodes it: a small file may declare a size that takes gigabytes to decode, and the
  // browser decodes it whatever follows its header, so a raster header without a size is not let by.
  const size = await declaredSizeProblem(file);
  if (size === 'tooLarge') throw new ImageTooLargeError();
  if (size === 'damaged') throw new AssetRefusedError(COMMON.common.imageDamaged);
  if (await svgTooComplex(file)) throw new AssetRefusedError(COMMON.common.svgTooComplex);
  if (await taintsCanvas(file)) throw new AssetRefusedError(COMMON.common.imageTaintsCanvas);
}

/** A file the library refuses for a reason the merchant can act on (not a damaged image): said as it is. */
export class AssetRefusedError extends Error {
  override name = 'AssetRefusedError';
  readonly retryable = false;
}

/** An image whose declared size is over MAX_IMAGE_SIDE: refused before anything decodes it. */
export class ImageTooLargeError extends Error {
  override name = 'ImageTooLargeError';
  readonly retryable = false;
  constructor() {
    super(COMMON.common.imageTooLarge(MAX_IMAGE_SIDE));
  }
}

/** `花.png` → `花.thumb.webp`: the thumbnail keeps its original's name, so the two pair up in storage. */
export function thumbnailFileName(fileName: string, thumbnail: Blob): string {
  const dot = fileName.lastIndexOf('.');
  return `${dot > 0 ? fileName.slice(0, dot) : fileName}.thumb.${thumbnailExtension(thumbnail)}`;
}

/**
 * One design asset: check its format, make its thumbnail first (a file that does not decode fails here, before anything
 * is uploaded), upload the original and the thumbnail, then create the asset. Each step's result is
 * kept in `sent`, so a retry from the results table starts where the failure happened. Once `signal`
 * aborts (the wizard was closed), nothing more is uploaded or created.
 */
export async function uploadAsset(file: File, sent: SentAsset, deps: AssetUploadDeps, signal: AbortSignal): Promise<void> {
  throwIfAborted(signal);
  if (!sent.thumbnail) await checkAssetFormat(file);
  sent.thumbnail ??= await deps.makeThumbnail(file);
  // Once the wizard is closed (the signal aborts), nothing more is sent: checked before each step.
  throwIfAborted(signal);
  sent.fileId ??= await deps.upload(file, file.name, signal);
  throwIfAborted(signal);
  sent.thumbnailFileId ??= await deps.upload(sent.thumbnail, thumbnailFileName(file.name, sent.thumbnail), signal);
  throwIfAborted(signal);
  await deps.createAsset({ type: deps.type, collectionId: deps.collectionId, fileId: sent.fileId, thumbnailFileId: sent.thumbnailFileId });
}
