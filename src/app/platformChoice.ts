import type { SafeStorage } from '../lib/safeStorage';

/** Query parameters that choose how the console runs; they hold for the whole tab, across reloads. */
const CHOICE_KEYS = ['adapter', 'fixture', 'record', 'container'] as const;
const STORAGE_KEY = 'pcc.platformChoice';

export interface ChoiceRules {
  /**
   * Whether `container=miniapp` may hold: only inside a frame or the mini-program's web-view. From a plain
   * link it is neither taken nor kept, or any link could make the tab wait for a script from `appx`.
   */
  containerHonoured: boolean;
}

/**
 * QA opens `?adapter=mock&fixture=x` once; the console then navigates and reloads without the query, so
 * the choice is kept in session storage (this tab only). Explicit parameters always win.
 */
export function rememberPlatformChoice(
  search: string,
  storage: Pick<SafeStorage, 'getItem' | 'setItem'>,
  { containerHonoured }: ChoiceRules = { containerHonoured: true },
): string {
  const current = new URLSearchParams(search);
  if (!containerHonoured) current.delete('container');
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
    if (value && (key !== 'container' || containerHonoured)) chosen[key] = value;
  }
  storage.setItem(STORAGE_KEY, JSON.stringify(chosen));
  return `?${new URLSearchParams(chosen).toString()}`;
}

/** Whether this tab runs on a choice made by `?adapter=` (or the other choice parameters), not detection. */
export function hasPlatformChoice(storage: Pick<SafeStorage, 'getItem'>): boolean {
  try {
    const stored = JSON.parse(storage.getItem(STORAGE_KEY) ?? '{}') as Record<string, string> | null;
    return Boolean(stored && (stored.adapter || stored.fixture || stored.record));
  } catch {
    return false;
  }
}

/**
 * The way back from a `?adapter=` that does not fit this tab (千牛 in a plain browser, say): forgets the
 * choice, keeping only what the container itself asked for, so the next load detects the environment.
 */
export function forgetPlatformChoice(storage: Pick<SafeStorage, 'getItem' | 'setItem'>): void {
  let container: string | undefined;
  try {
    container = (JSON.parse(storage.getItem(STORAGE_KEY) ?? '{}') as Record<string, string> | null)?.container;
  } catch {
    container = undefined;
  }
  storage.setItem(STORAGE_KEY, JSON.stringify(container ? { container } : {}));
}

/**
 * The address without the parameters forgetPlatformChoice forgets: reloaded with them still in it, the tab
 * would simply make the same choice again (explicit parameters win) and 自动识别环境 would do nothing.
 * `container` stays, as it stays in the tab's choice.
 */
export function addressWithoutChoice(href: string): string {
  const url = new URL(href);
  for (const key of CHOICE_KEYS) if (key !== 'container') url.searchParams.delete(key);
  return url.pathname + url.search + url.hash;
}
