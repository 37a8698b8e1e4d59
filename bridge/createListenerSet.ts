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
  const listeners = new Set<(value: T) => void>();
  return {
    add(listener) {
      // Wrapped so that subscribing the same function twice yields two independent subscriptions.
      const entry = (value: T) => listener(value);
      listeners.add(entry);
      return () => {
        listeners.delete(entry);
      };
    },
    emit(value) {
      // A snapshot, so listeners may unsubscribe (or subscribe) while being called.
      for (const listener of [...listeners]) {
        try {
          listener(value);
        } catch (error) {
          queueMicrotask(() => {
            throw error;
          });
        }
      }
    },
    clear() {
      listeners.clear();
    },
    size() {
      return listeners.size;
    },
  };
}
