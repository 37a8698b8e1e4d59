import type { BridgeExchange, HttpExchange, SessionFixture } from './fixtureFormat';
import { redactSecrets, redactUrl } from './redact';

function httpKey(method: string, url: string): string {
  return `${method.toUpperCase()} ${url}`;
}

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Answers from a recorded fixture. Exchanges with the same method and URL are replayed in the order they
 * were recorded; once used up, the last one keeps answering (a screen may reload more often than it did
 * while recording). Requests the fixture never saw get null, and the caller falls back to the dev API.
 */
export class SessionReplayer {
  private readonly http = new Map<string, { queue: HttpExchange[]; next: number }>();
  private readonly bridgeExchanges: BridgeExchange[];

  constructor(fixture: SessionFixture) {
    for (const exchange of fixture.exchanges) {
      if (exchange.type !== 'http') continue;
      const key = httpKey(exchange.method, exchange.url);
      const entry = this.http.get(key) ?? { queue: [], next: 0 };
      entry.queue.push(exchange);
      this.http.set(key, entry);
    }
    this.bridgeExchanges = fixture.exchanges.filter((exchange): exchange is BridgeExchange => exchange.type === 'bridge');
  }

  replayHttp(request: Request): Response | null {
    const url = new URL(request.url);
    // Recorded with secret query values redacted: look up the live address the same way.
    const entry = this.http.get(httpKey(request.method, redactUrl(url.pathname + url.search)));
    if (!entry) return null;
    const exchange = entry.queue[Math.min(entry.next, entry.queue.length - 1)]!;
    entry.next += 1;
    const body =
      exchange.responseBody === null
        ? null
        : typeof exchange.responseBody === 'string'
          ? exchange.responseBody
          : JSON.stringify(exchange.responseBody);
    return new Response(body, {
      status: exchange.status,
      headers: exchange.contentType ? { 'content-type': exchange.contentType } : {},
    });
  }

  /**
   * The recorded reply to a bridge call with these params (the first with the same method and params).
   * Params are compared as recorded, with secrets redacted.
   */
  replayBridge(method: string, params: unknown): BridgeExchange | null {
    const candidates = this.bridgeExchanges.filter((exchange) => exchange.method === method);
    const recordedParams = redactSecrets(params);
    return candidates.find((exchange) => sameJson(exchange.params, recordedParams)) ?? null;
  }
}
