/**
 * What the page and the PSD worker say to each other. One worker serves every import of the page and
 * holds one file at a time: it answers a parse with the artboards listed, then each artboard's preview (an
 * ImageBitmap, which crosses as a transferable, not a copy), then makes the layers' PNGs in the background,
 * artboard after artboard, those the page asks for first. The listing waits for neither previews nor PNGs:
 * the merchant reads the names, sizes and layer counts while they are drawn.
 *
 * Inside, the worker is three (psd.worker.ts): it parses, and hands the decoded pixels to a worker of its
 * own that draws (psdDraw.worker.ts), whose replies it passes on unchanged; the drawing worker has the
 * PNGs made by two more (psdEncode.worker.ts). The page sees one worker.
 */
import type { PsdRefusal } from './psdHeader';
import type { LayerDataFailure } from './psdLayerData';
import type { PsdFolder, Size } from './psdPlacement';
import type { Crop, Pixels } from './psdPreview';

export type PsdRequest =
  | {
      type: 'parse';
      /** The page's number for this file: every reply about it carries it. */
      id: number;
      /**
       * The file itself: a Blob crosses to the worker as a handle, and the worker reads the bytes. Reading
       * them on the page would put a copy of up to 200 MB (and its garbage collection) on the main thread.
       */
      file: Blob;
      /** The file name without extension: the name of the one 画板 of a document without artboards. */
      documentName: string;
      /** The template canvas the thumbnails are drawn for. */
      canvas: Size;
      /**
       * The layers will be placed as bitmaps (导入 into the designer): for a file of a few artboards, each
       * artboard's are sent (`drawn`) unasked, made from the decoded pixels as the file is listed.
       */
      bitmaps: boolean;
    }
  /** These artboards' PNGs before the others' (the merchant chose them and pressed 导入). */
  | { type: 'first'; id: number; artboards: number[] }
  /**
   * These artboards' layers as bitmaps now (a `drawn` reply each), for the designer's canvas, then their
   * PNGs before the others': the layers come in editable without waiting for the encoder.
   */
  | { type: 'draw'; id: number; artboards: number[] }
  /**
   * The dialog closed: stop making PNGs and let the pixels go, but for the artboards in `keep`, whose
   * layers are on a canvas already and whose PNGs a save will need.
   */
  | { type: 'close'; id: number; keep?: number[] };


/** Why an artboard is listed but cannot be imported. Its layers are then not encoded at all. */
export type ArtboardRefusal = { reason: 'badSize' } | { reason: 'tooManyLayers'; count: number; max: number };

/** A layer as listed, before its PNG is made. */
export interface ListedLayer {
  name: string;
  /** Its folder in the file, if any: the layers of a folder come in as a group. */
  folder?: PsdFolder;
  /** Relative to the artboard, in PSD pixels. */
  left: number;
  top: number;
  width: number;
  height: number;
  text: boolean;
  /** The PNG's size: the box's, unless that exceeds the console's image limit (then scaled down to it). */
  pngWidth: number;
  pngHeight: number;
  /**
   * The artboard's background (psdArtboards.ts): its background colour as a layer (the whole artboard), or
   * its layer named Background, 背景 or 배경. It comes in as the template's background, fitted to the canvas.
   */
  background?: boolean;
}

export interface ListedArtboard {
  name: string;
  width: number;
  height: number;
  /** Bottom first. */
  layers: ListedLayer[];
  /** The artboard's background colour as a layer under them all (psdArtboards.ts), or null for none. */
  background: ListedLayer | null;
  /** Listed, but not importable, for this reason (no layers then). */
  refusal?: ArtboardRefusal;
  /** Layers left out for a box no canvas can hold (non-finite, or no size). */
  skippedLayers: number;
}

export interface ArtboardPreview {
  /** Its place in the list. */
  artboard: number;
  bitmap: ImageBitmap;
}

/** One artboard's PNGs, in the order of its listed layers. */
export interface EncodedArtboard {
  layers: Blob[];
  background: Blob | null;
  /** The preview as a PNG: the template's thumbnail. */
  thumbnail: Blob | null;
}

/** A layer with its PNG: what an import places. */
export interface ParsedLayer extends ListedLayer {
  /** The layer's pixels with its opacity applied, as a PNG. */
  png: Blob;
}

export interface ParsedArtboard {
  name: string;
  width: number;
  height: number;
  /** Bottom first. */
  layers: ParsedLayer[];
  /** The artboard's background colour as a layer under them all (psdArtboards.ts), or null for none. */
  background: ParsedLayer | null;
  /** The layers composed on the template canvas, 600 high, as a PNG: the template's thumbnail. */
  thumbnail: Blob | null;
  /** Listed, but not importable, for this reason (no layers then). */
  refusal?: ArtboardRefusal;
  /** Layers left out for a box no canvas can hold (non-finite, or no size). */
  skippedLayers: number;
}

/** reading and parsing come before the list; encoding (the PNGs) after it. */
export type PsdStage = 'reading' | 'parsing' | 'encoding';

/**
 * Why the worker gives up, beyond the header's refusals: a file the browser cannot read (moved, deleted), a
 * layer whose data outgrows its size, or layers, masks or patterns whose sizes outgrow the limits or the
 * document (psdLayerData.ts), or no layers on any 画板.
 */
export type PsdFailure = PsdRefusal | LayerDataFailure | { reason: 'unreadable' } | { reason: 'tooManyPixels'; maxBytes: number } | { reason: 'noArtboards' };

export type PsdReply =
  /** Before the list: reading, then parsing. */
  | { type: 'progress'; id: number; stage: PsdStage; done: number; total: number }
  /** After it: `done` layers of this artboard have their PNG (the page sums what each wait asked for); `png` is the last one made. */
  | { type: 'encoding'; id: number; artboard: number; done: number; png: Blob }
  /**
   * An artboard's layers (and its background colour's) as bitmaps, as its PNGs will show them, asked by
   * `draw`; null when its PNGs were made already (the `encoded` reply came first: the page takes those).
   */
  | { type: 'drawn'; id: number; artboard: number; drawn: DrawnBitmaps | null }
  /**
   * `drawn`: for a small file imported into the designer, its artboards' layers as bitmaps in the same
   * message (each as a `drawn` reply would bring it): one task less on the page before they are editable.
   */
  | { type: 'listed'; id: number; artboards: ListedArtboard[]; drawn?: DrawnArtboardBitmaps[] }
  /** Importable artboards' layers composed on the template canvas, for the dialog to draw (psdRaster.ts PREVIEW_HEIGHT). */
  | { type: 'previews'; id: number; previews: ArtboardPreview[] }
  /** `artboard` is its place in the list. */
  | { type: 'encoded'; id: number; artboard: number; encoded: EncodedArtboard }
  | { type: 'failed'; id: number; failure: PsdFailure; detail?: string };

/** An artboard's layers as the bitmaps the designer places, in the order of its listed layers, and its background colour's. */
export interface DrawnBitmaps {
  layers: ImageBitmap[];
  background: ImageBitmap | null;
}

/** An artboard's bitmaps as the listing carries them: its place in the list, and its bitmaps (null: not made, its PNGs will do). */
export interface DrawnArtboardBitmaps {
  artboard: number;
  drawn: DrawnBitmaps | null;
}

/** The listed artboard with its PNGs: what the imports take. */
export function withPngs(listed: ListedArtboard, encoded: EncodedArtboard): ParsedArtboard {
  return {
    ...listed,
    layers: listed.layers.map((layer, i) => ({ ...layer, png: encoded.layers[i]! })),
    background: listed.background && encoded.background ? { ...listed.background, png: encoded.background } : null,
    thumbnail: encoded.thumbnail,
  };
}

/**
 * What an import places, bottom first: the artboard's background colour (if any), then its layers. The
 * colour is left out (`withColour` false) where it would only hide a background the template has already.
 */
export function layersToPlace<L>(artboard: { layers: L[]; background: L | null }, withColour = true): L[] {
  return artboard.background && withColour ? [artboard.background, ...artboard.layers] : artboard.layers;
}

/** An importable layer as the drawing worker gets it: its box in the artboard, and its decoded pixels. */
export interface PixelLayer {
  left: number;
  top: number;
  width: number;
  height: number;
  /** 0–1, baked into the PNG's pixels (the model has no layer opacity); 1 once baked in (psdRaster.ts bakeOpacity). */
  opacity: number;
  /** The part of `pixels` inside the artboard, where the layer reaches outside it (psdArtboards.ts). */
  crop?: Crop;
  /** The artboard's background layer: drawn covering the canvas, as it comes in. */
  background?: boolean;
  /** Moved, not copied: the parsing worker lets them go as it hands them over. */
  pixels: Pixels;
}

/** An importable artboard as the drawing worker gets it. */
export interface PixelArtboard {
  /** Its place in the list. */
  artboard: number;
  width: number;
  height: number;
  /** Bottom first. */
  layers: PixelLayer[];
  background: string | null;
}

/**
 * From the parsing worker to the drawing one. `hold`: the file just listed, its importable artboards in
 * list order; previews and PNGs are made from it, as the page's `first`, `draw` and `close` (passed on) say.
 */
export type DrawRequest =
  | { type: 'hold'; id: number; canvas: Size; artboards: PixelArtboard[] }
  /** First of all: the port to each PNG encoder (psdEncode.worker.ts), one message each. */
  | { type: 'encoder'; port: MessagePort }
  | Extract<PsdRequest, { type: 'first' | 'draw' | 'close' }>;

/** What the drawing worker answers, passed on to the page as it is. */
export type DrawReply = Extract<PsdReply, { type: 'previews' | 'encoding' | 'drawn' | 'encoded' | 'failed' }>;

/** The bitmaps a reply moves rather than copies: previews and drawn layers. */
export function replyTransfers(reply: PsdReply): Transferable[] {
  if (reply.type === 'previews') return reply.previews.map(({ bitmap }) => bitmap);
  if (reply.type === 'drawn' && reply.drawn) return drawnTransfers(reply.drawn);
  if (reply.type === 'listed') return (reply.drawn ?? []).flatMap(({ drawn }) => (drawn ? drawnTransfers(drawn) : []));
  return [];
}

export function drawnTransfers(drawn: DrawnBitmaps): ImageBitmap[] {
  return drawn.background ? [...drawn.layers, drawn.background] : drawn.layers;
}
