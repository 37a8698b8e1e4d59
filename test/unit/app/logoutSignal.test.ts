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
    const heard = new Promise<string>((resolve) => other.listen(resolve));
    sender.announce();
    expect(await heard).toBe('logout');
    stop();
    expect(heardHere).not.toHaveBeenCalled();
  });

  it('stays among the tabs of one service: a mock tab’s logout is not heard by the service’s tabs', async () => {
    const mockTab = createLogoutSignal(new EventTarget() as unknown as Window, '.mock');
    const serviceTab = createLogoutSignal(new EventTarget() as unknown as Window, '');
    const otherMockTab = createLogoutSignal(new EventTarget() as unknown as Window, '.mock');
    const heardByService = vi.fn();
    const stop = serviceTab.listen(heardByService);
    const heardByMock = new Promise<string>((resolve) => otherMockTab.listen(resolve));
    mockTab.announce();
    expect(await heardByMock).toBe('logout');
    stop();
    expect(heardByService).not.toHaveBeenCalled();
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
    expect(onLogout.mock.calls).toEqual([['logout']]);
  });

  it('tells a new session apart from a logout, on both ways', async () => {
    const other = createLogoutSignal(new EventTarget() as unknown as Window);
    const heard = new Promise<string>((resolve) => other.listen(resolve));
    createLogoutSignal(new EventTarget() as unknown as Window).announce('session');
    expect(await heard).toBe('session');

    vi.stubGlobal('BroadcastChannel', undefined);
    const win = new EventTarget() as unknown as Window;
    const signal = createLogoutSignal(win);
    const onChange = vi.fn();
    signal.listen(onChange);
    signal.announce('session');
    win.dispatchEvent(new StorageEvent('storage', { key: 'pcc.sessionStartedAt', newValue: localStorage.getItem('pcc.sessionStartedAt') }));
    expect(onChange.mock.calls).toEqual([['session']]);
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
