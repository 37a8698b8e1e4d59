import { useCallback, useState } from 'react';
import { localStore, type SafeStorage } from '../lib/safeStorage';

/**
 * Whether the left menu is folded to its icons, kept per browser: Qianniu's plugin window is about
 * 1024 px wide (DESIGN.md), and a seller who folded the menu to give the order list room wants it folded
 * on the next visit too. Any other stored value reads as unfolded.
 */
const KEY = 'pcc.shell.siderCollapsed';

export function readSiderCollapsed(storage: SafeStorage = localStore): boolean {
  return storage.getItem(KEY) === '1';
}

export function writeSiderCollapsed(collapsed: boolean, storage: SafeStorage = localStore): void {
  storage.setItem(KEY, collapsed ? '1' : '0');
}

export function useSiderCollapsed(): [boolean, (collapsed: boolean) => void] {
  const [collapsed, setCollapsed] = useState(() => readSiderCollapsed());
  const set = useCallback((next: boolean) => {
    writeSiderCollapsed(next);
    setCollapsed(next);
  }, []);
  return [collapsed, set];
}
