import { base64ToBytes } from './base64';
import { DEFAULT_RECEIVER_LIMITS, type ChunkReceiverLimits } from './chunkLimits';
import { MAX_CHUNK_BASE64, MAX_CHUNK_BYTES, UNKNOWN_SIZE, type ChunkKind, type ReceivedFile } from './chunkProtocol';
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
  badChunk: 'BAD_CHUNK',
  sizeMismatch: 'SIZE_MISMATCH',
} as const;

export type ChunkErrorCode = (typeof CHUNK_ERROR_CODES)[keyof typeof CHUNK_ERROR_CODES];

export interface UploadReceiverHandlers<T> {
  'cloudFile.uploadBegin': (params: Params<'cloudFile.uploadBegin'>) => Result<'cloudFile.uploadBegin'>;
  'cloudFile.uploadChunk': (params: Params<'cloudFile.uploadChunk'>) => Result<'cloudFile.uploadChunk'>;
  'cloudFile.uploadCommit': (params: Params<'cloudFile.uploadCommit'>) => Promise<T>;
  'cloudFile.uploadAbort': (params: Params<'cloudFile.uploadAbort'>) => Result<'cloudFile.uploadAbort'>;
}

export interface SaveReceiverHandlers<T> {
  'file.saveBegin': (params: Params<'file.saveBegin'>) => Result<'file.saveBegin'>;
  'file.saveChunk': (params: Params<'file.saveChunk'>) => Result<'file.saveChunk'>;
  /** Adds `size`, the bytes the host received, unless `onComplete` reports its own. */
  'file.saveCommit': (params: Params<'file.saveCommit'>) => Promise<T & { size: number }>;
  'file.saveAbort': (params: Params<'file.saveAbort'>) => Result<'file.saveAbort'>;
}

type OnComplete<T> = (file: ReceivedFile) => Promise<T> | T;

interface Transfer {
  fileName: string;
  mimeType: string;
  size: number;
  nextIndex: number;
  received: number;
  parts: Uint8Array<ArrayBuffer>[];
  /** What counts against the receiver's total: the announced size, or what arrived of a stream. */
  held: number;
  timer?: ReturnType<typeof setTimeout>;
}

// Expired ids are remembered so a late chunk learns why; only the latest few, so this stays bounded.
const REMEMBERED_EXPIRED = 64;

/**
 * The host's half of sendBlobInChunks: bridge handlers for one kind that reassemble the file and
 * hand it to `onComplete`, whose value is the commit's reply. Spread the result into the handlers
 * of createBridgeHost. Everything unfinished is held in memory, within `limits` (chunkLimits.ts).
 */
export function createChunkReceiver<T extends Result<'cloudFile.uploadCommit'>>(
  kind: 'upload',
  onComplete: OnComplete<T>,
  limits?: Partial<ChunkReceiverLimits>,
): UploadReceiverHandlers<T>;
export function createChunkReceiver<T extends Result<'file.saveCommit'>>(
  kind: 'save',
  onComplete: OnComplete<T>,
  limits?: Partial<ChunkReceiverLimits>,
): SaveReceiverHandlers<T>;
export function createChunkReceiver<T>(
  kind: ChunkKind,
  onComplete: OnComplete<T>,
  limits: Partial<ChunkReceiverLimits> = {},
): UploadReceiverHandlers<T> | SaveReceiverHandlers<T> {
  const resolved = { ...DEFAULT_RECEIVER_LIMITS[kind], ...limits };
  if (kind === 'upload') {
    const transfers = createTransfers(kind, onComplete, resolved);
    return {
      'cloudFile.uploadBegin': (p) => ({ uploadId: transfers.begin(p) }),
      'cloudFile.uploadChunk': (p) => ({ received: transfers.chunk(p.uploadId, p.index, p.data) }),
      'cloudFile.uploadCommit': (p) => transfers.commit(p.uploadId),
      'cloudFile.uploadAbort': (p) => transfers.abort(p.uploadId),
    };
  }
  // The sender of a stream learns the length only at the end: the host's count lets it check.
  const transfers = createTransfers(
    kind,
    async (file) => ({ size: file.bytes.length, ...(await onComplete(file)) }),
    resolved,
  );
  return {
    'file.saveBegin': (p) => ({ saveId: transfers.begin(p) }),
    'file.saveChunk': (p) => ({ received: transfers.chunk(p.saveId, p.index, p.data) }),
    'file.saveCommit': (p) => transfers.commit(p.saveId, p.size),
    'file.saveAbort': (p) => transfers.abort(p.saveId),
  };
}

function createTransfers<T>(kind: ChunkKind, onComplete: OnComplete<T>, limits: ChunkReceiverLimits) {
  const transfers = new Map<string, Transfer>();
  const expired = new Set<string>();
  let heldBytes = 0;
  let counter = 0;

  function get(id: string): Transfer {
    const transfer = transfers.get(id);
    if (transfer) return transfer;
    if (expired.has(id)) throw chunkError(CHUNK_ERROR_CODES.expired, CHUNK_TEXT.expired);
    throw chunkError(CHUNK_ERROR_CODES.unknownTransfer, `No ${kind} in progress with id ${id}`);
  }

  function drop(id: string, transfer: Transfer) {
    clearTimeout(transfer.timer);
    transfers.delete(id);
    heldBytes -= transfer.held;
    transfer.held = 0;
    transfer.parts = [];
  }

  // Each begin or accepted chunk restarts the transfer's idle clock.
  function touch(id: string, transfer: Transfer) {
    clearTimeout(transfer.timer);
    transfer.timer = setTimeout(() => {
      if (transfers.get(id) !== transfer) return;
      drop(id, transfer);
      expired.add(id);
      if (expired.size > REMEMBERED_EXPIRED) expired.delete(expired.values().next().value!);
    }, limits.idleMs);
  }

  // A transfer past a limit can never complete: its memory is freed now, not when the sender aborts.
  function refuse(id: string, transfer: Transfer, code: ChunkErrorCode, message: string): never {
    drop(id, transfer);
    throw chunkError(code, message);
  }

  return {
    begin({ fileName, size, mimeType }: { fileName: string; size: number; mimeType: string }): string {
      if (size !== UNKNOWN_SIZE && size > limits.maxTransferBytes) {
        throw chunkError(CHUNK_ERROR_CODES.transferTooLarge, CHUNK_TEXT.tooLarge(limits.maxTransferBytes));
      }
      // A known size is reserved whole, so transfers begun together cannot overcommit between them.
      const reserved = size === UNKNOWN_SIZE ? 0 : size;
      if (transfers.size >= limits.maxTransfers || heldBytes + reserved > limits.maxTotalBytes) {
        throw chunkError(CHUNK_ERROR_CODES.receiverFull, CHUNK_TEXT.busy);
      }
      const id = `${kind}-${++counter}-${Math.random().toString(36).slice(2, 10)}`;
      const transfer: Transfer = { fileName, mimeType, size, nextIndex: 0, received: 0, parts: [], held: reserved };
      transfers.set(id, transfer);
      heldBytes += reserved;
      touch(id, transfer);
      return id;
    },

    chunk(id: string, index: number, data: string): number {
      const transfer = get(id);
      // Before decoding: a huge string would cost a decode and an allocation of its size first.
      if (data.length > MAX_CHUNK_BASE64) {
        throw chunkError(CHUNK_ERROR_CODES.tooLarge, `Chunk ${index} holds more than ${MAX_CHUNK_BYTES} bytes`);
      }
      // An empty chunk moves nothing and would keep an idle transfer alive forever; no sender makes one.
      if (data.length === 0) throw chunkError(CHUNK_ERROR_CODES.badChunk, `Chunk ${index} is empty`);
      if (index !== transfer.nextIndex) {
        throw chunkError(CHUNK_ERROR_CODES.outOfOrder, `Expected chunk ${transfer.nextIndex}, got ${index}`);
      }
      let bytes: Uint8Array<ArrayBuffer>;
      try {
        bytes = base64ToBytes(data);
      } catch {
        throw chunkError(CHUNK_ERROR_CODES.badChunk, `Chunk ${index} is not base64`);
      }
      // Unpadded base64 of the longest allowed length still decodes to two bytes too many.
      if (bytes.length > MAX_CHUNK_BYTES) {
        throw chunkError(CHUNK_ERROR_CODES.tooLarge, `Chunk ${index} holds more than ${MAX_CHUNK_BYTES} bytes`);
      }
      const received = transfer.received + bytes.length;
      if (transfer.size !== UNKNOWN_SIZE) {
        // Checked per chunk so a sender cannot make the host hold more than it announced.
        if (received > transfer.size) {
          throw chunkError(CHUNK_ERROR_CODES.sizeMismatch, `More than the announced ${transfer.size} bytes`);
        }
      } else {
        if (received > limits.maxTransferBytes) {
          refuse(id, transfer, CHUNK_ERROR_CODES.transferTooLarge, CHUNK_TEXT.tooLarge(limits.maxTransferBytes));
        }
        if (heldBytes + bytes.length > limits.maxTotalBytes) {
          refuse(id, transfer, CHUNK_ERROR_CODES.receiverFull, CHUNK_TEXT.busy);
        }
        transfer.held += bytes.length;
        heldBytes += bytes.length;
      }
      transfer.parts.push(bytes);
      transfer.nextIndex += 1;
      transfer.received = received;
      touch(id, transfer);
      return received;
    },

    /** `sentSize`: what the sender says it sent, checked before the file is handed on. */
    async commit(id: string, sentSize?: number): Promise<T> {
      const transfer = get(id);
      // A commit ends the transfer whatever its outcome; the sender starts over, it does not retry.
      clearTimeout(transfer.timer);
      transfers.delete(id);
      // The bytes stay counted until onComplete is done with them.
      try {
        if (transfer.size !== UNKNOWN_SIZE && transfer.received !== transfer.size) {
          throw chunkError(
            CHUNK_ERROR_CODES.sizeMismatch,
            `Received ${transfer.received} of the announced ${transfer.size} bytes`,
          );
        }
        if (sentSize !== undefined && transfer.received !== sentSize) {
          throw chunkError(CHUNK_ERROR_CODES.sizeMismatch, `Received ${transfer.received} of the ${sentSize} bytes sent`);
        }
        const bytes = concat(transfer.parts, transfer.received);
        transfer.parts = [];
        return await onComplete({ fileName: transfer.fileName, mimeType: transfer.mimeType, bytes });
      } finally {
        heldBytes -= transfer.held;
        transfer.held = 0;
      }
    },

    abort(id: string): Record<string, never> {
      // Unknown ids are fine here: the sender aborts best effort, also after a failed commit.
      const transfer = transfers.get(id);
      if (transfer) drop(id, transfer);
      return {};
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

function chunkError(code: ChunkErrorCode, message: string): Error & { code: ChunkErrorCode } {
  return Object.assign(new Error(message), { code });
}
