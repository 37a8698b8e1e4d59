import type { Channel } from '../../bridge/channel';
import { sendBlobInChunks } from '../../bridge/chunks';
import { BridgeError } from '../../bridge/BridgeError';
import { BRIDGE_TEXT } from '../../bridge/messages';
import type { Json } from '../../bridge/protocol';
import { ADAPTER_TEXT } from '../messages';
import type { AdminFilesPort, ApiFetch, PlatformAdapter } from '../types';
import { fetchPublicFile } from '../browser/fetchPublicFile';
import { folderPickerOf, pickFolderTarget } from '../browser/folderTarget';
import { saveStreamOverBridge } from './saveStreamOverBridge';

/** How long the host gets to say hello before we conclude there is none. */
const HELLO_TIMEOUT_MS = 3_000;
/** A marketplace call or config read that has not answered by then is reported as 千牛数据返回超时. */
export const CALL_TIMEOUT_MS = 10_000;

/** Inside Qianniu: every platform call is a bridge request; the admin API is plain HTTP. */
export function createQianniuAdapter(deps: { channel: Channel; files: AdminFilesPort; apiFetch?: ApiFetch }): PlatformAdapter {
  const { channel, files } = deps;
  const adapter: PlatformAdapter = {
    kind: 'qianniu',
    async status() {
      try {
        await channel.request('host.hello', {}, { timeoutMs: HELLO_TIMEOUT_MS });
        return { usable: true };
      } catch (error) {
        const reason = error instanceof BridgeError && error.code !== 'TIMEOUT' ? error.message : BRIDGE_TEXT.noHost;
        return { usable: false, reason };
      }
    },
    async upload(file, options) {
      const fileName = options.fileName ?? (file instanceof File ? file.name : 'file');
      // ARCHITECTURE.md: the client puts the bytes in the marketplace's cloud, then the admin API registers it.
      const cloud = await sendBlobInChunks(
        channel,
        'upload',
        file,
        { fileName, mimeType: file.type || 'application/octet-stream' },
        { onProgress: options.onProgress, signal: options.signal },
      );
      const registered = await files.registerMarketplaceFile({
        url: cloud.url,
        taobaoFileId: cloud.taobaoFileId,
        uploadTime: cloud.uploadTime,
        fileSize: cloud.fileSize,
        type: options.kind,
      });
      return { fileId: String(registered.id), url: cloud.url, cloudFileId: cloud.taobaoFileId };
    },
    async deleteCloudFile(cloudFileId) {
      await channel.request('cloudFile.delete', { taobaoFileId: cloudFileId }, { timeoutMs: CALL_TIMEOUT_MS });
    },
    async callMarketplace(api, data) {
      return channel.request('top.invoke', { api, data: data as { [k: string]: Json } }, { timeoutMs: CALL_TIMEOUT_MS });
    },
    cloudStoreConfig: () => channel.request('cloudStore.config', {}, { timeoutMs: CALL_TIMEOUT_MS }),
    async saveFile(fileName, source, options = {}) {
      const meta = { fileName, mimeType: options.mimeType ?? (source instanceof Blob ? source.type : '') };
      if (source instanceof Blob) {
        try {
          await sendBlobInChunks(channel, 'save', source, meta, {
            signal: options.signal,
            onProgress: (sent) => options.onProgress?.(sent),
          });
        } catch (error) {
          // The same AbortError as a stream's save and the browser's, so callers check one thing.
          if (options.signal?.aborted) throw new DOMException(ADAPTER_TEXT.saveCancelled, 'AbortError');
          throw error;
        }
        return;
      }
      await saveStreamOverBridge(channel, source, meta, options);
    },
    async saveFileLimit() {
      // A web-view with a folder picker writes to disk itself; only the bridge's save has the host's cap.
      if (folderPickerOf(globalThis)) return undefined;
      try {
        const hello = await channel.request('host.hello', {}, { timeoutMs: HELLO_TIMEOUT_MS });
        return typeof hello.maxSaveBytes === 'number' ? hello.maxSaveBytes : undefined;
      } catch {
        // No answer now: beginSave asks again, and its target's limit still comes before any charge.
        return undefined;
      }
    },
    async beginSave() {
      // The web-view's own folder picker writes straight to disk; where it has none (or refuses it in a
      // frame), each part streams over the bridge's chunked file.save* calls.
      const folder = await pickFolderTarget();
      if (folder) return folder;
      // The host says how large a file it can save (its file system's cap); the download cuts its parts to it.
      const hello = await channel.request('host.hello', {}, { timeoutMs: HELLO_TIMEOUT_MS });
      return {
        label: ADAPTER_TEXT.qianniuFolder,
        ...(typeof hello.maxSaveBytes === 'number' ? { maxFileBytes: hello.maxSaveBytes } : {}),
        saveFile: (fileName, source, options) => adapter.saveFile(fileName, source, options),
      };
    },
    fetchFile: fetchPublicFile,
    apiFetch: deps.apiFetch ?? ((request) => fetch(request)),
  };
  return adapter;
}
