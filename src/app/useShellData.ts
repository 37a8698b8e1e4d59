import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { getMiniApp, type MiniApp } from '../api/miniApp';
import { getCurrentUser } from '../api/users';
import { session } from '../api/session';
import { rememberUsername } from './session';

/** The signed-in username and the shop's mini app, loaded once per shell. */
export function useShellData(): { username: string | null; miniApp: MiniApp | null } {
  const { username, token } = useSnapshot(session);
  const [miniApp, setMiniApp] = useState<MiniApp | null>(null);

  useEffect(() => {
    if (!token) return;
    let live = true;
    getCurrentUser()
      .then((user) => {
        if (live) rememberUsername(user.username);
      })
      .catch(() => undefined);
    getMiniApp()
      .then((app) => live && setMiniApp(app))
      .catch(() => live && setMiniApp({ name: null, logoUrl: null, templateVersion: null }));
    return () => {
      live = false;
    };
  }, [token]);

  return { username, miniApp };
}
