// The dev API mirrors the console's catalogue types (nothing outside src/ may import src/). This file
// fails to type-check (npx tsc) if the mirror drifts from src/api/catalogueTypes.ts.
import { describe, expectTypeOf, it } from 'vitest';
import type * as Dev from '../../../adapters/mock/devApi/catalogueTypes';
import type * as Console from '../../../src/api/catalogueTypes';

describe('catalogue wire types', () => {
  it('are the same on both sides', () => {
    expectTypeOf<Dev.PhoneBrand>().toEqualTypeOf<Console.PhoneBrand>();
    expectTypeOf<Dev.PhoneModel>().toEqualTypeOf<Console.PhoneModel>();
    expectTypeOf<Dev.MaterialColor>().toEqualTypeOf<Console.MaterialColor>();
    expectTypeOf<Dev.PhoneCaseMaterial>().toEqualTypeOf<Console.PhoneCaseMaterial>();
    expectTypeOf<Dev.Sku>().toEqualTypeOf<Console.Sku>();
    expectTypeOf<Dev.PrintArea>().toEqualTypeOf<Console.PrintArea>();
    expectTypeOf<Dev.WireframeLayer>().toEqualTypeOf<Console.WireframeLayer>();
    expectTypeOf<Dev.Wireframe>().toEqualTypeOf<Console.Wireframe>();
  });
});
