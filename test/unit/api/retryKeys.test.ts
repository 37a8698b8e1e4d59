import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { call, configureApiClient, forgetLostWrites } from '../../../src/api/client';
import { brands } from '../../../contract/endpoints/catalogue/brands';
import { users } from '../../../contract/endpoints/auth/users';
import { shopFonts } from '../../../contract/endpoints/library/shopFonts';
import { RETRY_KEY_HEADER } from '../../../contract/retryKey';
import { createDevApi } from '../../../adapters/mock/devApi';
import type { PhoneBrand } from '../../../contract/catalogue';
import { LOST_WRITES_KEY, RetryKeys } from '../../../src/api/retryKeys';
import { safeStorage } from '../../../src/lib/safeStorage';

/** The real client over `answer`; the key each request carried, in order. */
function client(answer: (request: Request) => Promise<Response>, token: () => string | null = () => 'tok-1') {
  const keys: (string | null)[] = [];
  configureApiClient({
    apiFetch: async (request) => {
      keys.push(request.headers.get(RETRY_KEY_HEADER));
      return answer(request);
    },
    baseURL: 'http://admin.test',
    getToken: token,
    isAuditMode: () => false,
    onFailure: () => {},
  });
  return keys;
}

const lost = () => Promise.reject(new TypeError('Failed to fetch'));

/** The real client over a dev API that does the first write and loses its reply (a dropped connection). */
function clientOverDevApiLosingFirstReply(): void {
  const api = createDevApi({ origin: 'http://admin.test' });
  const token = api.tokens.issue('demo');
  let lose = 1;
  client(async (request) => {
    const reply = await api.handle(request);
    return lose-- > 0 ? lost() : reply;
  }, () => token);
}

describe('the Idempotency-Key of a write', () => {
  it('is the same for the same write sent again after no reply came, and new once one did', async () => {
    let fails = 1;
    const keys = client(() => (fails-- > 0 ? lost() : Promise.resolve(Response.json({ id: '9', name: 'A', next: null }))));
    await expect(call(brands.create, { body: { name: 'A' } })).rejects.toThrow();
    await call(brands.create, { body: { name: 'A' } });
    await call(brands.create, { body: { name: 'A' } });
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('is new after an HTTP error (the write was judged), for another body, and for another account', async () => {
    let token = 'tok-1';
    const keys = client(() => Promise.resolve(Response.json({ code: 'INTERNAL', message: '错误', traceId: 't' }, { status: 500 })), () => token);
    await expect(call(brands.create, { body: { name: 'B' } })).rejects.toThrow();
    await expect(call(brands.create, { body: { name: 'B' } })).rejects.toThrow();
    expect(keys[1]).not.toBe(keys[0]);

    const unanswered = client(lost, () => token);
    await expect(call(brands.create, { body: { name: 'C' } })).rejects.toThrow();
    await expect(call(brands.create, { body: { name: 'D' } })).rejects.toThrow();
    token = 'tok-2';
    await expect(call(brands.create, { body: { name: 'C' } })).rejects.toThrow();
    expect(new Set(unanswered).size).toBe(3);
  });

  it('is the same after a gateway\'s 502 or 504, which may hide a write that was done', async () => {
    const statuses = [504, 502, 200];
    const keys = client(() => {
      const status = statuses.shift()!;
      return Promise.resolve(status === 200 ? Response.json({ id: '9', name: 'H', next: null }) : new Response('<html>Gateway Timeout</html>', { status }));
    });
    await expect(call(brands.create, { body: { name: 'H' } })).rejects.toThrow();
    await expect(call(brands.create, { body: { name: 'H' } })).rejects.toThrow();
    await call(brands.create, { body: { name: 'H' } });
    expect(new Set(keys).size).toBe(1);
  });

  it('is not sent with a read, nor with a change that sets what it says whatever was there (sent again, it sets it again)', async () => {
    const keys = client((request) => Promise.resolve(Response.json(request.method === 'GET' ? [] : { id: '1', name: 'E', next: null })));
    await call(brands.list);
    await call(shopFonts.update, { params: { id: '1' }, body: { enabled: false } }).catch(() => undefined);
    await call(brands.update, { params: { id: '1' }, body: { name: 'E', baseName: undefined } }).catch(() => undefined);
    expect(keys).toEqual([null, null, null]);
  });

  it('is not sent, nor anything of the write kept, for a call without a token (the sign-in, whose body is the password)', async () => {
    globalThis.sessionStorage?.clear();
    const keys = client(lost, () => null);
    await expect(call(users.login, { body: { username: 'demo', password: 'demo1234' } })).rejects.toThrow();
    expect(keys).toEqual([null]);
    expect(globalThis.sessionStorage?.getItem(LOST_WRITES_KEY) ?? null).toBeNull();
  });

  it('is sent with a change made from what the tab read, which sent again after it was done would be refused as stale', async () => {
    let fails = 1;
    const keys = client(() => (fails-- > 0 ? lost() : Promise.resolve(Response.json({ id: '1', name: 'E', next: null }))));
    await expect(call(brands.update, { params: { id: '1' }, body: { name: 'E', baseName: 'F' } })).rejects.toThrow();
    await call(brands.update, { params: { id: '1' }, body: { name: 'E', baseName: 'F' } });
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('makes a create whose reply was lost, sent again, one record in the dev API', async () => {
    clientOverDevApiLosingFirstReply();
    await expect(call(brands.create, { body: { name: '丢失回复' } })).rejects.toThrow();
    const created = await call(brands.create, { body: { name: '丢失回复' } });
    const listed = (await call(brands.list)) as PhoneBrand[];
    expect(listed.filter((brand) => brand.name === '丢失回复').map((brand) => brand.id)).toEqual([created.id]);
  });

  it('is new for the same write sent while the first is on its way: two uploads of one file name are two', async () => {
    const replies: Array<() => void> = [];
    const keys = client(
      () => new Promise<Response>((resolve) => replies.push(() => resolve(Response.json({ id: String(replies.length), name: 'G', next: null })))),
    );
    const both = Promise.all([call(brands.create, { body: { name: 'G' } }), call(brands.create, { body: { name: 'G' } })]);
    await expect.poll(() => replies.length).toBe(2);
    for (const reply of replies) reply();
    await both;
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('is new for a lost write once another write of its collection was answered: a brand deleted since is added again', async () => {
    clientOverDevApiLosingFirstReply();
    await expect(call(brands.create, { body: { name: '删了再加' } })).rejects.toThrow();
    const made = ((await call(brands.list)) as PhoneBrand[]).find((brand) => brand.name === '删了再加')!;
    await call(brands.remove, { params: { id: made.id } });
    const again = await call(brands.create, { body: { name: '删了再加' } });
    const listed = (await call(brands.list)) as PhoneBrand[];
    expect(listed.filter((brand) => brand.name === '删了再加').map((brand) => brand.id)).toEqual([again.id]);
    expect(again.id).not.toBe(made.id);
  });

  it('keeps at most 200 lost writes, the oldest forgotten first; a lost key is taken by one retry', () => {
    let n = 0;
    const keys = new RetryKeys(() => `k${n++}`);
    for (let i = 0; i < 201; i++) keys.lose(`write ${i}`, keys.begin(`write ${i}`), `/api/things/${i}`);
    expect(keys.begin('write 200')).toBe('k200');
    expect(keys.begin('write 1')).toBe('k1');
    expect(keys.begin('write 0')).toBe('k201');
    // Taken: a second retry at the same time is a write of its own.
    expect(keys.begin('write 1')).toBe('k202');
  });

  it('forgets the lost writes of a collection answered, and only of it', () => {
    let n = 0;
    const keys = new RetryKeys(() => `k${n++}`);
    keys.lose('brand', keys.begin('brand'), '/api/phone_brands');
    keys.lose('model', keys.begin('model'), '/api/phone_brands/7/phone_models');
    keys.lose('other', keys.begin('other'), '/api/phone_brands_x');
    keys.answered('/api/phone_brands/7');
    expect([keys.begin('brand'), keys.begin('model'), keys.begin('other')]).toEqual(['k3', 'k4', 'k2']);
  });

  it("keeps a lost create's key when another create of its collection is answered: a batch's row retried is done once", () => {
    let n = 0;
    const keys = new RetryKeys(() => `k${n++}`);
    keys.lose('row 1', keys.begin('row 1'), '/api/phone_case_wireframes');
    keys.answered('/api/phone_case_wireframes', 'POST');
    expect(keys.begin('row 1')).toBe('k0');
    // Not beside a change of the collection's records, which may be the delete of what the lost one made.
    keys.lose('row 1', 'k0', '/api/phone_case_wireframes');
    keys.answered('/api/phone_case_wireframes/4', 'PATCH');
    expect(keys.begin('row 1')).toBe('k1');
  });

  it('sends a lost create again under its key after another create of the collection was answered: one record', async () => {
    clientOverDevApiLosingFirstReply();
    await expect(call(brands.create, { body: { name: '丢了回复' } })).rejects.toThrow();
    await call(brands.create, { body: { name: '另一个' } });
    await call(brands.create, { body: { name: '丢了回复' } });
    const listed = (await call(brands.list)) as PhoneBrand[];
    expect(listed.filter((brand) => brand.name === '丢了回复')).toHaveLength(1);
  });

  it('keeps the lost writes over a reload of the tab, as fingerprints with their keys, never the token or the body', () => {
    const area = new Map<string, string>();
    const store = safeStorage(() => ({ getItem: (k: string) => area.get(k) ?? null, setItem: (k: string, v: string) => void area.set(k, v), removeItem: (k: string) => void area.delete(k) }) as unknown as Storage);
    let n = 0;
    const before = new RetryKeys(() => `k${n++}`, store);
    const write = 'secret-token\n/api/phone_brands\n{"name":"丢失的品牌"}';
    before.lose(write, before.begin(write), '/api/phone_brands');
    const kept = area.get(LOST_WRITES_KEY)!;
    expect(kept).not.toContain('secret-token');
    expect(kept).not.toContain('丢失的品牌');

    // The page reloaded: a new client over the same tab's storage.
    const after = new RetryKeys(() => `k${n++}`, store);
    expect(after.begin(write)).toBe('k0');
    expect(area.has(LOST_WRITES_KEY)).toBe(false);
    expect(after.begin(write)).toBe('k1');

    // Answered, forgotten over a reload too; anything unreadable stored is ignored.
    after.lose(write, 'k2', '/api/phone_brands');
    after.answered('/api/phone_brands/3');
    expect(new RetryKeys(() => 'fresh', store).begin(write)).toBe('fresh');
    area.set(LOST_WRITES_KEY, '{not json');
    expect(new RetryKeys(() => 'fresh', store).begin(write)).toBe('fresh');
    area.set(LOST_WRITES_KEY, JSON.stringify([['x', { key: 1 }], 'y']));
    expect(new RetryKeys(() => 'fresh', store).begin(write)).toBe('fresh');
  });

  it('keeps nothing of a write whose session ended while it ran and whose answer then never came', async () => {
    // The tab's sessionStorage, which the client reaches through window (lib/safeStorage.ts).
    const area = new Map<string, string>();
    const sessionStorage = { getItem: (k: string) => area.get(k) ?? null, setItem: (k: string, v: string) => void area.set(k, v), removeItem: (k: string) => void area.delete(k) };
    vi.stubGlobal('window', { sessionStorage });
    onTestFinished(() => void vi.unstubAllGlobals());
    let token: string | null = 'tok-1';
    let drop!: () => void;
    const keys = client((request) => new Promise<Response>((_, reject) => (drop = () => reject(new TypeError('Failed to fetch'))) && void request), () => token);
    const running = call(brands.create, { body: { name: '退出时在途' } });
    await expect.poll(() => keys.length).toBe(1);
    // Signed out meanwhile: the session's lost writes are forgotten, then this one times out.
    token = null;
    forgetLostWrites();
    drop();
    await expect(running).rejects.toThrow();
    expect(sessionStorage.getItem(LOST_WRITES_KEY)).toBeNull();

    // Signed in again as the same account: the same body is a new write.
    token = 'tok-1';
    const again = client(() => Promise.resolve(Response.json({ id: '1', name: '退出时在途', next: null })), () => token);
    await call(brands.create, { body: { name: '退出时在途' } });
    expect(again[0]).not.toBe(keys[0]);
  });

  it('forgets every lost write when the session ends: nothing of the last account is left in the tab', () => {
    const area = new Map<string, string>();
    const store = safeStorage(() => ({ getItem: (k: string) => area.get(k) ?? null, setItem: (k: string, v: string) => void area.set(k, v), removeItem: (k: string) => void area.delete(k) }) as unknown as Storage);
    const keys = new RetryKeys(() => 'new', store);
    keys.lose('tok\nPUT /api/print_jigs/7\n{}', 'lost-1', '/api/print_jigs/7');
    keys.lose('tok\nPOST /api/shops\n{}', 'lost-2', '/api/shops');
    expect(area.has(LOST_WRITES_KEY)).toBe(true);
    keys.forgetAll();
    expect(area.has(LOST_WRITES_KEY)).toBe(false);
    expect(keys.begin('tok\nPUT /api/print_jigs/7\n{}')).toBe('new');
  });
});
