import type { Transport } from '../bridge/Transport';
import { isOriginAllowed } from '../bridge/origins';
import { createWindowTransport } from '../bridge/windowTransport';
import { framingParentOrigin } from './select';

/**
 * A transport to the window that frames this page (spec 3 §6's /has_login), or null when the page is
 * not framed or its parent is not one of the trusted host origins: then nothing may be told to it.
 */
export function connectTrustedParent(win: Window, trustedOrigins: readonly string[]): Transport | null {
  const parentOrigin = framingParentOrigin(win);
  if (!parentOrigin) return null;
  try {
    return createWindowTransport({ self: win, peer: win.parent, peerOrigin: parentOrigin, allowedOrigins: trustedOrigins });
  } catch {
    // createWindowTransport refuses an origin outside the trusted list.
    return null;
  }
}

/** Whether a trusted host frames this page (the only case in which an embedded page acts on its own). */
export function isFramedByTrustedHost(win: Window, trustedOrigins: readonly string[]): boolean {
  const parentOrigin = framingParentOrigin(win);
  return parentOrigin !== null && isOriginAllowed(parentOrigin, trustedOrigins);
}
