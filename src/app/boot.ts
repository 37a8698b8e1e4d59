import { createBrowserAdapter } from '../../adapters/browser';
import { connectQianniuAdapter } from '../../adapters/qianniu/connect';
import { isMiniProgramContainer, loadWebViewSdk, mayBeMiniProgramContainer } from '../../adapters/qianniu/webViewSdk';
// eslint-disable-next-line import-x/no-restricted-paths -- a type only, erased from the bundle
import type { SessionRecorder } from '../../adapters/mock/recorder';
import { framingParentOrigin, selectAdapterKind } from '../../adapters/select';
import type { AdapterKind, ApiFetch, PlatformAdapter } from '../../adapters/types';
import { TRUSTED_HOST_ORIGINS } from '../lib/hostOrigins';
import { safeStorage } from '../lib/safeStorage';
import { scopeSessionTo } from '../lib/tokenCookie';
import { configureApiClient } from '../api/client';
import { adminFiles } from '../api/files';
import { enqueueFailure } from './failures';
import { rememberPlatformChoice } from './platformChoice';
import type { Platform } from '../ui/platformContext';
import { session } from '../api/session';
import { isAuditUsername } from './session';
import { handleSessionExpiry } from './sessionExpiry';

/** The production build knows no mock adapter: `?adapter=mock` there falls through to detection. */
const AVAILABLE_KINDS: readonly AdapterKind[] = __DEV_TOOLS__ ? ['qianniu', 'browser', 'mock'] : ['qianniu', 'browser'];

/** ARCHITECTURE.md boot: pick the adapter, wire the API client through it, optionally record. */
export async function bootPlatform(win: Window): Promise<Platform> {
  const search = rememberPlatformChoice(win.location.search, safeStorage(() => win.sessionStorage), {
    containerHonoured: mayBeMiniProgramContainer(win),
  });
  const params = new URLSearchParams(search);
  // The web-view gives the page its `my` only through the container's script (adapters/qianniu/webViewSdk.ts).
  if (isMiniProgramContainer(search)) await loadWebViewSdk(win.document);
  const kind = selectAdapterKind({
    search,
    win,
    parentOrigin: framingParentOrigin(win),
    trustedOrigins: TRUSTED_HOST_ORIGINS,
    available: AVAILABLE_KINDS,
  });

  // The mock adapter's dev API runs in the page and knows neither the browser's session nor the service's
  // tokens: its session is kept apart (tokenCookie.ts), so that ?adapter=mock signs no other tab out.
  scopeSessionTo(kind === 'mock' ? 'mock' : '');

  let recorder: SessionRecorder | null = null;
  if (__DEV_TOOLS__ && params.get('record') === '1') {
    // eslint-disable-next-line import-x/no-restricted-paths -- behind __DEV_TOOLS__: no chunk in the production build
    const { SessionRecorder } = await import('../../adapters/mock/recorder');
    recorder = new SessionRecorder(kind);
  }

  let adapter: PlatformAdapter;
  let innerFetch: ApiFetch = (request) => fetch(request);
  if (__DEV_TOOLS__ && kind === 'mock') {
    // Inside the condition, so that the production build (where it is false) has no mock chunk at all.
    const fixtureName = params.get('fixture');
    const [{ createMockAdapter }, fixture] = await Promise.all([
      // eslint-disable-next-line import-x/no-restricted-paths -- behind __DEV_TOOLS__, as above
      import('../../adapters/mock'),
      // eslint-disable-next-line import-x/no-restricted-paths -- behind __DEV_TOOLS__, as above
      fixtureName ? import('../../adapters/mock/loadFixture').then((module) => module.loadSessionFixture(fixtureName)) : null,
    ]);
    const mock = createMockAdapter({ files: adminFiles, fixture });
    innerFetch = mock.apiFetch;
    adapter = mock;
  } else if (kind === 'qianniu') {
    adapter = connectQianniuAdapter(win, {
      files: adminFiles,
      trustedOrigins: TRUSTED_HOST_ORIGINS,
      wrapTransport: recorder ? (transport) => recorder.wrapTransport(transport) : undefined,
    });
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
