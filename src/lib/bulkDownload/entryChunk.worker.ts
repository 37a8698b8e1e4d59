/** entryChunk.ts off the page's main thread: one copy and one CRC-32 per file, the chunk handed back. */
import { entryChunk, type EntryChunk, type EntryChunkRequest } from './entryChunk';
import type { WorkerReply } from '../workerCalls';

interface WorkerScope {
  onmessage: ((event: MessageEvent<EntryChunkRequest & { id: number }>) => void) | null;
  postMessage(message: WorkerReply<EntryChunk>, transfer?: Transferable[]): void;
}
const scope = self as unknown as WorkerScope;

scope.onmessage = ({ data: { id, bytes, room } }) => {
  try {
    const prepared = entryChunk(bytes, room);
    scope.postMessage({ id, ...prepared }, [prepared.chunk.buffer]);
  } catch (error) {
    scope.postMessage({ id, error: String(error) });
  }
};
