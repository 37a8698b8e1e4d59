// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMockAdapter } from '../../../adapters/mock';
import { type AdminFilesPort } from '../../../adapters/types';
import { FILE_KIND } from '../../../contract/files';
import type { MarketplaceApi } from '../../../contract/marketplaceApis';
import recorded from '../../../fixtures/sessions/qianniu-platform.json';
import { isSessionFixture } from '../../../adapters/mock/fixtureFormat';
import { casePng } from '../../support/pngFile';

/** The files port as the app builds it, but talking straight to the adapter's in-process dev API. */
function filesThrough(call: (path: string, body: unknown) => Promise<unknown>): AdminFilesPort {
  return {
    uploadForm: (fileName, kind) => call('/api/files/upload_form', { fileName, type: kind }) as never,
    uploadResult: async (result) => void (await call('/api/files/upload_result', result)),
    registerMarketplaceFile: (file) => call('/api/files/taobao', file) as never,
  };
}

async function loggedInMock(fixture = null as Parameters<typeof createMockAdapter>[0]['fixture']) {
  let token = '';
  const holder: { adapter?: ReturnType<typeof createMockAdapter> } = {};
  const call = async (path: string, body: unknown) => {
    const response = await holder.adapter!.apiFetch(
      new Request(`http://mock.local${path}`, {
        method: 'POST',
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      }),
    );
    if (!response.ok) throw new Error(await response.text());
    return response.json();
  };
  holder.adapter = createMockAdapter({ files: filesThrough(call), fixture });
  token = ((await call('/api/users/login', { username: 'demo', password: 'demo1234' })) as { token: string }).token;
  return holder.adapter;
}

describe('the mock adapter', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('uploads in-process: the dev API holds the bytes', async () => {
    const adapter = await loggedInMock();
    const bytes = new Uint8Array([137, 80, 78, 71, 1, 2, 3]);
    const uploaded = await adapter.upload(new Blob([bytes], { type: 'image/png' }), { kind: FILE_KIND.DESIGN_ASSET, fileName: 'a.png' });
    expect(Array.from(adapter.devApi.files.get(uploaded.fileId)!.bytes)).toEqual(Array.from(bytes));
    expect(uploaded.url).toMatch(/^blob:/);
  });

  it('uploads a file whose name holds half a surrogate pair or is overlong under a name the service takes', async () => {
    const adapter = await loggedInMock();
    const bytes = new Uint8Array([137, 80, 78, 71, 1, 2, 3]);
    const broken = await adapter.upload(new File([bytes], '设计\uD83D.png', { type: 'image/png' }), { kind: FILE_KIND.DESIGN_ASSET });
    expect(adapter.devApi.files.get(broken.fileId)!.fileName).toBe('设计\uFFFD.png');
    const long = await adapter.upload(new Blob([bytes], { type: 'image/png' }), { kind: FILE_KIND.DESIGN_ASSET, fileName: `${'长'.repeat(300)}.png` });
    expect(adapter.devApi.files.get(long.fileId)!.fileName).toBe(`${'长'.repeat(251)}.png`);
  });

  it('hands out blob URLs that a browser could not render as a page: an image keeps its type, HTML does not', async () => {
    // The blob behind each URL made (happy-dom's fetch cannot open blob: URLs).
    const made = new Map<string, Blob>();
    const createObjectURL = URL.createObjectURL.bind(URL);
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      const url = createObjectURL(blob);
      made.set(url, blob as Blob);
      return url;
    });
    let token = '';
    const adapter = await loggedInMock();
    const api = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
      const reply = await adapter.apiFetch(
        new Request(`http://mock.local${path}`, {
          method,
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: body === undefined ? undefined : JSON.stringify(body),
        }),
      );
      return (await reply.json()) as T;
    };
    token = (await api<{ token: string }>('POST', '/api/users/login', { username: 'demo', password: 'demo1234' })).token;
    const [collection] = await api<Array<{ id: string }>>('GET', '/api/design_asset_collections?type=1');
    const typeOfAsset = async (file: Blob, fileName: string) => {
      const { fileId } = await adapter.upload(file, { kind: FILE_KIND.DESIGN_ASSET, fileName });
      const asset = await api<{ url: string }>('POST', '/api/design_assets', { type: 1, collectionId: collection!.id, fileId, thumbnailFileId: null });
      expect(asset.url).toMatch(/^blob:/);
      return made.get(asset.url)?.type;
    };
    const png = new Uint8Array(casePng(2, 2));
    expect(await typeOfAsset(new Blob([png], { type: 'image/png' }), 'a.png')).toBe('image/png');
    // An image by its name and bytes (the dev API takes no other as an asset) whose sender declared HTML.
    expect(await typeOfAsset(new Blob([png], { type: 'text/html' }), 'a.png')).toBe('application/octet-stream');
  });

  it('answers marketplace calls from fixtures and refuses unknown APIs with the marketplace wording', async () => {
    const adapter = await loggedInMock();
    expect(await adapter.callMarketplace('taobao.shop.seller.get', {})).toMatchObject({ shop: { title: '壳美定制旗舰店' } });
    // The console's calls are typed to its list; a name outside it still gets the marketplace's own answer.
    await expect(adapter.callMarketplace('taobao.no.such' as MarketplaceApi, {})).rejects.toThrow('接口 taobao.no.such 不存在');
  });

  it('replays the checked-in recording: its recorded answers come first', async () => {
    expect(isSessionFixture(recorded)).toBe(true);
    const adapter = createMockAdapter({ files: filesThrough(async () => ({})), fixture: recorded as never });
    const me = await adapter.apiFetch(new Request('http://mock.local/api/users/me'));
    expect(me.status).toBe(200);
    expect(await me.json()).toEqual({ username: 'demo' });
    expect(await adapter.cloudStoreConfig()).toMatchObject({ bucket: 'kemei-diy-assets' });
  });

  it('falls back to the dev API for what the recording never saw', async () => {
    const adapter = createMockAdapter({ files: filesThrough(async () => ({})), fixture: recorded as never });
    const response = await adapter.apiFetch(new Request('http://mock.local/api/files/upload_form', { method: 'POST', body: '{}' }));
    expect(response.status).toBe(401);
  });
});
