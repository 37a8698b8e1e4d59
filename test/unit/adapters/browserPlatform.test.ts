import { afterEach, describe, expect, it, vi } from 'vitest';
import { bytesToBase64 } from '../../../bridge/base64';
import {
  createBrowserPlatform,
  DOCUMENTED_FS_LIMITS,
  USER_DATA_PATH,
  type BrowserPlatformOptions,
} from '../../../adapters/mock/hostSimulator/browserPlatform';
import type { MyFailure } from '../../../adapters/qianniu/miniapp/host/platform';
import { ITEM_NOT_FOUND_CODE, itemNotFoundMessage, marketplaceAnswer, unknownApiMessage } from '../../../adapters/mock/platformFixtures';

const ORIGIN = 'http://127.0.0.1:9999';
const MB = 1024 * 1024;

function setup(options: Partial<BrowserPlatformOptions> = {}) {
  const downloads: { fileName: string; blob: Blob }[] = [];
  const platform = createBrowserPlatform({ apiOrigin: ORIGIN, download: (fileName, blob) => downloads.push({ fileName, blob }), ...options });
  const fs = platform.my.getFileSystemManager();
  return { platform, fs, downloads };
}

type Outcome = { ok: true; result: unknown } | { ok: false; failure: MyFailure };

/** Calls a callback-form API and resolves with what its callbacks said, after checking complete came last. */
function call<Options extends object>(api: (options: Options) => unknown, options: Omit<Options, 'success' | 'fail' | 'complete'>): Promise<Outcome> {
  return new Promise((resolve) => {
    let outcome: Outcome | undefined;
    api({
      ...options,
      success: (result: unknown) => (outcome = { ok: true, result }),
      fail: (failure: MyFailure) => (outcome = { ok: false, failure }),
      complete: () => resolve(outcome!),
    } as unknown as Options);
  });
}

const path = (name: string) => `${USER_DATA_PATH}/${name}`;
const base64 = (text: string) => bytesToBase64(new TextEncoder().encode(text));
const textOf = async (blob: Blob) => new TextDecoder().decode(await blob.arrayBuffer());

describe('the simulated file system', () => {
  it('writes, appends and hands the whole file to the save dialog, answering each call in a later task', async () => {
    const { platform, fs, downloads } = setup();
    let answered = false;
    const written = call(fs.writeFile, { filePath: path('a.tmp'), data: base64('hello '), encoding: 'base64' }).then((outcome) => {
      answered = true;
      return outcome;
    });
    await Promise.resolve();
    expect(answered).toBe(false);
    expect(await written).toEqual({ ok: true, result: { success: true } });
    expect(await call(fs.appendFile, { filePath: path('a.tmp'), data: base64('world'), encoding: 'base64' })).toEqual({ ok: true, result: { success: true } });
    expect(await call(fs.appendFile, { filePath: path('a.tmp'), data: new TextEncoder().encode('!').buffer })).toMatchObject({ ok: true });

    const saved = await call(platform.my.qn!.saveFileToDisk, { apFilePath: path('a.tmp'), defaultFileName: '订单.zip' });
    expect(saved).toEqual({ ok: true, result: { success: true } });
    expect(downloads.map((d) => d.fileName)).toEqual(['订单.zip']);
    expect(await textOf(downloads[0]!.blob)).toBe('hello world!');
  });

  it('answers without timers, so appends chained from callbacks are not slowed by nested-timer clamping', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval'] });
    try {
      const { fs } = setup();
      await call(fs.writeFile, { filePath: path('chain'), data: '' });
      for (let i = 0; i < 20; i++) expect(await call(fs.appendFile, { filePath: path('chain'), data: 'x' })).toMatchObject({ ok: true });
    } finally {
      vi.useRealTimers();
    }
  });

  it('replaces a file on writeFile, and names a save after the file when no name is given', async () => {
    const { platform, fs, downloads } = setup();
    await call(fs.writeFile, { filePath: path('b.txt'), data: 'first' });
    await call(fs.writeFile, { filePath: path('b.txt'), data: 'second' });
    await call(platform.my.qn!.saveFileToDisk, { apFilePath: path('b.txt') });
    expect(downloads[0]!.fileName).toBe('b.txt');
    expect(await textOf(downloads[0]!.blob)).toBe('second');
  });

  it('fails with 10022 指定文件不存在 to append to, unlink or save a file that is not there', async () => {
    const { platform, fs, downloads } = setup();
    const missing = { ok: false, failure: { error: 10022, errorMessage: '指定文件不存在' } };
    expect(await call(fs.appendFile, { filePath: path('none'), data: base64('x'), encoding: 'base64' })).toEqual(missing);
    expect(await call(fs.unlink, { filePath: path('none') })).toEqual(missing);
    expect(await call(platform.my.qn!.saveFileToDisk, { apFilePath: path('none'), defaultFileName: 'a.zip' })).toEqual(missing);
    expect(downloads).toEqual([]);
  });

  it('unlinks a file: it is gone for the next append', async () => {
    const { fs } = setup();
    await call(fs.writeFile, { filePath: path('c'), data: 'x' });
    expect(await call(fs.unlink, { filePath: path('c') })).toEqual({ ok: true, result: { success: true } });
    expect(await call(fs.appendFile, { filePath: path('c'), data: 'y' })).toMatchObject({ ok: false, failure: { error: 10022 } });
  });

  it('lists the names in USER_DATA_PATH in call order with the writes, and fails 10022 目录不存在 elsewhere', async () => {
    const { fs } = setup();
    await call(fs.writeFile, { filePath: path('a'), data: 'x' });
    const listing = call(fs.readdir!, { dirPath: `${USER_DATA_PATH}/` });
    const written = call(fs.writeFile, { filePath: path('b'), data: 'y' });
    expect(await listing).toEqual({ ok: true, result: { files: ['a'] } });
    await written;
    expect(await call(fs.readdir!, { dirPath: USER_DATA_PATH })).toEqual({ ok: true, result: { files: ['a', 'b'] } });
    await call(fs.writeFile, { filePath: path('sub/c'), data: 'z' });
    expect(await call(fs.readdir!, { dirPath: USER_DATA_PATH })).toEqual({ ok: true, result: { files: ['a', 'b'] } });
    expect(await call(fs.readdir!, { dirPath: 'https://other' })).toEqual({ ok: false, failure: { error: 10022, errorMessage: '目录不存在' } });
    expect(await call(fs.readdir!, { dirPath: 7 as never })).toMatchObject({ ok: false, failure: { error: 2 } });
  });

  it.each([
    ['no path', { data: 'x' }],
    ['a path that is not a string', { filePath: 7, data: 'x' }],
    ['data that is neither text nor an ArrayBuffer', { filePath: path('d'), data: new Uint8Array(2) }],
    ['text that is not base64', { filePath: path('d'), data: 'not base64!', encoding: 'base64' }],
    ['an unknown encoding', { filePath: path('d'), data: 'x', encoding: 'klingon' }],
  ])('fails with 2 接口参数无效 for %s, and writes nothing', async (_, options) => {
    const { fs } = setup();
    const bad = { ok: false, failure: { error: 2, errorMessage: '接口参数无效' } };
    expect(await call(fs.writeFile, options as never)).toEqual(bad);
    expect(await call(fs.unlink, { filePath: path('d') })).toMatchObject({ ok: false, failure: { error: 10022 } });
  });

  it('fails with 10024 outside USER_DATA_PATH', async () => {
    const { fs } = setup();
    expect(await call(fs.writeFile, { filePath: 'https://other/a', data: 'x' })).toEqual({ ok: false, failure: { error: 10024, errorMessage: '指定的路径没有写权限' } });
    expect(await call(fs.unlink, { filePath: '/etc/passwd' })).toEqual({ ok: false, failure: { error: 10024, errorMessage: '指定的路径没有删除权限' } });
  });

  it('has no size cap unless given one', async () => {
    const { fs } = setup();
    await call(fs.writeFile, { filePath: path('big'), data: new ArrayBuffer(10 * MB) });
    expect(await call(fs.appendFile, { filePath: path('big'), data: new ArrayBuffer(1) })).toMatchObject({ ok: true });
  });

  it('with the documented caps, fails an append past 10 MB with 10028 单个文件超过 10M and keeps the file as it was', async () => {
    const { platform, fs, downloads } = setup({ fsLimits: DOCUMENTED_FS_LIMITS });
    await call(fs.writeFile, { filePath: path('big'), data: new ArrayBuffer(10 * MB - 1) });
    expect(await call(fs.appendFile, { filePath: path('big'), data: new ArrayBuffer(2) })).toEqual({
      ok: false,
      failure: { error: 10028, errorMessage: '单个文件超过 10M' },
    });
    await call(platform.my.qn!.saveFileToDisk, { apFilePath: path('big') });
    expect(downloads[0]!.blob.size).toBe(10 * MB - 1);
  });

  it('with the documented caps, fails a write that takes the folder past 50 MB with 10028 文件夹超过 50M', async () => {
    const { fs } = setup({ fsLimits: DOCUMENTED_FS_LIMITS });
    for (let i = 0; i < 5; i++) await call(fs.writeFile, { filePath: path(`part${i}`), data: new ArrayBuffer(10 * MB) });
    expect(await call(fs.writeFile, { filePath: path('one-more'), data: new ArrayBuffer(1) })).toEqual({
      ok: false,
      failure: { error: 10028, errorMessage: '文件夹超过 50M' },
    });
    // Rewriting a file counts its new size, not both.
    expect(await call(fs.writeFile, { filePath: path('part0'), data: new ArrayBuffer(10 * MB) })).toMatchObject({ ok: true });
  });

  it('reads caps given as a function at every write, so they can be switched on and off', async () => {
    let capped = false;
    const { fs } = setup({ fsLimits: () => (capped ? { maxFileBytes: 4 } : {}) });
    expect(await call(fs.writeFile, { filePath: path('e'), data: '12345' })).toMatchObject({ ok: true });
    capped = true;
    expect(await call(fs.writeFile, { filePath: path('e'), data: '12345' })).toMatchObject({ ok: false, failure: { error: 10028 } });
  });
});

describe('the rest of my', () => {
  it('has USER_DATA_PATH, says which APIs exist, and has no web-view context', () => {
    const { platform } = setup();
    expect(platform.my.env.USER_DATA_PATH).toBe('https://usr');
    expect(platform.my.canIUse?.('qn.saveFileToDisk')).toBe(true);
    expect(platform.my.canIUse?.('getFileSystemManager')).toBe(true);
    expect(platform.my.canIUse?.('qn.chooseFile')).toBe(false);
    expect(() => platform.my.createWebViewContext('console')).toThrow(/window transport/);
  });
});

describe('cloud.file through the dev API', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  function stubFetch(reply: () => Response | Promise<Response>) {
    const requests: Request[] = [];
    vi.stubGlobal('fetch', (input: string, init: RequestInit) => {
      requests.push(new Request(input, init));
      return reply();
    });
    return requests;
  }

  async function withFile(platform: ReturnType<typeof setup>['platform'], name: string, text: string) {
    await call(platform.my.getFileSystemManager().writeFile, { filePath: path(name), data: base64(text), encoding: 'base64' });
  }

  it('uploads the file’s bytes with its name and resolves { fileId, url } as the SDK does', async () => {
    const requests = stubFetch(() => Response.json({ url: `${ORIGIN}/api/__dev/cloud_files/tb7`, taobaoFileId: 'tb7', fileSize: 5, uploadTime: 1 }));
    const { platform } = setup();
    await withFile(platform, 'up.tmp', 'bytes');
    const uploaded = await platform.cloud.file.uploadFile({ filePath: path('up.tmp'), fileType: 'image', fileName: '手机壳.png' });
    expect(uploaded).toEqual({ fileId: 'tb7', url: `${ORIGIN}/api/__dev/cloud_files/tb7` });
    expect(requests).toHaveLength(1);
    expect(requests[0]!.method).toBe('POST');
    expect(requests[0]!.url).toBe(`${ORIGIN}/api/__dev/cloud_files`);
    expect(requests[0]!.headers.get('x-file-name')).toBe(encodeURIComponent('手机壳.png'));
    expect(await requests[0]!.text()).toBe('bytes');
  });

  it('rejects a refused upload with Error(message), else Error(上传文件失败)', async () => {
    stubFetch(() => Response.json({ code: 'PAYLOAD_TOO_LARGE', message: '文件超过 32 MB' }, { status: 413 }));
    const { platform } = setup();
    await withFile(platform, 'up.tmp', 'x');
    await expect(platform.cloud.file.uploadFile({ filePath: path('up.tmp'), fileType: 'image' })).rejects.toThrow(new Error('文件超过 32 MB'));
    stubFetch(() => new Response('oops', { status: 500 }));
    await expect(platform.cloud.file.uploadFile({ filePath: path('up.tmp'), fileType: 'image' })).rejects.toThrow(new Error('上传文件失败'));
  });

  it('rejects with my.uploadFile’s fail object for a missing file, and asks nothing', async () => {
    const requests = stubFetch(() => Response.json({}));
    const { platform } = setup();
    await expect(platform.cloud.file.uploadFile({ filePath: path('none'), fileType: 'image' })).rejects.toEqual({ error: 11, errorMessage: '文件不存在' });
    expect(requests).toEqual([]);
  });

  it('rejects a network failure as the SDK’s transport error', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const { platform } = setup();
    await withFile(platform, 'up.tmp', 'x');
    await expect(platform.cloud.file.uploadFile({ filePath: path('up.tmp'), fileType: 'image' })).rejects.toMatchObject({
      message: '500:::客户端网络错误,请稍后重试',
      code: '500',
    });
  });

  it('deletes by fileId and resolves whether the file was there', async () => {
    let deleted = true;
    const requests = stubFetch(() => Response.json({ deleted }));
    const { platform } = setup();
    expect(await platform.cloud.file.deleteFile({ fileId: 'tb 7' })).toBe(true);
    deleted = false;
    expect(await platform.cloud.file.deleteFile({ fileId: 'tb8' })).toBe(false);
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([`DELETE ${ORIGIN}/api/__dev/cloud_files/tb%207`, `DELETE ${ORIGIN}/api/__dev/cloud_files/tb8`]);
  });
});

describe('cloud.topApi.invoke from the fixtures', () => {
  /** The refusal as the host parses it: the error_response in the message. */
  async function refusal(invoke: Promise<unknown>) {
    const error = await invoke.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(Error);
    return JSON.parse((error as Error).message) as unknown;
  }

  it('resolves the fixture’s answer', async () => {
    const { platform } = setup();
    const fixture = marketplaceAnswer('taobao.items.onsale.get');
    expect(fixture).toMatchObject({ ok: true });
    expect(await platform.cloud.topApi.invoke({ api: 'taobao.items.onsale.get', data: {} })).toEqual(fixture?.ok && fixture.answer);
  });

  it('rejects a refusal as TOP’s error_response, its code and words in sub_code and sub_msg', async () => {
    const { platform } = setup();
    expect(await refusal(platform.cloud.topApi.invoke({ api: 'taobao.item.seller.get', data: { num_iid: '999' } }))).toEqual({
      code: 15,
      msg: 'Remote service error',
      sub_code: ITEM_NOT_FOUND_CODE,
      sub_msg: itemNotFoundMessage('999'),
    });
  });

  it('rejects an API the marketplace does not know with isv.invalid-method', async () => {
    const { platform } = setup();
    expect(await refusal(platform.cloud.topApi.invoke({ api: 'taobao.nope' }))).toEqual({
      code: 15,
      msg: 'Remote service error',
      sub_code: 'isv.invalid-method',
      sub_msg: unknownApiMessage('taobao.nope'),
    });
  });
});
