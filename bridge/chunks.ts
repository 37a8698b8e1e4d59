// Binary over a JSON-only bridge: the sender's and the receiver's halves, and their codec.
export { CHUNK_BYTES, UNKNOWN_SIZE, type ChunkKind, type ReceivedFile } from './chunkProtocol';
export { base64ToBytes, bytesToBase64 } from './base64';
export { sendBlobInChunks, type BlobMeta, type SendBlobOptions } from './sendBlobInChunks';
export {
  CHUNK_ERROR_CODES,
  createChunkReceiver,
  type ChunkErrorCode,
  type SaveReceiverHandlers,
  type UploadReceiverHandlers,
} from './createChunkReceiver';
