import { describe, expect, it } from 'vitest';
import { createChannel } from '../../../bridge/channel';
import { createBridgeHost } from '../../../bridge/createBridgeHost';
import { createMemoryTransportPair } from '../../../bridge/memoryTransport';
import { isSessionFixture } from '../../../adapters/mock/fixtureFormat';
import { REDACTED, SessionRecorder } from '../../../adapters/mock/recorder';
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
});
