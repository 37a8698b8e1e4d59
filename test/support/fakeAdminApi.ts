import { configureApiClient } from '../../src/api/client';
import type { ErrorOutcome } from '../../src/api/errorCatalogue';

export interface FakeAdminApiOptions {
  /** The session's token; null for none. Default 'tok-1'. */
  token?: string | null;
  audit?: boolean;
  timeoutMs?: number;
}

/**
 * Points the console's one API client at `reply` instead of a network: what it was asked (`seen`) and
 * what the error catalogue decided to show (`outcomes`) are kept for the test to check.
 */
export function fakeAdminApi(reply: (request: Request) => Promise<Response> | Response, options: FakeAdminApiOptions = {}) {
  const seen: Request[] = [];
  const outcomes: ErrorOutcome[] = [];
  configureApiClient({
    apiFetch: async (request) => {
      seen.push(request);
      return reply(request);
    },
    baseURL: 'http://admin.test',
    getToken: () => (options.token === undefined ? 'tok-1' : options.token),
    isAuditMode: () => options.audit ?? false,
    onFailure: (outcome) => outcomes.push(outcome),
    timeoutMs: options.timeoutMs,
  });
  return { seen, outcomes };
}
