import type { Channel } from '../../bridge/channel';
import { bytesToBase64, CHUNK_BYTES, UNKNOWN_SIZE } from '../../bridge/chunks';
import type { SaveOptions } from '../types';

/**
 * Archives too large for memory (spec 3 bulk downloads) cross the bridge as they are produced: at most one
 * chunk of CHUNK_BYTES is held here at a time.
 */
export async function saveStreamOverBridge(
  channel: Channel,
  source: ReadableStream<Uint8Array>,
  meta: { fileName: string; mimeType: string },
  options: SaveOptions,
): Promise<void> {
  const { saveId } = await channel.request('file.saveBegin', { ...meta, size: UNKNOWN_SIZE });
  const reader = source.getReader();
  const buffer = new Uint8Array(CHUNK_BYTES);
  let filled = 0;
  let index = 0;
  let written = 0;
  const flush = async () => {
    if (filled === 0) return;
    await channel.request('file.saveChunk', { saveId, index, data: bytesToBase64(buffer.subarray(0, filled)) });
    index += 1;
    written += filled;
    filled = 0;
    options.onProgress?.(written);
  };
  try {
    for (;;) {
      if (options.signal?.aborted) throw new DOMException('已取消保存', 'AbortError');
      const { done, value } = await reader.read();
      if (done) break;
      let offset = 0;
      while (offset < value.byteLength) {
        const take = Math.min(CHUNK_BYTES - filled, value.byteLength - offset);
        buffer.set(value.subarray(offset, offset + take), filled);
        filled += take;
        offset += take;
        if (filled === CHUNK_BYTES) await flush();
      }
    }
    await flush();
    await channel.request('file.saveCommit', { saveId });
  } catch (error) {
    await channel.request('file.saveAbort', { saveId }).catch(() => undefined);
    await reader.cancel().catch(() => undefined);
    throw error;
  }
}
