import { describe, expect, it } from 'vitest';
import { mainFactoryModels, mainFactorySpellings, secondFactoryModels } from '../../../adapters/mock/devApi/erp/erpModelSeed';
import { matchModels } from '../../../src/lib/modelMatch/match';

// The dev API's main factory writes the seeded catalogue in its own spellings ('苹果15', '华为Mate60Pro+',
// 'Apple iPhone SE3'), among some 300 other models with their near misses. The auto-match a seller runs on
// the demo account must find each of them, and nothing else.
describe('the auto-match on the seeded factory', () => {
  const spellings = mainFactorySpellings();
  const products = spellings.map((entry, index) => ({ id: String(index), brand: entry.brand, name: entry.model }));

  it('pairs every catalogue model with its own factory spelling, at score 1 or close', () => {
    const result = matchModels(products, mainFactoryModels());
    const proposed = new Map(result.proposals.map((proposal) => [proposal.productId, proposal.code]));
    const wrong = spellings
      .map((entry, index) => ({ model: `${entry.brand} ${entry.model}`, want: entry.code, got: proposed.get(String(index)) ?? null }))
      .filter((entry) => entry.got !== entry.want);
    expect(wrong).toEqual([]);
  });

  it('proposes nothing wrong from a factory that spells differently and lacks some models', () => {
    const factory = secondFactoryModels();
    const result = matchModels(products, factory);
    const names = new Map(factory.map((model) => [model.code, model.name]));
    for (const proposal of result.proposals) {
      const product = products[Number(proposal.productId)]!;
      // The same phone: the same numbers in both names (a loose check the matcher's own tests make precise).
      const digits = (text: string) => (text.match(/\d+/g) ?? []).join(',');
      expect([product.name, digits(names.get(proposal.code)!)]).toEqual([product.name, digits(product.name.replace(/第三代/, '3'))]);
    }
  });
});

describe('descriptions that are no model words', () => {
  it("pairs 'Mate X5 折叠屏' with the factory's 'HUAWEI MateX5'", () => {
    const result = matchModels([{ id: 'x5', brand: '华为', name: 'Mate X5 折叠屏' }], mainFactoryModels());
    expect(result.proposals.map((proposal) => proposal.factoryName)).toEqual(['HUAWEI MateX5']);
  });
});
