
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
 * It refuses a chunk rather than queue it past its limits' maxPendingChunks and maxPendingBytes.
 */
export interface ChunkSink<Handle, File> {
  open(meta: TransferMeta): Handle;
  /** `byteLength`: what `base64` decodes to, counted by the receiver without decoding it. */
  write(handle: Handle, base64: string, byteLength: number): void | Promise<void>;
  /** Called at commit, after every write succeeded: what the receiver hands to its onComplete. */
  finish(handle: Handle): File | Promise<File>;
  discard(handle: Handle): void | Promise<void>;
}
