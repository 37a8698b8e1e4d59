import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendBlobInChunks } from '../../../../bridge/sendBlobInChunks';
import { DEFAULT_HOST_TIMEOUTS } from '../../../../adapters/qianniu/miniapp/host/handlers';
import { STALE_TEMP_FILE_MS, sweepStaleTempFiles } from '../../../../adapters/qianniu/miniapp/host/sweepTempFiles';
import type { HostMy } from '../../../../adapters/qianniu/miniapp/host/platform';
import { tempFileCreatedAt, tempFileName } from '../../../../adapters/qianniu/miniapp/host/tempFileName';
import { answerWith, failWith, hang } from '../../../support/fakeCalls';
import { bytesOf, LISTED_AT_START, NOW, setup } from './harness';

afterEach(() => {
  vi.useRealTimers();
});

const HOUR = 3_600_000;
const at = (createdAt: number, fileName = 'a.png') => `https://usr/${tempFileName(fileName, createdAt)}`;
const bytes = bytesOf(100);

describe('temporary file names', () => {
  it('carry their creation time and a lower-cased plain extension, and nothing of the console’s name', () => {
    const name = tempFileName('../../手机壳.PNG', NOW);
    expect(name).toMatch(/^pcc-transfer-[0-9a-z]+-\d+-[0-9a-z]+\.png$/);
    expect(tempFileCreatedAt(name)).toBe(NOW);
    expect(tempFileCreatedAt(tempFileName('archive', NOW))).toBe(NOW);
    expect(tempFileName('a.png', NOW)).not.toBe(tempFileName('a.png', NOW));
  });

  it.each(['notes.txt', 'pcc-transfer-.png', 'pcc-transfer-abc.png', 'pcc-transfer-Abc-1-x.png', 'pcc-transfer-zzzzzzzzzzzz-1-x', 'x/pcc-transfer-1-1-x', 'pcc-transfer-1-1-x.tar.gz'])(
    'do not take %s for one of the host’s',
    (name) => {
      expect(tempFileCreatedAt(name)).toBeUndefined();
    },
  );

  it('read a time up to the largest safe integer, and none past it', () => {
    expect(tempFileCreatedAt(`pcc-transfer-${Number.MAX_SAFE_INTEGER.toString(36)}-1-x`)).toBe(Number.MAX_SAFE_INTEGER);
    expect(tempFileCreatedAt(`pcc-transfer-${(Number.MAX_SAFE_INTEGER + 1).toString(36)}-1-x`)).toBeUndefined();
  });
});

describe('sweeping leftovers at start', () => {
  it('unlinks the host’s files older than six hours, and leaves younger ones and everyone else’s', async () => {
    const old = at(NOW - STALE_TEMP_FILE_MS - 1);
    const older = at(NOW - 30 * 24 * HOUR, 'b.zip');
    const young = at(NOW - STALE_TEMP_FILE_MS + 1);
    const fresh = at(NOW - 1_000);
    const others = ['https://usr/seller-notes.txt', 'https://usr/pcc-transfer-evil.png', 'https://usr/sub/' + tempFileName('x', 0)];
    const s = setup({ my: { files: Object.fromEntries([old, older, young, fresh, ...others].map((path) => [path, bytes])) } });

    await expect(s.host.swept).resolves.toBe(2);
    expect([...s.fake.files.keys()].sort()).toEqual([young, fresh, ...others].sort());
    expect(s.fake.callsOf('readdir')).toEqual([LISTED_AT_START]);
    expect(s.fake.callsOf('unlink').map((call) => call.options.filePath).sort()).toEqual([old, older].sort());
  });

  it('unlinks one dated more than six hours ahead: the clock was set back since', async () => {
    const ahead = at(NOW + STALE_TEMP_FILE_MS + 1);
    const s = setup({ my: { files: { [ahead]: bytes } } });
    await expect(s.host.swept).resolves.toBe(1);
    expect(s.fake.files.size).toBe(0);
  });

  it('reads names the client lists as full paths too, and skips what is not a name', async () => {
    const old = at(0);
    const s = setup({
      my: { files: { [old]: bytes } },
      beforeStart: (fake) => fake.next('readdir', answerWith({ files: [old, 42, null, ''] })),
    });
    await expect(s.host.swept).resolves.toBe(1);
    expect(s.fake.files.size).toBe(0);
  });

  it('unlinks only names directly in its folder, whatever else the client lists', async () => {
    const name = tempFileName('a.png', 0);
    const listed = [`../../etc/${name}`, `https://usr/sub/${name}`, `https://other/${name}`, `sub/${name}`, `https://usr/${name}`];
    const s = setup({ my: { files: { [`https://usr/${name}`]: bytes } }, beforeStart: (fake) => fake.next('readdir', answerWith({ files: listed })) });
    await expect(s.host.swept).resolves.toBe(1);
    expect(s.fake.callsOf('unlink')).toEqual([{ api: 'unlink', options: { filePath: `https://usr/${name}` } }]);
  });

  it('unlinks one file at a time, and moves on past an unlink that never answers', async () => {
    vi.useFakeTimers();
    const first = at(0, 'a.png');
    const second = at(1, 'b.png');
    const s = setup({ my: { files: { [first]: bytes, [second]: bytes } }, beforeStart: (fake) => fake.next('unlink', hang) });
    await vi.advanceTimersByTimeAsync(0);
    expect(s.fake.callsOf('unlink')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(DEFAULT_HOST_TIMEOUTS.fileMs);
    await expect(s.host.swept).resolves.toBe(1);
    expect(s.fake.callsOf('unlink')).toHaveLength(2);
  });

  it.each([
    ['the clock throws', (my: HostMy) => ({ my, now: () => { throw new Error('clock'); } })],
    ['readdir is a getter that throws', (my: HostMy) => {
      const files = my.getFileSystemManager();
      const broken = Object.defineProperty({ ...files }, 'readdir', { get: () => { throw new Error('getter'); } });
      return { my: { ...my, getFileSystemManager: () => broken } };
    }],
    ['getFileSystemManager throws', (my: HostMy) => ({ my: { ...my, getFileSystemManager: () => { throw new Error('no fs'); } } })],
    ['there is no USER_DATA_PATH', (my: HostMy) => ({ my: { ...my, env: {} as HostMy['env'] } })],
  ])('resolves 0 and touches nothing when %s', async (_, options) => {
    const s = setup({ my: { files: { [at(0)]: bytes } } });
    await s.host.swept;
    const before = s.fake.calls.length;
    await expect(sweepStaleTempFiles({ timeoutMs: 1_000, ...options(s.fake.my) })).resolves.toBe(0);
    expect(s.fake.calls.slice(before).filter((call) => call.api === 'unlink')).toEqual([]);
  });

  it('goes on past a file it cannot unlink, and counts only what it unlinked', async () => {
    const first = at(0, 'a.png');
    const second = at(1, 'b.png');
    const s = setup({
      my: { files: { [first]: bytes, [second]: bytes } },
      beforeStart: (fake) => fake.next('unlink', failWith({ error: 10024, errorMessage: '指定的路径没有写权限' })),
    });
    await expect(s.host.swept).resolves.toBe(1);
    expect(s.fake.files.size).toBe(1);
    expect(s.fake.callsOf('unlink')).toHaveLength(2);
  });

  it.each([
    ['fails', failWith({ error: 10024, errorMessage: '指定的路径没有读权限' })],
    ['answers no list', answerWith({ files: 'x' })],
  ])('leaves everything when readdir %s', async (_, behaviour) => {
    const old = at(0);
    const s = setup({ my: { files: { [old]: bytes } }, beforeStart: (fake) => fake.next('readdir', behaviour) });
    await expect(s.host.swept).resolves.toBe(0);
    expect([...s.fake.files.keys()]).toEqual([old]);
    expect(s.fake.callsOf('unlink')).toEqual([]);
  });

  it('gives up on a readdir that never answers after the file system timeout, and uploads meanwhile', async () => {
    vi.useFakeTimers();
    const old = at(0);
    const s = setup({ my: { files: { [old]: bytes } }, beforeStart: (fake) => fake.next('readdir', hang) });
    let swept: number | undefined;
    void s.host.swept.then((n) => (swept = n));
    const upload = sendBlobInChunks(s.channel, 'upload', new Blob([bytesOf(10)], { type: 'image/png' }), { fileName: 'a.png' });
    await vi.advanceTimersByTimeAsync(10);
    await expect(upload).resolves.toMatchObject({ fileSize: 10 });
    expect(swept).toBeUndefined();
    await vi.advanceTimersByTimeAsync(DEFAULT_HOST_TIMEOUTS.fileMs);
    expect(swept).toBe(0);
    expect([...s.fake.files.keys()]).toEqual([old]);
  });

  it('leaves everything when the client has no readdir, and still uploads', async () => {
    const old = at(0);
    const s = setup({ my: { files: { [old]: bytes }, readdir: false } });
    await expect(s.host.swept).resolves.toBe(0);
    expect([...s.fake.files.keys()]).toEqual([old]);
    await sendBlobInChunks(s.channel, 'upload', new Blob([bytesOf(10)], { type: 'image/png' }), { fileName: 'a.png' });
    expect([...s.fake.files.keys()]).toEqual([old]);
  });

  it('never takes a transfer begun while it runs', async () => {
    const old = at(0);
    const s = setup({ my: { files: { [old]: bytes } }, beforeStart: (fake) => fake.next('readdir', hang) });
    const begun = await s.channel.request('cloudFile.uploadBegin', { fileName: 'a.png', size: 3, mimeType: 'image/png' });
    await s.channel.request('cloudFile.uploadChunk', { uploadId: begun.uploadId, index: 0, data: 'AAAA' });
    s.fake.pending.find((call) => call.api === 'readdir')!.answer();
    await expect(s.host.swept).resolves.toBe(1);
    expect(s.fake.files.size).toBe(1);
    expect([...s.fake.files.keys()][0]).not.toBe(old);
  });
});
