import { describe, expect, it } from 'vitest';
import { isStaleWireframeBase } from '../../../contract/catalogue';

describe('isStaleWireframeBase', () => {
  it('is stale when the row was seen empty and is filled now, or bound to another wireframe', () => {
    expect(isStaleWireframeBase(null, 'w7')).toBe(true);
    expect(isStaleWireframeBase('w1', 'w7')).toBe(true);
    expect(isStaleWireframeBase('w1', null)).toBe(true);
  });

  it('is not stale when what was seen is what is bound, or when no check was asked (覆盖保存)', () => {
    expect(isStaleWireframeBase(null, null)).toBe(false);
    expect(isStaleWireframeBase('w7', 'w7')).toBe(false);
    expect(isStaleWireframeBase(undefined, 'w7')).toBe(false);
  });
});
