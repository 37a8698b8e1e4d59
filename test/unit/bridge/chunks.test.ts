import { describe, expect, it, vi } from 'vitest';
import { BridgeError } from '../../../bridge/BridgeError';
import { base64ToBytes, bytesToBase64 } from '../../../bridge/base64';
import { CHUNK_BYTES, MAX_CHUNK_BYTES, UNKNOWN_SIZE } from '../../../bridge/chunkProtocol';
import { sendBlobInChunks } from '../../../bridge/sendBlobInChunks';
import { createChunkReceiver } from '../../support/createChunkReceiver';
import type { ReceivedFile } from '../../support/memorySink';
import { connect } from './harness';

function randomBytes(length: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(length);
  // getRandomValues fills at most 65,536 bytes per call.
  for (let offset = 0; offset < length; offset += 65_536) {
    crypto.getRandomValues(bytes.subarray(offset, Math.min(offset + 65_536, length)));
  }
  return bytes;
}

function uploadResult(file: ReceivedFile) {
  return {
    url: `https://img.example.com/${file.fileName}`,
    taobaoFileId: 'tb-1',
    fileSize: file.bytes.length,
    uploadTime: 1,
  };
}

describe('base64 helpers', () => {
  it.each([0, 1, 2, 3, 100_000])('round-trip %i bytes and agree with Node', (length) => {
    const bytes = randomBytes(length);
    const text = bytesToBase64(bytes);
    expect(text).toBe(Buffer.from(bytes).toString('base64'));
    expect(base64ToBytes(text)).toEqual(bytes);
  });

  it('encode every byte value', () => {
    const bytes = Uint8Array.from({ length: 256 }, (_, i) => i);
    expect(base64ToBytes(bytesToBase64(bytes))).toEqual(bytes);
  });

  it('refuse text that is not base64', () => {
    expect(() => base64ToBytes('not base64!')).toThrow();
  });
});

describe('sendBlobInChunks with createChunkReceiver', () => {
  it('uploads 3 MB byte-identical, reporting progress monotonically up to the total', async () => {
    const bytes = randomBytes(3 * 1024 * 1024);
    let arrived: ReceivedFile | undefined;
    const { channel } = connect(
      createChunkReceiver('upload', (file) => {
        arrived = file;
        return uploadResult(file);
      }),
    );
    const progress: [number, number][] = [];
    const blob = new Blob([bytes], { type: 'image/png' });
    const result = await sendBlobInChunks(channel, 'upload', blob, { fileName: 'case.png' }, {
      onProgress: (sent, total) => progress.push([sent, total]),
    });

    expect(result).toEqual({
      url: 'https://img.example.com/case.png',
      taobaoFileId: 'tb-1',
      fileSize: bytes.length,
      uploadTime: 1,
    });
    expect(arrived?.fileName).toBe('case.png');
    expect(arrived?.mimeType).toBe('image/png');
    expect(arrived?.bytes.length).toBe(bytes.length);
    expect(Buffer.from(arrived!.bytes).equals(Buffer.from(bytes))).toBe(true);

    const sent = progress.map(([s]) => s);
    expect(progress.every(([, total]) => total === bytes.length)).toBe(true);
    expect(sent.every((s, i) => i === 0 || s > sent[i - 1])).toBe(true);
    expect(sent[0]).toBe(0);
    expect(sent.at(-1)).toBe(bytes.length);
    expect(sent).toHaveLength(1 + Math.ceil(bytes.length / CHUNK_BYTES));
    expect(channel.pendingCount()).toBe(0);
  });

  it('keeps every chunk message within the bounded size', async () => {
    const sizes: number[] = [];
    const receiver = createChunkReceiver('save', () => ({ saved: true }));
    const { channel } = connect({
      ...receiver,
      'file.saveChunk': (params) => {
        sizes.push(params.data.length);
        return receiver['file.saveChunk'](params);
      },
    });
    await sendBlobInChunks(channel, 'save', new Blob([randomBytes(CHUNK_BYTES * 2 + 5)]), { fileName: 'a.zip' });
    expect(sizes).toEqual([
      Math.ceil(CHUNK_BYTES / 3) * 4,
      Math.ceil(CHUNK_BYTES / 3) * 4,
      8,
    ]);
  });

  it('saves a file and returns where it went', async () => {
    const { channel } = connect(
      createChunkReceiver('save', (file) => ({ saved: true, path: `D:\\下载\\${file.fileName}` })),
    );
    const blob = new Blob(['订单号\n123'], { type: 'text/plain' });
    await expect(sendBlobInChunks(channel, 'save', blob, { fileName: '订单.txt' })).resolves.toEqual({
      saved: true,
      path: 'D:\\下载\\订单.txt',
      size: blob.size,
    });
  });

  it('sends an empty file as begin and commit, with progress 0 of 0', async () => {
    let arrived: ReceivedFile | undefined;
    const { channel } = connect(
      createChunkReceiver('save', (file) => {
        arrived = file;
        return { saved: true };
      }),
    );
    const onProgress = vi.fn();
    const meta = { fileName: 'empty.txt', mimeType: 'text/plain' };
    await sendBlobInChunks(channel, 'save', new Blob([]), meta, { onProgress });
    expect(arrived).toEqual({ fileName: 'empty.txt', mimeType: 'text/plain', bytes: new Uint8Array(0) });
    expect(onProgress.mock.calls).toEqual([[0, 0]]);
  });

  it('sends the abort and rejects with ABORTED when aborted mid-upload', async () => {
    const receiver = createChunkReceiver('upload', uploadResult);
    let abortedId: string | undefined;
    const aborted = new Promise<void>((resolve) => {
      const handleAbort = receiver['cloudFile.uploadAbort'];
      receiver['cloudFile.uploadAbort'] = (params) => {
        abortedId = params.uploadId;
        resolve();
        return handleAbort(params);
      };
    });
    let beganId: string | undefined;
    const commit = vi.fn(receiver['cloudFile.uploadCommit']);
    const { channel } = connect({
      ...receiver,
      'cloudFile.uploadBegin': (params) => {
        const began = receiver['cloudFile.uploadBegin'](params);
        beganId = began.uploadId;
        return began;
      },
      'cloudFile.uploadCommit': commit,
    });
    const controller = new AbortController();
    const blob = new Blob([randomBytes(CHUNK_BYTES * 4)]);
    const upload = sendBlobInChunks(channel, 'upload', blob, { fileName: 'big.png' }, {
      signal: controller.signal,
      onProgress: (sent) => {
        if (sent === CHUNK_BYTES) controller.abort();
      },
    });
    await expect(upload).rejects.toMatchObject({ code: 'ABORTED' });
    await aborted;
    expect(abortedId).toBe(beganId);
    expect(commit).not.toHaveBeenCalled();
    // The receiver dropped the transfer: its id is unknown now.
    expect(() => receiver['cloudFile.uploadChunk']({ uploadId: beganId!, index: 1, data: '' })).toThrow(
      expect.objectContaining({ code: 'UNKNOWN_TRANSFER' }),
    );
  });

  it('sends the abort and rethrows the original error when the host fails a chunk', async () => {
    const receiver = createChunkReceiver('save', () => ({ saved: true }));
    const abort = vi.fn(receiver['file.saveAbort']);
    const { channel } = connect({
      ...receiver,
      'file.saveChunk': () => {
        throw Object.assign(new Error('磁盘已满'), { code: 'DISK_FULL' });
      },
      'file.saveAbort': abort,
    });
    await expect(
      sendBlobInChunks(channel, 'save', new Blob([randomBytes(10)]), { fileName: 'a.zip' }),
    ).rejects.toMatchObject({ code: 'REMOTE', remoteCode: 'DISK_FULL', message: '磁盘已满' });
    await vi.waitFor(() => expect(abort).toHaveBeenCalledOnce());
  });

  it('rejects with BAD_REPLY when the host counts different bytes than were sent', async () => {
    const receiver = createChunkReceiver('upload', uploadResult);
    const { channel } = connect({ ...receiver, 'cloudFile.uploadChunk': () => ({ received: 1 }) });
    const error = await sendBlobInChunks(channel, 'upload', new Blob([randomBytes(10)]), { fileName: 'a.png' }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(BridgeError);
    expect(error).toMatchObject({ code: 'BAD_REPLY', message: '返回数据发生错误，请联系客服' });
  });

  it('sends nothing for a signal aborted before it starts', async () => {
    const begin = vi.fn(() => ({ uploadId: 'u' }));
    const { channel } = connect({ 'cloudFile.uploadBegin': begin });
    const controller = new AbortController();
    controller.abort();
    await expect(
      sendBlobInChunks(channel, 'upload', new Blob(['x']), { fileName: 'a.png' }, { signal: controller.signal }),
    ).rejects.toMatchObject({ code: 'ABORTED' });
    expect(begin).not.toHaveBeenCalled();
  });
});

describe('createChunkReceiver', () => {
  const chunk = (bytes: number[]) => bytesToBase64(Uint8Array.from(bytes));

  it('returns the four handlers of its kind', () => {
    expect(Object.keys(createChunkReceiver('upload', uploadResult)).sort()).toEqual([
      'cloudFile.uploadAbort',
      'cloudFile.uploadBegin',
      'cloudFile.uploadChunk',
      'cloudFile.uploadCommit',
    ]);
    expect(Object.keys(createChunkReceiver('save', () => ({ saved: true }))).sort()).toEqual([
      'file.saveAbort',
      'file.saveBegin',
      'file.saveChunk',
      'file.saveCommit',
    ]);
  });

  it('rejects a chunk out of order', () => {
    const receiver = createChunkReceiver('save', () => ({ saved: true }));
    const { saveId } = receiver['file.saveBegin']({ fileName: 'a', size: 4, mimeType: 'x' });
    expect(() => receiver['file.saveChunk']({ saveId, index: 1, data: chunk([1, 2]) })).toThrow(
      expect.objectContaining({ code: 'CHUNK_OUT_OF_ORDER' }),
    );
    expect(receiver['file.saveChunk']({ saveId, index: 0, data: chunk([1, 2]) })).toEqual({ received: 2 });
    expect(() => receiver['file.saveChunk']({ saveId, index: 0, data: chunk([3, 4]) })).toThrow(
      expect.objectContaining({ code: 'CHUNK_OUT_OF_ORDER' }),
    );
  });

  it('rejects a commit whose size does not match the begin', async () => {
    const receiver = createChunkReceiver('upload', uploadResult);
    const { uploadId } = receiver['cloudFile.uploadBegin']({ fileName: 'a', size: 4, mimeType: 'x' });
    receiver['cloudFile.uploadChunk']({ uploadId, index: 0, data: chunk([1, 2]) });
    await expect(receiver['cloudFile.uploadCommit']({ uploadId })).rejects.toMatchObject({ code: 'SIZE_MISMATCH' });
  });

  it('rejects a chunk that goes past the announced size', () => {
    const receiver = createChunkReceiver('upload', uploadResult);
    const { uploadId } = receiver['cloudFile.uploadBegin']({ fileName: 'a', size: 1, mimeType: 'x' });
    expect(() => receiver['cloudFile.uploadChunk']({ uploadId, index: 0, data: chunk([1, 2]) })).toThrow(
      expect.objectContaining({ code: 'SIZE_MISMATCH' }),
    );
  });

  it('rejects unknown ids for chunk and commit, and takes an abort of one quietly', async () => {
    const receiver = createChunkReceiver('save', () => ({ saved: true }));
    expect(() => receiver['file.saveChunk']({ saveId: 'nope', index: 0, data: '' })).toThrow(
      expect.objectContaining({ code: 'UNKNOWN_TRANSFER' }),
    );
    await expect(receiver['file.saveCommit']({ saveId: 'nope' })).rejects.toMatchObject({ code: 'UNKNOWN_TRANSFER' });
    expect(receiver['file.saveAbort']({ saveId: 'nope' })).toEqual({});
  });

  it('rejects a chunk larger than MAX_CHUNK_BYTES and one that is not base64', () => {
    const receiver = createChunkReceiver('save', () => ({ saved: true }));
    const { saveId } = receiver['file.saveBegin']({ fileName: 'a', size: MAX_CHUNK_BYTES * 2, mimeType: 'x' });
    expect(() => receiver['file.saveChunk']({ saveId, index: 0, data: '***' })).toThrow(
      expect.objectContaining({ code: 'BAD_CHUNK' }),
    );
    const tooLarge = bytesToBase64(new Uint8Array(MAX_CHUNK_BYTES + 1));
    expect(() => receiver['file.saveChunk']({ saveId, index: 0, data: tooLarge })).toThrow(
      expect.objectContaining({ code: 'CHUNK_TOO_LARGE' }),
    );
  });

  it('takes a stream of unknown size and reports its size at commit', async () => {
    const receiver = createChunkReceiver('save', (file) => ({ saved: file.bytes.length === 3 }));
    const { saveId } = receiver['file.saveBegin']({
      fileName: 'a.zip',
      size: UNKNOWN_SIZE,
      mimeType: 'application/zip',
    });
    receiver['file.saveChunk']({ saveId, index: 0, data: chunk([1, 2]) });
    receiver['file.saveChunk']({ saveId, index: 1, data: chunk([3]) });
    await expect(receiver['file.saveCommit']({ saveId })).resolves.toEqual({ saved: true, size: 3 });
  });

  it('gives each transfer its own id', () => {
    const receiver = createChunkReceiver('upload', uploadResult);
    const first = receiver['cloudFile.uploadBegin']({ fileName: 'a', size: 1, mimeType: 'x' });
    const second = receiver['cloudFile.uploadBegin']({ fileName: 'b', size: 1, mimeType: 'x' });
    expect(first.uploadId).not.toBe(second.uploadId);
  });
});
