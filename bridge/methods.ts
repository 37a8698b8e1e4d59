import { UNKNOWN_SIZE } from './chunkProtocol';
import { isJsonObject, isPlainObject, type JsonObject } from './Json';

type Empty = Record<string, never>;
type Guard<T> = (value: unknown) => value is T;

/** `size` is UNKNOWN_SIZE (-1) for a stream whose length shows only at commit. */
type TransferBegin = { fileName: string; size: number; mimeType: string };

/**
 * Every call the plugin makes to its host, with what it sends and what it gets back. The list
 * goes into plugin.manifest.json (BRIDGE_METHODS), so adding a method here is adding a permission.
 */
export type BridgeMethodTable = {
  /**
   * `maxSaveBytes`: the largest file the host's file.save* can write (its file system's cap), when it has
   * one (absent or null: none); a bulk download then cuts its parts to it.
   */
  'host.hello': { params: Empty; result: { host: string; version: string; maxSaveBytes?: number | null } };
  'cloudFile.uploadBegin': { params: TransferBegin; result: { uploadId: string } };
  /** `data` is base64; `received` is the bytes received so far. */
  'cloudFile.uploadChunk': {
    params: { uploadId: string; index: number; data: string };
    result: { received: number };
  };
  'cloudFile.uploadCommit': {
    params: { uploadId: string };
    result: { url: string; taobaoFileId: string; fileSize: number; uploadTime: number };
  };
  'cloudFile.uploadAbort': { params: { uploadId: string }; result: Empty };
  'cloudFile.delete': { params: { taobaoFileId: string }; result: { deleted: boolean } };
  /** A marketplace (TOP) API call through the client's `cloud.topApi.invoke`. */
  'top.invoke': { params: { api: string; data: JsonObject }; result: JsonObject };
  'cloudStore.config': { params: Empty; result: JsonObject };
  'file.saveBegin': { params: TransferBegin; result: { saveId: string } };
  'file.saveChunk': {
    params: { saveId: string; index: number; data: string };
    result: { received: number };
  };
  /**
   * `size` in params: the bytes the sender sent, which a host checks before it writes the file (a stream
   * announced no size at begin). `size` in the result: the bytes the host wrote, for the sender to check.
   */
  'file.saveCommit': {
    params: { saveId: string; size?: number };
    result: { saved: boolean; path?: string; size?: number };
  };
  'file.saveAbort': { params: { saveId: string }; result: Empty };
};

export type MethodName = keyof BridgeMethodTable;
export type Params<M extends MethodName> = BridgeMethodTable[M]['params'];
export type Result<M extends MethodName> = BridgeMethodTable[M]['result'];

function shape<T>(check: (value: Record<string, unknown>) => boolean): Guard<T> {
  return (value: unknown): value is T => isPlainObject(value) && check(value);
}

const isText = (value: unknown) => typeof value === 'string';
const isName = (value: unknown) => typeof value === 'string' && value !== '';
const isCount = (value: unknown) => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

const anyObject = shape<Empty>(() => true);
const isSize = (value: unknown) => value === UNKNOWN_SIZE || isCount(value);
const transferBegin = shape<TransferBegin>((v) => isText(v.fileName) && isSize(v.size) && isText(v.mimeType));
const received = shape<{ received: number }>((v) => isCount(v.received));

const GUARDS: { [M in MethodName]: { params: Guard<Params<M>>; result: Guard<Result<M>> } } = {
  'host.hello': {
    params: anyObject,
    result: shape((v) => isText(v.host) && isText(v.version) && (v.maxSaveBytes === undefined || v.maxSaveBytes === null || (isCount(v.maxSaveBytes) && v.maxSaveBytes !== 0))),
  },
  'cloudFile.uploadBegin': {
    params: transferBegin,
    result: shape((v) => isName(v.uploadId)),
  },
  'cloudFile.uploadChunk': {
    params: shape((v) => isName(v.uploadId) && isCount(v.index) && isText(v.data)),
    result: received,
  },
  'cloudFile.uploadCommit': {
    params: shape((v) => isName(v.uploadId)),
    result: shape(
      (v) =>
        isName(v.url) &&
        isName(v.taobaoFileId) &&
        isCount(v.fileSize) &&
        typeof v.uploadTime === 'number' &&
        Number.isFinite(v.uploadTime),
    ),
  },
  'cloudFile.uploadAbort': {
    params: shape((v) => isName(v.uploadId)),
    result: anyObject,
  },
  'cloudFile.delete': {
    params: shape((v) => isName(v.taobaoFileId)),
    result: shape((v) => typeof v.deleted === 'boolean'),
  },
  'top.invoke': {
    params: shape((v) => isName(v.api) && isJsonObject(v.data)),
    result: isJsonObject,
  },
  'cloudStore.config': {
    params: anyObject,
    result: isJsonObject,
  },
  'file.saveBegin': {
    params: transferBegin,
    result: shape((v) => isName(v.saveId)),
  },
  'file.saveChunk': {
    params: shape((v) => isName(v.saveId) && isCount(v.index) && isText(v.data)),
    result: received,
  },
  'file.saveCommit': {
    params: shape((v) => isName(v.saveId) && (v.size === undefined || isCount(v.size))),
    result: shape(
      (v) =>
        typeof v.saved === 'boolean' &&
        (v.path === undefined || isText(v.path)) &&
        (v.size === undefined || isCount(v.size)),
    ),
  },
  'file.saveAbort': {
    params: shape((v) => isName(v.saveId)),
    result: anyObject,
  },
};

/** @internal The methods plugin.manifest.json lists and the host answers: the tests hold both to it. */
export const BRIDGE_METHODS: readonly MethodName[] = Object.freeze(Object.keys(GUARDS) as MethodName[]);

export function isMethodName(name: string): name is MethodName {
  return Object.prototype.hasOwnProperty.call(GUARDS, name);
}

/** Whether a reply's result has the shape its method promises. Unknown methods have no valid result. */
export function validateResult<M extends MethodName>(method: M, value: unknown): value is Result<M> {
  return isMethodName(method) && GUARDS[method].result(value);
}

/** Whether a request's params have the shape its method expects: the host's side of the contract. */
export function validateParams<M extends MethodName>(method: M, value: unknown): value is Params<M> {
  return isMethodName(method) && GUARDS[method].params(value);
}
