import { describe, expect, it } from 'vitest';
import type { PushOrderInput, PushOrderRequest } from '../../../contract/erp';
import { ApiError } from '../../../src/api/client';
import { REASON_MAX } from '../../../src/features/factoryPush/factoryReason';
import { pushFailureReason, runPush, type PushResult } from '../../../src/features/factoryPush/pushRun';

/** A design with a print file (what hasPrintFile looks at), the rest of its fields beside the point here. */
const design = (customizedImageUrl = 'https://print.test/1.png') => ({ customizedImageUrl }) as PushOrderInput['orderItems'][number]['phoneCaseCustomizationInfos'][number];
const orders: PushOrderInput[] = ['A', 'B', 'C'].map((id) => ({ orderOriginalId: id, orderItems: [{ originalId: `${id}1`, quantity: 1, phoneCaseCustomizationInfos: [design()] }] }));
const apiError = (status: number | undefined, body: unknown, message = '请求失败（HTTP 422）') => new ApiError(message, '/api/erp/push_order', status, undefined, undefined, body);

describe('why a push failed, as its row says it (spec 3 §8)', () => {
  it.each<[string, unknown, string]>([
    ['the server\'s message', apiError(422, { code: 'NOT_BOUND', message: '机型未绑定' }, '机型未绑定'), '机型未绑定'],
    ['the raw JSON reply when it has no message', apiError(400, { success: false, errcode: 7 }), '{"success":false,"errcode":7}'],
    ['the raw JSON reply when its message is blank', apiError(400, { message: '  ' }), '{"message":" "}'],
    ['the raw text reply', apiError(500, 'Bad Gateway from upstream'), 'Bad Gateway from upstream'],
    ['the client\'s text when nothing came back', apiError(undefined, undefined, '请检查您的网络设置，请求发送失败！'), '请检查您的网络设置，请求发送失败！'],
    ['the client\'s text for an empty reply', apiError(500, ''), '请求失败（HTTP 422）'],
    ['any other error\'s message', new Error('boom'), 'boom'],
  ])('shows %s', (_, error, text) => {
    expect(pushFailureReason(error)).toBe(text);
  });

  it(`cuts a raw reply longer than ${REASON_MAX} characters`, () => {
    const text = pushFailureReason(apiError(502, `<html>${'x'.repeat(1000)}</html>`));
    expect(text).toHaveLength(REASON_MAX + 1);
    expect(text.endsWith('…')).toBe(true);
  });

  it('shows an HTML error page as its words: title and text, never markup, scripts or styles', () => {
    const page = `<!DOCTYPE html><html><head><title>502 Bad Gateway</title><style>body{color:red}</style>
      <script>window.trace = "secret";</script></head><body><center><h1>502 Bad Gateway</h1></center>
      <p>工厂ERP暂时无法连接 &amp; 请稍后重试&#12290;</p><hr><center>nginx/1.24.0</center></body></html>`;
    const reason = pushFailureReason(apiError(502, page));
    expect(reason).toBe('502 Bad Gateway 工厂ERP暂时无法连接 & 请稍后重试。 nginx/1.24.0');
    expect(reason).not.toMatch(/[<>]|color:red|secret/);
  });

  it('drops the frames and paths of a stack trace from a raw reply, keeping its message', () => {
    const java = 'java.lang.IllegalStateException: 订单状态不允许接单\n\tat com.erp.order.OrderService.accept(OrderService.java:118)\n\tat com.erp.web.PushController.push(PushController.java:42)\n\t... 87 more';
    expect(pushFailureReason(apiError(500, java))).toBe('java.lang.IllegalStateException: 订单状态不允许接单');
    const node = 'Error: SKU not in plan\n    at plan (/srv/erp/dist/plan.js:12:9)\n    at async push (/srv/erp/dist/push.js:40:3)';
    expect(pushFailureReason(apiError(500, node))).toBe('Error: SKU not in plan');
    const python = 'Traceback (most recent call last):\n  File "/opt/erp/app.py", line 88, in push\n    check(order)\nValueError: 材质编码不存在';
    expect(pushFailureReason(apiError(500, { message: python }))).toBe('check(order) ValueError: 材质编码不存在');
  });

  it('cuts a factory message as long, and takes out direction controls that would show it reversed', () => {
    expect(pushFailureReason(apiError(422, { message: 'y'.repeat(1_500_000) }))).toHaveLength(REASON_MAX + 1);
    expect(pushFailureReason(apiError(422, { message: '\u202eredro\u202c 未绑定' }))).toBe('redro 未绑定');
    expect(pushFailureReason(apiError(422, { message: '推送\u200b失败\ufeff\u2060\u00ad' }))).toBe('推送失败');
    // Never half a character at the cut.
    const emoji = pushFailureReason(apiError(422, { message: 'x'.repeat(REASON_MAX - 1) + '😀😀' }));
    expect(emoji).toBe(`${'x'.repeat(REASON_MAX - 1)}😀…`);
  });
});

function recorder() {
  const results = new Map<number, PushResult[]>();
  const sent: PushOrderRequest[] = [];
  return {
    results,
    sent,
    onResult: (index: number, result: PushResult) => results.set(index, [...(results.get(index) ?? []), result]),
    final: () => [...results.entries()].sort(([a], [b]) => a - b).map(([, states]) => states[states.length - 1]!),
  };
}

describe('a push run (spec 3 §4: one by one, a result each)', () => {
  it('pushes in order, to the chosen factory, and goes on after a refusal', async () => {
    const seen = recorder();
    const outcome = await runPush(
      orders,
      'f1',
      {
        push: async (request) => {
          seen.sent.push(request);
          if (request.orderOriginalId === 'B') throw apiError(422, { message: '材质未绑定' }, '材质未绑定');
        },
        onResult: seen.onResult,
      },
      new AbortController().signal,
    );
    expect(seen.sent.map((request) => [request.factoryId, request.orderOriginalId])).toEqual([['f1', 'A'], ['f1', 'B'], ['f1', 'C']]);
    expect(seen.sent[0]).toEqual({ factoryId: 'f1', ...orders[0] });
    expect(seen.final()).toEqual([{ state: 'succeeded' }, { state: 'failed', reason: '材质未绑定' }, { state: 'succeeded' }]);
    expect(seen.results.get(0)![0]).toEqual({ state: 'pushing' });
    expect(outcome).toEqual({ succeeded: 2, failed: 1, skipped: 0, earlier: 0, sessionEnded: false });
  });

  it('does not send again an order the factory has already', async () => {
    const seen = recorder();
    const outcome = await runPush(
      orders,
      'f1',
      { push: async (request) => void seen.sent.push(request), onResult: seen.onResult, pushedBefore: (order) => order.orderOriginalId === 'B' },
      new AbortController().signal,
    );
    expect(seen.sent.map((request) => request.orderOriginalId)).toEqual(['A', 'C']);
    expect(seen.final().map((result) => result.state)).toEqual(['succeeded', 'earlier', 'succeeded']);
    expect(outcome).toEqual({ succeeded: 2, failed: 0, skipped: 0, earlier: 1, sessionEnded: false });
  });

  it('never sends an order none of whose designs has a print file (the factory would get an empty print address)', async () => {
    const seen = recorder();
    const withNone: PushOrderInput[] = [
      orders[0]!,
      { orderOriginalId: 'N', orderItems: [{ originalId: 'N1', quantity: 2, phoneCaseCustomizationInfos: [design(''), design('')] }] },
      { orderOriginalId: 'E', orderItems: [{ originalId: 'E1', quantity: 1, phoneCaseCustomizationInfos: [] }] },
      { orderOriginalId: 'P', orderItems: [{ originalId: 'P1', quantity: 3, phoneCaseCustomizationInfos: [design(''), design()] }] },
    ];
    const outcome = await runPush(withNone, 'f1', { push: async (request) => void seen.sent.push(request), onResult: seen.onResult }, new AbortController().signal);
    expect(seen.sent.map((request) => request.orderOriginalId)).toEqual(['A', 'P']);
    expect(seen.final().map((result) => result.state)).toEqual(['succeeded', 'noPrint', 'noPrint', 'succeeded']);
    expect(outcome).toEqual({ succeeded: 2, failed: 0, skipped: 2, earlier: 0, sessionEnded: false });
  });

  it('stops at an ended session: the rest are not sent', async () => {
    const seen = recorder();
    const outcome = await runPush(orders, 'f1', { push: async () => Promise.reject(apiError(401, undefined, '登录过期')), onResult: seen.onResult }, new AbortController().signal);
    expect(outcome).toEqual({ succeeded: 0, failed: 1, skipped: 2, earlier: 0, sessionEnded: true });
    expect(seen.final().map((result) => result.state)).toEqual(['failed', 'skipped', 'skipped']);
  });

  it('lets the order on its way finish when stopped, and sends no other', async () => {
    const seen = recorder();
    const stop = new AbortController();
    const outcome = await runPush(
      orders,
      'f1',
      {
        push: async (request) => {
          seen.sent.push(request);
          stop.abort();
        },
        onResult: seen.onResult,
      },
      stop.signal,
    );
    expect(seen.sent).toHaveLength(1);
    expect(seen.final().map((result) => result.state)).toEqual(['succeeded', 'skipped', 'skipped']);
    expect(outcome.skipped).toBe(2);
  });
});
