// How stored files go back to a browser (ROUTES.md "Uploaded files"). They are served from the console's
// own origin, so a file that a browser would render as a page (HTML, XML, an SVG with script) would run
// as the console. The type sent is the one stored at upload, never one sniffed or read from the request;
// only images and fonts are shown inline, and even they come under a CSP that forbids script.
import { UNKNOWN_TYPE } from './mime';

/** SVG is among them because every stored SVG was sanitised on the way in (uploads.ts) or is our own seed. */
const INLINE_TYPES: ReadonlySet<string> = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/bmp',
  'image/svg+xml',
  'font/ttf',
  'font/otf',
  'font/woff',
  'font/woff2',
]);

/** An SVG opened as a page may style itself but load and run nothing; `sandbox` also gives it an opaque origin. */
export const INLINE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
export const ATTACHMENT_CSP = "default-src 'none'; sandbox";

export function isInlineType(mimeType: string): boolean {
  return INLINE_TYPES.has(mimeType);
}

/** For a blob: URL (the mock adapter's), which carries no headers: a type a browser would render stays opaque. */
export function safeBlobType(mimeType: string): string {
  return isInlineType(mimeType) ? mimeType : UNKNOWN_TYPE;
}

export function fileReply(bytes: Uint8Array, file: { mimeType: string; fileName: string }): Response {
  const inline = isInlineType(file.mimeType);
  const headers: Record<string, string> = {
    'content-type': inline ? file.mimeType : UNKNOWN_TYPE,
    'content-length': String(bytes.byteLength),
    // no-store: ids restart after reset(), and a cached image of an earlier run would be a confusing lie.
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'content-security-policy': inline ? INLINE_CSP : ATTACHMENT_CSP,
  };
  if (!inline) headers['content-disposition'] = attachment(file.fileName);
  // Copied into a fresh ArrayBuffer so the Response never holds a view onto a larger shared buffer.
  return new Response(bytes.slice().buffer as ArrayBuffer, { status: 200, headers });
}

/** RFC 6266: an ASCII fallback name, and the real one (Chinese, usually) as UTF-8. */
function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_') || 'file';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
