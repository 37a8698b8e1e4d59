// Reads a PNG the way a decoder would: the signature, every chunk with its CRC checked, the header, the
// physical size and the inflated image data. For the dev API's order images.
import { crc32, inflateSync } from 'node:zlib';

export interface DecodedPng {
  width: number;
  height: number;
  colorType: number;
  bitDepth: number;
  /** Pixels per metre and unit (1 = metre), from pHYs; undefined without one. */
  phys?: { x: number; y: number; unit: number };
  texts: string[];
  chunkTypes: string[];
  /** The inflated scanlines (a filter byte per row). */
  data: Buffer;
}

export function decodePng(bytes: Uint8Array): DecodedPng {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (!buffer.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) throw new Error('no PNG signature');
  const result: Partial<DecodedPng> & { texts: string[]; chunkTypes: string[] } = { texts: [], chunkTypes: [] };
  const idat: Buffer[] = [];
  let at = 8;
  while (at < buffer.length) {
    const length = buffer.readUInt32BE(at);
    const type = buffer.toString('latin1', at + 4, at + 8);
    const data = buffer.subarray(at + 8, at + 8 + length);
    const crc = buffer.readUInt32BE(at + 8 + length);
    if (crc32(buffer.subarray(at + 4, at + 8 + length)) !== crc) throw new Error(`bad CRC on ${type}`);
    result.chunkTypes.push(type);
    if (type === 'IHDR') Object.assign(result, { width: data.readUInt32BE(0), height: data.readUInt32BE(4), bitDepth: data[8], colorType: data[9] });
    if (type === 'pHYs') result.phys = { x: data.readUInt32BE(0), y: data.readUInt32BE(4), unit: data[8]! };
    if (type === 'tEXt') result.texts.push(data.toString('latin1').replace('\0', '='));
    if (type === 'IDAT') idat.push(Buffer.from(data));
    at += 12 + length;
    if (type === 'IEND') break;
  }
  if (at !== buffer.length) throw new Error('bytes after IEND');
  return { ...(result as DecodedPng), data: inflateSync(Buffer.concat(idat)) };
}
