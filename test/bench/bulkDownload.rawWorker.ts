/**
 * The fastest raw baseline we know of: a dedicated worker fetches the print files a few at a time, reads
 * each into a reused buffer and writes it whole, in arrival order, through an OPFS sync access handle
 * (synchronous writes, no round trip to the browser process per chunk, nothing on the page's thread).
 */
import { arrivals, reusedBuffers, type SyncHandleReply, type SyncHandleRequest } from './bulkDownload.raw';

interface SyncAccessHandle {
  write(bytes: Uint8Array, options: { at: number }): number;
  flush(): void;
  close(): void;
}
interface WorkerScope {
  onmessage: ((event: MessageEvent<SyncHandleRequest>) => void) | null;
  postMessage(message: SyncHandleReply): void;
}
const scope = self as unknown as WorkerScope;

async function write({ urls, concurrency, fileName }: SyncHandleRequest): Promise<number> {
  const root = await navigator.storage.getDirectory();
  const file = (await root.getFileHandle(fileName, { create: true })) as unknown as { createSyncAccessHandle(): Promise<SyncAccessHandle> };
  const handle = await file.createSyncAccessHandle();
  const body = reusedBuffers();
  let at = 0;
  try {
    for await (const bytes of arrivals(urls, concurrency, body)) {
      at += handle.write(bytes, { at });
      body.release(bytes);
    }
    handle.flush();
  } finally {
    handle.close();
  }
  return at;
}

scope.onmessage = ({ data }) => {
  write(data).then(
    (bytes) => scope.postMessage({ bytes }),
    (error: unknown) => scope.postMessage({ error: String(error) }),
  );
};
