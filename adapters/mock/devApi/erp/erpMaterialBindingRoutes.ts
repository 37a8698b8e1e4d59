// Material bindings (spec 3 §3, §7): a product material ↔ one of the factory's materials, per account and
// factory. A material's colour bindings hang on it (erpColorBindings.ts): deleting the material binding, or
// rebinding it to another factory material, deletes those that no longer fit.
import * as api from '../../../../contract/endpoints/erp';
import { type MaterialBinding } from '../../../../contract/erp';
import { checkBindingBase } from './erpInput';
import { bindingKey, requireFactory, requireIntegrated, type ErpAccount, type StoredFactory } from './erpState';
import { HttpError, badRequest, json } from '../http/http';
import type { Router } from '../http/router';
import type { DevState } from '../state';
import { factoryMaterials, findFactoryColor } from './erpMaterialRoutes';

export const MATERIAL_UNKNOWN = '材质不存在，请刷新后重试';
export const ERP_MATERIAL_UNKNOWN = '工厂没有该材质，请刷新后重试';
export const erpMaterialCodeMismatch = (code: string) => `工厂材质编码「${code}」与所选的工厂材质不一致`;
export const MATERIAL_BINDING_NOT_FOUND = '该材质未绑定该工厂的材质';


export function erpMaterialBindingRoutes(router: Router): void {
  router.on(api.erpMaterialBindings.list, ({ query, state, username }) => {
    const account = requireIntegrated(state.erp, username);
    const factory = requireFactory(account, query().factoryId);
    return json([...account.materialBindings.values()].filter((binding) => binding.factoryId === factory.id));
  });

  router.on(api.erpMaterialBindings.create, async ({ body, state, username }) => {
    const account = requireIntegrated(state.erp, username);
    const { factoryId, materialId, erpMaterialId, erpMaterialCode, baseErpMaterialId } = await body();
    const factory = requireFactory(account, factoryId);
    if (!state.catalogue.materials.some((material) => material.id === materialId)) throw badRequest(MATERIAL_UNKNOWN);
    const erpMaterial = factoryMaterials(factory).find((candidate) => candidate.id === erpMaterialId);
    if (!erpMaterial) throw badRequest(ERP_MATERIAL_UNKNOWN);
    if (erpMaterial.code !== erpMaterialCode) throw badRequest(erpMaterialCodeMismatch(erpMaterialCode));
    const current = account.materialBindings.get(bindingKey(factory.id, materialId));
    checkBindingBase(baseErpMaterialId, current?.erpMaterialId ?? null, (now) =>
      now ? `该材质已在别处绑定为 ${current!.erpMaterialCode}，请刷新后再改` : '该材质的绑定已在别处删除，请刷新后再改',
    );
    const binding: MaterialBinding = { factoryId: factory.id, materialId, erpMaterialId, erpMaterialCode };
    account.materialBindings.set(bindingKey(factory.id, materialId), binding);
    dropColorBindings(state, account, factory, materialId, (erpColorId) => findFactoryColor(factory, erpColorId)?.material.id !== erpMaterialId);
    return json(binding);
  });

  router.on(api.erpMaterialBindings.remove, ({ params, state, username }) => {
    const account = requireIntegrated(state.erp, username);
    const factory = requireFactory(account, params.factoryId!);
    const materialId = params.materialId!;
    if (!account.materialBindings.delete(bindingKey(factory.id, materialId))) {
      throw new HttpError(404, 'NOT_FOUND', MATERIAL_BINDING_NOT_FOUND);
    }
    dropColorBindings(state, account, factory, materialId, () => true);
    return json({});
  });
}

/** The factory's colour bindings of the material's colours whose factory colour `drops` picks. */
function dropColorBindings(state: DevState, account: ErpAccount, factory: StoredFactory, materialId: string, drops: (erpColorId: string) => boolean): void {
  const colors = state.catalogue.materials.find((material) => material.id === materialId)?.colors ?? [];
  for (const color of colors) {
    const key = bindingKey(factory.id, color.id);
    const binding = account.colorBindings.get(key);
    if (binding && drops(binding.erpMaterialColorId)) account.colorBindings.delete(key);
  }
}
