import { describe, expect, it } from 'vitest';
import type { ErrorOutcome } from '../../../src/api/errorCatalogue';
import { ApiError, apiRequest, configureApiClient, REQUEST_TIMEOUT_MS } from '../../../src/api/client';

function setup(reply: (request: Request) => Promise<Response> | Response, options: { token?: string | null; audit?: boolean } = {}) {
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
  });
  return { seen, outcomes };
}

describe('the admin API client', () => {
  it('sends the bearer token from the session and JSON bodies to the configured base URL', async () => {
    const { seen } = setup(() => Response.json({ id: 7 }));
    await expect(apiRequest('/api/phone_brands', { method: 'POST', body: { name: '苹果' } })).resolves.toEqual({ id: 7 });
    expect(seen[0]!.url).toBe('http://admin.test/api/phone_brands');
    expect(seen[0]!.headers.get('authorization')).toBe('Bearer tok-1');
    expect(await seen[0]!.json()).toEqual({ name: '苹果' });
  });

  it('sends no authorization header without a token', async () => {
    const { seen } = setup(() => Response.json({}), { token: null });
    await apiRequest('/api/users/login', { method: 'POST', body: {} });
    expect(seen[0]!.headers.has('authorization')).toBe(false);
  });

  it('waits 60 s before giving up on a call', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(60_000);
  });

  it('turns an error body into an ApiError and a modal outcome with its trace id', async () => {
    const { outcomes } = setup(() => Response.json({ traceId: 't-9', code: 'E', message: '品牌名称重复' }, { status: 400 }));
    const error = await apiRequest('/api/phone_brands').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: '品牌名称重复', status: 400, traceId: 't-9', code: 'E' });
    expect(outcomes).toEqual([expect.objectContaining({ action: 'modal', traceId: 't-9', url: '/api/phone_brands' })]);
  });

  it('reports a 401 as the end of the session', async () => {
    const { outcomes } = setup(() => Response.json({ message: 'no' }, { status: 401 }));
    await expect(apiRequest('/api/users/me')).rejects.toThrow('登录过期，请重新登录！');
    expect(outcomes).toEqual([{ action: 'expire-session', text: '登录过期，请重新登录！' }]);
  });

  it('lets a probe learn of a 401 without ending the session', async () => {
    const { outcomes } = setup(() => Response.json({}, { status: 401 }));
    await expect(apiRequest('/api/users/me', { probeOnly: true, skipErrorModal: true })).rejects.toBeInstanceOf(ApiError);
    expect(outcomes).toEqual([]);
  });

  it('keeps the modal shut for a call that asks, but still rejects', async () => {
    const { outcomes } = setup(() => Response.json({ message: '没有' }, { status: 404 }));
    await expect(apiRequest('/api/x', { skipErrorModal: true })).rejects.toThrow('没有');
    expect(outcomes.map((o) => o.action)).toEqual(['silent']);
  });

  it('says 请检查您的网络设置，请求发送失败！ when the request never left', async () => {
    setup(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(apiRequest('/api/x')).rejects.toThrow('请检查您的网络设置，请求发送失败！');
  });

  it('does not report a call the caller aborted', async () => {
    const { outcomes } = setup((request) => new Promise((_, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason))));
    const controller = new AbortController();
    const pending = apiRequest('/api/x', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toBeDefined();
    expect(outcomes).toEqual([]);
  });
});
