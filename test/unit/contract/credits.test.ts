import { describe, expect, it } from 'vitest';
import {
  affordableImages,
  isRechargeUnits,
  originalRechargePrice,
  QUICK_PACKS,
  rechargePrice,
} from '../../../contract/credits';

describe('credits (spec 3 §9)', () => {
  it('pays for one new image per 60 credits, rounding down', () => {
    expect(affordableImages(3000)).toBe(50);
    expect(affordableImages(119)).toBe(1);
    expect(affordableImages(59)).toBe(0);
    expect(affordableImages(-60)).toBe(0);
  });

  it('sells whole thousands from 1 to 10,000,000 at 5 yuan (was 10)', () => {
    expect(isRechargeUnits(1)).toBe(true);
    expect(isRechargeUnits(10_000_000)).toBe(true);
    for (const units of [0, 10_000_001, 1.5, Number.NaN, '3', null]) expect(isRechargeUnits(units), String(units)).toBe(false);
    expect(rechargePrice(6000)).toBe(30);
    expect(originalRechargePrice(6000)).toBe(60);
  });

  it('prices the quick packs at the same rate, 0.3 yuan an image', () => {
    for (const pack of QUICK_PACKS) {
      expect(rechargePrice(pack.credits)).toBe(pack.price);
      expect(originalRechargePrice(pack.credits)).toBe(pack.originalPrice);
      expect(affordableImages(pack.credits)).toBe(pack.images);
      expect(pack.price / pack.images).toBeCloseTo(0.3);
    }
  });
});
