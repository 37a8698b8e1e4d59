// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { browserRecords, indexedDbBackend } from '../../../src/lib/browserRecords';
import { memoryKeyValue } from '../../support/memoryKeyValue';

interface Size {
  widthMm: number;
  heightMm: number;
}
const isSize = (value: unknown): value is Size =>
  typeof value === 'object' && value !== null && typeof (value as Size).widthMm === 'number' && typeof (value as Size).heightMm === 'number';

describe('records kept in the browser', () => {
  it('keeps an account’s records by id: sets, replaces and removes', async () => {
    const backend = memoryKeyValue();
    const mine = browserRecords('printSizes', 'demo', isSize, backend);
    expect(await mine.read()).toEqual(new Map());
    const after = await mine.write(new Map([['7', { widthMm: 78, heightMm: 156 }], ['8', { widthMm: 70, heightMm: 140 }]]));
    expect(after).toEqual(new Map([['7', { widthMm: 78, heightMm: 156 }], ['8', { widthMm: 70, heightMm: 140 }]]));
    await mine.write(new Map([['7', { widthMm: 80, heightMm: 160 }], ['8', null]]));
    expect(await mine.read()).toEqual(new Map([['7', { widthMm: 80, heightMm: 160 }]]));
  });

  it('never lets one account read or write another’s, nor one kind another’s', async () => {
    const backend = memoryKeyValue();
    await browserRecords('printSizes', 'demo', isSize, backend).write(new Map([['7', { widthMm: 78, heightMm: 156 }]]));
    const other = browserRecords('printSizes', 'newshop', isSize, backend);
    expect(await other.read()).toEqual(new Map());
    await other.write(new Map([['7', null], ['9', { widthMm: 60, heightMm: 120 }]]));
    expect(await browserRecords('printSizes', 'demo', isSize, backend).read()).toEqual(new Map([['7', { widthMm: 78, heightMm: 156 }]]));
    expect(await browserRecords('jigs', 'demo', isSize, backend).read()).toEqual(new Map());
    // An account whose name holds the separator is not another's prefix.
    expect(await browserRecords('printSizes', 'demo:运营', isSize, backend).read()).toEqual(new Map());
  });

  it('leaves out what storage holds that is not a record of the kind', async () => {
    const backend = memoryKeyValue();
    const mine = browserRecords('printSizes', 'demo', isSize, backend);
    await backend.update('printSizes:demo', () => ({ 7: { widthMm: 78, heightMm: 156 }, 8: 'big', 9: null }));
    expect(await mine.read()).toEqual(new Map([['7', { widthMm: 78, heightMm: 156 }]]));
    await backend.update('printSizes:demo', () => ['not', 'records']);
    expect(await mine.read()).toEqual(new Map());
  });

  it('keeps records for an account only', () => {
    expect(() => browserRecords('printSizes', '', isSize, memoryKeyValue())).toThrow(/no account/);
  });

  it('opens IndexedDB on first use, not on import: without it the call fails, not the module', async () => {
    expect('indexedDB' in globalThis).toBe(false);
    await expect(browserRecords('printSizes', 'demo', isSize, indexedDbBackend).read()).rejects.toThrow();
  });
});
