import { describe, expect, it } from 'vitest';
import type { PhoneCaseMaterial } from '../../../contract/catalogue';
import type { FactoryMaterial } from '../../../contract/erp';
import { materialBindingRows, type ColorRow } from '../../../src/features/integrations/materialBindingRows';

const color = (id: string, name: string, next: string | null) => ({ id, name, defaultBackgroundColor: null, enabled: true, next });
// In the catalogue's linked order: TPU → 硅胶 (listed the other way round on the wire).
const MATERIALS: PhoneCaseMaterial[] = [
  { id: 'm2', name: '硅胶', needBackground: true, colors: [color('c21', '白', null)], next: null },
  { id: 'm1', name: 'TPU', needBackground: false, colors: [color('c12', '黑', null), color('c11', '透明', 'c12')], next: 'm2' },
];
const FACTORY: FactoryMaterial[] = [
  { id: 'f1', code: 'TPU-CL', name: 'TPU透明软壳', colors: [{ id: 'f11', code: 'TPU-CL-01', name: '全透明' }] },
  { id: 'f2', code: 'LSG', name: '液态硅胶壳', colors: [{ id: 'f21', code: 'LSG-WH', name: '奶白' }] },
];

describe('materialBindingRows (spec 3 §2, §3)', () => {
  it('lists each material in catalogue order, then its colours, all unbound without bindings', () => {
    const rows = materialBindingRows(MATERIALS, FACTORY, [], []);
    expect(rows.map((row) => row.key)).toEqual(['m:m1', 'c:c11', 'c:c12', 'm:m2', 'c:c21']);
    expect(rows.every((row) => row.binding === null)).toBe(true);
    const colorRow = rows[1] as ColorRow;
    expect(colorRow.materialBound).toBe(false);
    expect(colorRow.options).toEqual([]);
  });

  it('offers a colour only the colours of the factory material its material is bound to', () => {
    const rows = materialBindingRows(MATERIALS, FACTORY, [{ factoryId: 'F', materialId: 'm1', erpMaterialId: 'f1', erpMaterialCode: 'TPU-CL' }], [
      { factoryId: 'F', materialColorId: 'c11', erpMaterialColorId: 'f11', erpMaterialColorCode: 'TPU-CL-01' },
    ]);
    expect(rows[0]).toMatchObject({ kind: 'material', bound: FACTORY[0] });
    expect(rows[1]).toMatchObject({ materialBound: true, bound: FACTORY[0]!.colors[0], stale: false, options: FACTORY[0]!.colors });
    expect(rows[2]).toMatchObject({ materialBound: true, binding: null, stale: false });
    expect(rows[4]).toMatchObject({ materialBound: false, options: [] });
  });

  it('marks a colour bound to a colour of another factory material as stale, to pick again', () => {
    const rows = materialBindingRows(MATERIALS, FACTORY, [{ factoryId: 'F', materialId: 'm1', erpMaterialId: 'f2', erpMaterialCode: 'LSG' }], [
      { factoryId: 'F', materialColorId: 'c11', erpMaterialColorId: 'f11', erpMaterialColorCode: 'TPU-CL-01' },
    ]);
    expect(rows[1]).toMatchObject({ stale: true, bound: null });
  });

  it('keeps a binding to a factory material the factory no longer lists, with nothing resolved', () => {
    const rows = materialBindingRows(MATERIALS, FACTORY, [{ factoryId: 'F', materialId: 'm2', erpMaterialId: 'gone', erpMaterialCode: 'OLD' }], []);
    expect(rows[3]).toMatchObject({ binding: { erpMaterialCode: 'OLD' }, bound: null });
    expect(rows[4]).toMatchObject({ materialBound: true, options: [] });
  });
});
