import { describe, expect, it, vi } from 'vitest';
import { createWebViewContextTransport } from '../../../bridge/webViewContextTransport';

describe('createWebViewContextTransport', () => {
  it('posts through the context and hands every shape of onMessage event to subscribers', () => {
    const postMessage = vi.fn();
    const transport = createWebViewContextTransport({ postMessage });
    const seen: unknown[] = [];
    transport.subscribe((m) => seen.push(m));
    transport.send({ a: 1 });
    expect(postMessage).toHaveBeenCalledWith({ a: 1 });

    transport.receive({ detail: { value: { v: 1 } } });
    transport.receive({ detail: { data: { d: 2 } } });
    transport.receive({ detail: { e: 3 } });
    transport.receive({ detail: { value: null, data: { d: 4 } } });
    expect(seen).toEqual([{ v: 1 }, { d: 2 }, { e: 3 }, { d: 4 }]);
  });

  it('ignores what is not an event, including ones that throw when read', () => {
    const transport = createWebViewContextTransport({ postMessage: vi.fn() });
    const seen: unknown[] = [];
    transport.subscribe((m) => seen.push(m));
    const throwing = new Proxy({}, { get: () => { throw new Error('boom'); } });
    for (const junk of [null, undefined, 'text', 7, {}, { detail: null }, { detail: 'x' }, throwing, { detail: throwing }]) {
      expect(() => transport.receive(junk)).not.toThrow();
    }
    expect(seen).toEqual([]);
  });

  it('keeps a context that cannot post from throwing into the host', () => {
    const transport = createWebViewContextTransport({
      postMessage: () => {
        throw new Error('web-view destroyed');
      },
    });
    expect(() => transport.send({ a: 1 })).not.toThrow();
  });

  it('neither sends nor receives once destroyed', () => {
    const postMessage = vi.fn();
    const transport = createWebViewContextTransport({ postMessage });
    const listener = vi.fn();
    transport.subscribe(listener);
    transport.destroy();
    transport.send({ a: 1 });
    transport.receive({ detail: { value: { a: 1 } } });
    expect(transport.subscribe(listener)).toBeTypeOf('function');
    expect(postMessage).not.toHaveBeenCalled();
    expect(listener).not.toHaveBeenCalled();
  });
});
