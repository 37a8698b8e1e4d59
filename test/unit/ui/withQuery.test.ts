import { describe, expect, it } from 'vitest';
import { withQuery } from '../../../src/ui/useQueryState';

describe('withQuery: the query after some parameters change', () => {
  it.each([
    ['sets a new parameter after the others', '?shopId=7', { page: '2' }, 'shopId=7&page=2'],
    ['replaces a parameter in its place', '?page=2&size=50', { page: '3' }, 'page=3&size=50'],
    ['removes a parameter set to null', '?page=2&size=50', { page: null }, 'size=50'],
    ['changes several at once', '?shopId=7&page=4', { shopId: null, q: '123', page: null }, 'q=123'],
    ['leaves an empty query empty', '', { page: null }, ''],
    ['encodes what it sets', '', { q: 'a b&c' }, 'q=a+b%26c'],
  ])('%s', (_, search, changes, expected) => {
    expect(withQuery(search, changes)).toBe(expected);
  });
});
