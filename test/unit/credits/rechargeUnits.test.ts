import { describe, expect, it } from 'vitest';
import { QUICK_PACKS } from '../../../contract/credits';
import { checkRechargeUnits, formatYuan, rechargeQuote } from '../../../src/features/credits/rechargeUnits';

describe('recharge units (spec 3 §5: thousands, integer, 1 to 10,000,000)', () => {
  it.each([
    ['1', 1],
    ['6', 6],
    [' 30 ', 30],
    ['10000000', 10_000_000],
    ['10,000,000', 10_000_000],
    ['007', 7],
  ])('accepts %j as %d thousand', (raw, units) => {
    expect(checkRechargeUnits(raw)).toEqual({ ok: true, units });
  });

  it.each([
    ['', '此项必须填写'],
    ['   ', '此项必须填写'],
    ['0', '最少充值 1 千积分'],
    ['000', '最少充值 1 千积分'],
    ['-5', '最少充值 1 千积分'],
    ['-1.5', '最少充值 1 千积分'],
    ['10000001', '最多充值 10,000,000 千积分'],
    ['99999999999999999999999', '最多充值 10,000,000 千积分'],
    ['1.5', '充值数量必须是整数（单位：千积分）'],
    ['2.0', '充值数量必须是整数（单位：千积分）'],
    ['1e3', '充值数量必须是整数（单位：千积分）'],
    ['abc', '充值数量必须是整数（单位：千积分）'],
    ['６', '充值数量必须是整数（单位：千积分）'],
  ])('refuses %j: %s', (raw, error) => {
    expect(checkRechargeUnits(raw)).toEqual({ ok: false, error });
  });
});

describe('recharge price (spec 3 §9: 5 yuan per 1000, originally 10)', () => {
  it('prices a thousand at 5 yuan, originally 10', () => {
    expect(rechargeQuote(1)).toEqual({ credits: 1000, price: 5, originalPrice: 10 });
  });

  it('prices the largest recharge without rounding', () => {
    expect(rechargeQuote(10_000_000)).toEqual({ credits: 10_000_000_000, price: 50_000_000, originalPrice: 100_000_000 });
  });

  it.each(QUICK_PACKS.map((pack) => [pack.credits, pack]))('the %d pack costs what the centre computes for its thousands', (credits, pack) => {
    expect(rechargeQuote(credits / 1000)).toEqual({ credits, price: pack.price, originalPrice: pack.originalPrice });
    // 0.3 yuan per image: 60 credits at 5 yuan a thousand.
    expect(pack.price / pack.images).toBeCloseTo(0.3);
    expect(pack.images * 60).toBe(credits);
  });

  it('shows yuan grouped, with fen only when there are any', () => {
    expect(formatYuan(50_000_000)).toBe('50,000,000');
    expect(formatYuan(0.3)).toBe('0.3');
    expect(formatYuan(12.345)).toBe('12.35');
  });
});
