// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { createMockAdapter } from '../../../adapters/mock';
import { FILE_KIND, type AdminFilesPort } from '../../../adapters/types';
import recorded from '../../../fixtures/sessions/qianniu-platform.json';
import { isSessionFixture } from '../../../adapters/mock/fixtureFormat';

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
  it('uploads in-process: the dev API holds the bytes', async () => {
    const adapter = await loggedInMock();
    const bytes = new Uint8Array([137, 80, 78, 71, 1, 2, 3]);
    const uploaded = await adapter.upload(new Blob([bytes], { type: 'image/png' }), { kind: FILE_KIND.DESIGN_ASSET, fileName: 'a.png' });
    expect(Array.from(adapter.devApi.files.get(uploaded.fileId)!.bytes)).toEqual(Array.from(bytes));
    expect(uploaded.url).toMatch(/^blob:/);
  });

  it('answers marketplace calls from fixtures and refuses unknown APIs with the marketplace wording', async () => {
    const adapter = await loggedInMock();
    expect(await adapter.callMarketplace('taobao.shop.seller.get', {})).toMatchObject({ shop: { title: '壳美定制旗舰店' } });
    await expect(adapter.callMarketplace('taobao.no.such', {})).rejects.toThrow('接口 taobao.no.such 不存在');
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
