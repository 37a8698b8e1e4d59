import { base64ToBytes } from './base64';
import type { ReceivedFile } from './chunkProtocol';

/** What a sender announced at begin; `size` is UNKNOWN_SIZE for a stream. */
export interface TransferMeta {
  fileName: string;
  mimeType: string;
  size: number;
}

/**
 * Where a chunk receiver puts the bytes of one transfer: memory (the default), or a file on the
 * mini-program's file system. The receiver checks every chunk (order, base64, sizes) before `write`
 * sees it, and calls `discard` exactly once per handle it opened: after the commit whatever its outcome,
 * or when the transfer is aborted, expires or fails.
 *
 * `write` and `discard` may be asynchronous. The receiver then runs the writes of one transfer one after
 * the other, answers a chunk only once its write is done, and discards only after the last write ended.
 */
export interface ChunkSink<Handle, File> {
  open(meta: TransferMeta): Handle;
  /** `byteLength`: what `base64` decodes to, counted by the receiver without decoding it. */
  write(handle: Handle, base64: string, byteLength: number): void | Promise<void>;
  /** Called at commit, after every write succeeded: what the receiver hands to its onComplete. */
  finish(handle: Handle): File | Promise<File>;
  discard(handle: Handle): void | Promise<void>;
}

interface MemoryHandle {
  meta: TransferMeta;
  parts: Uint8Array<ArrayBuffer>[];
  length: number;
}

/** The sink that holds every byte in memory, as the host simulator and the tests use it. */
export function createMemorySink(): ChunkSink<MemoryHandle, ReceivedFile> {
  return {
    open: (meta) => ({ meta, parts: [], length: 0 }),
    write(handle, base64) {
      const bytes = base64ToBytes(base64);
      handle.parts.push(bytes);
      handle.length += bytes.length;
    },
    finish(handle) {
      const bytes = concat(handle.parts, handle.length);
      handle.parts = [];
      return { fileName: handle.meta.fileName, mimeType: handle.meta.mimeType, bytes };
    },
    discard(handle) {
      handle.parts = [];
    },
  };
}

function concat(parts: Uint8Array<ArrayBuffer>[], size: number): Uint8Array<ArrayBuffer> {
  if (parts.length === 1) return parts[0];
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.length;
  }
  return bytes;
}
