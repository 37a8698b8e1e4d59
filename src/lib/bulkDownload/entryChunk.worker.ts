/** entryChunk.ts off the page's main thread: one CRC-32 per file (and a copy unless placed), the chunk handed back. */
import { prepareEntryChunk, type EntryChunk, type EntryChunkRequest } from './entryChunk';
import type { WorkerReply } from '../workerCalls';

interface WorkerScope {
  onmessage: ((event: MessageEvent<EntryChunkRequest & { id: number }>) => void) | null;
  postMessage(message: WorkerReply<EntryChunk>, transfer?: Transferable[]): void;
}
const scope = self as unknown as WorkerScope;

scope.onmessage = ({ data: { id, ...request } }) => {
  try {
    const prepared = prepareEntryChunk(request);
    scope.postMessage({ id, ...prepared }, [prepared.chunk.buffer]);
  } catch (error) {
    scope.postMessage({ id, error: String(error) });
  }
};
