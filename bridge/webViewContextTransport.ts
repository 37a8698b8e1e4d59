import { createListenerSet } from './createListenerSet';
import type { Transport } from './Transport';

/** What `my.createWebViewContext(id)` returns in the mini-program page that hosts the console. */
export interface WebViewContextLike {
  postMessage(message: Record<string, unknown>): void;
}

export interface WebViewContextTransport extends Transport {
  /** Feed it every event of the page's `<web-view onMessage>`; anything that is not one is ignored. */
  receive(event: unknown): void;
}

/**
 * The mini-program's end of the web-view bridge; createMyWebViewTransport is the console's. The page
 * gets the console's messages as `<web-view>` events, not through a subscription, so the page hands
 * each one to `receive`. The web-view only ever talks to its own page: there is no origin to check.
 */
export function createWebViewContextTransport(context: WebViewContextLike): WebViewContextTransport {
  const listeners = createListenerSet<unknown>();
  let destroyed = false;

  return {
    send(message) {
      if (destroyed) return;
      try {
        // Not copied through JSON: createBridgeHost checks its replies are JSON, and the web-view serializes.
        context.postMessage(message as Record<string, unknown>);
      } catch {
        // A web-view that is gone cannot be told anything; the console's own timeout reports the loss.
      }
    },
    subscribe(listener) {
      return destroyed ? () => undefined : listeners.add(listener);
    },
    receive(event) {
      if (destroyed) return;
      let message: unknown;
      try {
        message = messageOf(event);
      } catch {
        // A getter or a Proxy that throws: not a message of ours.
        return;
      }
      if (message !== undefined) listeners.emit(message);
    },
    destroy() {
      destroyed = true;
      listeners.clear();
    },
  };
}

// Which field carries the message on Qianniu PC is not documented: mPaaS says `detail.data`, Taobao's own
// code reads `detail.value`, so both are read, and a detail that is the message itself too.
function messageOf(event: unknown): unknown {
  if (typeof event !== 'object' || event === null) return undefined;
  const detail: unknown = (event as { detail?: unknown }).detail;
  if (typeof detail !== 'object' || detail === null) return undefined;
  const { value, data } = detail as { value?: unknown; data?: unknown };
  return value ?? data ?? detail;
}
