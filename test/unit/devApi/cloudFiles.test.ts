import { describe, expect, it } from 'vitest';
import { createDevApi } from '../../../adapters/mock/devApi';
import { BASE, call, errorOf } from './helpers';

describe('dev API simulated marketplace cloud storage', () => {
  it('stores raw bytes, serves them at the returned url and deletes them', async () => {
    const api = createDevApi({ origin: BASE, now: () => 1_700_000_000_000 });
    const bytes = new Uint8Array([1, 2, 3, 4, 5, 200]);
    const upload = await call(api, '/api/__dev/cloud_files', {
      method: 'POST',
      body: bytes,
      headers: { 'x-file-name': encodeURIComponent('苹果-iPhone15-硅胶-黑色-前景图.png'), 'content-type': 'image/png' },
    });
    expect(upload.status).toBe(200);
    const reply = (await upload.json()) as { url: string; taobaoFileId: string; fileSize: number; uploadTime: number };
    expect(reply).toMatchObject({ fileSize: 6, uploadTime: 1_700_000_000_000 });
    expect(reply.url).toBe(`${BASE}/api/__dev/cloud_files/${reply.taobaoFileId}`);

    const served = await api.handle(new Request(reply.url));
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);

    const deleted = await api.handle(new Request(reply.url, { method: 'DELETE' }));
    expect(await deleted.json()).toEqual({ deleted: true });
    const again = await api.handle(new Request(reply.url, { method: 'DELETE' }));
    expect(await again.json()).toEqual({ deleted: false });
    const gone = await api.handle(new Request(reply.url));
    expect(gone.status).toBe(404);
    await errorOf(gone);
  });

  it('keeps a file where only its address finds it: the next upload’s address cannot be guessed from one seen', async () => {
    const api = createDevApi({ origin: BASE });
    const upload = async (bytes: Uint8Array) =>
      ((await (await call(api, '/api/__dev/cloud_files', { method: 'POST', body: bytes, headers: { 'x-file-name': 'a.png', 'content-type': 'image/png' } })).json()) as {
        taobaoFileId: string;
      }).taobaoFileId;
    const seen = await upload(new Uint8Array([1]));
    await upload(new Uint8Array([2, 2]));
    // Anyone may read a cloud address (it stands for the marketplace's CDN), so another account's upload
    // must not sit at the address next to one a stranger was shown.
    const counter = Number(/\d+/.exec(seen)![0]);
    for (const guess of [counter + 1, counter + 2]) {
      expect((await api.handle(new Request(`${BASE}/api/__dev/cloud_files/tb${guess}`))).status).toBe(404);
    }
  });

  it('refuses an empty body', async () => {
    const response = await call(createDevApi(), '/api/__dev/cloud_files', { method: 'POST', headers: { 'x-file-name': 'a.png' } });
    expect(response.status).toBe(400);
    await errorOf(response);
  });
});
