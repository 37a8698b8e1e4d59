import { parseEnvelope } from '../../bridge/protocol';
import type { Transport } from '../../bridge/Transport';
import type { AdapterKind, ApiFetch, SessionRecording } from '../types';
import { FIXTURE_FORMAT, FIXTURE_VERSION, type Exchange, type SessionFixture } from './fixtureFormat';

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

/** Keys whose values are secrets: a fixture is checked in, so they are replaced before it is kept. */
const SECRET_KEYS = new Set(['token', 'password', 'apiAccessToken']);
export const REDACTED = '[redacted]';

export function redactSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactSecrets);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [key, SECRET_KEYS.has(key) ? REDACTED : redactSecrets(inner)]),
  );
}

function pathAndQuery(url: string): string {
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
}

/** Records a session's admin API exchanges and bridge traffic into a fixture the mock adapter replays. */
export class SessionRecorder implements SessionRecording {
  private readonly exchanges: Exchange[] = [];
  private readonly listeners = new Set<(count: number) => void>();

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

  wrapTransport(inner: Transport): Transport {
    const outstanding = new Map<string, { method: string; params: unknown }>();
    return {
      send: (message) => {
        const envelope = parseEnvelope(message);
        if (envelope?.kind === 'request') outstanding.set(envelope.id, { method: envelope.method, params: envelope.params });
        inner.send(message);
      },
      subscribe: (listener) =>
        inner.subscribe((message) => {
          const envelope = parseEnvelope(message);
          const request = envelope?.kind === 'reply' ? outstanding.get(envelope.id) : undefined;
          if (envelope?.kind === 'reply' && request) {
            outstanding.delete(envelope.id);
            this.push(
              envelope.ok
                ? { type: 'bridge', ...request, ok: true, result: envelope.result }
                : { type: 'bridge', ...request, ok: false, error: envelope.error },
            );
          }
          listener(message);
        }),
      destroy: () => inner.destroy(),
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
