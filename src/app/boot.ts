import type { Channel } from '../../bridge/channel';
import { createChannel } from '../../bridge/channel';
import { createMyWebViewTransport, getMyWebView } from '../../bridge/myWebViewTransport';
import type { Transport } from '../../bridge/Transport';
import { createWindowTransport } from '../../bridge/windowTransport';
import { createBrowserAdapter } from '../../adapters/browser';
import { createQianniuAdapter } from '../../adapters/qianniu';
import type { SessionRecorder } from '../../adapters/mock/recorder';
import { framingParentOrigin, selectAdapterKind } from '../../adapters/select';
import type { ApiFetch, PlatformAdapter } from '../../adapters/types';
import { TRUSTED_HOST_ORIGINS } from '../lib/hostOrigins';
import { safeStorage } from '../lib/safeStorage';
import { configureApiClient } from '../api/client';
import { adminFiles } from '../api/files';
import { enqueueFailure } from './failures';
import { rememberPlatformChoice } from './platformChoice';
import type { Platform } from '../ui/platformContext';
import { isAuditUsername, session } from './session';
import { handleSessionExpiry } from './sessionExpiry';

function bridgeTransport(win: Window): Transport {
  const my = getMyWebView(win);
  if (my) return createMyWebViewTransport(my);
  const parentOrigin = framingParentOrigin(win);
  // Without a trusted parent there is no host: the caller detaches, and status() says so.
  if (!parentOrigin) throw new Error('not framed');
  return createWindowTransport({
    self: win,
    peer: win.parent,
    peerOrigin: parentOrigin,
    allowedOrigins: TRUSTED_HOST_ORIGINS,
  });
}

function detachedTransport(): Transport {
  return { send: () => undefined, subscribe: () => () => undefined, destroy: () => undefined };
}

async function loadFixture(name: string) {
  const { loadSessionFixture } = await import('../../adapters/mock/loadFixture');
  return loadSessionFixture(name);
}

/** DESIGN.md boot: pick the adapter, wire the API client through it, optionally record. */
export async function bootPlatform(win: Window): Promise<Platform> {
  const search = rememberPlatformChoice(win.location.search, safeStorage(() => win.sessionStorage));
  const params = new URLSearchParams(search);
  const kind = selectAdapterKind({
    search,
    win,
    parentOrigin: framingParentOrigin(win),
    trustedOrigins: TRUSTED_HOST_ORIGINS,
  });

  let recorder: SessionRecorder | null = null;
  if (params.get('record') === '1') {
    const { SessionRecorder } = await import('../../adapters/mock/recorder');
    recorder = new SessionRecorder(kind);
  }

  let adapter: PlatformAdapter;
  let innerFetch: ApiFetch = (request) => fetch(request);
  if (kind === 'mock') {
    const fixtureName = params.get('fixture');
    const [{ createMockAdapter }, fixture] = await Promise.all([
      import('../../adapters/mock'),
      fixtureName ? loadFixture(fixtureName) : Promise.resolve(null),
    ]);
    const mock = createMockAdapter({ files: adminFiles, fixture });
    innerFetch = mock.apiFetch;
    adapter = mock;
  } else if (kind === 'qianniu') {
    let transport: Transport;
    try {
      transport = bridgeTransport(win);
    } catch {
      transport = detachedTransport();
    }
    const channel: Channel = createChannel(recorder ? recorder.wrapTransport(transport) : transport);
    adapter = createQianniuAdapter({ channel, files: adminFiles });
  } else {
    adapter = createBrowserAdapter({ files: adminFiles });
  }

  const apiFetch = recorder ? recorder.wrapFetch(innerFetch) : innerFetch;
  configureApiClient({
    apiFetch,
    baseURL: __API_BASE__,
    getToken: () => session.token,
    isAuditMode: () => isAuditUsername(session.username),
    onFailure: (outcome) => {
      if (outcome.action === 'expire-session') handleSessionExpiry(outcome.text);
      else if (outcome.action === 'modal') enqueueFailure(outcome);
    },
  });
  return { adapter: { ...adapter, apiFetch }, recorder };
}
