import { reportLater } from './reportLater';

export interface ListenerSet<T> {
  add(listener: (value: T) => void): () => void;
  emit(value: T): void;
  clear(): void;
  size(): number;
}

/**
 * Fan-out with DOM listener semantics: one throwing listener neither stops the others nor the
 * sender; its error is rethrown on its own so it is still reported as uncaught.
 */
export function createListenerSet<T>(): ListenerSet<T> {
  // Replaced, never changed in place: an emit walks the array it started with, so listeners may
  // unsubscribe (or subscribe) while being called, and emitting, which happens per message, copies nothing.
  let listeners: readonly ((value: T) => void)[] = [];
  return {
    add(listener) {
      // Wrapped so that subscribing the same function twice yields two independent subscriptions.
      const entry = (value: T) => listener(value);
      listeners = [...listeners, entry];
      return () => {
        listeners = listeners.filter((other) => other !== entry);
      };
    },
    emit(value) {
      const current = listeners;
      for (let i = 0; i < current.length; i++) {
        try {
          current[i]!(value);
        } catch (error) {
          reportLater(error);
        }
      }
    },
    clear() {
      listeners = [];
    },
    size() {
      return listeners.length;
    },
  };
}
