import { useEffect, useState } from 'react';
import { connectTrustedParent } from '../../../adapters/embedded';
import { hasSessionToken } from '../../api/client';
import { getCurrentUser } from '../../api/users';
import { TRUSTED_HOST_ORIGINS } from '../../lib/hostOrigins';
import { MSG } from '../../messages';

/** What /has_login tells its parent (spec 3 §6). */
export interface HasLoginMessage {
  type: 'HAS_LOGIN';
  hasLogin: boolean;
  username: string | null;
}

async function currentUsername(): Promise<string | null> {
  if (!hasSessionToken()) return null;
  try {
    return (await getCurrentUser({ skipErrorModal: true, probeOnly: true })).username;
  } catch {
    return null;
  }
}

/** Spec 3 §6: reports to a trusted parent window whether this browser holds a live session. */
export default function HasLogin() {
  const [state, setState] = useState<'checking' | 'reported' | 'untrusted'>('checking');

  useEffect(() => {
    const transport = connectTrustedParent(window, TRUSTED_HOST_ORIGINS);
    if (!transport) {
      setState('untrusted');
      return;
    }
    let live = true;
    currentUsername().then((username) => {
      if (!live) return;
      const message: HasLoginMessage = { type: 'HAS_LOGIN', hasLogin: username !== null, username };
      transport.send(message);
      setState('reported');
    });
    return () => {
      live = false;
      transport.destroy();
    };
  }, []);

  return (
    <div className="embedded-status" data-state={state}>
      {state === 'untrusted' ? MSG.embedded.untrustedParent : null}
    </div>
  );
}
