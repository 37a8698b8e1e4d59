// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogoutSignal } from '../../../src/app/logoutSignal';

describe('a logout reaches the other tabs', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('over a BroadcastChannel, not to the tab that sent it', async () => {
    const sender = createLogoutSignal(new EventTarget() as unknown as Window);
    const other = createLogoutSignal(new EventTarget() as unknown as Window);
    const heardHere = vi.fn();
    const stop = sender.listen(heardHere);
    const heard = new Promise<void>((resolve) => other.listen(resolve));
    sender.announce();
    await heard;
    stop();
    expect(heardHere).not.toHaveBeenCalled();
  });

  it('through the storage event where there is no BroadcastChannel', () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    const win = new EventTarget() as unknown as Window;
    const signal = createLogoutSignal(win);
    const onLogout = vi.fn();
    signal.listen(onLogout);
    signal.announce();
    const written = localStorage.getItem('pcc.loggedOutAt');
    expect(written).toMatch(/^\d+$/);
    // What the browser delivers to the other tabs of the origin.
    win.dispatchEvent(new StorageEvent('storage', { key: 'pcc.loggedOutAt', newValue: written }));
    win.dispatchEvent(new StorageEvent('storage', { key: 'unrelated', newValue: '1' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('still listens, and announces without throwing, where storage is denied', () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    const getter = vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const signal = createLogoutSignal(new EventTarget() as unknown as Window);
    expect(() => signal.announce()).not.toThrow();
    getter.mockRestore();
  });
});
