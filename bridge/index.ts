export { BRIDGE_TEXT, CHUNK_TEXT } from './messages';
export { BridgeError, isBridgeError, type BridgeErrorCode } from './BridgeError';
export { isJson, isJsonObject, type Json, type JsonObject } from './Json';
export {
  PROTOCOL,
  PROTOCOL_VERSION,
  parseEnvelope,
  type Envelope,
  type EventEnvelope,
  type FailureReplyEnvelope,
  type ReplyEnvelope,
  type RequestEnvelope,
  type SuccessReplyEnvelope,
} from './protocol';
export type { Transport } from './Transport';
export { createMemoryTransportPair } from './memoryTransport';
export { isOriginAllowed } from './origins';
export { createWindowTransport, type WindowTransportOptions } from './windowTransport';
export { createMyWebViewTransport, getMyWebView, type MyWebView } from './myWebViewTransport';
export {
  createWebViewContextTransport,
  type WebViewContextLike,
  type WebViewContextTransport,
} from './webViewContextTransport';
export { createCancellation, type Cancellation, type CancelSignal } from './cancellation';
export {
  BRIDGE_METHODS,
  isMethodName,
  validateParams,
  validateResult,
  type BridgeMethodTable,
  type MethodName,
  type Params,
  type Result,
} from './methods';
export {
  createChannel,
  DEFAULT_TIMEOUT_MS,
  type Channel,
  type ChannelOptions,
  type RequestOptions,
} from './channel';
export {
  createBridgeHost,
  HOST_ERROR_CODES,
  type BridgeHandlers,
  type BridgeHost,
  type BridgeHostOptions,
  type InterceptedRequest,
} from './createBridgeHost';
export * from './chunks';
