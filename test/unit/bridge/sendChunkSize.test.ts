import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_TIMEOUT_MS } from '../../../bridge/channel';
import { base64ToBytes } from '../../../bridge/base64';
import { CHUNK_BYTES, MAX_CHUNK_BYTES } from '../../../bridge/chunkProtocol';
import { sendBlobInChunks } from '../../../bridge/sendBlobInChunks';
import { createChunkReceiver } from '../../support/createChunkReceiver';
import type { ReceivedFile } from '../../support/memorySink';
import { SAVE_COMMIT_TIMEOUT_MS, UPLOAD_COMMIT_TIMEOUT_MS } from '../../../bridge/sendBlobInChunks';
import { connect, connectToHand, reply } from './harness';

function bytesOf(length: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(length);
  for (let i = 0; i < length; i++) bytes[i] = (i * 7) % 256;
  return bytes;
}

/** A host with a real receiver that notes the raw size of every chunk it is sent. */
function recordingHost(kind: 'upload' | 'save') {
  const chunkSizes: number[] = [];
  const methods: string[] = [];
  let arrived: ReceivedFile | undefined;
  const handlers =
    kind === 'upload'
      ? createChunkReceiver('upload', (file) => {
          arrived = file;
          return { url: 'https://img.example.com/a', taobaoFileId: 'tb-1', fileSize: file.bytes.length, uploadTime: 1 };
        })
      : createChunkReceiver('save', (file) => {
          arrived = file;
          return { saved: true };
        });
  const { channel } = connect(handlers, {
    intercept: ({ method, params }) => {
      methods.push(method);
      if (method.endsWith('Chunk')) chunkSizes.push(base64ToBytes((params as { data: string }).data).length);
    },
  });
  return { channel, chunkSizes, methods, arrived: () => arrived };
}

describe('sendBlobInChunks: the chunk size', () => {
  it('sends CHUNK_BYTES per chunk unless told otherwise', async () => {
    const { channel, chunkSizes, arrived } = recordingHost('upload');
    const bytes = bytesOf(CHUNK_BYTES * 2 + 5);
    await sendBlobInChunks(channel, 'upload', new Blob([bytes]), { fileName: 'a.png' });
    expect(chunkSizes).toEqual([CHUNK_BYTES, CHUNK_BYTES, 5]);
    // Compared as buffers: an element-by-element deep equality of half a megabyte takes seconds.
    expect(Buffer.compare(arrived()!.bytes, bytes)).toBe(0);
  });

  it.each(['upload', 'save'] as const)('sends the given size per chunk for a %s, and the file arrives whole', async (kind) => {
    const { channel, chunkSizes, arrived } = recordingHost(kind);
    const bytes = bytesOf(1000);
    // The overloads want a literal kind; both routes take the same options.
    await (kind === 'upload'
      ? sendBlobInChunks(channel, 'upload', new Blob([bytes]), { fileName: 'a.bin' }, { chunkBytes: 300 })
      : sendBlobInChunks(channel, 'save', new Blob([bytes]), { fileName: 'a.bin' }, { chunkBytes: 300 }));
    expect(chunkSizes).toEqual([300, 300, 300, 100]);
    expect(arrived()?.bytes).toEqual(bytes);
  });

  it('takes the largest chunk a receiver accepts', async () => {
    const { channel, chunkSizes } = recordingHost('save');
    await sendBlobInChunks(channel, 'save', new Blob([bytesOf(MAX_CHUNK_BYTES + 1)]), { fileName: 'a.bin' }, { chunkBytes: MAX_CHUNK_BYTES });
    expect(chunkSizes).toEqual([MAX_CHUNK_BYTES, 1]);
  });

  it.each([0, -1, MAX_CHUNK_BYTES + 1, 1.5, Number.NaN])('refuses a chunk size of %s with a RangeError before asking the host anything', async (chunkBytes) => {
    const { channel, methods } = recordingHost('upload');
    const send = sendBlobInChunks(channel, 'upload', new Blob([bytesOf(10)]), { fileName: 'a.png' }, { chunkBytes });
    await expect(send).rejects.toBeInstanceOf(RangeError);
    expect(methods).toEqual([]);
  });
});

describe('sendBlobInChunks: how long the commit may take', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Lets the sender read its next slice and send (Blob reads are not microtasks). */
  const settle = () => new Promise((resolve) => setImmediate(resolve));

  async function pendingCommit(kind: 'upload' | 'save') {
    // The channel's one shared timer measures deadlines on performance.now, so the fake clock must drive that too.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    const { channel, far, requests } = connectToHand();
    const blob = new Blob([bytesOf(10)]);
    const sent =
      kind === 'upload'
        ? sendBlobInChunks(channel, 'upload', blob, { fileName: 'a.png' })
        : sendBlobInChunks(channel, 'save', blob, { fileName: 'a.png' });
    const outcome = sent.then(
      () => 'committed',
      (error: { code?: string }) => error.code,
    );
    const answerRequest = async (index: number, answer: object) => {
      while (requests.length <= index) await settle();
      reply(far, requests[index]!.id, answer);
    };
    await answerRequest(0, kind === 'upload' ? { uploadId: 'u1' } : { saveId: 's1' });
    await answerRequest(1, { received: 10 });
    while (requests.length < 3) await settle();
    expect(requests[2]!.method).toMatch(/Commit$/);
    let settled: string | undefined;
    void outcome.then((value) => (settled = value));
    return { settledAs: async () => (await settle(), settled) };
  }

  it('waits up to SAVE_COMMIT_TIMEOUT_MS for a save, where a person picks the folder', async () => {
    const commit = await pendingCommit('save');
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS * 2);
    expect(await commit.settledAs()).toBeUndefined();
    await vi.advanceTimersByTimeAsync(SAVE_COMMIT_TIMEOUT_MS - DEFAULT_TIMEOUT_MS * 2);
    expect(await commit.settledAs()).toBe('TIMEOUT');
  });

  it('lets an upload’s commit outlast the host’s own 120 s limit on the cloud upload', async () => {
    const commit = await pendingCommit('upload');
    await vi.advanceTimersByTimeAsync(120_000);
    expect(await commit.settledAs()).toBeUndefined();
    await vi.advanceTimersByTimeAsync(UPLOAD_COMMIT_TIMEOUT_MS - 120_000);
    expect(await commit.settledAs()).toBe('TIMEOUT');
  });
});
