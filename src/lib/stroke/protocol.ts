/** What the page and the stroke worker say to each other. */
import type { StrokeSpec } from './render';
import type { WorkerReply } from '../workerCalls';

export interface StrokeJob {
  id: number;
  /**
   * The layer's image file, or its pixels already drawn (an SVG: a worker cannot decode one, so the page
   * draws it first, at the size the stroke is worked at).
   */
  image: Blob | ImageBitmap;
  /**
   * Names the image (its URL): the worker keeps the last image's mask, so a slider drag over one image
   * decodes it once, not at every step.
   */
  imageKey?: string;
  /** The layer's size on the canvas; the spec's lengths are canvas pixels too. */
  layerWidth: number;
  layerHeight: number;
  spec: StrokeSpec;
}

export interface StrokeOutput {
  png: Blob;
  /** The first line's path, in canvas pixels from the layer's top-left corner (unrotated). */
  pathData: string;
  /** The stroke image's size as a multiple of the layer's, centred on it. */
  relative: { width: number; height: number };
  /** Where the worker's time went (the benchmark reads it): strokeMs is traceMs (the outline and the lines along it) + drawMs. */
  timings?: { decodeMs: number; strokeMs: number; encodeMs: number; traceMs: number; drawMs: number };
}

export type StrokeReply = WorkerReply<StrokeOutput>;
