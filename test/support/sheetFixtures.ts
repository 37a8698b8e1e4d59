/**
 * Sheets and designs for the production-sheet tests: the seeded 「A3 六格治具」's geometry, order items, and
 * RGBA designs whose frame and corner marker can be found again in a rendered page.
 */
import { deflateSync } from 'node:zlib';
import { pngChunk, concatBytes } from './imageFixtures';
import type { SlotRotation } from '../../contract/jigTypes';
import type { Placement, Sheet, SheetItem } from '../../src/lib/sheets/types';
import type { RgbaPixels } from '../../src/lib/sheets/pdfImage';
import { crc32 } from '../../contract/crc32';

/** The seeded A3 jig: 297 × 420 mm, 3 × 2 slots of 90 × 180 mm from (12, 20) at a pitch of 95 × 195. */
export const A3 = { widthMm: 297, heightMm: 420, columns: 3, rows: 2, offsetXMm: 12, offsetYMm: 20, pitchXMm: 95, pitchYMm: 195, slotWMm: 90, slotHMm: 180 };
/** The print size the tests' designs have (about that of the seeded models). */
export const PRINT = { widthMm: 78, heightMm: 156 };

export function sheetItem(key: string, overrides: Partial<SheetItem> = {}): SheetItem {
  return {
    key,
    orderOriginalId: `O-${key}`,
    orderItemId: `I-${key}`,
    orderCreatedAt: 0,
    copies: 1,
    phoneModelId: 'm1',
    phoneModelName: 'iPhone 15',
    materialId: 'mat1',
    materialName: '硅胶',
    colorId: 'c1',
    colorName: '透明',
    printSize: { ...PRINT },
    ...overrides,
  };
}

export interface SlotUse {
  item: SheetItem;
  copy?: number;
  rotation?: SlotRotation;
  mirror?: boolean;
  bleedMm?: number;
}

/** A sheet of the A3 jig with `uses` in slots 1, 2, … (null leaves a slot empty), each design centred in its slot. */
export function a3Sheet(uses: readonly (SlotUse | null)[], number = 1): Sheet {
  const placements: Placement[] = [];
  uses.forEach((use, index) => {
    if (!use) return;
    const rotation = use.rotation ?? 0;
    const turned = rotation === 90 || rotation === 270;
    const widthMm = turned ? PRINT.heightMm : PRINT.widthMm;
    const heightMm = turned ? PRINT.widthMm : PRINT.heightMm;
    const slotX = A3.offsetXMm + (index % A3.columns) * A3.pitchXMm;
    const slotY = A3.offsetYMm + Math.floor(index / A3.columns) * A3.pitchYMm;
    placements.push({
      item: use.item,
      copy: use.copy ?? 1,
      slot: index + 1,
      box: { xMm: slotX + (A3.slotWMm - widthMm) / 2, yMm: slotY + (A3.slotHMm - heightMm) / 2, widthMm, heightMm },
      rotation,
      mirror: use.mirror ?? false,
      bleedMm: use.bleedMm ?? 0,
    });
  });
  return { number, materialName: '硅胶', colorName: '透明', placements, heightMm: A3.heightMm };
}

export const FRAME: [number, number, number] = [255, 0, 0];
export const MARKER: [number, number, number] = [0, 255, 0];

/**
 * A design with a solid red frame (`frame` px), a green square at its top-left inside the frame (to see a
 * turn or a mirror), a blue-grey pattern, and with `transparent` a clear hole and a half-clear band.
 */
export function framedDesign(width: number, height: number, options: { frame?: number; transparent?: boolean } = {}): RgbaPixels {
  const frame = options.frame ?? Math.max(2, Math.round(width / 40));
  const data = new Uint8ClampedArray(width * height * 4);
  const marker = Math.round(width / 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const edge = x < frame || y < frame || x >= width - frame || y >= height - frame;
      const inMarker = !edge && x < frame + marker && y < frame + marker;
      const colour = edge ? FRAME : inMarker ? MARKER : ([40, 60 + ((x * 3) % 80), 140 + ((y * 5) % 100)] as const);
      data.set(colour, i);
      let alpha = 255;
      if (options.transparent && !edge && !inMarker) {
        const hole = (x - width / 2) ** 2 + (y - height / 2) ** 2 < (width / 5) ** 2;
        alpha = hole ? 0 : y > height * 0.75 ? 128 : 255;
      }
      data[i + 3] = alpha;
    }
  }
  return { width, height, data };
}

/**
 * A print file as a designer's tool exports it: a photo-like picture (soft colour waves and a little
 * grain) cut to a case's rounded outline with its camera hole clear.
 */
export function photoDesign(width: number, height: number, seed: number): RgbaPixels {
  const data = new Uint8ClampedArray(width * height * 4);
  let state = seed * 7919 + 1;
  const grain = () => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return (state / 0x7fffffff - 0.5) * 6;
  };
  const radius = width / 12;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      data[i] = 128 + 60 * Math.sin(x / 73 + seed) + 40 * Math.sin((x + y) / 191) + grain();
      data[i + 1] = 128 + 50 * Math.sin(y / 57) + 50 * Math.cos((x - y) / 131 + seed) + grain();
      data[i + 2] = 128 + 70 * Math.sin((x * y) / 40000 + seed) + grain();
      const cx = Math.min(Math.max(x, radius), width - radius);
      const cy = Math.min(Math.max(y, radius), height - radius);
      const inOutline = (x - cx) ** 2 + (y - cy) ** 2 <= radius * radius;
      const cameraHole = (x - width / 5) ** 2 + (y - height / 8) ** 2 < (width / 8) ** 2;
      data[i + 3] = inOutline && !cameraHole ? 255 : 0;
    }
  }
  return { width, height, data };
}

const paeth = (a: number, b: number, c: number) => {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
};

/**
 * A PNG of `pixels` as libpng writes one by default (what designers' tools export): each row's filter
 * chosen by the least sum of absolute differences, zlib level 6. `rgb` drops the alpha (colour type 2).
 */
export function encodePng(pixels: RgbaPixels, options: { rgb?: boolean } = {}): Uint8Array<ArrayBuffer> {
  const { width, height, data } = pixels;
  const channels = options.rgb ? 3 : 4;
  const row = width * channels;
  const packed = new Uint8Array(row * height);
  for (let p = 0, o = 0; p < width * height; p++) for (let c = 0; c < channels; c++) packed[o++] = data[p * 4 + c]!;
  const raw = new Uint8Array((row + 1) * height);
  const candidate = new Uint8Array(row);
  const best = new Uint8Array(row);
  for (let y = 0; y < height; y++) {
    let bestSum = Infinity;
    let bestType = 0;
    for (let type = 0; type < 5; type++) {
      let sum = 0;
      for (let i = 0; i < row; i++) {
        const cur = packed[y * row + i]!;
        const a = i >= channels ? packed[y * row + i - channels]! : 0;
        const b = y > 0 ? packed[(y - 1) * row + i]! : 0;
        const c = y > 0 && i >= channels ? packed[(y - 1) * row + i - channels]! : 0;
        const predicted = [0, a, b, (a + b) >> 1, paeth(a, b, c)][type]!;
        const v = (cur - predicted) & 0xff;
        candidate[i] = v;
        sum += v < 128 ? v : 256 - v;
      }
      if (sum < bestSum) {
        bestSum = sum;
        bestType = type;
        best.set(candidate);
      }
    }
    raw[y * (row + 1)] = bestType;
    raw.set(best, y * (row + 1) + 1);
  }
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header[8] = 8;
  header[9] = options.rgb ? 2 : 6;
  return concatBytes([
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    pngChunk('IHDR', header, crc32),
    pngChunk('IDAT', deflateSync(raw, { level: 6 }), crc32),
    pngChunk('IEND', new Uint8Array(0), crc32),
  ]);
}

/** All of a PDF's chunks as one buffer. */
export async function collect(chunks: AsyncIterable<Uint8Array>): Promise<Uint8Array<ArrayBuffer>> {
  const parts: Uint8Array[] = [];
  for await (const chunk of chunks) parts.push(chunk);
  return concatBytes(parts);
}
