/**
 * Strokes off the main thread. Jobs run one at a time in arrival order; the page sends a layer's next job
 * only when its last one answered (strokeClient.ts), so a slider drag never queues up stale work here.
 */
import { computeStroke } from './compute';
import type { StrokeJob, StrokeReply } from './protocol';

interface WorkerScope {
  onmessage: ((event: MessageEvent<StrokeJob>) => void) | null;
  postMessage(message: StrokeReply): void;
}
const scope = self as unknown as WorkerScope;

let queue: Promise<void> = Promise.resolve();
scope.onmessage = ({ data: { id, ...job } }) => {
  queue = queue.then(async () => {
    try {
      scope.postMessage({ id, ...(await computeStroke(job)) });
    } catch (error) {
      scope.postMessage({ id, error: String(error) });
    }
  });
};
