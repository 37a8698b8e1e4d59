import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendBlobInChunks } from '../../../../bridge/sendBlobInChunks';
import { CHUNK_BYTES, MAX_CHUNK_BYTES } from '../../../../bridge/chunkProtocol';
import { DEFAULT_HOST_TIMEOUTS } from '../../../../adapters/qianniu/miniapp/host/handlers';
import { HOST_TEXT } from '../../../../adapters/qianniu/miniapp/host/messages';
import { answerWith, failWith, hang } from '../../../support/fakeCalls';
import { topError } from '../../../support/fakeCloud';
import { base64Of, bytesOf, NOW, remote, settle, setup, type Setup } from './harness';

afterEach(() => {
  vi.useRealTimers();
});

async function begin({ channel }: Setup, size: number, fileName = 'case.png', mimeType = 'image/png') {
  return (await channel.request('cloudFile.uploadBegin', { fileName, size, mimeType })).uploadId;
}

function expectNothingHeld({ fake, host }: Setup) {
  expect([...fake.files.keys()]).toEqual([]);
  expect(host.openTransfers()).toBe(0);
}

describe('cloudFile.upload*', () => {
  it('uploads 3 MB through a temporary file written as base64, and unlinks it', async () => {
    const s = setup();
    const bytes = bytesOf(3 * 1024 * 1024);
    const result = await sendBlobInChunks(s.channel, 'upload', new Blob([bytes], { type: 'image/png' }), { fileName: '手机壳.png' });

    const [fileId] = [...s.cloud.stored.keys()];
    expect(result).toEqual({ url: expect.stringMatching(/^https:\/\/img\.alicdn\.com\//), taobaoFileId: fileId, fileSize: bytes.length, uploadTime: NOW });
    const stored = s.cloud.stored.get(fileId)!;
    expect(Buffer.from(stored.bytes).equals(Buffer.from(bytes))).toBe(true);
    expect(stored).toMatchObject({ fileType: 'image', fileName: '手机壳.png' });

    const chunks = Math.ceil(bytes.length / CHUNK_BYTES);
    expect(s.fake.callsOf('writeFile')).toHaveLength(1);
    expect(s.fake.callsOf('appendFile')).toHaveLength(chunks - 1);
    const writes = [...s.fake.callsOf('writeFile'), ...s.fake.callsOf('appendFile')];
    expect(writes.every((call) => call.options.encoding === 'base64')).toBe(true);
    const [path] = new Set(writes.map((call) => call.options.filePath as string));
    expect(path.startsWith('https://usr/')).toBe(true);
    expect(path).not.toContain('手机壳');
    expect(s.fake.callsOf('unlink')).toEqual([{ api: 'unlink', options: { filePath: path } }]);
    expectNothingHeld(s);
  });

  it('names the temporary file itself, whatever the console calls the file', async () => {
    const s = setup();
    await sendBlobInChunks(s.channel, 'upload', new Blob([bytesOf(10)]), { fileName: '../../../Windows/evil.png' });
    const path = s.fake.callsOf('writeFile')[0].options.filePath as string;
    expect(path).toMatch(/^https:\/\/usr\/pcc-transfer-[\w-]+\.png$/);
    expect(path.split('/')).not.toContain('..');
    expectNothingHeld(s);
  });

  it.each([
    ['image/jpeg', 'image'],
    ['video/mp4', 'video'],
    ['audio/mpeg', 'audio'],
    ['font/ttf', 'other'],
    ['application/octet-stream', 'other'],
    ['', 'other'],
  ])('uploads %j as fileType %s', async (mimeType, fileType) => {
    const s = setup();
    await sendBlobInChunks(s.channel, 'upload', new Blob([bytesOf(4)]), { fileName: 'a.bin', mimeType });
    expect(s.cloud.callsOf('file.uploadFile')[0].options).toMatchObject({ fileType, fileName: 'a.bin' });
  });

  it('uploads an empty file as an empty temporary file', async () => {
    const s = setup();
    const result = await sendBlobInChunks(s.channel, 'upload', new Blob([]), { fileName: 'empty.txt' });
    expect(result.fileSize).toBe(0);
    expect(s.fake.callsOf('writeFile')[0].options.data).toBe('');
    expect([...s.cloud.stored.values()][0].bytes).toHaveLength(0);
    expectNothingHeld(s);
  });

  it.each([
    ['my.uploadFile’s raw failure', { error: 12, errorMessage: '上传失败' }, 'MY_12', '上传失败'],
    ['the SDK’s plain Error', new Error('上传文件失败'), 'UPLOAD_FAILED', '上传文件失败'],
    ['the config error', new Error('获取配置错误'), 'UPLOAD_FAILED', '获取配置错误'],
    ['a TOP error', topError({ code: 7, msg: 'App Call Limited', sub_code: 'accesscontrol.limited-by-app-access-count', sub_msg: '调用次数超限' }), 'accesscontrol.limited-by-app-access-count', '调用次数超限'],
    ['nothing at all', null, 'UPLOAD_FAILED', HOST_TEXT.uploadFailed],
  ])('fails the commit with %s, and unlinks the file', async (_, failure, code, message) => {
    const s = setup();
    s.cloud.next('file.uploadFile', failWith(failure));
    const upload = sendBlobInChunks(s.channel, 'upload', new Blob([bytesOf(100)]), { fileName: 'a.png' });
    await expect(upload).rejects.toEqual(remote(code, message));
    expectNothingHeld(s);
  });

  it.each([[{ url: 'https://img.alicdn.com/a.png' }], [{ fileId: 'cloud://a' }], [{ fileId: '', url: 'x' }], [true], [undefined]])(
    'treats an answer without fileId and url (%j) as a failure',
    async (answer) => {
      const s = setup();
      s.cloud.next('file.uploadFile', answerWith(answer));
      await expect(sendBlobInChunks(s.channel, 'upload', new Blob([bytesOf(5)]), { fileName: 'a.png' })).rejects.toEqual(
        remote('UPLOAD_NO_ADDRESS', HOST_TEXT.uploadNoAddress),
      );
      expectNothingHeld(s);
    },
  );

  it('fails a chunk that passes the file system’s cap with words the console shows, and drops the transfer', async () => {
    const s = setup({ my: { maxFileBytes: 5 } });
    const uploadId = await begin(s, 8);
    await s.channel.request('cloudFile.uploadChunk', { uploadId, index: 0, data: base64Of([1, 2, 3]) });
    await expect(s.channel.request('cloudFile.uploadChunk', { uploadId, index: 1, data: base64Of([4, 5, 6]) })).rejects.toEqual(
      remote('CHUNK_WRITE_FAILED', HOST_TEXT.fileTooLarge),
    );
    await expect(s.channel.request('cloudFile.uploadChunk', { uploadId, index: 2, data: base64Of([7, 8]) })).rejects.toEqual(
      remote('UNKNOWN_TRANSFER'),
    );
    expectNothingHeld(s);
    expect(s.cloud.calls).toEqual([]);
  });

  it('fails on a full folder (10028) the same way, leaving the other files alone', async () => {
    const s = setup({ my: { maxFolderBytes: 6 } });
    const first = await begin(s, 4);
    await s.channel.request('cloudFile.uploadChunk', { uploadId: first, index: 0, data: base64Of([1, 2, 3, 4]) });
    const second = await begin(s, 4);
    await expect(s.channel.request('cloudFile.uploadChunk', { uploadId: second, index: 0, data: base64Of([1, 2, 3, 4]) })).rejects.toEqual(
      remote('CHUNK_WRITE_FAILED', HOST_TEXT.fileTooLarge),
    );
    expect(s.fake.files.size).toBe(1);
    await expect(s.channel.request('cloudFile.uploadCommit', { uploadId: first })).resolves.toMatchObject({ fileSize: 4 });
    expectNothingHeld(s);
  });

  it('passes the client’s own words on for another write failure', async () => {
    const s = setup();
    s.fake.next('writeFile', failWith({ error: 3, errorMessage: '文件写入失败' }));
    const uploadId = await begin(s, 2);
    await expect(s.channel.request('cloudFile.uploadChunk', { uploadId, index: 0, data: base64Of([1, 2]) })).rejects.toEqual(
      remote('CHUNK_WRITE_FAILED', HOST_TEXT.writeFailed('文件写入失败')),
    );
    expectNothingHeld(s);
  });

  it('answers a chunk only once it is written, and writes two chunks sent together in order', async () => {
    const s = setup();
    s.fake.next('writeFile', hang);
    const uploadId = await begin(s, 4);
    const replies: number[] = [];
    const first = s.channel.request('cloudFile.uploadChunk', { uploadId, index: 0, data: base64Of([1, 2]) }).then((r) => replies.push(r.received));
    const second = s.channel.request('cloudFile.uploadChunk', { uploadId, index: 1, data: base64Of([3, 4]) }).then((r) => replies.push(r.received));
    const twice = s.channel.request('cloudFile.uploadChunk', { uploadId, index: 1, data: base64Of([3, 4]) });
    await expect(twice).rejects.toEqual(remote('CHUNK_OUT_OF_ORDER'));
    expect(replies).toEqual([]);
    expect(s.fake.callsOf('appendFile')).toEqual([]);

    s.fake.pending[0].answer();
    await Promise.all([first, second]);
    expect(replies).toEqual([2, 4]);
    expect([...s.fake.files.values()]).toEqual([Uint8Array.from([1, 2, 3, 4])]);
    await expect(s.channel.request('cloudFile.uploadCommit', { uploadId })).resolves.toMatchObject({ fileSize: 4 });
    expectNothingHeld(s);
  });

  it('drops the chunks queued behind a failed write with that failure', async () => {
    const s = setup();
    s.fake.next('writeFile', hang);
    const uploadId = await begin(s, 4);
    const first = s.channel.request('cloudFile.uploadChunk', { uploadId, index: 0, data: base64Of([1, 2]) });
    const second = s.channel.request('cloudFile.uploadChunk', { uploadId, index: 1, data: base64Of([3, 4]) });
    await settle();
    s.fake.pending[0].fail({ error: 10028, errorMessage: '文件夹超过 50M' });
    await expect(first).rejects.toEqual(remote('CHUNK_WRITE_FAILED', HOST_TEXT.fileTooLarge));
    await expect(second).rejects.toEqual(remote('CHUNK_WRITE_FAILED', HOST_TEXT.fileTooLarge));
    expect(s.fake.callsOf('appendFile')).toEqual([]);
    await vi.waitFor(() => expect(s.host.openTransfers()).toBe(0));
    expectNothingHeld(s);
  });

  it('takes a chunk of MAX_CHUNK_BYTES and writes it without decoding it in JS', async () => {
    const s = setup();
    const atob = vi.spyOn(globalThis, 'atob');
    const uploadId = await begin(s, MAX_CHUNK_BYTES);
    const data = Buffer.from(bytesOf(MAX_CHUNK_BYTES)).toString('base64');
    await expect(s.channel.request('cloudFile.uploadChunk', { uploadId, index: 0, data })).resolves.toEqual({ received: MAX_CHUNK_BYTES });
    expect(atob).not.toHaveBeenCalled();
    atob.mockRestore();
    await s.channel.request('cloudFile.uploadCommit', { uploadId });
    expectNothingHeld(s);
  });
});

describe('cloudFile.upload*: aborts, timeouts, expiry, dispose', () => {
  it('unlinks what a write in progress leaves once it ends, when aborted during it', async () => {
    const s = setup();
    const uploadId = await begin(s, 4);
    await s.channel.request('cloudFile.uploadChunk', { uploadId, index: 0, data: base64Of([1, 2]) });
    s.fake.next('appendFile', hang);
    const chunk = s.channel.request('cloudFile.uploadChunk', { uploadId, index: 1, data: base64Of([3, 4]) });
    await vi.waitFor(() => expect(s.fake.pending).toHaveLength(1));
    await expect(s.channel.request('cloudFile.uploadAbort', { uploadId })).resolves.toEqual({});
    // The unlink waits for the append, which could otherwise write after it.
    expect(s.fake.callsOf('unlink')).toEqual([]);
    s.fake.pending[0].answer();
    await chunk;
    await vi.waitFor(() => expect(s.host.openTransfers()).toBe(0));
    expectNothingHeld(s);
    await expect(s.channel.request('cloudFile.uploadCommit', { uploadId })).rejects.toEqual(remote('UNKNOWN_TRANSFER'));
  });

  it('fails a write that never answers after its own limit, and drops the transfer', async () => {
    vi.useFakeTimers();
    const s = setup({ timeouts: { fileMs: 2_000 } });
    s.fake.next('writeFile', hang);
    const uploadId = await begin(s, 2);
    const chunk = s.channel.request('cloudFile.uploadChunk', { uploadId, index: 0, data: base64Of([1, 2]) }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(await chunk).toEqual(remote('CHUNK_WRITE_FAILED', HOST_TEXT.writeFailed(HOST_TEXT.timeout)));
    await vi.advanceTimersByTimeAsync(0);
    expectNothingHeld(s);
    // The client answers after all and writes the file: it is unlinked again.
    s.fake.pending[0].answer();
    await vi.advanceTimersByTimeAsync(0);
    expect(s.fake.callsOf('unlink')).toHaveLength(2);
    expectNothingHeld(s);
  });

  it('reports an abort during the cloud upload, and unlinks the file once the upload ends', async () => {
    const s = setup();
    s.cloud.next('file.uploadFile', hang);
    const uploadId = await begin(s, 3);
    await s.channel.request('cloudFile.uploadChunk', { uploadId, index: 0, data: base64Of([1, 2, 3]) });
    const commit = s.channel.request('cloudFile.uploadCommit', { uploadId }).catch((e: unknown) => e);
    await vi.waitFor(() => expect(s.cloud.pending).toHaveLength(1));
    await expect(s.channel.request('cloudFile.uploadAbort', { uploadId })).resolves.toEqual({});
    // The client may still be reading it.
    expect(s.fake.files.size).toBe(1);
    s.cloud.pending[0].answer();
    expect(await commit).toEqual(remote('HOST_ABORTED', HOST_TEXT.aborted));
    expectNothingHeld(s);
    // It reached the cloud after all, but the console will never register it: the host deletes it.
    await vi.waitFor(() => expect(s.cloud.stored.size).toBe(0));
    expect(s.cloud.calls.map((call) => call.api)).toEqual(['file.uploadFile', 'file.deleteFile']);
  });

  it('gives up on a cloud upload that never answers, and unlinks the file', async () => {
    vi.useFakeTimers();
    const s = setup();
    s.cloud.next('file.uploadFile', hang);
    const uploadId = await begin(s, 3);
    await s.channel.request('cloudFile.uploadChunk', { uploadId, index: 0, data: base64Of([1, 2, 3]) });
    const commit = s.channel.request('cloudFile.uploadCommit', { uploadId }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(DEFAULT_HOST_TIMEOUTS.uploadMs);
    expect(await commit).toEqual(remote('HOST_TIMEOUT', HOST_TEXT.timeout));
    expectNothingHeld(s);
  });

  it('unlinks the file of a transfer that expires', async () => {
    vi.useFakeTimers();
    const s = setup({ limits: { upload: { idleMs: 10_000 } } });
    const uploadId = await begin(s, 4);
    await s.channel.request('cloudFile.uploadChunk', { uploadId, index: 0, data: base64Of([1, 2]) });
    expect(s.fake.files.size).toBe(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expectNothingHeld(s);
    await expect(s.channel.request('cloudFile.uploadChunk', { uploadId, index: 1, data: base64Of([3, 4]) })).rejects.toEqual(
      remote('TRANSFER_EXPIRED'),
    );
  });

  it('dispose unlinks open transfers at once and committing ones when their upload ends', async () => {
    const s = setup();
    const open = await begin(s, 4);
    await s.channel.request('cloudFile.uploadChunk', { uploadId: open, index: 0, data: base64Of([1, 2]) });
    s.cloud.next('file.uploadFile', hang);
    const committing = await begin(s, 1);
    await s.channel.request('cloudFile.uploadChunk', { uploadId: committing, index: 0, data: base64Of([9]) });
    const commit = s.channel.request('cloudFile.uploadCommit', { uploadId: committing }).catch((e: unknown) => e);
    await vi.waitFor(() => expect(s.cloud.pending).toHaveLength(1));

    s.host.dispose();
    await vi.waitFor(() => expect(s.fake.files.size).toBe(1));
    s.cloud.pending[0].answer();
    expect(await commit).toEqual(remote('HOST_ABORTED'));
    expectNothingHeld(s);
  });

  it('answers the commit even when the unlink fails, and holds nothing after', async () => {
    const s = setup();
    s.fake.next('unlink', failWith({ error: 10024, errorMessage: '指定的路径没有删除权限' }));
    await expect(sendBlobInChunks(s.channel, 'upload', new Blob([bytesOf(3)]), { fileName: 'a.png' })).resolves.toMatchObject({ fileSize: 3 });
    expect(s.host.openTransfers()).toBe(0);
  });
});
