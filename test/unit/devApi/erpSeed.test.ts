// The simulated ERP's directory (ROUTES.md "Factory ERP", Seed): deterministic, codes unique per factory,
// the catalogue's every model in the main factory's own spelling, a few hundred more, and the near misses.
import { describe, expect, it } from 'vitest';
import { FACTORY_DIRECTORY } from '../../../adapters/mock/devApi/erp/erpSeed';
import { mainFactoryModels, mainFactorySpellings, secondFactoryModels } from '../../../adapters/mock/devApi/erp/erpModelSeed';
import { CATALOGUE } from '../../../fixtures/seed/catalogue';

describe('dev API ERP seed', () => {
  const main = mainFactoryModels();

  it('is the same list every time, with codes unique in each factory', () => {
    expect(mainFactoryModels()).toEqual(main);
    expect(secondFactoryModels()).toEqual(secondFactoryModels());
    for (const factory of FACTORY_DIRECTORY) {
      // The later models included: a re-sync brings them after the rest.
      const all = [...factory.phoneModels(), ...factory.laterPhoneModels];
      const codes = all.map((model) => model.code);
      expect(new Set(codes).size).toBe(codes.length);
      const names = all.map((model) => model.name);
      expect(new Set(names).size).toBe(names.length);
    }
  });

  it('spells every catalogue model the factory’s own way first, then a few hundred more', () => {
    const catalogueModels = CATALOGUE.brands.flatMap((brand) => brand.models.map((model) => ({ brand: brand.name, model: model.name })));
    const spellings = mainFactorySpellings();
    expect(spellings.map(({ brand, model }) => ({ brand, model }))).toEqual(catalogueModels);
    for (const { code, name } of spellings) expect(main).toContainEqual({ code, name });
    // A few are written as the catalogue writes them (an exact match); the rest are the factory's own.
    expect(spellings.filter(({ name, model }) => name === model).map(({ name }) => name)).toEqual(['iPhone 14', 'Redmi K70']);
    expect(main).toContainEqual({ code: 'KM-AP-15PM', name: '苹果 iPhone15ProMax' });
    expect(main).toContainEqual({ code: 'KM-HW-M60PP', name: '华为Mate60Pro+' });
    expect(main).toContainEqual({ code: 'KM-AP-SE3', name: 'Apple iPhone SE3' });
    expect(main).toContainEqual({ code: 'KM-HN-100P', name: 'HONOR 100 Pro' });
    expect(main.length).toBeGreaterThanOrEqual(300);
    expect(main.length).toBeLessThan(1000);
    expect(main.every((model) => /^KM-[A-Z]{2}-[A-Z0-9]+$/.test(model.code))).toBe(true);
  });

  it('has the near misses: iPhone 16 Plus, Pro, Pro Max and 16e but no iPhone 16', () => {
    const codes = new Set(main.map((model) => model.code));
    for (const code of ['KM-AP-16PL', 'KM-AP-16P', 'KM-AP-16PM', 'KM-AP-16E', 'KM-AP-15PL', 'KM-AP-14PL']) expect(codes.has(code)).toBe(true);
    expect(codes.has('KM-AP-16')).toBe(false);
  });

  it('gives the second factory other spellings and codes, and the third no models', () => {
    const second = secondFactoryModels();
    expect(second.length).toBeGreaterThan(50);
    expect(second.every((model) => /^YB\d{4}$/.test(model.code) && model.name === model.name.toUpperCase())).toBe(true);
    expect(FACTORY_DIRECTORY[2]!.phoneModels()).toEqual([]);
  });
});
