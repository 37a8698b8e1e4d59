import { localStore } from '../lib/safeStorage';
import { sessionScope } from '../lib/tokenCookie';

/** One name for both ways a session change reaches the other tabs of this origin. */
const CHANNEL = 'pcc.session';

/** A logout, or a session started for some account (a login, or a switch through `?token=`). */
export type SessionChange = 'logout' | 'session';

const STORAGE_KEYS: Record<SessionChange, string> = { logout: 'pcc.loggedOutAt', session: 'pcc.sessionStartedAt' };

interface SessionChangeMessage {
  type: SessionChange;
}

const isChange = (value: unknown): value is SessionChange => value === 'logout' || value === 'session';

function openChannel(name: string): BroadcastChannel | null {
  try {
    return typeof BroadcastChannel === 'function' ? new BroadcastChannel(name) : null;
  } catch {
    // An opaque origin (a sandboxed frame) may not open one: the storage event is the way left.
    return null;
  }
}

/**
 * Tells this origin's other tabs that the session changed: on a BroadcastChannel, or where there is none,
 * by writing a key whose `storage` event the others receive (neither reaches the tab that sends).
 */
export function createLogoutSignal(
  win: Window,
  // A tab on a service of its own (tokenCookie.ts scopeSessionTo) talks only with the tabs on that service.
  scope: string = sessionScope(),
): {
  announce(change?: SessionChange): void;
  listen(onChange: (change: SessionChange) => void): () => void;
} {
  const channel = openChannel(CHANNEL + scope);
  const keys = { logout: STORAGE_KEYS.logout + scope, session: STORAGE_KEYS.session + scope };
  return {
    announce(change = 'logout') {
      if (channel) channel.postMessage({ type: change } satisfies SessionChangeMessage);
      else localStore.setItem(keys[change], String(Date.now()));
    },
    listen(onChange) {
      const onMessage = (event: MessageEvent<unknown>) => {
        const type = (event.data as Partial<SessionChangeMessage> | null)?.type;
        if (isChange(type)) onChange(type);
      };
      const onStorage = (event: StorageEvent) => {
        if (!event.newValue) return;
        if (event.key === keys.logout) onChange('logout');
        else if (event.key === keys.session) onChange('session');
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
