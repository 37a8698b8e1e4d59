// The bytes of an upload, as the store keeps them: the type they are stored (and later served) with,
// and an SVG made safe (svg/svgSanitiser.ts). Both upload paths use it: the OSS stand-in
// (files/fileRoutes.ts) and the simulated marketplace cloud (files/cloudFileRoutes.ts).
import { MAX_FILE_BYTES, formatBytes } from '../http/bodyLimits';
import { HttpError } from '../http/http';
import { storedTypeOf } from './mime';
import { SvgRejected, sanitiseSvg } from './svg/svgSanitiser';

export const SVG_REFUSED = 'SVG 文件无法解析，已拒绝';

export function acceptUpload(bytes: Uint8Array, declaredType: string | null, fileName: string): { bytes: Uint8Array; mimeType: string } {
  if (bytes.byteLength > MAX_FILE_BYTES) throw new HttpError(413, 'PAYLOAD_TOO_LARGE', `文件超过 ${formatBytes(MAX_FILE_BYTES)}`);
  const mimeType = storedTypeOf(declaredType, fileName);
  if (mimeType !== 'image/svg+xml') return { bytes, mimeType };
  try {
    return { bytes: sanitiseSvg(bytes), mimeType };
  } catch (error) {
    if (error instanceof SvgRejected) throw new HttpError(400, 'SVG_REJECTED', `${SVG_REFUSED}: ${error.message}`);
    throw error;
  }
}
