import { BridgeError } from '../../bridge/BridgeError';
import type { Channel } from '../../bridge/channel';
import { bytesToBase64, UNKNOWN_SIZE } from '../../bridge/chunks';
import { checkedChunkBytes, SAVE_COMMIT_TIMEOUT_MS } from '../../bridge/sendBlobInChunks';
import { ADAPTER_TEXT } from '../messages';
import type { SaveOptions } from '../types';
import { createAbortRace } from './abortRace';

const cancelled = () => new DOMException(ADAPTER_TEXT.saveCancelled, 'AbortError');
const incomplete = () => new BridgeError('BAD_REPLY', ADAPTER_TEXT.saveIncomplete);

export interface StreamSaveOptions extends SaveOptions {
  /** Raw bytes per chunk: CHUNK_BYTES unless given, at most MAX_CHUNK_BYTES; a RangeError otherwise. */
  chunkBytes?: number;
}

/**
 * Archives too large for memory (spec 3 bulk downloads) cross the bridge as they are produced: at most one
 * chunk (CHUNK_BYTES unless told otherwise) is held here at a time. Only the host knows how many bytes it
 * has, so its count is checked after every chunk and at commit; a file that differs is aborted rather than
 * left half-right.
 */
export async function saveStreamOverBridge(
  channel: Channel,
  source: ReadableStream<Uint8Array>,
  meta: { fileName: string; mimeType: string },
  options: StreamSaveOptions,
): Promise<void> {
  const { signal } = options;
  const chunkBytes = checkedChunkBytes(options.chunkBytes);
  if (signal?.aborted) throw cancelled();
  // The signal also goes to each request, so the channel forgets an aborted one at once.
  const abort = createAbortRace(signal, cancelled);
  const request = { signal };
  let saveId: string;
  try {
    ({ saveId } = await abort.race(channel.request('file.saveBegin', { ...meta, size: UNKNOWN_SIZE }, request)));
  } catch (error) {
    abort.dispose();
    // A begin that got through without its reply leaves a transfer the host expires when idle.
    throw signal?.aborted ? cancelled() : error;
  }

  const reader = source.getReader();
  const buffer = new Uint8Array(chunkBytes);
  let filled = 0;
  let index = 0;
  let written = 0;
  const flush = async () => {
    if (filled === 0) return;
    const data = bytesToBase64(buffer.subarray(0, filled));
    const { received } = await abort.race(channel.request('file.saveChunk', { saveId, index, data }, request));
    index += 1;
    written += filled;
    filled = 0;
    if (received !== written) throw incomplete();
    options.onProgress?.(written);
  };
  try {
    for (;;) {
      const { done, value } = await abort.race(reader.read());
      if (done) break;
      let offset = 0;
      while (offset < value.byteLength) {
        const take = Math.min(chunkBytes - filled, value.byteLength - offset);
        buffer.set(value.subarray(offset, offset + take), filled);
        filled += take;
        offset += take;
        if (filled === chunkBytes) await flush();
      }
    }
    await flush();
    const committed = await abort.race(
      channel.request('file.saveCommit', { saveId, size: written }, { signal, timeoutMs: SAVE_COMMIT_TIMEOUT_MS }),
    );
    // A host that does not count (`size` absent) was still checked chunk by chunk.
    if (committed.size !== undefined && committed.size !== written) throw incomplete();
  } catch (error) {
    // Not awaited: the caller learns of the abort now, not when the host has answered it.
    channel.request('file.saveAbort', { saveId }).catch(() => undefined);
    reader.cancel().catch(() => undefined);
    throw signal?.aborted ? cancelled() : error;
  } finally {
    abort.dispose();
  }
}
