import { createListenerSet, type ListenerSet } from '../../bridge/createListenerSet';
import { toPlainJson } from '../../bridge/Json';
import type { Transport } from '../../bridge/Transport';

interface End {
  listeners: ListenerSet<unknown>;
  destroyed: boolean;
}

/**
 * Two connected transports for tests and in-process hosts. Delivery is asynchronous, as with
 * postMessage, so tests cannot come to rely on a reply arriving inside `send`; and every message is
 * copied through JSON so that what works here also works over a real bridge.
 */
export function createMemoryTransportPair(): [Transport, Transport] {
  const left: End = { listeners: createListenerSet(), destroyed: false };
  const right: End = { listeners: createListenerSet(), destroyed: false };
  return [connect(left, right), connect(right, left)];
}

function connect(self: End, peer: End): Transport {
  return {
    send(message) {
      if (self.destroyed) return;
      const copy = toPlainJson(message);
      queueMicrotask(() => {
        if (!peer.destroyed) peer.listeners.emit(copy);
      });
    },
    subscribe(listener) {
      return self.destroyed ? () => undefined : self.listeners.add(listener);
    },
    destroy() {
      self.destroyed = true;
      self.listeners.clear();
    },
  };
}
