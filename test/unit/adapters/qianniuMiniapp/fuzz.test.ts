import { describe, expect, it } from 'vitest';
import { createBridgeHost } from '../../../../bridge/createBridgeHost';
import { MAX_CHUNK_BASE64 } from '../../../../bridge/chunkProtocol';
import { MAX_SAVE_BYTES } from '../../../../bridge/chunkLimits';
import { BRIDGE_METHODS } from '../../../../bridge/methods';
import { PROTOCOL, PROTOCOL_VERSION, parseEnvelope } from '../../../../bridge/protocol';
import { createWebViewContextTransport } from '../../../../bridge/webViewContextTransport';
import { createQianniuHostHandlers } from '../../../../adapters/qianniu/miniapp/host/handlers';
import { createFakeCloud } from '../../../support/fakeCloud';
import { createFakeMy } from '../../../support/fakeMy';
// The dev API's seeded generator: a failure reproduces with the same seed.
import { seededRandom } from '../../../../adapters/mock/devApi/orders/orderFactory';
import { base64Of, CONFIG, settle } from './harness';

const CASES = 3_000;

const HUGE = 'x'.repeat(2 * 1024 * 1024);
const TOO_LONG_BASE64 = 'A'.repeat(MAX_CHUNK_BASE64 + 4);

function deep(levels: number): unknown {
  let value: unknown = { leaf: true };
  for (let i = 0; i < levels; i++) value = { nested: value };
  return value;
}

function cyclic(): unknown {
  const value: Record<string, unknown> = { a: 1 };
  value.self = value;
  return value;
}

function withOwnProto(params: Record<string, unknown>, value: unknown): Record<string, unknown> {
  return Object.defineProperty({ ...params }, '__proto__', { value, enumerable: true, configurable: true, writable: true });
}

function generator(seed: number, legit: { upload: string; save: string }) {
  const random = seededRandom(seed);
  const int = (n: number) => Math.floor(random() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)];
  const chance = (p: number) => random() < p;

  const notObjects = () => pick<unknown>([null, [], [1, 2], 'params', '', 0, -1, 3.5, true, false, [{}], HUGE]);
  const notText = () => pick<unknown>([null, 0, 1, true, [], {}, ['a'], { toString: 'x' }]);
  const notName = () => pick<unknown>(['', ...[notText()]]);
  const badIndex = () => pick<unknown>([-1, -0.5, 1.5, '0', null, [], {}, 2 ** 53, true]);
  const badSize = () => pick<unknown>([-2, -1.5, 1.5, '10', null, [], {}, 2 ** 53, true, -100]);
  // Ids of no open transfer of that kind: made up, prototype keys, or the open transfer of the other kind.
  const notOpen = (kind: 'uploadId' | 'saveId') =>
    pick<string>(['nope', '__proto__', 'constructor', 'toString', 'upload-1-abcdefgh', 'save-1-abcdefgh', 'x'.repeat(1000), kind === 'uploadId' ? legit.save : legit.upload]);
  const badData = () => pick<string>(['', '!!!!', 'AAA', 'AA=A', '****', 'AAAA====', 'AB-_', ' AAA', TOO_LONG_BASE64, '中文字符']);
  const noise = () => pick<unknown>([1, 'x', null, deep(3), [1, [2, [3]]], HUGE.slice(0, 1000), { constructor: 'x' }]);

  /** One field of `params` made wrong, or removed. */
  function breakField(params: Record<string, unknown>, field: string, wrong: () => unknown): Record<string, unknown> {
    const copy = { ...params };
    if (chance(0.25)) delete copy[field];
    else copy[field] = wrong();
    return copy;
  }

  function begin(): unknown {
    const valid = { fileName: chance(0.1) ? HUGE : 'a.png', size: 10, mimeType: 'image/png' };
    switch (int(5)) {
      case 0:
        return breakField(valid, 'fileName', notText);
      case 1:
        return breakField(valid, 'size', badSize);
      case 2:
        return breakField(valid, 'mimeType', notText);
      case 3:
        // Well formed, but larger than any transfer may be.
        return { ...valid, size: pick([MAX_SAVE_BYTES + 1, Number.MAX_SAFE_INTEGER]) };
      default:
        return notObjects();
    }
  }

  function chunk(idField: 'uploadId' | 'saveId'): unknown {
    const own = idField === 'uploadId' ? legit.upload : legit.save;
    const valid = { [idField]: own, index: 0, data: 'AAAA' };
    switch (int(7)) {
      case 0:
        return breakField(valid, idField, notName);
      case 1:
        return breakField(valid, 'index', badIndex);
      case 2:
        return breakField(valid, 'data', notText);
      case 3:
        // Any chunk to a transfer that is not open (or of the other kind).
        return { [idField]: notOpen(idField), index: int(3), data: 'AAAA' };
      case 4:
        // The open transfer, but not its next chunk.
        return { ...valid, index: 1 + int(5) };
      case 5:
        // The open transfer's next chunk, with data that is not base64 or is too long.
        return { ...valid, data: badData() };
      default:
        // More than the upload announced (the save is a stream, so it gets bad data instead).
        return idField === 'uploadId' ? { ...valid, data: base64Of(new Array(11 + int(20)).fill(7)) } : { ...valid, data: badData() };
    }
  }

  function commit(idField: 'uploadId' | 'saveId', withSize: boolean): unknown {
    if (withSize && chance(0.3)) return { [idField]: pick([legit.save, notOpen(idField)]), size: badSize() };
    if (chance(0.5)) return breakField({ [idField]: 'x' }, idField, notName);
    // Well formed, for a transfer that is not open: also the same one twice.
    return { [idField]: notOpen(idField) };
  }

  function paramsFor(method: string): unknown {
    switch (method) {
      case 'host.hello':
      case 'cloudStore.config':
        return notObjects();
      case 'cloudFile.uploadBegin':
      case 'file.saveBegin':
        return begin();
      case 'cloudFile.uploadChunk':
        return chunk('uploadId');
      case 'file.saveChunk':
        return chunk('saveId');
      case 'cloudFile.uploadCommit':
        return commit('uploadId', false);
      case 'file.saveCommit':
        return commit('saveId', true);
      case 'cloudFile.uploadAbort':
        return chance(0.2) ? notObjects() : breakField({ uploadId: 'x' }, 'uploadId', notName);
      case 'file.saveAbort':
        return chance(0.2) ? notObjects() : breakField({ saveId: 'x' }, 'saveId', notName);
      case 'cloudFile.delete':
        return chance(0.2) ? notObjects() : breakField({ taobaoFileId: 'cloud://a' }, 'taobaoFileId', notName);
      case 'top.invoke':
        return chance(0.5)
          ? breakField({ api: 'taobao.user.seller.get', data: {} }, 'api', notName)
          : breakField({ api: 'taobao.user.seller.get', data: {} }, 'data', () => pick<unknown>([null, [], 'x', 1, [{}]]));
      default:
        return chance(0.5) ? {} : noise();
    }
  }

  const UNKNOWN_METHODS = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', 'host.hello ', 'HOST.HELLO', 'cloudFile.upload', 'file', 'my.qn.saveFileToDisk', 'x'.repeat(500)];

  function request(id: string): Record<string, unknown> {
    const method = chance(0.1) ? pick(UNKNOWN_METHODS) : pick(BRIDGE_METHODS);
    let params = paramsFor(method);
    // Extra fields never make a broken request whole.
    if (typeof params === 'object' && params !== null && !Array.isArray(params) && chance(0.3)) {
      const extra = { ...(params as Record<string, unknown>), extra: noise(), constructor: noise(), toString: noise() };
      params = chance(0.5) ? withOwnProto(extra, { uploadId: legit.upload, index: 0, data: 'AAAA' }) : extra;
    }
    return { protocol: PROTOCOL, version: PROTOCOL_VERSION, kind: 'request', id, method, params };
  }

  /** A message that is no request envelope at all. */
  function notEnvelope(id: string): unknown {
    const base = request(id);
    return pick<() => unknown>([
      () => ({ ...base, protocol: 'penpal' }),
      () => ({ ...base, version: 2 }),
      () => ({ ...base, kind: 'reply', ok: true, result: {} }),
      () => ({ ...base, kind: 'event', event: 'x', data: {} }),
      () => ({ ...base, id: '' }),
      () => ({ ...base, id: 7 }),
      () => ({ ...base, method: '' }),
      () => ({ ...base, method: 5 }),
      () => ({ ...base, params: undefined }),
      () => ({ ...base, params: cyclic() }),
      () => ({ ...base, params: deep(100) }),
      () => ({ ...base, params: { when: new Date(0) } }),
      () => ({ ...base, params: { n: Number.NaN } }),
      () => ({ ...base, params: { f: () => 1 } }),
      () => [base],
      () => JSON.stringify(base),
      () => 42,
      () => new Map([['a', 1]]),
    ])();
  }

  function event(message: unknown): unknown {
    return pick<(m: unknown) => unknown>([
      (m) => ({ type: 'message', detail: { value: m } }),
      (m) => ({ detail: { data: m } }),
      (m) => ({ detail: m }),
      (m) => ({ detail: { value: null, data: m } }),
    ])(message);
  }

  const junkEvents: (() => unknown)[] = [
    () => null,
    () => undefined,
    () => 'message',
    () => 0,
    () => ({}),
    () => ({ detail: null }),
    () => ({ detail: 'text' }),
    () => ({ detail: { value: 0 } }),
    () => new Proxy({}, { get: () => { throw new Error('hostile'); } }),
    () => ({ detail: new Proxy({}, { get: () => { throw new Error('hostile'); } }) }),
    () => ({ get detail() { throw new Error('hostile'); } }),
  ];

  return (n: number): { event: unknown; id: string | null } => {
    const id = `fuzz-${n}`;
    const roll = random();
    if (roll < 0.08) return { event: pick(junkEvents)(), id: null };
    const message = roll < 0.2 ? notEnvelope(id) : request(id);
    return { event: event(message), id: parseEnvelope(message)?.kind === 'request' ? id : null };
  }
}

describe('the Qianniu host under malformed requests', () => {
  it(`answers each of ${CASES} malformed requests once with ok: false, throws nothing and changes nothing`, async () => {
    const fake = createFakeMy();
    const cloud = createFakeCloud({ files: fake.files });
    const transport = createWebViewContextTransport(fake.my.createWebViewContext('console'));
    const host = createQianniuHostHandlers({ platform: { my: fake.my, cloud: cloud.cloud }, config: CONFIG });
    createBridgeHost(transport, host.handlers);
    // The start's sweep of leftovers lists the folder: a call made before any fuzz.
    await host.swept;
    fake.calls.length = 0;
    const posted = fake.posted.get('console')!;
    const replyTo = async (id: string) => {
      for (let i = 0; i < 100 && !posted.some((m) => m.id === id); i++) await settle();
      return posted.find((m) => m.id === id)!;
    };
    const send = (id: string, method: string, params: unknown) =>
      transport.receive({ detail: { value: { protocol: PROTOCOL, version: PROTOCOL_VERSION, kind: 'request', id, method, params } } });

    // Two transfers a real console has open meanwhile: the fuzz must not move them.
    send('legit-1', 'cloudFile.uploadBegin', { fileName: 'a.png', size: 10, mimeType: 'image/png' });
    send('legit-2', 'file.saveBegin', { fileName: 'a.zip', size: -1, mimeType: 'application/zip' });
    const legit = {
      upload: ((await replyTo('legit-1')).result as { uploadId: string }).uploadId,
      save: ((await replyTo('legit-2')).result as { saveId: string }).saveId,
    };
    posted.length = 0;

    const next = generator(0x14c0ffee, legit);
    const expected = new Set<string>();
    let thrown = 0;
    for (let n = 0; n < CASES; n++) {
      const { event, id } = next(n);
      if (id) expected.add(id);
      try {
        transport.receive(event);
      } catch {
        thrown += 1;
      }
    }
    for (let i = 0; i < 200 && posted.length < expected.size; i++) await settle();
    await settle(50);

    expect(thrown).toBe(0);
    expect(expected.size).toBeGreaterThanOrEqual(2_000);
    expect(posted).toHaveLength(expected.size);
    expect(new Set(posted.map((m) => m.id))).toEqual(expected);
    const notRefused = posted.filter((m) => m.ok !== false || typeof (m.error as { code?: unknown }).code !== 'string');
    expect(notRefused).toEqual([]);
    // Every refusal the host has was reached, not only the first check.
    const codes = new Set(posted.map((m) => (m.error as { code: string }).code));
    expect([...codes].sort()).toEqual([
      'BAD_CHUNK',
      'BAD_PARAMS',
      'CHUNK_OUT_OF_ORDER',
      'CHUNK_TOO_LARGE',
      'SIZE_MISMATCH',
      'TRANSFER_TOO_LARGE',
      'UNKNOWN_METHOD',
      'UNKNOWN_TRANSFER',
    ]);

    expect([...fake.files.keys()]).toEqual([]);
    expect(fake.calls).toEqual([]);
    expect(cloud.calls).toEqual([]);
    expect(host.openTransfers()).toBe(2);

    // The two transfers are as they were: each still takes its first chunk.
    posted.length = 0;
    send('after-1', 'cloudFile.uploadChunk', { uploadId: legit.upload, index: 0, data: base64Of([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]) });
    send('after-2', 'file.saveChunk', { saveId: legit.save, index: 0, data: base64Of([1]) });
    expect((await replyTo('after-1')).result).toEqual({ received: 10 });
    expect((await replyTo('after-2')).result).toEqual({ received: 1 });
    send('after-3', 'cloudFile.uploadCommit', { uploadId: legit.upload });
    send('after-4', 'file.saveCommit', { saveId: legit.save });
    expect(await replyTo('after-3')).toMatchObject({ ok: true, result: { fileSize: 10 } });
    expect(await replyTo('after-4')).toMatchObject({ ok: true, result: { saved: true, size: 1 } });
    for (let i = 0; i < 50 && host.openTransfers() > 0; i++) await settle();
    expect(host.openTransfers()).toBe(0);
    expect(fake.files.size).toBe(0);
  });
});
