/**
 * The auto-match off the main thread: thousands of models against thousands keep a thread busy for a
 * while, and the review screen stays usable meanwhile. One job per worker; the page ends it after the
 * answer or to cancel (matchClient.ts).
 */
import { matchModels } from './match';
import type { MatchReply, MatchRequest } from './protocol';

interface WorkerScope {
  onmessage: ((event: MessageEvent<MatchRequest>) => void) | null;
  postMessage(message: MatchReply): void;
}
const scope = self as unknown as WorkerScope;

scope.onmessage = ({ data }) => {
  try {
    const result = matchModels(data.products, data.factory, {
      guard: data.guard,
      catalogue: data.catalogue,
      onProgress: (done, total) => scope.postMessage({ type: 'progress', done, total }),
    });
    scope.postMessage({ type: 'done', result });
  } catch (error) {
    scope.postMessage({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  }
};
