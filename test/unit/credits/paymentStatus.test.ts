import { describe, expect, it } from 'vitest';
import { PaymentStatus } from '../../../contract/credits';
import { isPaidStatus, paymentStatusLabel } from '../../../src/features/credits/paymentStatus';

describe('payment status labels (spec 3 §4)', () => {
  it.each([
    [PaymentStatus.AWAITING, '未支付'],
    [PaymentStatus.SUCCESS, '已支付'],
    [PaymentStatus.CLOSED, '未支付交易超时关闭'],
    [PaymentStatus.REFUNDED, '已退款'],
    [PaymentStatus.FINISHED, '交易结束'],
  ])('state %d reads %s', (status, label) => {
    expect(paymentStatusLabel(status)).toBe(label);
  });

  it('names a state the spec does not know as unknown, never as another', () => {
    expect(paymentStatusLabel(9)).toBe('未知状态（9）');
    expect(paymentStatusLabel('2')).toBe('未知状态（2）');
  });

  it('counts success and finished as paid, the others not', () => {
    expect(Object.values(PaymentStatus).filter(isPaidStatus)).toEqual([PaymentStatus.SUCCESS, PaymentStatus.FINISHED]);
  });
});
