import { describe, expect, it } from 'vitest';
import { shopNameProblem } from '../../../contract/shops';

describe('shopNameProblem (spec 3 §5)', () => {
  it('needs a name that is more than spaces', () => {
    expect(shopNameProblem('')).toBe('required');
    expect(shopNameProblem('   \t')).toBe('required');
  });

  it('allows 20 characters after trimming and refuses 21, an emoji or a CJK character counting one', () => {
    expect(shopNameProblem(`  ${'店'.repeat(20)}  `)).toBeNull();
    expect(shopNameProblem('店'.repeat(21))).toBe('tooLong');
    expect(shopNameProblem('😀'.repeat(20))).toBeNull();
    expect(shopNameProblem('a'.repeat(21))).toBe('tooLong');
  });
});
