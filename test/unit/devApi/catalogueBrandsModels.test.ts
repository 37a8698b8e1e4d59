import { beforeEach, describe, expect, it } from 'vitest';
import type { DevApi } from '../../../adapters/mock/devApi';
import type { PhoneBrand, PhoneModel, Sku, Wireframe } from '../../../contract/catalogue';
import { SUB_ACCOUNT_DENIED } from '../../../adapters/mock/devApi/auth/auth';
import { call, errorOf, freshApi } from './helpers';
import { brandNamed, client, expectChained, modelNamed, subAccountToken, type Client } from './catalogueHelpers';

describe('dev API brands', () => {
  let api: DevApi;
  let c: Client;
  beforeEach(() => {
    api = freshApi();
    c = client(api);
  });

  it('lists the seeded brands in order with next set', async () => {
    const brands = await c.get<PhoneBrand[]>('/api/phone_brands');
    expect(brands.map((brand) => brand.name)).toEqual(['苹果', '华为', '小米', 'OPPO', 'vivo', '荣耀']);
    expectChained(brands);
    expect(Object.keys(brands[0]!).sort()).toEqual(['id', 'name', 'next']);
  });

  it('adds a trimmed brand at the end, renames it', async () => {
    const created = await c.ok<PhoneBrand>('POST', '/api/phone_brands', { name: '  一加  ' });
    expect(created).toEqual({ id: expect.stringMatching(/^\d+$/), name: '一加', next: null });
    const brands = await c.get<PhoneBrand[]>('/api/phone_brands');
    expect(brands.at(-1)).toEqual(created);
    expect(brands.at(-2)!.next).toBe(created.id);
    expect(await c.get<PhoneModel[]>(`/api/phone_brands/${created.id}/phone_models`)).toEqual([]);

    const renamed = await c.ok<PhoneBrand>('PATCH', `/api/phone_brands/${created.id}`, { name: ' OnePlus ' });
    expect(renamed).toEqual({ ...created, name: 'OnePlus' });
  });

  it.each([[{ name: '' }], [{ name: '   ' }], [{}], [{ name: 3 }]])('refuses brand %j with 请填写品牌', async (body) => {
    expect(await c.fails('POST', '/api/phone_brands', body, 400)).toMatchObject({ message: '请填写品牌' });
    const apple = await brandNamed(c, '苹果');
    expect(await c.fails('PATCH', `/api/phone_brands/${apple.id}`, body, 400)).toMatchObject({ message: '请填写品牌' });
  });

  it('refuses a stale brand rename with 409, and renames from the stored name', async () => {
    const apple = await brandNamed(c, '苹果');
    await c.ok('PATCH', `/api/phone_brands/${apple.id}`, { name: 'Apple', baseName: '苹果' });
    const stale = await c.fails('PATCH', `/api/phone_brands/${apple.id}`, { name: 'iPhone', baseName: '苹果' }, 409);
    expect(stale).toMatchObject({ code: 'CATALOGUE_EDIT_CONFLICT', message: '该品牌已在其他页面修改，请确认后再保存' });
    expect(await brandNamed(c, 'Apple')).toMatchObject({ id: apple.id });
    await c.ok('PATCH', `/api/phone_brands/${apple.id}`, { name: 'iPhone', baseName: 'Apple' });
    expect(await brandNamed(c, 'iPhone')).toMatchObject({ id: apple.id });
  });

  it('answers 404 for an unknown brand', async () => {
    await c.fails('PATCH', '/api/phone_brands/424242', { name: 'x' }, 404);
    await c.fails('DELETE', '/api/phone_brands/424242', undefined, 404);
    await c.fails('GET', '/api/phone_brands/424242/phone_models', undefined, 404);
    await c.fails('PATCH', '/api/phone_brands/424242/ordering', { next: null }, 404);
  });

  it('moves a brand before next, or to the end with null; refuses itself and strangers', async () => {
    const [apple, huawei, xiaomi] = await c.get<PhoneBrand[]>('/api/phone_brands');
    await c.ok('PATCH', `/api/phone_brands/${xiaomi!.id}/ordering`, { next: apple!.id });
    await c.ok('PATCH', `/api/phone_brands/${huawei!.id}/ordering`, { next: null });
    const brands = await c.get<PhoneBrand[]>('/api/phone_brands');
    expect(brands.map((brand) => brand.name)).toEqual(['小米', '苹果', 'OPPO', 'vivo', '荣耀', '华为']);
    expectChained(brands);

    await c.fails('PATCH', `/api/phone_brands/${apple!.id}/ordering`, { next: apple!.id }, 400);
    const model = await modelNamed(c, '苹果', 'iPhone 15');
    await c.fails('PATCH', `/api/phone_brands/${apple!.id}/ordering`, { next: model.id }, 400);
    await c.fails('PATCH', `/api/phone_brands/${apple!.id}/ordering`, {}, 400);
  });

  it('deletes a brand with its models, their SKUs and their wireframes', async () => {
    const apple = await brandNamed(c, '苹果');
    const models = await c.get<PhoneModel[]>(`/api/phone_brands/${apple.id}/phone_models`);
    const skus = await c.get<Sku[]>(`/api/phone_case_skus?phoneModelIds=${models.map((m) => m.id).join(',')}`);
    expect(skus.length).toBeGreaterThan(0);
    const wireframeIds = skus.map((sku) => sku.wireframeId!);
    const huawei = await brandNamed(c, '华为');
    const huaweiModels = await c.get<PhoneModel[]>(`/api/phone_brands/${huawei.id}/phone_models`);
    const huaweiSkus = await c.get<Sku[]>(`/api/phone_case_skus?phoneModelIds=${huaweiModels.map((m) => m.id).join(',')}`);

    expect(await c.ok('DELETE', `/api/phone_brands/${apple.id}`)).toEqual({});

    const brands = await c.get<PhoneBrand[]>('/api/phone_brands');
    expect(brands.map((brand) => brand.name)).not.toContain('苹果');
    expectChained(brands);
    await c.fails('GET', `/api/phone_brands/${apple.id}/phone_models`, undefined, 404);
    expect(await c.get<Sku[]>(`/api/phone_case_skus?phoneModelIds=${models.map((m) => m.id).join(',')}`)).toEqual([]);
    for (const sku of skus) await c.fails('GET', `/api/phone_case_skus/${sku.id}`, undefined, 404);
    expect(await c.get<Wireframe[]>(`/api/phone_case_wireframes?ids=${wireframeIds.join(',')}`)).toEqual([]);
    // Other brands keep theirs.
    expect(await c.get<Sku[]>(`/api/phone_case_skus?phoneModelIds=${huaweiModels.map((m) => m.id).join(',')}`)).toEqual(huaweiSkus);
    const kept = await c.get<Wireframe[]>(`/api/phone_case_wireframes?ids=${huaweiSkus.map((s) => s.wireframeId).join(',')}`);
    expect(kept).toHaveLength(huaweiSkus.length);
  });

  it('denies a sub-account with the service wording', async () => {
    const response = await call(api, '/api/phone_brands', { token: subAccountToken(api) });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatchObject({ code: 'SUB_ACCOUNT_DENIED', message: SUB_ACCOUNT_DENIED });
    expect((await call(api, '/api/phone_brands')).status).toBe(401);
  });
});

describe('dev API models', () => {
  let api: DevApi;
  let c: Client;
  let brandId: string;
  const base = () => `/api/phone_brands/${brandId}/phone_models`;
  beforeEach(async () => {
    api = freshApi();
    c = client(api);
    brandId = (await brandNamed(c, '华为')).id;
  });

  it('lists a brand’s models in order, with favourites seeded', async () => {
    const models = await c.get<PhoneModel[]>(base());
    expect(models.slice(0, 3).map((model) => model.name)).toEqual(['Mate 60 Pro', 'Mate 60 Pro+', 'Mate 60']);
    expect(models.every((model) => model.phoneBrandId === brandId)).toBe(true);
    expect(models.some((model) => model.favorited)).toBe(true);
    expectChained(models);
    expect(Object.keys(models[0]!).sort()).toEqual(['favorited', 'id', 'name', 'next', 'phoneBrandId']);
  });

  it('adds a model at the end, not favorited, and edits name and favorited', async () => {
    const created = await c.ok<PhoneModel>('POST', base(), { name: ' Mate 70 ' });
    expect(created).toEqual({ id: expect.any(String), phoneBrandId: brandId, name: 'Mate 70', favorited: false, next: null });
    expect((await c.get<PhoneModel[]>(base())).at(-1)!.id).toBe(created.id);
    const edited = await c.ok<PhoneModel>('PATCH', `${base()}/${created.id}`, { name: 'Mate 70 Pro', favorited: true });
    expect(edited).toEqual({ ...created, name: 'Mate 70 Pro', favorited: true });
  });

  it('merges two tabs\' edits of a model field by field, and refuses a stale rename with 409', async () => {
    const [model] = await c.get<PhoneModel[]>(base());
    const path = `${base()}/${model!.id}`;
    await c.ok('PATCH', path, { name: 'Mate 60 Pro A', baseName: model!.name });
    // Tab B read the old name: its rename would undo A's.
    const stale = await c.fails('PATCH', path, { name: 'Mate 60 Pro B', baseName: model!.name }, 409);
    expect(stale).toMatchObject({ code: 'CATALOGUE_EDIT_CONFLICT', message: '该型号已在其他页面修改，请确认后再保存' });
    // A field left out keeps its value; another field from the stale tab merges.
    const favorited = await c.ok<PhoneModel>('PATCH', path, { favorited: !model!.favorited });
    expect(favorited).toMatchObject({ name: 'Mate 60 Pro A', favorited: !model!.favorited });
    await c.ok('PATCH', path, { name: 'Mate 60 Pro B', baseName: 'Mate 60 Pro A' });
    expect((await c.get<PhoneModel[]>(base()))[0]).toMatchObject({ name: 'Mate 60 Pro B', favorited: !model!.favorited });
  });

  it('refuses an empty model name with 型号必填', async () => {
    expect(await c.fails('POST', base(), { name: ' ' }, 400)).toMatchObject({ message: '型号必填' });
    const [first] = await c.get<PhoneModel[]>(base());
    expect(await c.fails('PATCH', `${base()}/${first!.id}`, { name: '', favorited: true }, 400)).toMatchObject({ message: '型号必填' });
    // Nothing of a refused body is applied.
    expect((await c.get<PhoneModel[]>(base()))[0]).toEqual(first);
  });

  it('keeps the brand fixed: a PATCH with another phoneBrandId does not move the model', async () => {
    const [first] = await c.get<PhoneModel[]>(base());
    const apple = await brandNamed(c, '苹果');
    const edited = await c.ok<PhoneModel>('PATCH', `${base()}/${first!.id}`, { name: first!.name, favorited: false, phoneBrandId: apple.id });
    expect(edited.phoneBrandId).toBe(brandId);
    expect((await c.get<PhoneModel[]>(`/api/phone_brands/${apple.id}/phone_models`)).map((m) => m.id)).not.toContain(first!.id);
  });

  it('answers 404 for a model addressed under another brand', async () => {
    const iphone = await modelNamed(c, '苹果', 'iPhone 15');
    await c.fails('PATCH', `${base()}/${iphone.id}`, { favorited: true }, 404);
    await c.fails('PATCH', `${base()}/${iphone.id}/ordering`, { next: null }, 404);
  });

  it('reorders within the brand and refuses a next from another brand', async () => {
    const models = await c.get<PhoneModel[]>(base());
    await c.ok('PATCH', `${base()}/${models[2]!.id}/ordering`, { next: models[0]!.id });
    const reordered = await c.get<PhoneModel[]>(base());
    expect(reordered.slice(0, 3).map((m) => m.id)).toEqual([models[2]!.id, models[0]!.id, models[1]!.id]);
    expectChained(reordered);
    const iphone = await modelNamed(c, '苹果', 'iPhone 15');
    await c.fails('PATCH', `${base()}/${models[0]!.id}/ordering`, { next: iphone.id }, 400);
    await c.fails('PATCH', `${base()}/${models[0]!.id}/ordering`, { next: models[0]!.id }, 400);
  });

  it('batch-deletes models with their SKUs and wireframes', async () => {
    const models = await c.get<PhoneModel[]>(base());
    const doomed = [models[0]!.id, models[2]!.id];
    const skus = await c.get<Sku[]>(`/api/phone_case_skus?phoneModelIds=${doomed.join(',')}`);
    expect(skus.length).toBeGreaterThan(0);
    const survivorSkus = await c.get<Sku[]>(`/api/phone_case_skus?phoneModelIds=${models[1]!.id}`);
    expect(survivorSkus.length).toBeGreaterThan(0);

    expect(await c.ok('DELETE', base(), { ids: doomed })).toEqual({});
    const left = await c.get<PhoneModel[]>(base());
    expect(left.map((m) => m.id)).toEqual(models.filter((m) => !doomed.includes(m.id)).map((m) => m.id));
    expectChained(left);
    expect(await c.get<Sku[]>(`/api/phone_case_skus?phoneModelIds=${doomed.join(',')}`)).toEqual([]);
    expect(await c.get<Wireframe[]>(`/api/phone_case_wireframes?ids=${skus.map((s) => s.wireframeId).join(',')}`)).toEqual([]);
    expect(await c.get<Sku[]>(`/api/phone_case_skus?phoneModelIds=${models[1]!.id}`)).toEqual(survivorSkus);
  });

  it('refuses an empty batch with 请选择至少一个型号, and is all-or-nothing on unknown ids', async () => {
    expect(await c.fails('DELETE', base(), { ids: [] }, 400)).toMatchObject({ message: '请选择至少一个型号' });
    expect(await c.fails('DELETE', base(), {}, 400)).toMatchObject({ message: '请选择至少一个型号' });
    expect(await c.fails('DELETE', base(), { ids: 'x' }, 400)).toMatchObject({ message: '请选择至少一个型号' });
    for (const ids of [[''], [null], [true]]) expect(await c.fails('DELETE', base(), { ids }, 400)).toMatchObject({ message: 'ids 必须是型号 id 的数组' });
    const models = await c.get<PhoneModel[]>(base());
    const iphone = await modelNamed(c, '苹果', 'iPhone 15');
    await c.fails('DELETE', base(), { ids: [models[0]!.id, iphone.id] }, 404);
    expect(await c.get<PhoneModel[]>(base())).toEqual(models);
  });
});
