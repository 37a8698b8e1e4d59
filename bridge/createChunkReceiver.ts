import { base64ToBytes } from './base64';
import { CHUNK_BYTES, UNKNOWN_SIZE, type ChunkKind, type ReceivedFile } from './chunkProtocol';
import type { Params, Result } from './methods';

/** Error codes the receiver throws; createBridgeHost passes them on as the reply's error code. */
export const CHUNK_ERROR_CODES = {
  unknownTransfer: 'UNKNOWN_TRANSFER',
  outOfOrder: 'CHUNK_OUT_OF_ORDER',
  tooLarge: 'CHUNK_TOO_LARGE',
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
  'file.saveCommit': (params: Params<'file.saveCommit'>) => Promise<T>;
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
}

/**
 * The host's half of sendBlobInChunks: bridge handlers for one kind that reassemble the file and
 * hand it to `onComplete`, whose value is the commit's reply. Spread the result into the handlers
 * of createBridgeHost.
 */
export function createChunkReceiver<T extends Result<'cloudFile.uploadCommit'>>(
  kind: 'upload',
  onComplete: OnComplete<T>,
): UploadReceiverHandlers<T>;
export function createChunkReceiver<T extends Result<'file.saveCommit'>>(
  kind: 'save',
  onComplete: OnComplete<T>,
): SaveReceiverHandlers<T>;
export function createChunkReceiver<T>(
  kind: ChunkKind,
  onComplete: OnComplete<T>,
): UploadReceiverHandlers<T> | SaveReceiverHandlers<T> {
  const transfers = createTransfers(kind, onComplete);
  if (kind === 'upload') {
    return {
      'cloudFile.uploadBegin': (p) => ({ uploadId: transfers.begin(p) }),
      'cloudFile.uploadChunk': (p) => ({ received: transfers.chunk(p.uploadId, p.index, p.data) }),
      'cloudFile.uploadCommit': (p) => transfers.commit(p.uploadId),
      'cloudFile.uploadAbort': (p) => transfers.abort(p.uploadId),
    };
  }
  return {
    'file.saveBegin': (p) => ({ saveId: transfers.begin(p) }),
    'file.saveChunk': (p) => ({ received: transfers.chunk(p.saveId, p.index, p.data) }),
    'file.saveCommit': (p) => transfers.commit(p.saveId),
    'file.saveAbort': (p) => transfers.abort(p.saveId),
  };
}

function createTransfers<T>(kind: ChunkKind, onComplete: OnComplete<T>) {
  const transfers = new Map<string, Transfer>();
  let counter = 0;

  function get(id: string): Transfer {
    const transfer = transfers.get(id);
    if (!transfer) throw chunkError(CHUNK_ERROR_CODES.unknownTransfer, `No ${kind} in progress with id ${id}`);
    return transfer;
  }

  return {
    begin({ fileName, size, mimeType }: { fileName: string; size: number; mimeType: string }): string {
      const id = `${kind}-${++counter}-${Math.random().toString(36).slice(2, 10)}`;
      transfers.set(id, { fileName, mimeType, size, nextIndex: 0, received: 0, parts: [] });
      return id;
    },

    chunk(id: string, index: number, data: string): number {
      const transfer = get(id);
      if (index !== transfer.nextIndex) {
        throw chunkError(CHUNK_ERROR_CODES.outOfOrder, `Expected chunk ${transfer.nextIndex}, got ${index}`);
      }
      let bytes: Uint8Array<ArrayBuffer>;
      try {
        bytes = base64ToBytes(data);
      } catch {
        throw chunkError(CHUNK_ERROR_CODES.badChunk, `Chunk ${index} is not base64`);
      }
      if (bytes.length > CHUNK_BYTES) {
        throw chunkError(CHUNK_ERROR_CODES.tooLarge, `Chunk ${index} holds more than ${CHUNK_BYTES} bytes`);
      }
      // Checked per chunk so a sender cannot make the host hold more than it announced.
      if (transfer.size !== UNKNOWN_SIZE && transfer.received + bytes.length > transfer.size) {
        throw chunkError(CHUNK_ERROR_CODES.sizeMismatch, `More than the announced ${transfer.size} bytes`);
      }
      transfer.parts.push(bytes);
      transfer.nextIndex += 1;
      transfer.received += bytes.length;
      return transfer.received;
    },

    async commit(id: string): Promise<T> {
      const transfer = get(id);
      // A commit ends the transfer whatever its outcome; the sender starts over, it does not retry.
      transfers.delete(id);
      if (transfer.size !== UNKNOWN_SIZE && transfer.received !== transfer.size) {
        throw chunkError(
          CHUNK_ERROR_CODES.sizeMismatch,
          `Received ${transfer.received} of the announced ${transfer.size} bytes`,
        );
      }
      const bytes = concat(transfer.parts, transfer.received);
      return onComplete({ fileName: transfer.fileName, mimeType: transfer.mimeType, bytes });
    },

    abort(id: string): Record<string, never> {
      // Unknown ids are fine here: the sender aborts best effort, also after a failed commit.
      transfers.delete(id);
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
