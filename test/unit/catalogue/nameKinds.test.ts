// Each kind of catalogue name is checked under its own bound (CATALOGUE_NAME_LIMITS, contract/names.ts): the
// console's form, the wireframe import's plan and the dev API's body schema all ask for the kind's, so a kind
// given a bound of its own changes that record alone. Here the materials get a shorter bound than the others.
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { MaterialBodySchema, MaterialPatchSchema } from '../../../contract/catalogue';
import { catalogueNameRule } from '../../../src/lib/formRules';
import { planWireframeImport } from '../../../src/lib/wireframeImport/plan';

const MATERIAL_LIMIT = vi.hoisted(() => ({ max: 12, count: 'characters' as const, tooLong: '材质名称太长' }));

vi.mock('../../../contract/names', async (importOriginal) => {
  const names = await importOriginal<typeof import('../../../contract/names')>();
  return { ...names, CATALOGUE_NAME_LIMITS: { ...names.CATALOGUE_NAME_LIMITS, material: MATERIAL_LIMIT } };
});

const fits = '材'.repeat(MATERIAL_LIMIT.max);
const tooLong = '材'.repeat(MATERIAL_LIMIT.max + 1);

/** What a Form.Item validator answers for `value`. */
function answer(validator: (value: unknown, callback: (error?: string) => void) => void, value: unknown): string | undefined {
  let result: string | undefined;
  validator(value, (error) => (result = error));
  return result;
}

/** What the bulk wireframe import says of a file group that would create `names`' brand and material. */
function importRefusal(names: { brand: string; material: string }): string | undefined {
  const plan = planWireframeImport({
    catalogue: { brands: [], modelsByBrandId: {}, materials: [], skus: [], wireframesById: {} },
    groups: [{ key: 'k', model: 'X1', color: '黑色', ...names, foreground: { file: { name: 'a.png' }, image: { ok: true, width: 500, height: 1044, format: 'png' } } }],
  });
  return plan.rejected[0]?.reason;
}

/** The first message the dev API's schema answers for `body`, or undefined. */
const schemaRefusal = (schema: v.GenericSchema, body: unknown) => v.safeParse(schema, body).issues?.[0]?.message;

describe('a material name under a bound of its own', () => {
  it('is refused past it by the material form, and a brand of that length is not', () => {
    expect(answer(catalogueNameRule('material', '材质名称必填'), tooLong)).toBe(MATERIAL_LIMIT.tooLong);
    expect(answer(catalogueNameRule('material', '材质名称必填'), fits)).toBeUndefined();
    expect(answer(catalogueNameRule('brand', '品牌名称必填'), tooLong)).toBeUndefined();
  });

  it('is refused past it by the wireframe import, a new brand of that length taken', () => {
    expect(importRefusal({ brand: '品牌', material: tooLong })).toBe(MATERIAL_LIMIT.tooLong);
    expect(importRefusal({ brand: tooLong, material: fits })).toBeUndefined();
  });

  it('is refused past it by the dev API, on a new material and a rename', () => {
    expect(schemaRefusal(MaterialBodySchema, { name: tooLong })).toBe(MATERIAL_LIMIT.tooLong);
    expect(schemaRefusal(MaterialPatchSchema, { name: tooLong })).toBe(MATERIAL_LIMIT.tooLong);
    expect(schemaRefusal(MaterialBodySchema, { name: fits })).toBeUndefined();
  });
});
