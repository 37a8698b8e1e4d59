import { createChannel } from '../../bridge/channel';
import { createMyWebViewTransport, getMyWebView } from '../../bridge/myWebViewTransport';
import type { Transport } from '../../bridge/Transport';
import { createWindowTransport } from '../../bridge/windowTransport';
import { framingParentOrigin } from '../select';
import type { AdminFilesPort, PlatformAdapter } from '../types';
import { createQianniuAdapter } from '.';

export interface QianniuConnection {
  files: AdminFilesPort;
  /** Origins allowed to host the plugin (plugin.manifest.json's hostOrigins). */
  trustedOrigins: readonly string[];
  /** Sees every message both ways (the session recorder). */
  wrapTransport?: (inner: Transport) => Transport;
}

/** The Qianniu web-view's `my`, else a trusted parent window; null when nothing hosts this page. */
function hostTransport(win: Window, trustedOrigins: readonly string[]): Transport | null {
  const my = getMyWebView(win);
  if (my) return createMyWebViewTransport(my);
  const parentOrigin = framingParentOrigin(win);
  if (!parentOrigin) return null;
  return createWindowTransport({ self: win, peer: win.parent, peerOrigin: parentOrigin, allowedOrigins: trustedOrigins });
}

/** Sends nowhere: without a host every call times out, and status() says 当前可能不是千牛环境. */
function detachedTransport(): Transport {
  return { send: () => undefined, subscribe: () => () => undefined, destroy: () => undefined };
}

/** The qianniu adapter over whichever host this page has. */
export function connectQianniuAdapter(win: Window, connection: QianniuConnection): PlatformAdapter {
  let transport: Transport;
  try {
    transport = hostTransport(win, connection.trustedOrigins) ?? detachedTransport();
  } catch {
    transport = detachedTransport();
  }
  const channel = createChannel(connection.wrapTransport ? connection.wrapTransport(transport) : transport);
  return createQianniuAdapter({ channel, files: connection.files });
}
