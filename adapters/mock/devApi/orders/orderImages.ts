// The order images the dev API serves (ROUTES.md "Order images"): real PNGs at print resolution. A few
// designs are rendered once, on first use, into ready IDAT bytes; each image is then that body behind its
// own text chunk (so no two images have the same bytes), streamed in copied slices. Nothing per image is
// kept, so memory stays flat however many are served, and no request pays for a CRC over megabytes.
// The print file is what a seller pays for; the order list's address serves a display rendition instead:
// reduced, at screen resolution, with a PREVIEW band across it, so looking is free and printing is not.
import { fnv1a } from '../http/encoding';
import { INLINE_CSP } from '../files/fileServing';
import { concat, pngBody, pngHead, pngText, scanlines, type PngLayout } from '../files/pngWriter';
import type { OrderImageKind } from './orderWire';

/** The print file: RGBA at 300 dpi, 2.5 MB stored (47 × 95 mm; the case's outline is transparent around it). */
export const CUSTOMIZED_LAYOUT: PngLayout = { width: 560, height: 1120, channels: 4, dpi: 300 };
/** The effect image: the case on a grey ground, RGB at 72 dpi, about 0.8 MB. */
export const PREVIEW_LAYOUT: PngLayout = { width: 360, height: 720, channels: 3, dpi: 72 };
/** The display rendition of a print file: at most 400 px on the long side, 72 dpi, watermarked. */
export const DISPLAY_LAYOUT: PngLayout = { width: 200, height: 400, channels: 4, dpi: 72 };
export const THUMBNAIL_MAX = 160;
const DESIGNS = 4;
const SLICE_BYTES = 256 * 1024;

const PALETTES: ReadonlyArray<[number[], number[], number[]]> = [
  [[255, 154, 158], [250, 208, 196], [255, 255, 255]],
  [[22, 93, 255], [114, 46, 209], [255, 214, 102]],
  [[0, 180, 42], [20, 201, 201], [255, 255, 255]],
  [[253, 116, 85], [255, 200, 60], [60, 40, 120]],
];

/** Inside the case: rounded corners and the camera cut-out are outside. u, v from 0 to 1. */
function insideCase(u: number, v: number): boolean {
  if (u < 0 || u > 1 || v < 0 || v > 1) return false;
  const r = 0.12;
  const ry = r / 2;
  const cx = Math.min(Math.max(u, r), 1 - r);
  const cy = Math.min(Math.max(v, ry), 1 - ry);
  if (((u - cx) / r) ** 2 + ((v - cy) / ry) ** 2 > 1) return false;
  const inCamera = u > 0.07 && u < 0.45 && v > 0.025 && v < 0.2;
  return !inCamera;
}

/** The buyer's design at (u, v): a gradient, bubbles and stripes in the design's colours. */
function designPixel(design: number, u: number, v: number, out: Uint8Array): void {
  const [top, bottom, accent] = PALETTES[design % PALETTES.length]!;
  let r = top[0]! + (bottom[0]! - top[0]!) * v;
  let g = top[1]! + (bottom[1]! - top[1]!) * v;
  let b = top[2]! + (bottom[2]! - top[2]!) * v;
  for (let k = 0; k < 6; k++) {
    const cx = 0.15 + ((k * 37 + design * 11) % 70) / 100;
    const cy = 0.25 + ((k * 53 + design * 17) % 70) / 100;
    const radius = 0.06 + ((k + design) % 3) * 0.03;
    if ((u - cx) ** 2 + ((v - cy) * 0.5) ** 2 < radius * radius) {
      r = (r + accent[0]!) / 2;
      g = (g + accent[1]!) / 2;
      b = (b + accent[2]!) / 2;
    }
  }
  const stripe = Math.floor((u + v * 0.5) * (8 + design * 2)) % 2 === 0 ? 1 : 0.9;
  out[0] = r * stripe;
  out[1] = g * stripe;
  out[2] = b * stripe;
  out[3] = 255;
}

function customizedPixel(design: number, width: number, height: number) {
  return (x: number, y: number, out: Uint8Array) => {
    const u = (x + 0.5) / width;
    const v = (y + 0.5) / height;
    if (insideCase(u, v)) designPixel(design, u, v, out);
    else out.fill(0);
  };
}

function previewPixel(design: number, width: number, height: number) {
  return (x: number, y: number, out: Uint8Array) => {
    const u = (x + 0.5) / width;
    const v = (y + 0.5) / height;
    const cu = (u - 0.15) / 0.7;
    const cv = (v - 0.06) / 0.86;
    if (insideCase(cu, cv)) return designPixel(design, cu, cv, out);
    const shade = insideCase(cu - 0.03, cv - 0.015) ? 200 : 238;
    out[0] = shade;
    out[1] = shade;
    out[2] = shade + 4;
    out[3] = 255;
  };
}

// 5 × 7 glyphs of the watermark's letters, one row a string.
const GLYPHS: Readonly<Record<string, readonly string[]>> = {
  P: ['11110', '10001', '10001', '11110', '10000', '10000', '10000'],
  R: ['11110', '10001', '10001', '11110', '10100', '10010', '10001'],
  E: ['11111', '10000', '10000', '11110', '10000', '10000', '11111'],
  V: ['10001', '10001', '10001', '10001', '10001', '01010', '00100'],
  I: ['01110', '00100', '00100', '00100', '00100', '00100', '01110'],
  W: ['10001', '10001', '10001', '10101', '10101', '10101', '01010'],
};
const WATERMARK = 'PREVIEW';

/** Whether (x, y) of the band, counted from its top-left, is on a letter of the watermark (scaled to fit). */
function onWatermark(x: number, y: number, bandWidth: number, bandHeight: number): boolean {
  const scale = Math.max(1, Math.min(Math.floor(bandWidth / 60), Math.floor(bandHeight / 9)));
  const advance = 6 * scale;
  const textWidth = WATERMARK.length * advance - scale;
  const gx = x - Math.floor((bandWidth - textWidth) / 2);
  const gy = y - Math.floor((bandHeight - 7 * scale) / 2);
  if (gx < 0 || gy < 0 || gx >= textWidth || gy >= 7 * scale) return false;
  const glyph = GLYPHS[WATERMARK[Math.floor(gx / advance)]!]!;
  const column = Math.floor((gx % advance) / scale);
  return column < 5 && glyph[Math.floor(gy / scale)]![column] === '1';
}

/** The print design drawn small, with an opaque band and PREVIEW in white across its middle. */
function displayPixel(design: number, width: number, height: number) {
  const print = customizedPixel(design, width, height);
  const bandTop = Math.round(height * 0.46);
  const bandHeight = Math.round(height * 0.08);
  return (x: number, y: number, out: Uint8Array) => {
    if (y < bandTop || y >= bandTop + bandHeight) return print(x, y, out);
    const shade = onWatermark(x, y - bandTop, width, bandHeight) ? 255 : 64;
    out[0] = shade;
    out[1] = shade;
    out[2] = shade;
    out[3] = 255;
  };
}

/** What is drawn: the print file, its display rendition, or the effect image. */
export type Rendition = 'print' | 'display' | 'preview';
const PIXELS = { print: customizedPixel, display: displayPixel, preview: previewPixel };
const LAYOUTS = { print: CUSTOMIZED_LAYOUT, display: DISPLAY_LAYOUT, preview: PREVIEW_LAYOUT };
/** Thumbnails of either customized address are drawn from the display rendition: they never show more. */
const thumbnailSource = (kind: OrderImageKind): Rendition => (kind === 'customized' ? 'display' : 'preview');

interface Base {
  head: Uint8Array;
  body: Uint8Array;
}

/** One per rendition and design, made on first use: at most 12, about 14 MB together. */
const bases = new Map<string, Base>();

function baseOf(rendition: Rendition, design: number): Base {
  const key = `${rendition}:${design}`;
  let base = bases.get(key);
  if (!base) {
    const layout = LAYOUTS[rendition];
    base = { head: pngHead(layout), body: pngBody(scanlines(layout, PIXELS[rendition](design, layout.width, layout.height))) };
    bases.set(key, base);
  }
  return base;
}

/** Which design an image shows: fixed per image, spread over the designs. */
export function designOf(imageKey: string): number {
  return parseInt(fnv1a(imageKey).slice(0, 6), 16) % DESIGNS;
}

/** The size an OSS resize asks for (`image/resize,m_lfit,w_160,h_160`), at most 160 a side; undefined if none. */
export function thumbnailBox(process: string | null): { width: number; height: number } | undefined {
  if (process === null || !/^image\/resize(,|$)/.test(process)) return undefined;
  const param = (name: string) => {
    const match = new RegExp(`(?:^|,)${name}_(\\d{1,5})(?:,|$)`).exec(process);
    const value = match ? Number(match[1]) : THUMBNAIL_MAX;
    return Math.min(THUMBNAIL_MAX, Math.max(1, value));
  };
  return { width: param('w'), height: param('h') };
}

export interface PngReply {
  length: number;
  parts: Uint8Array[];
}

/** One rendition of an image: the design's ready body behind a text chunk naming this image. */
export function orderImagePng(rendition: Rendition, imageKey: string): PngReply {
  const base = baseOf(rendition, designOf(imageKey));
  const parts = [base.head, pngText('Comment', imageKey), base.body];
  return { length: parts.reduce((sum, part) => sum + part.length, 0), parts };
}

/** A thumbnail fitted into the box (m_lfit), drawn at its size: a few KB, made per request. */
export function orderThumbnailPng(kind: OrderImageKind, imageKey: string, box: { width: number; height: number }): PngReply {
  const rendition = thumbnailSource(kind);
  const full = LAYOUTS[rendition];
  const scale = Math.min(box.width / full.width, box.height / full.height);
  const layout: PngLayout = {
    ...full,
    width: Math.max(1, Math.round(full.width * scale)),
    height: Math.max(1, Math.round(full.height * scale)),
    dpi: 72,
  };
  const bytes = concat([
    pngHead(layout),
    pngText('Comment', `${imageKey} thumbnail`),
    pngBody(scanlines(layout, PIXELS[rendition](designOf(imageKey), layout.width, layout.height))),
  ]);
  return { length: bytes.length, parts: [bytes] };
}

/**
 * The PNG as a response with the headers stored files get (fileServing.ts). The body is pulled in copied
 * slices: a reader that keeps or transfers a chunk never holds a view of the shared design body.
 */
export function pngResponse({ length, parts }: PngReply, onServed?: () => void): Response {
  let part = 0;
  let offset = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const current = parts[part];
      if (!current) {
        // Every byte was read: a reader that gave up half way (an aborted fetch) never gets here.
        onServed?.();
        return controller.close();
      }
      const end = Math.min(current.length, offset + SLICE_BYTES);
      controller.enqueue(current.slice(offset, end));
      offset = end;
      if (offset >= current.length) {
        part += 1;
        offset = 0;
      }
    },
  });
  return new Response(body, {
    status: 200,
    headers: {
      'content-type': 'image/png',
      'content-length': String(length),
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      'content-security-policy': INLINE_CSP,
    },
  });
}
