import type { CancelSignal } from '../../../../bridge/cancellation';
import type { ChunkReceiverLimits } from '../../../../bridge/chunkLimits';
import type { ChunkKind } from '../../../../bridge/chunkProtocol';
import { openChunkReceiver } from '../../../../bridge/openChunkReceiver';
import type { BridgeHandlers } from '../../../../bridge/createBridgeHost';
import { isJsonObject, type JsonObject } from '../../../../bridge/Json';
import type { Result } from '../../../../bridge/methods';
import { isMarketplaceApi } from '../../../../contract/marketplaceApis';
import { callCloud, callMy } from './callApi';
import { createFsSink, type TempFile } from './fsSink';
import { HOST_ERROR_CODES, HostError } from './hostError';
import { HOST_TEXT } from './messages';
import { safeFileName } from './safeFileName';
import { sweepStaleTempFiles } from './sweepTempFiles';
import type { CloudFileType, HostMy, HostPlatform, QianniuPcApi } from './platform';
import { cloudHostError } from './topErrors';
import { createUploadedFiles } from './uploadedFiles';

/** What the page tells the console about itself, and the cloud store config it hands out. */
export interface HostConfig {
  host: string;
  version: string;
  cloudStore: JsonObject;
  /**
   * The largest file file.save* can write, declared in host.hello so the console cuts a download's parts to
   * it: the file system's cap on one file (10 MB in Alipay's typing). A function is read at every hello (the
   * simulator's switch); undefined declares none.
   */
  maxSaveBytes?: number | (() => number | undefined);
}

/** The host's own limits per client call, in milliseconds. */
export interface HostTimeouts {
  /** One file system call (a chunk's write, an unlink). */
  fileMs: number;
  uploadMs: number;
  deleteMs: number;
  topMs: number;
  /** The seller picks where to save in a dialog: this is long on purpose. */
  saveToDiskMs: number;
}

export const DEFAULT_HOST_TIMEOUTS: Readonly<HostTimeouts> = Object.freeze({
  fileMs: 30_000,
  uploadMs: 120_000,
  deleteMs: 30_000,
  topMs: 60_000,
  saveToDiskMs: 30 * 60_000,
});

export interface QianniuHostOptions {
  platform: HostPlatform;
  config: HostConfig;
  /** The host's clock: the upload time the console registers, a temporary file's age. Date.now unless given. */
  now?: () => number;
  limits?: Partial<Record<ChunkKind, Partial<ChunkReceiverLimits>>>;
  timeouts?: Partial<HostTimeouts>;
}

export interface QianniuHostHandlers {
  /** Every method of plugin.manifest.json; hand them to createBridgeHost. */
  handlers: BridgeHandlers;
  /** Uploads and saves that still hold anything, a temporary file included. */
  openTransfers(): number;
  /** Aborts everything open; each temporary file is unlinked once no client call reads it any more. */
  dispose(): void;
  /** The sweep of leftovers from an earlier run (sweepTempFiles.ts) begun at creation: how many files it unlinked. */
  swept: Promise<number>;
}

/**
 * The request handling of the mini-program page that hosts the console: each bridge method answered with
 * the client's APIs, all of them injected (`platform`), so the same module runs in the client, in the
 * host simulator and in the tests.
 */
export function createQianniuHostHandlers(options: QianniuHostOptions): QianniuHostHandlers {
  const { platform, config, now = Date.now, limits = {}, timeouts = {} } = options;
  const { my, cloud } = platform;
  const limitsMs = { ...DEFAULT_HOST_TIMEOUTS, ...timeouts };
  const sink = createFsSink({ my, timeoutMs: limitsMs.fileMs, now });
  const swept = sweepStaleTempFiles({ my, timeoutMs: limitsMs.fileMs, now });
  // This page's console may delete what it uploaded through this page, and nothing else.
  const uploaded = createUploadedFiles();

  const upload = openChunkReceiver(
    'upload',
    async (file: TempFile, cancel: CancelSignal): Promise<Result<'cloudFile.uploadCommit'>> => {
      const fallback = { code: HOST_ERROR_CODES.uploadFailed, message: HOST_TEXT.uploadFailed };
      const { filePath } = file;
      const fileName = safeFileName(file.fileName);
      const fileType = fileTypeOf(file.mimeType);
      const answer = await readAndRelease(
        callCloud(() => cloud.file.uploadFile({ filePath, fileType, fileName }), { timeoutMs: limitsMs.uploadMs }),
        cancel,
        // Uploaded after all, but the console gave up on it and will never register it: delete it.
        (uploaded) => {
          const fileId = (isObject(uploaded) ? uploaded : {}) as { fileId?: unknown };
          if (typeof fileId.fileId !== 'string' || fileId.fileId === '') return;
          const id = fileId.fileId;
          callCloud(() => cloud.file.deleteFile({ fileId: id }), { timeoutMs: limitsMs.deleteMs }).catch(() => undefined);
        },
      ).catch((error: unknown) => {
        throw cloudHostError(error, fallback);
      });
      const { fileId, url } = (isObject(answer) ? answer : {}) as { fileId?: unknown; url?: unknown };
      if (typeof fileId !== 'string' || fileId === '' || typeof url !== 'string' || url === '') {
        throw new HostError(HOST_ERROR_CODES.uploadNoAddress, HOST_TEXT.uploadNoAddress);
      }
      uploaded.add(fileId);
      return { url, taobaoFileId: fileId, fileSize: file.size, uploadTime: now() };
    },
    { sink, limits: limits.upload },
  );

  const save = openChunkReceiver(
    'save',
    async (file: TempFile, cancel: CancelSignal): Promise<Result<'file.saveCommit'>> => {
      const qn = saveToDisk(my);
      const answer = await readAndRelease(
        callMy<{ success: boolean }>(
          (callbacks) => qn.saveFileToDisk({ apFilePath: file.filePath, defaultFileName: safeFileName(file.fileName), ...callbacks }),
          { timeoutMs: limitsMs.saveToDiskMs },
        ),
        cancel,
      );
      // `success: false` is the seller closing the dialog: no error, nothing saved.
      return { saved: (answer as { success?: unknown } | null)?.success === true };
    },
    { sink, limits: limits.save },
  );

  const handlers: BridgeHandlers = {
    'host.hello': () => {
      const maxSaveBytes = typeof config.maxSaveBytes === 'function' ? config.maxSaveBytes() : config.maxSaveBytes;
      return maxSaveBytes === undefined ? { host: config.host, version: config.version } : { host: config.host, version: config.version, maxSaveBytes };
    },
    ...upload.handlers,
    'cloudFile.delete': async ({ taobaoFileId }) => {
      // Another shop's file, or one the console registered long ago, is not this console's to delete.
      if (!uploaded.has(taobaoFileId)) throw new HostError(HOST_ERROR_CODES.deleteNotOwned, HOST_TEXT.deleteNotOwned);
      const deleting = () => cloud.file.deleteFile({ fileId: taobaoFileId });
      const deleted = await callCloud(deleting, { timeoutMs: limitsMs.deleteMs }).catch((error: unknown) => {
        throw cloudHostError(error, { code: HOST_ERROR_CODES.deleteFailed, message: HOST_TEXT.deleteFailed });
      });
      return { deleted: deleted === true };
    },
    'top.invoke': async ({ api, data }) => {
      // The client calls TOP with the seller's session: only what the console needs, never what a page asks.
      if (!isMarketplaceApi(api)) throw new HostError(HOST_ERROR_CODES.topNotAllowed, HOST_TEXT.topNotAllowed);
      const result = await callCloud(() => cloud.topApi.invoke({ api, data }), { timeoutMs: limitsMs.topMs }).catch(
        (error: unknown) => {
          throw cloudHostError(error, { code: HOST_ERROR_CODES.topFailed, message: HOST_TEXT.topFailed });
        },
      );
      if (!isJsonObject(result)) throw new HostError(HOST_ERROR_CODES.topBadResult, HOST_TEXT.topBadResult);
      return result;
    },
    'cloudStore.config': () => config.cloudStore,
    ...save.handlers,
    // Refused before any byte travels, not after the seller waited for a whole archive to arrive.
    'file.saveBegin': (params) => {
      saveToDisk(my);
      return save.handlers['file.saveBegin'](params);
    },
  };

  return {
    handlers,
    openTransfers: () => upload.openTransfers() + save.openTransfers(),
    dispose() {
      upload.dispose();
      save.dispose();
    },
    swept,
  };
}

/**
 * Waits for a client call that reads the temporary file. A cancel does not stop the wait: the file is
 * unlinked after this settles, and pulling it from under a running upload or save could fail on Windows
 * and leave it behind. The call's own timeout bounds the wait; then a cancelled commit reports the abort.
 */
async function readAndRelease<T>(call: Promise<T>, cancel: CancelSignal, abandon?: (value: T) => void): Promise<T> {
  const settled = await call.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );
  if (cancel.cancelled) {
    if (settled.ok) abandon?.(settled.value);
    throw new HostError(HOST_ERROR_CODES.aborted, HOST_TEXT.aborted);
  }
  if (!settled.ok) throw settled.error;
  return settled.value;
}

function saveToDisk(my: HostMy): QianniuPcApi {
  const { qn } = my;
  let usable = false;
  try {
    usable = typeof qn?.saveFileToDisk === 'function' && my.canIUse?.('qn.saveFileToDisk') !== false;
  } catch {
    usable = false;
  }
  if (!usable || !qn) throw new HostError(HOST_ERROR_CODES.saveUnsupported, HOST_TEXT.saveUnsupported);
  return qn;
}

function isObject(value: unknown): value is object {
  return typeof value === 'object' && value !== null;
}

function fileTypeOf(mimeType: string): CloudFileType {
  const family = mimeType.split('/')[0].toLowerCase();
  return family === 'image' || family === 'video' || family === 'audio' ? family : 'other';
}
