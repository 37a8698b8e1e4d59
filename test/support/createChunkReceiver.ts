import type { ChunkReceiverLimits } from '../../bridge/chunkLimits';
import type { ChunkKind } from '../../bridge/chunkProtocol';
import type { ChunkSink } from '../../bridge/chunkSink';
import { createMemorySink, type ReceivedFile } from './memorySink';
import type { Result } from '../../bridge/methods';
import {
  openChunkReceiver,
  type ChunkReceiver,
  type ChunkReceiverOptions,
  type OnComplete,
  type SaveReceiverHandlers,
  type UploadReceiverHandlers,
} from '../../bridge/openChunkReceiver';

/**
 * The host's half of sendBlobInChunks: bridge handlers for one kind that reassemble the file and
 * hand it to `onComplete`, whose value is the commit's reply. Spread the result into the handlers
 * of createBridgeHost. Unfinished transfers are held in memory (openChunkReceiver takes another sink), within
 * `limits` (chunkLimits.ts).
 */
export function createChunkReceiver<T extends Result<'cloudFile.uploadCommit'>>(
  kind: 'upload',
  onComplete: OnComplete<ReceivedFile, T>,
  limits?: Partial<ChunkReceiverLimits>,
): UploadReceiverHandlers<T>;
export function createChunkReceiver<T extends Result<'file.saveCommit'>>(
  kind: 'save',
  onComplete: OnComplete<ReceivedFile, T>,
  limits?: Partial<ChunkReceiverLimits>,
): SaveReceiverHandlers<T>;
export function createChunkReceiver<T>(
  kind: ChunkKind,
  onComplete: OnComplete<ReceivedFile, T>,
  limits: Partial<ChunkReceiverLimits> = {},
): UploadReceiverHandlers<T> | SaveReceiverHandlers<T> {
  const open = openChunkReceiver as (
    kind: ChunkKind,
    onComplete: OnComplete<ReceivedFile, T>,
    options: ChunkReceiverOptions<ReceivedFile>,
  ) => ChunkReceiver<UploadReceiverHandlers<T> | SaveReceiverHandlers<T>>;
  return open(kind, onComplete, { limits, sink: createMemorySink() as ChunkSink<unknown, ReceivedFile> }).handlers;
}
