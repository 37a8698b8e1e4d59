/**
 * Files whose header declares a size over MAX_IMAGE_SIDE but whose structure does not read to the end (a
 * byte after the end marker, no end marker, a frame larger than the screen), files whose size cannot be read
 * at all, and small real images followed by bytes after their end marker, as cameras and editors write them.
 * A browser decodes the first kind anyway, so the size must be checked whatever follows the header.
 */
import { casePng, declaredOnlyPng } from './pngFile';
import { concatBytes, gifBytes, jpegBytes } from './imageFixtures';

const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0));
const u16le = (n: number) => [n & 0xff, (n >>> 8) & 0xff];
const u32le = (n: number) => [n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff, (n >>> 24) & 0xff];

/** A RIFF/WEBP file whose first chunk is `chunk` with `body`. */
export function webpWith(chunk: string, body: readonly number[]): Uint8Array<ArrayBuffer> {
  const padded = body.length % 2 ? [...body, 0] : [...body];
  return concatBytes([ascii('RIFF'), u32le(4 + 8 + padded.length), ascii('WEBP'), ascii(chunk), u32le(body.length), padded]);
}

/** A lossless WebP header of `width` × `height` (the 0x2f signature, then 14 bits of each less one). */
export function losslessWebp(width: number, height: number): Uint8Array<ArrayBuffer> {
  const bits = ((width - 1) & 0x3fff) | (((height - 1) & 0x3fff) << 14);
  return webpWith('VP8L', [0x2f, ...u32le(bits), 0, 0, 0, 0, 0]);
}

/** A GIF whose logical screen is `screen` px a side and whose one frame is `frame` px a side. */
export function gifWithFrame(screen: number, frame: number): Uint8Array<ArrayBuffer> {
  return concatBytes([
    ascii('GIF89a'),
    u16le(screen),
    u16le(screen),
    [0x80, 0, 0, 0xff, 0xff, 0xff, 0, 0, 0],
    [0x2c, ...u16le(0), ...u16le(0), ...u16le(frame), ...u16le(frame), 0],
    [0x02, 0x02, 0x44, 0x01, 0x00],
    [0x3b],
  ]);
}

const pngWithoutEnd = (side: number) => {
  const whole = declaredOnlyPng(side, side);
  return new Uint8Array(whole.subarray(0, whole.length - 12));
};

/** A JPEG whose marker walk meets a stray byte before its frame header (libjpeg skips it and decodes). */
function jpegWithStrayByte(side: number): Uint8Array<ArrayBuffer> {
  const whole = jpegBytes(side, side);
  // SOI (2), then APP0 (2 + 16): the stray byte goes before the next marker.
  return concatBytes([whole.subarray(0, 20), [0x00], whole.subarray(20)]);
}

/** Each declares a side over 8192 px; none is a well-formed file to its end. */
export const OVERSIZED: readonly (readonly [string, string, Uint8Array])[] = [
  ['a 100000² PNG with one byte after IEND', 'bomb.png', concatBytes([declaredOnlyPng(100_000, 100_000), [0]])],
  ['a 20000² PNG without IEND', 'bomb.png', pngWithoutEnd(20_000)],
  ['a 65535² GIF with two bytes after the trailer', 'bomb.gif', concatBytes([gifBytes(65_535, 65_535), [0, 0]])],
  ['a GIF whose 65535² frame outgrows its 10² screen', 'bomb.gif', gifWithFrame(10, 65_535)],
  ['a 65520² JPEG without EOI', 'bomb.jpg', jpegBytes(65_520, 65_520, { eoi: false })],
  ['a 65520² JPEG with a stray byte before its frame header', 'bomb.jpg', jpegWithStrayByte(65_520)],
  ['a 16384² lossless WebP', 'bomb.webp', losslessWebp(16_384, 16_384)],
  ['an SVG 1000em a side (16000 px at the default font)', 'bomb.svg', new Uint8Array(ascii('<svg xmlns="http://www.w3.org/2000/svg" width="1000em" height="1000em"><rect width="10" height="10"/></svg>'))],
];

/** Each is of a format whose header must give a size, and gives none (an SVG: none this reader can bound). */
export const SIZELESS: readonly (readonly [string, string, Uint8Array])[] = [
  ['a RIFF/WEBP whose first chunk is ALPH', 'alpha.webp', webpWith('ALPH', new Array(24).fill(0))],
  ['a JPEG without a frame header before its scan', 'noframe.jpg', jpegBytes(20, 20, { sof: null })],
  ['an SVG sized by calc() beside a small viewBox', 'calc.svg', new Uint8Array(ascii('<svg xmlns="http://www.w3.org/2000/svg" width="calc(20000px)" height="calc(20000px)" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>'))],
  ['an SVG sized in viewport units', 'vw.svg', new Uint8Array(ascii('<svg xmlns="http://www.w3.org/2000/svg" width="200vw" height="200vh"><rect width="10" height="10"/></svg>'))],
  ['a PNG whose first chunk is not IHDR', 'noheader.png', concatBytes([declaredOnlyPng(20, 20).subarray(0, 8), declaredOnlyPng(20, 20).subarray(33)])],
];

/** Small real images with bytes after their end marker: taken. */
export const TRAILED: readonly (readonly [string, string, Uint8Array])[] = [
  ['a 20 × 40 PNG with three bytes after IEND', 'trailed.png', concatBytes([casePng(20, 40), [1, 2, 3]])],
  ['a 20² GIF with a byte after the trailer', 'trailed.gif', concatBytes([gifBytes(20, 20), [0x0a]])],
  ['a 20² JPEG with bytes after EOI', 'trailed.jpg', concatBytes([jpegBytes(20, 20), ascii('MPF trailer')])],
];
