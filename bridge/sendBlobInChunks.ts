import { bytesToBase64 } from './base64';
import { BridgeError } from './BridgeError';
import type { Channel, RequestOptions } from './channel';
import { CHUNK_BYTES, MAX_CHUNK_BYTES, type ChunkKind } from './chunkProtocol';
import type { Params, Result } from './methods';

export interface BlobMeta {
  fileName: string;
  /** The blob's own type, else application/octet-stream, unless given. */
  mimeType?: string;
}

export interface SendBlobOptions {
  /** Called after begin with 0, then after each acknowledged chunk; reaches `totalBytes` last. */
  onProgress?: (sentBytes: number, totalBytes: number) => void;
  signal?: AbortSignal;
  /** Per request, not for the whole transfer. */
  timeoutMs?: number;
  /** Raw bytes per chunk: CHUNK_BYTES unless given, at most MAX_CHUNK_BYTES (what a receiver takes). */
  chunkBytes?: number;
}

/**
 * How long a save's commit may take. The host answers it only after the client's save dialog closes
 * (qn.saveFileToDisk), so a person choosing a folder would otherwise hit the 30 s request timeout and
 * see the save fail while the dialog is still open.
 */
export const SAVE_COMMIT_TIMEOUT_MS = 10 * 60_000;

/**
 * How long an upload's commit may take: the client's cloud upload of a large font can take minutes, and the
 * mini-program host gives up on it at 120 s with its own message, so the console waits longer than that
 * rather than report a timeout while the upload still runs (and leave a cloud file nobody registers).
 */
export const UPLOAD_COMMIT_TIMEOUT_MS = 150_000;

/** The chunk size a sender uses: CHUNK_BYTES by default; a RangeError for one no receiver would take. */
export function checkedChunkBytes(chunkBytes: number = CHUNK_BYTES): number {
  if (!Number.isInteger(chunkBytes) || chunkBytes < 1 || chunkBytes > MAX_CHUNK_BYTES) {
    throw new RangeError(`chunkBytes must be an integer from 1 to ${MAX_CHUNK_BYTES}, not ${chunkBytes}`);
  }
  return chunkBytes;
}

type BeginParams = Params<'cloudFile.uploadBegin'> & Params<'file.saveBegin'>;

// The two kinds differ only in method names and in what their id is called.
interface ChunkRoute<Committed> {
  /** The commit's own timeout: it waits for more than the bridge (a cloud upload, a person's save dialog). */
  commitTimeoutMs?: number;
  begin(channel: Channel, params: BeginParams, opts: RequestOptions): Promise<string>;
  chunk(channel: Channel, id: string, index: number, data: string, opts: RequestOptions): Promise<number>;
  commit(channel: Channel, id: string, opts: RequestOptions): Promise<Committed>;
  abort(channel: Channel, id: string, opts: RequestOptions): Promise<unknown>;
}

const UPLOAD: ChunkRoute<Result<'cloudFile.uploadCommit'>> = {
  commitTimeoutMs: UPLOAD_COMMIT_TIMEOUT_MS,
  begin: (channel, params, opts) => channel.request('cloudFile.uploadBegin', params, opts).then((r) => r.uploadId),
  chunk: (channel, uploadId, index, data, opts) =>
    channel.request('cloudFile.uploadChunk', { uploadId, index, data }, opts).then((r) => r.received),
  commit: (channel, uploadId, opts) => channel.request('cloudFile.uploadCommit', { uploadId }, opts),
  abort: (channel, uploadId, opts) => channel.request('cloudFile.uploadAbort', { uploadId }, opts),
};

const SAVE: ChunkRoute<Result<'file.saveCommit'>> = {
  commitTimeoutMs: SAVE_COMMIT_TIMEOUT_MS,
  begin: (channel, params, opts) => channel.request('file.saveBegin', params, opts).then((r) => r.saveId),
  chunk: (channel, saveId, index, data, opts) =>
    channel.request('file.saveChunk', { saveId, index, data }, opts).then((r) => r.received),
  commit: (channel, saveId, opts) => channel.request('file.saveCommit', { saveId }, opts),
  abort: (channel, saveId, opts) => channel.request('file.saveAbort', { saveId }, opts),
};

/**
 * Sends a Blob to the host as begin, base64 chunks in order, commit. Reads one chunk at a time, so a
 * file far larger than memory can be saved. On any failure or abort after begin, tells the host to
 * drop what it has (best effort) and rethrows the original error.
 */
export function sendBlobInChunks(
  channel: Channel,
  kind: 'upload',
  blob: Blob,
  meta: BlobMeta,
  opts?: SendBlobOptions,
): Promise<Result<'cloudFile.uploadCommit'>>;
export function sendBlobInChunks(
  channel: Channel,
  kind: 'save',
  blob: Blob,
  meta: BlobMeta,
  opts?: SendBlobOptions,
): Promise<Result<'file.saveCommit'>>;
export function sendBlobInChunks(
  channel: Channel,
  kind: ChunkKind,
  blob: Blob,
  meta: BlobMeta,
  opts: SendBlobOptions = {},
): Promise<Result<'cloudFile.uploadCommit'> | Result<'file.saveCommit'>> {
  return kind === 'upload' ? transfer(channel, UPLOAD, blob, meta, opts) : transfer(channel, SAVE, blob, meta, opts);
}

async function transfer<Committed>(
  channel: Channel,
  route: ChunkRoute<Committed>,
  blob: Blob,
  meta: BlobMeta,
  { onProgress, signal, timeoutMs, chunkBytes }: SendBlobOptions,
): Promise<Committed> {
  const chunkSize = checkedChunkBytes(chunkBytes);
  const requestOptions: RequestOptions = { signal, timeoutMs };
  const total = blob.size;
  const mimeType = meta.mimeType || blob.type || 'application/octet-stream';
  // If begin itself fails there is no id to abort; the host times the transfer out on its own.
  const id = await route.begin(channel, { fileName: meta.fileName, size: total, mimeType }, requestOptions);
  try {
    onProgress?.(0, total);
    let sent = 0;
    for (let index = 0; sent < total; index++) {
      throwIfAborted(signal);
      const end = Math.min(sent + chunkSize, total);
      const bytes = new Uint8Array(await blob.slice(sent, end).arrayBuffer());
      throwIfAborted(signal);
      const received = await route.chunk(channel, id, index, bytesToBase64(bytes), requestOptions);
      sent = end;
      // The host counts what it holds; any other number means bytes were lost or doubled.
      if (received !== sent) throw new BridgeError('BAD_REPLY');
      onProgress?.(sent, total);
    }
    const commitTimeoutMs = route.commitTimeoutMs === undefined ? timeoutMs : Math.max(route.commitTimeoutMs, timeoutMs ?? 0);
    return await route.commit(channel, id, { signal, timeoutMs: commitTimeoutMs });
  } catch (error) {
    // Without the signal: it may be the very reason we are aborting.
    route.abort(channel, id, { timeoutMs }).catch(() => undefined);
    throw error;
  }
}

function throwIfAborted(signal: AbortSignal | undefined) {
  if (signal?.aborted) throw new BridgeError('ABORTED');
}
