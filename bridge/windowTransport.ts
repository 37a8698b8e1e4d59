import { createListenerSet } from './createListenerSet';
import { toPlainJson } from './Json';
import { isOriginAllowed } from './origins';
import type { Transport } from './Transport';

export interface WindowTransportOptions {
  /** The window we listen on (our own). */
  self: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  /** The window we talk to: usually `window.parent`, or a frame's `contentWindow`. */
  peer: Pick<Window, 'postMessage'>;
  /** Where our messages may be delivered; never `'*'`. */
  peerOrigin: string;
  /** The trusted host origins from plugin.manifest.json. */
  allowedOrigins: readonly string[];
}

/**
 * A transport over window.postMessage between a framed page and its host. Both directions are
 * pinned: we post to one explicit origin, so a navigated or hijacked peer cannot read our
 * messages, and we accept a message only from the peer window itself and from a trusted origin,
 * so other frames, extensions and opener pages cannot forge replies.
 */
export function createWindowTransport(options: WindowTransportOptions): Transport {
  const { self, peer, peerOrigin, allowedOrigins } = options;
  if (peerOrigin === '*') {
    throw new Error("A bridge window transport never posts to '*'; give the host's exact origin");
  }
  if (!isOriginAllowed(peerOrigin, allowedOrigins)) {
    throw new Error(`The origin ${peerOrigin} is not an allowed bridge host`);
  }

  const listeners = createListenerSet<unknown>();
  let destroyed = false;

  const onMessage = (event: MessageEvent) => {
    // Read defensively: anything can arrive on a window's message event.
    if (typeof event !== 'object' || event === null) return;
    if (event.source !== (peer as unknown) || typeof event.origin !== 'string') return;
    if (!isOriginAllowed(event.origin, allowedOrigins)) return;
    listeners.emit(event.data);
  };
  self.addEventListener('message', onMessage);

  return {
    send(message) {
      if (destroyed) return;
      peer.postMessage(toPlainJson(message), peerOrigin);
    },
    subscribe(listener) {
      return destroyed ? () => undefined : listeners.add(listener);
    },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      self.removeEventListener('message', onMessage);
      listeners.clear();
    },
  };
}
