import {
  CREDITS_PER_UNIT,
  RECHARGE_UNITS_MAX,
  RECHARGE_UNITS_MIN,
  isRechargeUnits,
  originalRechargePrice,
  rechargePrice,
} from '../../../contract/credits';
import { MSG } from './messages';

export type UnitsCheck = { ok: true; units: number } | { ok: false; error: string };

/**
 * Spec 3 §5: what the seller typed in the recharge centre, in thousands of credits: a whole number from 1
 * to 10,000,000. Spaces around it and thousands separators are forgiven; anything else is said plainly.
 */
export function checkRechargeUnits(raw: string): UnitsCheck {
  const text = raw.trim().replace(/[,，]/g, '');
  if (text === '') return { ok: false, error: MSG.credits.unitsRequired };
  if (!/^\d+$/.test(text)) {
    // A negative or zero amount is too small before it is anything else.
    if (/^-\d+(\.\d+)?$/.test(text) || /^0*\.0*$/.test(text)) return { ok: false, error: MSG.credits.unitsTooSmall };
    return { ok: false, error: MSG.credits.unitsNotInteger };
  }
  const units = Number(text);
  if (units < RECHARGE_UNITS_MIN) return { ok: false, error: MSG.credits.unitsTooSmall };
  if (units > RECHARGE_UNITS_MAX) return { ok: false, error: MSG.credits.unitsTooLarge };
  return isRechargeUnits(units) ? { ok: true, units } : { ok: false, error: MSG.credits.unitsNotInteger };
}

const yuanFormat = new Intl.NumberFormat('zh-CN', { maximumFractionDigits: 2 });
const countFormat = new Intl.NumberFormat('zh-CN');

/** Yuan as the seller reads them: grouped, at most two decimals (a record's amount may have fen). */
export const formatYuan = (yuan: number): string => yuanFormat.format(yuan);
export const formatCount = (n: number): string => countFormat.format(n);

/** What thousands of credits are: the credits, their price and the price they used to have (spec 3 §9). */
export function rechargeQuote(units: number): { credits: number; price: number; originalPrice: number } {
  const credits = units * CREDITS_PER_UNIT;
  return { credits, price: rechargePrice(credits), originalPrice: originalRechargePrice(credits) };
}
