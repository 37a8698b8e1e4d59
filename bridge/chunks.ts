// Binary over a JSON-only bridge: the sender's and the receiver's halves, and their codec.
export { CHUNK_BYTES, MAX_CHUNK_BASE64, MAX_CHUNK_BYTES, UNKNOWN_SIZE, type ChunkKind, type ReceivedFile } from './chunkProtocol';
export {
  DEFAULT_RECEIVER_LIMITS,
  MAX_SAVE_BYTES,
  TRANSFER_IDLE_MS,
  type ChunkReceiverLimits,
} from './chunkLimits';
export { base64ToBytes, bytesToBase64 } from './base64';
export { sendBlobInChunks, type BlobMeta, type SendBlobOptions } from './sendBlobInChunks';
export { createChunkReceiver } from './createChunkReceiver';
export {
  CHUNK_ERROR_CODES,
  openChunkReceiver,
  type ChunkErrorCode,
  type ChunkReceiver,
  type ChunkReceiverOptions,
  type OnComplete,
  type SaveReceiverHandlers,
  type UploadReceiverHandlers,
} from './openChunkReceiver';
export type { ChunkSink, TransferMeta } from './chunkSink';
export { createMemorySink } from './memorySink';
export { base64ByteLength } from './base64Length';
