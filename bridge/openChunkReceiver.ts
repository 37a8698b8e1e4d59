import { base64ByteLength } from './base64Length';
import { createCancellation, type Cancellation, type CancelSignal } from './cancellation';
import { DEFAULT_RECEIVER_LIMITS, type ChunkReceiverLimits } from './chunkLimits';
import { MAX_CHUNK_BASE64, MAX_CHUNK_BYTES, UNKNOWN_SIZE, type ChunkKind } from './chunkProtocol';
import type { ChunkSink, TransferMeta } from './chunkSink';
import { CHUNK_TEXT } from './messages';
import type { Params, Result } from './methods';

/** Error codes the receiver throws; createBridgeHost passes them on as the reply's error code. */
export const CHUNK_ERROR_CODES = {
  unknownTransfer: 'UNKNOWN_TRANSFER',
  expired: 'TRANSFER_EXPIRED',
  outOfOrder: 'CHUNK_OUT_OF_ORDER',
  tooLarge: 'CHUNK_TOO_LARGE',
  transferTooLarge: 'TRANSFER_TOO_LARGE',
  receiverFull: 'RECEIVER_FULL',
  /** Too many chunks wait for an asynchronous sink's write (limits.maxPendingChunks, maxPendingBytes): this one is not taken. */
  backlogFull: 'CHUNK_BACKLOG_FULL',
  badChunk: 'BAD_CHUNK',
  sizeMismatch: 'SIZE_MISMATCH',
  /** The sink could not store a chunk (a full disk); the transfer is dropped with what it wrote. */
  writeFailed: 'CHUNK_WRITE_FAILED',
  /** The transfer was aborted, or the receiver disposed, while this request waited. */
  aborted: 'TRANSFER_ABORTED',
} as const;

export type ChunkErrorCode = (typeof CHUNK_ERROR_CODES)[keyof typeof CHUNK_ERROR_CODES];

/** A chunk's reply comes at once from a synchronous sink (memory), after the write from an asynchronous one. */
type MaybeAsync<T> = T | Promise<T>;

export interface UploadReceiverHandlers<T> {
  'cloudFile.uploadBegin': (params: Params<'cloudFile.uploadBegin'>) => Result<'cloudFile.uploadBegin'>;
  'cloudFile.uploadChunk': (params: Params<'cloudFile.uploadChunk'>) => MaybeAsync<Result<'cloudFile.uploadChunk'>>;
  'cloudFile.uploadCommit': (params: Params<'cloudFile.uploadCommit'>) => Promise<T>;
  'cloudFile.uploadAbort': (params: Params<'cloudFile.uploadAbort'>) => Result<'cloudFile.uploadAbort'>;
}

export interface SaveReceiverHandlers<T> {
  'file.saveBegin': (params: Params<'file.saveBegin'>) => Result<'file.saveBegin'>;
  'file.saveChunk': (params: Params<'file.saveChunk'>) => MaybeAsync<Result<'file.saveChunk'>>;
  /** Adds `size`, the bytes the host received, unless `onComplete` reports its own. */
  'file.saveCommit': (params: Params<'file.saveCommit'>) => Promise<T & { size: number }>;
  'file.saveAbort': (params: Params<'file.saveAbort'>) => Result<'file.saveAbort'>;
}

/**
 * Takes the finished file and answers the commit. `cancel` fires when the sender aborts (or the
 * receiver is disposed) while this runs: stop waiting and reject. The sink discards the file once this
 * settles, so a call that may still read the file should be waited for before rejecting.
 */
export type OnComplete<File, T> = (file: File, cancel: CancelSignal) => Promise<T> | T;

export interface ChunkReceiverOptions<File> {
  limits?: Partial<ChunkReceiverLimits>;
  sink: ChunkSink<unknown, File>;
}

/** A receiver with the controls its owner needs to shut it down: spread `handlers` into createBridgeHost's. */
export interface ChunkReceiver<H> {
  handlers: H;
  /** Transfers holding anything: open, committing, or whose sink has not yet discarded them. */
  openTransfers(): number;
  /** Aborts every transfer (commits in progress are cancelled); each sink handle is discarded as it ends. */
  dispose(): void;
}

/**
 * The host's half of sendBlobInChunks over a sink of its own (memory, a file), with the controls to count
 * and end its transfers. It decodes nothing itself, so the mini-program host needs no atob.
 */
export function openChunkReceiver<File, T extends Result<'cloudFile.uploadCommit'>>(
  kind: 'upload',
  onComplete: OnComplete<File, T>,
  options: ChunkReceiverOptions<File>,
): ChunkReceiver<UploadReceiverHandlers<T>>;
export function openChunkReceiver<File, T extends Result<'file.saveCommit'>>(
  kind: 'save',
  onComplete: OnComplete<File, T>,
  options: ChunkReceiverOptions<File>,
): ChunkReceiver<SaveReceiverHandlers<T>>;
export function openChunkReceiver<File, T>(
  kind: ChunkKind,
  onComplete: OnComplete<File, T>,
  options: ChunkReceiverOptions<File>,
): ChunkReceiver<UploadReceiverHandlers<T> | SaveReceiverHandlers<T>> {
  const limits = { ...DEFAULT_RECEIVER_LIMITS[kind], ...options.limits };
  const { sink } = options;
  if (kind === 'upload') {
    const transfers = createTransfers(kind, onComplete, limits, sink);
    return {
      handlers: {
        'cloudFile.uploadBegin': (p) => ({ uploadId: transfers.begin(p) }),
        'cloudFile.uploadChunk': (p) => transfers.chunk(p.uploadId, p.index, p.data),
        'cloudFile.uploadCommit': (p) => transfers.commit(p.uploadId),
        'cloudFile.uploadAbort': (p) => transfers.abort(p.uploadId),
      },
      openTransfers: transfers.count,
      dispose: transfers.dispose,
    };
  }
  // The sender of a stream learns the length only at the end: the host's count lets it check.
  const transfers = createTransfers(
    kind,
    async (file: File, cancel: CancelSignal, received: number) => ({
      size: received,
      ...(await onComplete(file, cancel)),
    }),
    limits,
    sink,
  );
  return {
    handlers: {
      'file.saveBegin': (p) => ({ saveId: transfers.begin(p) }),
      'file.saveChunk': (p) => transfers.chunk(p.saveId, p.index, p.data),
      'file.saveCommit': (p) => transfers.commit(p.saveId, p.size),
      'file.saveAbort': (p) => transfers.abort(p.saveId),
    },
    openTransfers: transfers.count,
    dispose: transfers.dispose,
  };
}

interface Transfer {
  id: string;
  handle: unknown;
  size: number;
  nextIndex: number;
  received: number;
  /** What counts against the receiver's total: the announced size, or what arrived of a stream. */
  held: number;
  timer?: ReturnType<typeof setTimeout>;
  state: 'open' | 'committing' | 'closed';
  /** Why the transfer ended before its commit: what a queued write or the commit then reports. */
  ended?: Error;
  /** The last queued write of an asynchronous sink; it never rejects (a failure is recorded in `ended`). */
  writes?: Promise<void>;
  /** Chunks taken whose write has not ended: each holds its base64 text until then. */
  pending: number;
  cancellation: Cancellation;
}

// Expired ids are remembered so a late chunk learns why; only the latest few, so this stays bounded.
const REMEMBERED_EXPIRED = 64;

type Received = { received: number };

type Complete<File, T> = (file: File, cancel: CancelSignal, received: number) => Promise<T> | T;

function createTransfers<File, T>(
  kind: ChunkKind,
  onComplete: Complete<File, T>,
  limits: ChunkReceiverLimits,
  sink: ChunkSink<unknown, File>,
) {
  const open = new Map<string, Transfer>();
  const committing = new Map<string, Transfer>();
  const expired = new Set<string>();
  let undiscarded = 0;
  let heldBytes = 0;
  /** Base64 characters of every chunk taken whose write has not ended, dropped transfers' included. */
  let pendingBytes = 0;
  let counter = 0;

  function get(id: string): Transfer {
    const transfer = open.get(id);
    if (transfer) return transfer;
    if (expired.has(id)) throw chunkError(CHUNK_ERROR_CODES.expired, CHUNK_TEXT.expired);
    throw chunkError(CHUNK_ERROR_CODES.unknownTransfer, `No ${kind} in progress with id ${id}`);
  }

  function unreserve(transfer: Transfer) {
    heldBytes -= transfer.held;
    transfer.held = 0;
  }

  // After the last queued write, so a late write cannot recreate what was discarded. Never throws:
  // a sink that cannot clean up must not take the host down with it.
  function discard(transfer: Transfer): void | Promise<void> {
    const run = () => {
      try {
        const done = sink.discard(transfer.handle);
        if (isThenable(done)) return Promise.resolve(done).then(discarded, discarded);
      } catch {
        // Nothing left to do for it; the handle is no longer ours.
      }
      discarded();
    };
    return transfer.writes ? transfer.writes.then(run) : run();
  }

  function discarded() {
    undiscarded -= 1;
  }

  /** Ends an open transfer before its commit; a committing one is cancelled and its commit discards. */
  function drop(transfer: Transfer, reason: Error) {
    if (transfer.state === 'closed') return;
    transfer.ended ??= reason;
    clearTimeout(transfer.timer);
    if (transfer.state === 'committing') {
      transfer.cancellation.cancel();
      return;
    }
    transfer.state = 'closed';
    open.delete(transfer.id);
    unreserve(transfer);
    void discard(transfer);
  }

  // Each begin or accepted chunk restarts the transfer's idle clock.
  function touch(transfer: Transfer) {
    clearTimeout(transfer.timer);
    transfer.timer = setTimeout(() => {
      if (open.get(transfer.id) !== transfer) return;
      drop(transfer, chunkError(CHUNK_ERROR_CODES.expired, CHUNK_TEXT.expired));
      expired.add(transfer.id);
      if (expired.size > REMEMBERED_EXPIRED) expired.delete(expired.values().next().value!);
    }, limits.idleMs);
  }

  // A transfer past a limit can never complete: what it holds is freed now, not when the sender aborts.
  function refuse(transfer: Transfer, code: ChunkErrorCode, message: string): never {
    const error = chunkError(code, message);
    drop(transfer, error);
    throw error;
  }

  function writeFailed(transfer: Transfer, error: unknown): Error {
    const message = (error as { message?: unknown } | null)?.message;
    const failure = chunkError(
      CHUNK_ERROR_CODES.writeFailed,
      // The sink's words (the host's, in Chinese) reach the merchant; a sink without any gets ours.
      typeof message === 'string' && message !== '' ? message : `A chunk of ${kind} ${transfer.id} could not be stored`,
    );
    drop(transfer, failure);
    return failure;
  }

  function write(transfer: Transfer, data: string, byteLength: number, received: number): MaybeAsync<Received> {
    const reply = { received };
    const run = (): void | Promise<void> => {
      if (transfer.ended) throw transfer.ended;
      return sink.write(transfer.handle, data, byteLength);
    };
    if (!transfer.writes) {
      let done: void | Promise<void>;
      try {
        done = run();
      } catch (error) {
        throw writeFailed(transfer, error);
      }
      if (!isThenable(done)) return reply;
      const written = Promise.resolve(done).then(
        () => reply,
        (error: unknown) => {
          throw writeFailed(transfer, error);
        },
      );
      holdUntilWritten(transfer, data, written);
      queue(transfer, written);
      return written;
    }
    const written = transfer.writes.then(run).then(
      () => reply,
      (error: unknown) => {
        // A write queued behind one that failed reports that failure, not one of its own.
        throw error === transfer.ended ? error : writeFailed(transfer, error);
      },
    );
    holdUntilWritten(transfer, data, written);
    queue(transfer, written);
    return written;
  }

  // Counted until the write ends, not until the transfer does: a dropped transfer's queued chunks still
  // hold their text until their turn comes and they fail.
  function holdUntilWritten(transfer: Transfer, data: string, written: Promise<unknown>) {
    transfer.pending += 1;
    pendingBytes += data.length;
    const release = () => {
      transfer.pending -= 1;
      pendingBytes -= data.length;
    };
    written.then(release, release);
  }

  function queue(transfer: Transfer, written: Promise<unknown>) {
    const tail = written.then(
      () => undefined,
      () => undefined,
    );
    transfer.writes = tail;
    // Once the queue is empty again, the next write may run at once (a synchronous reply for a fast sink).
    void tail.then(() => {
      if (transfer.writes === tail) transfer.writes = undefined;
    });
  }

  return {
    begin({ fileName, size, mimeType }: TransferMeta): string {
      if (size !== UNKNOWN_SIZE && size > limits.maxTransferBytes) {
        throw chunkError(CHUNK_ERROR_CODES.transferTooLarge, CHUNK_TEXT.tooLarge(limits.maxTransferBytes));
      }
      // A known size is reserved whole, so transfers begun together cannot overcommit between them.
      const reserved = size === UNKNOWN_SIZE ? 0 : size;
      // A committing transfer still holds a file and a client call: it counts until its commit ends.
      if (open.size + committing.size >= limits.maxTransfers || heldBytes + reserved > limits.maxTotalBytes) {
        throw chunkError(CHUNK_ERROR_CODES.receiverFull, CHUNK_TEXT.busy);
      }
      const handle = sink.open({ fileName, size, mimeType });
      const id = `${kind}-${++counter}-${Math.random().toString(36).slice(2, 10)}`;
      const transfer: Transfer = {
        id,
        handle,
        size,
        nextIndex: 0,
        received: 0,
        held: reserved,
        pending: 0,
        state: 'open',
        cancellation: createCancellation(),
      };
      open.set(id, transfer);
      undiscarded += 1;
      heldBytes += reserved;
      touch(transfer);
      return id;
    },

    chunk(id: string, index: number, data: string): MaybeAsync<Received> {
      const transfer = get(id);
      // Before anything else: a huge string would cost a scan of its size first.
      if (data.length > MAX_CHUNK_BASE64) {
        throw chunkError(CHUNK_ERROR_CODES.tooLarge, `Chunk ${index} holds more than ${MAX_CHUNK_BYTES} bytes`);
      }
      // An empty chunk moves nothing and would keep an idle transfer alive forever; no sender makes one.
      if (data.length === 0) throw chunkError(CHUNK_ERROR_CODES.badChunk, `Chunk ${index} is empty`);
      // Checked on arrival, not after the write before it: two chunks sent together cannot both be next.
      if (index !== transfer.nextIndex) {
        throw chunkError(CHUNK_ERROR_CODES.outOfOrder, `Expected chunk ${transfer.nextIndex}, got ${index}`);
      }
      // A sender that does not wait for its replies is refused while a write is slow (a hung client call),
      // not queued: queued chunks would hold their text in memory without end. The transfer stays open,
      // still expecting this index, so the sender can send it again once the replies come.
      if (transfer.pending >= limits.maxPendingChunks || pendingBytes + data.length > limits.maxPendingBytes) {
        throw chunkError(CHUNK_ERROR_CODES.backlogFull, CHUNK_TEXT.backlogFull);
      }
      const byteLength = base64ByteLength(data);
      if (byteLength === null) throw chunkError(CHUNK_ERROR_CODES.badChunk, `Chunk ${index} is not base64`);
      // Unpadded base64 of the longest allowed length still decodes to two bytes too many.
      if (byteLength > MAX_CHUNK_BYTES) {
        throw chunkError(CHUNK_ERROR_CODES.tooLarge, `Chunk ${index} holds more than ${MAX_CHUNK_BYTES} bytes`);
      }
      const received = transfer.received + byteLength;
      if (transfer.size !== UNKNOWN_SIZE) {
        // Checked per chunk so a sender cannot make the host hold more than it announced.
        if (received > transfer.size) {
          throw chunkError(CHUNK_ERROR_CODES.sizeMismatch, `More than the announced ${transfer.size} bytes`);
        }
      } else {
        if (received > limits.maxTransferBytes) {
          refuse(transfer, CHUNK_ERROR_CODES.transferTooLarge, CHUNK_TEXT.tooLarge(limits.maxTransferBytes));
        }
        if (heldBytes + byteLength > limits.maxTotalBytes) {
          refuse(transfer, CHUNK_ERROR_CODES.receiverFull, CHUNK_TEXT.busy);
        }
        transfer.held += byteLength;
        heldBytes += byteLength;
      }
      transfer.nextIndex += 1;
      transfer.received = received;
      touch(transfer);
      return write(transfer, data, byteLength, received);
    },

    /** `sentSize`: what the sender says it sent, checked before the file is handed on. */
    async commit(id: string, sentSize?: number): Promise<T> {
      const transfer = get(id);
      // A commit ends the transfer whatever its outcome; the sender starts over, it does not retry.
      clearTimeout(transfer.timer);
      open.delete(id);
      committing.set(id, transfer);
      transfer.state = 'committing';
      const { signal } = transfer.cancellation;
      // The bytes stay counted until onComplete is done with them.
      try {
        if (transfer.writes) await transfer.writes;
        if (transfer.ended) throw transfer.ended;
        if (transfer.size !== UNKNOWN_SIZE && transfer.received !== transfer.size) {
          throw chunkError(
            CHUNK_ERROR_CODES.sizeMismatch,
            `Received ${transfer.received} of the announced ${transfer.size} bytes`,
          );
        }
        if (sentSize !== undefined && transfer.received !== sentSize) {
          throw chunkError(CHUNK_ERROR_CODES.sizeMismatch, `Received ${transfer.received} of the ${sentSize} bytes sent`);
        }
        const file = await sink.finish(transfer.handle);
        if (signal.cancelled) throw transfer.ended ?? aborted(kind, id);
        return await onComplete(file, signal, transfer.received);
      } finally {
        committing.delete(id);
        transfer.state = 'closed';
        unreserve(transfer);
        // Waited for, so that the reply means the host holds nothing of the file any more.
        await discard(transfer);
      }
    },

    abort(id: string): Record<string, never> {
      // Unknown ids are fine here: the sender aborts best effort, also after a failed commit.
      const transfer = open.get(id) ?? committing.get(id);
      if (transfer) drop(transfer, aborted(kind, id));
      return {};
    },

    count: () => undiscarded,

    dispose() {
      for (const transfer of [...open.values(), ...committing.values()]) drop(transfer, aborted(kind, transfer.id));
    },
  };
}

function aborted(kind: ChunkKind, id: string): Error {
  return chunkError(CHUNK_ERROR_CODES.aborted, `The ${kind} ${id} was aborted`);
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as { then?: unknown } | null | undefined)?.then === 'function';
}

function chunkError(code: ChunkErrorCode, message: string): Error & { code: ChunkErrorCode } {
  return Object.assign(new Error(message), { code });
}
