/**
 * A save target that cannot take a file past some size (the Qianniu host's file system: 10 MB a file, as it
 * declares) makes a download many parts, each of them saved in its own dialog there. A download that would
 * need more than HOST_PARTS_MAX of them is refused before anything is charged, with a way on: a browser
 * (which has no such limit) or fewer images a time.
 *
 * Before the fetch no image's size is known, so the count is estimated from a typical file of the kind. The
 * estimate only decides the refusal: the parts themselves are cut by the bytes that arrive (runner.ts).
 */
import type { DownloadKind } from './selection';

/** The most parts (so the most save dialogs) one download may take in a host that limits a file's size. */
export const HOST_PARTS_MAX = 10;

/**
 * A typical file of each kind, rounded up: a 300 dpi print file of a phone case is 2–3 MB as PNG and about
 * four times that as an uncompressed TIFF; an effect image under 1 MB.
 */
export const TYPICAL_FILE_BYTES = { customized: 3 * 1_048_576, customizedTiff: 10 * 1_048_576, effect: 1_048_576 } as const;

export interface HostRefusal {
  kind: DownloadKind;
  images: number;
  /** The host's largest file, in MB. */
  limitMegabytes: number;
  /** The parts this download would take. */
  parts: number;
  /** The most images one download may take there. */
  maxImages: number;
}

/** The refusal of `images` images into a target whose files may not pass `maxFileBytes`; null when they fit. */
export function hostRefusal({ kind, images, maxFileBytes, toTiff }: { kind: DownloadKind; images: number; maxFileBytes?: number; toTiff: boolean }): HostRefusal | null {
  if (maxFileBytes === undefined || images === 0) return null;
  const typical = kind === 'effect' ? TYPICAL_FILE_BYTES.effect : toTiff ? TYPICAL_FILE_BYTES.customizedTiff : TYPICAL_FILE_BYTES.customized;
  const perPart = Math.max(1, Math.floor(maxFileBytes / typical));
  const parts = Math.ceil(images / perPart);
  if (parts <= HOST_PARTS_MAX) return null;
  return { kind, images, limitMegabytes: Math.floor(maxFileBytes / 1_048_576), parts, maxImages: perPart * HOST_PARTS_MAX };
}
