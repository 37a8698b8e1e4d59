import { describe, expect, it } from 'vitest';
import { shopNameProblem } from '../../../contract/shops';

describe('shopNameProblem (spec 3 §5)', () => {
  it('needs a name that is more than spaces', () => {
    expect(shopNameProblem('')).toBe('required');
    expect(shopNameProblem('   \t')).toBe('required');
    // Buyers see the name: one of only invisible characters shows them nothing.
    for (const name of ['\u200b', '\u0000', '\u3000\u200d', '\u0301', '\u3164', '\u2800\u2800', '\u115f', '\u1160', '\uffa0', '\u3000\u3164']) expect(shopNameProblem(name), JSON.stringify(name)).toBe('required');
  });

  it('refuses characters that turn the direction of the text around the name', () => {
    expect(shopNameProblem('\u202eevil\u202c')).toBe('directionControl');
    expect(shopNameProblem('壳美\u2067店')).toBe('directionControl');
  });

  it('allows 20 characters after trimming and refuses 21, an emoji or a CJK character counting one', () => {
    expect(shopNameProblem(`  ${'店'.repeat(20)}  `)).toBeNull();
    expect(shopNameProblem('店'.repeat(21))).toBe('tooLong');
    expect(shopNameProblem('😀'.repeat(20))).toBeNull();
    expect(shopNameProblem('a'.repeat(21))).toBe('tooLong');
  });
});
