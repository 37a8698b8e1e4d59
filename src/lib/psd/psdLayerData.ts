/**
 * Each layer's channel data checked against the size its record declares, before ag-psd decodes it.
 * ag-psd inflates a ZIP channel (compression 2, or 3 with prediction) whole, with no bound, and only then
 * cuts it to the layer: a 2.6 MB file whose 100 × 100 layer held 1 GB of zeros took the tab to about +5 GB.
 * Here each ZIP channel is inflated as a stream, its output counted and dropped, and stopped at the first
 * chunk past what the layer's width × height needs; each RLE row (compression 1) is walked, and must make
 * no more than its width, nor its byte count reach past the channel's data.
 *
 * Before any of that, the sizes alone, so that the tab's memory stays within a few times the document's own
 * pixels: a layer or mask larger than the import takes a document (psdHeader.ts), or of more than
 * LAYER_AREA_TIMES the canvas's area, is refused by name; so is a pattern (ag-psd allocates its box's
 * pixels whatever data follows, and walks each channel's box pixel by pixel) of more than that area or with
 * a channel larger than itself; and so is a file whose layers, masks and patterns would decode to more than
 * TOTAL_AREA_TIMES the canvas, or DECODE_LIMIT_BYTES, in all. Worker-only (its ZIP inflate is the
 * browser's DecompressionStream).
 */
import { DECODE_LIMIT_BYTES, PSD_MAX_SIDE, readPsdHeader } from './psdHeader';
import type { DeclaredChannel, DeclaredLayer, DeclaredPattern, DeclaredSize, LayerSection } from './psdSections';

/** Why a file's layer data is refused, with the layer it is about (psdProtocol.ts PsdFailure). */
export type LayerDataFailure =
  | { reason: 'layerData'; layer: string }
  | { reason: 'layerTooLarge'; layer: string; maxSide: number; maxBytes: number }
  | { reason: 'layerOverCanvas'; layer: string; maxTimes: number }
  | { reason: 'patternTooLarge'; maxTimes: number }
  /** The rule broken, with its limit, null for the one kept: all together over TOTAL_AREA_TIMES the canvas, over DECODE_LIMIT_BYTES decoded, or both. */
  | { reason: 'layersOverCanvas'; maxTimes: number | null; maxBytes: number | null }
  | { reason: 'corrupt' };

export interface LayerDataRefusal {
  failure: LayerDataFailure;
  /** For the console, not the merchant. */
  detail: string;
}

/** Bytes a decoded pixel takes (RGBA): what ag-psd allocates per pixel of a layer, mask or pattern. */
const DECODED_PIXEL_BYTES = 4;

/**
 * The most a layer's, mask's or pattern's box may cover, in times the canvas's area. Layers do reach past
 * the canvas in real files, but not by orders of magnitude: the largest in the test files covers 2.19 times
 * its canvas (psdtools-artboard.psd's Layer 0).
 */
export const LAYER_AREA_TIMES = 4;
/**
 * The most all layers, masks and patterns may cover together, in times the canvas's area: the test files
 * cover at most 6.69 times theirs (psdjs-example.psd, 30 layers). A 100 × 100 document of layers within the
 * other limits still took the tab past 1 GB without it.
 */
export const TOTAL_AREA_TIMES = 64;

/**
 * Null when every layer's data fits the size it declares and the sizes fit the document; otherwise why
 * not, about the first layer (in file order) that does not. `layers` null (psdSections.ts: its channels
 * could not be walked) is refused: nothing then vouches for what ag-psd would inflate. The sizes are all
 * checked before any channel is inflated.
 */
export async function refuseLayerData(bytes: Uint8Array, layers: LayerSection['layers'], patterns: LayerSection['patterns']): Promise<LayerDataRefusal | null> {
  if (!layers) return { failure: { reason: 'corrupt' }, detail: 'layer channels cannot be walked' };
  const header = readPsdHeader(bytes);
  const canvas = Math.max(1, header?.width ?? 1) * Math.max(1, header?.height ?? 1);
  const bySize = refuseSizes(layers, patterns, canvas);
  if (bySize) return bySize;
  const sampleBytes = Math.max(1, (header?.depth ?? 8) / 8);
  for (const layer of layers) {
    for (const channel of layer.channels) {
      const fault = await channelFault(bytes, channel, channelSize(layer, channel.id), sampleBytes);
      if (fault === 'overflow') return { failure: { reason: 'layerData', layer: layer.name }, detail: `layer "${layer.name}" channel ${channel.id}: more data than its size` };
      if (fault) return { failure: { reason: 'corrupt' }, detail: `layer "${layer.name}" channel ${channel.id}: ${fault}` };
    }
  }
  return null;
}

/** What the layers', masks' and patterns' boxes alone refuse, against a canvas of `canvas` pixels. */
function refuseSizes(layers: readonly DeclaredLayer[], patterns: readonly DeclaredPattern[], canvas: number): LayerDataRefusal | null {
  let pixels = 0;
  for (const layer of layers) {
    const sizes = [layer.size, layer.mask, layer.realMask].filter((size) => size !== null);
    const declared = `layer "${layer.name}" declares ${sizes.map(({ width, height }) => `${width} × ${height}`).join(', ')}`;
    if (sizes.some(overLimits)) return { failure: { reason: 'layerTooLarge', layer: layer.name, maxSide: PSD_MAX_SIDE, maxBytes: DECODE_LIMIT_BYTES }, detail: declared };
    if (sizes.some((size) => area(size) > LAYER_AREA_TIMES * canvas)) return { failure: { reason: 'layerOverCanvas', layer: layer.name, maxTimes: LAYER_AREA_TIMES }, detail: `${declared}, canvas ${canvas} px` };
    pixels += sizes.reduce((sum, size) => sum + area(size), 0);
  }
  for (const pattern of patterns) {
    const patternArea = patternPixels(pattern.size);
    const detail = `pattern ${pattern.size.width} × ${pattern.size.height}, channels ${pattern.channels.map(({ width, height }) => `${width} × ${height}`).join(', ')}`;
    if (patternArea > LAYER_AREA_TIMES * canvas || pattern.channels.some((channel) => patternPixels(channel) > patternArea)) {
      return { failure: { reason: 'patternTooLarge', maxTimes: LAYER_AREA_TIMES }, detail };
    }
    if (pattern.pastEnd) return { failure: { reason: 'corrupt' }, detail: `${detail}: data past the end of the file` };
    pixels += patternArea;
  }
  // Each limit named only when broken: the merchant is told which one to bring the layers within.
  const overArea = pixels > TOTAL_AREA_TIMES * canvas;
  const overMemory = pixels * DECODED_PIXEL_BYTES > DECODE_LIMIT_BYTES;
  if (!overArea && !overMemory) return null;
  const failure = { reason: 'layersOverCanvas', maxTimes: overArea ? TOTAL_AREA_TIMES : null, maxBytes: overMemory ? DECODE_LIMIT_BYTES : null } as const;
  return { failure, detail: `${pixels} px of layers, masks and patterns, canvas ${canvas} px` };
}

const area = ({ width, height }: DeclaredSize) => Math.max(0, width) * Math.max(0, height);

/**
 * The pixels ag-psd gives a pattern's box (or an RLE channel's): its width times its height as they come,
 * so that a box reversed both ways (negative by negative) counts as the large one it is allocated as.
 */
const patternPixels = ({ width, height }: DeclaredSize) => Math.max(0, width * height);

/** Wider or taller than a document may be, or more pixels than the import decodes in all. */
function overLimits({ width, height }: DeclaredSize): boolean {
  return width > PSD_MAX_SIDE || height > PSD_MAX_SIDE || area({ width, height }) * DECODED_PIXEL_BYTES > DECODE_LIMIT_BYTES;
}

/** The box a channel's data fills, as ag-psd decodes it: the mask's for -2 and -3 (none without one), the layer's otherwise. */
function channelSize(layer: DeclaredLayer, id: number): DeclaredSize {
  const size = id === -2 ? layer.mask : id === -3 ? layer.realMask : layer.size;
  return { width: Math.max(0, size?.width ?? 0), height: Math.max(0, size?.height ?? 0) };
}

const RLE = 1;
const ZIP = 2;
const ZIP_PREDICTED = 3;

/** What is wrong with one channel's data: 'overflow' for more than its box, a word for the console for other damage, null for nothing. */
async function channelFault(bytes: Uint8Array, channel: DeclaredChannel, size: DeclaredSize, sampleBytes: number): Promise<'overflow' | string | null> {
  // ag-psd reads nothing of a channel of 2 bytes or fewer (its compression alone), and refuses one of 1.
  if (channel.length <= 2) return null;
  const end = channel.start + channel.length;
  if (end > bytes.length) return 'data past the end of the file';
  let compression = (bytes[channel.start]! << 8) | bytes[channel.start + 1]!;
  let start = channel.start + 2;
  // ag-psd reads a channel whose compression is not 0–3 one byte on, for files written one byte off.
  if (compression > ZIP_PREDICTED) {
    compression = (bytes[channel.start + 1]! << 8) | bytes[channel.start + 2]!;
    start = channel.start + 3;
  }
  const data = bytes.subarray(start, Math.min(start + channel.length - 2, bytes.length));
  if (compression === RLE) return rleFits(data, size.width, size.height) ? null : 'overflow';
  if (compression === ZIP || compression === ZIP_PREDICTED) {
    const { outcome } = await inflateWithin(data, size.width * size.height * sampleBytes);
    return outcome === 'within' ? null : outcome === 'over' ? 'overflow' : 'ZIP data unreadable';
  }
  // Raw data is read in place, never past the layer; any other compression ag-psd refuses itself.
  return null;
}

/**
 * Whether RLE data (PackBits, 8-bit: a 2-byte count per row, then the rows) stays within `width` × `height`:
 * each row's count within the data, and each row making no more than `width` pixels. A count table longer
 * than the data is left to ag-psd, which refuses it.
 */
export function rleFits(data: Uint8Array, width: number, height: number): boolean {
  if (2 * height > data.length) return true;
  let row = 2 * height;
  for (let y = 0; y < height; y++) {
    const end = row + ((data[2 * y]! << 8) | data[2 * y + 1]!);
    if (end > data.length) return false;
    let pixels = 0;
    // A header byte over 128 repeats the next byte 257 - header times; under 128 copies header + 1 bytes; 128 is nothing.
    for (let at = row; at < end; ) {
      const header = data[at]!;
      if (header > 128) {
        pixels += 257 - header;
        at += 2;
      } else if (header < 128) {
        pixels += header + 1;
        at += header + 2;
      } else at += 1;
    }
    if (pixels > width) return false;
    row = end;
  }
  return true;
}

/** The most bytes deflate makes of one byte of input: zlib's 1032:1 (a 258-byte match in two bits or so). */
const DEFLATE_MAX_RATIO = 1032;
/**
 * The pieces of input handed over: at least 1 KB (at most about 1 MB of output, however it is made), at
 * most 16 KB (about 16 MB), and within that up to what makes PIECE_CAPS channels' worth of output. A channel
 * is a quarter of its layer's decoded pixels (RGBA), so a piece makes at most the layer's decoded size 4 times
 * over (for a layer within its document, the document's), and never more than 16 MB, however large the layer
 * claims to be. In smaller pieces the stream's own cost per piece shows: 1.7 MB of noise inflated in 19 ms
 * in 4 KB pieces, 3 ms in 16 KB ones, 2 ms in 64 KB ones (Chromium, load 4–5).
 */
const MIN_INPUT_CHUNK = 1024;
const MAX_INPUT_CHUNK = 16 * 1024;
const PIECE_CAPS = 16;

export interface Inflated {
  /** 'over' at the first chunk of output past `cap`; 'broken' for data that is not a zlib stream. */
  outcome: 'within' | 'over' | 'broken';
  /** Bytes of output counted before the end or the stop. */
  inflated: number;
}

/**
 * Inflates zlib `data` only to count its output, stopping at the first chunk past `cap` bytes. Chromium's
 * DecompressionStream inflates each chunk of input whole before the first of its output can be read (256 MB
 * from one write of 250 KB, measured), so the input goes in pieces whose worst case (DEFLATE_MAX_RATIO) is
 * bounded (MAX_INPUT_CHUNK).
 */
export async function inflateWithin(data: Uint8Array, cap: number): Promise<Inflated> {
  const chunk = Math.min(MAX_INPUT_CHUNK, Math.max(MIN_INPUT_CHUNK, Math.ceil((PIECE_CAPS * cap) / DEFLATE_MAX_RATIO)));
  let at = 0;
  const input = new ReadableStream<Uint8Array<ArrayBuffer>>(
    {
      pull(controller) {
        if (at >= data.length) return controller.close();
        controller.enqueue(data.subarray(at, at + chunk) as Uint8Array<ArrayBuffer>);
        at += chunk;
      },
    },
    { highWaterMark: 0 },
  );
  const output = input.pipeThrough(new DecompressionStream('deflate')).getReader();
  let inflated = 0;
  try {
    for (;;) {
      const { done, value } = await output.read();
      if (done) return { outcome: 'within', inflated };
      inflated += value.byteLength;
      if (inflated > cap) {
        output.cancel().catch(() => undefined);
        return { outcome: 'over', inflated };
      }
    }
  } catch {
    return { outcome: 'broken', inflated };
  }
}
