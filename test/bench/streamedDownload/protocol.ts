/**
 * What the page and the bench's download service worker (bulkDownloadWorker.entry.ts) say to each other,
 * and the answer the worker gives the browser's download manager. Pure, so that both sides and the tests
 * read one definition.
 */

/** 32 random bytes as hex: an address no one can guess, named once per file. */
export const TOKEN_PATTERN = /^[0-9a-f]{64}$/;

export function newToken(random: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes)): string {
  return Array.from(random(new Uint8Array(32)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Page → worker, with the port the rest of the conversation goes through. */
export interface Offer {
  kind: 'offer';
  token: string;
  fileName: string;
}
/** Worker → page, on the offer's port. */
export type WorkerSays = { kind: 'ready' } | { kind: 'send' };
/** Page → worker, on the offer's port: the file's bytes, once the browser has asked for them. */
export interface Delivery {
  kind: 'stream';
  stream: ReadableStream<Uint8Array>;
}
/** Page → worker while a file streams: a message wakes an idle worker's timer, which would end the stream. */
export interface KeepAlive {
  kind: 'alive';
}

export function isOffer(data: unknown): data is Offer {
  const offer = data as Partial<Offer> | null;
  return (
    typeof offer === 'object' &&
    offer !== null &&
    offer.kind === 'offer' &&
    typeof offer.token === 'string' &&
    TOKEN_PATTERN.test(offer.token) &&
    typeof offer.fileName === 'string' &&
    offer.fileName.length > 0 &&
    offer.fileName.length <= 255
  );
}

export function isDelivery(data: unknown): data is Delivery {
  const delivery = data as Partial<Delivery> | null;
  return typeof delivery === 'object' && delivery !== null && delivery.kind === 'stream' && delivery.stream instanceof ReadableStream;
}

/**
 * The headers of the file's answer. It is a download and nothing else: `attachment`, a ZIP's type that the
 * browser may not sniff into a page, a policy that runs nothing should it be shown anyway, and no cache.
 * The name goes as RFC 6266's `filename*` (UTF-8: 定制图_….zip), with an ASCII stand-in for old readers.
 */
export function downloadHeaders(fileName: string, mimeType = 'application/zip'): Headers {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return new Headers({
    'Content-Type': mimeType,
    'Content-Disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; sandbox",
    'Cache-Control': 'no-store',
  });
}

/** What the worker answers an address it holds nothing for (or no longer). */
export function notFound(): Response {
  return new Response(null, { status: 404, headers: { 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'no-store' } });
}
