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
  const controller = new AbortController();
  const fileOf = (item: SheetItem): PrintFile => {
    const file = files.get(item.key);
    if (!file) throw new Error(T.unreadableLine(item.orderOriginalId));
    return file;
  };

  async function sheetGroup(sheet: Sheet): Promise<SheetGroup> {
    const stem = two(sheet.number);
    const pdf = await keepChunks(
      sheetPdf({
        sheet,
        widthMm: jig.widthMm,
        cutLines: jig.cutLines,
        cropMarks: jig.kind === 'film',
        design: async (item) => {
          const { blob } = fileOf(item);
          return blob.type === 'image/png' ? { png: new Uint8Array(await blob.arrayBuffer()), pixels: () => pixelsOf(blob) } : { pixels: () => pixelsOf(blob) };
        },
      }),
    );
    const group: SheetFile[] = [{ name: `sheet-${stem}.pdf`, ...pdf }];
    if (request.withTiff) {
      const refusal = sheetTiffRefusal(sheet, jig);
      if (refusal) warnings.push(refusal);
      else {
        const printFiles = new Map(sheet.placements.map((placement) => [placement.item.key, fileOf(placement.item).blob]));
        const tiff = sheetTiff({ sheet, jig, printFiles, signal: controller.signal });
        group.push({ name: `sheet-${stem}.tif`, size: tiff.byteLength, chunks: () => tiff.chunks });
      }
    }
    const slotmap = await keepChunks(slotmapPdf({ sheet, jig: { name: jig.name, widthMm: jig.widthMm, slots: jig.slots }, check: (item) => view.checks.get(item.key), renderText: canvasText }));
    group.push({ name: `slotmap-${stem}.pdf`, ...slotmap });
    return { files: group, keys: [...new Set(sheet.placements.map((placement) => placement.item.key))] };
  }

  // The manifest of the sheets saved, and of what the layout could not place.
  const designs: ManifestDesign[] = sheets.flatMap((sheet) =>
    sheet.placements.map((placement) => {
      const file = fileOf(placement.item);
      return { sheet: sheet.number, placement, file: { widthPx: file.widthPx, heightPx: file.heightPx, sha256: file.sha256 }, check: view.checks.get(placement.item.key) ?? null };
    }),
  );

  async function* groups(): AsyncGenerator<SheetGroup> {
    for (const [index, sheet] of sheets.entries()) {
      session.making({ made: index, total: sheets.length });
      yield await sheetGroup(sheet);
    }
    session.making(null);
    const encoder = new TextEncoder();
    yield {
      keys: [],
      files: [
        { name: 'manifest.json', bytes: encoder.encode(manifestJson(designs, view.layout.notPlaced)) },
        { name: 'manifest.csv', bytes: encoder.encode(manifestCsv(designs)) },
      ],
    };
  }

  const hostLimit = target.maxFileBytes;
  try {
    const parts = await writeSheetArchive({
      groups: groups(),
      partName: (part) => sheetsArchiveName(jig.name, request.startedAt, part),
      partLimitBytes: hostLimit === undefined ? deps.config.partLimitBytes : Math.min(deps.config.partLimitBytes, hostLimit),
      partLimitIsHard: hostLimit !== undefined,
      savePart: (fileName, stream, signal) => target.saveFile(fileName, stream, { signal, mimeType: 'application/zip' }),
      signal: controller.signal,
      onPartSaved: ({ keys }) => deps.delivered(keys),
      onTooLarge: (group, bytes) => warnings.push(T.sheetTooLargeForTarget(group.files[0]?.name ?? '', Math.ceil(bytes / 1_048_576))),
    });
    return { parts, warnings };
  } finally {
    session.making(null);
    controller.abort();
  }
}
