// Bindings (ROUTES.md "Factory ERP"): a model to one of the factory's synced codes, a material to a factory
// material with its code, a colour only to a colour of the factory material its material is bound to; rebinding,
// deletes (404 when not bound) and the cascade from a material to its colours; each account's own.
import { beforeEach, describe, expect, it } from 'vitest';
import type { DevApi } from '../../../adapters/mock/devApi';
import type { Factory, FactoryMaterial, MaterialBinding, MaterialColorBinding, PhoneModelBinding } from '../../../contract/erp';
import { brandNamed, client, colorNamed, modelNamed, type Client } from './catalogueHelpers';
import { MAIN_FACTORY, SECOND_FACTORY, factoryNamed, integrate, syncModels } from './erpHelpers';
import { auditClient, fixedApi } from './orderHelpers';

const MODEL_BINDINGS = '/api/erp/factory_phone_model_bindings';
const MATERIAL_BINDINGS = '/api/erp/phone_case_material_bindings';
const COLOR_BINDINGS = '/api/erp/phone_case_material_color_bindings';

describe('dev API ERP bindings', () => {
  let api: DevApi;
  let c: Client;
  let factories: Factory[];
  let main: Factory;
  beforeEach(async () => {
    api = fixedApi();
    c = client(api);
    factories = await integrate(c);
    main = factoryNamed(factories, MAIN_FACTORY);
  });

  const materialsOf = (factoryId: string) => c.get<FactoryMaterial[]>(`/api/erp/phone_case_materials?factoryId=${factoryId}`);

  it('lists each factory’s materials with their colours, the main one covering the catalogue’s three and two more', async () => {
    const materials = await materialsOf(main.id);
    expect(materials.map((material) => material.code)).toEqual(['TPU-CL', 'LSG', 'TG', 'PC-HD', 'LTH']);
    expect(materials[1]).toEqual({
      id: expect.any(String),
      code: 'LSG',
      name: '液态硅胶壳',
      colors: [
        { id: expect.any(String), code: 'LSG-WH', name: '奶白' },
        { id: expect.any(String), code: 'LSG-BK', name: '曜石黑' },
        { id: expect.any(String), code: 'LSG-PU', name: '薰衣草' },
        { id: expect.any(String), code: 'LSG-PK', name: '樱花粉' },
      ],
    });
    const second = await materialsOf(factoryNamed(factories, SECOND_FACTORY).id);
    expect(second.map((material) => material.code)).toEqual(['M01', 'M02']);
    await c.fails('GET', '/api/erp/phone_case_materials', undefined, 400);
    await c.fails('GET', '/api/erp/phone_case_materials?factoryId=999999', undefined, 404);
  });

  describe('phone models', () => {
    it('binds a model to a synced code, rebinds it, lists the brand’s bindings and deletes it', async () => {
      await syncModels(api, c, main.id);
      const apple = await brandNamed(c, '苹果');
      const huawei = await brandNamed(c, '华为');
      const model = await modelNamed(c, '苹果', 'iPhone 15 Pro Max');
      const list = () => c.get<PhoneModelBinding[]>(`${MODEL_BINDINGS}?factoryId=${main.id}&phoneBrandId=${apple.id}`);
      expect(await list()).toEqual([]);
      const bound = await c.ok('POST', MODEL_BINDINGS, { factoryId: main.id, phoneModelId: model.id, erpPhoneModelCode: 'KM-AP-15PM' });
      expect(bound).toEqual({ factoryId: main.id, phoneModelId: model.id, erpPhoneModelCode: 'KM-AP-15PM' });
      await c.ok('POST', MODEL_BINDINGS, { factoryId: main.id, phoneModelId: model.id, erpPhoneModelCode: 'KM-AP-15P' });
      expect(await list()).toEqual([{ factoryId: main.id, phoneModelId: model.id, erpPhoneModelCode: 'KM-AP-15P' }]);
      expect(await c.get(`${MODEL_BINDINGS}?factoryId=${main.id}&phoneBrandId=${huawei.id}`)).toEqual([]);
      expect(await c.ok('DELETE', `${MODEL_BINDINGS}/${main.id}/${model.id}`)).toEqual({});
      expect(await list()).toEqual([]);
      expect((await c.fails('DELETE', `${MODEL_BINDINGS}/${main.id}/${model.id}`, undefined, 404)).message).toBe('该机型未绑定该工厂的机型编码');
    });

    it('refuses a code the factory’s sync has not brought, an unknown model or factory, and a bad body', async () => {
      const model = await modelNamed(c, '苹果', 'iPhone 15');
      const body = { factoryId: main.id, phoneModelId: model.id, erpPhoneModelCode: 'KM-AP-15' };
      // Not synced yet: the factory has no codes.
      expect((await c.fails('POST', MODEL_BINDINGS, body, 400)).message).toBe('工厂没有编码为「KM-AP-15」的机型，请先同步该工厂的机型');
      await syncModels(api, c, main.id);
      await c.ok('POST', MODEL_BINDINGS, body);
      expect((await c.fails('POST', MODEL_BINDINGS, { ...body, erpPhoneModelCode: 'NOPE' }, 400)).message).toContain('「NOPE」');
      expect((await c.fails('POST', MODEL_BINDINGS, { ...body, phoneModelId: '999999' }, 400)).message).toBe('机型不存在，请刷新后重试');
      await c.fails('POST', MODEL_BINDINGS, { ...body, factoryId: '999999' }, 404);
      await c.fails('POST', MODEL_BINDINGS, { ...body, erpPhoneModelCode: '' }, 400);
      await c.fails('POST', MODEL_BINDINGS, { ...body, erpPhoneModelCode: 'x'.repeat(65) }, 400);
      await c.fails('POST', MODEL_BINDINGS, { factoryId: main.id }, 400);
      await c.fails('GET', `${MODEL_BINDINGS}?factoryId=${main.id}`, undefined, 400);
      await c.fails('GET', `${MODEL_BINDINGS}?factoryId=${main.id}&phoneBrandId=999999`, undefined, 404);
      // A code of another factory is not this factory's.
      const second = factoryNamed(factories, SECOND_FACTORY);
      await syncModels(api, c, second.id);
      await c.fails('POST', MODEL_BINDINGS, { ...body, factoryId: second.id }, 400);
      await c.ok('POST', MODEL_BINDINGS, { ...body, factoryId: second.id, erpPhoneModelCode: 'YB0001' });
    });
  });

  describe('materials and colours', () => {
    const bindLsg = async () => {
      const erp = (await materialsOf(main.id)).find((material) => material.code === 'LSG')!;
      const { material } = await colorNamed(c, '液态硅胶', '白色');
      await c.ok('POST', MATERIAL_BINDINGS, { factoryId: main.id, materialId: material.id, erpMaterialId: erp.id, erpMaterialCode: 'LSG' });
      return { erp, material };
    };

    it('binds a material and its colours, lists them per factory, and rebinding a colour changes it', async () => {
      const { erp, material } = await bindLsg();
      const white = material.colors.find((color) => color.name === '白色')!;
      expect(await c.get(`${MATERIAL_BINDINGS}?factoryId=${main.id}`)).toEqual([
        { factoryId: main.id, materialId: material.id, erpMaterialId: erp.id, erpMaterialCode: 'LSG' },
      ]);
      const bind = (index: number) => ({
        factoryId: main.id,
        materialColorId: white.id,
        erpMaterialColorId: erp.colors[index]!.id,
        erpMaterialColorCode: erp.colors[index]!.code,
      });
      expect(await c.ok('POST', COLOR_BINDINGS, bind(0))).toEqual(bind(0));
      await c.ok('POST', COLOR_BINDINGS, bind(1));
      expect(await c.get<MaterialColorBinding[]>(`${COLOR_BINDINGS}?factoryId=${main.id}`)).toEqual([bind(1)]);
      const second = factoryNamed(factories, SECOND_FACTORY);
      expect(await c.get(`${MATERIAL_BINDINGS}?factoryId=${second.id}`)).toEqual([]);
      expect(await c.get(`${COLOR_BINDINGS}?factoryId=${second.id}`)).toEqual([]);
    });

    it('refuses a material binding with an unknown material, factory material or a code that is not its own', async () => {
      const erp = (await materialsOf(main.id))[0]!;
      const { material } = await colorNamed(c, '透明软壳', '透明');
      const body = { factoryId: main.id, materialId: material.id, erpMaterialId: erp.id, erpMaterialCode: erp.code };
      expect((await c.fails('POST', MATERIAL_BINDINGS, { ...body, materialId: '999999' }, 400)).message).toBe('材质不存在，请刷新后重试');
      expect((await c.fails('POST', MATERIAL_BINDINGS, { ...body, erpMaterialId: '990201' }, 400)).message).toBe('工厂没有该材质，请刷新后重试');
      expect((await c.fails('POST', MATERIAL_BINDINGS, { ...body, erpMaterialCode: 'LSG' }, 400)).message).toBe('工厂材质编码「LSG」与所选的工厂材质不一致');
      await c.fails('POST', MATERIAL_BINDINGS, { ...body, erpMaterialCode: undefined }, 400);
      await c.fails('POST', MATERIAL_BINDINGS, { ...body, factoryId: '999999' }, 404);
      expect(await c.get(`${MATERIAL_BINDINGS}?factoryId=${main.id}`)).toEqual([]);
    });

    it('refuses a colour whose material is not bound, or is bound to another factory material, saying so', async () => {
      const erpMaterials = await materialsOf(main.id);
      const lsg = erpMaterials.find((material) => material.code === 'LSG')!;
      const tpu = erpMaterials.find((material) => material.code === 'TPU-CL')!;
      const { color } = await colorNamed(c, '液态硅胶', '白色');
      const body = { factoryId: main.id, materialColorId: color.id, erpMaterialColorId: lsg.colors[0]!.id, erpMaterialColorCode: lsg.colors[0]!.code };
      expect(await c.fails('POST', COLOR_BINDINGS, body, 400)).toMatchObject({
        code: 'MATERIAL_NOT_BOUND',
        message: '材质「液态硅胶」还没有绑定该工厂的材质，请先绑定材质再绑定颜色',
      });
      await bindLsg();
      const wrong = { ...body, erpMaterialColorId: tpu.colors[0]!.id, erpMaterialColorCode: tpu.colors[0]!.code };
      expect(await c.fails('POST', COLOR_BINDINGS, wrong, 400)).toMatchObject({
        code: 'COLOR_OF_OTHER_MATERIAL',
        message: '材质「液态硅胶」绑定的是工厂材质「液态硅胶壳」，只能绑定该工厂材质的颜色',
      });
      expect((await c.fails('POST', COLOR_BINDINGS, { ...body, erpMaterialColorCode: 'TG-BK' }, 400)).message).toBe('工厂颜色编码「TG-BK」与所选的工厂颜色不一致');
      expect((await c.fails('POST', COLOR_BINDINGS, { ...body, materialColorId: '999999' }, 400)).message).toBe('颜色不存在，请刷新后重试');
      expect((await c.fails('POST', COLOR_BINDINGS, { ...body, erpMaterialColorId: '990211' }, 400)).message).toBe('工厂没有该颜色，请刷新后重试');
      expect(await c.get(`${COLOR_BINDINGS}?factoryId=${main.id}`)).toEqual([]);
      await c.ok('POST', COLOR_BINDINGS, body);
    });

    it('deletes a material binding with its colour bindings; rebinding the material drops the colours that no longer fit', async () => {
      const { erp, material } = await bindLsg();
      for (const [index, color] of material.colors.entries()) {
        await c.ok('POST', COLOR_BINDINGS, { factoryId: main.id, materialColorId: color.id, erpMaterialColorId: erp.colors[index]!.id, erpMaterialColorCode: erp.colors[index]!.code });
      }
      const tpu = (await colorNamed(c, '透明软壳', '透明'));
      const tpuErp = (await materialsOf(main.id))[0]!;
      await c.ok('POST', MATERIAL_BINDINGS, { factoryId: main.id, materialId: tpu.material.id, erpMaterialId: tpuErp.id, erpMaterialCode: tpuErp.code });
      await c.ok('POST', COLOR_BINDINGS, { factoryId: main.id, materialColorId: tpu.color.id, erpMaterialColorId: tpuErp.colors[0]!.id, erpMaterialColorCode: tpuErp.colors[0]!.code });
      // Rebinding to the same factory material keeps its colours.
      await c.ok('POST', MATERIAL_BINDINGS, { factoryId: main.id, materialId: material.id, erpMaterialId: erp.id, erpMaterialCode: erp.code });
      expect(await c.get<MaterialColorBinding[]>(`${COLOR_BINDINGS}?factoryId=${main.id}`)).toHaveLength(5);
      expect(await c.ok('DELETE', `${MATERIAL_BINDINGS}/${main.id}/${material.id}`)).toEqual({});
      expect((await c.get<MaterialColorBinding[]>(`${COLOR_BINDINGS}?factoryId=${main.id}`)).map((binding) => binding.materialColorId)).toEqual([tpu.color.id]);
      expect((await c.get<MaterialBinding[]>(`${MATERIAL_BINDINGS}?factoryId=${main.id}`)).map((binding) => binding.materialId)).toEqual([tpu.material.id]);
      expect((await c.fails('DELETE', `${MATERIAL_BINDINGS}/${main.id}/${material.id}`, undefined, 404)).message).toBe('该材质未绑定该工厂的材质');
      // Rebinding 透明软壳 to another factory material drops its colour binding to the old one's colour.
      const pc = (await materialsOf(main.id)).find((candidate) => candidate.code === 'PC-HD')!;
      await c.ok('POST', MATERIAL_BINDINGS, { factoryId: main.id, materialId: tpu.material.id, erpMaterialId: pc.id, erpMaterialCode: pc.code });
      expect(await c.get(`${COLOR_BINDINGS}?factoryId=${main.id}`)).toEqual([]);
    });

    it('deletes a colour binding; one not bound is 404', async () => {
      const { erp, material } = await bindLsg();
      const color = material.colors[0]!;
      await c.ok('POST', COLOR_BINDINGS, { factoryId: main.id, materialColorId: color.id, erpMaterialColorId: erp.colors[0]!.id, erpMaterialColorCode: erp.colors[0]!.code });
      expect(await c.ok('DELETE', `${COLOR_BINDINGS}/${main.id}/${color.id}`)).toEqual({});
      expect((await c.fails('DELETE', `${COLOR_BINDINGS}/${main.id}/${color.id}`, undefined, 404)).message).toBe('该颜色未绑定该工厂的颜色');
      expect(await c.get(`${MATERIAL_BINDINGS}?factoryId=${main.id}`)).toHaveLength(1);
    });
  });

  it('keeps bindings to the account: another account sees none and cannot delete them', async () => {
    await syncModels(api, c, main.id);
    const model = await modelNamed(c, '华为', 'Mate 60 Pro+');
    await c.ok('POST', MODEL_BINDINGS, { factoryId: main.id, phoneModelId: model.id, erpPhoneModelCode: 'KM-HW-M60PP' });
    const audit = auditClient(api);
    const theirs = factoryNamed(await integrate(audit), MAIN_FACTORY);
    const huawei = await brandNamed(c, '华为');
    // Each account has a catalogue of its own: the audit account's 华为 is not the merchant's.
    const theirHuawei = await brandNamed(audit, '华为');
    expect(await audit.get(`${MODEL_BINDINGS}?factoryId=${theirs.id}&phoneBrandId=${theirHuawei.id}`)).toEqual([]);
    await audit.fails('GET', `${MODEL_BINDINGS}?factoryId=${theirs.id}&phoneBrandId=${huawei.id}`, undefined, 404);
    await audit.fails('GET', `${MODEL_BINDINGS}?factoryId=${main.id}&phoneBrandId=${theirHuawei.id}`, undefined, 404);
    await audit.fails('DELETE', `${MODEL_BINDINGS}/${main.id}/${model.id}`, undefined, 404);
    expect(await c.get(`${MODEL_BINDINGS}?factoryId=${main.id}&phoneBrandId=${huawei.id}`)).toHaveLength(1);
  });

  describe('a write from a stale view (baseErp…: what the seller saw bound)', () => {
    it('binds a model only while its binding is still the one the seller saw, and says what it is otherwise', async () => {
      await syncModels(api, c, main.id);
      const model = await modelNamed(c, '苹果', 'iPhone 14');
      const bind = (code: string, base: string | null) =>
        ({ factoryId: main.id, phoneModelId: model.id, erpPhoneModelCode: code, baseErpPhoneModelCode: base });
      await c.ok('POST', MODEL_BINDINGS, bind('KM-AP-14', null));
      // The other tab still shows it unbound.
      const stale = await c.fails('POST', MODEL_BINDINGS, bind('KM-AP-14PL', null), 409);
      expect(stale).toMatchObject({ code: 'BINDING_CHANGED', message: '该机型已在别处绑定为 KM-AP-14，请刷新后再改' });
      await c.ok('POST', MODEL_BINDINGS, bind('KM-AP-14PL', 'KM-AP-14'));
      await c.ok('DELETE', `${MODEL_BINDINGS}/${main.id}/${model.id}`);
      expect(await c.fails('POST', MODEL_BINDINGS, bind('KM-AP-14', 'KM-AP-14PL'), 409)).toMatchObject({ message: '该机型的绑定已在别处删除，请刷新后再改' });
      await c.fails('POST', MODEL_BINDINGS, { ...bind('KM-AP-14', null), baseErpPhoneModelCode: 7 }, 400);
      // Without a base the write binds whatever is bound (a script, an older console).
      await c.ok('POST', MODEL_BINDINGS, { factoryId: main.id, phoneModelId: model.id, erpPhoneModelCode: 'KM-AP-14' });
    });

    it('does the same for a material and a colour', async () => {
      const [tpu, lsg] = await materialsOf(main.id);
      const { material, color } = await colorNamed(c, '透明软壳', '透明');
      const bindMaterial = (erp: FactoryMaterial, base: string | null) =>
        ({ factoryId: main.id, materialId: material.id, erpMaterialId: erp.id, erpMaterialCode: erp.code, baseErpMaterialId: base });
      await c.ok('POST', MATERIAL_BINDINGS, bindMaterial(tpu!, null));
      expect(await c.fails('POST', MATERIAL_BINDINGS, bindMaterial(lsg!, null), 409)).toMatchObject({ message: '该材质已在别处绑定为 TPU-CL，请刷新后再改' });
      const bindColor = (index: number, base: string | null) => ({
        factoryId: main.id,
        materialColorId: color.id,
        erpMaterialColorId: tpu!.colors[index]!.id,
        erpMaterialColorCode: tpu!.colors[index]!.code,
        baseErpMaterialColorId: base,
      });
      await c.ok('POST', COLOR_BINDINGS, bindColor(0, null));
      expect(await c.fails('POST', COLOR_BINDINGS, bindColor(1, null), 409)).toMatchObject({ message: '该颜色已在别处绑定为 TPU-CL-01，请刷新后再改' });
      await c.ok('POST', COLOR_BINDINGS, bindColor(1, tpu!.colors[0]!.id));
      expect((await c.get<MaterialColorBinding[]>(`${COLOR_BINDINGS}?factoryId=${main.id}`)).map((binding) => binding.erpMaterialColorCode)).toEqual(['TPU-CL-02']);
      expect((await c.get<MaterialBinding[]>(`${MATERIAL_BINDINGS}?factoryId=${main.id}`)).map((binding) => binding.erpMaterialCode)).toEqual(['TPU-CL']);
    });
  });
});
