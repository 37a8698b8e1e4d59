import { describe, expect, it } from 'vitest';
import { defaultCustomizationFields, type PhoneCaseCustomizationSetting } from '../../../contract/customization';
import type { Product } from '../../../contract/products';
import {
  pageAfterDelete,
  productRows,
  rowSettingKey,
  rowTarget,
  settingKey,
  settingsByKey,
} from '../../../src/features/products/productRows';
import { createQuickClicks } from '../../../src/features/products/quickClicks';
import { syncCounts } from '../../../src/features/products/syncOutcomes';

const product = (id: string, skus: number): Product => ({
  id,
  shopId: 's1',
  originalId: `p${id}`,
  title: `商品${id}`,
  imageUrl: null,
  skus: Array.from({ length: skus }, (_, i) => ({ id: `${id}-${i}`, originalId: `sku${id}-${i}`, propertiesName: `颜色:${i}` })),
});

describe('product rows', () => {
  it('makes one line per SKU with the product cell spanning all of them', () => {
    const rows = productRows([product('1', 3), product('2', 1)]);
    expect(rows.map((row) => [row.key, row.span])).toEqual([
      ['1:1-0', 3],
      ['1:1-1', 0],
      ['1:1-2', 0],
      ['2:2-0', 1],
    ]);
  });

  it('gives a product without SKUs one line of its own, configured as a whole', () => {
    const [row] = productRows([product('9', 0)]);
    expect(row).toMatchObject({ sku: null, span: 1 });
    expect(rowTarget(row!)).toEqual({ productOriginalId: 'p9', skuOriginalId: '', productTitle: '商品9', skuName: null });
    expect(rowSettingKey(row!)).toBe(settingKey('p9', ''));
  });

  it('keys settings by product and SKU id, and drops settings of another shop', () => {
    const base: Omit<PhoneCaseCustomizationSetting, 'shopId' | 'productOriginalId' | 'skuOriginalId'> = { ...defaultCustomizationFields(), revision: 1 };
    const map = settingsByKey(
      [
        { ...base, shopId: 's1', productOriginalId: 'p1', skuOriginalId: 'a' },
        { ...base, shopId: 's2', productOriginalId: 'p1', skuOriginalId: 'b' },
      ],
      's1',
    );
    expect([...map.keys()]).toEqual([settingKey('p1', 'a')]);
    // Ids with commas or colons cannot run into each other.
    expect(settingKey('a:b', 'c')).not.toBe(settingKey('a', 'b:c'));
  });
});

describe('paging', () => {
  it('goes back a page after deleting the last product of a later page, and not from the first', () => {
    expect(pageAfterDelete(3, 1)).toBe(2);
    expect(pageAfterDelete(3, 2)).toBe(3);
    expect(pageAfterDelete(1, 1)).toBe(1);
  });

});

describe('four quick clicks', () => {
  it('reveal on the fourth click within a second', () => {
    const clicks = createQuickClicks();
    expect([0, 200, 400, 600].map((t) => clicks.click(t))).toEqual([false, false, false, true]);
  });

  it('do not count clicks older than the window', () => {
    const clicks = createQuickClicks();
    expect([0, 300, 600, 1100, 1200].map((t) => clicks.click(t))).toEqual([false, false, false, false, true]);
  });

  it('start counting again after a reveal', () => {
    const clicks = createQuickClicks();
    [0, 1, 2, 3].forEach((t) => clicks.click(t));
    expect(clicks.click(4)).toBe(false);
  });
});

describe('sync outcomes', () => {
  it('counts each status', () => {
    expect(
      syncCounts([
        { id: 'a', status: 'done' },
        { id: 'b', status: 'failed', reason: 'x' },
        { id: 'c', status: 'failed', reason: 'y' },
        { id: 'd', status: 'pending' },
        { id: 'e', status: 'running' },
      ]),
    ).toEqual({ done: 1, failed: 2, stopped: 0, pending: 1, running: 1 });
  });
});
