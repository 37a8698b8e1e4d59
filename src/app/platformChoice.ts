import type { SafeStorage } from '../lib/safeStorage';

/** Query parameters that choose how the console runs; they hold for the whole tab, across reloads. */
const CHOICE_KEYS = ['adapter', 'fixture', 'record', 'container'] as const;
const STORAGE_KEY = 'pcc.platformChoice';

/**
 * QA opens `?adapter=mock&fixture=x` once; the console then navigates and reloads without the query, so
 * the choice is kept in session storage (this tab only). Explicit parameters always win.
 */
export function rememberPlatformChoice(search: string, storage: Pick<SafeStorage, 'getItem' | 'setItem'>): string {
  const current = new URLSearchParams(search);
  let stored: Record<string, string> = {};
  try {
    stored = JSON.parse(storage.getItem(STORAGE_KEY) ?? '{}') as Record<string, string>;
  } catch {
    stored = {};
  }
  const chosen: Record<string, string> = {};
  const explicit = CHOICE_KEYS.some((key) => current.has(key));
  for (const key of CHOICE_KEYS) {
    const value = explicit ? current.get(key) : stored[key];
    if (value) chosen[key] = value;
  }
  storage.setItem(STORAGE_KEY, JSON.stringify(chosen));
  return `?${new URLSearchParams(chosen).toString()}`;
}
