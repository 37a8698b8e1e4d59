import { parseEnvelope } from '../../bridge/protocol';
import type { Transport } from '../../bridge/Transport';
import type { AdapterKind, ApiFetch, SessionRecording } from '../types';
import { FIXTURE_FORMAT, FIXTURE_VERSION, type Exchange, type SessionFixture } from './fixtureFormat';
import { redactSecrets, redactUrl } from './redact';

async function readBody(body: Request | Response): Promise<{ contentType: string; value: unknown }> {
  const contentType = body.headers.get('content-type') ?? '';
  if (contentType.includes('multipart/form-data')) return { contentType, value: '[multipart]' };
  const text = await body.text().catch(() => '');
  if (!text) return { contentType, value: null };
  if (contentType.includes('json')) {
    try {
      return { contentType, value: JSON.parse(text) };
    } catch {
      return { contentType, value: text };
    }
  }
  return { contentType, value: contentType.startsWith('text/') || contentType === '' ? text : null };
}

function pathAndQuery(url: string): string {
  const parsed = new URL(url);
  return redactUrl(parsed.pathname + parsed.search);
}

/** Records a session's admin API exchanges and bridge traffic into a fixture the mock adapter replays. */
export class SessionRecorder implements SessionRecording {
  private readonly exchanges: Exchange[] = [];
  private readonly listeners = new Set<(count: number) => void>();
  /** Per wrapped transport: its bridge requests sent and not yet answered. */
  private readonly outstanding = new Set<Map<string, { method: string; params: unknown }>>();

  constructor(private readonly adapter: AdapterKind) {}

  get count(): number {
    return this.exchanges.length;
  }

  onChange(listener: (count: number) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private push(exchange: Exchange): void {
    this.exchanges.push(exchange);
    for (const listener of this.listeners) listener(this.exchanges.length);
  }

  wrapFetch(inner: ApiFetch): ApiFetch {
    return async (request) => {
      const requestBody = await readBody(request.clone());
      const response = await inner(request);
      const responseBody = await readBody(response.clone());
      this.push({
        type: 'http',
        method: request.method,
        url: pathAndQuery(request.url),
        requestBody: redactSecrets(requestBody.value),
        status: response.status,
        contentType: responseBody.contentType,
        responseBody: redactSecrets(responseBody.value),
      });
      return response;
    };
  }

  /** Bridge requests sent and not yet answered; the channel's `forget` removes those it gave up on. */
  get pendingBridgeCalls(): number {
    let count = 0;
    for (const calls of this.outstanding) count += calls.size;
    return count;
  }

  wrapTransport(inner: Transport): Transport {
    const outstanding = new Map<string, { method: string; params: unknown }>();
    this.outstanding.add(outstanding);
    return {
      send: (message) => {
        const envelope = parseEnvelope(message);
        if (envelope?.kind === 'request') outstanding.set(envelope.id, { method: envelope.method, params: envelope.params });
        try {
          inner.send(message);
        } catch (error) {
          if (envelope?.kind === 'request') outstanding.delete(envelope.id);
          throw error;
        }
      },
      subscribe: (listener) =>
        inner.subscribe((message) => {
          const envelope = parseEnvelope(message);
          const request = envelope?.kind === 'reply' ? outstanding.get(envelope.id) : undefined;
          // A reply to a call the channel gave up on (timed out, aborted) finds nothing here: the app
          // never saw it, so a replay must not answer it either.
          if (envelope?.kind === 'reply' && request) {
            outstanding.delete(envelope.id);
            const call = { type: 'bridge' as const, method: request.method, params: redactSecrets(request.params) };
            this.push(
              envelope.ok
                ? { ...call, ok: true, result: redactSecrets(envelope.result) }
                : { ...call, ok: false, error: envelope.error },
            );
          }
          listener(message);
        }),
      destroy: () => {
        outstanding.clear();
        this.outstanding.delete(outstanding);
        inner.destroy();
      },
      forget: (id) => {
        outstanding.delete(id);
        inner.forget?.(id);
      },
    };
  }

  toFixture(now = new Date()): SessionFixture {
    return {
      format: FIXTURE_FORMAT,
      version: FIXTURE_VERSION,
      recordedAt: now.toISOString(),
      adapter: this.adapter,
      exchanges: [...this.exchanges],
    };
  }
}
