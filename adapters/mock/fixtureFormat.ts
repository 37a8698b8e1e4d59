import type { AdapterKind } from '../types';

/** One admin API exchange. Request headers are not kept: they carry the merchant's token. */
export interface HttpExchange {
  type: 'http';
  method: string;
  /** Path and query, without the origin, so a fixture replays on any host. */
  url: string;
  requestBody: unknown;
  status: number;
  contentType: string;
  /** Parsed JSON for JSON replies, text for text replies, null otherwise. */
  responseBody: unknown;
}

/** One bridge request and the host's reply. */
export interface BridgeExchange {
  type: 'bridge';
  method: string;
  params: unknown;
  ok: boolean;
  result?: unknown;
  error?: { code: string; message: string };
}

export type Exchange = HttpExchange | BridgeExchange;

export const FIXTURE_FORMAT = 'pcc-session-fixture';
export const FIXTURE_VERSION = 1;

export interface SessionFixture {
  format: typeof FIXTURE_FORMAT;
  version: typeof FIXTURE_VERSION;
  recordedAt: string;
  adapter: AdapterKind;
  exchanges: Exchange[];
}

export function isSessionFixture(value: unknown): value is SessionFixture {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<SessionFixture>;
  return (
    candidate.format === FIXTURE_FORMAT &&
    candidate.version === FIXTURE_VERSION &&
    Array.isArray(candidate.exchanges) &&
    candidate.exchanges.every(
      (exchange) =>
        typeof exchange === 'object' &&
        exchange !== null &&
        ((exchange.type === 'http' && typeof exchange.url === 'string' && typeof exchange.status === 'number') ||
          (exchange.type === 'bridge' && typeof exchange.method === 'string')),
    )
  );
}
