/** What the page and the PSD worker say to each other. */
import type { PsdRefusal } from './psdHeader';
import type { Size } from './psdPlacement';

export interface PsdParseRequest {
  /** The file's bytes, handed over (transferred): the page keeps no copy. */
  buffer: ArrayBuffer;
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
}

export interface ParsedArtboard {
  name: string;
  width: number;
  height: number;
  /** Bottom first. */
  layers: ParsedLayer[];
  /** The layers composed on the template canvas, 600 high (the template thumbnail, and the dialog's preview). */
  thumbnail: Blob | null;
}

export type PsdStage = 'parsing' | 'encoding';

/** Why the worker gives up, beyond the header's refusals: an unreadable file, or no layers on any 画板. */
export type PsdFailure = PsdRefusal | { reason: 'noArtboards' };

export type PsdParseReply =
  | { type: 'progress'; stage: PsdStage; done: number; total: number }
  | { type: 'done'; artboards: ParsedArtboard[] }
  | { type: 'failed'; failure: PsdFailure; detail?: string };
