/**
 * The page side of the sheets benchmark (sheets.ts): a 600 × 900 mm sheet at 300 dpi (7,087 × 10,630 px)
 * holding 24 print files of 980 × 1984 px (a jig of 6 × 4 slots of 90 × 180 mm, cases of 78 × 158 mm centred,
 * 1.5 mm of bleed), written as a TIF two ways:
 * - banded: src/lib/sheets/sheetTiff.ts, its chunks counted and dropped (where the flow hands them to the ZIP);
 * - whole: what one would write without it: one canvas of the whole sheet, every print file drawn on it,
 *   getImageData once, and the pixels encoded by the console's own TIFF writer (bulkDownload/tiff.ts).
 * Each run reports its time and the page's long tasks (what it blocks of the page).
 */
import { encodeTiff } from '../../src/lib/bulkDownload/tiff';
import { sheetTiff } from '../../src/lib/sheets/sheetTiff';
import type { Placement, Sheet } from '../../src/lib/sheets/types';
import { sheetItem } from '../support/sheetItems';

export interface SheetsBenchSettings {
  widthMm: number;
  heightMm: number;
  dpi: number;
  columns: number;
  rows: number;
  printWidthPx: number;
  printHeightPx: number;
  caseWidthMm: number;
  caseHeightMm: number;
  bleedMm: number;
}

export interface GeneratedPrintFiles {
  files: number;
  bytes: number;
  ms: number;
}

export interface SheetRun {
  ok: boolean;
  /** The browser's own words when it did not finish (an allocation refused, a renderer out of memory). */
  error: string | null;
  ms: number;
  bytes: number;
  widthPx: number;
  heightPx: number;
  /** Chunks handed on (banded): the header, then one a band. */
  chunks: number;
  /** The page's longest task during the run (PerformanceObserver 'longtask', tasks over 50 ms), and their sum. */
  longestTaskMs: number;
  longTasksMs: number;
}

export interface SheetsBench {
  generate(settings: SheetsBenchSettings): Promise<GeneratedPrintFiles>;
  run(way: 'banded' | 'whole'): Promise<SheetRun>;
}

let settings: SheetsBenchSettings;
let sheet: Sheet;
const printFiles = new Map<string, Blob>();

/** A print file like a customer's: a photo-like gradient with shapes and text, rounded case corners transparent. */
async function printFile(index: number, s: SheetsBenchSettings): Promise<Blob> {
  const { printWidthPx: w, printHeightPx: h } = s;
  const canvas = new OffscreenCanvas(w, h);
  const context = canvas.getContext('2d')!;
  context.beginPath();
  context.roundRect(0, 0, w, h, w * 0.12);
  context.clip();
  const sky = context.createLinearGradient(0, 0, w, h);
  sky.addColorStop(0, `hsl(${(index * 37) % 360} 70% 60%)`);
  sky.addColorStop(1, `hsl(${(index * 37 + 140) % 360} 60% 35%)`);
  context.fillStyle = sky;
  context.fillRect(0, 0, w, h);
  for (let k = 0; k < 40; k++) {
    const x = (Math.sin(index * 13 + k * 7.1) * 0.5 + 0.5) * w;
    const y = (Math.cos(index * 5 + k * 3.3) * 0.5 + 0.5) * h;
    const r = 30 + ((k * 53 + index * 17) % 220);
    const blob = context.createRadialGradient(x, y, 0, x, y, r);
    blob.addColorStop(0, `hsl(${(k * 29 + index * 11) % 360} 80% 70% / 0.9)`);
    blob.addColorStop(1, 'hsl(0 0% 100% / 0)');
    context.fillStyle = blob;
    context.fillRect(x - r, y - r, r * 2, r * 2);
  }
  context.fillStyle = 'white';
  context.font = `bold ${Math.round(w / 6)}px sans-serif`;
  context.fillText(`No.${index + 1}`, w * 0.1, h * 0.85);
  return canvas.convertToBlob({ type: 'image/png' });
}

function layout(s: SheetsBenchSettings): Sheet {
  const pitchX = s.widthMm / s.columns;
  const pitchY = s.heightMm / s.rows;
  const placements: Placement[] = [];
  for (let row = 0; row < s.rows; row++) {
    for (let column = 0; column < s.columns; column++) {
      const n = row * s.columns + column + 1;
      placements.push({
        item: sheetItem(`item-${n}:0`, { widthMm: s.caseWidthMm, heightMm: s.caseHeightMm }),
        copy: 1,
        slot: n,
        box: {
          xMm: column * pitchX + (pitchX - s.caseWidthMm) / 2,
          yMm: row * pitchY + (pitchY - s.caseHeightMm) / 2,
          widthMm: s.caseWidthMm,
          heightMm: s.caseHeightMm,
        },
        rotation: 0,
        mirror: false,
        bleedMm: s.bleedMm,
      });
    }
  }
  return { number: 1, materialName: '硅胶', colorName: '透明', placements, heightMm: s.heightMm };
}

/** Long tasks while `work` runs: the observer's entries arrive after the task, so the records are taken once the page has turned. */
async function withLongTasks<T>(work: () => Promise<T>): Promise<{ result: T; longestTaskMs: number; longTasksMs: number }> {
  const durations: number[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) durations.push(entry.duration);
  });
  observer.observe({ type: 'longtask' });
  try {
    const result = await work();
    await new Promise((resolve) => setTimeout(resolve, 0));
    durations.push(...observer.takeRecords().map((entry) => entry.duration));
    return { result, longestTaskMs: Math.max(0, ...durations), longTasksMs: durations.reduce((sum, d) => sum + d, 0) };
  } finally {
    observer.disconnect();
  }
}

async function banded(): Promise<Omit<SheetRun, 'ms' | 'longestTaskMs' | 'longTasksMs' | 'ok' | 'error'>> {
  const tiff = sheetTiff({ sheet, jig: { widthMm: settings.widthMm, dpi: settings.dpi }, printFiles });
  let bytes = 0;
  let chunks = 0;
  for await (const chunk of tiff.chunks) {
    bytes += chunk.byteLength;
    chunks++;
  }
  return { bytes, widthPx: tiff.widthPx, heightPx: tiff.heightPx, chunks };
}

/** The whole sheet on one canvas, read once, encoded once. */
async function whole(): Promise<Omit<SheetRun, 'ms' | 'longestTaskMs' | 'longTasksMs' | 'ok' | 'error'>> {
  const pxPerMm = settings.dpi / 25.4;
  const widthPx = Math.round(settings.widthMm * pxPerMm);
  const heightPx = Math.round(settings.heightMm * pxPerMm);
  const canvas = new OffscreenCanvas(widthPx, heightPx);
  const context = canvas.getContext('2d');
  if (!context) throw new Error(`no 2d context for a ${widthPx} × ${heightPx} canvas`);
  context.imageSmoothingQuality = 'high';
  for (const p of sheet.placements) {
    const bitmap = await createImageBitmap(printFiles.get(p.item.key)!, { colorSpaceConversion: 'none' });
    const scale = 1 + (2 * p.bleedMm) / Math.min(p.box.widthMm, p.box.heightMm);
    const w = p.box.widthMm * scale;
    const h = p.box.heightMm * scale;
    const x = p.box.xMm + (p.box.widthMm - w) / 2;
    const y = p.box.yMm + (p.box.heightMm - h) / 2;
    context.drawImage(bitmap, x * pxPerMm, y * pxPerMm, w * pxPerMm, h * pxPerMm);
    bitmap.close();
  }
  const { data } = context.getImageData(0, 0, widthPx, heightPx);
  const tiff = encodeTiff({ width: widthPx, height: heightPx, rgba: data, dpiX: settings.dpi, dpiY: settings.dpi });
  return { bytes: tiff.byteLength, widthPx, heightPx, chunks: 1 };
}

const bench: SheetsBench = {
  async generate(s) {
    settings = s;
    sheet = layout(s);
    printFiles.clear();
    const started = performance.now();
    let bytes = 0;
    for (const p of sheet.placements) {
      const file = await printFile(p.slot - 1, s);
      printFiles.set(p.item.key, file);
      bytes += file.size;
    }
    return { files: printFiles.size, bytes, ms: performance.now() - started };
  },
  async run(way) {
    const started = performance.now();
    try {
      const { result, longestTaskMs, longTasksMs } = await withLongTasks(way === 'banded' ? banded : whole);
      return { ok: true, error: null, ms: performance.now() - started, ...result, longestTaskMs, longTasksMs };
    } catch (error) {
      return { ok: false, error: String(error), ms: performance.now() - started, bytes: 0, widthPx: 0, heightPx: 0, chunks: 0, longestTaskMs: 0, longTasksMs: 0 };
    }
  },
};

(window as unknown as { sheetsBench: SheetsBench }).sheetsBench = bench;
