// Binary over a JSON-only bridge: the sender's and the receiver's halves, and their codec.
export { CHUNK_BYTES, MAX_CHUNK_BASE64, MAX_CHUNK_BYTES, UNKNOWN_SIZE, type ReceivedFile } from './chunkProtocol';
export {
  DEFAULT_RECEIVER_LIMITS,
  MAX_SAVE_BYTES,
  TRANSFER_IDLE_MS,
} from './chunkLimits';
export { base64ToBytes, bytesToBase64 } from './base64';
export { sendBlobInChunks } from './sendBlobInChunks';
export { createChunkReceiver } from './createChunkReceiver';
