// The dev API mirrors the console's library types (nothing outside src/ may import src/). This file fails
// to type-check (npx tsc) if the mirror drifts from src/api/libraryTypes.ts.
import { describe, expectTypeOf, it } from 'vitest';
import type * as Dev from '../../../adapters/mock/devApi/libraryTypes';
import type * as Console from '../../../src/api/libraryTypes';

describe('library wire types', () => {
  it('are the same on both sides', () => {
    expectTypeOf<Dev.AssetType>().toEqualTypeOf<Console.AssetType>();
    expectTypeOf<Dev.DesignAssetCollection>().toEqualTypeOf<Console.DesignAssetCollection>();
    expectTypeOf<Dev.DesignAsset>().toEqualTypeOf<Console.DesignAsset>();
    expectTypeOf<Dev.Page<Dev.DesignAsset>>().toEqualTypeOf<Console.Page<Console.DesignAsset>>();
    expectTypeOf<Dev.ShopFont>().toEqualTypeOf<Console.ShopFont>();
    expectTypeOf<Dev.FontColor>().toEqualTypeOf<Console.FontColor>();
  });
});
