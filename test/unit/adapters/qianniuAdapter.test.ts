import { describe, expect, it } from 'vitest';
import { createChannel } from '../../../bridge/channel';
import { createChunkReceiver } from '../../support/createChunkReceiver';
import { createBridgeHost } from '../../../bridge/createBridgeHost';
import { createMemoryTransportPair } from '../../support/memoryTransport';
import { createQianniuAdapter } from '../../../adapters/qianniu';
import { type AdminFilesPort } from '../../../adapters/types';
import { FILE_KIND } from '../../../contract/files';

function setup(options: { drop?: boolean; maxSaveBytes?: number | null } = {}) {
  const [pluginSide, hostSide] = createMemoryTransportPair();
  const saved: { fileName: string; bytes: Uint8Array }[] = [];
  const registered: unknown[] = [];
  createBridgeHost(
    hostSide,
    {
      'host.hello': () => (options.maxSaveBytes === undefined ? { host: 'test', version: '1' } : { host: 'test', version: '1', maxSaveBytes: options.maxSaveBytes }),
      ...createChunkReceiver('upload', (file) => ({
        url: `https://img.example/${file.fileName}`,
        taobaoFileId: 'tb-1',
        fileSize: file.bytes.length,
        uploadTime: 1700000000000,
      })),
      ...createChunkReceiver('save', (file) => {
        saved.push(file);
        return { saved: true };
      }),
      'top.invoke': ({ api }) => ({ api }),
      'cloudFile.delete': () => ({ deleted: true }),
    },
    { intercept: () => (options.drop ? 'drop' : undefined) },
  );
  const files: AdminFilesPort = {
    uploadForm: () => Promise.reject(new Error('not used inside Qianniu')),
    uploadResult: () => Promise.reject(new Error('not used inside Qianniu')),
    registerMarketplaceFile: async (file) => {
      registered.push(file);
      return { id: 'f-42' };
    },
  };
  const adapter = createQianniuAdapter({ channel: createChannel(pluginSide, { defaultTimeoutMs: 200 }), files });
  return { adapter, saved, registered };
}

describe('the qianniu adapter over the bridge', () => {
  it('uploads to the cloud through the host, then registers the file with the admin API', async () => {
    const { adapter, registered } = setup();
    const progress: number[] = [];
    const bytes = new Uint8Array(600_000).map((_, i) => i % 251);
    const result = await adapter.upload(new Blob([bytes], { type: 'image/png' }), {
      kind: FILE_KIND.WIREFRAME,
      fileName: 'case.png',
      onProgress: (sent) => progress.push(sent),
    });
    expect(result).toEqual({ fileId: 'f-42', url: 'https://img.example/case.png', cloudFileId: 'tb-1' });
    expect(registered).toEqual([
      { url: 'https://img.example/case.png', taobaoFileId: 'tb-1', uploadTime: 1700000000000, fileSize: 600_000, type: 4 },
    ]);
    expect(progress.at(-1)).toBe(600_000);
  });

  it('saves a stream of unknown length chunk by chunk', async () => {
    const { adapter, saved } = setup();
    const parts = [new Uint8Array(300_000).fill(1), new Uint8Array(10).fill(2), new Uint8Array(400_000).fill(3)];
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const part of parts) controller.enqueue(part);
        controller.close();
      },
    });
    await adapter.saveFile('orders.zip', stream, { mimeType: 'application/zip' });
    expect(saved).toHaveLength(1);
    expect(saved[0]!.fileName).toBe('orders.zip');
    expect(saved[0]!.bytes.length).toBe(700_010);
    expect(saved[0]!.bytes[300_005]).toBe(2);
  });

  it('saves a bulk download’s parts over the bridge when the web-view has no folder picker', async () => {
    const { adapter, saved } = setup();
    const target = await adapter.beginSave('定制图');
    expect(target.label).toBe('千牛的文件保存位置');
    const bytes = new Uint8Array(300_000).map((_, i) => i % 249);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.subarray(0, 100_000));
        controller.enqueue(bytes.subarray(100_000));
        controller.close();
      },
    });
    await target.saveFile('定制图_1.zip', stream, { mimeType: 'application/zip' });
    expect(saved.map((file) => file.fileName)).toEqual(['定制图_1.zip']);
    expect(Buffer.compare(Buffer.from(saved[0]!.bytes), Buffer.from(bytes))).toBe(0);
  });

  it('gives the download the host’s own file limit, as its hello declares it (none when it declares none)', async () => {
    expect((await setup({ maxSaveBytes: 10_485_760 }).adapter.beginSave('定制图')).maxFileBytes).toBe(10_485_760);
    expect((await setup().adapter.beginSave('定制图')).maxFileBytes).toBeUndefined();
    expect((await setup({ maxSaveBytes: null }).adapter.beginSave('定制图')).maxFileBytes).toBeUndefined();
  });

  it('is usable when the host says hello', async () => {
    expect(await setup().adapter.status()).toEqual({ usable: true });
  });

  it('reports 当前可能不是千牛环境 when no host answers', async () => {
    expect(await setup({ drop: true }).adapter.status()).toEqual({ usable: false, reason: '当前可能不是千牛环境' });
  });

  it('passes marketplace calls through top.invoke', async () => {
    expect(await setup().adapter.callMarketplace('taobao.user.seller.get', {})).toEqual({ api: 'taobao.user.seller.get' });
  });
});
