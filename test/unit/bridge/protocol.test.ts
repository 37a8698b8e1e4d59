import { describe, expect, it } from 'vitest';
import { PROTOCOL, PROTOCOL_VERSION, parseEnvelope } from '../../../bridge/protocol';

const head = { protocol: PROTOCOL, version: PROTOCOL_VERSION };

describe('parseEnvelope', () => {
  it('reads well-formed requests, replies and events', () => {
    const messages = [
      { ...head, kind: 'request', id: 'a:1', method: 'host.hello', params: {} },
      { ...head, kind: 'reply', id: 'a:1', ok: true, result: { host: 'h', version: '1' } },
      { ...head, kind: 'reply', id: 'a:1', ok: false, error: { code: 'X', message: 'm' } },
      { ...head, kind: 'event', id: 'e1', event: 'ping', data: [1, 'two', null, { three: false }] },
    ];
    for (const message of messages) expect(parseEnvelope(message)).toEqual(message);
  });

  it('drops fields the protocol does not know', () => {
    const parsed = parseEnvelope({ ...head, kind: 'event', id: 'e', event: 'x', data: 1, extra: 'y' });
    expect(parsed).toEqual({ ...head, kind: 'event', id: 'e', event: 'x', data: 1 });
  });

  it('accepts a result property left undefined, as JSON would drop it', () => {
    const result = { saved: true, path: undefined };
    const parsed = parseEnvelope({ ...head, kind: 'reply', id: 'r', ok: true, result });
    expect(parsed).not.toBeNull();
  });

  const circular: Record<string, unknown> = {};
  circular.self = circular;
  class Point {
    x = 1;
  }
  const hostile = new Proxy(
    {},
    {
      getPrototypeOf() {
        throw new Error('hostile');
      },
    },
  );

  it.each<[string, unknown]>([
    ['null', null],
    ['undefined', undefined],
    ['a string', 'pcc-bridge'],
    ['a number', 1],
    ['an array', [head]],
    ['an empty object', {}],
    ['another protocol', { ...head, protocol: 'penpal', kind: 'event', id: 'e', event: 'x', data: 1 }],
    ['another version', { ...head, version: 2, kind: 'event', id: 'e', event: 'x', data: 1 }],
    ['a version as a string', { ...head, version: '1', kind: 'event', id: 'e', event: 'x', data: 1 }],
    ['a missing id', { ...head, kind: 'event', event: 'x', data: 1 }],
    ['an empty id', { ...head, kind: 'event', id: '', event: 'x', data: 1 }],
    ['a numeric id', { ...head, kind: 'event', id: 1, event: 'x', data: 1 }],
    ['an unknown kind', { ...head, kind: 'notify', id: 'e', event: 'x', data: 1 }],
    ['a request without method', { ...head, kind: 'request', id: 'r', params: {} }],
    ['a request without params', { ...head, kind: 'request', id: 'r', method: 'host.hello' }],
    ['a reply without ok', { ...head, kind: 'reply', id: 'r', result: {} }],
    ['a reply with ok as a string', { ...head, kind: 'reply', id: 'r', ok: 'true', result: {} }],
    ['a successful reply without result', { ...head, kind: 'reply', id: 'r', ok: true }],
    ['a failed reply without error', { ...head, kind: 'reply', id: 'r', ok: false }],
    ['a failed reply without code', { ...head, kind: 'reply', id: 'r', ok: false, error: { message: 'm' } }],
    [
      'a failed reply with a numeric code',
      { ...head, kind: 'reply', id: 'r', ok: false, error: { code: 1, message: 'm' } },
    ],
    ['an event without name', { ...head, kind: 'event', id: 'e', data: 1 }],
    ['an event without data', { ...head, kind: 'event', id: 'e', event: 'x' }],
    ['a cycle in the result', { ...head, kind: 'reply', id: 'r', ok: true, result: circular }],
    ['a Date in the params', { ...head, kind: 'request', id: 'r', method: 'm', params: { at: new Date() } }],
    ['a class instance as data', { ...head, kind: 'event', id: 'e', event: 'x', data: new Point() }],
    ['a function as data', { ...head, kind: 'event', id: 'e', event: 'x', data: () => 1 }],
    ['NaN as data', { ...head, kind: 'event', id: 'e', event: 'x', data: Number.NaN }],
    ['a hole in an array', { ...head, kind: 'event', id: 'e', event: 'x', data: [1, , 3] }],
    ['a Proxy that throws', hostile],
  ])('rejects %s without throwing', (_name, raw) => {
    expect(parseEnvelope(raw)).toBeNull();
  });

  it('rejects nesting deeper than any bridge message', () => {
    let deep: unknown = 'leaf';
    for (let i = 0; i < 100; i++) deep = [deep];
    expect(parseEnvelope({ ...head, kind: 'event', id: 'e', event: 'x', data: deep })).toBeNull();
  });

  it('checks a shared sub-object once, so a wide diamond is fast', () => {
    let node: unknown = { leaf: true };
    for (let i = 0; i < 60; i++) node = { left: node, right: node };
    expect(parseEnvelope({ ...head, kind: 'event', id: 'e', event: 'x', data: node })).not.toBeNull();
  });
});
