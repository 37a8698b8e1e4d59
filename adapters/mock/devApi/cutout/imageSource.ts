// The cutout host reads the picture it is asked to cut out. A real host fetches any address; ours reads the
// dev API's own file store, and in the page (mock adapter) an object URL of the page too.
import { pathPattern } from '../../../../contract/pathPattern';
import { files } from '../../../../contract/endpoints/files/files';
import type { DevEnv } from '../context';
import { bytesOf } from '../files/seedFiles';
import type { DevState } from '../state';
import { decodePng, isPng, MAX_DECODED_PIXELS, PngReadError, tooManyPixels, type RgbaImage } from './pngReader';

const CONTENT_PATH = pathPattern(files.content, { suffix: true });

/**
 * The id of the stored file a path names (`/api/files/<id>/content…`); undefined for any other path, and for
 * one whose id is a malformed %-escape, which names no file (as the router reads a path).
 */
export function contentFileId(pathname: string): string | undefined {
  const stored = CONTENT_PATH.exec(pathname);
  if (!stored) return undefined;
  try {
    return decodeURIComponent(stored[1]!);
  } catch {
    return undefined;
  }
}

export class ImageSourceError extends Error {
  override name = 'ImageSourceError';
}

export async function readImageBytes(url: string, state: DevState, env: DevEnv): Promise<{ bytes: Uint8Array; mimeType: string }> {
  let parsed: URL;
  try {
    parsed = new URL(url, 'http://dev.invalid');
  } catch {
    throw new ImageSourceError(`图片地址无效: ${url}`);
  }
  const stored = contentFileId(parsed.pathname);
  if (stored !== undefined) {
    const file = state.files.get(stored);
    const bytes = file && file.status === 'uploaded' ? await bytesOf(file, state, env) : undefined;
    if (!file || !bytes) throw new ImageSourceError(`图片不存在: ${url}`);
    return { bytes, mimeType: file.mimeType };
  }
  if (parsed.protocol === 'blob:') {
    try {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return { bytes: new Uint8Array(await response.arrayBuffer()), mimeType: response.headers.get('content-type') ?? '' };
    } catch {
      throw new ImageSourceError(`无法读取图片: ${url}`);
    }
  }
  throw new ImageSourceError(`开发环境的抠图服务只能读取开发接口保存的图片: ${url}`);
}

const isJpeg = (bytes: Uint8Array) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;

/**
 * PNG with our own decoder, anywhere. Another format (JPEG) only where the platform decodes images for us
 * (the page, under the mock adapter); Node has no image decoder, so there it is refused with a reason.
 */
export async function decodeImage(bytes: Uint8Array): Promise<RgbaImage> {
  if (isPng(bytes)) {
    try {
      return await decodePng(bytes);
    } catch (error) {
      throw new ImageSourceError(error instanceof PngReadError ? error.message : '图片无法解码');
    }
  }
  if (!isJpeg(bytes)) throw new ImageSourceError('只能对 PNG 或 JPEG 图片抠图');
  if (typeof createImageBitmap !== 'function' || typeof OffscreenCanvas !== 'function') {
    throw new ImageSourceError('开发服务器的抠图只支持 PNG 图片，请上传 PNG 图片后重试');
  }
  const bitmap = await createImageBitmap(new Blob([bytes as BlobPart], { type: 'image/jpeg' }));
  try {
    if (bitmap.width * bitmap.height > MAX_DECODED_PIXELS) throw new ImageSourceError(tooManyPixels(bitmap.width, bitmap.height));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d');
    if (!context) throw new ImageSourceError('图片无法解码');
    context.drawImage(bitmap, 0, 0);
    const pixels = context.getImageData(0, 0, bitmap.width, bitmap.height);
    return { width: bitmap.width, height: bitmap.height, data: new Uint8Array(pixels.data.buffer) };
  } finally {
    bitmap.close();
  }
}
