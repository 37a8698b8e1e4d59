// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { refundLines } from '../../../src/features/factoryPush/pushCharges';
import type { LeftChargesRefund } from '../../../src/lib/chargeNote';

const refund = (over: Partial<LeftChargesRefund> = {}): LeftChargesRefund => ({
  refundedImages: 0,
  refundedCredits: 0,
  servedImages: 0,
  pushedImages: 0,
  skippedImages: 0,
  unsettled: [],
  ...over,
});

describe('what the next visit says of a push cut short: the credits that came back, or why they did not', () => {
  it.each([
    ['given back', refund({ refundedImages: 1, refundedCredits: 60 }), ['已退还没有送达工厂的 1 张定制图的 60 积分']],
    ['a factory accepted the order', refund({ pushedImages: 2 }), ['2 张定制图所在的订单已被工厂接收，积分不退还']],
    ['the print file was taken', refund({ servedImages: 1 }), ['1 张定制图的印刷文件已被取走，积分不退还；之后再下载或推送这些图片不再扣费']],
    ['nothing was charged by then', refund({ skippedImages: 1 }), ['1 张定制图没有可退还的积分：当时没有扣费、已经退还，或扣费已超过 24 小时']],
    [
      'no answer yet',
      refund({ unsettled: [{ orderId: 'o', orderItemId: 'i', infoIndex: 0 }] }),
      ['1 张定制图暂时未能退还积分，下次打开订单管理时会再次退还；在此之前下载或推送这些图片不再扣费'],
    ],
    ['some of each', refund({ refundedImages: 1, refundedCredits: 60, pushedImages: 1 }), ['已退还没有送达工厂的 1 张定制图的 60 积分', '1 张定制图所在的订单已被工厂接收，积分不退还']],
  ])('%s', (_, outcome, lines) => {
    expect(refundLines(outcome)).toEqual(lines);
  });
});
