// Brand, model, material and colour names at the dev API: the names rule (contract/names.ts), in the
// console's words, so a client that skipped its form is refused as the form would refuse it.
import { beforeEach, describe, expect, it } from 'vitest';
import type { DevApi } from '../../../adapters/mock/devApi';
import { changedOnly } from '../../../adapters/mock/devApi/catalogue/catalogueInput';
import type { MaterialColor, PhoneBrand, PhoneCaseMaterial, PhoneModel } from '../../../contract/catalogue';
import { CATALOGUE_NAME_LIMIT, CATALOGUE_NAME_LIMITS, nameProblem, type NameLimit } from '../../../contract/names';
import { freshApi } from './helpers';
import { brandNamed, client, colorNamed, modelNamed, type Client } from './catalogueHelpers';

const SPOOF = 'iPhone 15 \u202exaM orP';
const DIRECTION = '名称不能包含改变文字方向的控制字符';
const { brand: BRAND, model: MODEL, material: MATERIAL, color: COLOR } = CATALOGUE_NAME_LIMITS;
/** A name one character past `limit`. */
const over = (limit: NameLimit) => 'a'.repeat(limit.max + 1);
const HUGE = 'A'.repeat(1_500_000);

describe('dev API catalogue names', () => {
  let api: DevApi;
  let c: Client;
  beforeEach(() => {
    api = freshApi();
    c = client(api);
  });

  it('refuses a model named to read as another (U+202E), on create and rename, and stores nothing', async () => {
    const apple = await brandNamed(c, '苹果');
    const models = `/api/phone_brands/${apple.id}/phone_models`;
    const before = await c.get<PhoneModel[]>(models);
    expect(await c.fails('POST', models, { name: SPOOF }, 400)).toMatchObject({ message: DIRECTION });
    const iphone15 = await modelNamed(c, '苹果', 'iPhone 15');
    expect(await c.fails('PATCH', `${models}/${iphone15.id}`, { name: SPOOF, favorited: iphone15.favorited }, 400)).toMatchObject({ message: DIRECTION });
    expect(await c.get<PhoneModel[]>(models)).toEqual(before);
  });

  it('refuses direction controls in brand, material and colour names', async () => {
    const apple = await brandNamed(c, '苹果');
    expect(await c.fails('POST', '/api/phone_brands', { name: '苹\u202e果' }, 400)).toMatchObject({ message: DIRECTION });
    expect(await c.fails('PATCH', `/api/phone_brands/${apple.id}`, { name: '\u2067苹果' }, 400)).toMatchObject({ message: DIRECTION });
    const { material, color } = await colorNamed(c, '透明软壳', '磨砂黑');
    expect(await c.fails('POST', '/api/phone_case_materials', { name: '软壳\u200f' }, 400)).toMatchObject({ message: DIRECTION });
    expect(await c.fails('PATCH', `/api/phone_case_materials/${material.id}`, { name: '\u202d软壳', needBackground: false }, 400)).toMatchObject({ message: DIRECTION });
    const colors = `/api/phone_case_materials/${material.id}/colors`;
    expect(await c.fails('POST', colors, { name: '黑\u202e', defaultBackgroundColor: '#000000' }, 400)).toMatchObject({ message: DIRECTION });
    const change = { name: '\u202e黑', defaultBackgroundColor: color.defaultBackgroundColor, enabled: color.enabled };
    expect(await c.fails('PATCH', `${colors}/${color.id}`, change, 400)).toMatchObject({ message: DIRECTION });
  });

  it('refuses a brand or template group named like another with an invisible character inside', async () => {
    const invisible = '名称不能包含不可见字符';
    expect(await c.fails('POST', '/api/phone_brands', { name: '华\u200b为' }, 400)).toMatchObject({ message: invisible });
    expect(await c.fails('POST', '/api/design_template_collections', { name: '热门\u2060模板' }, 400)).toMatchObject({ message: invisible });
  });

  it('refuses brand names of 1.5 MB: the brand list stays as it was', async () => {
    const before = await c.get<PhoneBrand[]>('/api/phone_brands');
    // Twenty such names made the list 30 MB; each is refused alike, three show it.
    for (let i = 0; i < 3; i += 1) {
      expect(await c.fails('POST', '/api/phone_brands', { name: `${i}${HUGE}` }, 400)).toMatchObject({ message: BRAND.tooLong });
    }
    const after = await c.get<PhoneBrand[]>('/api/phone_brands');
    expect(after).toEqual(before);
    expect(JSON.stringify(after).length).toBeLessThan(2_000);
  });

  it('takes its kind\'s bound of characters after trimming and refuses one more, in every catalogue name', async () => {
    const apple = await brandNamed(c, '苹果');
    const atBound = '壳'.repeat(BRAND.max - 1) + '😀';
    expect((await c.ok<PhoneBrand>('POST', '/api/phone_brands', { name: ` ${atBound} ` })).name).toBe(atBound);
    expect(await c.fails('PATCH', `/api/phone_brands/${apple.id}`, { name: over(BRAND) }, 400)).toMatchObject({ message: BRAND.tooLong });
    const models = `/api/phone_brands/${apple.id}/phone_models`;
    expect(await c.fails('POST', models, { name: over(MODEL) }, 400)).toMatchObject({ message: MODEL.tooLong });
    expect(await c.fails('POST', '/api/phone_case_materials', { name: over(MATERIAL) }, 400)).toMatchObject({ message: MATERIAL.tooLong });
    const { material, color } = await colorNamed(c, '透明软壳', '磨砂黑');
    const colors = `/api/phone_case_materials/${material.id}/colors`;
    expect(await c.fails('POST', colors, { name: over(COLOR) }, 400)).toMatchObject({ message: COLOR.tooLong });
    const change = { name: HUGE, defaultBackgroundColor: color.defaultBackgroundColor, enabled: color.enabled };
    expect(await c.fails('PATCH', `${colors}/${color.id}`, change, 400)).toMatchObject({ message: COLOR.tooLong });
    const materials = await c.get<PhoneCaseMaterial[]>('/api/phone_case_materials');
    expect(materials.flatMap((item) => item.colors).find((item: MaterialColor) => item.id === color.id)).toEqual(color);
  });

  it('seeds only names a merchant could save', async () => {
    const names: Array<[string, NameLimit]> = [];
    for (const brand of await c.get<PhoneBrand[]>('/api/phone_brands')) {
      names.push([brand.name, BRAND], ...(await c.get<PhoneModel[]>(`/api/phone_brands/${brand.id}/phone_models`)).map((model) => [model.name, MODEL] as [string, NameLimit]));
    }
    for (const material of await c.get<PhoneCaseMaterial[]>('/api/phone_case_materials')) {
      names.push([material.name, MATERIAL], ...material.colors.map((color) => [color.name, COLOR] as [string, NameLimit]));
    }
    expect(names.length).toBeGreaterThan(40);
    expect(names.filter(([name, limit]) => nameProblem(name, limit) !== null)).toEqual([]);
  });

  it('keeps the spec texts for a name that shows nothing', async () => {
    expect(await c.fails('POST', '/api/phone_brands', { name: '\u200b' }, 400)).toMatchObject({ message: '请填写品牌' });
    expect(await c.fails('POST', '/api/phone_case_materials', { name: ' \u200d ' }, 400)).toMatchObject({ message: '材质名称必填' });
  });

  it('lets a switch send back a name saved before the rule: only a new name is checked', () => {
    const legacy = 'iPhone 15 Pro Max 磁吸保护壳 · 官方授权经销商限定版本';
    expect(Array.from(legacy).length).toBeGreaterThan(CATALOGUE_NAME_LIMIT.max);
    // A switch sends the stored name back (trimmed or not): it is dropped, so the rule never reads it.
    expect(changedOnly({ name: legacy, favorited: true }, { name: legacy })).toEqual({ favorited: true });
    expect(changedOnly({ name: ` ${legacy} ` }, { name: legacy })).toEqual({});
    // A new name stays in the body, for the schema to check.
    expect(changedOnly({ name: `${legacy}!` }, { name: legacy })).toEqual({ name: `${legacy}!` });
    expect(changedOnly({ name: SPOOF }, { name: 'iPhone 15' })).toEqual({ name: SPOOF });
  });
});
