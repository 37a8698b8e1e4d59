import type { ChunkKind } from './chunkProtocol';

/**
 * What one chunk receiver may hold. It keeps every byte of an unfinished transfer in memory (the host
 * simulator, tests, a container without a file system), so without these a sender that never
 * commits, or many that begin at once, would grow the host's memory without end.
 */
export interface ChunkReceiverLimits {
  /** Bytes one transfer may hold; a larger announced size is refused at begin. */
  maxTransferBytes: number;
  /** Bytes all unfinished transfers of the receiver may hold together (announced sizes are reserved at begin). */
  maxTotalBytes: number;
  /** Transfers open at once; each costs a timer and bookkeeping even before its first byte. */
  maxTransfers: number;
  /** A transfer with no begin or chunk for this long is dropped and its memory freed. */
  idleMs: number;
  /**
   * Chunks of one transfer an asynchronous sink (a file) holds unwritten, the one being written included.
   * A chunk past it is refused, not queued, so a sender that does not wait for its replies cannot pile
   * chunks up behind a write that hangs.
   */
  maxPendingChunks: number;
  /** Base64 characters all transfers of the receiver hold unwritten together; a chunk past it is refused likewise. */
  maxPendingBytes: number;
}

const MiB = 1024 * 1024;

/**
 * A sender waits for each chunk's reply before it sends the next (sendBlobInChunks), so it has one chunk
 * waiting; the rest is headroom for one that overlaps a little.
 */
const MAX_PENDING_CHUNKS = 4;

/**
 * 16 MiB of base64: a chunk waiting in every one of maxTransfers transfers at the sender's chunk size
 * (32 × 350 KB) fits, with room left for larger chunks; a flood of them does not.
 */
const MAX_PENDING_BYTES = 16 * MiB;

/**
 * DESIGN "Files too large for memory": bulk downloads split their archives into parts of at most
 * 524,288,000 bytes, and each part is one save. The archive writer must keep a part within this.
 */
export const MAX_SAVE_BYTES = 524_288_000;

/**
 * Four times the channel's 30 s request timeout: a sender that is alive but slow (a stream waiting
 * for the next images of an archive) is never cut off, and an abandoned transfer (a closed tab, a
 * sender whose abort was lost) is freed within minutes.
 */
export const TRANSFER_IDLE_MS = 120_000;

/**
 * Uploads: design assets are at most 3 MB (spec 1 §5) and go 6 at a time (the upload wizard); fonts
 * run to tens of MB and the cloud store's own limit is 20 MiB (fixtures/platform/cloudStore.json), so
 * 32 MiB lets the store, not the bridge, refuse a file with its own words, and 64 MiB in all holds a
 * full wizard batch next to a font.
 *
 * Saves: one archive part at a time (bulk downloads save part after part), plus room for small saves
 * alongside it (a session recording, an order list).
 */
export const DEFAULT_RECEIVER_LIMITS: Readonly<Record<ChunkKind, Readonly<ChunkReceiverLimits>>> = Object.freeze({
  upload: Object.freeze({
    maxTransferBytes: 32 * MiB,
    maxTotalBytes: 64 * MiB,
    maxTransfers: 32,
    idleMs: TRANSFER_IDLE_MS,
    maxPendingChunks: MAX_PENDING_CHUNKS,
    maxPendingBytes: MAX_PENDING_BYTES,
  }),
  save: Object.freeze({
    maxTransferBytes: MAX_SAVE_BYTES,
    maxTotalBytes: MAX_SAVE_BYTES + 64 * MiB,
    maxTransfers: 32,
    idleMs: TRANSFER_IDLE_MS,
    maxPendingChunks: MAX_PENDING_CHUNKS,
    maxPendingBytes: MAX_PENDING_BYTES,
  }),
});
