import { describe, expect, it, vi } from 'vitest';
import { CLOUD_INIT_FAILED, cloudAfterInit } from '../../../../adapters/qianniu/miniapp/host/cloudAfterInit';
import type { HostCloud } from '../../../../adapters/qianniu/miniapp/host/platform';

/** The SDK as the host sees it: `topApi`/`file` answer only once init has succeeded. */
function fakeCloud() {
  return {
    topApi: { invoke: vi.fn(async () => ({ ok: 'top' })) },
    file: {
      uploadFile: vi.fn(async () => ({ fileId: 'cloud://x/other/a.png', url: 'https://img.alicdn.com/a.png' })),
      deleteFile: vi.fn(async () => true),
    },
  } satisfies HostCloud;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('cloudAfterInit', () => {
  it('holds a call made before init settles, and makes it once init resolves true', async () => {
    const cloud = fakeCloud();
    const init = deferred<boolean>();
    const wrapped = cloudAfterInit(cloud, init.promise);

    const answer = wrapped.topApi.invoke({ api: 'taobao.item.seller.get', data: { num_iid: 1 } });
    await Promise.resolve();
    expect(cloud.topApi.invoke).not.toHaveBeenCalled();

    init.resolve(true);
    await expect(answer).resolves.toEqual({ ok: 'top' });
    expect(cloud.topApi.invoke).toHaveBeenCalledWith({ api: 'taobao.item.seller.get', data: { num_iid: 1 } });
  });

  it('passes the upload and delete calls through with their options and answers', async () => {
    const cloud = fakeCloud();
    const wrapped = cloudAfterInit(cloud, Promise.resolve(true));

    await expect(wrapped.file.uploadFile({ filePath: 'https://usr/u1', fileType: 'other', fileName: 'a.png' })).resolves.toEqual({
      fileId: 'cloud://x/other/a.png',
      url: 'https://img.alicdn.com/a.png',
    });
    await expect(wrapped.file.deleteFile({ fileId: 'cloud://x/other/a.png' })).resolves.toBe(true);
    expect(cloud.file.uploadFile).toHaveBeenCalledWith({ filePath: 'https://usr/u1', fileType: 'other', fileName: 'a.png' });
    expect(cloud.file.deleteFile).toHaveBeenCalledWith({ fileId: 'cloud://x/other/a.png' });
  });

  // The SDK's init resolves false on failure (it logs SDK初始化失败 and never rejects).
  it.each([
    ['resolves false', () => Promise.resolve(false)],
    ['rejects', () => Promise.reject(new Error('network'))],
  ])('fails every call with one clear reason when init %s, calling nothing on the SDK', async (_how, init) => {
    const cloud = fakeCloud();
    const wrapped = cloudAfterInit(cloud, init());

    await expect(wrapped.topApi.invoke({ api: 'taobao.time.get' })).rejects.toThrow(CLOUD_INIT_FAILED);
    await expect(wrapped.file.uploadFile({ filePath: 'https://usr/u1', fileType: 'image' })).rejects.toThrow(CLOUD_INIT_FAILED);
    await expect(wrapped.file.deleteFile({ fileId: 'cloud://x' })).rejects.toThrow(CLOUD_INIT_FAILED);
    expect(cloud.topApi.invoke).not.toHaveBeenCalled();
    expect(cloud.file.uploadFile).not.toHaveBeenCalled();
    expect(cloud.file.deleteFile).not.toHaveBeenCalled();
  });

  it('passes a failing call through as the SDK failed it', async () => {
    const cloud = fakeCloud();
    const failure = new Error(JSON.stringify({ code: 27, msg: 'Invalid session', sub_code: 'isv.invalid-session' }));
    cloud.topApi.invoke.mockRejectedValueOnce(failure);
    const wrapped = cloudAfterInit(cloud, Promise.resolve(true));

    await expect(wrapped.topApi.invoke({ api: 'taobao.time.get' })).rejects.toBe(failure);
  });
});
