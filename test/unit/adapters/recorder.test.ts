import { afterEach, describe, expect, it, vi } from 'vitest';
import { createChannel } from '../../../bridge/channel';
import { createBridgeHost } from '../../../bridge/createBridgeHost';
import { createMemoryTransportPair } from '../../support/memoryTransport';
import { isSessionFixture } from '../../../adapters/mock/fixtureFormat';
import { REDACTED } from '../../../adapters/mock/redact';
import { SessionRecorder } from '../../../adapters/mock/recorder';
import type { Json } from '../../../bridge/Json';
import { SessionReplayer } from '../../../adapters/mock/replayer';

describe('recording a session and replaying it', () => {
  it('records admin API exchanges without secrets, and replays them in order', async () => {
    const recorder = new SessionRecorder('browser');
    let calls = 0;
    const fetchRecorded = recorder.wrapFetch(async (request) => {
      calls += 1;
      if (request.url.endsWith('/login')) return Response.json({ token: 'secret-token' });
      return Response.json({ n: calls });
    });
    await fetchRecorded(new Request('http://x/api/users/login', { method: 'POST', body: JSON.stringify({ username: 'demo', password: 'p' }), headers: { 'content-type': 'application/json' } }));
    await fetchRecorded(new Request('http://x/api/items?page=1'));
    await fetchRecorded(new Request('http://x/api/items?page=1'));

    const fixture = JSON.parse(JSON.stringify(recorder.toFixture()));
    expect(isSessionFixture(fixture)).toBe(true);
    expect(JSON.stringify(fixture)).not.toContain('secret-token');
    expect(fixture.exchanges[0].requestBody).toEqual({ username: 'demo', password: REDACTED });

    const replayer = new SessionReplayer(fixture);
    const first = replayer.replayHttp(new Request('http://other-host/api/items?page=1'));
    const second = replayer.replayHttp(new Request('http://other-host/api/items?page=1'));
    const third = replayer.replayHttp(new Request('http://other-host/api/items?page=1'));
    expect(await first!.json()).toEqual({ n: 2 });
    expect(await second!.json()).toEqual({ n: 3 });
    expect(await third!.json()).toEqual({ n: 3 });
    expect(replayer.replayHttp(new Request('http://other-host/api/items?page=2'))).toBeNull();
  });

  it('records bridge requests with the host reply, including failures', async () => {
    const recorder = new SessionRecorder('qianniu');
    const [pluginSide, hostSide] = createMemoryTransportPair();
    createBridgeHost(hostSide, {
      'top.invoke': ({ api }) => {
        if (api === 'bad') throw Object.assign(new Error('接口 bad 不存在'), { code: 'isv.invalid-method' });
        return { ok: 1 };
      },
    });
    const channel = createChannel(recorder.wrapTransport(pluginSide));
    await channel.request('top.invoke', { api: 'good', data: {} });
    await expect(channel.request('top.invoke', { api: 'bad', data: {} })).rejects.toThrow('接口 bad 不存在');

    const replayer = new SessionReplayer(recorder.toFixture());
    expect(replayer.replayBridge('top.invoke', { api: 'good', data: {} })).toMatchObject({ ok: true, result: { ok: 1 } });
    expect(replayer.replayBridge('top.invoke', { api: 'bad', data: {} })).toMatchObject({
      ok: false,
      error: { code: 'isv.invalid-method', message: '接口 bad 不存在' },
    });
  });

  it('redacts secrets in bridge params and results by key name, at any depth and in any case', async () => {
    const recorder = new SessionRecorder('qianniu');
    const [pluginSide, hostSide] = createMemoryTransportPair();
    // The host echoes what it got, and adds secrets of its own.
    createBridgeHost(hostSide, {
      'top.invoke': ({ data }) => ({ echo: data, auth: { access_token: 'result-token', refreshToken: 'result-refresh' } }),
    });
    const channel = createChannel(recorder.wrapTransport(pluginSide));
    const data: { [k: string]: Json } = {
      session: 'tb-session-key',
      fields: 'num_iid,title',
      nested: [{ Access_Token: 'at-1', appSecret: 'app-secret', 'X-Api-Key': 'api-key', Cookie: 'c=1' }],
      headers: { Authorization: 'Bearer live', PASSWORD: 'pw' },
      fileKey: 'file-7',
      keyword: '手机壳',
    };
    await channel.request('top.invoke', { api: 'taobao.items.search', data });

    const fixture = JSON.parse(JSON.stringify(recorder.toFixture()));
    const text = JSON.stringify(fixture);
    for (const secret of ['tb-session-key', 'at-1', 'app-secret', 'api-key', 'c=1', 'Bearer live', 'pw', 'result-token', 'result-refresh']) {
      expect(text).not.toContain(secret);
    }
    expect(fixture.exchanges[0].params.data).toEqual({
      session: REDACTED,
      fields: 'num_iid,title',
      nested: [{ Access_Token: REDACTED, appSecret: REDACTED, 'X-Api-Key': REDACTED, Cookie: REDACTED }],
      headers: { Authorization: REDACTED, PASSWORD: REDACTED },
      // Ids and words that merely contain "key" are kept: a replay needs them.
      fileKey: 'file-7',
      keyword: '手机壳',
    });
    expect(fixture.exchanges[0].result.auth).toEqual({ access_token: REDACTED, refreshToken: REDACTED });

    // The same live call (secrets and all) still finds its recorded answer.
    const replayer = new SessionReplayer(fixture);
    expect(replayer.replayBridge('top.invoke', { api: 'taobao.items.search', data })).toMatchObject({ ok: true });
  });
});

describe('recording calls the app gave up on', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  function recordedHost(delayMs: number) {
    const recorder = new SessionRecorder('qianniu');
    const [pluginSide, hostSide] = createMemoryTransportPair();
    createBridgeHost(hostSide, { 'top.invoke': ({ api }) => ({ api }) }, { intercept: () => delayMs });
    // The reply is seen arriving at the plugin side, recorded or not.
    let replies = 0;
    pluginSide.subscribe(() => (replies += 1));
    const channel = createChannel(recorder.wrapTransport(pluginSide));
    return { recorder, channel, replies: () => replies };
  }

  it('forgets a call that timed out and does not record its late reply', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { recorder, channel, replies } = recordedHost(5_000);
    const call = channel.request('top.invoke', { api: 'slow', data: {} }, { timeoutMs: 1_000 });
    const rejected = expect(call).rejects.toMatchObject({ code: 'TIMEOUT' });
    await vi.advanceTimersByTimeAsync(1_000);
    await rejected;
    expect(recorder.pendingBridgeCalls).toBe(0);

    await vi.advanceTimersByTimeAsync(4_000);
    await vi.waitFor(() => expect(replies()).toBe(1));
    expect(recorder.count).toBe(0);
    expect(recorder.toFixture().exchanges).toEqual([]);
  });

  it('forgets an aborted call, and still records the calls that were answered', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { recorder, channel, replies } = recordedHost(100);
    const controller = new AbortController();
    const aborted = channel.request('top.invoke', { api: 'dropped', data: {} }, { signal: controller.signal });
    const answered = channel.request('top.invoke', { api: 'kept', data: {} });
    controller.abort();
    await expect(aborted).rejects.toMatchObject({ code: 'ABORTED' });
    expect(recorder.pendingBridgeCalls).toBe(1);

    await vi.advanceTimersByTimeAsync(100);
    await expect(answered).resolves.toEqual({ api: 'kept' });
    await vi.waitFor(() => expect(replies()).toBe(2));
    expect(recorder.pendingBridgeCalls).toBe(0);
    expect(recorder.toFixture().exchanges).toEqual([
      { type: 'bridge', method: 'top.invoke', params: { api: 'kept', data: {} }, ok: true, result: { api: 'kept' } },
    ]);
  });
});
