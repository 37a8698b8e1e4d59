// A PNG writer with no zlib: the image data goes in stored (level 0) deflate blocks, which every decoder
// reads. The dev API runs in the browser too (the mock adapter), so no Node module is used here.

import { crc32 } from '../../../../contract/crc32';

const SIGNATURE = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
const STORED_BLOCK_MAX = 65_535;
/** IDAT chunks of this size; encoders use 8 KB to 1 MB, and a decoder takes any. */
const IDAT_CHUNK_BYTES = 256 * 1024;

function adler32(bytes: Uint8Array): number {
  let a = 1;
  let b = 0;
  // 5552 bytes is the most that can be summed before the modulo is needed (zlib's NMAX).
  for (let start = 0; start < bytes.length; start += 5552) {
    const end = Math.min(start + 5552, bytes.length);
    for (let i = start; i < end; i++) {
      a += bytes[i]!;
      b += a;
    }
    a %= 65521;
    b %= 65521;
  }
  return ((b << 16) | a) >>> 0;
}

const ascii = (text: string): Uint8Array => Uint8Array.from(text, (char) => char.charCodeAt(0) & 0xff);

function writeUint32(target: Uint8Array, offset: number, value: number): void {
  target[offset] = value >>> 24;
  target[offset + 1] = (value >>> 16) & 0xff;
  target[offset + 2] = (value >>> 8) & 0xff;
  target[offset + 3] = value & 0xff;
}

export function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  writeUint32(out, 0, data.length);
  out.set(ascii(type), 4);
  out.set(data, 8);
  writeUint32(out, 8 + data.length, crc32(out, 4, 8 + data.length));
  return out;
}

/** zlib around stored deflate blocks: no compression, so the size is the data's plus 5 bytes a 64 KB block. */
export function storedZlib(raw: Uint8Array): Uint8Array {
  const blocks = Math.max(1, Math.ceil(raw.length / STORED_BLOCK_MAX));
  const out = new Uint8Array(2 + raw.length + blocks * 5 + 4);
  out[0] = 0x78;
  out[1] = 0x01;
  let at = 2;
  for (let block = 0; block < blocks; block++) {
    const start = block * STORED_BLOCK_MAX;
    const length = Math.min(STORED_BLOCK_MAX, raw.length - start);
    out[at] = block === blocks - 1 ? 1 : 0;
    out[at + 1] = length & 0xff;
    out[at + 2] = length >>> 8;
    out[at + 3] = ~length & 0xff;
    out[at + 4] = (~length >>> 8) & 0xff;
    out.set(raw.subarray(start, start + length), at + 5);
    at += 5 + length;
  }
  writeUint32(out, at, adler32(raw));
  return out;
}

export interface PngLayout {
  width: number;
  height: number;
  /** 4 RGBA, 3 RGB. */
  channels: 3 | 4;
  dpi: number;
}

/** Signature, IHDR and pHYs: everything before the per-image text chunk. */
export function pngHead({ width, height, channels, dpi }: PngLayout): Uint8Array {
  const header = new Uint8Array(13);
  writeUint32(header, 0, width);
  writeUint32(header, 4, height);
  header[8] = 8;
  header[9] = channels === 4 ? 6 : 2;
  const physical = new Uint8Array(9);
  const perMetre = Math.round(dpi / 0.0254);
  writeUint32(physical, 0, perMetre);
  writeUint32(physical, 4, perMetre);
  physical[8] = 1;
  return concat([SIGNATURE, pngChunk('IHDR', header), pngChunk('pHYs', physical)]);
}

/** A tEXt chunk (Latin-1 keyword and text). */
export function pngText(keyword: string, text: string): Uint8Array {
  return pngChunk('tEXt', concat([ascii(keyword), Uint8Array.of(0), ascii(text)]));
}

/** IDAT chunks of the filtered scanlines (filter byte 0 on each row), then IEND. */
export function pngBody(scanlines: Uint8Array): Uint8Array {
  const zlib = storedZlib(scanlines);
  const chunks: Uint8Array[] = [];
  for (let start = 0; start < zlib.length; start += IDAT_CHUNK_BYTES) {
    chunks.push(pngChunk('IDAT', zlib.subarray(start, start + IDAT_CHUNK_BYTES)));
  }
  chunks.push(pngChunk('IEND', new Uint8Array(0)));
  return concat(chunks);
}

/** Renders `pixel(x, y, out)` into filtered scanlines of a `layout` image. */
export function scanlines(layout: Pick<PngLayout, 'width' | 'height' | 'channels'>, pixel: (x: number, y: number, out: Uint8Array) => void): Uint8Array {
  const { width, height, channels } = layout;
  const row = width * channels + 1;
  const raw = new Uint8Array(row * height);
  const rgba = new Uint8Array(4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      pixel(x, y, rgba);
      const at = y * row + 1 + x * channels;
      raw[at] = rgba[0]!;
      raw[at + 1] = rgba[1]!;
      raw[at + 2] = rgba[2]!;
      if (channels === 4) raw[at + 3] = rgba[3]!;
    }
  }
  return raw;
}

export function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
