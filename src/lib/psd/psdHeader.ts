/**
 * What the PSD import refuses before parsing, read from the 26-byte file header (Adobe's "File Header
 * Section"). Refusing here is what keeps the worker from spending seconds and hundreds of megabytes on a
 * file it would fail on anyway, and it is where each refusal gets its own reason: ag-psd throws for CMYK
 * and reads 16/32-bit into pixels the canvas cannot show without a tone mapping it does not do.
 */

/** The largest file accepted: the bench's 52 MB design is listed in 64 ms (this 2-core machine, load 3.7, 2026-11-26); 200 MB is about the most a tab can decode twice over (file + pixels) without running out of memory. */
export const PSD_MAX_BYTES = 200 * 1024 * 1024;

/** Photoshop's own limit for a PSD (a PSB goes to 300 000); a layer or mask beyond it is refused too (psdLayerData.ts). */
export const PSD_MAX_SIDE = 30000;

/**
 * Pixels ag-psd may decode at most (its default is 2 GB): beyond it the file is refused, not the tab killed.
 * A single layer or mask that would take more is refused by name before its data is read (psdLayerData.ts).
 */
export const DECODE_LIMIT_BYTES = 1024 * 1024 * 1024;

export const PSD_HEADER_BYTES = 26;

/** The modes by their header number (Adobe: 0 Bitmap … 9 Lab); the import takes RGB only. */
const COLOR_MODES: Readonly<Record<number, string>> = {
  0: 'Bitmap',
  1: 'Grayscale',
  2: 'Indexed',
  3: 'RGB',
  4: 'CMYK',
  7: 'Multichannel',
  8: 'Duotone',
  9: 'Lab',
};
const RGB = 3;

export type PsdRefusal =
  | { reason: 'tooLarge'; maxBytes: number }
  | { reason: 'notPsd' }
  | { reason: 'psb' }
  | { reason: 'colorMode'; mode: string }
  | { reason: 'depth'; bits: number }
  | { reason: 'corrupt' };

export interface PsdHeader {
  version: number;
  channels: number;
  width: number;
  height: number;
  depth: number;
  colorMode: number;
}

export function readPsdHeader(bytes: Uint8Array): PsdHeader | null {
  if (bytes.length < PSD_HEADER_BYTES) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, PSD_HEADER_BYTES);
  return {
    version: view.getUint16(4),
    channels: view.getUint16(12),
    height: view.getUint32(14),
    width: view.getUint32(18),
    depth: view.getUint16(22),
    colorMode: view.getUint16(24),
  };
}

/** Only the size: checked before the file is even read into memory. */
export function refuseBySize(byteLength: number): PsdRefusal | null {
  return byteLength > PSD_MAX_BYTES ? { reason: 'tooLarge', maxBytes: PSD_MAX_BYTES } : null;
}

/** Null when the header describes a file the import can read; otherwise why not, in the order a merchant can act on. */
export function refuseByHeader(bytes: Uint8Array, byteLength = bytes.length): PsdRefusal | null {
  const bySize = refuseBySize(byteLength);
  if (bySize) return bySize;
  const signed = bytes.length >= 4 && bytes[0] === 0x38 && bytes[1] === 0x42 && bytes[2] === 0x50 && bytes[3] === 0x53; // 8BPS
  if (!signed) return bytes.length < 4 ? { reason: 'corrupt' } : { reason: 'notPsd' };
  const header = readPsdHeader(bytes);
  if (!header) return { reason: 'corrupt' };
  if (header.version === 2) return { reason: 'psb' };
  if (header.version !== 1) return { reason: 'corrupt' };
  if (![1, 8, 16, 32].includes(header.depth)) return { reason: 'corrupt' };
  if (header.width < 1 || header.height < 1 || header.width > PSD_MAX_SIDE || header.height > PSD_MAX_SIDE) return { reason: 'corrupt' };
  if (header.colorMode !== RGB) return { reason: 'colorMode', mode: COLOR_MODES[header.colorMode] ?? `#${header.colorMode}` };
  if (header.depth !== 8) return { reason: 'depth', bits: header.depth };
  return null;
}
