import { afterEach, describe, expect, it, vi } from 'vitest';
import { crc32 } from '../../../../contract/crc32';
import { entryChunk } from '../../../../src/lib/bulkDownload/entryChunk';

const bytes = Uint8Array.from({ length: 1000 }, (_, i) => (i * 31) & 0xff);

describe('entryChunk', () => {
  it('copies a view on part of a buffer behind the room and takes its CRC-32', () => {
    const entry = entryChunk(bytes.subarray(10, 900), 64);
    expect(entry.room).toBe(64);
    expect(entry.chunk.byteLength).toBe(64 + 890);
    expect([...entry.chunk.subarray(64)]).toEqual([...bytes.subarray(10, 900)]);
    expect(entry.crc).toBe(crc32(bytes, 10, 900));
  });
});

describe('entryChunkOffThread', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('works in place where there is no worker', async () => {
    const { entryChunkOffThread } = await import('../../../../src/lib/bulkDownload/entryChunkClient');
    const entry = await entryChunkOffThread(bytes.slice(), 50, new AbortController().signal);
    expect(entry.crc).toBe(crc32(bytes));
    expect([...entry.chunk.subarray(50)]).toEqual([...bytes]);
  });

  it('hands the bytes to the worker, and works in place once the worker has failed', async () => {
    const started: { transfer: Transferable[]; onerror: ((event: ErrorEvent) => void) | null }[] = [];
    vi.stubGlobal(
      'Worker',
      class {
        onmessage = null;
        onerror: ((event: ErrorEvent) => void) | null = null;
        transfer: Transferable[] = [];
        constructor() {
          started.push(this);
        }
        postMessage(_message: unknown, transfer: Transferable[]) {
          this.transfer = transfer;
          queueMicrotask(() => this.onerror?.({ message: 'out of memory', preventDefault: () => undefined } as ErrorEvent));
        }
        terminate() {}
      },
    );
    const { entryChunkOffThread } = await import('../../../../src/lib/bulkDownload/entryChunkClient');
    const mine = bytes.slice();
    await expect(entryChunkOffThread(mine, 50, new AbortController().signal)).rejects.toThrow('out of memory');
    expect(started[0]!.transfer).toEqual([mine.buffer]);
    const entry = await entryChunkOffThread(bytes.slice(), 50, new AbortController().signal);
    expect(entry.crc).toBe(crc32(bytes));
    expect(started).toHaveLength(1);
  });
});
