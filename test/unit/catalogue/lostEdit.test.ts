// A form's own edit whose answer was lost, told from another tab's edit when a later save meets a conflict.
import { describe, expect, it } from 'vitest';
import { differsOnlyBy } from '../../../src/features/catalogue/useEditBase';

interface Colour {
  name: string;
  color: string;
}
interface Sized {
  size: { w: number; h: number } | null;
}

describe('a stored record met after a lost edit', () => {
  it('is the lost edit where each field it changed holds what that edit sent', () => {
    expect(differsOnlyBy({ name: 'Xiaomi' }, { name: '小米' }, { name: 'Xiaomi' })).toBe(true);
    expect(differsOnlyBy<Colour>({ name: 'Xiaomi', color: '#fff' }, { name: '小米', color: '#fff' }, { name: 'Xiaomi', color: '#000' })).toBe(true);
  });

  it("is another tab's where a field holds anything else, or where nothing changed", () => {
    expect(differsOnlyBy({ name: 'Redmi' }, { name: '小米' }, { name: 'Xiaomi' })).toBe(false);
    expect(differsOnlyBy<Colour>({ name: 'Xiaomi', color: '#123' }, { name: '小米', color: '#fff' }, { name: 'Xiaomi', color: '#fff' })).toBe(false);
    expect(differsOnlyBy({ name: '小米' }, { name: '小米' }, { name: 'Xiaomi' })).toBe(false);
    // A field the lost edit did not send, changed: another tab's.
    expect(differsOnlyBy<Colour>({ name: 'Xiaomi', color: '#123' }, { name: '小米', color: '#fff' }, { name: 'Xiaomi' })).toBe(false);
  });

  it('compares with the form\'s own sameness, a print size by its millimetres', () => {
    const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
    expect(differsOnlyBy<Sized>({ size: { w: 70, h: 150 } }, { size: null }, { size: { w: 70, h: 150 } }, same)).toBe(true);
    expect(differsOnlyBy<Sized>({ size: { w: 70, h: 150 } }, { size: null }, { size: { w: 70, h: 150 } })).toBe(false);
  });
});
