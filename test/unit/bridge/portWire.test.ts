import { describe, expect, it } from 'vitest';
import { fromPortWire, toPortWire } from '../../../bridge/portWire';
import { PROTOCOL, PROTOCOL_VERSION, parseEnvelope, type Envelope } from '../../../bridge/protocol';

const head = { protocol: PROTOCOL, version: PROTOCOL_VERSION } as const;
const ENVELOPES: Envelope[] = [
  { ...head, kind: 'request', id: 'p:1', method: 'host.hello', params: {} },
  { ...head, kind: 'request', id: 'p:2', method: 'api.call', params: [null, '中文', { a: [1.5, false] }] },
  { ...head, kind: 'reply', id: 'p:1', ok: true, result: { host: 'qianniu', version: '1' } },
  { ...head, kind: 'reply', id: 'p:3', ok: true, result: null },
  { ...head, kind: 'reply', id: 'p:2', ok: false, error: { code: 'HOST_ERROR', message: '千牛数据返回超时' } },
  { ...head, kind: 'event', id: 'event-1', event: 'host.visibility', data: { visible: true } },
];

/** What the peer reads: the short form through JSON text, read back. */
const across = (message: object) => fromPortWire(JSON.parse(JSON.stringify(toPortWire(message))));

describe('the port wire', () => {
  it('carries every kind of envelope short and reads it back as the same envelope', () => {
    for (const envelope of ENVELOPES) {
      expect(Array.isArray(toPortWire(envelope))).toBe(true);
      expect(JSON.stringify(toPortWire(envelope)).length).toBeLessThan(JSON.stringify(envelope).length);
      expect(parseEnvelope(across(envelope))).toEqual(envelope);
    }
  });

  it('sends anything that is not exactly an envelope as it is, so the peer refuses what it would have refused', () => {
    const noParams = { ...head, kind: 'request', id: 'p:1', method: 'host.hello', params: undefined };
    const noResult = { ...head, kind: 'reply', id: 'p:1', ok: true };
    const badError = { ...head, kind: 'reply', id: 'p:1', ok: false, error: { code: 7, message: 'x' } };
    const otherVersion = { ...ENVELOPES[0]!, version: 2 };
    const notOurs = { type: 'PUSH_ORDERS' };
    for (const message of [noParams, noResult, badError, otherVersion, notOurs]) {
      expect(toPortWire(message)).toBe(message);
      expect(parseEnvelope(across(message))).toEqual(parseEnvelope(JSON.parse(JSON.stringify(message))));
    }
    expect(parseEnvelope(across(noParams))).toBeNull();
  });

  it('hands on a short form of the wrong length or kind as it came, which no envelope reader accepts', () => {
    for (const item of [['q', 'p:1', 'host.hello'], ['r', 'p:1'], ['e', 'p:1', 'X'], ['v', 'p:1', 'e', 1, 2], ['x', 'p:1', 1], []]) {
      expect(fromPortWire(item)).toBe(item);
      expect(parseEnvelope(fromPortWire(item))).toBeNull();
    }
    expect(parseEnvelope(fromPortWire(['q', '', 'host.hello', {}]))).toBeNull();
    expect(parseEnvelope(fromPortWire(['q', 'p:1', 'host.hello', undefined]))).toBeNull();
  });
});
