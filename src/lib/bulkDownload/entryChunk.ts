/**
 * A file made ready for the archive: its bytes behind room for their local header, with their CRC-32, so
 * that the header and the data reach the save target as one chunk (one write, one round trip to the
 * browser process) and the page's main thread, which carries the fetches' and the writes' messages, spends
 * nothing per byte. The runner has it done in a worker (entryChunkClient.ts).
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
  /** The bytes already begin with the room (read into a pooled buffer, pooledRead.ts): nothing is copied. */
  placed?: boolean;
}

export function entryChunk(bytes: Uint8Array, room: number): EntryChunk {
  const chunk = new Uint8Array(room + bytes.byteLength);
  chunk.set(bytes, room);
  return { chunk, room, crc: crc32(chunk, room) };
}

/** The request's entry: the CRC taken in place when the bytes are placed, else a copy behind the room. */
export function prepareEntryChunk({ bytes, room, placed }: EntryChunkRequest): EntryChunk {
  return placed ? { chunk: bytes, room, crc: crc32(bytes, room) } : entryChunk(bytes, room);
}
