/**
 * A file made ready for the archive: its bytes copied behind room for their local header, with their
 * CRC-32, so that the header and the data reach the save target as one chunk (one write, one round trip to
 * the browser process) and the page's main thread, which carries the fetches' and the writes' messages,
 * spends nothing per byte. The runner has it done in a worker (entryChunkClient.ts).
 */
import { crc32 } from '../../../contract/crc32';

export interface EntryChunk {
  /** `room` bytes for the header, then the file. */
  chunk: Uint8Array<ArrayBuffer>;
  room: number;
  crc: number;
}

export interface EntryChunkRequest {
  bytes: Uint8Array<ArrayBuffer>;
  room: number;
}

export function entryChunk(bytes: Uint8Array, room: number): EntryChunk {
  const chunk = new Uint8Array(room + bytes.byteLength);
  chunk.set(bytes, room);
  return { chunk, room, crc: crc32(chunk, room) };
}
