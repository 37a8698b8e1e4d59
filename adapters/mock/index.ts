import { BridgeError } from '../../bridge/BridgeError';
import { API_PATH, pathOf } from '../../contract/endpoint';
import { files } from '../../contract/endpoints/files/files';
import { fetchPublicFile } from '../browser/fetchPublicFile';
import { saveViaDownloadLink } from '../browser/saveFile';
import { ADAPTER_TEXT } from '../messages';
import { threeStepUpload, type PostMultipart } from '../threeStepUpload';
import type { AdminFilesPort, ApiFetch, PlatformAdapter } from '../types';
import { createDevApi, safeBlobType, type DevApi, type StoredFile } from './devApi';
import { randomHex } from './devApi/http/encoding';
import type { SessionFixture } from './fixtureFormat';
import { cloudStoreAnswer, marketplaceAnswer, unknownApiMessage } from './platformFixtures';
import { SessionReplayer } from './replayer';

export interface MockAdapter extends PlatformAdapter {
  readonly devApi: DevApi;
  readonly fixture: SessionFixture | null;
}

/**
 * Blob URLs for uploaded bytes, so images display with no request to /api (QA runs with no server). A
 * blob: URL is of the page's origin and carries no headers: a type a browser would render as a page
 * (HTML, XML) is made opaque, as the dev API's content route serves it as an attachment.
 */
function blobUrls(): (file: StoredFile) => string {
  const urls = new Map<string, string>();
  return (file) => {
    if (file.status !== 'uploaded') return pathOf(files.content, { id: file.id });
    let url = urls.get(file.id);
    if (!url) {
      url = URL.createObjectURL(new Blob([file.bytes as BlobPart], { type: safeBlobType(file.mimeType) }));
      urls.set(file.id, url);
    }
    return url;
  };
}

/**
 * The in-page dev API starts afresh on every load; a secret kept by this browser lets the session a QA
 * engineer signed in with survive a reload, as it survives one against `npm start`. Without storage (a
 * sandboxed frame), a new secret: a reload signs out.
 */
function browserTokenSecret(): string | undefined {
  const key = 'pcc.mock.tokenSecret';
  try {
    const kept = localStorage.getItem(key);
    if (kept) return kept;
    const secret = randomHex(32);
    localStorage.setItem(key, secret);
    return secret;
  } catch {
    return undefined;
  }
}

/**
 * For QA and for tests: the dev API runs in this page, and platform calls answer from fixtures. With a
 * recorded fixture, its exchanges answer first and the dev API covers what it never saw.
 */
export function createMockAdapter(deps: { files: AdminFilesPort; fixture?: SessionFixture | null; devApi?: DevApi }): MockAdapter {
  const fixture = deps.fixture ?? null;
  const devApi = deps.devApi ?? createDevApi({ fileUrl: blobUrls(), tokenSecret: browserTokenSecret() });
  const replayer = fixture ? new SessionReplayer(fixture) : null;

  const apiFetch: ApiFetch = async (request) => replayer?.replayHttp(request) ?? devApi.handle(request);

  const postInProcess: PostMultipart = async (url, form, { onProgress, signal }) => {
    const file = form.get('file');
    const total = file instanceof Blob ? file.size : 0;
    onProgress?.(0, total);
    const response = await apiFetch(new Request(new URL(url, location.href), { method: 'POST', body: form, signal }));
    onProgress?.(total, total);
    return { status: response.status, body: await response.text() };
  };

  function fromFixture(method: string, params: unknown): Record<string, unknown> | null {
    const exchange = replayer?.replayBridge(method, params);
    if (!exchange) return null;
    if (!exchange.ok) throw new BridgeError('REMOTE', exchange.error?.message, exchange.error?.code);
    return exchange.result as Record<string, unknown>;
  }

  return {
    kind: 'mock',
    devApi,
    fixture,
    status: async () => ({ usable: true }),
    async upload(file, options) {
      const uploaded = await threeStepUpload(deps.files, postInProcess, file, options);
      return { ...uploaded, url: URL.createObjectURL(file) };
    },
    deleteCloudFile: async () => undefined,
    async callMarketplace(api, data) {
      const recorded = fromFixture('top.invoke', { api, data });
      if (recorded) return recorded;
      const reply = marketplaceAnswer(api, data);
      if (!reply) throw new BridgeError('REMOTE', unknownApiMessage(api), 'isv.invalid-method');
      if (!reply.ok) throw new BridgeError('REMOTE', reply.message, reply.code);
      return reply.answer;
    },
    cloudStoreConfig: async () => fromFixture('cloudStore.config', {}) ?? cloudStoreAnswer(),
    saveFile: (fileName, source, options) => saveViaDownloadLink(fileName, source, options),
    saveFileLimit: async () => undefined,
    beginSave: async () => ({ label: ADAPTER_TEXT.downloadsFolder, saveFile: saveViaDownloadLink }),
    // The dev API's files are served in this page, like its answers; anything else is fetched.
    fetchFile: (url, init = {}) => {
      const target = new URL(url, location.href);
      if (target.origin === location.origin && target.pathname.startsWith(API_PATH)) {
        return apiFetch(new Request(target, { signal: init.signal }));
      }
      return fetchPublicFile(url, init);
    },
    apiFetch,
  };
}
