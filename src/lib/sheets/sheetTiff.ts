/**
 * A sheet as `sheet-NN.tif` (spec §3): the jig's (or film sheet's) whole page at the jig's resolution, RGBA,
 * 8 bits, the alpha unassociated, the resolution in inches, uncompressed strips (tiffHeader.ts). A 600 × 900 mm
 * sheet at 300 dpi is 7,087 × 10,630 px, 301 MB of pixels, which must never sit whole in memory (spec §4): the
 * strips' sizes are known before a pixel is drawn, so the header and IFD go first, then the rows band by band.
 * Each band is drawn on a canvas of the band's height alone (each design whose bleed box crosses it, drawn
 * at its placement), read back and handed on; a print file is decoded only when the bands reach it and
 * closed once they pass its bottom, so what is held at a time is one band and the designs of one row of slots.
 *
 * A sheet past SHEET_TIFF_MAX_SIDE_PX on a side is refused before anything is written, pointing to its PDF.
 * At that limit the pixels are at most 16,384² × 4 bytes = 1 GiB, so classic TIFF's 32-bit offsets
 * (files under 4 GB) always suffice and BigTIFF is never needed.
 *
 * It needs OffscreenCanvas and createImageBitmap, both of which a worker has too; it runs on the page's thread
 * in short steps (one band each, about 8 MB, its own task), between which the page stays responsive.
 */
import { crc32Continue } from '../../../contract/crc32';
import type { JigFields } from '../../../contract/jigTypes';
import { MSG } from '../../messages';
import { tiffHeader } from '../tiffHeader';
import { throwIfAborted } from '../uploadQueue';
import { bandPixels } from './bandPixels';
import { bleedBox, designTransform } from './placement';
import type { Placement, Sheet } from './types';

/** Spec §3: the longest side, in px, of a sheet written as a TIF. */
export const SHEET_TIFF_MAX_SIDE_PX = 16_384;

const MM_PER_INCH = 25.4;
/** A band's pixels: small beside the 150 MB the spec allows, large enough that 300 MB takes a few dozen steps. */
const BAND_TARGET_BYTES = 8 * 1024 * 1024;

/** The page a sheet is drawn on: the jig's width, and the sheet's height (a film sheet's used length). */
export type SheetTiffJig = Pick<JigFields, 'widthMm' | 'dpi'>;

export interface SheetTiffSize {
  widthPx: number;
  heightPx: number;
}

/** The sheet's size in px at the jig's resolution. */
export function sheetTiffSize(sheet: Sheet, jig: SheetTiffJig): SheetTiffSize {
  const px = (mm: number) => Math.round((mm / MM_PER_INCH) * jig.dpi);
  return { widthPx: px(jig.widthMm), heightPx: px(sheet.heightMm) };
}

/** `sheet-03`: the sheet's files' common name (spec §3). */
const sheetStem = (sheet: Sheet) => `sheet-${String(sheet.number).padStart(2, '0')}`;

/** Why the sheet cannot be written as a TIF (a side past SHEET_TIFF_MAX_SIDE_PX), in Chinese; null when it can. */
export function sheetTiffRefusal(sheet: Sheet, jig: SheetTiffJig): string | null {
  const { widthPx, heightPx } = sheetTiffSize(sheet, jig);
  if (widthPx <= SHEET_TIFF_MAX_SIDE_PX && heightPx <= SHEET_TIFF_MAX_SIDE_PX) return null;
  return MSG.sheetTiff.tooLarge(sheetStem(sheet), jig.dpi, widthPx, heightPx, SHEET_TIFF_MAX_SIDE_PX);
}

/** Thrown by sheetTiff before any byte is written; its message is sheetTiffRefusal's. */
export class SheetTiffRefused extends Error {}

export interface SheetTiffInput {
  sheet: Sheet;
  jig: SheetTiffJig;
  /** Each placed item's print file as served, by SheetItem.key (the copies of an item share it). */
  printFiles: ReadonlyMap<string, Blob>;
  /** Stops between bands: the chunks then end with its reason. */
  signal?: AbortSignal;
}

export interface SheetTiff extends SheetTiffSize {
  /** The file's exact length, known before any pixel is drawn. */
  byteLength: number;
  /**
   * The file's bytes in order: the header and IFD, then each band's rows. A chunk is valid until the next
   * is asked for (its buffer is used again for the next band), as partStream.ts pulls: written out, or copied,
   * before then. It returns the file's CRC-32 once the last chunk is out, for a ZIP entry whose checksum
   * follows its data. Ending it early (return) closes every decoded print file.
   */
  chunks: AsyncGenerator<Uint8Array<ArrayBuffer>, number, undefined>;
}

/**
 * The sheet's TIF, to be streamed (see SheetTiff). Throws SheetTiffRefused for a sheet past the size limit,
 * and an Error for a placement whose print file `printFiles` lacks, before anything is written.
 */
export function sheetTiff({ sheet, jig, printFiles, signal }: SheetTiffInput): SheetTiff {
  const refusal = sheetTiffRefusal(sheet, jig);
  if (refusal) throw new SheetTiffRefused(refusal);
  const missing = sheet.placements.find((p) => !printFiles.has(p.item.key));
  if (missing) throw new Error(`no print file for ${missing.item.key}`);
  const { widthPx, heightPx } = sheetTiffSize(sheet, jig);
  const header = tiffHeader({ width: widthPx, height: heightPx, samples: 4, dpiX: jig.dpi, dpiY: jig.dpi });
  return {
    widthPx,
    heightPx,
    byteLength: header.fileBytes,
    chunks: writeBands(header.bytes, sheet.placements, printFiles, { widthPx, heightPx, pxPerMm: jig.dpi / MM_PER_INCH }, signal),
  };
}

interface Page extends SheetTiffSize {
  pxPerMm: number;
}

/** A placement with the rows its drawing covers, [top, bottom) in sheet px, and its print file. */
interface Design {
  placement: Placement;
  file: Blob;
  top: number;
  bottom: number;
}

async function* writeBands(
  header: Uint8Array<ArrayBuffer>,
  placements: readonly Placement[],
  printFiles: ReadonlyMap<string, Blob>,
  page: Page,
  signal: AbortSignal | undefined,
): AsyncGenerator<Uint8Array<ArrayBuffer>, number, undefined> {
  const designs = placements.map((placement) => designRows(placement, printFiles.get(placement.item.key)!, page));
  /** The last row any design of a file reaches: past it, the file's bitmap is closed. */
  const lastRow = new Map<Blob, number>();
  for (const d of designs) lastRow.set(d.file, Math.max(lastRow.get(d.file) ?? 0, d.bottom));
  const decoded = new Map<Blob, Promise<ImageBitmap>>();
  const release = (file: Blob) => {
    void decoded.get(file)?.then(
      (bitmap) => bitmap.close(),
      () => undefined,
    );
    decoded.delete(file);
  };

  const bandRows = Math.max(1, Math.min(page.heightPx, Math.floor(BAND_TARGET_BYTES / (page.widthPx * 4))));
  const canvas = new OffscreenCanvas(page.widthPx, bandRows);
  // Read back every band: kept in the memory the CPU reads, not on a GPU it would be copied back from.
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('no 2d context');
  const readBand = bandPixels(canvas, context);
  let crc = crc32Continue(0, header);
  try {
    yield header;
    for (let y0 = 0; y0 < page.heightPx; y0 += bandRows) {
      // A band a task: the page handles its input between bands, whatever the caller awaits or not.
      await new Promise((resolve) => setTimeout(resolve, 0));
      throwIfAborted(signal);
      const rows = Math.min(bandRows, page.heightPx - y0);
      const inBand = designs.filter((d) => d.top < y0 + rows && d.bottom > y0);
      const bitmaps = await Promise.all(inBand.map((d) => decode(decoded, d.file)));
      throwIfAborted(signal);
      context.setTransform(1, 0, 0, 1, 0, 0);
      context.clearRect(0, 0, page.widthPx, bandRows);
      context.imageSmoothingEnabled = true;
      context.imageSmoothingQuality = 'high';
      inBand.forEach((d, i) => {
        const bitmap = bitmaps[i]!;
        // Clipped to its bleed box, as the PDF draws it: the longer sides' scaled excess is not printed.
        const k = page.pxPerMm;
        const clip = bleedBox(d.placement);
        context.save();
        context.setTransform(k, 0, 0, k, 0, -y0);
        context.beginPath();
        context.rect(clip.xMm, clip.yMm, clip.widthMm, clip.heightMm);
        context.clip();
        const [a, b, c, dd, e, f] = designTransform(d.placement, bitmap.width, bitmap.height);
        context.setTransform(a * k, b * k, c * k, dd * k, e * k, f * k - y0);
        context.drawImage(bitmap, 0, 0);
        context.restore();
      });
      const chunk = await readBand(rows);
      for (const [file, last] of lastRow) if (last <= y0 + rows && decoded.has(file)) release(file);
      crc = crc32Continue(crc, chunk);
      yield chunk;
    }
    return crc;
  } finally {
    for (const file of [...decoded.keys()]) release(file);
  }
}

function decode(decoded: Map<Blob, Promise<ImageBitmap>>, file: Blob): Promise<ImageBitmap> {
  let bitmap = decoded.get(file);
  if (!bitmap) {
    // The file's own values, as the bulk download's TIF keeps them (bulkDownload/tiff.worker.ts): no colour profile applied.
    bitmap = createImageBitmap(file, { colorSpaceConversion: 'none' });
    decoded.set(file, bitmap);
  }
  return bitmap;
}

/** The rows a placement's drawing covers, with a pixel either side for the smoothing of its edges. */
function designRows(placement: Placement, file: Blob, page: Page): Design {
  // The drawing is clipped to its bleed box, whatever the file's pixels.
  const { yMm, heightMm } = bleedBox(placement);
  const top = Math.max(0, Math.floor(yMm * page.pxPerMm) - 1);
  const bottom = Math.min(page.heightPx, Math.ceil((yMm + heightMm) * page.pxPerMm) + 1);
  return { placement, file, top, bottom };
}
