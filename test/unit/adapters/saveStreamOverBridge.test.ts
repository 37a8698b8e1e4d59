import { afterEach, describe, expect, it, vi } from 'vitest';
import { createChannel, DEFAULT_TIMEOUT_MS } from '../../../bridge/channel';
import { base64ToBytes } from '../../../bridge/base64';
import { CHUNK_BYTES, MAX_CHUNK_BYTES } from '../../../bridge/chunkProtocol';
import { createChunkReceiver } from '../../support/createChunkReceiver';
import { createBridgeHost, type BridgeHandlers } from '../../../bridge/createBridgeHost';
import { createMemoryTransportPair } from '../../support/memoryTransport';
import type { Params } from '../../../bridge/methods';
import { SAVE_COMMIT_TIMEOUT_MS } from '../../../bridge/sendBlobInChunks';
import { createQianniuAdapter } from '../../../adapters/qianniu';
import { saveStreamOverBridge } from '../../../adapters/qianniu/saveStreamOverBridge';
import type { AdminFilesPort } from '../../../adapters/types';
import { numbered, reusedBufferStream } from '../../support/reusedChunks';

const unused: AdminFilesPort = {
  uploadForm: () => Promise.reject(new Error('not used')),
  uploadResult: () => Promise.reject(new Error('not used')),
  registerMarketplaceFile: () => Promise.reject(new Error('not used')),
};

/** The adapter over a host made of a real save receiver, with some handlers replaced; every request is logged. */
function setup(replace: (receiver: ReturnType<typeof saveReceiver>) => BridgeHandlers = () => ({})) {
  const [pluginSide, hostSide] = createMemoryTransportPair();
  const receiver = saveReceiver();
  const requests: { method: string; params: unknown }[] = [];
  let aborted!: () => void;
  const abortArrived = new Promise<void>((resolve) => (aborted = resolve));
  createBridgeHost(
    hostSide,
    {
      ...receiver.handlers,
      ...replace(receiver),
      'file.saveAbort': (params) => {
        aborted();
        return receiver.handlers['file.saveAbort'](params);
      },
    },
    {
      intercept: (request) => {
        requests.push(request);
      },
    },
  );
  // Long enough that only an abort, never a timeout, can end a test's pending request.
  const channel = createChannel(pluginSide, { defaultTimeoutMs: 60_000 });
  const adapter = createQianniuAdapter({ channel, files: unused });
  const methods = () => requests.map((request) => request.method);
  return { adapter, channel, receiver, requests, methods, abortArrived };
}

function saveReceiver() {
  const written: Uint8Array[] = [];
  const handlers = createChunkReceiver('save', (file) => {
    written.push(file.bytes);
    return { saved: true };
  });
  return { handlers, written };
}

function streamOf(...parts: Uint8Array[]) {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const part of parts) controller.enqueue(part);
      controller.close();
    },
  });
}

describe('saving a stream over the bridge: the byte count', () => {
  it('tells the host how many bytes it sent, and takes a host count that agrees', async () => {
    const { adapter, requests, receiver } = setup();
    await adapter.saveFile('orders.zip', streamOf(new Uint8Array(CHUNK_BYTES + 10).fill(5)), { mimeType: 'application/zip' });
    expect(requests.at(-1)).toEqual({ method: 'file.saveCommit', params: { saveId: expect.any(String), size: CHUNK_BYTES + 10 } });
    expect(receiver.written[0]!.length).toBe(CHUNK_BYTES + 10);
  });

  it('fails and aborts the host’s file when the host reports another size at commit', async () => {
    const { adapter, methods, abortArrived } = setup((receiver) => ({
      'file.saveCommit': async (params: Params<'file.saveCommit'>) => {
        const committed = await receiver.handlers['file.saveCommit'](params);
        return { ...committed, size: committed.size - 1 };
      },
    }));
    const save = adapter.saveFile('orders.zip', streamOf(new Uint8Array(1000)), { mimeType: 'application/zip' });
    await expect(save).rejects.toMatchObject({ code: 'BAD_REPLY', message: '文件保存不完整，已取消，请重新保存' });
    await abortArrived;
    expect(methods()).toEqual(['file.saveBegin', 'file.saveChunk', 'file.saveCommit', 'file.saveAbort']);
  });

  it('fails before commit when the host counts other bytes than were sent', async () => {
    const { adapter, methods, abortArrived } = setup(() => ({ 'file.saveChunk': () => ({ received: 1 }) }));
    const save = adapter.saveFile('orders.zip', streamOf(new Uint8Array(CHUNK_BYTES * 3)), { mimeType: 'application/zip' });
    await expect(save).rejects.toMatchObject({ code: 'BAD_REPLY', message: '文件保存不完整，已取消，请重新保存' });
    await abortArrived;
    expect(methods()).toEqual(['file.saveBegin', 'file.saveChunk', 'file.saveAbort']);
  });

  it('is refused by the receiver, which writes nothing, when the sent size differs from what arrived', async () => {
    const receiver = saveReceiver();
    const { saveId } = receiver.handlers['file.saveBegin']({ fileName: 'a.zip', size: -1, mimeType: 'application/zip' });
    receiver.handlers['file.saveChunk']({ saveId, index: 0, data: 'AAAA' });
    await expect(receiver.handlers['file.saveCommit']({ saveId, size: 4 })).rejects.toMatchObject({ code: 'SIZE_MISMATCH' });
    expect(receiver.written).toEqual([]);
  });
});

describe('saving a stream over the bridge: abort', () => {
  it('stops at once while a chunk is in flight: AbortError, file.saveAbort, and no further chunk', async () => {
    let chunkArrived!: () => void;
    const firstChunk = new Promise<void>((resolve) => (chunkArrived = resolve));
    // The host never answers the first chunk, as a stuck disk would not.
    const { adapter, channel, methods, abortArrived, requests } = setup(() => ({
      'file.saveChunk': () => {
        chunkArrived();
        return new Promise(() => undefined);
      },
    }));
    const controller = new AbortController();
    const source = streamOf(new Uint8Array(CHUNK_BYTES * 3));
    const save = adapter.saveFile('orders.zip', source, { mimeType: 'application/zip', signal: controller.signal });

    await firstChunk;
    controller.abort();
    const error: unknown = await save.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DOMException);
    expect(error).toMatchObject({ name: 'AbortError', message: '已取消保存' });
    await abortArrived;
    // The chunk's request was dropped with the abort (and the saveAbort has been answered).
    await vi.waitFor(() => expect(channel.pendingCount()).toBe(0));
    // The save has settled, so nothing else can be sent; the transport delivers in order, so all it sent has arrived.
    expect(methods()).toEqual(['file.saveBegin', 'file.saveChunk', 'file.saveAbort']);
    const { saveId } = requests[1]!.params as { saveId: string };
    expect(requests[2]!.params).toEqual({ saveId });
  });

  it('stops at once while waiting for the source, and cancels the source', async () => {
    const cancel = vi.fn();
    let pulled!: () => void;
    const waiting = new Promise<void>((resolve) => (pulled = resolve));
    // A source whose next bytes never come (images still downloading).
    const source = new ReadableStream<Uint8Array>(
      {
        pull() {
          pulled();
          return new Promise(() => undefined);
        },
        cancel,
      },
      // Pulled only when the saver reads, i.e. after the host has begun the save.
      { highWaterMark: 0 },
    );
    const { adapter, methods, abortArrived } = setup();
    const controller = new AbortController();
    const save = adapter.saveFile('orders.zip', source, { mimeType: 'application/zip', signal: controller.signal });
    await waiting;
    controller.abort();
    await expect(save).rejects.toMatchObject({ name: 'AbortError', message: '已取消保存' });
    await abortArrived;
    expect(cancel).toHaveBeenCalledOnce();
    expect(methods()).toEqual(['file.saveBegin', 'file.saveAbort']);
  });

  it('rejects a Blob save that is aborted with the same AbortError', async () => {
    const { adapter } = setup();
    const controller = new AbortController();
    controller.abort();
    await expect(
      adapter.saveFile('a.txt', new Blob(['x']), { mimeType: 'text/plain', signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError', message: '已取消保存' });
  });
});

describe('saving a stream over the bridge: the chunk size', () => {
  /** The raw size of each chunk the host was sent. */
  const chunkSizes = (requests: { method: string; params: unknown }[]) =>
    requests.filter((r) => r.method === 'file.saveChunk').map((r) => base64ToBytes((r.params as { data: string }).data).length);

  it('sends CHUNK_BYTES per chunk unless told otherwise, however the source cuts its bytes', async () => {
    const { channel, requests, receiver } = setup();
    const source = streamOf(new Uint8Array(CHUNK_BYTES - 1).fill(1), new Uint8Array(CHUNK_BYTES + 3).fill(2));
    await saveStreamOverBridge(channel, source, { fileName: 'a.zip', mimeType: 'application/zip' }, {});
    expect(chunkSizes(requests)).toEqual([CHUNK_BYTES, CHUNK_BYTES, 2]);
    expect(receiver.written[0]!.length).toBe(CHUNK_BYTES * 2 + 2);
  });

  it('sends the given size per chunk, and the host gets every byte in order', async () => {
    const { channel, requests, receiver } = setup();
    const bytes = Uint8Array.from({ length: 1000 }, (_, i) => i % 251);
    const source = streamOf(bytes.subarray(0, 450), bytes.subarray(450, 451), bytes.subarray(451));
    await saveStreamOverBridge(channel, source, { fileName: 'a.zip', mimeType: 'application/zip' }, { chunkBytes: 300 });
    expect(chunkSizes(requests)).toEqual([300, 300, 300, 100]);
    expect(receiver.written[0]).toEqual(bytes);
  });

  it('saves the bytes each chunk had when it was read, though the source writes the next file into the same buffer', async () => {
    const { channel, receiver } = setup();
    const chunks = numbered(5, 700);
    await saveStreamOverBridge(channel, reusedBufferStream(chunks), { fileName: 'a.zip', mimeType: 'application/zip' }, { chunkBytes: 1000 });
    expect(Buffer.from(receiver.written[0]!).equals(Buffer.concat(chunks))).toBe(true);
  });

  it.each([0, MAX_CHUNK_BYTES + 1, 0.5])('refuses a chunk size of %s with a RangeError before asking the host anything', async (chunkBytes) => {
    const { channel, requests } = setup();
    const save = saveStreamOverBridge(channel, streamOf(new Uint8Array(10)), { fileName: 'a.zip', mimeType: 'application/zip' }, { chunkBytes });
    await expect(save).rejects.toBeInstanceOf(RangeError);
    expect(requests).toEqual([]);
  });
});

describe('saving a stream over the bridge: the commit waits for the save dialog', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives file.saveCommit SAVE_COMMIT_TIMEOUT_MS, not the channel’s default, then aborts', async () => {
    // The channel's deadlines are on performance.now(): with a real clock, the commit's deadline lies
    // the real milliseconds between saveBegin and saveCommit past the fake ten minutes (seen in CI).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    let commitArrived!: () => void;
    const commitSent = new Promise<void>((resolve) => (commitArrived = resolve));
    // The dialog never closes: the host never answers the commit.
    const { channel, methods, abortArrived } = setup(() => ({
      'file.saveCommit': () => {
        commitArrived();
        return new Promise(() => undefined);
      },
    }));
    let outcome: unknown;
    const save = saveStreamOverBridge(channel, streamOf(new Uint8Array(10)), { fileName: 'a.zip', mimeType: 'application/zip' }, {}).catch(
      (error: unknown) => (outcome = error),
    );
    await commitSent;
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS * 2);
    expect(outcome).toBeUndefined();
    await vi.advanceTimersByTimeAsync(SAVE_COMMIT_TIMEOUT_MS - DEFAULT_TIMEOUT_MS * 2);
    await save;
    expect(outcome).toMatchObject({ code: 'TIMEOUT' });
    await abortArrived;
    expect(methods()).toEqual(['file.saveBegin', 'file.saveChunk', 'file.saveCommit', 'file.saveAbort']);
  });
});
