import { describe, expect, it, vi } from 'vitest';
import { base64ByteLength } from '../../../bridge/base64Length';
import { bytesToBase64 } from '../../../bridge/base64';
import type { ChunkSink } from '../../../bridge/chunkSink';
import { openChunkReceiver } from '../../../bridge/openChunkReceiver';
import { createMemorySink } from '../../support/memorySink';
import { MAX_CHUNK_BASE64 } from '../../../bridge/chunkProtocol';

const code = (value: string) => expect.objectContaining({ code: value });
const b64 = (bytes: number[]) => bytesToBase64(Uint8Array.from(bytes));

/** A sink that keeps base64 texts and lets the test finish each write by hand. */
function manualSink() {
  const log: string[] = [];
  const writes: { data: string; done: () => void; fail: (e: unknown) => void }[] = [];
  const sink: ChunkSink<{ name: string; texts: string[] }, string[]> = {
    open: (meta) => {
      log.push(`open ${meta.fileName}`);
      return { name: meta.fileName, texts: [] };
    },
    write: (handle, data, byteLength) =>
      new Promise<void>((resolve, reject) => {
        log.push(`write ${data} ${byteLength}`);
        writes.push({
          data,
          done: () => {
            handle.texts.push(data);
            resolve();
          },
          fail: reject,
        });
      }),
    finish: (handle) => handle.texts,
    discard: (handle) => {
      log.push(`discard ${handle.name}`);
    },
  };
  return { sink, log, writes };
}

describe('base64ByteLength', () => {
  it.each([
    ['', 0],
    ['AA==', 1],
    ['AAA=', 2],
    ['AAAA', 3],
    ['AAAAAA==', 4],
    [b64([1, 2, 3, 4, 5]), 5],
  ])('counts %j as %i bytes', (text, length) => {
    expect(base64ByteLength(text)).toBe(length);
  });

  it.each(['A', 'AA', 'AAA', 'A===', '=AAA', 'AA=A', 'AA A', 'AA\nA', '****', 'AAAA====', 'AB-_'])('refuses %j', (text) => {
    expect(base64ByteLength(text)).toBeNull();
  });
});

describe('openChunkReceiver with an asynchronous sink', () => {
  it('answers a chunk once it is written, writes one at a time in order, and hands finish() to onComplete', async () => {
    const { sink, log, writes } = manualSink();
    const onComplete = vi.fn((texts: string[]) => ({ saved: texts.length === 2 }));
    const receiver = openChunkReceiver('save', onComplete, { sink });
    const h = receiver.handlers;
    const { saveId } = h['file.saveBegin']({ fileName: 'a', size: -1, mimeType: 'x' });
    const first = h['file.saveChunk']({ saveId, index: 0, data: b64([1, 2]) });
    const second = h['file.saveChunk']({ saveId, index: 1, data: b64([3]) });
    expect(() => h['file.saveChunk']({ saveId, index: 1, data: b64([3]) })).toThrow(code('CHUNK_OUT_OF_ORDER'));
    expect(first).toBeInstanceOf(Promise);
    await Promise.resolve();
    expect(writes).toHaveLength(1);
    writes[0].done();
    await expect(first).resolves.toEqual({ received: 2 });
    await vi.waitFor(() => expect(writes).toHaveLength(2));
    writes[1].done();
    await expect(second).resolves.toEqual({ received: 3 });
    await expect(h['file.saveCommit']({ saveId })).resolves.toEqual({ saved: true, size: 3 });
    expect(log).toEqual(['open a', 'write AQI= 2', 'write Aw== 1', 'discard a']);
    expect(receiver.openTransfers()).toBe(0);
  });

  it('fails a chunk whose write fails with CHUNK_WRITE_FAILED and the sink’s words, and discards after', async () => {
    const { sink, log, writes } = manualSink();
    const receiver = openChunkReceiver('upload', () => ({ url: 'u', taobaoFileId: 't', fileSize: 1, uploadTime: 1 }), { sink });
    const h = receiver.handlers;
    const { uploadId } = h['cloudFile.uploadBegin']({ fileName: 'a', size: 9, mimeType: 'x' });
    const first = h['cloudFile.uploadChunk']({ uploadId, index: 0, data: b64([1]) });
    const second = h['cloudFile.uploadChunk']({ uploadId, index: 1, data: b64([2]) });
    await Promise.resolve();
    writes[0].fail(new Error('磁盘已满'));
    await expect(first).rejects.toMatchObject({ code: 'CHUNK_WRITE_FAILED', message: '磁盘已满' });
    await expect(second).rejects.toMatchObject({ code: 'CHUNK_WRITE_FAILED', message: '磁盘已满' });
    await vi.waitFor(() => expect(receiver.openTransfers()).toBe(0));
    expect(log).toEqual(['open a', 'write AQ== 1', 'discard a']);
    expect(() => h['cloudFile.uploadChunk']({ uploadId, index: 2, data: b64([3]) })).toThrow(code('UNKNOWN_TRANSFER'));
  });

  it('refuses a chunk past maxPendingChunks without taking it, and frees the backlog of writes that failed', async () => {
    const { sink, writes } = manualSink();
    const receiver = openChunkReceiver('save', () => ({ saved: true }), { sink, limits: { maxPendingChunks: 2, maxPendingBytes: 12 } });
    const h = receiver.handlers;
    const a = h['file.saveBegin']({ fileName: 'a', size: -1, mimeType: 'x' }).saveId;
    const taken = [h['file.saveChunk']({ saveId: a, index: 0, data: b64([1]) }), h['file.saveChunk']({ saveId: a, index: 1, data: b64([2]) })];
    expect(() => h['file.saveChunk']({ saveId: a, index: 2, data: b64([3]) })).toThrow(code('CHUNK_BACKLOG_FULL'));
    // Not taken: the same index is still the one expected.
    expect(() => h['file.saveChunk']({ saveId: a, index: 3, data: b64([3]) })).toThrow(code('CHUNK_OUT_OF_ORDER'));
    const b = h['file.saveBegin']({ fileName: 'b', size: -1, mimeType: 'x' }).saveId;
    const other = h['file.saveChunk']({ saveId: b, index: 0, data: b64([4]) });
    // 12 characters wait now, the receiver's whole backlog.
    expect(() => h['file.saveChunk']({ saveId: b, index: 1, data: b64([5]) })).toThrow(code('CHUNK_BACKLOG_FULL'));
    await Promise.resolve();
    writes[0].fail(new Error('磁盘已满'));
    await expect(Promise.all(taken)).rejects.toMatchObject({ code: 'CHUNK_WRITE_FAILED' });
    await Promise.allSettled(taken);
    writes[1].done();
    await expect(other).resolves.toEqual({ received: 1 });
    // The failed transfer's chunks no longer count: b may fill the backlog on its own.
    const next = [h['file.saveChunk']({ saveId: b, index: 1, data: b64([5]) }), h['file.saveChunk']({ saveId: b, index: 2, data: b64([6]) })];
    await vi.waitFor(() => expect(writes).toHaveLength(3));
    writes[2].done();
    await vi.waitFor(() => expect(writes).toHaveLength(4));
    writes[3].done();
    await expect(Promise.all(next)).resolves.toEqual([{ received: 2 }, { received: 3 }]);
  });

  it('discards an aborted transfer only after its write in progress ended', async () => {
    const { sink, log, writes } = manualSink();
    const receiver = openChunkReceiver('save', () => ({ saved: true }), { sink });
    const h = receiver.handlers;
    const { saveId } = h['file.saveBegin']({ fileName: 'a', size: -1, mimeType: 'x' });
    const chunk = h['file.saveChunk']({ saveId, index: 0, data: b64([1]) });
    expect(h['file.saveAbort']({ saveId })).toEqual({});
    await Promise.resolve();
    expect(log).not.toContain('discard a');
    writes[0].done();
    await chunk;
    await vi.waitFor(() => expect(log.at(-1)).toBe('discard a'));
    expect(receiver.openTransfers()).toBe(0);
  });

  it('survives a discard that throws or rejects', async () => {
    for (const discard of [() => { throw new Error('locked'); }, () => Promise.reject(new Error('locked'))]) {
      const sink: ChunkSink<null, null> = { open: () => null, write: () => undefined, finish: () => null, discard };
      const receiver = openChunkReceiver('save', () => ({ saved: true }), { sink });
      const h = receiver.handlers;
      const a = h['file.saveBegin']({ fileName: 'a', size: -1, mimeType: 'x' }).saveId;
      expect(h['file.saveAbort']({ saveId: a })).toEqual({});
      const b = h['file.saveBegin']({ fileName: 'b', size: -1, mimeType: 'x' }).saveId;
      await expect(h['file.saveCommit']({ saveId: b })).resolves.toEqual({ saved: true, size: 0 });
      await vi.waitFor(() => expect(receiver.openTransfers()).toBe(0));
    }
  });

  it('checks a chunk without decoding it before a sink that takes base64', () => {
    const atob = vi.spyOn(globalThis, 'atob');
    const write = vi.fn();
    const sink: ChunkSink<null, null> = { open: () => null, write, finish: () => null, discard: () => undefined };
    const h = openChunkReceiver('save', () => ({ saved: true }), { sink }).handlers;
    const { saveId } = h['file.saveBegin']({ fileName: 'a', size: -1, mimeType: 'x' });
    expect(() => h['file.saveChunk']({ saveId, index: 0, data: 'AAA' })).toThrow(code('BAD_CHUNK'));
    expect(() => h['file.saveChunk']({ saveId, index: 0, data: 'A'.repeat(MAX_CHUNK_BASE64) })).toThrow(code('CHUNK_TOO_LARGE'));
    expect(h['file.saveChunk']({ saveId, index: 0, data: 'AAECAw==' })).toEqual({ received: 4 });
    expect(write).toHaveBeenCalledWith(null, 'AAECAw==', 4);
    expect(atob).not.toHaveBeenCalled();
    atob.mockRestore();
  });

  it('cancels a commit in progress on abort and on dispose, and discards when onComplete ends', async () => {
    const { sink, log } = manualSink();
    let cancelled = 0;
    const receiver = openChunkReceiver(
      'save',
      (_: string[], cancel) =>
        new Promise<{ saved: boolean }>((resolve) => {
          cancel.onCancel(() => {
            cancelled += 1;
            resolve({ saved: false });
          });
        }),
      { sink },
    );
    const h = receiver.handlers;
    const a = h['file.saveBegin']({ fileName: 'a', size: -1, mimeType: 'x' }).saveId;
    const b = h['file.saveBegin']({ fileName: 'b', size: -1, mimeType: 'x' }).saveId;
    const c = h['file.saveBegin']({ fileName: 'c', size: -1, mimeType: 'x' }).saveId;
    const commitA = h['file.saveCommit']({ saveId: a });
    const commitB = h['file.saveCommit']({ saveId: b });
    await Promise.resolve();
    h['file.saveAbort']({ saveId: a });
    await expect(commitA).resolves.toEqual({ saved: false, size: 0 });
    receiver.dispose();
    await expect(commitB).resolves.toEqual({ saved: false, size: 0 });
    expect(cancelled).toBe(2);
    await vi.waitFor(() => expect(receiver.openTransfers()).toBe(0));
    expect(log.filter((line) => line.startsWith('discard')).sort()).toEqual(['discard a', 'discard b', 'discard c']);
    expect(() => h['file.saveChunk']({ saveId: c, index: 0, data: 'AAAA' })).toThrow(code('UNKNOWN_TRANSFER'));
  });
});

describe('openChunkReceiver: transfers being committed', () => {
  it('count against maxTransfers until their commit ends, so commits cannot pile up client calls', async () => {
    let finishCommits: () => void = () => undefined;
    const committed = new Promise<void>((resolve) => (finishCommits = resolve));
    const receiver = openChunkReceiver(
      'save',
      async () => {
        await committed;
        return { saved: true };
      },
      { sink: createMemorySink(), limits: { maxTransfers: 2 } },
    );
    const h = receiver.handlers;
    const commits = [0, 1].map(() => h['file.saveCommit']({ saveId: h['file.saveBegin']({ fileName: 'a', size: 0, mimeType: 'x' }).saveId }));
    expect(() => h['file.saveBegin']({ fileName: 'b', size: 0, mimeType: 'x' })).toThrow(expect.objectContaining({ code: 'RECEIVER_FULL' }));
    finishCommits();
    await Promise.all(commits);
    expect(h['file.saveBegin']({ fileName: 'c', size: 0, mimeType: 'x' }).saveId).toEqual(expect.any(String));
  });
});
