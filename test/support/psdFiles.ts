/** PSDs written with ag-psd in Node for the tests and benches that need a shape no shared test file has. */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { initializeCanvas, writePsd } from 'ag-psd';

/** ag-psd in Node writes plain pixel arrays: it needs no canvas for that. */
export function nodePixels(): void {
  initializeCanvas(
    () => {
      throw new Error('no canvas in Node');
    },
    (width, height) => ({ width, height, data: new Uint8ClampedArray(width * height * 4), colorSpace: 'srgb' }) as ImageData,
  );
}

/** Artboards to a row: a PSD side stops at 30000 px. */
const PER_ROW = 200;

/** A PSD of `count` artboards named 画板1…, one 100 × 200 layer each, PER_ROW to a row; returns its path. */
export function manyArtboardsPsd(count: number): string {
  nodePixels();
  const children = Array.from({ length: count }, (_, i) => {
    const left = (i % PER_ROW) * 110;
    const top = Math.floor(i / PER_ROW) * 210;
    const imageData = { width: 100, height: 200, data: new Uint8ClampedArray(100 * 200 * 4).fill(i % 2 ? 255 : 128) } as ImageData;
    return { name: `画板${i + 1}`, artboard: { rect: { top, left, bottom: top + 200, right: left + 100 } }, children: [{ name: `L${i + 1}`, left, top, right: left + 100, bottom: top + 200, imageData }] };
  });
  const psd = writePsd({ width: Math.min(count, PER_ROW) * 110, height: Math.ceil(count / PER_ROW) * 210, children });
  const path = join(mkdtempSync(join(tmpdir(), 'psd-made-')), `many-${count}.psd`);
  writeFileSync(path, new Uint8Array(psd));
  return path;
}

/** Opaque pixels of one colour. */
function solid(width: number, height: number, rgb: [number, number, number]): ImageData {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < data.length; i += 4) data.set([...rgb, 255], i);
  return { width, height, data } as ImageData;
}

/**
 * A PSD of three artboards, none of a phone case's shape, each bringing a background another way; listed
 * in Photoshop's layers panel (top first) as 背景图层, 透明画板, 白色方形. Returns its path.
 * - 白色方形: 400 × 400, white (Photoshop's default background colour), one 100 × 100 layer.
 * - 透明画板: 300 × 300, transparent, one layer: no background.
 * - 背景图层: 300 × 600, transparent; bottom first a small 底纹, a layer named " Background " over the whole
 *   artboard, a 50 × 50 贴纸.
 */
export function backgroundsPsd(): string {
  nodePixels();
  const layer = (name: string, left: number, top: number, width: number, height: number, rgb: [number, number, number]) => ({
    name,
    left,
    top,
    right: left + width,
    bottom: top + height,
    imageData: solid(width, height, rgb),
  });
  const psd = writePsd({
    width: 1300,
    height: 600,
    children: [
      { name: '白色方形', artboard: { rect: { top: 0, left: 0, bottom: 400, right: 400 }, backgroundType: 1 }, children: [layer('logo', 150, 150, 100, 100, [200, 30, 30])] },
      { name: '透明画板', artboard: { rect: { top: 0, left: 500, bottom: 300, right: 800 }, backgroundType: 3 }, children: [layer('花', 550, 50, 100, 100, [30, 200, 30])] },
      {
        name: '背景图层',
        artboard: { rect: { top: 0, left: 1000, bottom: 600, right: 1300 }, backgroundType: 3 },
        children: [layer('底纹', 1010, 10, 20, 20, [90, 90, 90]), layer(' Background ', 1000, 0, 300, 600, [30, 30, 200]), layer('贴纸', 1100, 200, 50, 50, [250, 200, 0])],
      },
    ],
  });
  const path = join(mkdtempSync(join(tmpdir(), 'psd-made-')), 'backgrounds.psd');
  writeFileSync(path, new Uint8Array(psd));
  return path;
}

/**
 * One 400 × 300 artboard whose background is a colour (18, 108, 200), with a 100 × 100 red logo in its middle.
 * Returns its path (colour-board.psd).
 */
export function colourBoardPsd(): string {
  nodePixels();
  const psd = writePsd({
    width: 400,
    height: 300,
    children: [
      {
        name: '蓝色画板',
        artboard: { rect: { top: 0, left: 0, bottom: 300, right: 400 }, backgroundType: 4, color: { r: 18, g: 108, b: 200 } },
        children: [{ name: 'logo', left: 150, top: 100, right: 250, bottom: 200, imageData: solid(100, 100, [200, 30, 30]) }],
      },
    ],
  });
  const path = join(mkdtempSync(join(tmpdir(), 'psd-made-')), 'colour-board.psd');
  writeFileSync(path, new Uint8Array(psd));
  return path;
}

/**
 * A plain PSD (no artboards, 500 × 1000) whose layers panel reads, top first: 标题, the folder 贴纸组 holding
 * 月亮 over 星星, and 底图. Each layer is a 100 × 100 square of its own colour. Returns its path (folders.psd).
 */
export function foldersPsd(): string {
  nodePixels();
  const square = (name: string, left: number, top: number, rgb: [number, number, number]) => ({ name, left, top, right: left + 100, bottom: top + 100, imageData: solid(100, 100, rgb) });
  const psd = writePsd({
    width: 500,
    height: 1000,
    children: [
      square('底图', 0, 0, [90, 90, 90]),
      { name: '贴纸组', children: [square('星星', 100, 300, [250, 200, 0]), square('月亮', 300, 300, [30, 30, 200])] },
      square('标题', 200, 600, [200, 30, 30]),
    ],
  });
  const path = join(mkdtempSync(join(tmpdir(), 'psd-made-')), 'folders.psd');
  writeFileSync(path, new Uint8Array(psd));
  return path;
}

/** Channel data as a PSD layer record carries it: its compression (Adobe: 0 raw, 1 RLE, 2 ZIP, 3 ZIP with prediction) and bytes. */
export interface RawChannel {
  compression: 0 | 1 | 2 | 3;
  data: Uint8Array;
}

/**
 * A 100 × 100 document of one layer, 图层 1, declared `width` × `height` at the top left, whose four channels
 * (alpha, red, green, blue) each hold `channel` as it is: for files whose layer data is not what the layer's
 * size says. Returns its path, named `file`.
 */
export function rawChannelPsd(file: string, channel: RawChannel, width = 100, height = 100): string {
  const channels = [-1, 0, 1, 2].map((id) => ({ id, ...channel }));
  const psd = writePsd({ width: 100, height: 100, children: [{ name: '图层 1', left: 0, top: 0, right: width, bottom: height, rawData: { colorMode: 3, bitsPerChannel: 8, large: false, channels } }] });
  const path = join(mkdtempSync(join(tmpdir(), 'psd-made-')), file);
  writeFileSync(path, new Uint8Array(psd));
  return path;
}

/** `bytes` zero bytes, ZIP-compressed as a PSD channel holds them (zlib): 64 MB takes about 64 KB. */
export function zippedZeros(bytes: number): Uint8Array {
  return new Uint8Array(deflateSync(Buffer.alloc(bytes), { level: 9 }));
}

/**
 * RLE rows (PackBits, a byte count per row first) for a layer `height` rows high whose every row's count
 * says `rowBytes`: each 2 bytes of a row make 128 zero pixels, so a row holds (rowBytes / 2) × 128 pixels.
 */
export function rleRows(height: number, rowBytes: number): Uint8Array {
  const data = new Uint8Array(2 * height + height * rowBytes);
  const view = new DataView(data.buffer);
  for (let row = 0; row < height; row++) view.setUint16(2 * row, rowBytes);
  // 0x81: the next byte repeated 257 - 0x81 = 128 times.
  for (let at = 2 * height; at + 1 < data.length; at += 2) data[at] = 0x81;
  return data;
}

/**
 * A `side` × `side` document of `count` layers (图层 1…), each `width` × `height` at the top left with no
 * pixel data (ag-psd still allocates each box). Returns its path, named `file`.
 */
export function bigLayersPsd(file: string, count: number, width: number, height = width, side = 100): string {
  const empty = { compression: 0, data: new Uint8Array(0) } as const;
  const children = Array.from({ length: count }, (_, i) => ({
    name: `图层 ${i + 1}`,
    left: 0,
    top: 0,
    right: width,
    bottom: height,
    rawData: { colorMode: 3, bitsPerChannel: 8, large: false, channels: [-1, 0, 1, 2].map((id) => ({ id, ...empty })) },
  }));
  const psd = writePsd({ width: side, height: side, children });
  const path = join(mkdtempSync(join(tmpdir(), 'psd-made-')), file);
  writeFileSync(path, new Uint8Array(psd));
  return path;
}

/**
 * One pattern as a `Patt` block holds it (ag-psd's readPattern): RGB, its box `width` × `height`, and, where
 * `channel` is given, one channel of that box stored raw with no data (ag-psd walks its box pixel by pixel
 * all the same); none otherwise.
 */
export function patternBytes(width: number, height: number, channel?: { width: number; height: number }): Uint8Array {
  const entries = channel ? 4 + 4 + 4 + 16 + 2 + 1 + 4 * 4 : 5 * 4;
  const body = 4 + 4 + 4 + 4 + 1 + 4 + 4 + 16 + 4 + entries;
  const bytes = new Uint8Array(4 + body + ((4 - (body % 4)) % 4));
  const view = new DataView(bytes.buffer);
  let at = 0;
  const u32 = (value: number) => {
    view.setUint32(at, value);
    at += 4;
  };
  u32(body);
  u32(1); // version
  u32(3); // RGB
  u32(0); // x, y
  u32(0); // name: no characters
  at += 1; // id: none
  u32(3); // virtual memory array list version
  u32(0);
  [0, 0, height, width].forEach(u32); // top, left, bottom, right
  u32(3); // channels (and two more entries: user mask, sheet mask)
  if (channel) {
    u32(1); // written
    u32(4 + 16 + 2 + 1); // its length: the header, no data
    u32(8);
    [0, 0, channel.height, channel.width].forEach(u32);
    view.setUint16(at, 8);
    at += 3; // depth, then compression 0 (raw)
  }
  while (at + 4 <= 4 + body) u32(0); // the other entries: not written
  return bytes;
}

/** `bytes` with a block of the document's own, `8BIM` `key`, added at the end of its layer and mask section. */
export function withDocumentBlock(bytes: Uint8Array, key: string, data: Uint8Array): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 26;
  at += 4 + view.getUint32(at); // colour mode data
  at += 4 + view.getUint32(at); // image resources
  const sectionLength = view.getUint32(at);
  const end = at + 4 + sectionLength;
  const block = new Uint8Array(12 + data.length);
  block.set([...'8BIM', ...key].map((c) => c.charCodeAt(0)));
  new DataView(block.buffer).setUint32(8, data.length);
  block.set(data, 12);
  const result = new Uint8Array(bytes.length + block.length);
  result.set(bytes.subarray(0, end));
  result.set(block, end);
  result.set(bytes.subarray(end), end + block.length);
  new DataView(result.buffer).setUint32(at, sectionLength + block.length);
  return result;
}

/** A 100 × 100 document of one 10 × 10 layer with no pixel data, and `pattern` (patternBytes) in a `Patt` block of its own. Returns its path, named `file`. */
export function patternPsd(file: string, pattern: Uint8Array): string {
  const bytes = withDocumentBlock(new Uint8Array(readFileSync(rawChannelPsd(file, { compression: 0, data: new Uint8Array(0) }, 10, 10))), 'Patt', pattern);
  const path = join(mkdtempSync(join(tmpdir(), 'psd-made-')), file);
  writeFileSync(path, bytes);
  return path;
}
