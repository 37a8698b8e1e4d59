import { apiRequest, configureApiClient } from '../../src/api/client';

/** Points the console's API client at the bench server's dev API and signs in as the seeded merchant. */
export async function signInForBench(): Promise<void> {
  let token: string | null = null;
  configureApiClient({
    apiFetch: (request) => fetch(request),
    baseURL: '',
    getToken: () => token,
    isAuditMode: () => false,
    onFailure: () => undefined,
  });
  const reply = await apiRequest<{ token: string }>('/api/users/login', { method: 'POST', body: { username: 'demo', password: 'demo1234' } });
  token = reply.token;
}
