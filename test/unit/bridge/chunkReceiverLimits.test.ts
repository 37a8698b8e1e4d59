import { afterEach, describe, expect, it, vi } from 'vitest';
import { bytesToBase64 } from '../../../bridge/base64';
import { DEFAULT_RECEIVER_LIMITS, MAX_SAVE_BYTES, TRANSFER_IDLE_MS } from '../../../bridge/chunkLimits';
import { MAX_CHUNK_BASE64, MAX_CHUNK_BYTES, UNKNOWN_SIZE } from '../../../bridge/chunkProtocol';
import { sendBlobInChunks } from '../../../bridge/sendBlobInChunks';
import { createChunkReceiver } from '../../support/createChunkReceiver';
import { connect } from './harness';

const MiB = 1024 * 1024;
const saved = () => ({ saved: true });
const uploaded = () => ({ url: 'https://img.example.com/a.png', taobaoFileId: 'tb-1', fileSize: 1, uploadTime: 1 });
const chunkOf = (length: number, fill = 7) => bytesToBase64(new Uint8Array(length).fill(fill));
const code = (value: string) => expect.objectContaining({ code: value });

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('createChunkReceiver: idle transfers', () => {
  it('drops a transfer that gets no chunk for the idle time, and says so to a late chunk and commit', async () => {
    vi.useFakeTimers();
    const receiver = createChunkReceiver('save', saved);
    const { saveId } = receiver['file.saveBegin']({ fileName: 'a.zip', size: UNKNOWN_SIZE, mimeType: 'application/zip' });
    vi.advanceTimersByTime(TRANSFER_IDLE_MS - 1);
    // Each chunk restarts the clock.
    expect(receiver['file.saveChunk']({ saveId, index: 0, data: chunkOf(3) })).toEqual({ received: 3 });
    vi.advanceTimersByTime(TRANSFER_IDLE_MS - 1);
    expect(receiver['file.saveChunk']({ saveId, index: 1, data: chunkOf(3) })).toEqual({ received: 6 });
    vi.advanceTimersByTime(TRANSFER_IDLE_MS);

    const late = () => receiver['file.saveChunk']({ saveId, index: 2, data: chunkOf(3) });
    expect(late).toThrow(code('TRANSFER_EXPIRED'));
    expect(late).toThrow('文件传输中断过久，已被取消，请重试');
    await expect(receiver['file.saveCommit']({ saveId })).rejects.toMatchObject({ code: 'TRANSFER_EXPIRED' });
    expect(receiver['file.saveAbort']({ saveId })).toEqual({});
  });

  it('refuses an empty chunk, which would keep a transfer alive without moving a byte', () => {
    vi.useFakeTimers();
    const receiver = createChunkReceiver('save', saved);
    const { saveId } = receiver['file.saveBegin']({ fileName: 'a.zip', size: UNKNOWN_SIZE, mimeType: 'application/zip' });
    vi.advanceTimersByTime(TRANSFER_IDLE_MS - 1);
    expect(() => receiver['file.saveChunk']({ saveId, index: 0, data: '' })).toThrow(code('BAD_CHUNK'));
    vi.advanceTimersByTime(1);
    expect(() => receiver['file.saveChunk']({ saveId, index: 0, data: chunkOf(3) })).toThrow(code('TRANSFER_EXPIRED'));
  });

  it('frees the memory of an expired transfer for the next one', () => {
    vi.useFakeTimers();
    const receiver = createChunkReceiver('upload', uploaded, { maxTotalBytes: 10, idleMs: 1_000 });
    receiver['cloudFile.uploadBegin']({ fileName: 'a.png', size: 10, mimeType: 'image/png' });
    expect(() => receiver['cloudFile.uploadBegin']({ fileName: 'b.png', size: 1, mimeType: 'image/png' })).toThrow(
      code('RECEIVER_FULL'),
    );
    vi.advanceTimersByTime(1_000);
    expect(receiver['cloudFile.uploadBegin']({ fileName: 'b.png', size: 10, mimeType: 'image/png' }).uploadId).toBeTruthy();
  });

  it('leaves no timer behind once a transfer is committed or aborted', async () => {
    vi.useFakeTimers();
    const receiver = createChunkReceiver('save', saved);
    const first = receiver['file.saveBegin']({ fileName: 'a', size: 1, mimeType: 'x' });
    const second = receiver['file.saveBegin']({ fileName: 'b', size: 1, mimeType: 'x' });
    expect(vi.getTimerCount()).toBe(2);
    receiver['file.saveChunk']({ saveId: first.saveId, index: 0, data: chunkOf(1) });
    await receiver['file.saveCommit']({ saveId: first.saveId });
    receiver['file.saveAbort']({ saveId: second.saveId });
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('createChunkReceiver: size limits', () => {
  it('refuses at begin a transfer announced larger than one transfer may be', () => {
    const receiver = createChunkReceiver('upload', uploaded, { maxTransferBytes: 2 * MiB });
    const begin = () => receiver['cloudFile.uploadBegin']({ fileName: 'a.ttf', size: 2 * MiB + 1, mimeType: 'font/ttf' });
    expect(begin).toThrow(code('TRANSFER_TOO_LARGE'));
    expect(begin).toThrow('文件超过 2 MB，无法传输');
    expect(receiver['cloudFile.uploadBegin']({ fileName: 'a.ttf', size: 2 * MiB, mimeType: 'font/ttf' }).uploadId).toBeTruthy();
  });

  it('stops a stream of unknown size once it passes the per-transfer limit, and forgets it', () => {
    const receiver = createChunkReceiver('save', saved, { maxTransferBytes: 5 });
    const { saveId } = receiver['file.saveBegin']({ fileName: 'a.zip', size: UNKNOWN_SIZE, mimeType: 'application/zip' });
    receiver['file.saveChunk']({ saveId, index: 0, data: chunkOf(4) });
    expect(() => receiver['file.saveChunk']({ saveId, index: 1, data: chunkOf(2) })).toThrow(code('TRANSFER_TOO_LARGE'));
    expect(() => receiver['file.saveChunk']({ saveId, index: 1, data: chunkOf(1) })).toThrow(code('UNKNOWN_TRANSFER'));
  });

  it('reserves announced sizes across concurrent transfers and releases them at commit', async () => {
    const receiver = createChunkReceiver('upload', uploaded, { maxTotalBytes: 8 });
    const first = receiver['cloudFile.uploadBegin']({ fileName: 'a.png', size: 5, mimeType: 'image/png' });
    const second = () => receiver['cloudFile.uploadBegin']({ fileName: 'b.png', size: 4, mimeType: 'image/png' });
    expect(second).toThrow(code('RECEIVER_FULL'));
    expect(second).toThrow('同时传输的文件过多，请稍后重试');
    receiver['cloudFile.uploadChunk']({ uploadId: first.uploadId, index: 0, data: chunkOf(5) });
    await receiver['cloudFile.uploadCommit']({ uploadId: first.uploadId });
    expect(second().uploadId).toBeTruthy();
  });

  it('counts what streams of unknown size hold against the total, dropping the one that overflows', async () => {
    const receiver = createChunkReceiver('save', saved, { maxTotalBytes: 10 });
    const a = receiver['file.saveBegin']({ fileName: 'a.zip', size: UNKNOWN_SIZE, mimeType: 'application/zip' }).saveId;
    const b = receiver['file.saveBegin']({ fileName: 'b.zip', size: UNKNOWN_SIZE, mimeType: 'application/zip' }).saveId;
    receiver['file.saveChunk']({ saveId: a, index: 0, data: chunkOf(6) });
    receiver['file.saveChunk']({ saveId: b, index: 0, data: chunkOf(3) });
    expect(() => receiver['file.saveChunk']({ saveId: b, index: 1, data: chunkOf(2) })).toThrow(code('RECEIVER_FULL'));
    expect(() => receiver['file.saveChunk']({ saveId: b, index: 1, data: chunkOf(1) })).toThrow(code('UNKNOWN_TRANSFER'));
    // b's three bytes were freed with it: a can grow into them.
    expect(receiver['file.saveChunk']({ saveId: a, index: 1, data: chunkOf(4) })).toEqual({ received: 10 });
    await expect(receiver['file.saveCommit']({ saveId: a })).resolves.toEqual({ saved: true, size: 10 });
  });

  it('caps the number of transfers open at once', () => {
    const receiver = createChunkReceiver('save', saved, { maxTransfers: 2 });
    const open = () => receiver['file.saveBegin']({ fileName: 'a', size: UNKNOWN_SIZE, mimeType: 'x' }).saveId;
    const first = open();
    open();
    expect(open).toThrow(code('RECEIVER_FULL'));
    receiver['file.saveAbort']({ saveId: first });
    expect(open()).toBeTruthy();
  });

  it('by default takes a whole archive part to save and a 3 MB upload, and nothing beyond the limits', () => {
    const save = createChunkReceiver('save', saved);
    const part = save['file.saveBegin']({ fileName: 'part1.zip', size: MAX_SAVE_BYTES, mimeType: 'application/zip' });
    save['file.saveAbort'](part);
    expect(MAX_SAVE_BYTES).toBe(524_288_000);
    expect(() => save['file.saveBegin']({ fileName: 'big.zip', size: MAX_SAVE_BYTES + 1, mimeType: 'x' })).toThrow(
      '文件超过 500 MB，无法传输',
    );

    const upload = createChunkReceiver('upload', uploaded);
    // The upload wizard sends six 3 MB assets at once.
    for (let i = 0; i < 6; i++) upload['cloudFile.uploadBegin']({ fileName: `${i}.png`, size: 3_145_728, mimeType: 'image/png' });
    const limit = DEFAULT_RECEIVER_LIMITS.upload.maxTransferBytes;
    expect(() => upload['cloudFile.uploadBegin']({ fileName: 'f.ttf', size: limit + 1, mimeType: 'font/ttf' })).toThrow(
      code('TRANSFER_TOO_LARGE'),
    );
  });

  it('reaches the sender as a remote error in the merchant’s words, before any chunk is sent', async () => {
    const receiver = createChunkReceiver('upload', uploaded, { maxTransferBytes: MiB });
    const chunk = vi.fn(receiver['cloudFile.uploadChunk']);
    const { channel } = connect({ ...receiver, 'cloudFile.uploadChunk': chunk });
    const upload = sendBlobInChunks(channel, 'upload', new Blob([new Uint8Array(MiB + 1)]), { fileName: 'big.png' });
    await expect(upload).rejects.toMatchObject({
      code: 'REMOTE',
      remoteCode: 'TRANSFER_TOO_LARGE',
      message: '文件超过 1 MB，无法传输',
    });
    expect(chunk).not.toHaveBeenCalled();
  });
});

describe('createChunkReceiver: chunk length', () => {
  it('refuses a chunk whose base64 is longer than a chunk can be, without decoding it', () => {
    const atob = vi.spyOn(globalThis, 'atob');
    const receiver = createChunkReceiver('save', saved);
    const { saveId } = receiver['file.saveBegin']({ fileName: 'a', size: UNKNOWN_SIZE, mimeType: 'x' });
    const oversized = 'A'.repeat(MAX_CHUNK_BASE64 + 4);
    expect(() => receiver['file.saveChunk']({ saveId, index: 0, data: oversized })).toThrow(code('CHUNK_TOO_LARGE'));
    expect(atob).not.toHaveBeenCalled();
  });

  it('takes a full chunk, whose base64 is exactly the longest allowed', () => {
    const receiver = createChunkReceiver('save', saved);
    const { saveId } = receiver['file.saveBegin']({ fileName: 'a', size: UNKNOWN_SIZE, mimeType: 'x' });
    const full = chunkOf(MAX_CHUNK_BYTES);
    expect(full.length).toBe(MAX_CHUNK_BASE64);
    expect(receiver['file.saveChunk']({ saveId, index: 0, data: full })).toEqual({ received: MAX_CHUNK_BYTES });
  });

  it('still refuses unpadded base64 of the longest length, which decodes to more than a chunk', () => {
    const receiver = createChunkReceiver('save', saved);
    const { saveId } = receiver['file.saveBegin']({ fileName: 'a', size: UNKNOWN_SIZE, mimeType: 'x' });
    const unpadded = 'A'.repeat(MAX_CHUNK_BASE64);
    expect(() => receiver['file.saveChunk']({ saveId, index: 0, data: unpadded })).toThrow(code('CHUNK_TOO_LARGE'));
  });
});
