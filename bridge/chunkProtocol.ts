/**
 * Raw bytes per chunk message. Messages must stay JSON, so binary travels as base64 in pieces:
 * bounded message size on a web-view bridge that serializes every message, and only one chunk of a
 * large file in memory at a time. 256 KiB is about 350 KB of base64.
 */
export const CHUNK_BYTES = 256 * 1024;

/**
 * The largest chunk a receiver takes. Senders send CHUNK_BYTES unless told otherwise; the headroom lets
 * `npm run bench` compare chunk sizes against a real host without a second protocol.
 */
export const MAX_CHUNK_BYTES = 1024 * 1024;

/**
 * The longest base64 text of one chunk (padded). A receiver refuses anything longer before decoding
 * it, so an oversized message never costs a decode and an allocation of its size.
 */
export const MAX_CHUNK_BASE64 = Math.ceil(MAX_CHUNK_BYTES / 3) * 4;

/**
 * The begin `size` of a stream whose length is not known up front (archives written while they are
 * zipped, DESIGN "Files too large for memory"); the receiver then checks no total.
 */
export const UNKNOWN_SIZE = -1;

/** `upload`: to the marketplace's cloud files (cloudFile.*); `save`: to the merchant's disk (file.*). */
export type ChunkKind = 'upload' | 'save';
