import type { Transport } from '../bridge/Transport';
import { getMyWebView } from '../bridge/myWebViewTransport';
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

/**
 * Whether a trusted host runs this page: a frame whose parent is on the host list, or the Qianniu
 * mini-program's web-view (its `my` exists only once the container's own script ran, which a plain
 * browser never loads: see webViewSdk.ts). Not the `?adapter=` choice, which any link can make.
 */
export function isRunByTrustedHost(win: Window, trustedOrigins: readonly string[]): boolean {
  return isFramedByTrustedHost(win, trustedOrigins) || getMyWebView(win) !== null;
}
