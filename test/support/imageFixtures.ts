/**
 * Tiny image files built byte by byte, for imageHeader tests and the wireframe import benchmark. The
 * PNG writer takes its deflate and CRC from the caller: node:zlib in unit tests (an implementation
 * independent of the one under test), CompressionStream in the browser benchmark.
 */

const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0));
const u16le = (n: number) => [n & 0xff, (n >>> 8) & 0xff];
const u16be = (n: number) => [(n >>> 8) & 0xff, n & 0xff];
const u32le = (n: number) => [n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff, (n >>> 24) & 0xff];
const u32be = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];

export function concatBytes(parts: readonly (Uint8Array | readonly number[])[]): Uint8Array<ArrayBuffer> {
  const total = parts.reduce((sum, part) => sum + part.length, 0);
  const out = new Uint8Array(total);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------- PNG

/** Fixed-buffer bytes, which Blob and File accept as a part (TypeScript 5.9's typed arrays). */
export type Bytes = Uint8Array<ArrayBuffer>;

export type Crc32 = (bytes: Uint8Array) => number;

export function pngChunk(type: string, data: Uint8Array, crc32: Crc32): Bytes {
  const typeAndData = concatBytes([ascii(type), data]);
  return concatBytes([u32be(data.length), typeAndData, u32be(crc32(typeAndData))]);
}

/** Unfiltered RGBA scanlines (filter byte 0 per row); `paint` gives each pixel, transparent by default. */
export function rgbaScanlines(width: number, height: number, paint?: (x: number, y: number) => number): Bytes {
  const row = 1 + width * 4;
  const raw = new Uint8Array(row * height);
  if (paint) {
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const rgba = paint(x, y);
        if (rgba === 0) continue;
        const at = y * row + 1 + x * 4;
        raw[at] = rgba >>> 24;
        raw[at + 1] = (rgba >>> 16) & 0xff;
        raw[at + 2] = (rgba >>> 8) & 0xff;
        raw[at + 3] = rgba & 0xff;
      }
    }
  }
  return raw;
}

/** An 8-bit RGBA PNG from zlib-compressed scanlines, split into IDAT chunks of `idatSize` bytes. */
export function assemblePng(width: number, height: number, compressed: Uint8Array, crc32: Crc32, idatSize = 8192): Bytes {
  const ihdr = new Uint8Array([...u32be(width), ...u32be(height), 8, 6, 0, 0, 0]);
  const chunks = [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), pngChunk('IHDR', ihdr, crc32)];
  for (let at = 0; at < compressed.length; at += idatSize) chunks.push(pngChunk('IDAT', compressed.subarray(at, at + idatSize), crc32));
  chunks.push(pngChunk('IEND', new Uint8Array(0), crc32));
  return concatBytes(chunks);
}

// ---------------------------------------------------------------------------------------------- GIF

/** A GIF of the given screen size holding one 1×1 frame (enough for a decoder and for the header). */
export function gifBytes(width: number, height: number, version: '87a' | '89a' = '89a'): Bytes {
  return concatBytes([
    ascii(`GIF${version}`),
    u16le(width),
    u16le(height),
    [0x80, 0, 0], // global colour table of 2, background 0, aspect 0
    [0xff, 0xff, 0xff, 0, 0, 0],
    [0x2c, ...u16le(0), ...u16le(0), ...u16le(1), ...u16le(1), 0], // image descriptor 1×1
    [0x02, 0x02, 0x44, 0x01, 0x00], // LZW minimum code size 2, one data block, block terminator
    [0x3b],
  ]);
}

// ---------------------------------------------------------------------------------------------- BMP

/** A 24-bit BMP; `dibSize` 40 (BITMAPINFOHEADER) or 12 (BITMAPCOREHEADER); topDown stores a negative height. */
export function bmpBytes(width: number, height: number, options: { dibSize?: 40 | 12; topDown?: boolean } = {}): Bytes {
  const dibSize = options.dibSize ?? 40;
  const rowSize = Math.ceil((width * 3) / 4) * 4;
  const pixels = new Uint8Array(rowSize * height);
  const offset = 14 + dibSize;
  const dib =
    dibSize === 12
      ? [...u32le(12), ...u16le(width), ...u16le(height), ...u16le(1), ...u16le(24)]
      : [
          ...u32le(40),
          ...u32le(width),
          ...u32le(options.topDown ? -height : height),
          ...u16le(1),
          ...u16le(24),
          ...u32le(0),
          ...u32le(pixels.length),
          ...u32le(2835),
          ...u32le(2835),
          ...u32le(0),
          ...u32le(0),
        ];
  return concatBytes([ascii('BM'), u32le(offset + pixels.length), [0, 0, 0, 0], u32le(offset), dib, pixels]);
}

// --------------------------------------------------------------------------------------------- JPEG

export interface JpegOptions {
  /** EXIF orientation 1–8 in an APP1 segment, with this byte order. */
  orientation?: number;
  byteOrder?: 'II' | 'MM';
  /** The frame marker: 0xC0 baseline, 0xC2 progressive. */
  sof?: number | null;
  eoi?: boolean;
  trailingZeros?: number;
}

const segment = (marker: number, body: readonly number[]) => [0xff, marker, ...u16be(body.length + 2), ...body];

/** The segment structure of a JPEG (APP0, APP1, DQT, DHT, SOF, SOS, scan, EOI); the scan is not real data. */
export function jpegBytes(width: number, height: number, options: JpegOptions = {}): Bytes {
  const parts: (readonly number[])[] = [[0xff, 0xd8], segment(0xe0, [...ascii('JFIF'), 0, 1, 1, 0, 0, 1, 0, 1, 0, 0])];
  if (options.orientation !== undefined) {
    const little = (options.byteOrder ?? 'MM') === 'II';
    const w16 = little ? u16le : u16be;
    const w32 = little ? u32le : u32be;
    const tiff = [...ascii(little ? 'II' : 'MM'), ...w16(42), ...w32(8), ...w16(1), ...w16(0x0112), ...w16(3), ...w32(1), ...w16(options.orientation), 0, 0, ...w32(0)];
    parts.push(segment(0xe1, [...ascii('Exif'), 0, 0, ...tiff]));
  }
  parts.push(segment(0xdb, [0, ...new Array(64).fill(1)]));
  parts.push(segment(0xc4, [0, ...new Array(16).fill(0)]));
  const sof = options.sof === undefined ? 0xc0 : options.sof;
  if (sof !== null) parts.push(segment(sof, [8, ...u16be(height), ...u16be(width), 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]));
  parts.push(segment(0xda, [3, 1, 0, 2, 0x11, 3, 0x11, 0, 0x3f, 0]));
  parts.push([0x12, 0x34, 0xff, 0x00, 0x56]); // entropy-coded data with a stuffed 0xFF
  if (options.eoi ?? true) parts.push([0xff, 0xd9]);
  parts.push(new Array(options.trailingZeros ?? 0).fill(0));
  return concatBytes(parts);
}

// ---------------------------------------------------------------------------------------------- SVG

export const svgBytes = (text: string): Bytes => new TextEncoder().encode(text) as Bytes;
