/**
 * Saving a layout (issue's §3, docs/production-sheets.md): one ZIP, 排版_{jig}_{yyyyMMddHHmmss}.zip, split as
 * downloads are, holding per sheet NN its print PDF (sheet-NN.pdf), its TIFF when asked (sheet-NN.tif, streamed
 * band by band), its slot map (slotmap-NN.pdf), and at the end the manifest (manifest.json, manifest.csv) of
 * the sheets saved. Sheets are made one at a time as the archive asks for them, so a slow disk slows the
 * making and only one sheet's PDF waits in memory. What a saved part holds is delivered (the flow's ledger).
 */
import { FOLDER_NAME_MAX_BYTES, safeSegment } from '../../../lib/bulkDownload/names';
import { keepChunks } from '../../../lib/sheets/keptChunks';
import { manifestCsv, manifestJson, type ManifestDesign } from '../../../lib/sheets/manifest';
import { writeSheetArchive, type SheetFile, type SheetGroup } from '../../../lib/sheets/sheetArchive';
import { sheetPdf } from '../../../lib/sheets/sheetPdf';
import { sheetTiff, sheetTiffRefusal } from '../../../lib/sheets/sheetTiff';
import { slotmapPdf } from '../../../lib/sheets/slotmapPdf';
import { canvasText } from '../../../lib/sheets/slotmapText';
import type { Sheet, SheetItem } from '../../../lib/sheets/types';
import type { FlowDeps } from '../flowDeps';
import { MSG } from '../messages';
import type { PrintFile } from './readPrintFiles';
import type { SheetsSession } from './sheetsSession';

const T = MSG.sheets;

export interface SaveRequest {
  sheets: readonly number[];
  withTiff: boolean;
  /** A reprint of one pocket: the sheet (the first of `sheets`) with only this slot's design, where the jig puts it. */
  slot?: number;
  startedAt: Date;
}

export interface SaveResult {
  parts: string[];
  /** The sheets the saved parts hold. */
  sheets: number[];
  /** What was left out, and why (a TIFF too large, a sheet larger than the target takes). */
  warnings: string[];
}

type SaveDeps = Pick<FlowDeps, 'beginSave' | 'config'> & {
  session: SheetsSession;
  request: SaveRequest;
  /** The designs a saved part holds. */
  delivered: (keys: readonly string[]) => void;
};

const two = (value: number) => String(value).padStart(2, '0');

/** A sheet's local headers, descriptors and central records: far below this, whatever its names. */
const ZIP_OVERHEAD_BYTES = 4096;

/** 排版_{jig}_{yyyyMMddHHmmss}.zip; later parts _2, _3, … before the extension. */
export function sheetsArchiveName(jigName: string, startedAt: Date, part: number): string {
  const stamp = `${startedAt.getFullYear()}${two(startedAt.getMonth() + 1)}${two(startedAt.getDate())}${two(startedAt.getHours())}${two(startedAt.getMinutes())}${two(startedAt.getSeconds())}`;
  return `${T.archivePrefix}_${safeSegment(jigName, FOLDER_NAME_MAX_BYTES)}_${stamp}${part > 1 ? `_${part}` : ''}.zip`;
}

/** A print file's decoded pixels, as the PDF asks for them (one design at a time). */
async function pixelsOf(blob: Blob): Promise<ImageData> {
  const bitmap = await createImageBitmap(blob);
  try {
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d')!;
    context.drawImage(bitmap, 0, 0);
    return context.getImageData(0, 0, bitmap.width, bitmap.height);
  } finally {
    bitmap.close();
  }
}

export async function saveSheets(deps: SaveDeps): Promise<SaveResult> {
  const { session, request } = deps;
  const view = session.snapshot();
  const { jig } = view;
  const sheets = view.layout.sheets
    .filter((sheet) => request.sheets.includes(sheet.number))
    .map((sheet) => (request.slot === undefined ? sheet : { ...sheet, placements: sheet.placements.filter((placement) => placement.slot === request.slot) }));
  // Opened first, within the click that asked (a browser shows its picker only then).
  const target = await deps.beginSave(sheetsArchiveName(jig.name, request.startedAt, 1));
  const files = view.files;
  const warnings: string[] = [];
  const hostLimit = target.maxFileBytes;
  const partLimitBytes = hostLimit === undefined ? deps.config.partLimitBytes : Math.min(deps.config.partLimitBytes, hostLimit);
  /** The sheets a target that cannot take their files left out: not in the manifest, not delivered. */
  const leftOut = new Set<number>();
  const sheetOf = new Map<SheetGroup, number>();
  const controller = new AbortController();
  const fileOf = (item: SheetItem): PrintFile => {
    const file = files.get(item.key);
    if (!file) throw new Error(T.unreadableLine(item.orderOriginalId));
    return file;
  };

  const printFilesOf = (sheet: Sheet) => new Map(sheet.placements.map((placement) => [placement.item.key, fileOf(placement.item).blob]));

  async function sheetGroup(sheet: Sheet): Promise<SheetGroup> {
    const stem = two(sheet.number);
    const pdf = await keepChunks(
      sheetPdf({
        sheet,
        widthMm: jig.widthMm,
        cutLines: jig.cutLines,
        cropMarks: jig.kind === 'film',
        design: async (item) => {
          const { blob, prepared } = fileOf(item);
          // Made while the files arrived (readPrintFiles.ts); decoded and deflated here only if its worker failed.
          if (prepared) return { prepared, pixels: () => pixelsOf(blob) };
          return blob.type === 'image/png' ? { png: new Uint8Array(await blob.arrayBuffer()), pixels: () => pixelsOf(blob) } : { pixels: () => pixelsOf(blob) };
        },
      }),
    );
    const group: SheetFile[] = [{ name: `sheet-${stem}.pdf`, ...pdf }];
    const slotmap = await keepChunks(slotmapPdf({ sheet, jig: { name: jig.name, widthMm: jig.widthMm, slots: jig.slots }, check: (item) => view.checks.get(item.key), renderText: canvasText }));
    group.push({ name: `slotmap-${stem}.pdf`, ...slotmap });
    if (request.withTiff) {
      const refusal = sheetTiffRefusal(sheet, jig);
      const tiff = refusal ? null : sheetTiff({ sheet, jig, printFiles: printFilesOf(sheet), signal: controller.signal });
      // A target that cannot save a file past its limit (a Qianniu host) leaves the TIFF out, not the sheet.
      const sheetBytes = pdf.size + slotmap.size + (tiff?.byteLength ?? 0) + ZIP_OVERHEAD_BYTES;
      if (refusal) warnings.push(refusal);
      else if (hostLimit !== undefined && sheetBytes > partLimitBytes) warnings.push(T.tiffTooLargeForTarget(`sheet-${stem}`, Math.ceil(tiff!.byteLength / 1_048_576)));
      else group.splice(1, 0, { name: `sheet-${stem}.tif`, size: tiff!.byteLength, chunks: () => tiff!.chunks });
    }
    const built: SheetGroup = { files: group, keys: [...new Set(sheet.placements.map((placement) => placement.item.key))] };
    sheetOf.set(built, sheet.number);
    return built;
  }

  /** The manifest of the sheets the archive holds, and of what the layout could not place. */
  const manifestOf = () => {
    const designs: ManifestDesign[] = sheets
      .filter((sheet) => !leftOut.has(sheet.number))
      .flatMap((sheet) =>
        sheet.placements.map((placement) => {
          const file = fileOf(placement.item);
          return { sheet: sheet.number, placement, file: { widthPx: file.widthPx, heightPx: file.heightPx, sha256: file.sha256 }, check: view.checks.get(placement.item.key) ?? null };
        }),
      );
    return { json: manifestJson(designs, view.layout.notPlaced), csv: manifestCsv(designs) };
  };

  async function* groups(): AsyncGenerator<SheetGroup> {
    for (const [index, sheet] of sheets.entries()) {
      session.making({ made: index, total: sheets.length });
      yield await sheetGroup(sheet);
    }
    session.making(null);
    // Made last: the sheets a part could not hold are known by now (writeSheetArchive says so before asking on).
    const manifest = manifestOf();
    const encoder = new TextEncoder();
    yield {
      keys: [],
      files: [
        { name: 'manifest.json', bytes: encoder.encode(manifest.json) },
        { name: 'manifest.csv', bytes: encoder.encode(manifest.csv) },
      ],
    };
  }

  try {
    const parts = await writeSheetArchive({
      groups: groups(),
      partName: (part) => sheetsArchiveName(jig.name, request.startedAt, part),
      partLimitBytes,
      partLimitIsHard: hostLimit !== undefined,
      savePart: (fileName, stream, signal) => target.saveFile(fileName, stream, { signal, mimeType: 'application/zip' }),
      signal: controller.signal,
      onPartSaved: ({ keys }) => deps.delivered(keys),
      onTooLarge: (group, bytes) => {
        const number = sheetOf.get(group) ?? 0;
        leftOut.add(number);
        warnings.push(T.sheetTooLargeForTarget(number, Math.ceil(bytes / 1_048_576)));
      },
    });
    return { parts, warnings, sheets: sheets.map((sheet) => sheet.number).filter((number) => !leftOut.has(number)) };
  } finally {
    session.making(null);
    controller.abort();
  }
}
