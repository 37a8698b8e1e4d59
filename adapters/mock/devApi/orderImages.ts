// The order images the dev API serves (ROUTES.md "Order images"): real PNGs at print resolution. A few
// designs are rendered once, on first use, into ready IDAT bytes; each image is then that body behind its
// own text chunk (so no two images have the same bytes), streamed in copied slices. Nothing per image is
// kept, so memory stays flat however many are served, and no request pays for a CRC over megabytes.
import { fnv1a } from './encoding';
import { INLINE_CSP } from './fileServing';
import { concat, pngBody, pngHead, pngText, scanlines, type PngLayout } from './pngWriter';
import type { OrderImageKind } from './orderWire';

/** The print file: RGBA at 300 dpi, 2.5 MB stored (47 × 95 mm; the case's outline is transparent around it). */
export const CUSTOMIZED_LAYOUT: PngLayout = { width: 560, height: 1120, channels: 4, dpi: 300 };
/** The effect image: the case on a grey ground, RGB at 72 dpi, about 0.8 MB. */
export const PREVIEW_LAYOUT: PngLayout = { width: 360, height: 720, channels: 3, dpi: 72 };
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

const pixelOf = (kind: OrderImageKind) => (kind === 'customized' ? customizedPixel : previewPixel);
const layoutOf = (kind: OrderImageKind) => (kind === 'customized' ? CUSTOMIZED_LAYOUT : PREVIEW_LAYOUT);

interface Base {
  head: Uint8Array;
  body: Uint8Array;
}

/** One per kind and design, made on first use: at most 8, about 13 MB together. */
const bases = new Map<string, Base>();

function baseOf(kind: OrderImageKind, design: number): Base {
  const key = `${kind}:${design}`;
  let base = bases.get(key);
  if (!base) {
    const layout = layoutOf(kind);
    base = { head: pngHead(layout), body: pngBody(scanlines(layout, pixelOf(kind)(design, layout.width, layout.height))) };
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

/** The full image: the design's ready body behind a text chunk naming this image. */
export function orderImagePng(kind: OrderImageKind, imageKey: string): PngReply {
  const base = baseOf(kind, designOf(imageKey));
  const parts = [base.head, pngText('Comment', imageKey), base.body];
  return { length: parts.reduce((sum, part) => sum + part.length, 0), parts };
}

/** A thumbnail fitted into the box (m_lfit), drawn at its size: a few KB, made per request. */
export function orderThumbnailPng(kind: OrderImageKind, imageKey: string, box: { width: number; height: number }): PngReply {
  const full = layoutOf(kind);
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
    pngBody(scanlines(layout, pixelOf(kind)(designOf(imageKey), layout.width, layout.height))),
  ]);
  return { length: bytes.length, parts: [bytes] };
}

/**
 * The PNG as a response with the headers stored files get (fileServing.ts). The body is pulled in copied
 * slices: a reader that keeps or transfers a chunk never holds a view of the shared design body.
 */
export function pngResponse({ length, parts }: PngReply): Response {
  let part = 0;
  let offset = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const current = parts[part];
      if (!current) return controller.close();
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
