/**
 * The bulk download's moving parts (spec 3 §4, §8, §9): what to fetch and under which name, how it is
 * archived, and what comes back. The download feature builds the plan from the ticked order items; the
 * runner fetches, converts, zips, splits and saves it, and holds only what is in flight.
 */
import type { DownloadRuleToken } from '../../../contract/downloadRules';
import type { EntryChunk, EntryChunkRequest } from './entryChunk';
import type { FetchGate } from './fetchGate';

/** What a file name is made of (spec 3 §9: the six rule tokens), for one image. */
export interface NamingFields {
  /** Our order id (ORDER_ID). */
  orderId: string;
  /** The platform order number (ORIGINAL_ID). */
  orderOriginalId: string;
  /** Brand, model, material and colour names of the case (CUSTOMIZATION_INFO). */
  customizationInfo: string;
  /** 1-based position of the item in its order (ORDER_ITEM_INDEX). */
  orderItemIndex: number;
  /** 1-based position of the image among its item's customization infos (SKU_INDEX, two digits). */
  skuIndex: number;
  /** The cases printed from this image's file (QUANTITY, written 定制N张): contract/casesPerFile.ts. */
  quantity: number;
}

/** One image to download, before naming. */
export interface DownloadSource {
  /** Unique within one download: `${orderItemId}:${infoIndex}`. */
  key: string;
  url: string;
  shopName: string;
  naming: NamingFields;
}

/** One image with its unique, safe path in the archive (`{shop folder}/{file name}`). */
export interface PlannedImage {
  key: string;
  url: string;
  path: string;
  orderOriginalId: string;
}

/** A small text file added to the archive (the per-shop list of platform order numbers). */
export interface ExtraFile {
  path: string;
  text: string;
}

export interface ArchivePlan {
  images: PlannedImage[];
  /** Written into the first part, ahead of the images. */
  extraFiles: ExtraFile[];
  /**
   * When set, each part ends with, per shop folder it holds images of, a file listing the platform order
   * numbers of exactly those images (sorted, de-duplicated): a factory reads it as what the archive delivers,
   * so an order whose images failed, or went into another part, is not on it (an order with no file at all
   * is the exception: unfiledOrders). This is the base name; each
   * part's list is named after its archive (names.ts orderIdListName).
   */
  orderIdFileName?: string | null;
  /** Per platform order number, a note its line of the order-number lists carries (an order the archive cannot hold whole). */
  orderNotes?: Readonly<Record<string, string>>;
  /**
   * Ticked orders the archive holds no file of (every design without a print file), each with its shop
   * folder: the first part's lists name them all the same, with their note, so the print shop learns of
   * the order instead of never hearing of it (spec 3 §9).
   */
  unfiledOrders?: readonly { folder: string; orderOriginalId: string }[];
}

/** A ticked order to name in its shop's order-number list even when the archive holds none of its files. */
export interface ListedOrder {
  orderOriginalId: string;
  shopName: string;
}

export interface PlanOptions {
  rules: readonly DownloadRuleToken[];
  withOrderIdFile: boolean;
  /** 'png' as fetched, or 'tif' when converted. */
  extension: string;
  /**
   * A folder above the shop folders. The effect-image archive has one (效果图), so extracting it beside the
   * print files' archive never replaces a print file with its effect image of the same name.
   */
  topFolder?: string;
  /** ArchivePlan.orderNotes. */
  orderNotes?: Readonly<Record<string, string>>;
  /** Orders to list though they may have no image among the sources (ArchivePlan.unfiledOrders). */
  listedOrders?: readonly ListedOrder[];
}

export interface BulkDownloadProgress {
  totalImages: number;
  doneImages: number;
  failedImages: number;
  /** Bytes written into archives so far. */
  bytesWritten: number;
  /** 1-based number of the part being written. */
  part: number;
}

export interface BulkDownloadFailure {
  image: PlannedImage;
  /** Why, in the merchant's words; shown as `{platform order id} 失败原因：{reason}`. */
  reason: string;
  /** False when trying again cannot help (the image alone is larger than the target takes). */
  retryable?: boolean;
}

export interface BulkDownloadResult {
  /** File names of the parts saved, in order. */
  parts: string[];
  savedImages: number;
  failures: BulkDownloadFailure[];
}

export interface BulkDownloadOptions {
  plan: ArchivePlan;
  /** The name of part n (from 1), e.g. 定制图_20261122_190512_1.zip. */
  archiveName: (part: number) => string;
  /** Spec 3 §9: 524,288,000; the save target's own limit when it has a smaller one (a Qianniu host); smaller in tests. */
  partLimitBytes: number;
  /**
   * The target cannot save a larger file: an image that alone makes a part pass the limit fails (not
   * retryable) instead of getting a part of its own.
   */
  partLimitIsHard?: boolean;
  /** After each part is saved: its name and the keys of the images it holds (what was delivered). */
  onPartSaved?: (part: { name: string; keys: string[] }) => void;
  concurrency: number;
  /** Spec 3 §9: 3 retries per image. */
  retries: number;
  /** Converts each image to an 8-bit RGB(A) TIFF with its DPI before archiving (in a worker). */
  toTiff: boolean;
  /** The conversion toTiff uses; the runner's own worker when absent (tests hand in their own). */
  convertToTiff?: (bytes: Uint8Array, signal: AbortSignal) => Promise<Uint8Array>;
  /**
   * Takes a file's CRC-32, copying it behind room for its header unless it is placed there already
   * (entryChunk.ts); the runner's worker when absent.
   */
  prepareEntry?: (request: EntryChunkRequest, signal: AbortSignal) => Promise<EntryChunk>;
  /** The first retry's delay in ms, doubled for each further retry and jittered; the runner's default when absent. */
  retryDelayMs?: number;
  /** How long an image's fetch may go with nothing coming before it is given up and retried; the runner's default when absent. */
  stallMs?: number;
  fetchImage: (url: string, init: { signal: AbortSignal }) => Promise<Response>;
  /** While paused, no image is fetched (nor fetched again); what is in flight still arrives and is archived. */
  gate?: FetchGate;
  /**
   * Writes one part; must reject (and leave nothing complete-looking) when the stream errors or the signal
   * aborts. A chunk's memory is used again for a later file once the next chunk is read (SaveTarget.saveFile).
   */
  savePart: (fileName: string, stream: ReadableStream<Uint8Array>, signal: AbortSignal, onFileName?: (savedAs: string) => void) => Promise<void>;
  signal: AbortSignal;
  onProgress: (progress: BulkDownloadProgress) => void;
}
