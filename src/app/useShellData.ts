import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { getMiniApp } from '../api/miniApp';
import { getCurrentUser } from '../api/users';
import { session } from '../api/session';
import { rememberUsername } from './session';
import { readShellBrand, writeShellBrand, type ShellBrand } from './shellBrand';

/** No mini app to show: the shell's defaults (spec 1 §1: a default display name and a fallback logo). */
const NO_BRAND: ShellBrand = { name: null, logoUrl: null };

/**
 * The signed-in username and the shop's mini app, loaded once per shell. Until the mini app loads, and
 * when its load fails, the header shows the brand this browser last loaded for the account (null while
 * there is none and the load runs: the header then shows no name rather than one it will replace).
 */
export function useShellData(): { username: string | null; miniApp: ShellBrand | null } {
  const { username, token } = useSnapshot(session);
  const [miniApp, setMiniApp] = useState<ShellBrand | null>(() => readShellBrand(session.username));

  useEffect(() => {
    if (!token) return;
    let live = true;
    setMiniApp(readShellBrand(session.username));
    getCurrentUser()
      .then((user) => {
        if (live) rememberUsername(user.username);
      })
      .catch(() => undefined);
    getMiniApp()
      .then((app) => {
        if (!live) return;
        const brand = { name: app.name, logoUrl: app.logoUrl };
        writeShellBrand(session.username, brand);
        setMiniApp(brand);
      })
      .catch(() => live && setMiniApp(readShellBrand(session.username) ?? NO_BRAND));
    return () => {
      live = false;
    };
  }, [token]);

  return { username, miniApp };
}
