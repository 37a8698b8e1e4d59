/**
 * The page side of the stroke benchmark (stroke.ts): a 2000 × 2000 sticker (a flower with a hole, on
 * transparency) stroked in each style by the console's worker, and the mask's growth by the distance
 * transform beside a naive per-pixel dilation on the same mask.
 */
import { squaredDistanceToMask } from '../../src/lib/stroke/distance';
import { growMask, naiveDilate } from '../support/maskGrowth';
import { alphaMask } from '../../src/lib/stroke/mask';
import { scaledGeometry, strokeFrame } from '../../src/lib/stroke/frame';
import { renderStroke } from '../support/strokeRaster';
import type { StrokeStyleName } from '../../src/lib/stroke/styles';
import { strokeInWorker } from '../../src/lib/stroke/strokeClient';

export const STICKER_SIDE = 2000;

export interface StrokeRun {
  totalMs: number;
  decodeMs: number;
  strokeMs: number;
  traceMs: number;
  drawMs: number;
  encodeMs: number;
  pngBytes: number;
}

export interface GrowthRun {
  radius: number;
  distanceMs: number;
  naiveMs: number;
  same: boolean;
}

export interface StrokeBench {
  stroke(style: StrokeStyleName, rounds: number): Promise<StrokeRun[]>;
  /** The worker's very stroke step run on the page's thread: how much of the worker's time is its thread's share of the CPU. */
  onPageThread(style: StrokeStyleName, rounds: number): Promise<number[]>;
  /** The same stroke traced on the full 2000 × 2000 mask (not at canvas resolution), on the page's thread. */
  fullResolution(style: StrokeStyleName, rounds: number): Promise<number[]>;
  growth(radius: number): Promise<GrowthRun>;
}

function stickerCanvas(): OffscreenCanvas {
  const canvas = new OffscreenCanvas(STICKER_SIDE, STICKER_SIDE);
  const context = canvas.getContext('2d')!;
  const c = STICKER_SIDE / 2;
  context.fillStyle = '#3a7bd5';
  context.beginPath();
  for (let i = 0; i <= 720; i++) {
    const a = (i / 720) * Math.PI * 2;
    const r = 700 + 160 * Math.sin(6 * a);
    if (i === 0) context.moveTo(c + r * Math.cos(a), c + r * Math.sin(a));
    else context.lineTo(c + r * Math.cos(a), c + r * Math.sin(a));
  }
  context.moveTo(c + 200, c);
  context.arc(c, c, 200, 0, Math.PI * 2, true);
  context.fill('evenodd');
  return canvas;
}

let sticker: Promise<Blob> | null = null;

/** Canvas pixels, as the merchant sets them; the sticker is shown 1000 px wide, so worked at twice that. */
const SPEC = { color: '#ff0000', width: 6, opacity: 1, color2: '#000000', width2: 4, opacity2: 1, offset: 6 };

const bench: StrokeBench = {
  async stroke(style, rounds) {
    sticker ??= stickerCanvas().convertToBlob({ type: 'image/png' });
    const image = await sticker;
    const runs: StrokeRun[] = [];
    // A layer shown 1000 px wide is worked at twice that: the whole 2000 × 2000 sticker.
    const spec = { ...SPEC, style };
    for (let i = 0; i < rounds; i++) {
      const started = performance.now();
      const output = await strokeInWorker({ image, layerWidth: STICKER_SIDE / 2, layerHeight: STICKER_SIDE / 2, spec });
      const totalMs = performance.now() - started;
      runs.push({ totalMs, ...output.timings!, pngBytes: output.png.size });
    }
    return runs;
  },
  async onPageThread(style, rounds) {
    const spec = { ...SPEC, style };
    const frame = strokeFrame(STICKER_SIDE / 2, STICKER_SIDE / 2, spec);
    const step = frame.maskStep;
    const [width, height] = [frame.canvasWidth / step, frame.canvasHeight / step];
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d')!;
    context.drawImage(stickerCanvas(), frame.pad / step, frame.pad / step, frame.imageWidth / step, frame.imageHeight / step);
    const mask = alphaMask(context.getImageData(0, 0, width, height).data, width, height);
    const times: number[] = [];
    for (let i = 0; i < rounds; i++) {
      const started = performance.now();
      renderStroke(mask, width, height, scaledGeometry(spec, frame.scale / step), step);
      times.push(performance.now() - started);
    }
    return times;
  },
  async fullResolution(style, rounds) {
    const { data } = stickerCanvas().getContext('2d')!.getImageData(0, 0, STICKER_SIDE, STICKER_SIDE);
    const mask = alphaMask(data, STICKER_SIDE, STICKER_SIDE);
    const spec = { ...SPEC, style, offset: SPEC.offset * 2, width: SPEC.width * 2, width2: SPEC.width2 * 2 };
    const times: number[] = [];
    for (let i = 0; i < rounds; i++) {
      const started = performance.now();
      renderStroke(mask, STICKER_SIDE, STICKER_SIDE, spec);
      times.push(performance.now() - started);
    }
    return times;
  },
  async growth(radius) {
    const canvas = stickerCanvas();
    const { data } = canvas.getContext('2d')!.getImageData(0, 0, STICKER_SIDE, STICKER_SIDE);
    const mask = alphaMask(data, STICKER_SIDE, STICKER_SIDE);
    let started = performance.now();
    const grown = growMask(squaredDistanceToMask(mask, STICKER_SIDE, STICKER_SIDE, radius + 1), radius);
    const distanceMs = performance.now() - started;
    started = performance.now();
    const naive = naiveDilate(mask, STICKER_SIDE, STICKER_SIDE, radius);
    const naiveMs = performance.now() - started;
    let same = true;
    for (let i = 0; i < grown.length && same; i++) same = grown[i] === naive[i];
    return { radius, distanceMs, naiveMs, same };
  },
};

(window as unknown as { strokeBench: StrokeBench }).strokeBench = bench;
