import { describe, expect, it } from 'vitest';
import type { PhoneCaseMaterial, PhoneModel, Sku, Wireframe } from '../../../contract/catalogue';
import { buildWireframeRows, shelfChanges } from '../../../src/features/catalogue/wireframes/wireframeRows';

const model: PhoneModel = { id: 'm1', phoneBrandId: 'b1', name: 'iPhone 15', favorited: false, next: null };
const materials: PhoneCaseMaterial[] = [
  {
    id: 'mat1',
    name: '透明软壳',
    needBackground: false,
    next: null,
    colors: [
      { id: 'c1', name: '透明', defaultBackgroundColor: null, enabled: true, next: 'c2' },
      { id: 'c2', name: '磨砂黑', defaultBackgroundColor: null, enabled: true, next: null },
    ],
  },
];
const sku = (colorId: string, enabled: boolean, wireframeId: string | null): Sku => ({
  id: `m1-${colorId}`,
  phoneBrandId: 'b1',
  phoneModelId: 'm1',
  materialId: 'mat1',
  materialColorId: colorId,
  wireframeId,
  enabled,
});
const wireframe: Wireframe = { id: 'w1', width: 500, height: 1044, layers: [], printArea: null, revision: 1 };

describe('the rows of the wireframe screen', () => {
  it('has one row per material colour, addressed {phoneModelId}-{materialColorId}', () => {
    const rows = buildWireframeRows(model, materials, [sku('c1', true, 'w1')], [wireframe]);
    expect(rows.map((row) => [row.key, row.sku?.enabled ?? null, row.wireframe?.id ?? null])).toEqual([
      ['m1-c1', true, 'w1'],
      ['m1-c2', null, null],
    ]);
  });

  it('shows no wireframe for a SKU whose wireframe did not load', () => {
    expect(buildWireframeRows(model, materials, [sku('c1', true, 'gone')], [])[0]!.wireframe).toBeNull();
  });
});

describe('batch on and off shelf (spec 1 §4)', () => {
  const rows = buildWireframeRows(model, materials, [sku('c1', true, 'w1'), sku('c2', false, 'w1')], [wireframe]);

  it.each([
    [true, ['m1-c2'], 1],
    [false, ['m1-c1'], 1],
  ])('to %s changes only SKUs not already there', (enabled, changed, skipped) => {
    const result = shelfChanges(rows, enabled);
    expect(result.change.map((item) => item.id)).toEqual(changed);
    expect(result.skipped).toBe(skipped);
    expect(result.withoutWireframe).toBe(0);
  });

  it('counts rows without a SKU as without a wireframe, not as already in the target state', () => {
    const noSku = buildWireframeRows(model, materials, [], []);
    expect(shelfChanges(noSku, true)).toEqual({ change: [], skipped: 0, withoutWireframe: 2 });
  });

  it('leaves out a SKU whose wireframe is missing, whatever its state, as the single switch does', () => {
    const mixed = buildWireframeRows(model, materials, [sku('c1', false, 'w1'), sku('c2', false, null)], [wireframe]);
    expect(shelfChanges(mixed, true)).toEqual({ change: [mixed[0]!.sku], skipped: 0, withoutWireframe: 1 });
    expect(shelfChanges(mixed, false)).toEqual({ change: [], skipped: 1, withoutWireframe: 1 });
  });
});
