import { TOKEN_PATTERN, downloadHeaders, isDelivery, isOffer, notFound, type WorkerSays } from './protocol';

/** The page that offered a file, as the worker's message event names it. */
export interface OfferingClient {
  id: string;
  type: string;
  url: string;
}

interface Pending {
  port: MessagePort;
  fileName: string;
  creator: OfferingClient;
}

/** An address as a referrer carries it: no fragment. */
const withoutFragment = (url: string) => url.split('#')[0];

/**
 * The download service worker's bookkeeping, apart from its global scope so that a test can drive it. A
 * page offers a file under an unguessable token; the first request for `<scope><token>` takes the offer
 * whoever makes it, so an address is answered once at most. It is answered with the file only when it is
 * the offering page's own hidden frame asking: a navigation into a frame whose referrer is that page (a
 * page of another origin cannot send one of ours). Anything else under the scope is a 404.
 */
export function createDownloadDesk(scope: string, clientAlive: (id: string) => Promise<boolean>) {
  const pending = new Map<string, Pending>();

  const fromCreator = (request: Request, creator: OfferingClient) =>
    request.method === 'GET' &&
    request.mode === 'navigate' &&
    request.destination === 'iframe' &&
    request.referrer !== '' &&
    withoutFragment(request.referrer) === withoutFragment(creator.url);

  async function deliver(offer: Pending): Promise<Response> {
    if (!(await clientAlive(offer.creator.id))) return notFound();
    const delivered = new Promise<Response>((resolve) => {
      offer.port.onmessage = ({ data }: MessageEvent<unknown>) => {
        offer.port.close();
        resolve(isDelivery(data) ? new Response(data.stream, { headers: downloadHeaders(offer.fileName) }) : notFound());
      };
    });
    offer.port.postMessage({ kind: 'send' } satisfies WorkerSays);
    return delivered;
  }

  return {
    /** A message from a page: an offer is kept and acknowledged; anything else (a keep-alive) is dropped. */
    receive(data: unknown, source: OfferingClient | null, ports: readonly MessagePort[]): void {
      const port = ports[0];
      if (!port || !source || source.type !== 'window' || !isOffer(data) || pending.has(data.token)) return;
      pending.set(data.token, { port, fileName: data.fileName, creator: source });
      port.postMessage({ kind: 'ready' } satisfies WorkerSays);
    },
    /** The answer to a request under the scope; null for one outside it (the worker leaves it alone). */
    answer(request: Request): Promise<Response> | null {
      if (!request.url.startsWith(scope)) return null;
      const token = request.url.slice(scope.length);
      const offer = TOKEN_PATTERN.test(token) ? pending.get(token) : undefined;
      if (!offer) return Promise.resolve(notFound());
      pending.delete(token);
      if (!fromCreator(request, offer.creator)) {
        offer.port.close();
        return Promise.resolve(notFound());
      }
      return deliver(offer);
    },
  };
}
