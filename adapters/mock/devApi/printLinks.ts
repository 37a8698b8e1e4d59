// The print file's address (ROUTES.md "Order images"): only the customized-image lookup hands it out, for a
// charged image of the caller's own order. An <a> or a fetch from every adapter cannot carry the bearer
// token, so the address carries its own proof: an HMAC of the path, the owner and an expiry under a secret
// made per dev API (a restart or a reset() voids every address handed out). Nothing is stored per link.
import { hmacSha256Hex, sameSecret } from './hmac';
import { randomHex } from './encoding';
import { orderImagePath } from './orderWire';

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

/** The signed address of one print file, for the account that owns its order (a push's lasts longer: ttlMs). */
export function signedPrintUrl(
  origin: string,
  secret: string,
  owner: string,
  now: number,
  at: { orderId: string; itemId: string; infoIndex: number },
  ttlMs: number = PRINT_LINK_TTL_MS,
): string {
  const path = printPath(at.orderId, at.itemId, at.infoIndex);
  const expires = now + ttlMs;
  return `${origin}${path}?expires=${expires}&token=${signature(secret, path, owner, expires)}`;
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
