// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { createBridgeHost } from '../../../bridge/createBridgeHost';
import { createChannel } from '../../../bridge/channel';
import { createMyWebViewTransport, getMyWebView, type MyWebView } from '../../../bridge/myWebViewTransport';
import type { Transport } from '../../../bridge/Transport';

function fakeMy() {
  const my: MyWebView = { postMessage: vi.fn<(message: object) => void>(), onMessage: null };
  return my as MyWebView & { postMessage: ReturnType<typeof vi.fn<(message: object) => void>> };
}

describe('createMyWebViewTransport', () => {
  it('takes the single onMessage slot and fans each message out to every subscriber', () => {
    const my = fakeMy();
    const transport = createMyWebViewTransport(my);
    const first: unknown[] = [];
    const second: unknown[] = [];
    transport.subscribe((message) => first.push(message));
    const off = transport.subscribe((message) => second.push(message));
    my.onMessage?.({ n: 1 });
    off();
    my.onMessage?.({ n: 2 });
    expect(first).toEqual([{ n: 1 }, { n: 2 }]);
    expect(second).toEqual([{ n: 1 }]);
  });

  it('keeps delivering to the others when one subscriber throws, and still reports the error', () => {
    const my = fakeMy();
    const transport = createMyWebViewTransport(my);
    const received: unknown[] = [];
    transport.subscribe(() => {
      throw new Error('subscriber bug');
    });
    transport.subscribe((message) => received.push(message));
    let reported: unknown;
    // The throwing listener's error is rethrown in a task of its own; catch it to look at it.
    vi.spyOn(globalThis, 'setTimeout').mockImplementationOnce(((task: () => void) => {
      try {
        task();
      } catch (error) {
        reported = error;
      }
      return 0;
    }) as unknown as typeof setTimeout);
    my.onMessage?.({ n: 1 });
    expect(received).toEqual([{ n: 1 }]);
    expect(reported).toMatchObject({ message: 'subscriber bug' });
  });

  it('posts a JSON copy of each message through my.postMessage', () => {
    const my = fakeMy();
    const transport = createMyWebViewTransport(my);
    transport.send({ a: 1, skip: undefined });
    expect(my.postMessage).toHaveBeenCalledWith({ a: 1 });
  });

  it('restores onMessage to null on destroy and stops sending', () => {
    const my = fakeMy();
    const transport = createMyWebViewTransport(my);
    expect(my.onMessage).toBeTypeOf('function');
    transport.destroy();
    expect(my.onMessage).toBeNull();
    transport.send({ n: 1 });
    expect(my.postMessage).not.toHaveBeenCalled();
  });

  it('leaves onMessage alone on destroy when someone else has taken it over', () => {
    const my = fakeMy();
    const transport = createMyWebViewTransport(my);
    const theirs = () => undefined;
    my.onMessage = theirs;
    transport.destroy();
    expect(my.onMessage).toBe(theirs);
  });

  it('carries a request and its reply to a mini-program host', async () => {
    // The mini-program side: what my.postMessage sends arrives at its web-view context, and what it
    // posts back arrives at my.onMessage.
    const my = fakeMy();
    const miniProgramListeners = new Set<(message: unknown) => void>();
    my.postMessage.mockImplementation((message: object) => {
      queueMicrotask(() => miniProgramListeners.forEach((listener) => listener(message)));
    });
    const miniProgram: Transport = {
      send: (message) => queueMicrotask(() => my.onMessage?.(JSON.parse(JSON.stringify(message)))),
      subscribe: (listener) => {
        miniProgramListeners.add(listener);
        return () => miniProgramListeners.delete(listener);
      },
      destroy: () => miniProgramListeners.clear(),
    };
    createBridgeHost(miniProgram, { 'host.hello': () => ({ host: 'qianniu', version: '9.0' }) });
    const channel = createChannel(createMyWebViewTransport(my));
    await expect(channel.request('host.hello', {})).resolves.toEqual({ host: 'qianniu', version: '9.0' });
  });
});

describe('getMyWebView', () => {
  it('returns win.my when it has a postMessage function', () => {
    const my = fakeMy();
    expect(getMyWebView({ my })).toBe(my);
  });

  it.each<[string, unknown]>([
    ['null', null],
    ['a string', 'window'],
    ['a window without my', {}],
    ['my without postMessage', { my: {} }],
    ['my with postMessage that is not a function', { my: { postMessage: true } }],
    ['my that is null', { my: null }],
  ])('returns null for %s', (_name, win) => {
    expect(getMyWebView(win)).toBeNull();
  });

  it('returns null for a window whose properties cannot be read', () => {
    const crossOrigin = new Proxy(
      {},
      {
        get() {
          throw new DOMException('Blocked a frame', 'SecurityError');
        },
      },
    );
    expect(getMyWebView(crossOrigin)).toBeNull();
  });

  it('returns null for the happy-dom test window', () => {
    expect(getMyWebView(window)).toBeNull();
  });
});
