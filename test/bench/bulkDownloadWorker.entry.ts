/**
 * The download service worker the bulk download bench measures where no folder is picked: it answers a
 * one-time address with a file the page streams to it, so the browser's download manager writes a part as
 * it is made (streamedDownload/downloadDesk.ts). Registered with the smallest scope it can have, a folder of
 * its own, so it sees no other request. Not in the console: it was not faster than the download link it
 * was measured against (docs/performance.md, the bulk download).
 */
import { createDownloadDesk, type OfferingClient } from './streamedDownload/downloadDesk';

interface FetchEventLike extends Event {
  readonly request: Request;
  respondWith(answer: Promise<Response>): void;
}
interface ExtendableMessageEventLike extends Event {
  readonly data: unknown;
  readonly source: OfferingClient | null;
  readonly ports: readonly MessagePort[];
}
interface WorkerScope {
  readonly registration: { readonly scope: string };
  readonly clients: { get(id: string): Promise<unknown> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install', listener: () => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEventLike) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEventLike) => void): void;
}
const scope = self as unknown as WorkerScope;

const desk = createDownloadDesk(scope.registration.scope, async (id) => (await scope.clients.get(id)) !== undefined);

// A new version takes over at once: it holds no state a page relies on between two files.
scope.addEventListener('install', () => void scope.skipWaiting());
scope.addEventListener('message', (event) => desk.receive(event.data, event.source, event.ports));
scope.addEventListener('fetch', (event) => {
  const answer = desk.answer(event.request);
  if (answer) event.respondWith(answer);
});
