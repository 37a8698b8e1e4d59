/**
 * Image size from the bytes of a file, without decoding it. The bulk wireframe import (spec 1 §5) needs
 * the width and height of up to a thousand images to compare foreground with background and to save
 * the wireframe's size; decoding each one costs far more time and memory (see
 * test/bench/wireframeImportPlan.ts). A cheap structural check stands in for "the image fails to load":
 * it catches the usual damage (a truncated download, a renamed file, a broken header). The console reads
 * a picked file with it (src/lib/imageHeader.ts), the dev API a stored one (imageUpload.ts), so both take
 * the same file alike.
 */
import { crc32 } from './crc32';
import { imageSignature } from './imageSignature';

export type ImageFormat = 'png' | 'gif' | 'jpeg' | 'bmp' | 'svg';

export type ImageInspection =
  | { ok: true; width: number; height: number; format: ImageFormat }
  | { ok: false; reason: 'unsupported' | 'corrupt' };

/** The extensions spec 1 §5 accepts for wireframes. */
export const IMAGE_EXTENSIONS: Readonly<Record<string, ImageFormat>> = {
  gif: 'gif',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  png: 'png',
  bmp: 'bmp',
  svg: 'svg',
};

const UNSUPPORTED: ImageInspection = { ok: false, reason: 'unsupported' };
const CORRUPT: ImageInspection = { ok: false, reason: 'corrupt' };

/**
 * The format comes from the bytes when they say one (a browser sniffs the same way, so a JPEG named
 * .png still loads); otherwise from the extension, and then a file that claims to be an image but has
 * no valid signature is corrupt. Neither a known signature nor a known extension: unsupported.
 */
export function inspectImage(bytes: Uint8Array, fileName: string): ImageInspection {
  const format = sniffFormat(bytes) ?? IMAGE_EXTENSIONS[extensionOf(fileName)];
  switch (format) {
    case 'png':
      return inspectPng(bytes);
    case 'gif':
      return inspectGif(bytes);
    case 'jpeg':
      return inspectJpeg(bytes);
    case 'bmp':
      return inspectBmp(bytes);
    case 'svg':
      return inspectSvg(bytes);
    default:
      return UNSUPPORTED;
  }
}

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).trim().toLowerCase();
}

/**
 * The format the first bytes say, whatever the name claims; WebP too, which design assets take and
 * wireframes do not. Undefined: not an image this console knows.
 */
export function sniffImageType(b: Uint8Array): ImageFormat | 'webp' | undefined {
  return imageSignature(b) ?? (looksLikeSvg(b) ? 'svg' : undefined);
}

function sniffFormat(b: Uint8Array): ImageFormat | undefined {
  const type = sniffImageType(b);
  return type === 'webp' ? undefined : type;
}

function looksLikeSvg(b: Uint8Array): boolean {
  return svgRootAfterProlog(decodeText(b.subarray(0, SNIFF_BYTES))) === 'svg';
}

/** How much of a file the sniff reads first. */
export const SNIFF_BYTES = 4096;

/**
 * What comes first in an XML text once its prolog is skipped (BOM, spaces, `<?xml …?>`, comments, a
 * DOCTYPE): 'svg' for an `<svg` root, 'other' for anything else, 'prolog' when the text ends inside the
 * prolog (a head cut before the root: a long comment, thousands of blank lines).
 */
function svgRootAfterProlog(text: string): 'svg' | 'other' | 'prolog' {
  let at = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  for (;;) {
    while (at < text.length && /\s/.test(text[at]!)) at++;
    if (at >= text.length) return 'prolog';
    if (text[at] !== '<') return 'other';
    const rest = text.slice(at, at + 9);
    const close = rest.startsWith('<?') ? '?>' : rest.startsWith('<!--') ? '-->' : rest.toUpperCase().startsWith('<!DOCTYPE') ? '>' : null;
    if (close === null) return /^<svg[\s/>]/.test(text.slice(at, at + 5)) || text.slice(at) === '<svg' ? 'svg' : 'other';
    const end = text.indexOf(close, at + 2);
    if (end < 0) return 'prolog';
    at = end + close.length;
  }
}

/**
 * sniffImageType for a whole file in memory: where the first 4 KB are all prolog (an editor's long comment
 * before `<svg`), the text is read on until its root. A check that skipped such a file as "not SVG" would
 * let an SVG past every SVG rule.
 */
export function sniffWholeType(bytes: Uint8Array): ImageFormat | 'webp' | undefined {
  const head = bytes.subarray(0, SNIFF_BYTES);
  const type = sniffImageType(head);
  if (type || !svgPrologOnly(head) || bytes.length <= SNIFF_BYTES) return type;
  return svgRootAfterProlog(decodeText(bytes)) === 'svg' ? 'svg' : undefined;
}

/** Whether these first bytes end inside an XML prolog, so only more of the file can say whether it is an SVG. */
export function svgPrologOnly(head: Uint8Array): boolean {
  return svgRootAfterProlog(decodeText(head)) === 'prolog';
}

// ------------------------------------------------------------------------------------ declared size

type Size = { width: number; height: number };

/**
 * The size the header of a file of `type` (sniffImageType's) declares, read from the header alone: PNG's
 * IHDR, JPEG's first frame header, GIF's logical screen and image descriptors, WebP's VP8X, VP8L or VP8
 * chunk, SVG's root tag, BMP's DIB header. Browsers decode a file whose end is missing or followed by more
 * bytes, so this is the size a decode allocates whatever the rest of the file holds; null when the header
 * gives none (for every format but SVG no browser draws such a file).
 */
export function headerSize(b: Uint8Array, type: ImageFormat | 'webp'): Size | null {
  switch (type) {
    case 'png':
      return pngHeaderSize(b);
    case 'gif':
      return gifHeaderSize(b);
    case 'jpeg':
      return jpegFrameSize(b, b.length, true);
    case 'webp':
      return webpSize(b);
    case 'svg':
      return svgRootSize(b);
    case 'bmp': {
      const inspected = inspectBmp(b);
      return inspected.ok ? { width: inspected.width, height: inspected.height } : null;
    }
  }
}

// --------------------------------------------------------------------------------------------- WebP

/** The canvas size of a WebP: the first chunk is VP8X (extended), VP8L (lossless) or `VP8 ` (lossy). */
export function webpSize(b: Uint8Array): Size | null {
  if (b.length < 30) return null;
  const chunk = String.fromCharCode(b[12]!, b[13]!, b[14]!, b[15]!);
  if (chunk === 'VP8X') {
    return { width: 1 + (b[24]! | (b[25]! << 8) | (b[26]! << 16)), height: 1 + (b[27]! | (b[28]! << 8) | (b[29]! << 16)) };
  }
  if (chunk === 'VP8L') {
    if (b[20] !== 0x2f) return null;
    const bits = b[21]! | (b[22]! << 8) | (b[23]! << 16) | (b[24]! << 24);
    return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >>> 14) & 0x3fff) };
  }
  if (chunk === 'VP8 ') {
    if (b[23] !== 0x9d || b[24] !== 0x01 || b[25] !== 0x2a) return null;
    const width = (b[26]! | (b[27]! << 8)) & 0x3fff;
    const height = (b[28]! | (b[29]! << 8)) & 0x3fff;
    return width === 0 || height === 0 ? null : { width, height };
  }
  return null;
}

// ---------------------------------------------------------------------------------------------- PNG

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const IHDR = 0x49484452;
const IDAT = 0x49444154;
const IEND = 0x49454e44;

/**
 * Signature, then IHDR first with a matching CRC, then a walk over the chunk lengths (no CRC: that would
 * read every byte) that must land exactly on IEND at the very end of the file. A download cut short
 * fails the walk; so does a damaged length field.
 */
function inspectPng(b: Uint8Array): ImageInspection {
  // Signature (8) + IHDR chunk (25) + IEND chunk (12).
  if (b.length < 45) return CORRUPT;
  const size = pngHeaderSize(b);
  if (!size || crc32(b, 12, 29) !== readU32BE(b, 29)) return CORRUPT;
  const { width, height } = size;

  let sawImageData = false;
  for (let pos = 33; pos + 12 <= b.length; ) {
    const length = readU32BE(b, pos);
    const type = readU32BE(b, pos + 4);
    const end = pos + 12 + length;
    if (length > 0x7fffffff || end > b.length) return CORRUPT;
    if (type === IDAT) sawImageData = true;
    if (type === IEND) return end === b.length && length === 0 && sawImageData ? { ok: true, width, height, format: 'png' } : CORRUPT;
    pos = end;
  }
  return CORRUPT;
}

/** The signature, then IHDR as the first chunk (every decoder requires it there): its width and height. */
function pngHeaderSize(b: Uint8Array): Size | null {
  if (b.length < 24) return null;
  for (let i = 0; i < 8; i++) if (b[i] !== PNG_SIGNATURE[i]) return null;
  if (readU32BE(b, 8) !== 13 || readU32BE(b, 12) !== IHDR) return null;
  const width = readU32BE(b, 16);
  const height = readU32BE(b, 20);
  return width === 0 || height === 0 || width > 0x7fffffff || height > 0x7fffffff ? null : { width, height };
}

// ---------------------------------------------------------------------------------------------- GIF

/** Header GIF87a/GIF89a, logical screen size, and the trailer 0x3B as the last byte. */
function inspectGif(b: Uint8Array): ImageInspection {
  if (b.length < 14) return CORRUPT;
  const header = String.fromCharCode(b[0]!, b[1]!, b[2]!, b[3]!, b[4]!, b[5]!);
  if (header !== 'GIF87a' && header !== 'GIF89a') return CORRUPT;
  const width = readU16LE(b, 6);
  const height = readU16LE(b, 8);
  if (width === 0 || height === 0 || b[b.length - 1] !== 0x3b) return CORRUPT;
  return { ok: true, width, height, format: 'gif' };
}

/**
 * The logical screen, grown to hold every image descriptor's frame that the bytes reach: browsers grow the
 * canvas to a first frame larger than the screen, so a 10 × 10 screen is no bound on what gets decoded.
 * The walk stops at the trailer, at anything else a decoder stops at, and where the bytes end.
 */
function gifHeaderSize(b: Uint8Array): Size | null {
  if (b.length < 13) return null;
  let width = readU16LE(b, 6);
  let height = readU16LE(b, 8);
  let pos = 13 + gifColorTableSize(b[10]!);
  while (pos < b.length) {
    if (b[pos] === 0x2c) {
      if (pos + 10 > b.length) break;
      width = Math.max(width, readU16LE(b, pos + 1) + readU16LE(b, pos + 5));
      height = Math.max(height, readU16LE(b, pos + 3) + readU16LE(b, pos + 7));
      // The descriptor (10), its colour table, the LZW code size (1), then the data's sub-blocks.
      pos = skipGifSubBlocks(b, pos + 10 + gifColorTableSize(b[pos + 9]!) + 1);
    } else if (b[pos] === 0x21) {
      pos = skipGifSubBlocks(b, pos + 2);
    } else {
      break;
    }
  }
  return width === 0 || height === 0 ? null : { width, height };
}

/** A global or local colour table's length from its packed field: 3 × 2^(n+1) bytes when present. */
const gifColorTableSize = (packed: number) => (packed & 0x80 ? 3 << ((packed & 7) + 1) : 0);

/** Past the sub-blocks starting at `pos` and their zero terminator. */
function skipGifSubBlocks(b: Uint8Array, pos: number): number {
  while (pos < b.length && b[pos] !== 0) pos += b[pos]! + 1;
  return pos + 1;
}

// --------------------------------------------------------------------------------------------- JPEG

/**
 * SOI first, EOI last (trailing zero bytes are ignored: some encoders pad the file), and a frame header
 * (SOF) among the segments before the scan. The EXIF orientation is read on the way: Chrome (81 and
 * later, so every browser we ship to) shows a JPEG turned upright, so a photo stored sideways has its
 * width and height swapped on screen, and that is the size the merchant sees and the wireframe needs.
 */
function inspectJpeg(b: Uint8Array): ImageInspection {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8) return CORRUPT;
  let end = b.length;
  while (end > 4 && b[end - 1] === 0) end--;
  if (b[end - 2] !== 0xff || b[end - 1] !== 0xd9) return CORRUPT;
  const size = jpegFrameSize(b, end, false);
  return size ? { ok: true, ...size, format: 'jpeg' } : CORRUPT;
}

/**
 * The first frame header's size (turned by the EXIF orientation on the way) among the segments of
 * b[0, end) before the scan; null when the scan or the end comes first. `skipStrays`: step over bytes
 * between segments as libjpeg does (it warns and reads on), so a stray byte hides no frame header from a
 * size check; the structural check refuses them instead.
 */
function jpegFrameSize(b: Uint8Array, end: number, skipStrays: boolean): Size | null {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8) return null;
  let orientation = 1;
  let pos = 2;
  while (pos < end) {
    if (b[pos] !== 0xff) {
      if (!skipStrays) return null;
      pos++;
      continue;
    }
    while (pos < end && b[pos] === 0xff) pos++;
    if (pos >= end) return null;
    const marker = b[pos++]!;
    // A stuffed zero is no marker; libjpeg reads on past it.
    if (marker === 0x00 && skipStrays) continue;
    // Markers without a length: TEM, RSTn, a stray SOI.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) continue;
    // The scan or the end before any frame header: there is no size to read.
    if (marker === 0xd9 || marker === 0xda) return null;
    if (pos + 2 > end) return null;
    const length = readU16BE(b, pos);
    const segmentEnd = pos + length;
    if (length < 2 || segmentEnd > end) return null;
    if (isStartOfFrame(marker)) {
      if (length < 8) return null;
      const height = readU16BE(b, pos + 3);
      const width = readU16BE(b, pos + 5);
      if (width === 0 || height === 0) return null;
      const sideways = orientation >= 5 && orientation <= 8;
      return { width: sideways ? height : width, height: sideways ? width : height };
    }
    if (marker === 0xe1) orientation = readExifOrientation(b, pos + 2, segmentEnd) ?? orientation;
    pos = segmentEnd;
  }
  return null;
}

/** SOF0–SOF15, except DHT (C4), JPG (C8) and DAC (CC), which share the range. */
function isStartOfFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

/** Tag 0x0112 of IFD0 in an APP1 `Exif\0\0` segment spanning b[start, end); undefined when absent. */
function readExifOrientation(b: Uint8Array, start: number, end: number): number | undefined {
  const exif = [0x45, 0x78, 0x69, 0x66, 0, 0];
  if (start + 14 > end) return undefined;
  for (let i = 0; i < 6; i++) if (b[start + i] !== exif[i]) return undefined;
  const tiff = start + 6;
  const little = b[tiff] === 0x49 && b[tiff + 1] === 0x49;
  if (!little && !(b[tiff] === 0x4d && b[tiff + 1] === 0x4d)) return undefined;
  const u16 = (at: number) => (little ? readU16LE(b, at) : readU16BE(b, at));
  const u32 = (at: number) => (little ? readU32LE(b, at) : readU32BE(b, at));
  if (u16(tiff + 2) !== 42) return undefined;
  const ifd = tiff + u32(tiff + 4);
  if (ifd + 2 > end) return undefined;
  const count = u16(ifd);
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > end) return undefined;
    if (u16(entry) === 0x0112) return u16(entry + 8);
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------- BMP

/**
 * The file header's size and pixel-data offset, and the DIB header's own size, must fit in the bytes
 * (a zero file size is allowed: some writers leave it out). Height is negative for top-down bitmaps.
 */
function inspectBmp(b: Uint8Array): ImageInspection {
  if (b.length < 26) return CORRUPT;
  const fileSize = readU32LE(b, 2);
  const dataOffset = readU32LE(b, 10);
  const dibSize = readU32LE(b, 14);
  if (fileSize > b.length || dataOffset > b.length || dibSize < 12 || 14 + dibSize > b.length) return CORRUPT;
  let width: number;
  let height: number;
  if (dibSize === 12) {
    width = readU16LE(b, 18);
    height = readU16LE(b, 20);
  } else {
    if (dibSize < 16) return CORRUPT;
    width = readU32LE(b, 18) | 0;
    height = Math.abs(readU32LE(b, 22) | 0);
  }
  if (width <= 0 || height <= 0) return CORRUPT;
  return { ok: true, width, height, format: 'bmp' };
}

// ---------------------------------------------------------------------------------------------- SVG

/**
 * CSS pixels per unit. An image has no font of its own, so the font-relative units are taken at the
 * browser's default font (16 px), and ex and ch at that em: never below what a browser draws them at.
 */
const CSS_PIXELS_PER_UNIT: Record<string, number> = {
  '': 1,
  px: 1,
  pt: 96 / 72,
  pc: 16,
  in: 96,
  cm: 96 / 2.54,
  mm: 96 / 25.4,
  q: 96 / 101.6,
  em: 16,
  rem: 16,
  ex: 16,
  ch: 16,
};
const LENGTH = /^\s*\+?(\d*\.?\d+(?:e[+-]?\d+)?)\s*(px|pt|pc|in|cm|mm|q|em|rem|ex|ch)?\s*$/i;
/** What a browser sizes from something else: a share of the box around it, or nothing said. */
const UNSIZED_LENGTH = /^\s*(?:[+-]?\d*\.?\d+(?:e[+-]?\d+)?\s*%|auto)?\s*$/i;

/**
 * Not a full XML parse: the root `<svg ...>` tag must be there and closed (by `</svg>` or `/>`), and
 * give a size. width and height in absolute units win; a missing one follows the viewBox's aspect
 * ratio; neither means the viewBox's own size. Percentages and font-relative units give no size.
 * Fractional sizes are rounded, as wireframe sizes are whole pixels.
 */
function inspectSvg(b: Uint8Array): ImageInspection {
  const text = decodeText(b);
  const tag = rootSvgTag(text);
  if (!tag) return CORRUPT;
  const selfClosed = /\/\s*>$/.test(tag.text);
  if (!selfClosed && !/<\/svg\s*>/.test(text.slice(tag.end))) return CORRUPT;
  const size = rootTagSize(tag.text);
  return size ? { ok: true, ...size, format: 'svg' } : CORRUPT;
}

/**
 * Whether the root's width or height is written in a way this reader does not size (calc(), viewport or
 * other units, a negative): a browser may still draw it at any size, so no size check can vouch for it.
 * A zero, a percentage, auto or nothing is not such a size.
 */
export function svgSizeUnread(b: Uint8Array): boolean {
  const tag = rootSvgTag(decodeText(b));
  if (!tag) return false;
  const { width, height } = readAttributes(tag.text);
  return [width, height].some((value) => value !== undefined && readLength(value) === undefined && !UNSIZED_LENGTH.test(value) && !/^\s*\+?0*\.?0*\s*(px|pt|pc|in|cm|mm|q|em|rem|ex|ch)?\s*$/i.test(value));
}

/** The root tag's size (inspectSvg's reading), whether or not the root is closed. */
function svgRootSize(b: Uint8Array): Size | null {
  const tag = rootSvgTag(decodeText(b));
  return tag ? rootTagSize(tag.text) : null;
}

function rootTagSize(tag: string): Size | null {
  const attributes = readAttributes(tag);
  let width = readLength(attributes.width);
  let height = readLength(attributes.height);
  const viewBox = readViewBox(attributes.viewBox);
  if (viewBox) {
    if (width === undefined && height === undefined) {
      width = viewBox.width;
      height = viewBox.height;
    } else if (width === undefined) {
      width = (height! * viewBox.width) / viewBox.height;
    } else if (height === undefined) {
      height = (width * viewBox.height) / viewBox.width;
    }
  }
  if (width === undefined || height === undefined) return null;
  const w = Math.round(width);
  const h = Math.round(height);
  return w < 1 || h < 1 ? null : { width: w, height: h };
}

/** The root tag's text from `<svg` to its `>`, skipping a `>` inside a quoted attribute value. */
function rootSvgTag(text: string): { text: string; end: number } | undefined {
  const match = /<svg[\s/>]/.exec(text);
  if (!match) return undefined;
  let quote: string | null = null;
  for (let i = match.index + 4; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === quote) quote = null;
    } else if (c === '"' || c === "'") {
      quote = c;
    } else if (c === '>') {
      return { text: text.slice(match.index, i + 1), end: i + 1 };
    }
  }
  return undefined;
}

function readAttributes(tag: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  const pattern = /([^\s=/<>]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
  for (let m = pattern.exec(tag); m; m = pattern.exec(tag)) attributes[m[1]!] = m[2] ?? m[3] ?? '';
  return attributes;
}

function readLength(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const m = LENGTH.exec(value);
  if (!m) return undefined;
  const n = Number(m[1]) * CSS_PIXELS_PER_UNIT[(m[2] ?? '').toLowerCase()]!;
  return n > 0 && Number.isFinite(n) ? n : undefined;
}

function readViewBox(value: string | undefined): { width: number; height: number } | undefined {
  if (value === undefined) return undefined;
  const numbers = value.trim().split(/[\s,]+/).map(Number);
  if (numbers.length !== 4 || !numbers.every(Number.isFinite)) return undefined;
  const width = numbers[2]!;
  const height = numbers[3]!;
  return width > 0 && height > 0 ? { width, height } : undefined;
}

// ------------------------------------------------------------------------------------------ helpers

let utf8: TextDecoder | undefined;
function decodeText(b: Uint8Array): string {
  utf8 ??= new TextDecoder('utf-8');
  return utf8.decode(b);
}

const readU16BE = (b: Uint8Array, i: number) => (b[i]! << 8) | b[i + 1]!;
const readU16LE = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8);
const readU32BE = (b: Uint8Array, i: number) => ((b[i]! << 24) | (b[i + 1]! << 16) | (b[i + 2]! << 8) | b[i + 3]!) >>> 0;
const readU32LE = (b: Uint8Array, i: number) => (b[i]! | (b[i + 1]! << 8) | (b[i + 2]! << 16) | (b[i + 3]! << 24)) >>> 0;
