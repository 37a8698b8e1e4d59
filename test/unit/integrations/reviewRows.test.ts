import { describe, expect, it } from 'vitest';
import type { PhoneModel } from '../../../contract/catalogue';
import { describeHeldBack, reviewRowsOf, rowsToWrite, type MatchOutcome } from '../../../src/features/integrations/reviewRows';

const model = (id: string, name: string): PhoneModel => ({ id, phoneBrandId: 'b', name, favorited: false, next: null });
const models = [model('m1', 'iPhone 15'), model('m2', 'iPhone 15 Pro'), model('m3', 'iPhone 14')];
const factory = [
  { code: 'A15', name: '苹果 iPhone15' },
  { code: 'A15P', name: '苹果 iPhone15Pro' },
  { code: 'A15PL', name: '苹果 iPhone15Plus' },
];

describe('the auto-match review rows', () => {
  const outcome: MatchOutcome = {
    proposals: [
      { productId: 'm1', code: 'A15', factoryName: '苹果 iPhone15', score: 1 },
      { productId: 'm2', code: 'A15P', factoryName: '苹果 iPhone15Pro', score: 0.97 },
    ],
    heldBack: [{ productId: 'm3', code: 'A15PL', factoryName: '苹果 iPhone15Plus', score: 0.91, reason: { productOnly: [], factoryOnly: ['plus'] } }],
    unmatched: [],
  };

  it('ticks the proposals and leaves the held-back pairs for the seller to tick', () => {
    const rows = reviewRowsOf(outcome, models, new Map(), factory);
    expect(rows.map((row) => [row.modelName, row.code, row.kind, row.ticked])).toEqual([
      ['iPhone 15', 'A15', 'proposal', true],
      ['iPhone 15 Pro', 'A15P', 'proposal', true],
      ['iPhone 14', 'A15PL', 'heldBack', false],
    ]);
    expect(rows[2]!.reason).toBe('— ↔ plus');
  });

  it('does not tick, nor write, a proposal equal to the current binding', () => {
    const rows = reviewRowsOf(outcome, models, new Map([['m1', 'A15']]), factory);
    expect(rows[0]!.ticked).toBe(false);
    const all = rows.map((row) => ({ ...row, ticked: true }));
    expect(rowsToWrite(all).map((row) => row.productId)).toEqual(['m2', 'm3']);
  });

  it('writes a changed binding, with the code the seller picked', () => {
    const rows = reviewRowsOf(outcome, models, new Map([['m2', 'OLD']]), factory);
    expect(rows[1]!.currentCode).toBe('OLD');
    const edited = rows.map((row) => (row.productId === 'm2' ? { ...row, code: 'A15PL', score: null } : row));
    expect(rowsToWrite(edited).map((row) => [row.productId, row.code])).toEqual([
      ['m1', 'A15'],
      ['m2', 'A15PL'],
    ]);
  });

  it('leaves a pair held back for its glued number unticked, with the readings instead of a suffix', () => {
    const glued: MatchOutcome = {
      proposals: [],
      heldBack: [{ productId: 'm3', code: 'A15PL', factoryName: '苹果 iPhone15Plus', score: 1, reason: { productOnly: [], factoryOnly: [] }, readings: ['125g', '12 5g'] }],
      unmatched: [],
    };
    const [row] = reviewRowsOf(glued, models, new Map(), factory);
    expect(row).toMatchObject({ kind: 'heldBack', ticked: false, readings: ['125g', '12 5g'] });
    expect(row!.reason).toBeUndefined();
  });

  it('leaves out a code the factory no longer lists', () => {
    const rows = reviewRowsOf(outcome, models, new Map(), factory.slice(0, 1));
    expect(rows.map((row) => row.code)).toEqual(['A15']);
  });
});

describe('why a pair was held back, as the review says it', () => {
  it.each([
    [{ productOnly: [], factoryOnly: ['plus'] }, '— ↔ plus'],
    [{ productOnly: ['iphone16'], factoryOnly: ['e', 'iphone16e'] }, '— ↔ e'],
    [{ productOnly: ['e', 'k70e'], factoryOnly: ['k70'] }, 'e ↔ —'],
    [{ productOnly: ['note13'], factoryOnly: ['13'] }, 'note13 ↔ 13'],
  ])('%j → %s', (reason, text) => {
    expect(describeHeldBack(reason)).toBe(text);
  });
});
