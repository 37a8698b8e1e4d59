import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DevApi } from '../../../adapters/mock/devApi';
import { call, freshApi, login } from './helpers';

describe('dev API: releasing the requests a hang holds', () => {
  let api: DevApi;
  let token: string;
  beforeEach(async () => {
    api = freshApi();
    token = await login(api);
  });

  const me = (signal?: AbortSignal) => call(api, '/api/users/me', { token, signal });

  /** Releases once a request is held: the hang starts after the request's own asynchronous steps. */
  async function releaseWhenHeld(release: () => Promise<number> | number): Promise<number> {
    for (;;) {
      const released = await release();
      if (released > 0) return released;
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
  }

  it('lets a held request go on to its route', async () => {
    api.faults.add({ path: '/api/users/me', hang: true });
    const pending = me();
    expect(await releaseWhenHeld(() => api.faults.release())).toBe(1);
    const response = await pending;
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ username: 'demo' });
  });

  it('lets a held request go on to its rule’s status, and keeps the rule', async () => {
    api.faults.add({ path: '/api/users/me', hang: true, status: 503 });
    const pending = me();
    await releaseWhenHeld(() => api.faults.release());
    expect((await pending).status).toBe(503);
    expect(api.faults.list()).toEqual([{ path: '/api/users/me', hang: true, status: 503 }]);
  });

  it('releases over HTTP, saying how many went on', async () => {
    api.faults.add({ path: '/api/users/me', hang: true });
    const first = me();
    const second = me();
    let released = 0;
    while (released < 2) {
      released += ((await (await call(api, '/api/__dev/faults/release', { method: 'POST' })).json()) as { released: number }).released;
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    expect([(await first).status, (await second).status]).toEqual([200, 200]);
  });

  it('does not release on clear or reset: a held write must not land in a fresh state', async () => {
    api.faults.add({ path: '/api/users/me', hang: true });
    const aborter = new AbortController();
    let outcome = 'pending';
    const pending = me(aborter.signal).then(
      () => (outcome = 'answered'),
      (error: Error) => (outcome = error.name),
    );
    await vi.waitFor(() => expect(api.faults.holding()).toBe(1));
    api.faults.clear();
    api.reset();
    // A release lets go at once: the request is still held, and stays so until its client gives up.
    expect(api.faults.holding()).toBe(1);
    await new Promise((resolve) => setImmediate(resolve));
    expect(outcome).toBe('pending');
    aborter.abort();
    await pending;
    expect(outcome).toBe('AbortError');
    expect(api.faults.release()).toBe(0);
  });

  it('has nothing to release after the client gave up', async () => {
    api.faults.add({ path: '/api/users/me', hang: true });
    const aborter = new AbortController();
    const pending = me(aborter.signal).catch((error: Error) => error.name);
    await vi.waitFor(() => expect(api.faults.holding()).toBe(1));
    aborter.abort();
    expect(await pending).toBe('AbortError');
    expect(api.faults.release()).toBe(0);
  });
});
