import { describe, expect, it } from 'vitest';
import { lastPage, readPageNo, readPageSize } from '../../../src/lib/paging';

describe('paging in the address', () => {
  it.each([
    ['3', 3],
    [null, 1],
    ['0', 1],
    ['-2', 1],
    ['1.5', 1],
    ['1e3', 1],
    ['x', 1],
    ['0x2', 1],
    [' 2', 1],
  ])('reads page %s as %i', (raw, page) => {
    expect(readPageNo(raw)).toBe(page);
  });

  it('takes only an offered page size', () => {
    expect(readPageSize('50', [10, 20, 50, 100], 20)).toBe(50);
    expect(readPageSize('30', [10, 20, 50, 100], 20)).toBe(20);
    expect(readPageSize(null, [10, 20, 50, 100], 20)).toBe(20);
  });

  it('finds the last page', () => {
    expect(lastPage(0, 20)).toBe(1);
    expect(lastPage(41, 20)).toBe(3);
  });
});
