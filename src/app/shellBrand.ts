import type { MiniApp } from '../api/miniApp';
import { localStore, type SafeStorage } from '../lib/safeStorage';

/** What the shell's header shows of the shop's mini app (spec 1 §1): its name and logo. */
export type ShellBrand = Pick<MiniApp, 'name' | 'logoUrl'>;

/**
 * The brand last loaded for an account, kept in this browser: with the network down (or the service
 * failing) the header keeps the shop's own name instead of turning into the default one, and a reload
 * shows it from the first paint. Per account, since another account on the same PC has its own shop.
 */
const keyFor = (username: string) => `pcc.shell.brand.${username}`;

export function readShellBrand(username: string | null, storage: SafeStorage = localStore): ShellBrand | null {
  if (!username) return null;
  try {
    const stored = JSON.parse(storage.getItem(keyFor(username)) ?? 'null') as unknown;
    if (!stored || typeof stored !== 'object') return null;
    const { name, logoUrl } = stored as Record<string, unknown>;
    return { name: typeof name === 'string' ? name : null, logoUrl: typeof logoUrl === 'string' ? logoUrl : null };
  } catch {
    return null;
  }
}

export function writeShellBrand(username: string | null, brand: ShellBrand, storage: SafeStorage = localStore): void {
  if (!username) return;
  storage.setItem(keyFor(username), JSON.stringify({ name: brand.name, logoUrl: brand.logoUrl }));
}
