import { localStore } from '../lib/safeStorage';

/** One name for both ways a logout reaches the other tabs of this origin. */
const CHANNEL = 'pcc.session';
const STORAGE_KEY = 'pcc.loggedOutAt';

interface LogoutMessage {
  type: 'logout';
}

function openChannel(): BroadcastChannel | null {
  try {
    return typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null;
  } catch {
    // An opaque origin (a sandboxed frame) may not open one: the storage event is the way left.
    return null;
  }
}

/**
 * Tells this origin's other tabs that the session ended: on a BroadcastChannel, or where there is none,
 * by writing a key whose `storage` event the others receive (neither reaches the tab that sends).
 */
export function createLogoutSignal(win: Window): { announce(): void; listen(onLogout: () => void): () => void } {
  const channel = openChannel();
  return {
    announce() {
      if (channel) channel.postMessage({ type: 'logout' } satisfies LogoutMessage);
      else localStore.setItem(STORAGE_KEY, String(Date.now()));
    },
    listen(onLogout) {
      const onMessage = (event: MessageEvent<unknown>) => {
        if ((event.data as Partial<LogoutMessage> | null)?.type === 'logout') onLogout();
      };
      const onStorage = (event: StorageEvent) => {
        if (event.key === STORAGE_KEY && event.newValue) onLogout();
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
