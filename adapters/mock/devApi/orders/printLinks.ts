// The order images' addresses (ROUTES.md "Order images"). A buyer's design is private to the account whose
// order holds it, and no bearer token travels with an <img>, an <a> or a fetch from every adapter, so each
// address carries its own proof, an HMAC under a secret made per dev API (a restart or a reset() voids every
// address handed out); nothing is stored per link. The print file's address signs the path, the owner and an
// expiry, and only the customized-image lookup hands it out, for a charged image of the caller's own order.
// The content's two (the display rendition and the effect image) carry a key per image instead: the HMAC of
// the path and the owner, the same on every read, so the order list's images load once and do not reload
// each time the list is read again, and a page compares them as it would the marketplace's.
import { hmacSha256Hex, sameSecret } from '../http/hmac';
import { randomHex } from '../http/encoding';
import type { DevEnv } from '../context';
import { orderImagePath, type ImageAddress } from './orderWire';

/**
 * How long a print address works. A busy day's download is thousands of images over an office line, and its
 * 重试失败的图片 reuses the same addresses, so the window is a working day, not minutes; the charge and the
 * owner are checked again on every request, so a late request gets nothing the account has not paid for.
 */
export const PRINT_LINK_TTL_MS = 12 * 60 * 60 * 1000;

export function newPrintSecret(): string {
  return randomHex(32);
}

function signature(secret: string, path: string, owner: string, expires: number): string {
  return hmacSha256Hex(secret, `GET\n${path}\n${owner}\n${expires}`);
}

export function printPath(orderId: string, itemId: string, infoIndex: number): string {
  return orderImagePath(orderId, itemId, infoIndex, 'print');
}

interface ImageAt {
  orderId: string;
  itemId: string;
  infoIndex: number;
}

/** The signed address of one print file, for the account that owns its order (a push's lasts longer: ttlMs). */
export function signedPrintUrl(origin: string, secret: string, owner: string, now: number, at: ImageAt, ttlMs: number = PRINT_LINK_TTL_MS): string {
  const path = printPath(at.orderId, at.itemId, at.infoIndex);
  const expires = now + ttlMs;
  return `${origin}${path}?expires=${expires}&token=${signature(secret, path, owner, expires)}`;
}

// `IMAGE` says what is signed: a key never equals a print signature, whose text starts `GET`.
const imageKey = (secret: string, path: string, owner: string) => hmacSha256Hex(secret, `IMAGE\n${path}\n${owner}`);

/** The content's image addresses: `?key=` per image and owner, absolute on `origin` ('' under the mock adapter). */
export function imageAddresses(env: Pick<DevEnv, 'printSecret'>, origin: string): ImageAddress {
  const secret = env.printSecret;
  return (order, item, infoIndex, kind) => {
    const path = orderImagePath(order.id, item.id, infoIndex, kind);
    return `${origin}${path}?key=${imageKey(secret, path, order.owner)}`;
  };
}

/**
 * Whether a request's `key` is this path's for this owner. The address may also carry `x-oss-process` (a
 * thumbnail, which the key does not cover), and nothing else; the path must be the one keyed, byte for byte.
 */
export function imageKeyValid(secret: string, path: string, owner: string, url: URL): boolean {
  const keys = [...url.searchParams.keys()].sort().join();
  if (url.pathname !== path || (keys !== 'key' && keys !== 'key,x-oss-process')) return false;
  const key = url.searchParams.get('key') ?? '';
  return /^[0-9a-f]{64}$/.test(key) && sameSecret(key, imageKey(secret, path, owner));
}

/** Whether a request's `expires` and `token` sign this path for this owner and have not run out. */
export function printLinkValid(secret: string, path: string, owner: string, now: number, url: URL): boolean {
  const expiresText = url.searchParams.get('expires') ?? '';
  const token = url.searchParams.get('token') ?? '';
  // One address per file: the request's own path must be the one signed, byte for byte (no `/00/`, `//`,
  // trailing `/` or percent-encoded spelling of it), and the query must hold nothing but the two.
  if (url.pathname !== path || [...url.searchParams.keys()].sort().join() !== 'expires,token') return false;
  if (!/^[1-9]\d{0,15}$/.test(expiresText) || !/^[0-9a-f]{64}$/.test(token)) return false;
  const expires = Number(expiresText);
  if (expires <= now) return false;
  return sameSecret(token, signature(secret, path, owner, expires));
}
