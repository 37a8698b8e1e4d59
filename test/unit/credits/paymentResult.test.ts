import { describe, expect, it } from 'vitest';
import { PaymentStatus } from '../../../contract/credits';
import { failedStatusLine, failureReason, outcomeOf, recordIdOf, REASON_MAX_CHARS, settleRecord, type SyncAnswer } from '../../../src/features/credits/paymentResult';

describe('failureReason: the error text quoted on the result page', () => {
  it('keeps a short reason as it is, trimmed; nothing readable is no reason', () => {
    expect(failureReason('  您已放弃支付，充值订单已关闭 ')).toBe('您已放弃支付，充值订单已关闭');
    expect(failureReason(null)).toBeNull();
    expect(failureReason('')).toBeNull();
    expect(failureReason(' \n\t\u202e\u200b ')).toBeNull();
  });

  it('removes bidi overrides and zero-width characters, and turns control characters into single spaces', () => {
    expect(failureReason('退款\u202e888-ufek\u202c 请\u200b联系\u2066客服\u2069')).toBe('退款888-ufek 请联系客服');
    expect(failureReason('第一行\r\n\u0000第二行\u0007\u2028末尾')).toBe('第一行 第二行 末尾');
  });

  it('cuts a long text to 60 characters ending in an ellipsis, counting characters, not UTF-16 units', () => {
    const long = '交易失败，请联系客服微信 kefu-888 处理退款'.repeat(5);
    const reason = failureReason(long)!;
    expect(Array.from(reason)).toHaveLength(REASON_MAX_CHARS);
    expect(reason.endsWith('…')).toBe(true);
    expect(long.startsWith(reason.slice(0, -1))).toBe(true);
    const emoji = '😀'.repeat(100);
    expect(Array.from(failureReason(emoji)!)).toEqual([...Array<string>(59).fill('😀'), '…']);
    expect(failureReason('字'.repeat(60))).toBe('字'.repeat(60));
  });
});

describe('recordIdOf', () => {
  it('accepts ids as the server writes them and nothing else', () => {
    expect(recordIdOf('123')).toBe('123');
    expect(recordIdOf('rc_9-a')).toBe('rc_9-a');
    for (const raw of [null, '', '../1', '1/2', '1?x', 'x'.repeat(65), '一']) expect(recordIdOf(raw)).toBeNull();
  });
});

describe('outcomeOf: what the page may claim', () => {
  const status = (value: PaymentStatus): SyncAnswer => ({ status: value });
  it('says 支付成功 only for a record the server reports paid (success or finished), whatever the address says', () => {
    expect(outcomeOf(status(PaymentStatus.SUCCESS), null)).toEqual({ kind: 'paid' });
    expect(outcomeOf(status(PaymentStatus.FINISHED), '失败了')).toEqual({ kind: 'paid' });
    expect(outcomeOf(null, null)).toEqual({ kind: 'unknown' });
    expect(outcomeOf('no-such-record', null)).toEqual({ kind: 'unknown' });
  });

  it('says 支付失败 for a closed or refunded record, with the quoted reason when the address has one and this browser started it', () => {
    expect(outcomeOf(status(PaymentStatus.CLOSED), '您已放弃支付', true)).toEqual({ kind: 'failed', status: PaymentStatus.CLOSED, reason: '您已放弃支付' });
    expect(outcomeOf(status(PaymentStatus.REFUNDED), null, true)).toEqual({ kind: 'failed', status: PaymentStatus.REFUNDED, reason: null });
  });

  it('quotes nothing for a closed record this browser did not start: a guessed id with the words of a link made elsewhere', () => {
    expect(outcomeOf(status(PaymentStatus.CLOSED), '请添加客服微信 kf-888 办理退款')).toEqual({ kind: 'failed', status: PaymentStatus.CLOSED, reason: null });
    expect(outcomeOf(status(PaymentStatus.REFUNDED), '请添加客服微信 kf-888 办理退款', false)).toEqual({ kind: 'failed', status: PaymentStatus.REFUNDED, reason: null });
  });

  it('keeps checking while the record awaits payment', () => {
    expect(outcomeOf(status(PaymentStatus.AWAITING), null)).toEqual({ kind: 'checking' });
  });

  it('without a record of this account the server vouches for, an error text decides nothing and is not shown', () => {
    expect(outcomeOf(null, '')).toEqual({ kind: 'unknown' });
    expect(outcomeOf(null, '请联系客服QQ 12345 退款')).toEqual({ kind: 'unknown' });
    expect(outcomeOf('no-such-record', 'x'.repeat(200))).toEqual({ kind: 'unknown' });
    expect(outcomeOf(status(99 as PaymentStatus), null)).toEqual({ kind: 'unknown' });
  });

  it('bounds the error text of a record this browser started that did fail', () => {
    expect(outcomeOf(status(PaymentStatus.CLOSED), 'x'.repeat(200), true)).toEqual({ kind: 'failed', status: PaymentStatus.CLOSED, reason: `${'x'.repeat(59)}…` });
  });
});

describe('settleRecord', () => {
  const noWait = async (_ms: number, signal: AbortSignal) => signal.throwIfAborted();

  it('asks at once, again while awaiting or failing, and resolves with the first settled answer', async () => {
    const replies: (SyncAnswer | Error)[] = [{ status: PaymentStatus.AWAITING }, new Error('network'), { status: PaymentStatus.AWAITING }, { status: PaymentStatus.SUCCESS }];
    const sleeps: number[] = [];
    let asked = 0;
    const answer = await settleRecord(
      async () => {
        const reply = replies[asked++]!;
        if (reply instanceof Error) throw reply;
        return reply;
      },
      new AbortController().signal,
      async (ms) => {
        sleeps.push(ms);
      },
    );
    expect(answer).toEqual({ status: PaymentStatus.SUCCESS });
    expect(asked).toBe(4);
    expect(sleeps).toEqual([1000, 1000, 1000]);
  });

  it('settles on a record the server does not know, and stops when the page goes away', async () => {
    expect(await settleRecord(async () => 'no-such-record', new AbortController().signal, noWait)).toBe('no-such-record');
    const stop = new AbortController();
    let asked = 0;
    const waiting = settleRecord(
      async () => {
        if (++asked === 2) stop.abort(new Error('left'));
        return { status: PaymentStatus.AWAITING };
      },
      stop.signal,
      noWait,
    );
    await expect(waiting).rejects.toMatchObject({ name: 'AbortError' });
    expect(asked).toBe(2);
  });
});

describe('failedStatusLine: what became of a failed recharge', () => {
  it.each([
    // Abandoned on the provider's page: closed, never 未支付交易超时关闭 beside the reason 您已放弃支付.
    [PaymentStatus.CLOSED, '充值订单已关闭，积分未到账'],
    [PaymentStatus.REFUNDED, '充值订单状态：已退款'],
  ])('status %s: %s', (status, line) => {
    expect(failedStatusLine(status)).toBe(line);
  });
});
