// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { createBridgeHost } from '../../../bridge/createBridgeHost';
import { createChannel } from '../../../bridge/channel';
import { PROTOCOL, PROTOCOL_VERSION } from '../../../bridge/protocol';
import { createWindowTransport } from '../../../bridge/windowTransport';

const HOST_ORIGIN = 'https://host.example.com';
const PLUGIN_ORIGIN = 'https://console.example.com';

/**
 * A fake window: an EventTarget with a postMessage that dispatches a real MessageEvent on its
 * target, carrying the sender's origin and the sender as source, as a browser does.
 */
function fakeWindow(origin: string) {
  const target = new EventTarget();
  const win = {
    origin,
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    dispatchEvent: target.dispatchEvent.bind(target),
    /** Who posts to this window: set by link(). */
    postMessage: vi.fn<(message: unknown, targetOrigin: string) => void>(),
  };
  return win;
}
type FakeWindow = ReturnType<typeof fakeWindow>;

function deliver(to: FakeWindow, data: unknown, origin: string, source: unknown) {
  to.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }));
}

function link(a: FakeWindow, b: FakeWindow) {
  a.postMessage.mockImplementation((message, targetOrigin) => {
    if (targetOrigin === a.origin) queueMicrotask(() => deliver(a, structuredClone(message), b.origin, b));
  });
  b.postMessage.mockImplementation((message, targetOrigin) => {
    if (targetOrigin === b.origin) queueMicrotask(() => deliver(b, structuredClone(message), a.origin, a));
  });
}

const asWindow = (win: FakeWindow) => win as unknown as Window;

/** A transport on `self` talking to `peer`, trusting only the peer's own origin unless told. */
function between(self: FakeWindow, peer: FakeWindow, peerOrigin = peer.origin, allowedOrigins = [peerOrigin]) {
  return createWindowTransport({ self, peer: asWindow(peer), peerOrigin, allowedOrigins });
}

describe('createWindowTransport', () => {
  it("refuses to post to '*'", () => {
    const self = fakeWindow(PLUGIN_ORIGIN);
    const peer = fakeWindow(HOST_ORIGIN);
    expect(() =>
      createWindowTransport({ self, peer: asWindow(peer), peerOrigin: '*', allowedOrigins: ['*', HOST_ORIGIN] }),
    ).toThrow(/'\*'/);
  });

  it('refuses a peer origin that is not on the allow-list', () => {
    const self = fakeWindow(PLUGIN_ORIGIN);
    const peer = fakeWindow(HOST_ORIGIN);
    expect(() =>
      between(self, peer, 'https://evil.example.com', [HOST_ORIGIN]),
    ).toThrow(/not an allowed/);
    expect(() =>
      between(self, peer, 'http://localhost:*', ['http://localhost:*']),
    ).toThrow();
  });

  it('posts to the peer with its exact origin', () => {
    const self = fakeWindow(PLUGIN_ORIGIN);
    const peer = fakeWindow(HOST_ORIGIN);
    const transport = between(self, peer);
    transport.send({ hello: 1 });
    expect(peer.postMessage).toHaveBeenCalledWith({ hello: 1 }, HOST_ORIGIN);
  });

  it('accepts a message from its peer, ignores one from a foreign origin or a foreign source', () => {
    const self = fakeWindow(PLUGIN_ORIGIN);
    const peer = fakeWindow(HOST_ORIGIN);
    const stranger = fakeWindow(HOST_ORIGIN);
    const transport = createWindowTransport({
      self,
      peer: asWindow(peer),
      peerOrigin: HOST_ORIGIN,
      allowedOrigins: [HOST_ORIGIN, 'http://localhost:*'],
    });
    const received: unknown[] = [];
    transport.subscribe((message) => received.push(message));

    deliver(self, 'from a foreign origin', 'https://evil.example.com', peer);
    deliver(self, 'from the null origin', 'null', peer);
    deliver(self, 'from a foreign source', HOST_ORIGIN, stranger);
    deliver(self, 'from no source', HOST_ORIGIN, null);
    deliver(self, 'from the peer', HOST_ORIGIN, peer);
    deliver(self, 'from the peer on another allowed origin', 'http://localhost:5173', peer);

    expect(received).toEqual(['from the peer', 'from the peer on another allowed origin']);
  });

  it('reads plain objects shaped like a MessageEvent the same way, and junk without throwing', () => {
    let listener: ((event: MessageEvent) => void) | undefined;
    const self = {
      addEventListener: (_type: string, l: (event: MessageEvent) => void) => {
        listener = l;
      },
      removeEventListener: () => undefined,
    } as unknown as Pick<Window, 'addEventListener' | 'removeEventListener'>;
    const peer = { postMessage: () => undefined };
    const transport = createWindowTransport({ self, peer, peerOrigin: HOST_ORIGIN, allowedOrigins: [HOST_ORIGIN] });
    const received: unknown[] = [];
    transport.subscribe((message) => received.push(message));
    const fire = (event: unknown) => listener?.(event as MessageEvent);

    expect(() => {
      fire({ data: 'foreign origin', origin: 'https://evil.example.com', source: peer });
      fire({ data: 'foreign source', origin: HOST_ORIGIN, source: {} });
      fire({ data: 'no origin', source: peer });
      fire(null);
      fire('junk');
      fire({ data: 'peer', origin: HOST_ORIGIN, source: peer });
    }).not.toThrow();
    expect(received).toEqual(['peer']);
  });

  it('stops listening on destroy', () => {
    const self = fakeWindow(PLUGIN_ORIGIN);
    const peer = fakeWindow(HOST_ORIGIN);
    const removeEventListener = vi.spyOn(self, 'removeEventListener');
    const transport = between(self, peer);
    const received: unknown[] = [];
    transport.subscribe((message) => received.push(message));
    transport.destroy();
    deliver(self, 'after destroy', HOST_ORIGIN, peer);
    transport.send({ n: 1 });
    expect(received).toEqual([]);
    expect(peer.postMessage).not.toHaveBeenCalled();
    expect(removeEventListener).toHaveBeenCalledWith('message', expect.any(Function));
  });

  it('carries a request and its reply between a framed plugin and its host', async () => {
    const plugin = fakeWindow(PLUGIN_ORIGIN);
    const host = fakeWindow(HOST_ORIGIN);
    link(plugin, host);
    const channel = createChannel(between(plugin, host));
    createBridgeHost(between(host, plugin), { 'host.hello': () => ({ host: 'workbench', version: '2' }) });
    await expect(channel.request('host.hello', {})).resolves.toEqual({ host: 'workbench', version: '2' });
  });

  it('ignores a forged reply from another frame on the same origin', async () => {
    const plugin = fakeWindow(PLUGIN_ORIGIN);
    const host = fakeWindow(HOST_ORIGIN);
    const forger = fakeWindow(HOST_ORIGIN);
    const channel = createChannel(between(plugin, host), { idPrefix: 'p:' });
    const answer = channel.request('host.hello', {}, { timeoutMs: 20 });
    const forged = {
      protocol: PROTOCOL,
      version: PROTOCOL_VERSION,
      kind: 'reply',
      id: 'p:1',
      ok: true,
      result: { host: 'forged', version: '1' },
    };
    deliver(plugin, forged, HOST_ORIGIN, forger);
    await expect(answer).rejects.toMatchObject({ code: 'TIMEOUT' });
  });
});
