/**
 * The print files of a layout, fetched and read once (spec 3 §9's retries and checks, as a download's):
 * each must be an image, whole, of a size its header declares and a sheet can take; its pixels are
 * measured (the design check: effective resolution, aspect, how much of it is drawn), its SHA-256 taken (the
 * manifest's), and a small rendition made for the preview. A worker decodes it once for all that and makes
 * its PDF image streams (lib/sheets/preparedImages.ts); only those compressed streams and the Blob it came as
 * are kept, so the decoded pixels of sixty files never wait in memory together (the TIFF decodes the Blob
 * again when it draws it). A worker that fails leaves the reading to the page, and the deflating to the PDF.
 */
import { headerSize } from '../../../../contract/imageHeader';
import { imageSignature } from '../../../../contract/imageSignature';
import { sleep } from '../../../../contract/sleep';
import { isCutShortPng, isImage } from '../../../lib/bulkDownload/imageChecks';
import { retryDelay } from '../../../lib/bulkDownload/imageFetch';
import { designRendition } from '../../../lib/sheets/designRendition';
import type { PreparedImage } from '../../../lib/sheets/preparedImage';
import { prepareImage } from '../../../lib/sheets/preparedImages';
import { MSG as COMMON } from '../../../messages';
import { MSG } from '../messages';

const TEXT = COMMON.downloadEngine;

/** Spec 3 §9: 3 retries per image. */
const RETRIES = 3;
/** Files fetched at once (the bulk download's figure: what Chromium opens per host anyway). */
const CONCURRENCY = 6;
/** A print file past this side is no phone case's (a 400 mm side at 1440 dpi is 22,677 px): refused undecoded. */
const MAX_SIDE = 24_000;

export interface PrintFile {
  key: string;
  blob: Blob;
  widthPx: number;
  heightPx: number;
  /** Of the file as served (hex). */
  sha256: string;
  /** The share of the design's pixels that are drawn (src/lib/sheets/checks.ts). */
  opaqueFraction: number;
  /** An object URL of a small rendition, for the preview; revoked with revokePrintFiles. */
  previewUrl: string;
  /** Its PDF image streams, made by the worker that read it; null when it was read here (the PDF then decodes the Blob itself). */
  prepared: PreparedImage | null;
}

export interface PrintFileFailure {
  key: string;
  reason: string;
}

export interface ReadOptions {
  fetchImage: (url: string, init: { signal: AbortSignal }) => Promise<Response>;
  signal: AbortSignal;
  /** Each file read or failed, as it happens. */
  onFile: (result: PrintFile | PrintFileFailure) => void;
  retryDelayMs?: number;
}

class Unreadable extends Error {}

/** Reads every source (key and address), CONCURRENCY at once, each reported as it is done. */
export async function readPrintFiles(sources: readonly { key: string; url: string }[], options: ReadOptions): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < sources.length) {
      const source = sources[next++]!;
      options.onFile(await readOne(source, options));
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, sources.length) }, worker));
}

async function readOne(source: { key: string; url: string }, options: ReadOptions): Promise<PrintFile | PrintFileFailure> {
  let reason: string = TEXT.networkError;
  for (let attempt = 0; attempt <= RETRIES; attempt++) {
    if (attempt > 0) await sleep(retryDelay(options.retryDelayMs ?? 500, attempt - 1), options.signal);
    try {
      const bytes = await fetchBytes(source.url, options);
      return await measure(source.key, bytes, options.signal);
    } catch (error) {
      if (options.signal.aborted) throw error;
      if (error instanceof Unreadable) return { key: source.key, reason: error.message };
      reason = error instanceof Error && error.message ? error.message : TEXT.networkError;
    }
  }
  return { key: source.key, reason };
}

async function fetchBytes(url: string, options: ReadOptions): Promise<Uint8Array<ArrayBuffer>> {
  let response: Response;
  try {
    response = await options.fetchImage(url, { signal: options.signal });
  } catch (error) {
    if (options.signal.aborted) throw error;
    throw new Error(TEXT.networkError);
  }
  if (!response.ok) {
    response.body?.cancel().catch(() => undefined);
    throw new Error(TEXT.httpStatus(response.status));
  }
  const bytes = new Uint8Array(await response.arrayBuffer());
  // Not an image, or cut short: fetched again (a proxy's error page, a dropped connection), as a download does.
  if (!isImage(bytes)) throw new Error(TEXT.notAnImage);
  if (isCutShortPng(bytes)) throw new Error(TEXT.cutShort);
  return bytes;
}

/** The file's facts, or Unreadable (not fetched again: the same bytes would come). */
async function measure(key: string, bytes: Uint8Array<ArrayBuffer>, signal: AbortSignal): Promise<PrintFile> {
  const type = imageSignature(bytes);
  const declared = type === 'png' || type === 'jpeg' ? headerSize(bytes, type) : null;
  if (!declared || declared.width < 1 || declared.height < 1) throw new Unreadable(MSG.sheets.unreadable);
  if (declared.width > MAX_SIDE || declared.height > MAX_SIDE) throw new Unreadable(MSG.sheets.tooLargeFile(declared.width, declared.height));
  const blob = new Blob([bytes], { type: type === 'png' ? 'image/png' : 'image/jpeg' });
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  const sha256 = Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
  try {
    const read = await prepareImage(blob, signal);
    const { width, height } = read.image;
    return { key, blob, widthPx: width, heightPx: height, sha256, opaqueFraction: read.opaqueFraction, previewUrl: URL.createObjectURL(read.preview), prepared: read.image };
  } catch (error) {
    if (signal.aborted) throw error;
  }
  // The worker could not read it (or failed): read here, where a file that does not decode is unreadable.
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(blob);
  } catch {
    throw new Unreadable(MSG.sheets.unreadable);
  }
  try {
    const { opaqueFraction, preview } = await designRendition(bitmap);
    return { key, blob, widthPx: bitmap.width, heightPx: bitmap.height, sha256, opaqueFraction, previewUrl: URL.createObjectURL(preview), prepared: null };
  } finally {
    bitmap.close();
  }
}

/** Gives back the previews' object URLs once the layout is closed. */
export function revokePrintFiles(files: Iterable<PrintFile>): void {
  for (const file of files) URL.revokeObjectURL(file.previewUrl);
}
