import { afterEach, describe, expect, it, vi } from 'vitest';
import { crc32 } from '../../../../contract/crc32';
import { entryChunk, prepareEntryChunk } from '../../../../src/lib/bulkDownload/entryChunk';

const bytes = Uint8Array.from({ length: 1000 }, (_, i) => (i * 31) & 0xff);

describe('entryChunk', () => {
  it('copies a view on part of a buffer behind the room and takes its CRC-32', () => {
    const entry = entryChunk(bytes.subarray(10, 900), 64);
    expect(entry.room).toBe(64);
    expect(entry.chunk.byteLength).toBe(64 + 890);
    expect([...entry.chunk.subarray(64)]).toEqual([...bytes.subarray(10, 900)]);
    expect(entry.crc).toBe(crc32(bytes, 10, 900));
  });

  it('takes the CRC-32 of placed bytes in place, behind their room, copying nothing', () => {
    const pooled = new Uint8Array(new ArrayBuffer(2048), 0, 64 + bytes.byteLength);
    pooled.set(bytes, 64);
    const entry = prepareEntryChunk({ bytes: pooled, room: 64, placed: true });
    expect(entry.chunk).toBe(pooled);
    expect(entry.crc).toBe(crc32(bytes));
    expect(prepareEntryChunk({ bytes: bytes.slice(), room: 64 }).chunk.buffer).not.toBe(bytes.buffer);
  });
});

describe('entryChunkOffThread', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('works in place where there is no worker', async () => {
    const { entryChunkOffThread } = await import('../../../../src/lib/bulkDownload/entryChunkClient');
    const entry = await entryChunkOffThread({ bytes: bytes.slice(), room: 50 }, new AbortController().signal);
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
    await expect(entryChunkOffThread({ bytes: mine, room: 50 }, new AbortController().signal)).rejects.toThrow('out of memory');
    expect(started[0]!.transfer).toEqual([mine.buffer]);
    const entry = await entryChunkOffThread({ bytes: bytes.slice(), room: 50 }, new AbortController().signal);
    expect(entry.crc).toBe(crc32(bytes));
    expect(started).toHaveLength(1);
  });

  it('hands a placed request its whole pooled buffer, so that the buffer comes back to be used again', async () => {
    const sent: { message: { bytes: Uint8Array }; transfer: Transferable[] }[] = [];
    vi.stubGlobal(
      'Worker',
      class {
        onmessage: ((event: { data: unknown }) => void) | null = null;
        onerror = null;
        postMessage(message: { id: number; bytes: Uint8Array<ArrayBuffer>; room: number; placed?: boolean }, transfer: Transferable[]) {
          sent.push({ message, transfer });
          queueMicrotask(() => this.onmessage?.({ data: { id: message.id, ...prepareEntryChunk(message) } }));
        }
        terminate() {}
      },
    );
    const { entryChunkOffThread } = await import('../../../../src/lib/bulkDownload/entryChunkClient');
    const pooled = new Uint8Array(new ArrayBuffer(4096), 0, 50 + bytes.byteLength);
    pooled.set(bytes, 50);
    const entry = await entryChunkOffThread({ bytes: pooled, room: 50, placed: true }, new AbortController().signal);
    expect(sent[0]!.transfer).toEqual([pooled.buffer]);
    expect(sent[0]!.message.bytes).toBe(pooled);
    expect(entry.chunk.buffer).toBe(pooled.buffer);
    expect(entry.crc).toBe(crc32(bytes));
  });
});
