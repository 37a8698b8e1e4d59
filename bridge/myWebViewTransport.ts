import { createListenerSet } from './createListenerSet';
import { toPlainJson } from './Json';
import type { Transport } from './Transport';

/** The `my` object the Qianniu mini-program web-view injects into the H5 page. */
export interface MyWebView {
  postMessage(message: object): void;
  onMessage?: ((message: unknown) => void) | null;
}

/**
 * A transport over the mini-program web-view bridge. The web-view gives a page one `onMessage`
 * slot, not an event target, so one dispatcher takes the slot and fans out to subscribers.
 * The web-view only ever talks to its own mini-program, so there is no origin to check here.
 */
export function createMyWebViewTransport(my: MyWebView): Transport {
  const listeners = createListenerSet<unknown>();
  let destroyed = false;
  const dispatch = (message: unknown) => listeners.emit(message);
  my.onMessage = dispatch;

  return {
    send(message) {
      if (destroyed) return;
      my.postMessage(toPlainJson(message));
    },
    subscribe(listener) {
      return destroyed ? () => undefined : listeners.add(listener);
    },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      listeners.clear();
      // Leave a slot alone that someone else has taken over since; clearing it would cut them off.
      if (my.onMessage === dispatch) my.onMessage = null;
    },
  };
}

/** The web-view bridge if this page runs inside the Qianniu mini-program web-view, else null. */
export function getMyWebView(win: unknown): MyWebView | null {
  try {
    if (!isObjectLike(win)) return null;
    const my: unknown = (win as { my?: unknown }).my;
    if (!isObjectLike(my)) return null;
    return typeof (my as { postMessage?: unknown }).postMessage === 'function' ? (my as MyWebView) : null;
  } catch {
    // Reading a property of a cross-origin window throws; such a window is not ours to talk to.
    return null;
  }
}

function isObjectLike(value: unknown): value is object {
  return (typeof value === 'object' || typeof value === 'function') && value !== null;
}
