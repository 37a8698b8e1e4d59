// Binary over a JSON-only bridge: the sender's half and its codec, as the adapters use them.
export { UNKNOWN_SIZE } from './chunkProtocol';
export { bytesToBase64 } from './base64';
export { sendBlobInChunks } from './sendBlobInChunks';
