import { describe, expect, it, vi } from 'vitest';
import { PROTOCOL, PROTOCOL_VERSION } from '../../../../bridge/protocol';
import { startQianniuHost } from '../../../../adapters/qianniu/miniapp/host/startHost';
import { createFakeCloud } from '../../../support/fakeCloud';
import { createFakeMy } from '../../../support/fakeMy';
import { base64Of, CONFIG } from './harness';

function start() {
  const fake = createFakeMy();
  const cloud = createFakeCloud({ files: fake.files });
  const host = startQianniuHost({ platform: { my: fake.my, cloud: cloud.cloud }, webViewId: 'console', config: CONFIG });
  const posted = fake.posted.get('console')!;
  return { fake, cloud, host, posted };
}

const request = (id: string, method: string, params: unknown) => ({ protocol: PROTOCOL, version: PROTOCOL_VERSION, kind: 'request', id, method, params });

describe('startQianniuHost', () => {
  it.each([
    ['detail.value (Taobao)', (m: unknown) => ({ type: 'message', detail: { value: m } })],
    ['detail.data (mPaaS)', (m: unknown) => ({ type: 'message', detail: { data: m } })],
    ['detail itself', (m: unknown) => ({ detail: m })],
  ])('answers a request read from %s through the web-view context', async (_, wrap) => {
    const { host, posted } = start();
    host.receive(wrap(request('r1', 'host.hello', {})));
    await vi.waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      protocol: PROTOCOL,
      version: PROTOCOL_VERSION,
      kind: 'reply',
      id: 'r1',
      ok: true,
      result: { host: 'qianniu-pc', version: '9.8.0' },
    });
  });

  it('runs a whole upload from web-view events', async () => {
    const { host, posted, cloud, fake } = start();
    const reply = async (id: string) => {
      await vi.waitFor(() => expect(posted.some((m) => m.id === id)).toBe(true));
      return posted.find((m) => m.id === id)!;
    };
    host.receive({ detail: { value: request('b', 'cloudFile.uploadBegin', { fileName: 'a.png', size: 3, mimeType: 'image/png' }) } });
    const { uploadId } = (await reply('b')).result as { uploadId: string };
    host.receive({ detail: { value: request('c', 'cloudFile.uploadChunk', { uploadId, index: 0, data: base64Of([1, 2, 3]) }) } });
    expect((await reply('c')).result).toEqual({ received: 3 });
    host.receive({ detail: { value: request('d', 'cloudFile.uploadCommit', { uploadId }) } });
    expect(await reply('d')).toMatchObject({ ok: true, result: { fileSize: 3 } });
    expect(cloud.stored.size).toBe(1);
    expect(fake.files.size).toBe(0);
  });

  it('stops answering and aborts open transfers when destroyed', async () => {
    const { host, posted, fake } = start();
    host.receive({ detail: { value: request('b', 'file.saveBegin', { fileName: 'a.zip', size: -1, mimeType: 'application/zip' }) } });
    await vi.waitFor(() => expect(posted).toHaveLength(1));
    const { saveId } = posted[0].result as { saveId: string };
    host.receive({ detail: { value: request('c', 'file.saveChunk', { saveId, index: 0, data: base64Of([1]) }) } });
    await vi.waitFor(() => expect(posted).toHaveLength(2));
    expect(fake.files.size).toBe(1);

    host.destroy();
    host.receive({ detail: { value: request('h', 'host.hello', {}) } });
    await vi.waitFor(() => expect(fake.files.size).toBe(0));
    expect(posted).toHaveLength(2);
  });
});
