// A PNG decoder for the dev API's cutout host. No zlib module: DecompressionStream('deflate') inflates the
// zlib stream, and both Node (18+) and the browser have it, so the same code runs in the dev server and
// in the page under the mock adapter.
import { imageSignature } from '../../../../contract/imageSignature';

export interface RgbaImage {
  width: number;
  height: number;
  /** width × height × 4 bytes, straight (not premultiplied) alpha. */
  data: Uint8Array;
}

/** The side of the largest square the stand-in mattes: more pixels than this is not a picture a merchant cuts out. */
export const MAX_MATTE_SIDE = 4096;
/** Refusing more keeps the dev server's and the page's memory safe (the matte holds about 13 bytes a pixel). */
export const MAX_DECODED_PIXELS = MAX_MATTE_SIDE * MAX_MATTE_SIDE;

/** The reason a task over MAX_DECODED_PIXELS fails with (PNG or JPEG alike). */
export function tooManyPixels(width: number, height: number): string {
  return `图片太大（${width} × ${height}），开发环境的抠图服务最多处理 ${MAX_MATTE_SIDE} × ${MAX_MATTE_SIDE} 像素`;
}

export class PngReadError extends Error {
  override name = 'PngReadError';
}

export function isPng(bytes: Uint8Array): boolean {
  return imageSignature(bytes) === 'png';
}

interface Header {
  width: number;
  height: number;
  bitDepth: number;
  colorType: number;
  interlace: number;
}

/** Samples per pixel of each colour type (0 grey, 2 RGB, 3 palette, 4 grey + alpha, 6 RGBA). */
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

export async function decodePng(bytes: Uint8Array): Promise<RgbaImage> {
  if (!isPng(bytes)) throw new PngReadError('不是 PNG 文件');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let header: Header | undefined;
  let palette: Uint8Array | undefined;
  let transparency: Uint8Array | undefined;
  const idat: Uint8Array[] = [];
  let at = 8;
  while (at + 8 <= bytes.length) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(bytes[at + 4]!, bytes[at + 5]!, bytes[at + 6]!, bytes[at + 7]!);
    const data = bytes.subarray(at + 8, at + 8 + length);
    if (data.length !== length) throw new PngReadError('PNG 文件不完整');
    if (type === 'IHDR') {
      header = {
        width: view.getUint32(at + 8),
        height: view.getUint32(at + 12),
        bitDepth: bytes[at + 16]!,
        colorType: bytes[at + 17]!,
        interlace: bytes[at + 20]!,
      };
    } else if (type === 'PLTE') palette = data;
    else if (type === 'tRNS') transparency = data;
    else if (type === 'IDAT') idat.push(data);
    else if (type === 'IEND') break;
    at += 12 + length;
  }
  if (!header) throw new PngReadError('PNG 缺少 IHDR');
  checkSupported(header, palette);
  if (idat.length === 0) throw new PngReadError('PNG 没有图像数据');
  const channels = CHANNELS[header.colorType]!;
  const bytesPerPixel = (channels * header.bitDepth) / 8;
  const stride = header.width * bytesPerPixel;
  const raw = await inflate(idat, (stride + 1) * header.height);
  if (raw.length < (stride + 1) * header.height) throw new PngReadError('PNG 图像数据不完整');
  const pixels = unfilter(raw, stride, header.height, bytesPerPixel);
  return { width: header.width, height: header.height, data: toRgba(pixels, header, palette, transparency) };
}

function checkSupported(header: Header, palette: Uint8Array | undefined): void {
  const { width, height, bitDepth, colorType, interlace } = header;
  if (width === 0 || height === 0) throw new PngReadError('PNG 尺寸为 0');
  if (width * height > MAX_DECODED_PIXELS) throw new PngReadError(tooManyPixels(width, height));
  if (CHANNELS[colorType] === undefined) throw new PngReadError(`不支持的 PNG 颜色类型 ${colorType}`);
  if (!(bitDepth === 8 || (bitDepth === 16 && colorType !== 3))) throw new PngReadError(`不支持 ${bitDepth} 位的 PNG`);
  if (interlace !== 0) throw new PngReadError('不支持隔行扫描的 PNG');
  if (colorType === 3 && !palette) throw new PngReadError('PNG 缺少调色板');
}

/**
 * Inflates at most `expected` bytes (what the header's size needs). A few hundred KB of deflate can unpack to
 * gigabytes: reading stops, and the image is refused, as soon as the output passes what the header implies.
 */
async function inflate(parts: readonly Uint8Array[], expected: number): Promise<Uint8Array> {
  const stream = new Blob(parts.map((part) => part as BlobPart)).stream().pipeThrough(new DecompressionStream('deflate'));
  const reader = stream.getReader();
  const out = new Uint8Array(expected);
  let length = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (length + value.length > expected) throw new PngReadError(INFLATED_TOO_LARGE);
      out.set(value, length);
      length += value.length;
    }
  } catch (error) {
    void reader.cancel().catch(() => undefined);
    if (error instanceof PngReadError) throw error;
    throw new PngReadError('PNG 图像数据无法解压');
  }
  return out.subarray(0, length);
}

export const INFLATED_TOO_LARGE = 'PNG 图像数据比图片尺寸所需的多，文件可能已损坏或被篡改';

/** Undoes the per-row filters (PNG spec §9) in place of a copy without the filter bytes. */
function unfilter(raw: Uint8Array, stride: number, height: number, bpp: number): Uint8Array {
  const out = new Uint8Array(stride * height);
  const step = Math.max(1, Math.floor(bpp));
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    const src = y * (stride + 1) + 1;
    const row = y * stride;
    const prev = row - stride;
    for (let x = 0; x < stride; x++) {
      const value = raw[src + x]!;
      const left = x >= step ? out[row + x - step]! : 0;
      const up = y > 0 ? out[prev + x]! : 0;
      const upLeft = y > 0 && x >= step ? out[prev + x - step]! : 0;
      let predicted: number;
      switch (filter) {
        case 0:
          predicted = 0;
          break;
        case 1:
          predicted = left;
          break;
        case 2:
          predicted = up;
          break;
        case 3:
          predicted = (left + up) >> 1;
          break;
        case 4:
          predicted = paeth(left, up, upLeft);
          break;
        default:
          throw new PngReadError(`PNG 行过滤类型无效: ${filter}`);
      }
      out[row + x] = (value + predicted) & 0xff;
    }
  }
  return out;
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  if (pa <= pb && pa <= pc) return a;
  return pb <= pc ? b : c;
}

function toRgba(pixels: Uint8Array, header: Header, palette: Uint8Array | undefined, transparency: Uint8Array | undefined): Uint8Array {
  const { width, height, colorType, bitDepth } = header;
  const count = width * height;
  const out = new Uint8Array(count * 4);
  const channels = CHANNELS[colorType]!;
  const wide = bitDepth === 16;
  // A 16-bit sample keeps its high byte: the matte needs no more precision than that.
  const sample = (pixel: number, channel: number) => pixels[(pixel * channels + channel) * (wide ? 2 : 1)]!;
  for (let i = 0; i < count; i++) {
    const o = i * 4;
    if (colorType === 3) {
      const index = pixels[i]!;
      out[o] = palette![index * 3] ?? 0;
      out[o + 1] = palette![index * 3 + 1] ?? 0;
      out[o + 2] = palette![index * 3 + 2] ?? 0;
      out[o + 3] = transparency?.[index] ?? 255;
    } else if (colorType === 0 || colorType === 4) {
      const grey = sample(i, 0);
      out[o] = out[o + 1] = out[o + 2] = grey;
      out[o + 3] = colorType === 4 ? sample(i, 1) : 255;
    } else {
      out[o] = sample(i, 0);
      out[o + 1] = sample(i, 1);
      out[o + 2] = sample(i, 2);
      out[o + 3] = colorType === 6 ? sample(i, 3) : 255;
    }
  }
  return out;
}
