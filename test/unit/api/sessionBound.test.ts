import { afterEach, describe, expect, it, vi } from 'vitest';
import { call, configureApiClient } from '../../../src/api/client';
import { brands } from '../../../contract/endpoints/catalogue/brands';
import { createDevApi } from '../../../adapters/mock/devApi';
import type { PhoneBrand } from '../../../contract/catalogue';
import { session } from '../../../src/api/session';
import { bindToSession } from '../../../src/api/sessionBound';

/** The real client over the in-page dev API, as the session's current token; every request it was sent, in order. */
function clientOverDevApi() {
  const api = createDevApi({ origin: 'http://admin.test' });
  const sent: string[] = [];
  configureApiClient({
    apiFetch: (request) => {
      sent.push(`${request.method} ${new URL(request.url).pathname} as ${request.headers.get('authorization')}`);
      return api.handle(request);
    },
    baseURL: 'http://admin.test',
    getToken: () => session.token,
    isAuditMode: () => false,
    onFailure: () => {},
  });
  return { api, sent };
}

afterEach(() => {
  session.token = null;
  session.username = null;
});

describe('a flow bound to the session it started under', () => {
  it('sends its steps while that session holds', async () => {
    const { api } = clientOverDevApi();
    session.token = api.tokens.issue('demo');
    const bound = bindToSession();
    const created = await bound.step((name: string) => call(brands.create, { body: { name } }))('坚果');
    expect(created.name).toBe('坚果');
    expect(bound.signal.aborted).toBe(false);
  });

  it('sends no step after 退出登录 and another account\'s 登录: nothing reaches that account', async () => {
    const { api, sent } = clientOverDevApi();
    const first = api.tokens.issue('demo');
    const second = api.tokens.issue('newshop');
    session.token = first;
    const bound = bindToSession();
    const create = bound.step((name: string) => call(brands.create, { body: { name } }));
    await create('坚果');

    session.token = null;
    session.token = second;
    await expect(create('锤子')).rejects.toMatchObject({ name: 'AbortError' });
    expect(sent).toEqual([`POST /api/phone_brands as Bearer ${first}`]);
    const theirs = (await api.handle(new Request('http://admin.test/api/phone_brands', { headers: { authorization: `Bearer ${second}` } })).then((r) => r.json())) as PhoneBrand[];
    expect(theirs.map((brand) => brand.name)).not.toContain('锤子');

    // A flow started under the new session goes on as that account.
    const next = bindToSession();
    await next.step((name: string) => call(brands.create, { body: { name } }))('锤子');
    expect(sent.at(-1)).toBe(`POST /api/phone_brands as Bearer ${second}`);
  });

  it('aborts its signal the moment the session ends, so an upload on its way stops there', () => {
    session.token = 'tok-a';
    const bound = bindToSession();
    const stopped = vi.fn();
    bound.signal.addEventListener('abort', stopped);
    session.token = 'tok-a';
    expect(stopped).not.toHaveBeenCalled();
    session.token = null;
    // Synchronously: a step called right after the change is already refused.
    expect(stopped).toHaveBeenCalledTimes(1);
    expect(bound.signal.aborted).toBe(true);
  });

  it('ends for every flow of the session, and only for those', async () => {
    session.token = 'tok-a';
    const one = bindToSession();
    const two = bindToSession();
    session.token = 'tok-b';
    const three = bindToSession();
    expect([one.signal.aborted, two.signal.aborted, three.signal.aborted]).toEqual([true, true, false]);
    const step = vi.fn(() => Promise.resolve('sent'));
    await expect(one.step(step)()).rejects.toMatchObject({ name: 'AbortError' });
    await expect(three.step(step)()).resolves.toBe('sent');
    expect(step).toHaveBeenCalledTimes(1);
  });

  it('uploads through the adapter with the end of the session as the signal, and refuses an upload once it ended', async () => {
    session.token = 'tok-a';
    const bound = bindToSession();
    const signals: (AbortSignal | undefined)[] = [];
    const adapter = { upload: vi.fn(async (_file: Blob, options: { signal?: AbortSignal }) => (signals.push(options.signal), { fileId: 'f1', url: 'u' })) };
    await expect(bound.upload(adapter, new Blob(['x']), { kind: 1 })).resolves.toMatchObject({ fileId: 'f1' });
    expect(signals).toEqual([bound.signal]);
    session.token = null;
    await expect(bound.upload(adapter, new Blob(['x']), { kind: 1 })).rejects.toMatchObject({ name: 'AbortError' });
    expect(adapter.upload).toHaveBeenCalledTimes(1);
  });
});
