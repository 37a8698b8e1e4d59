import { afterEach, describe, expect, it, vi } from 'vitest';
import { BridgeError } from '../../../bridge/BridgeError';
import { createChannel, type Channel } from '../../../bridge/channel';
import { createMemoryTransportPair } from '../../support/memoryTransport';
import { PROTOCOL, PROTOCOL_VERSION } from '../../../bridge/protocol';
import type { Transport } from '../../../bridge/Transport';
import { connect, connectToHand, flush, reply } from './harness';

afterEach(() => {
  vi.useRealTimers();
});

describe('createChannel', () => {
  it('resolves a request with the host result', async () => {
    const { channel } = connect({ 'host.hello': () => ({ host: 'simulator', version: '1.0' }) });
    await expect(channel.request('host.hello', {})).resolves.toEqual({ host: 'simulator', version: '1.0' });
    expect(channel.pendingCount()).toBe(0);
  });

  it('rejects with 千牛数据返回超时 when no reply comes in time and forgets the request', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { channel } = connectToHand();
    const answer = channel.request('host.hello', {}, { timeoutMs: 1_000 });
    const rejected = expect(answer).rejects.toMatchObject({ code: 'TIMEOUT', message: '千牛数据返回超时' });
    await flush();
    expect(channel.pendingCount()).toBe(1);
    vi.advanceTimersByTime(999);
    expect(channel.pendingCount()).toBe(1);
    vi.advanceTimersByTime(1);
    await rejected;
    expect(channel.pendingCount()).toBe(0);
  });

  it('times out each request at its own time, among many in flight with different timeouts', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    const { channel, far, requests } = connectToHand();
    const outcomes: string[] = [];
    const track = (name: string, timeoutMs: number) =>
      channel.request('host.hello', {}, { timeoutMs }).then(
        () => outcomes.push(`${name} answered`),
        (error: { code: string }) => outcomes.push(`${name} ${error.code}`),
      );
    void track('a', 1_000);
    void track('b', 300);
    vi.advanceTimersByTime(200);
    void track('c', 1_000);
    await flush();
    reply(far, requests[0]!.id, { host: 'h', version: '1' });
    await flush();
    vi.advanceTimersByTime(99);
    await flush();
    expect(outcomes).toEqual(['a answered']);
    vi.advanceTimersByTime(1);
    await flush();
    expect(outcomes).toEqual(['a answered', 'b TIMEOUT']);
    vi.advanceTimersByTime(899);
    await flush();
    expect(channel.pendingCount()).toBe(1);
    vi.advanceTimersByTime(1);
    await flush();
    expect(outcomes).toEqual(['a answered', 'b TIMEOUT', 'c TIMEOUT']);
    expect(channel.pendingCount()).toBe(0);
  });

  it('uses a 30 second default timeout', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { channel } = connectToHand();
    const rejected = expect(channel.request('host.hello', {})).rejects.toMatchObject({ code: 'TIMEOUT' });
    vi.advanceTimersByTime(29_999);
    expect(channel.pendingCount()).toBe(1);
    vi.advanceTimersByTime(1);
    await rejected;
  });

  it('ignores a reply that arrives after the timeout', async () => {
    const { channel, far, requests } = connectToHand();
    const answer = channel.request('host.hello', {}, { timeoutMs: 5 });
    await expect(answer).rejects.toMatchObject({ code: 'TIMEOUT' });

    reply(far, requests[0].id, { host: 'late', version: '1' });
    await flush();
    expect(channel.pendingCount()).toBe(0);

    const next = channel.request('host.hello', {});
    await flush();
    reply(far, requests[1].id, { host: 'on time', version: '1' });
    await expect(next).resolves.toEqual({ host: 'on time', version: '1' });
  });

  it('settles 10,000 concurrent requests each with its own result', async () => {
    const { channel } = connect({
      'top.invoke': async ({ data }) => {
        // Each reply waits a different number of turns, so replies come back out of order.
        for (let turns = (Number(data.n) * 7919) % 13; turns > 0; turns--) await null;
        return { echo: data.n };
      },
    });
    const count = 10_000;
    const answers = Array.from({ length: count }, (_, n) =>
      channel.request('top.invoke', { api: 'echo', data: { n } }),
    );
    expect(channel.pendingCount()).toBe(count);
    const results = await Promise.all(answers);
    expect(results.every((result, n) => result.echo === n)).toBe(true);
    expect(channel.pendingCount()).toBe(0);
  });

  it('rejects a reply of the wrong shape with 返回数据发生错误，请联系客服', async () => {
    const { channel } = connect({
      'host.hello': () => ({ host: 1 }) as unknown as { host: string; version: string },
      'top.invoke': () => [1, 2] as unknown as { [k: string]: null },
    });
    await expect(channel.request('host.hello', {})).rejects.toMatchObject({
      code: 'BAD_REPLY',
      message: '返回数据发生错误，请联系客服',
    });
    await expect(channel.request('top.invoke', { api: 'x', data: {} })).rejects.toMatchObject({ code: 'BAD_REPLY' });
    expect(channel.pendingCount()).toBe(0);
  });

  it('rejects ok:false replies as REMOTE with the host message and code', async () => {
    const { channel, far, requests } = connectToHand();
    const answer = channel.request('cloudStore.config', {});
    await flush();
    far.send({
      protocol: PROTOCOL,
      version: PROTOCOL_VERSION,
      kind: 'reply',
      id: requests[0].id,
      ok: false,
      error: { code: 'NO_AUTH', message: '店铺未授权' },
    });
    const error = await answer.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BridgeError);
    expect(error).toMatchObject({ code: 'REMOTE', message: '店铺未授权', remoteCode: 'NO_AUTH' });
  });

  it('rejects with ABORTED when the signal aborts and forgets the request', async () => {
    const { channel, far, requests } = connectToHand();
    const controller = new AbortController();
    const answer = channel.request('host.hello', {}, { signal: controller.signal });
    await flush();
    controller.abort();
    await expect(answer).rejects.toMatchObject({ code: 'ABORTED' });
    expect(channel.pendingCount()).toBe(0);
    reply(far, requests[0].id, { host: 'late', version: '1' });
    await flush();
  });

  it('does not send a request whose signal is already aborted', async () => {
    const { channel, requests } = connectToHand();
    const controller = new AbortController();
    controller.abort();
    await expect(channel.request('host.hello', {}, { signal: controller.signal })).rejects.toMatchObject({
      code: 'ABORTED',
    });
    await flush();
    expect(requests).toHaveLength(0);
  });

  it('rejects every pending request with DESTROYED on destroy, and later ones too', async () => {
    const [plugin] = createMemoryTransportPair();
    const destroyTransport = vi.spyOn(plugin, 'destroy');
    const channel = createChannel(plugin);
    const first = channel.request('host.hello', {});
    const second = channel.request('cloudStore.config', {});
    channel.destroy();
    await expect(first).rejects.toMatchObject({ code: 'DESTROYED' });
    await expect(second).rejects.toMatchObject({ code: 'DESTROYED' });
    await expect(channel.request('host.hello', {})).rejects.toMatchObject({ code: 'DESTROYED' });
    expect(channel.pendingCount()).toBe(0);
    expect(destroyTransport).toHaveBeenCalledOnce();
  });

  it('ignores malformed and foreign messages without throwing', async () => {
    const { channel, far, requests } = connectToHand();
    const answer = channel.request('host.hello', {});
    await flush();
    const { id } = requests[0];
    const head = { protocol: PROTOCOL, version: PROTOCOL_VERSION };
    const good = { host: 'h', version: '1' };
    const junk: unknown[] = [
      null,
      'a string',
      42,
      [],
      {},
      { ...head },
      { ...head, kind: 'reply', ok: true, result: good },
      { ...head, kind: 'reply', id: '', ok: true, result: good },
      { ...head, kind: 'reply', id: 7, ok: true, result: good },
      { protocol: 'penpal', version: PROTOCOL_VERSION, kind: 'reply', id, ok: true, result: good },
      { protocol: PROTOCOL, version: 2, kind: 'reply', id, ok: true, result: good },
      { ...head, kind: 'answer', id, ok: true, result: good },
      { ...head, kind: 'reply', id, result: good },
      { ...head, kind: 'reply', id, ok: 'yes', result: good },
      { ...head, kind: 'reply', id, ok: false },
      { ...head, kind: 'reply', id, ok: false, error: { message: 'no code' } },
      { ...head, kind: 'reply', id: 'someone-else:1', ok: true, result: good },
      { ...head, kind: 'event', id: 'e1' },
      { ...head, kind: 'request', id: 'r1', method: 'host.hello', params: {} },
    ];
    for (const message of junk) far.send(message as object);
    await flush();
    expect(channel.pendingCount()).toBe(1);
    reply(far, id, good);
    await expect(answer).resolves.toEqual(good);
  });

  it('ignores messages that are not JSON, delivered by a transport that does not copy', async () => {
    let deliver: (message: unknown) => void = () => undefined;
    const transport: Transport = {
      send: () => undefined,
      subscribe: (listener) => {
        deliver = listener;
        return () => undefined;
      },
      destroy: () => undefined,
    };
    const channel = createChannel(transport, { idPrefix: 't:' });
    const answer = channel.request('host.hello', {}, { timeoutMs: 20 });
    const circular: Record<string, unknown> = { host: 'h', version: '1' };
    circular.self = circular;
    const head = { protocol: PROTOCOL, version: PROTOCOL_VERSION, kind: 'reply', id: 't:1', ok: true };
    expect(() => {
      deliver({ ...head, result: circular });
      deliver({ ...head, result: { host: 'h', version: '1', at: new Date() } });
      deliver({ ...head, result: { host: 'h', version: '1', run: () => 1 } });
      deliver(
        new Proxy(
          {},
          {
            get() {
              throw new Error('hostile');
            },
          },
        ),
      );
    }).not.toThrow();
    await expect(answer).rejects.toMatchObject({ code: 'TIMEOUT' });
  });

  it('builds correlation ids from the prefix and a counter', async () => {
    const { channel, requests } = connectToHand({ idPrefix: 'plugin-' });
    void channel.request('host.hello', {}, { timeoutMs: 50 }).catch(() => undefined);
    void channel.request('host.hello', {}, { timeoutMs: 50 }).catch(() => undefined);
    await flush();
    expect(requests.map((r) => r.id)).toEqual(['plugin-1', 'plugin-2']);
  });

  it('gives two channels different default id prefixes', async () => {
    const a = connectToHand();
    const b = connectToHand();
    void a.channel.request('host.hello', {}, { timeoutMs: 50 }).catch(() => undefined);
    void b.channel.request('host.hello', {}, { timeoutMs: 50 }).catch(() => undefined);
    await flush();
    expect(a.requests[0].id).not.toBe(b.requests[0].id);
  });

  it('passes host events to their listeners until unsubscribed', async () => {
    const { channel, host } = connect({});
    const seen: unknown[] = [];
    const other: unknown[] = [];
    const off = channel.on('order.pushed', (data) => seen.push(data));
    channel.on('something.else', (data) => other.push(data));
    host.emit('order.pushed', { orderId: 'A1' });
    await flush();
    off();
    host.emit('order.pushed', { orderId: 'A2' });
    await flush();
    expect(seen).toEqual([{ orderId: 'A1' }]);
    expect(other).toEqual([]);
  });

  it('rejects with the transport error when the params cannot be sent', async () => {
    const { channel } = connectToHand();
    const data: Record<string, unknown> = {};
    data.self = data;
    await expect(
      channel.request('top.invoke', { api: 'x', data: data as { [k: string]: null } }),
    ).rejects.toBeInstanceOf(TypeError);
    expect(channel.pendingCount()).toBe(0);
  });

  it('tells the transport which requests it gave up on (timeout, abort), and not those answered', async () => {
    const [plugin, far] = createMemoryTransportPair();
    const forgotten: string[] = [];
    const ids: string[] = [];
    far.subscribe((message) => ids.push((message as { id: string }).id));
    const channel = createChannel({ ...plugin, forget: (id) => forgotten.push(id) }, { idPrefix: 'c:' });

    await expect(channel.request('host.hello', {}, { timeoutMs: 1 })).rejects.toMatchObject({ code: 'TIMEOUT' });
    const controller = new AbortController();
    const aborted = channel.request('host.hello', {}, { signal: controller.signal });
    controller.abort();
    await expect(aborted).rejects.toMatchObject({ code: 'ABORTED' });
    const answered = channel.request('host.hello', {});
    await flush();
    reply(far, ids[2]!, { host: 'h', version: '1' });
    await answered;

    expect(ids).toEqual(['c:1', 'c:2', 'c:3']);
    expect(forgotten).toEqual(['c:1', 'c:2']);
  });

  it('refuses unknown method names and wrong params at compile time', () => {
    const typeChecks = async (channel: Channel) => {
      // @ts-expect-error not a bridge method
      await channel.request('cloudFile.upload', {});
      // @ts-expect-error uploadId is required
      await channel.request('cloudFile.uploadCommit', {});
      // @ts-expect-error host.hello takes no params
      await channel.request('host.hello', { extra: 1 });
      const { url, taobaoFileId } = await channel.request('cloudFile.uploadCommit', { uploadId: 'u' });
      return `${url}${taobaoFileId}`;
    };
    expect(typeChecks).toBeTypeOf('function');
  });
});
