import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createDevApi, type DevApi } from '../../../adapters/mock/devApi';
import type { PhoneBrand } from '../../../contract/catalogue';
import { RETRY_KEY_HEADER, RETRY_KEY_TTL_MS } from '../../../contract/retryKey';
import { DEV_ACCOUNTS } from '../../../fixtures/seed';
import { ReplayBook } from '../../../adapters/mock/devApi/http/replayBook';
import { BASE, call, errorOf, login } from './helpers';

describe('dev API: a write sent again under its Idempotency-Key', () => {
  let api: DevApi;
  let token: string;
  let clock = 1_700_000_000_000;
  beforeEach(async () => {
    clock = 1_700_000_000_000;
    api = createDevApi({ origin: BASE, now: () => clock });
    token = await login(api);
  });

  const create = (name: string, key?: string, as = token) =>
    call(api, '/api/phone_brands', { method: 'POST', token: as, body: { name }, headers: key === undefined ? {} : { [RETRY_KEY_HEADER]: key } });
  const named = async (name: string) => ((await (await call(api, '/api/phone_brands', { token })).json()) as PhoneBrand[]).filter((b) => b.name === name);

  it('is done once: the second gets the first one’s reply, the same record', async () => {
    const first = await create('重试品牌', 'key-1');
    const again = await create('重试品牌', 'key-1');
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(await first.json());
    expect(await named('重试品牌')).toHaveLength(1);
  });

  it('is done once when both are sent at the same time', async () => {
    const replies = await Promise.all([create('同时品牌', 'key-2'), create('同时品牌', 'key-2')]);
    const [a, b] = await Promise.all(replies.map((reply) => reply.json() as Promise<PhoneBrand>));
    expect(a.id).toBe(b.id);
    expect(await named('同时品牌')).toHaveLength(1);
  });

  it('without a key, or under another key, is a write of its own', async () => {
    await create('两次品牌');
    await create('两次品牌');
    await create('两次品牌', 'key-3');
    await create('两次品牌', 'key-4');
    expect(await named('两次品牌')).toHaveLength(4);
  });

  it('does a change made from a revision once: sent again after it was done, it gets its reply, not a conflict', async () => {
    const [jig] = (await (await call(api, '/api/print_jigs', { token })).json()) as Array<Record<string, unknown> & { id: string; updatedAt: number }>;
    const { id, updatedAt, ...fields } = jig!;
    const change = (key: string) =>
      call(api, `/api/print_jigs/${id}`, { method: 'PUT', token, body: { ...fields, dpi: 600, baseUpdatedAt: updatedAt }, headers: { [RETRY_KEY_HEADER]: key } });
    const first = await change('key-put');
    const again = await change('key-put');
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(await first.json());
    // Under another key it is another change, made from a revision that is no longer the stored one.
    expect((await change('key-put-2')).status).toBe(409);
  });

  it('does not send a change’s reply again once the user wrote anything since: another tab’s save or delete is not hidden', async () => {
    const jigs = async () => (await (await call(api, '/api/print_jigs', { token })).json()) as Array<Record<string, unknown> & { id: string; updatedAt: number }>;
    const [jig] = await jigs();
    const { id, updatedAt, ...fields } = jig!;
    const change = (dpi: number, base: number, key?: string) =>
      call(api, `/api/print_jigs/${id}`, { method: 'PUT', token, body: { ...fields, dpi, baseUpdatedAt: base }, headers: key ? { [RETRY_KEY_HEADER]: key } : {} });
    expect((await change(600, updatedAt, 'mine')).status).toBe(200);
    // An upload changes no record: the change is still answered with its reply.
    await call(api, '/api/files/upload_form', { method: 'POST', token, body: { fileName: 'a.png', type: 1 }, headers: { [RETRY_KEY_HEADER]: 'upload-1' } });
    expect((await change(600, updatedAt, 'mine')).status).toBe(200);

    // Another tab saves the jig from what it read since.
    const [now] = await jigs();
    expect((await change(720, now!.updatedAt)).status).toBe(200);
    const again = await change(600, updatedAt, 'mine');
    expect(again.status).toBe(409);
    expect((await jigs())[0]).toMatchObject({ dpi: 720 });

    // Deleted in another tab: the change sent again is told the jig is gone.
    const [latest] = await jigs();
    expect((await change(800, latest!.updatedAt, 'before-delete')).status).toBe(200);
    expect((await call(api, `/api/print_jigs/${id}`, { method: 'DELETE', token })).status).toBe(200);
    expect((await change(800, latest!.updatedAt, 'before-delete')).status).toBe(404);
  });

  it('forgets a POST made from what the tab read (a setting’s save) at the next write, as a change, and keeps a create; an upload forgets neither', async () => {
    const book = new ReplayBook(() => clock);
    const runs: Record<string, number> = {};
    const post = (path: string, key: string, body: unknown) =>
      book.run(new Request(`${BASE}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', [RETRY_KEY_HEADER]: key }, body: JSON.stringify(body) }), path, async () => {
        runs[key] = (runs[key] ?? 0) + 1;
        return Response.json({ ok: true });
      }, !path.startsWith('/api/files/'));
    await post('/api/brands', 'create', { name: '新品牌' });
    await post('/api/settings', 'setting', { mode: 1, baseRevision: 13 });
    await post('/api/files/upload_form', 'upload', { fileName: 'a.png' });
    await post('/api/settings', 'setting', { mode: 1, baseRevision: 13 });
    expect(runs).toEqual({ setting: 1, create: 1, upload: 1 });

    await post('/api/other', 'other', { name: '另一个' });
    await post('/api/settings', 'setting', { mode: 1, baseRevision: 13 });
    await post('/api/brands', 'create', { name: '新品牌' });
    expect(runs).toEqual({ setting: 2, create: 1, upload: 1, other: 1 });
  });

  it('answers a change sent again while it still runs with its reply, though a write since made it stale; then runs it again', async () => {
    const book = new ReplayBook(() => clock);
    let runs = 0;
    let finish: () => void = () => {};
    let started: () => void = () => {};
    let writing = Promise.resolve();
    const change = () => {
      writing = new Promise<void>((resolve) => (started = resolve));
      return book.run(new Request(`${BASE}/api/jigs/1`, { method: 'PUT', headers: { 'content-type': 'application/json', [RETRY_KEY_HEADER]: 'slow-change' }, body: '{"baseUpdatedAt":1}' }), '/api/jigs/1', () => {
        runs += 1;
        const run = runs;
        started();
        return new Promise<Response>((resolve) => (finish = () => resolve(Response.json({ run }))));
      });
    };
    const first = change();
    await writing;
    await book.run(new Request(`${BASE}/api/other`, { method: 'POST', headers: { 'content-type': 'application/json', [RETRY_KEY_HEADER]: 'other' }, body: '{}' }), '/api/other', async () => Response.json({}));
    // The retry has looked its key up before the first ends.
    const lookups = vi.spyOn((book as unknown as { entries: Map<string, unknown> }).entries, 'get');
    const again = change();
    await vi.waitFor(() => expect(lookups).toHaveBeenCalledTimes(1));
    finish();
    expect(await (await first).json()).toEqual({ run: 1 });
    expect(await (await again).json()).toEqual({ run: 1 });
    expect(runs).toBe(1);
    const third = change();
    await writing;
    finish();
    expect(await (await third).json()).toEqual({ run: 2 });
  });

  it('keeps a key by its query too: the same key with another query is not answered with the first reply', async () => {
    const book = new ReplayBook(() => clock);
    let runs = 0;
    const sent = (search: string) =>
      new Request(`${BASE}/api/a${search}`, { method: 'POST', headers: { 'content-type': 'application/json', [RETRY_KEY_HEADER]: 'q' }, body: '{}' });
    await book.run(sent(''), '/api/a', async () => Response.json({ run: ++runs }));
    await book.run(sent('?x=1'), '/api/a', async () => Response.json({ run: ++runs }));
    await book.run(sent(''), '/api/a', async () => Response.json({ run: ++runs }));
    expect(runs).toBe(2);
  });

  it('keeps a key by method: a PUT under a POST’s key is not answered with the POST’s reply', async () => {
    const created = (await (await create('方法品牌', 'key-m')).json()) as PhoneBrand;
    const renamed = await call(api, `/api/phone_brands/${created.id}`, { method: 'PATCH', token, body: { name: '方法品牌改' }, headers: { [RETRY_KEY_HEADER]: 'key-m' } });
    expect(renamed.status).toBe(200);
    expect(await named('方法品牌改')).toHaveLength(1);
  });

  it('refuses a key sent again with another body, and a key that is no token', async () => {
    await create('先来', 'key-5');
    const reused = await create('后到', 'key-5');
    expect(reused.status).toBe(422);
    expect((await errorOf(reused)).code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await named('后到')).toHaveLength(0);
    for (const bad of ['', 'a b', 'x'.repeat(65), 'k/..']) expect((await create('坏键', bad)).status).toBe(400);
    expect(await named('坏键')).toHaveLength(0);
  });

  it('does the write again after a refusal: only a success is kept', async () => {
    api.faults.add({ path: '/api/phone_brands', method: 'POST', status: 503, times: 1 });
    expect((await create('失败后', 'key-6')).status).toBe(503);
    expect((await create('失败后', 'key-6')).status).toBe(200);
    expect(await named('失败后')).toHaveLength(1);
  });

  it('keeps a key one account’s: another account’s write under the same key is its own', async () => {
    const other = await login(api, DEV_ACCOUNTS.newcomer);
    const mine = (await (await create('各自品牌', 'key-7')).json()) as PhoneBrand;
    const theirs = await create('各自品牌', 'key-7', other);
    expect(theirs.status).toBe(200);
    expect(((await theirs.json()) as PhoneBrand).id).not.toBe(mine.id);
    const theirList = (await (await call(api, '/api/phone_brands', { token: other })).json()) as PhoneBrand[];
    expect(theirList.filter((b) => b.name === '各自品牌')).toHaveLength(1);
    expect(await named('各自品牌')).toHaveLength(1);
  });

  it('always runs a sign-out or a sign-in: a key on them is not kept', async () => {
    const logout = (as: string) => call(api, '/api/users/logout', { method: 'POST', token: as, body: {}, headers: { [RETRY_KEY_HEADER]: 'out-1' } });
    expect((await logout(token)).status).toBe(200);
    const next = await login(api);
    expect((await logout(next)).status).toBe(200);
    expect((await call(api, '/api/users/me', { token: next })).status).toBe(401);
    const signIn = () => call(api, '/api/users/login', { method: 'POST', body: DEV_ACCOUNTS.merchant, headers: { [RETRY_KEY_HEADER]: 'in-1' } });
    const [first, second] = [await (await signIn()).json(), await (await signIn()).json()] as { token: string }[];
    expect(second!.token).not.toBe(first!.token);
  });

  it('keeps a user’s last 1,000 keys: the oldest is forgotten first', async () => {
    await create('最早品牌', 'first');
    for (let i = 0; i < 1_000; i++) await create(`品牌${i}`, `k${i}`);
    await create('最早品牌', 'first');
    expect(await named('最早品牌')).toHaveLength(2);
    await create('品牌999', 'k999');
    expect(await named('品牌999')).toHaveLength(1);
  });

  it('keeps the key sent again after its first was let go mid-write, whatever the first write ends in', async () => {
    const book = new ReplayBook(() => clock);
    const sent = (key: string) =>
      new Request(`${BASE}/api/a`, { method: 'POST', headers: { 'content-type': 'application/json', [RETRY_KEY_HEADER]: key }, body: '{}' });
    let fail: (reply: Response) => void = () => {};
    let started: () => void = () => {};
    const writing = new Promise<void>((resolve) => (started = resolve));
    const first = book.run(sent('slow'), '/api/a', () => new Promise<Response>((resolve) => ((fail = resolve), started())));
    await writing;
    // A day later (or past the user's bounds), the slow write's key is let go, and the key is sent again.
    clock += RETRY_KEY_TTL_MS + 1;
    await book.run(sent('other'), '/api/a', async () => Response.json({ other: true }));
    let runs = 0;
    const again = await book.run(sent('slow'), '/api/a', async () => Response.json({ run: ++runs }));
    fail(new Response('', { status: 500 }));
    expect((await first).status).toBe(500);
    // The first write's refusal forgets its own entry only: the second's reply is still kept.
    const third = await book.run(sent('slow'), '/api/a', async () => Response.json({ run: ++runs }));
    expect(await third.json()).toEqual(await again.json());
    expect(runs).toBe(1);
  });

  it('keeps at most 4 MB of a user’s replies, and none over 1 MB (a 500-layer template’s is kept)', async () => {
    const book = new ReplayBook(() => clock);
    let runs = 0;
    const sent = (key: string) =>
      new Request(`${BASE}/api/a`, { method: 'POST', headers: { 'content-type': 'application/json', [RETRY_KEY_HEADER]: key }, body: '{}' });
    const write = (bytes: number) => async () => {
      runs++;
      return new Response(new Uint8Array(bytes));
    };
    for (let i = 0; i < 2; i++) await book.run(sent('big'), '/api/a', write(1025 * 1024));
    expect(runs).toBe(2);
    for (let i = 0; i < 2; i++) await book.run(sent('template'), '/api/a', write(300 * 1024));
    expect(runs).toBe(3);
    for (let i = 0; i < 20; i++) await book.run(sent(`m${i}`), '/api/a', write(250 * 1024));
    runs = 0;
    await book.run(sent('m19'), '/api/a', write(250 * 1024));
    expect(runs).toBe(0);
    await book.run(sent('m0'), '/api/a', write(250 * 1024));
    expect(runs).toBe(1);
  });

  it('tells one body from another without SubtleCrypto (a page that is not a secure context)', async () => {
    vi.stubGlobal('crypto', { getRandomValues: crypto.getRandomValues.bind(crypto) });
    try {
      await create('无加密', 'plain-1');
      await create('无加密', 'plain-1');
      expect(await named('无加密')).toHaveLength(1);
      expect((await create('无加密2', 'plain-1')).status).toBe(422);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('forgets a key after a day', async () => {
    await create('隔天品牌', 'key-8');
    clock += RETRY_KEY_TTL_MS + 1;
    await create('other', 'key-9');
    await create('隔天品牌', 'key-8');
    expect(await named('隔天品牌')).toHaveLength(2);
  });
});
