// How big a request body may be (ROUTES.md "Request bodies"). Checked twice: while the body streams in
// (nodeMiddleware.ts, so an endless body is never buffered) and in handle() for in-process callers.
import { cloudFiles } from '../../../../contract/endpoints/files/cloudFiles';
import { files } from '../../../../contract/endpoints/files/files';
import { errorReply } from './http';

/**
 * The largest file an upload may carry. Design assets stop at 3 MB (spec 1 §5) but a shop font does not:
 * a full CJK font is 10 to 20 MB (Noto Sans CJK SC is 16 MB), so this leaves room for one and no more.
 */
export const MAX_FILE_BYTES = 32 * 1024 * 1024;
/** The multipart envelope around the file: boundaries, the key, policy and signature fields. */
const MULTIPART_ENVELOPE_BYTES = 64 * 1024;
/** JSON bodies: the biggest legitimate one, a template with hundreds of layers, is a few hundred KB. */
export const MAX_JSON_BODY_BYTES = 2 * 1024 * 1024;

/** The routes whose body is a file: the storage stand-in (multipart) and the simulated cloud (raw bytes). */
const FILE_BODY_PATHS: ReadonlySet<string> = new Set([files.storage.path, cloudFiles.create.path]);

export function bodyLimitOf(pathname: string): number {
  return FILE_BODY_PATHS.has(pathname.replace(/\/+$/, '')) ? MAX_FILE_BYTES + MULTIPART_ENVELOPE_BYTES : MAX_JSON_BODY_BYTES;
}

export function payloadTooLarge(limit: number): Response {
  return errorReply(413, 'PAYLOAD_TOO_LARGE', `请求体超过 ${formatBytes(limit)}`);
}

export function formatBytes(bytes: number): string {
  return bytes % (1024 * 1024) === 0 ? `${bytes / 1024 / 1024} MB` : `${Math.round(bytes / 1024)} KB`;
}

/** The declared Content-Length, when there is a valid one. */
export function declaredLength(value: string | null | undefined): number | undefined {
  return value && /^\d+$/.test(value.trim()) ? Number(value) : undefined;
}

/**
 * Whether the body is over `limit`, read from a clone (the route still reads the original), and never
 * more than `limit` plus one chunk of it. A body that fails to read is the route's to report.
 */
export async function isBodyTooLarge(request: Request, limit: number): Promise<boolean> {
  const declared = declaredLength(request.headers.get('content-length'));
  if (declared !== undefined && declared > limit) return true;
  if (request.method === 'GET' || request.method === 'HEAD' || request.body === null) return false;
  try {
    const body = request.clone().body;
    // Chrome before 105 (Qianniu's is 87) has no Request.body: the page built this body in memory anyway.
    if (!body) return (await request.clone().arrayBuffer()).byteLength > limit;
    const reader = body.getReader();
    let total = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return false;
      total += value.byteLength;
      if (total > limit) {
        void reader.cancel();
        return true;
      }
    }
  } catch {
    return false;
  }
}
