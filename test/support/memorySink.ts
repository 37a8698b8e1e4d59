import { base64ToBytes } from '../../bridge/base64';
import type { ChunkSink, TransferMeta } from '../../bridge/chunkSink';

/** The file as the receiving host has it once every chunk arrived. */
export interface ReceivedFile {
  fileName: string;
  mimeType: string;
  bytes: Uint8Array<ArrayBuffer>;
}

interface MemoryHandle {
  meta: TransferMeta;
  parts: Uint8Array<ArrayBuffer>[];
  length: number;
}

/** The sink that holds every byte in memory: the tests' receiving host (the mini-program writes a file, fsSink.ts). */
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
