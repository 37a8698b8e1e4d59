import { describe, expect, it } from 'vitest';
import { createFakeMy } from '../../../support/fakeMy';

// The host's tests are only as good as the fakes: these pin the documented behaviour they copy.
describe('the fake my file system', () => {
  // Callback form; the Promise the fake also returns repeats the outcome, so it is let go here.
  const call = <T>(run: (callbacks: { success(r: T): void; fail(f: unknown): void }) => unknown) =>
    new Promise<{ ok: boolean; value: unknown }>((resolve) => {
      const returned = run({ success: (value) => resolve({ ok: true, value }), fail: (value) => resolve({ ok: false, value }) });
      (returned as Promise<unknown>).catch(() => undefined);
    });

  it('decodes base64 on writeFile, appends, and refuses appendFile and unlink of a missing file with 10022', async () => {
    const { my, files } = createFakeMy();
    const fs = my.getFileSystemManager();
    const path = 'https://usr/a.bin';
    expect(await call((cb) => fs.appendFile({ filePath: path, data: 'AQ==', encoding: 'base64', ...cb }))).toEqual({
      ok: false,
      value: { error: 10022, errorMessage: '指定文件不存在' },
    });
    expect(await call((cb) => fs.writeFile({ filePath: path, data: 'AQI=', encoding: 'base64', ...cb }))).toEqual({ ok: true, value: { success: true } });
    await call((cb) => fs.appendFile({ filePath: path, data: 'Aw==', encoding: 'base64', ...cb }));
    expect(files.get(path)).toEqual(Uint8Array.from([1, 2, 3]));
    await call((cb) => fs.unlink({ filePath: path, ...cb }));
    expect(await call((cb) => fs.unlink({ filePath: path, ...cb }))).toEqual({ ok: false, value: { error: 10022, errorMessage: '文件不存在' } });
  });

  it('fails 10028 past the file and folder caps, and 10024 outside USER_DATA_PATH', async () => {
    const { my } = createFakeMy({ maxFileBytes: 3, maxFolderBytes: 5 });
    const fs = my.getFileSystemManager();
    const write = (filePath: string, data: string) => call((cb) => fs.writeFile({ filePath, data, encoding: 'base64', ...cb }));
    expect((await write('https://usr/a', 'AQIDBA==')).value).toEqual({ error: 10028, errorMessage: '单个文件超过 10M' });
    await write('https://usr/a', 'AQID');
    expect((await write('https://usr/b', 'AQID')).value).toEqual({ error: 10028, errorMessage: '文件夹超过 50M' });
    expect((await write('https://usr/../a', 'AQ==')).value).toMatchObject({ error: 10024 });
    expect((await write('/etc/a', 'AQ==')).value).toMatchObject({ error: 10024 });
  });

  it('also returns a Promise, as newer clients do, and logs every call without its callbacks', async () => {
    const fake = createFakeMy();
    const fs = fake.my.getFileSystemManager();
    const returned = fs.unlink({ filePath: 'https://usr/none', fail: () => undefined }) as Promise<unknown>;
    await expect(returned).rejects.toEqual({ error: 10022, errorMessage: '文件不存在' });
    expect(fake.calls).toEqual([{ api: 'unlink', options: { filePath: 'https://usr/none' } }]);
  });
});
