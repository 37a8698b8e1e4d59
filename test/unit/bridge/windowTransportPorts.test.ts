// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBridgeHost } from '../../../bridge/createBridgeHost';
import { createChannel } from '../../../bridge/channel';
import { PORT_WIRE } from '../../../bridge/portWire';
import { PROTOCOL, PROTOCOL_VERSION } from '../../../bridge/protocol';
import type { Transport } from '../../../bridge/Transport';
import { createWindowTransport } from '../../../bridge/windowTransport';
import { eventLoopTurns } from '../../support/eventLoopTurns';

const HOST_ORIGIN = 'https://host.example.com';
const PLUGIN_ORIGIN = 'https://console.example.com';

/** A fake window whose postMessage, once linked, delivers a MessageEvent with the transferred ports, as a browser does. */
function fakeWindow(origin: string) {
  const target = new EventTarget();
  return {
    origin,
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    dispatchEvent: target.dispatchEvent.bind(target),
    postMessage: vi.fn<(message: unknown, targetOrigin: string, transfer?: MessagePort[]) => void>(),
  };
}
type FakeWindow = ReturnType<typeof fakeWindow>;

function deliver(to: FakeWindow, data: unknown, origin: string, source: unknown, ports: MessagePort[] = []) {
  to.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window, ports }));
}

/** `from` posting reaches `to` only if `to` is at the target origin. */
function link(from: FakeWindow, to: FakeWindow) {
  to.postMessage.mockImplementation((message, targetOrigin, transfer) => {
    if (targetOrigin === to.origin) queueMicrotask(() => deliver(to, structuredClone(message), from.origin, from, transfer));
  });
}

const open: Transport[] = [];
function between(self: FakeWindow, peer: FakeWindow, offerPort?: boolean) {
  const transport = createWindowTransport({
    self,
    peer: peer as unknown as Window,
    peerOrigin: peer.origin,
    allowedOrigins: [peer.origin],
    offerPort,
  });
  open.push(transport);
  return transport;
}
afterEach(() => {
  for (const transport of open.splice(0)) transport.destroy();
});

/** Node's ports deliver a message a turn of the event loop: twenty carry the longest chain here (an offer, its answer, a request, its reply). */
const settle = () => eventLoopTurns(20);
const envelopesPosted = (win: FakeWindow) =>
  win.postMessage.mock.calls.filter(([message]) => (message as { kind?: string }).kind !== 'port').length;
/** An offer from a peer built before the short form: it is sent envelopes as they are. */
const offer = (answer = false) => ({ protocol: PROTOCOL, kind: 'port', answer });
/** An offer as this transport makes it, naming the short form it reads. */
const shortOffer = (answer = false) => ({ ...offer(answer), wire: PORT_WIRE });
const request = (id: string) => ({ protocol: PROTOCOL, version: PROTOCOL_VERSION, kind: 'request', id, method: 'host.hello', params: {} });

/** A port the test holds the other end of, with what arrives there. */
function portPair() {
  const channel = new MessageChannel();
  const arrived: unknown[] = [];
  // The transport sends JSON text over its port.
  channel.port1.addEventListener('message', (event) => arrived.push(JSON.parse((event as MessageEvent).data as string)));
  channel.port1.start();
  return { theirs: channel.port1, given: channel.port2, arrived, close: () => channel.port1.close() };
}

/** A plugin's transport that has taken the host's offer of `theirs`: what it receives, and the port it answered with (`given`). */
function offered(hostOffer: object = offer()) {
  const plugin = fakeWindow(PLUGIN_ORIGIN);
  const host = fakeWindow(HOST_ORIGIN);
  const transport = between(plugin, host);
  const received: unknown[] = [];
  transport.subscribe((message) => received.push(message));
  const theirs = portPair();
  deliver(plugin, hostOffer, HOST_ORIGIN, host, [theirs.given]);
  const given = host.postMessage.mock.calls[0]![2]![0]!;
  return { plugin, host, transport, received, theirs, given };
}

describe('createWindowTransport over a MessagePort', () => {
  it('moves requests and replies to the ports once both sides have offered theirs', async () => {
    const plugin = fakeWindow(PLUGIN_ORIGIN);
    const host = fakeWindow(HOST_ORIGIN);
    link(plugin, host);
    link(host, plugin);
    // The host's offer goes out before the plugin listens, and is lost: the plugin's first request
    // by window brings another.
    createBridgeHost(between(host, plugin, true), { 'host.hello': () => ({ host: 'workbench', version: '2' }) });
    await settle();
    const channel = createChannel(between(plugin, host));
    await expect(channel.request('host.hello', {})).resolves.toEqual({ host: 'workbench', version: '2' });
    await settle();

    plugin.postMessage.mockClear();
    host.postMessage.mockClear();
    for (let i = 0; i < 3; i++) {
      await expect(channel.request('host.hello', {})).resolves.toEqual({ host: 'workbench', version: '2' });
    }
    const many = Array.from({ length: 100 }, () => channel.request('host.hello', {}));
    await expect(Promise.all(many)).resolves.toHaveLength(100);
    expect(envelopesPosted(host) + envelopesPosted(plugin)).toBe(0);
  });

  it('sends the messages of one task after its first as one batch, and takes a batch apart on arrival', async () => {
    const { transport, received, theirs, given } = offered();
    transport.send(request('a'));
    transport.send(request('b'));
    transport.send(request('c'));
    await settle();
    transport.send(request('d'));
    await settle();
    expect(theirs.arrived).toEqual([request('a'), [request('b'), request('c')], request('d')]);

    given.postMessage(JSON.stringify([{ n: 1 }, { n: 2 }]));
    given.postMessage(JSON.stringify({ n: 3 }));
    given.postMessage('{not json');
    given.postMessage({ n: 4 });
    await settle();
    expect(received).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    theirs.close();
  });

  it('sends the first message after an incoming one alone; one from a later task with none incoming goes as a batch of its own', async () => {
    const { transport, received, theirs, given } = offered();
    transport.send(request('a'));
    await settle();
    // Nothing came in since a went: b, from a later task, waits for that task's end, and goes.
    transport.send(request('b'));
    await settle();
    // One call at a time: each reply brings the next request, which goes alone.
    given.postMessage(JSON.stringify({ n: 1 }));
    await settle();
    transport.send(request('c'));
    given.postMessage(JSON.stringify({ n: 2 }));
    await settle();
    transport.send(request('d'));
    transport.send(request('e'));
    await settle();
    transport.send(request('f'));
    await settle();
    expect(theirs.arrived).toEqual([request('a'), [request('b')], request('c'), request('d'), [request('e')], request('f')]);
    expect(received).toEqual([{ n: 1 }, { n: 2 }]);
    theirs.close();
  });

  it('sends what was sent before destroy, a message waiting for its burst to end included', async () => {
    const { transport, theirs } = offered();
    transport.send(request('a'));
    await settle();
    // Nothing came in since a went: b waits for its task's end, and destroy comes first.
    transport.send(request('b'));
    transport.destroy();
    transport.send(request('c'));
    await settle();
    expect(theirs.arrived).toEqual([request('a'), [request('b')]]);
    theirs.close();
  });

  it('sends a JSON copy over the port, made at send: a cycle throws to the sender, a later change is not sent', async () => {
    const plugin = fakeWindow(PLUGIN_ORIGIN);
    const host = fakeWindow(HOST_ORIGIN);
    const transport = between(plugin, host);
    const theirs = portPair();
    deliver(plugin, offer(), HOST_ORIGIN, host, [theirs.given]);
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(() => transport.send(cyclic)).toThrow(TypeError);
    expect(() => transport.send({ big: 1n })).toThrow(TypeError);
    const first = { at: new Date(0), list: [1] };
    const second = { list: [1] };
    transport.send(first);
    transport.send(second);
    first.list.push(2);
    second.list.push(2);
    await settle();
    expect(theirs.arrived).toEqual([{ at: '1970-01-01T00:00:00.000Z', list: [1] }, [{ list: [1] }]]);
    theirs.close();
  });

  it('to a peer that reads the short form, sends each envelope short, always in a list, and anything else as it is', async () => {
    const { transport, theirs } = offered(shortOffer());
    transport.send(request('a'));
    transport.send({ protocol: PROTOCOL, version: PROTOCOL_VERSION, kind: 'reply', id: 'b', ok: true, result: { n: 1 } });
    transport.send({ protocol: PROTOCOL, version: PROTOCOL_VERSION, kind: 'reply', id: 'c', ok: false, error: { code: 'X', message: '坏' } });
    transport.send({ protocol: PROTOCOL, version: PROTOCOL_VERSION, kind: 'event', id: 'd', event: 'e', data: [1] });
    transport.send({ n: 2 });
    await settle();
    transport.send(request('f'));
    await settle();
    expect(theirs.arrived).toEqual([
      [['q', 'a', 'host.hello', {}]],
      [['r', 'b', { n: 1 }], ['e', 'c', 'X', '坏'], ['v', 'd', 'e', [1]], { n: 2 }],
      [['q', 'f', 'host.hello', {}]],
    ]);
    theirs.close();
  });

  it('reads short forms back as envelopes, and hands on a malformed one as it came, for the channel to refuse', async () => {
    const { received, theirs, given } = offered(shortOffer());
    given.postMessage(JSON.stringify([['r', 'a', { host: 'h', version: '1' }], ['q', 'b'], ['z', 'c', 1]]));
    await settle();
    expect(received).toEqual([
      { protocol: PROTOCOL, version: PROTOCOL_VERSION, kind: 'reply', id: 'a', ok: true, result: { host: 'h', version: '1' } },
      ['q', 'b'],
      ['z', 'c', 1],
    ]);
    theirs.close();
  });

  it('between two of its own, requests and replies go short; with a host that sends no wire, they go as envelopes', async () => {
    for (const hostReadsShort of [true, false]) {
      const plugin = fakeWindow(PLUGIN_ORIGIN);
      const host = fakeWindow(HOST_ORIGIN);
      const texts: string[] = [];
      // Each port given in an offer is spied on: what a side sends on it is the text the other reads.
      for (const [from, to] of [
        [plugin, host],
        [host, plugin],
      ] as const) {
        to.postMessage.mockImplementation((message, targetOrigin, transfer) => {
          for (const port of transfer ?? []) {
            const post = port.postMessage.bind(port);
            port.postMessage = (data: unknown) => {
              if (typeof data === 'string') texts.push(data);
              post(data);
            };
          }
          const kind = (message as { kind?: string }).kind;
          // A host built before the short form: its offers carry no wire.
          const sent = kind === 'port' && from === host && !hostReadsShort ? offer((message as { answer: boolean }).answer) : message;
          if (targetOrigin === to.origin) queueMicrotask(() => deliver(to, structuredClone(sent), from.origin, from, transfer));
        });
      }
      createBridgeHost(between(host, plugin, true), { 'host.hello': () => ({ host: 'workbench', version: '2' }) });
      const channel = createChannel(between(plugin, host));
      await expect(channel.request('host.hello', {})).resolves.toEqual({ host: 'workbench', version: '2' });
      await settle();
      texts.length = 0;
      plugin.postMessage.mockClear();
      host.postMessage.mockClear();
      await expect(channel.request('host.hello', {})).resolves.toEqual({ host: 'workbench', version: '2' });
      expect(texts).toHaveLength(2);
      if (hostReadsShort) {
        expect(JSON.parse(texts[0]!)).toEqual([['q', expect.any(String), 'host.hello', {}]]);
        expect(JSON.parse(texts[1]!)).toEqual([['r', expect.any(String), { host: 'workbench', version: '2' }]]);
      } else {
        expect(JSON.parse(texts[0]!)).toMatchObject({ protocol: PROTOCOL, kind: 'request', method: 'host.hello' });
        expect(JSON.parse(texts[1]!)).toEqual([['r', expect.any(String), { host: 'workbench', version: '2' }]]);
      }
      expect(envelopesPosted(host) + envelopesPosted(plugin)).toBe(0);
    }
  });

  it('still checks each reply that comes over the port, and still times out', async () => {
    const plugin = fakeWindow(PLUGIN_ORIGIN);
    const host = fakeWindow(HOST_ORIGIN);
    link(plugin, host);
    link(host, plugin);
    const channel = createChannel(between(plugin, host));
    let reply: unknown = { host: 'h', version: '1' };
    let drop = false;
    createBridgeHost(
      between(host, plugin, true),
      { 'host.hello': () => reply as { host: string; version: string } },
      { intercept: () => (drop ? 'drop' : undefined) },
    );
    await settle();
    reply = { host: 42 };
    await expect(channel.request('host.hello', {})).rejects.toMatchObject({ code: 'BAD_REPLY' });
    drop = true;
    await expect(channel.request('host.hello', {}, { timeoutMs: 30 })).rejects.toMatchObject({ code: 'TIMEOUT' });
    expect(envelopesPosted(host) + envelopesPosted(plugin)).toBe(0);
  });

  it('ignores an offer from another frame on the same origin, from another allowed origin, or without a port', async () => {
    const plugin = fakeWindow(PLUGIN_ORIGIN);
    const host = fakeWindow(HOST_ORIGIN);
    const forger = fakeWindow(HOST_ORIGIN);
    const transport = createWindowTransport({
      self: plugin,
      peer: host as unknown as Window,
      peerOrigin: HOST_ORIGIN,
      allowedOrigins: [HOST_ORIGIN, 'https://other.example.com'],
    });
    open.push(transport);
    const received: unknown[] = [];
    transport.subscribe((message) => received.push(message));
    const fromForger = portPair();
    const fromOtherOrigin = portPair();
    deliver(plugin, offer(), HOST_ORIGIN, forger, [fromForger.given]);
    deliver(plugin, offer(), 'https://other.example.com', host, [fromOtherOrigin.given]);
    deliver(plugin, offer(), HOST_ORIGIN, host);
    transport.send({ n: 1 });
    await settle();

    expect(fromForger.arrived).toEqual([]);
    expect(fromOtherOrigin.arrived).toEqual([]);
    expect(host.postMessage).toHaveBeenCalledWith({ n: 1 }, HOST_ORIGIN);
    expect(received).toEqual([]);
    fromForger.close();
    fromOtherOrigin.close();
  });

  it('answers a valid offer with its own port, at the peer origin only, and does not answer an answer', async () => {
    const plugin = fakeWindow(PLUGIN_ORIGIN);
    const host = fakeWindow(HOST_ORIGIN);
    between(plugin, host);
    const theirs = portPair();
    deliver(plugin, offer(), HOST_ORIGIN, host, [theirs.given]);
    const [message, targetOrigin, transfer] = host.postMessage.mock.calls[0]!;
    expect(message).toEqual(shortOffer(true));
    expect(targetOrigin).toBe(HOST_ORIGIN);
    expect(transfer?.length).toBe(1);
    deliver(plugin, offer(true), HOST_ORIGIN, host, [portPair().given]);
    expect(host.postMessage).toHaveBeenCalledTimes(1);
    theirs.close();
  });

  it('as the initiator, offers at once, once more when the peer first writes by window, and again after the peer reloads', async () => {
    const host = fakeWindow(HOST_ORIGIN);
    const plugin = fakeWindow(PLUGIN_ORIGIN);
    const transport = between(host, plugin, true);
    const offers = () => plugin.postMessage.mock.calls.filter(([message]) => (message as { kind?: string }).kind === 'port');
    expect(offers().map(([message, targetOrigin]) => [message, targetOrigin])).toEqual([[shortOffer(false), PLUGIN_ORIGIN]]);

    deliver(host, request('a'), PLUGIN_ORIGIN, plugin);
    deliver(host, request('b'), PLUGIN_ORIGIN, plugin);
    expect(offers()).toHaveLength(2);

    const answer = portPair();
    deliver(host, offer(true), PLUGIN_ORIGIN, plugin, [answer.given]);
    transport.send(request('c'));
    await settle();
    expect(answer.arrived).toEqual([request('c')]);
    expect(offers()).toHaveLength(2);

    // A reloaded plugin has no port and writes by window: the old port is dropped and a new offer made.
    const closeOld = vi.spyOn(answer.given, 'close');
    deliver(host, request('d'), PLUGIN_ORIGIN, plugin);
    expect(closeOld).toHaveBeenCalled();
    expect(offers()).toHaveLength(3);
    transport.send(request('e'));
    expect(plugin.postMessage).toHaveBeenLastCalledWith(request('e'), PLUGIN_ORIGIN);
    answer.close();
  });

  it('takes a reloaded peer’s new port in place of the old one, and closes the old one', async () => {
    const plugin = fakeWindow(PLUGIN_ORIGIN);
    const host = fakeWindow(HOST_ORIGIN);
    const transport = between(plugin, host);
    const before = portPair();
    const closeBefore = vi.spyOn(before.given, 'close');
    deliver(plugin, offer(), HOST_ORIGIN, host, [before.given]);
    transport.send(request('a'));
    const after = portPair();
    deliver(plugin, offer(), HOST_ORIGIN, host, [after.given]);
    transport.send(request('b'));
    await settle();

    expect(before.arrived).toEqual([request('a')]);
    expect(after.arrived).toEqual([request('b')]);
    expect(closeBefore).toHaveBeenCalled();
    before.close();
    after.close();
  });

  it('receives what the peer sends on the port it was given, and nothing after destroy', async () => {
    const { transport, received, theirs, given } = offered();
    const closeTheirs = vi.spyOn(theirs.given, 'close');
    given.postMessage(JSON.stringify({ n: 1 }));
    await settle();
    expect(received).toEqual([{ n: 1 }]);

    transport.destroy();
    given.postMessage(JSON.stringify({ n: 2 }));
    transport.send({ n: 3 });
    await settle();
    expect(received).toEqual([{ n: 1 }]);
    expect(theirs.arrived).toEqual([]);
    expect(closeTheirs).toHaveBeenCalled();
    theirs.close();
  });

  it('keeps working over the window with a peer that never offers a port', async () => {
    const plugin = fakeWindow(PLUGIN_ORIGIN);
    const host = fakeWindow(HOST_ORIGIN);
    const transport = between(plugin, host);
    const received: unknown[] = [];
    transport.subscribe((message) => received.push(message));
    transport.send(request('a'));
    deliver(plugin, { reply: 1 }, HOST_ORIGIN, host);
    await settle();
    expect(host.postMessage).toHaveBeenLastCalledWith(request('a'), HOST_ORIGIN);
    expect(received).toEqual([{ reply: 1 }]);
  });

  it('offers nothing unless it initiates: a framed page tells its parent nothing the parent did not ask for', async () => {
    const plugin = fakeWindow(PLUGIN_ORIGIN);
    const host = fakeWindow(HOST_ORIGIN);
    const transport = between(plugin, host);
    deliver(plugin, { type: 'PUSH_ORDERS' }, HOST_ORIGIN, host);
    transport.send({ n: 1 });
    await settle();
    expect(host.postMessage.mock.calls).toEqual([[{ n: 1 }, HOST_ORIGIN]]);
  });
});
