import { describe, expect, it } from 'vitest';
import type { PlannedWireframe } from '../../../src/lib/wireframeImport';
import { pairKey, type CreatedIds } from '../../../src/features/catalogue/wireframes/import/createMissing';
import { createdOnlyFor } from '../../../src/features/catalogue/wireframes/import/leftBehind';

function planned(brand: string, model: string, material: string, color: string): PlannedWireframe<unknown> {
  return {
    key: `${brand}-${model}-${material}-${color}`,
    brand,
    model,
    material,
    color,
    action: 'create',
    width: 100,
    height: 200,
    existing: { brandId: null, modelId: null, materialId: null, colorId: null, skuId: null },
  };
}

describe('createdOnlyFor (what a stopped import left in the catalogue)', () => {
  const ids: CreatedIds = {
    brands: new Map([['vivo', 'b1']]),
    models: new Map([
      [pairKey('vivo', 'X100'), 'm1'],
      [pairKey('vivo', 'X200'), 'm2'],
    ]),
    materials: new Map(),
    colors: new Map([[pairKey('硅胶', '蓝'), 'c1']]),
  };

  it('names what only unfinished files needed, once each, and not what a finished file uses', () => {
    const finished = [planned('vivo', 'X100', '硅胶', '红')];
    const unfinished = [planned('vivo', 'X200', '硅胶', '蓝'), planned('vivo', 'X200', '硅胶', '蓝')];
    expect(createdOnlyFor(unfinished, finished, ids)).toEqual(['型号「vivo X200」', '颜色「硅胶 蓝」']);
  });

  it('names every entry it created when nothing finished, and nothing that already existed', () => {
    const unfinished = [planned('vivo', 'X100', '硅胶', '红'), planned('OPPO', 'Find', '硅胶', '蓝')];
    expect(createdOnlyFor(unfinished, [], ids)).toEqual(['品牌「vivo」', '型号「vivo X100」', '颜色「硅胶 蓝」']);
  });
});
