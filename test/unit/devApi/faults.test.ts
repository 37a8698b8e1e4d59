import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DevApi } from '../../../adapters/mock/devApi';
import { call, errorOf, freshApi, login } from './helpers';

describe('dev API injected faults', () => {
  let api: DevApi;
  let token: string;
  beforeEach(async () => {
    api = freshApi();
    token = await login(api);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const me = (signal?: AbortSignal) => call(api, '/api/users/me', { token, signal });

  it('delays a matching request by latencyMs', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    api.faults.add({ path: '/api/users/me', latencyMs: 5000 });
    let settled = false;
    const pending = me().then((response) => {
      settled = true;
      return response;
    });
    await vi.advanceTimersByTimeAsync(4999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((await pending).status).toBe(200);
  });

  it('ends the latency wait when the request is aborted', async () => {
    api.faults.add({ path: '/api/users/me', latencyMs: 60_000 });
    const aborter = new AbortController();
    const pending = me(aborter.signal);
    aborter.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('answers an injected status with INJECTED_FAULT and a trace id', async () => {
    api.faults.add({ path: '/api/users/me', status: 500 });
    const response = await me();
    expect(response.status).toBe(500);
    expect(await errorOf(response)).toMatchObject({ code: 'INJECTED_FAULT', message: '注入的故障 500' });
  });

  it('answers an injected status with the given body', async () => {
    api.faults.add({ path: '/api/users/me', status: 400, body: { code: 'X', message: '自定义' } });
    const response = await me();
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 'X', message: '自定义' });
  });

  it.each([502, 503])('answers a bodiless %s with an HTML gateway page', async (status) => {
    api.faults.add({ path: '/api/*', status });
    const response = await me();
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toMatch(new RegExp(`^<html><body>${status} .+</body></html>$`));
  });

  it('hangs until the request is aborted, then rejects with AbortError', async () => {
    api.faults.add({ path: '/api/users/me', hang: true });
    const aborter = new AbortController();
    let outcome = 'pending';
    const pending = me(aborter.signal).then(
      () => (outcome = 'answered'),
      (error: Error) => (outcome = error.name),
    );
    await vi.waitFor(() => expect(api.faults.holding()).toBe(1));
    expect(outcome).toBe('pending');
    aborter.abort();
    await pending;
    expect(outcome).toBe('AbortError');
  });

  it('keeps a hung request alive through a garbage collection, so the abort still ends it', async () => {
    // Node's Request follows the caller's signal only weakly: once collected, the wait would never end.
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    api.faults.add({ path: '/api/users/me', hang: true });
    const aborter = new AbortController();
    const pending = me(aborter.signal).then(
      () => 'answered',
      (error: Error) => error.name,
    );
    await vi.waitFor(() => expect(api.faults.holding()).toBe(1));
    gc();
    // A turn of the event loop between the collections, so a weak reference cleared by the first is seen.
    await new Promise((resolve) => setImmediate(resolve));
    gc();
    aborter.abort();
    expect(await pending).toBe('AbortError');
  });

  it('counts times down and drops the rule at zero', async () => {
    api.faults.add({ path: '/api/users/me', status: 500, times: 2 });
    expect((await me()).status).toBe(500);
    expect(api.faults.list()).toEqual([{ path: '/api/users/me', status: 500, times: 1 }]);
    expect((await me()).status).toBe(500);
    expect(api.faults.list()).toEqual([]);
    expect((await me()).status).toBe(200);
  });

  it('matches method, exact path and prefix as written', async () => {
    api.faults.add({ method: 'post', path: '/api/files/*', status: 503 });
    expect((await me()).status).toBe(200);
    const upload = await call(api, '/api/files/upload_form', { method: 'POST', token, body: { fileName: 'a.png', type: 1 } });
    expect(upload.status).toBe(503);
    api.faults.clear();
    api.faults.add({ path: '/api/users', status: 500 });
    expect((await me()).status).toBe(200);
  });

  it('never applies to /api/__dev/*, so a fault can always be cleared', async () => {
    api.faults.add({ path: '*', status: 500 });
    const list = await call(api, '/api/__dev/faults');
    expect(list.status).toBe(200);
    expect(await list.json()).toEqual([{ path: '*', status: 500 }]);
    expect((await call(api, '/api/__dev/faults', { method: 'DELETE' })).status).toBe(200);
    expect((await me()).status).toBe(200);
  });

  it('adds a rule over HTTP and refuses a rule without a path', async () => {
    const added = await call(api, '/api/__dev/faults', { method: 'POST', body: { path: '/api/users/me', status: 418, times: 1 } });
    expect(added.status).toBe(200);
    expect((await me()).status).toBe(418);
    const bad = await call(api, '/api/__dev/faults', { method: 'POST', body: { status: 500 } });
    expect(bad.status).toBe(400);
    await errorOf(bad);
  });

  it('clears faults and restores state on reset, directly or over HTTP', async () => {
    api.faults.add({ path: '/api/users/me', status: 500 });
    api.reset();
    expect(api.faults.list()).toEqual([]);
    api.faults.add({ path: '/api/users/me', status: 500 });
    expect((await call(api, '/api/__dev/reset', { method: 'POST' })).status).toBe(200);
    expect((await me()).status).toBe(200);
  });
});

describe('dev API error replies', () => {
  it('give every error a fresh trace id', async () => {
    const api = freshApi();
    const token = await login(api);
    api.faults.add({ path: '/api/taobao_mini_app', status: 500 });
    const replies = await Promise.all([
      call(api, '/api/nowhere'),
      call(api, '/api/users/me'),
      call(api, '/api/users/login', { method: 'POST', body: { username: 'demo', password: 'x' } }),
      call(api, '/api/files/upload_form', { method: 'POST', token, body: { fileName: 'a.png', type: 9 } }),
      call(api, '/api/files/upload_result', { method: 'POST', token, body: { success: true, fileId: '1' } }),
      call(api, '/api/files/1/content'),
      call(api, '/api/taobao_mini_app', { token }),
    ]);
    const traceIds = new Set<string>();
    for (const reply of replies) {
      expect(reply.status).toBeGreaterThanOrEqual(400);
      traceIds.add((await errorOf(reply)).traceId);
    }
    expect(traceIds.size).toBe(replies.length);
  });
});
