import { describe, expect, it } from 'vitest';
import { createMemoryTransportPair } from '../../support/memoryTransport';
import { flush } from './harness';

describe('createMemoryTransportPair', () => {
  it('delivers to the other end asynchronously, never inside send', async () => {
    const [left, right] = createMemoryTransportPair();
    const received: unknown[] = [];
    right.subscribe((message) => received.push(message));
    left.send({ n: 1 });
    expect(received).toEqual([]);
    await flush();
    expect(received).toEqual([{ n: 1 }]);
  });

  it('delivers a JSON copy, so non-JSON values do not get through', async () => {
    const [left, right] = createMemoryTransportPair();
    const received: unknown[] = [];
    right.subscribe((message) => received.push(message));
    const message = { at: new Date(0), run: () => 1, gone: undefined, list: [1] };
    left.send(message);
    message.list.push(2);
    await flush();
    expect(received).toEqual([{ at: '1970-01-01T00:00:00.000Z', list: [1] }]);
  });

  it('throws at the sender for a message JSON cannot hold', () => {
    const [left] = createMemoryTransportPair();
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(() => left.send(circular)).toThrow(TypeError);
    expect(() => left.send({ big: 1n })).toThrow(TypeError);
  });

  it('fans out to every subscriber and stops one on unsubscribe', async () => {
    const [left, right] = createMemoryTransportPair();
    const first: unknown[] = [];
    const second: unknown[] = [];
    const off = right.subscribe((message) => first.push(message));
    right.subscribe((message) => second.push(message));
    left.send({ n: 1 });
    await flush();
    off();
    left.send({ n: 2 });
    await flush();
    expect(first).toEqual([{ n: 1 }]);
    expect(second).toEqual([{ n: 1 }, { n: 2 }]);
  });

  it('delivers nothing to or from a destroyed end', async () => {
    const [left, right] = createMemoryTransportPair();
    const atRight: unknown[] = [];
    const atLeft: unknown[] = [];
    right.subscribe((message) => atRight.push(message));
    left.subscribe((message) => atLeft.push(message));
    right.destroy();
    left.send({ n: 1 });
    right.send({ n: 2 });
    await flush();
    expect(atRight).toEqual([]);
    expect(atLeft).toEqual([]);
  });
});
