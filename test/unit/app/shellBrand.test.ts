import { describe, expect, it } from 'vitest';
import { safeStorage } from '../../../src/lib/safeStorage';
import { readShellBrand, writeShellBrand } from '../../../src/app/shellBrand';

function memory() {
  const values = new Map<string, string>();
  const area = {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key: string) => values.get(key) ?? null,
    key: (index: number) => [...values.keys()][index] ?? null,
    removeItem: (key: string) => void values.delete(key),
    setItem: (key: string, value: string) => void values.set(key, value),
  };
  return { area, storage: safeStorage(() => area) };
}

describe('the header brand remembered per account', () => {
  it('reads back the last brand written for the account', () => {
    const { storage } = memory();
    writeShellBrand('demo', { name: '壳美定制', logoUrl: 'https://img.example/logo.png' }, storage);
    expect(readShellBrand('demo', storage)).toEqual({ name: '壳美定制', logoUrl: 'https://img.example/logo.png' });
  });

  it('keeps a brand without a name or logo as such (the defaults are the shell’s to show)', () => {
    const { storage } = memory();
    writeShellBrand('demo', { name: null, logoUrl: null }, storage);
    expect(readShellBrand('demo', storage)).toEqual({ name: null, logoUrl: null });
  });

  it('never shows one account the brand of another', () => {
    const { storage } = memory();
    writeShellBrand('demo', { name: '壳美定制', logoUrl: null }, storage);
    expect(readShellBrand('tbtest_audit', storage)).toBeNull();
  });

  it('remembers nothing for a session whose account is not known yet', () => {
    const { area, storage } = memory();
    writeShellBrand(null, { name: '壳美定制', logoUrl: null }, storage);
    expect(area.length).toBe(0);
    expect(readShellBrand(null, storage)).toBeNull();
  });

  it.each([['not json'], ['42'], ['"壳美定制"'], ['{"name":7,"logoUrl":["x"]}']])('reads a damaged entry %s without throwing', (stored) => {
    const { area, storage } = memory();
    area.setItem('pcc.shell.brand.demo', stored);
    const brand = readShellBrand('demo', storage);
    expect(brand === null || (brand.name === null && brand.logoUrl === null)).toBe(true);
  });
});
