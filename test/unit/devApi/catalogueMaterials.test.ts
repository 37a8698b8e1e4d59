import { beforeEach, describe, expect, it } from 'vitest';
import type { DevApi } from '../../../adapters/mock/devApi';
import type { MaterialColor, PhoneCaseMaterial, Sku, Wireframe } from '../../../contract/catalogue';
import { CATALOGUE } from '../../../fixtures/seed/catalogue';
import { freshApi } from './helpers';
import { client, colorNamed, expectChained, modelNamed, type Client } from './catalogueHelpers';

const BASE = '/api/phone_case_materials';

describe('dev API materials', () => {
  let api: DevApi;
  let c: Client;
  beforeEach(() => {
    api = freshApi();
    c = client(api);
  });

  it('lists the seeded materials with their ordered colours', async () => {
    const materials = await c.get<PhoneCaseMaterial[]>(BASE);
    expect(materials.map((m) => [m.name, m.needBackground, m.colors.map((color) => color.name)])).toEqual([
      ['透明软壳', false, ['透明', '磨砂黑']],
      ['液态硅胶', true, ['白色', '黑色', '薰衣草紫', '浅粉']],
      ['钢化玻璃', true, ['黑边', '白边']],
    ]);
    expectChained(materials);
    for (const material of materials) expectChained(material.colors);
    expect(Object.keys(materials[0]!).sort()).toEqual(['colors', 'id', 'name', 'needBackground', 'next']);
    expect(Object.keys(materials[0]!.colors[0]!).sort()).toEqual(['defaultBackgroundColor', 'enabled', 'id', 'name', 'next']);
    expect(materials[1]!.colors.find((color) => color.name === '浅粉')).toMatchObject({ enabled: false, defaultBackgroundColor: '#f6d5dc' });
    expect(materials[0]!.colors[0]!.defaultBackgroundColor).toBeNull();
  });

  it('adds a material at the end with needBackground false and no colours, then edits it', async () => {
    const created = await c.ok<PhoneCaseMaterial>('POST', BASE, { name: ' 皮革 ' });
    expect(created).toEqual({ id: expect.any(String), name: '皮革', needBackground: false, colors: [], next: null });
    expect((await c.get<PhoneCaseMaterial[]>(BASE)).at(-1)!.id).toBe(created.id);
    const edited = await c.ok<PhoneCaseMaterial>('PATCH', `${BASE}/${created.id}`, { name: '真皮', needBackground: true });
    expect(edited).toEqual({ ...created, name: '真皮', needBackground: true });
  });

  it('refuses an empty material name with 材质名称必填', async () => {
    expect(await c.fails('POST', BASE, { name: '' }, 400)).toMatchObject({ message: '材质名称必填' });
    const [first] = await c.get<PhoneCaseMaterial[]>(BASE);
    expect(await c.fails('PATCH', `${BASE}/${first!.id}`, { name: '  ', needBackground: true }, 400)).toMatchObject({ message: '材质名称必填' });
    expect((await c.get<PhoneCaseMaterial[]>(BASE))[0]).toEqual(first);
    await c.fails('PATCH', `${BASE}/${first!.id}`, { needBackground: 'yes' }, 400);
  });

  it('reorders materials', async () => {
    const [a, b, glass] = await c.get<PhoneCaseMaterial[]>(BASE);
    await c.ok('PATCH', `${BASE}/${glass!.id}/ordering`, { next: a!.id });
    const materials = await c.get<PhoneCaseMaterial[]>(BASE);
    expect(materials.map((m) => m.id)).toEqual([glass!.id, a!.id, b!.id]);
    expectChained(materials);
    await c.fails('PATCH', `${BASE}/${a!.id}/ordering`, { next: a!.colors[0]!.id }, 400);
  });

  it('deletes a material with its colours, their SKUs and wireframes', async () => {
    const { material } = await colorNamed(c, '液态硅胶', '白色');
    const model = await modelNamed(c, '苹果', 'iPhone 15 Pro Max');
    const before = await c.get<Sku[]>(`/api/phone_case_skus?phoneModelIds=${model.id}`);
    const doomed = before.filter((sku) => sku.materialId === material.id);
    expect(doomed.length).toBeGreaterThan(0);
    expect(await c.ok('DELETE', `${BASE}/${material.id}`)).toEqual({});
    const materials = await c.get<PhoneCaseMaterial[]>(BASE);
    expect(materials.map((m) => m.name)).toEqual(['透明软壳', '钢化玻璃']);
    expectChained(materials);
    expect(await c.get<Sku[]>(`/api/phone_case_skus?phoneModelIds=${model.id}`)).toEqual(before.filter((sku) => sku.materialId !== material.id));
    expect(await c.get<Wireframe[]>(`/api/phone_case_wireframes?ids=${doomed.map((s) => s.wireframeId).join(',')}`)).toEqual([]);
    await c.fails('POST', `${BASE}/${material.id}/colors`, { name: 'x', defaultBackgroundColor: '#ffffff' }, 404);
  });
});

describe('dev API material colours', () => {
  let c: Client;
  let plain: PhoneCaseMaterial;
  let silicone: PhoneCaseMaterial;
  beforeEach(async () => {
    c = client(freshApi());
    [plain, silicone] = await c.get<PhoneCaseMaterial[]>(BASE);
  });
  const colorsOf = async (materialId: string) =>
    (await c.get<PhoneCaseMaterial[]>(BASE)).find((m) => m.id === materialId)!.colors;

  it('adds a colour at the end, enabled by default, and shows it nested in the material', async () => {
    const created = await c.ok<MaterialColor>('POST', `${BASE}/${silicone.id}/colors`, { name: '薄荷绿', defaultBackgroundColor: '#b8e8d0' });
    expect(created).toEqual({ id: expect.any(String), name: '薄荷绿', defaultBackgroundColor: '#b8e8d0', enabled: true, next: null });
    const colors = await colorsOf(silicone.id);
    expect(colors.at(-1)).toEqual(created);
    expectChained(colors);
  });

  it('needs no background colour when the material needs none', async () => {
    const created = await c.ok<MaterialColor>('POST', `${BASE}/${plain.id}/colors`, { name: '亮黑', defaultBackgroundColor: null });
    expect(created.defaultBackgroundColor).toBeNull();
    const blank = await c.ok<MaterialColor>('POST', `${BASE}/${plain.id}/colors`, { name: '亮白', defaultBackgroundColor: '' });
    expect(blank.defaultBackgroundColor).toBeNull();
    await c.fails('POST', `${BASE}/${plain.id}/colors`, { name: '亮灰', defaultBackgroundColor: 'grey' }, 400);
  });

  it('refuses an empty colour name with 颜色名称必填', async () => {
    expect(await c.fails('POST', `${BASE}/${plain.id}/colors`, { name: ' ', defaultBackgroundColor: null }, 400)).toMatchObject({ message: '颜色名称必填' });
    const color = silicone.colors[0]!;
    expect(await c.fails('PATCH', `${BASE}/${silicone.id}/colors/${color.id}`, { name: '', defaultBackgroundColor: '#ffffff', enabled: true }, 400)).toMatchObject({
      message: '颜色名称必填',
    });
  });

  it.each([null, '', 'white', '#12345', '#gggggg', undefined])('refuses background %j with 背景色设置必填 when the material needs one', async (value) => {
    const error = await c.fails('POST', `${BASE}/${silicone.id}/colors`, { name: '薄荷绿', defaultBackgroundColor: value }, 400);
    expect(error.message).toBe('背景色设置必填');
    const color = silicone.colors[0]!;
    const patch = await c.fails('PATCH', `${BASE}/${silicone.id}/colors/${color.id}`, { name: color.name, defaultBackgroundColor: value ?? null, enabled: true }, 400);
    expect(patch.message).toBe('背景色设置必填');
  });

  it('edits name, background and enabled', async () => {
    const color = silicone.colors[1]!;
    const edited = await c.ok<MaterialColor>('PATCH', `${BASE}/${silicone.id}/colors/${color.id}`, {
      name: '曜石黑',
      defaultBackgroundColor: '#000',
      enabled: false,
    });
    expect(edited).toEqual({ ...color, name: '曜石黑', defaultBackgroundColor: '#000000', enabled: false });
    expect((await colorsOf(silicone.id))[1]).toEqual(edited);
  });

  // Spec 1 §5: an empty background is none, sent as null or as "".
  it.each([null, ''])('switches off, never on, a colour that lacks the background its material needs (one saved before the rule), its background sent back as %j', async (none) => {
    // Only data from before the rule is like this: the seed, changed while this API seeds itself.
    const seeded = CATALOGUE.materials[0]!;
    seeded.needBackground = true;
    try {
      c = client(freshApi());
      [plain] = await c.get<PhoneCaseMaterial[]>(BASE);
    } finally {
      seeded.needBackground = false;
    }
    const color = plain.colors[0]!;
    const path = `${BASE}/${plain.id}/colors/${color.id}`;
    // The whole colour sent back, as a client that sends every field does: the unchanged null is not checked.
    const off = await c.ok<MaterialColor>('PATCH', path, { name: color.name, defaultBackgroundColor: none, enabled: false });
    expect(off).toMatchObject({ enabled: false, defaultBackgroundColor: null });
    expect(await c.fails('PATCH', path, { enabled: true }, 400)).toMatchObject({ message: '背景色设置必填' });
    expect((await colorsOf(plain.id))[0]).toMatchObject({ enabled: false });
    expect(await c.ok<MaterialColor>('PATCH', path, { enabled: true, defaultBackgroundColor: '#eeeeee' })).toMatchObject({ enabled: true });
  });

  it('refuses 需要背景色 while a colour has no background, naming them as the console does', async () => {
    const error = await c.fails('PATCH', `${BASE}/${plain.id}`, { needBackground: true }, 400);
    expect(error.message).toBe('背景色设置必填：请先为 透明、磨砂黑 设置默认背景色');
    expect((await c.get<PhoneCaseMaterial[]>(BASE))[0]).toMatchObject({ needBackground: false });
    // A material that needs one already may still be renamed with it sent back.
    await c.ok('PATCH', `${BASE}/${silicone.id}`, { name: '硅胶', needBackground: true });
  });

  it('merges two tabs\' edits of different fields, and refuses the second edit of the same field with 409', async () => {
    const color = silicone.colors[0]!;
    const path = `${BASE}/${silicone.id}/colors/${color.id}`;
    await c.ok('PATCH', path, { name: '奶白', baseName: color.name });
    await c.ok('PATCH', path, { defaultBackgroundColor: '#333333', baseDefaultBackgroundColor: color.defaultBackgroundColor });
    expect((await colorsOf(silicone.id))[0]).toMatchObject({ name: '奶白', defaultBackgroundColor: '#333333' });
    const stale = await c.fails('PATCH', path, { name: '象牙白', baseName: color.name }, 409);
    expect(stale).toMatchObject({ code: 'CATALOGUE_EDIT_CONFLICT', message: '该颜色已在其他页面修改，请确认后再保存' });
    expect((await colorsOf(silicone.id))[0]).toMatchObject({ name: '奶白' });
    // Without a base, or on the stored one, the edit goes through.
    await c.ok('PATCH', path, { name: '象牙白', baseName: '奶白' });
    await c.fails('PATCH', `${BASE}/${silicone.id}`, { name: '硅胶', baseName: '旧名' }, 409);
    await c.ok('PATCH', `${BASE}/${silicone.id}`, { name: '硅胶', baseName: silicone.name });
  });

  it.each([
    ['#FFF', '#ffffff'],
    ['#abc', '#aabbcc'],
    ['#B8E8D0', '#b8e8d0'],
  ])('stores the background %s as #rrggbb (%s), as the console does', async (sent, stored) => {
    const created = await c.ok<MaterialColor>('POST', `${BASE}/${silicone.id}/colors`, { name: '薄荷绿', defaultBackgroundColor: sent });
    expect(created.defaultBackgroundColor).toBe(stored);
    const color = plain.colors[0]!;
    const edited = await c.ok<MaterialColor>('PATCH', `${BASE}/${plain.id}/colors/${color.id}`, { defaultBackgroundColor: sent });
    expect(edited.defaultBackgroundColor).toBe(stored);
    const listed = (await c.get<PhoneCaseMaterial[]>(BASE)).flatMap((material) => material.colors);
    expect(listed.find((candidate) => candidate.id === created.id)?.defaultBackgroundColor).toBe(stored);
    expect(listed.find((candidate) => candidate.id === color.id)?.defaultBackgroundColor).toBe(stored);
  });

  it('answers 404 for a colour addressed under another material', async () => {
    await c.fails('PATCH', `${BASE}/${plain.id}/colors/${silicone.colors[0]!.id}`, { enabled: false }, 404);
    await c.fails('DELETE', `${BASE}/${plain.id}/colors/${silicone.colors[0]!.id}`, undefined, 404);
  });

  it('reorders colours within their material only', async () => {
    const [white, black, lavender, pink] = silicone.colors;
    await c.ok('PATCH', `${BASE}/${silicone.id}/colors/${white!.id}/ordering`, { next: null });
    await c.ok('PATCH', `${BASE}/${silicone.id}/colors/${pink!.id}/ordering`, { next: black!.id });
    const colors = await colorsOf(silicone.id);
    expect(colors.map((color) => color.id)).toEqual([pink!.id, black!.id, lavender!.id, white!.id]);
    expectChained(colors);
    await c.fails('PATCH', `${BASE}/${silicone.id}/colors/${black!.id}/ordering`, { next: plain.colors[0]!.id }, 400);
    await c.fails('PATCH', `${BASE}/${silicone.id}/colors/${black!.id}/ordering`, { next: black!.id }, 400);
  });

  it('deletes a colour with its SKUs and their wireframes, and nothing else', async () => {
    const { color: white } = await colorNamed(c, '液态硅胶', '白色');
    const model = await modelNamed(c, '苹果', 'iPhone 15 Pro Max');
    const before = await c.get<Sku[]>(`/api/phone_case_skus?phoneModelIds=${model.id}`);
    const doomed = before.filter((sku) => sku.materialColorId === white.id);
    expect(doomed).toHaveLength(1);
    expect(await c.ok('DELETE', `${BASE}/${silicone.id}/colors/${white.id}`)).toEqual({});
    const colors = await colorsOf(silicone.id);
    expect(colors.map((color) => color.name)).toEqual(['黑色', '薰衣草紫', '浅粉']);
    expectChained(colors);
    await c.fails('GET', `/api/phone_case_skus/${doomed[0]!.id}`, undefined, 404);
    await c.fails('GET', `/api/phone_case_wireframes/${doomed[0]!.wireframeId}`, undefined, 404);
    expect(await c.get<Sku[]>(`/api/phone_case_skus?phoneModelIds=${model.id}`)).toEqual(before.filter((sku) => sku !== doomed[0]));
  });
});
