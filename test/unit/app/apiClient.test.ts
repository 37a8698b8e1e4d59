import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, configureApiClient, REQUEST_TIMEOUT_MS } from '../../../src/api/client';
import type { ErrorOutcome } from '../../../src/api/errorCatalogue';
import { fakeAdminApi } from '../../support/fakeAdminApi';

const setup = fakeAdminApi;

/** A server that never answers; the transport gives up only as a browser's fetch does, on abort. */
const abortableSilence = (onAbort: (request: Request) => unknown) => (request: Request) =>
  new Promise<Response>((_, reject) => request.signal.addEventListener('abort', () => reject(onAbort(request))));

/** What spec 1 §8 shows for a call that timed out: the 网络请求错误 modal with the client's text. */
const timedOutModal = (url: string): ErrorOutcome => ({
  action: 'modal',
  title: '网络请求错误',
  url,
  text: '请求超时，请稍后重试',
  traceId: undefined,
  code: undefined,
  showAuthTutorial: false,
});

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

  describe('the request timeout (spec 1 §9)', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('waits 60 s for an answer, then says 请求超时，请稍后重试 in the error modal', async () => {
      vi.useFakeTimers();
      // A transport that ignores the abort too (the in-page dev API): the call must end all the same.
      const { outcomes } = setup(() => new Promise<Response>(() => {}));
      let settled = false;
      const pending = apiRequest('/api/phone_brands').finally(() => (settled = true));
      const failure = pending.catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
      expect(settled).toBe(false);
      expect(outcomes).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      const error = await failure;
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ message: '请求超时，请稍后重试', url: '/api/phone_brands' });
      expect(outcomes).toEqual([timedOutModal('/api/phone_brands')]);
    });

    it.each([
      // Today's browsers reject with the abort reason; ofetch then wraps it as the cause of a FetchError.
      ['the abort reason', (request: Request) => request.signal.reason],
      // Older ones (and some bridges) reject with a plain AbortError whatever the reason.
      ['a plain AbortError', () => new DOMException('The user aborted a request.', 'AbortError')],
    ])('times out a real call whose transport rejects with %s, and cancels the request', async (_label, onAbort) => {
      const { seen, outcomes } = setup(abortableSilence(onAbort), { timeoutMs: 20 });
      await expect(apiRequest('/api/phone_brands', { method: 'POST', body: { name: '苹果' } })).rejects.toThrow('请求超时，请稍后重试');
      expect(seen[0]!.signal.aborted).toBe(true);
      expect(outcomes).toEqual([timedOutModal('/api/phone_brands')]);
    });

    it('times out a call that carries its own abort signal too', async () => {
      // ofetch arms its own timeout only for calls without a signal: an upload's calls would wait forever.
      const { outcomes } = setup(abortableSilence((request) => request.signal.reason), { timeoutMs: 20 });
      await expect(apiRequest('/api/files/upload_form', { method: 'POST', body: {}, signal: new AbortController().signal })).rejects.toThrow(
        '请求超时，请稍后重试',
      );
      expect(outcomes).toEqual([timedOutModal('/api/files/upload_form')]);
    });

    it('drops its deadline once answered: no timer is left to fire later', async () => {
      vi.useFakeTimers();
      const { outcomes } = setup(() => Response.json({ ok: true }));
      await expect(apiRequest('/api/phone_brands')).resolves.toEqual({ ok: true });
      expect(vi.getTimerCount()).toBe(0);
      await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS * 2);
      expect(outcomes).toEqual([]);
    });

    it('says 请求失败（HTTP 504） for a gateway timeout without a body: 请求超时 is the client deadline only', async () => {
      const { outcomes } = setup(() => new Response(null, { status: 504, statusText: 'Gateway Timeout' }));
      await expect(apiRequest('/api/phone_brands')).rejects.toThrow('请求失败（HTTP 504）');
      expect(outcomes).toEqual([expect.objectContaining({ action: 'modal', text: '请求失败（HTTP 504）' })]);
    });
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

  it('does not end the session signed in since with a 401 of a call sent under the last one', async () => {
    let token = 'tok-old';
    let answer: ((response: Response) => void) | null = null;
    const outcomes: ErrorOutcome[] = [];
    configureApiClient({
      apiFetch: () => new Promise<Response>((resolve) => (answer = resolve)),
      baseURL: 'http://admin.test',
      getToken: () => token,
      isAuditMode: () => false,
      onFailure: (outcome) => outcomes.push(outcome),
    });
    const late = apiRequest('/api/phone_brands');
    await vi.waitFor(() => expect(answer).not.toBeNull());
    // Signed out and in again (here or in another tab) while the call was on its way.
    token = 'tok-new';
    answer!(Response.json({ message: 'no' }, { status: 401 }));
    await expect(late).rejects.toBeInstanceOf(ApiError);
    expect(outcomes).toEqual([]);
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
