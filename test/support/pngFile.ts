import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real RGBA PNG the browser decodes: a phone-case outline in `rgb` on transparency. */
export function casePng(width: number, height: number, rgb: [number, number, number] = [22, 93, 255]): Buffer {
  const row = width * 4 + 1;
  const raw = Buffer.alloc(row * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const edge = x < 4 || y < 4 || x >= width - 4 || y >= height - 4;
      if (!edge) continue;
      raw.set([...rgb, 255], y * row + 1 + x * 4);
    }
  }
  return rgbaPng(width, height, raw);
}

/** An opaque PNG in four quadrants: top left, top right, bottom left, bottom right in these colours (a crop shows which are kept). */
export function quadrantPng(width: number, height: number, colours: readonly [number, number, number][]): Buffer {
  const row = width * 4 + 1;
  const raw = Buffer.alloc(row * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const quadrant = (y < height / 2 ? 0 : 2) + (x < width / 2 ? 0 : 1);
      raw.set([...colours[quadrant]!, 255], y * row + 1 + x * 4);
    }
  }
  return rgbaPng(width, height, raw);
}

/** An 8-bit RGBA PNG of `width` × `height` whose image data is `raw` (filter bytes included), deflated. */
function rgbaPng(width: number, height: number, raw: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 6;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A PNG cut off halfway: its header still reads, the image does not decode. */
export function truncatedPng(width: number, height: number): Buffer {
  const whole = casePng(width, height);
  return whole.subarray(0, Math.floor(whole.length / 2));
}

export const pngUpload = (name: string, buffer: Buffer) => ({ name, mimeType: 'image/png', buffer });

/**
 * A PNG whose header declares `width` × `height` but whose data is one empty row: a decompression bomb's
 * shape without its cost here. A check that must refuse it before any decode sees the declared size.
 */
export function declaredOnlyPng(width: number, height: number): Buffer {
  return rgbaPng(width, height, Buffer.alloc(width * 4 + 1));
}
