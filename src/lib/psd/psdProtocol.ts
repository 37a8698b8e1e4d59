/** What the page and the PSD worker say to each other. */
import type { ArtboardRefusal } from './psdArtboards';
import type { PsdRefusal } from './psdHeader';
import type { Size } from './psdPlacement';

export interface PsdParseRequest {
  /**
   * The file itself: a Blob crosses to the worker as a handle, and the worker reads the bytes. Reading
   * them on the page would put a copy of up to 200 MB (and its garbage collection) on the main thread.
   */
  file: Blob;
  /** The file name without extension: the name of the one 画板 of a document without artboards. */
  documentName: string;
  /** The template canvas the thumbnails are drawn for. */
  canvas: Size;
}

export interface ParsedLayer {
  name: string;
  /** Relative to the artboard, in PSD pixels. */
  left: number;
  top: number;
  width: number;
  height: number;
  text: boolean;
  /** The layer's pixels with its opacity applied, as a PNG. */
  png: Blob;
  /** The PNG's size: the box's, unless that exceeds the console's image limit (then scaled down to it). */
  pngWidth: number;
  pngHeight: number;
  /** The artboard's background colour as a layer (psdArtboards.ts): the bottom one, the whole artboard. */
  background?: boolean;
}

export interface ParsedArtboard {
  name: string;
  width: number;
  height: number;
  /** Bottom first. */
  layers: ParsedLayer[];
  /** The artboard's background colour as a layer under them all (psdArtboards.ts), or null for none. */
  background: ParsedLayer | null;
  /** The layers composed on the template canvas, 600 high (the template thumbnail, and the dialog's preview). */
  thumbnail: Blob | null;
  /** Listed, but not importable, for this reason (no layers then). */
  refusal?: ArtboardRefusal;
  /** Layers left out for a box no canvas can hold (non-finite, or no size). */
  skippedLayers: number;
}

export type PsdStage = 'reading' | 'parsing' | 'encoding';

/** Why the worker gives up, beyond the header's refusals: a file the browser cannot read (moved, deleted), or no layers on any 画板. */
export type PsdFailure = PsdRefusal | { reason: 'unreadable' } | { reason: 'tooManyPixels'; maxBytes: number } | { reason: 'noArtboards' };

export type PsdParseReply =
  | { type: 'progress'; stage: PsdStage; done: number; total: number }
  | { type: 'done'; artboards: ParsedArtboard[] }
  | { type: 'failed'; failure: PsdFailure; detail?: string };

/** What an import places, bottom first: the artboard's background colour (if any), then its layers. */
export function layersToPlace(artboard: ParsedArtboard): ParsedLayer[] {
  return artboard.background ? [artboard.background, ...artboard.layers] : artboard.layers;
}
