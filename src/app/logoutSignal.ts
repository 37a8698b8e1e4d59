import { localStore } from '../lib/safeStorage';

/** One name for both ways a session change reaches the other tabs of this origin. */
const CHANNEL = 'pcc.session';

/** A logout, or a session started for some account (a login, or a switch through `?token=`). */
export type SessionChange = 'logout' | 'session';

const STORAGE_KEYS: Record<SessionChange, string> = { logout: 'pcc.loggedOutAt', session: 'pcc.sessionStartedAt' };

interface SessionChangeMessage {
  type: SessionChange;
}

const isChange = (value: unknown): value is SessionChange => value === 'logout' || value === 'session';

function openChannel(): BroadcastChannel | null {
  try {
    return typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null;
  } catch {
    // An opaque origin (a sandboxed frame) may not open one: the storage event is the way left.
    return null;
  }
}

/**
 * Tells this origin's other tabs that the session changed: on a BroadcastChannel, or where there is none,
 * by writing a key whose `storage` event the others receive (neither reaches the tab that sends).
 */
export function createLogoutSignal(win: Window): {
  announce(change?: SessionChange): void;
  listen(onChange: (change: SessionChange) => void): () => void;
} {
  const channel = openChannel();
  return {
    announce(change = 'logout') {
      if (channel) channel.postMessage({ type: change } satisfies SessionChangeMessage);
      else localStore.setItem(STORAGE_KEYS[change], String(Date.now()));
    },
    listen(onChange) {
      const onMessage = (event: MessageEvent<unknown>) => {
        const type = (event.data as Partial<SessionChangeMessage> | null)?.type;
        if (isChange(type)) onChange(type);
      };
      const onStorage = (event: StorageEvent) => {
        if (!event.newValue) return;
        if (event.key === STORAGE_KEYS.logout) onChange('logout');
        else if (event.key === STORAGE_KEYS.session) onChange('session');
      };
      channel?.addEventListener('message', onMessage);
      win.addEventListener('storage', onStorage);
      return () => {
        channel?.removeEventListener('message', onMessage);
        win.removeEventListener('storage', onStorage);
      };
    },
  };
}
