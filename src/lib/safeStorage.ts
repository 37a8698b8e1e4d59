/**
 * Web storage that never throws. In a cross-site frame with third-party storage blocked, merely reading
 * `window.localStorage` throws a SecurityError, and so can each call; the console must still start there
 * (/has_login, the embedded pages). Such storage reads as empty and forgets what it is given.
 */
export interface SafeStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  /** Every key stored now. */
  keys(): string[];
}

export function safeStorage(area: () => Storage): SafeStorage {
  return {
    getItem(key) {
      try {
        return area().getItem(key);
      } catch {
        return null;
      }
    },
    setItem(key, value) {
      try {
        area().setItem(key, value);
      } catch {
        // Denied or full: what it would have kept is only a convenience.
      }
    },
    removeItem(key) {
      try {
        area().removeItem(key);
      } catch {
        // Nothing could have been stored there.
      }
    },
    keys() {
      try {
        const storage = area();
        return Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter((key): key is string => key !== null);
      } catch {
        return [];
      }
    },
  };
}

/** This window's storage areas, looked up on each use (never at import, where the getter may throw). */
export const localStore: SafeStorage = safeStorage(() => window.localStorage);
export const sessionStore: SafeStorage = safeStorage(() => window.sessionStorage);
