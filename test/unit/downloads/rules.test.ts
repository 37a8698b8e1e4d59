import { describe, expect, it } from 'vitest';
import { DEFAULT_DOWNLOAD_RULES } from '../../../contract/downloadRules';
import { exampleFileName, moveRule } from '../../../src/features/downloads/DownloadRulesModal';
import { readTiffPreference, writeTiffPreference } from '../../../src/features/downloads/tiffPreference';
import type { SafeStorage } from '../../../src/lib/safeStorage';

describe('命名规则', () => {
  it('moves a rule up or down, and not past either end', () => {
    expect(moveRule(['ORDER_ID', 'QUANTITY', 'SKU_INDEX'], 1, -1)).toEqual(['QUANTITY', 'ORDER_ID', 'SKU_INDEX']);
    expect(moveRule(['ORDER_ID', 'QUANTITY', 'SKU_INDEX'], 1, 1)).toEqual(['ORDER_ID', 'SKU_INDEX', 'QUANTITY']);
    expect(moveRule(['ORDER_ID', 'QUANTITY'], 0, -1)).toEqual(['ORDER_ID', 'QUANTITY']);
    expect(moveRule(['ORDER_ID', 'QUANTITY'], 1, 1)).toEqual(['ORDER_ID', 'QUANTITY']);
  });

  it('shows the name an image gets, in the order chosen', () => {
    const first = exampleFileName(DEFAULT_DOWNLOAD_RULES);
    expect(first.startsWith('3912345678901234567_')).toBe(true);
    expect(first).toContain('定制2张');
    expect(first.endsWith('.png')).toBe(true);
    const moved = exampleFileName(['ORDER_ID', ...DEFAULT_DOWNLOAD_RULES.filter((token) => token !== 'ORDER_ID')]);
    expect(moved.startsWith('10086_3912345678901234567_')).toBe(true);
  });
});

describe('the 转为TIF switch', () => {
  function memory(): SafeStorage {
    const items = new Map<string, string>();
    return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => items.set(key, value), removeItem: (key) => items.delete(key), keys: () => [...items.keys()] };
  }

  it('is off at first and remembered per account', () => {
    const storage = memory();
    expect(readTiffPreference('demo', storage)).toBe(false);
    writeTiffPreference('demo', true, storage);
    expect(readTiffPreference('demo', storage)).toBe(true);
    expect(readTiffPreference('other', storage)).toBe(false);
    writeTiffPreference('demo', false, storage);
    expect(readTiffPreference('demo', storage)).toBe(false);
  });
});
