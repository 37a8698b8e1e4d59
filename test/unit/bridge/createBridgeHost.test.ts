import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBridgeHost } from '../../../bridge/createBridgeHost';
import { createMemoryTransportPair } from '../../support/memoryTransport';
import { PROTOCOL, PROTOCOL_VERSION, parseEnvelope, type Envelope } from '../../../bridge/protocol';
import { connect, flush } from './harness';

afterEach(() => {
  vi.useRealTimers();
});

describe('createBridgeHost', () => {
  it('answers a method it has no handler for with UNKNOWN_METHOD', async () => {
    const { channel } = connect({ 'host.hello': () => ({ host: 'h', version: '1' }) });
    await expect(channel.request('cloudStore.config', {})).rejects.toMatchObject({
      code: 'REMOTE',
      remoteCode: 'UNKNOWN_METHOD',
    });
  });

  it('answers a name outside the method table with UNKNOWN_METHOD, prototype names included', async () => {
    const { channel } = connect({ 'host.hello': () => ({ host: 'h', version: '1' }) });
    const request = channel.request as (method: string, params: object) => Promise<unknown>;
    for (const method of ['cloudFile.upload', 'toString', '__proto__', 'constructor']) {
      await expect(request(method, {})).rejects.toMatchObject({ code: 'REMOTE', remoteCode: 'UNKNOWN_METHOD' });
    }
  });

  it('passes a thrown error code and message to the caller', async () => {
    const { channel } = connect({
      'cloudFile.delete': () => {
        throw Object.assign(new Error('文件不存在'), { code: 'FILE_NOT_FOUND' });
      },
      'top.invoke': async () => {
        throw new Error('isv.invalid-parameter');
      },
      'cloudStore.config': () => {
        throw 'plain string';
      },
    });
    await expect(channel.request('cloudFile.delete', { taobaoFileId: 'f1' })).rejects.toMatchObject({
      code: 'REMOTE',
      remoteCode: 'FILE_NOT_FOUND',
      message: '文件不存在',
    });
    await expect(channel.request('top.invoke', { api: 'taobao.items.get', data: {} })).rejects.toMatchObject({
      code: 'REMOTE',
      remoteCode: 'HOST_ERROR',
      message: 'isv.invalid-parameter',
    });
    await expect(channel.request('cloudStore.config', {})).rejects.toMatchObject({
      remoteCode: 'HOST_ERROR',
      message: 'plain string',
    });
  });

  it('answers params of the wrong shape with BAD_PARAMS without calling the handler', async () => {
    const handler = vi.fn(() => ({ deleted: true }));
    const { channel } = connect({ 'cloudFile.delete': handler });
    const request = channel.request as (method: string, params: object) => Promise<unknown>;
    await expect(request('cloudFile.delete', { taobaoFileId: 7 })).rejects.toMatchObject({ remoteCode: 'BAD_PARAMS' });
    expect(handler).not.toHaveBeenCalled();
  });

  it('answers HOST_ERROR when a handler returns something JSON cannot carry', async () => {
    const { channel } = connect({
      'cloudStore.config': () => undefined as unknown as Record<string, null>,
    });
    await expect(channel.request('cloudStore.config', {})).rejects.toMatchObject({ remoteCode: 'HOST_ERROR' });
  });

  it("never replies when intercept says 'drop', so the caller times out", async () => {
    const handler = vi.fn(() => ({ host: 'h', version: '1' }));
    const { channel } = connect({ 'host.hello': handler }, { intercept: () => 'drop' });
    await expect(channel.request('host.hello', {}, { timeoutMs: 30 })).rejects.toMatchObject({
      code: 'TIMEOUT',
      message: '千牛数据返回超时',
    });
    expect(handler).toHaveBeenCalledOnce();
    expect(channel.pendingCount()).toBe(0);
  });

  it('still answers when intercept delays the reply', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { channel } = connect({ 'host.hello': () => ({ host: 'h', version: '1' }) }, { intercept: () => 2_000 });
    let settled = false;
    const answer = channel.request('host.hello', {}, { timeoutMs: 5_000 }).finally(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(1_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(answer).resolves.toEqual({ host: 'h', version: '1' });
  });

  it('lets a delay longer than the timeout show 千牛数据返回超时', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { channel } = connect({ 'host.hello': () => ({ host: 'h', version: '1' }) }, { intercept: () => 2_000 });
    const rejected = expect(channel.request('host.hello', {}, { timeoutMs: 1_000 })).rejects.toMatchObject({
      code: 'TIMEOUT',
    });
    await vi.advanceTimersByTimeAsync(3_000);
    await rejected;
  });

  it('shows intercept the method and params of each request', async () => {
    const intercept = vi.fn(() => undefined);
    const { channel } = connect({ 'cloudFile.delete': () => ({ deleted: true }) }, { intercept });
    await channel.request('cloudFile.delete', { taobaoFileId: 'f1' });
    expect(intercept).toHaveBeenCalledWith({ method: 'cloudFile.delete', params: { taobaoFileId: 'f1' } });
  });

  it('sends no delayed reply after destroy', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const [plugin, hostSide] = createMemoryTransportPair();
    const host = createBridgeHost(hostSide, { 'host.hello': () => ({ host: 'h', version: '1' }) }, {
      intercept: () => 100,
    });
    const received: unknown[] = [];
    plugin.subscribe((message) => received.push(message));
    const head = { protocol: PROTOCOL, version: PROTOCOL_VERSION };
    plugin.send({ ...head, kind: 'request', id: 'r1', method: 'host.hello', params: {} });
    await flush();
    host.destroy();
    await vi.advanceTimersByTimeAsync(200);
    expect(received).toEqual([]);
  });

  it('emits events as event envelopes', async () => {
    const [plugin, hostSide] = createMemoryTransportPair();
    const host = createBridgeHost(hostSide, {});
    const received: (Envelope | null)[] = [];
    plugin.subscribe((message) => received.push(parseEnvelope(message)));
    host.emit('login.changed', { loggedIn: true });
    await flush();
    expect(received).toMatchObject([{ kind: 'event', event: 'login.changed', data: { loggedIn: true } }]);
  });

  it('ignores malformed messages and replies without throwing', async () => {
    const [plugin, hostSide] = createMemoryTransportPair();
    const handler = vi.fn(() => ({ host: 'h', version: '1' }));
    createBridgeHost(hostSide, { 'host.hello': handler });
    const received: unknown[] = [];
    plugin.subscribe((message) => received.push(message));
    const head = { protocol: PROTOCOL, version: PROTOCOL_VERSION };
    for (const junk of [
      {},
      { ...head, kind: 'request', method: 'host.hello', params: {} },
      { ...head, kind: 'request', id: 'r', params: {} },
      { ...head, kind: 'request', id: 'r', method: 'host.hello' },
      { ...head, kind: 'reply', id: 'r', ok: true, result: {} },
    ]) {
      plugin.send(junk);
    }
    await flush();
    expect(handler).not.toHaveBeenCalled();
    expect(received).toEqual([]);
  });
});
