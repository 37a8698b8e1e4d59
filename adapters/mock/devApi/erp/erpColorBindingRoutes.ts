// Colour bindings (spec 3 §3, §7): a product colour ↔ a colour of the factory material its product material
// is bound to. Without that material binding the factory could not tell which material the colour is of.
import * as api from '../../../../contract/endpoints/erp';
import { type MaterialColorBinding } from '../../../../contract/erp';
import { lookupColor } from '../catalogue/catalogueState';
import { checkBindingBase } from './erpInput';
import { bindingKey, requireFactory, requireIntegrated } from './erpState';
import { HttpError, badRequest, json } from '../http/http';
import type { Router } from '../http/router';
import { factoryMaterials, findFactoryColor } from './erpMaterialRoutes';

export const COLOR_UNKNOWN = '颜色不存在，请刷新后重试';
export const ERP_COLOR_UNKNOWN = '工厂没有该颜色，请刷新后重试';
export const erpColorCodeMismatch = (code: string) => `工厂颜色编码「${code}」与所选的工厂颜色不一致`;
export const materialNotBound = (material: string) => `材质「${material}」还没有绑定该工厂的材质，请先绑定材质再绑定颜色`;
export const colorOfOtherMaterial = (material: string, erpMaterial: string) =>
  `材质「${material}」绑定的是工厂材质「${erpMaterial}」，只能绑定该工厂材质的颜色`;
export const COLOR_BINDING_NOT_FOUND = '该颜色未绑定该工厂的颜色';


export function erpColorBindingRoutes(router: Router): void {
  router.on(api.erpColorBindings.list, ({ query, state, username }) => {
    const account = requireIntegrated(state.erp, username);
    const factory = requireFactory(account, query().factoryId);
    return json([...account.colorBindings.values()].filter((binding) => binding.factoryId === factory.id));
  });

  router.on(api.erpColorBindings.create, async ({ body: readBody, state, username }) => {
    const account = requireIntegrated(state.erp, username);
    const body = await readBody();
    const { factoryId, materialColorId, erpMaterialColorId, erpMaterialColorCode } = body;
    const factory = requireFactory(account, factoryId);
    const product = lookupColor(state.catalogue, materialColorId);
    if (!product) throw badRequest(COLOR_UNKNOWN);
    const erp = findFactoryColor(factory, erpMaterialColorId);
    if (!erp) throw badRequest(ERP_COLOR_UNKNOWN);
    if (erp.color.code !== erpMaterialColorCode) throw badRequest(erpColorCodeMismatch(erpMaterialColorCode));
    const materialBinding = account.materialBindings.get(bindingKey(factory.id, product.material.id));
    if (!materialBinding) throw badRequest(materialNotBound(product.material.name), 'MATERIAL_NOT_BOUND');
    if (materialBinding.erpMaterialId !== erp.material.id) {
      const boundTo = factoryMaterials(factory).find((material) => material.id === materialBinding.erpMaterialId)?.name ?? materialBinding.erpMaterialCode;
      throw badRequest(colorOfOtherMaterial(product.material.name, boundTo), 'COLOR_OF_OTHER_MATERIAL');
    }
    const current = account.colorBindings.get(bindingKey(factory.id, materialColorId));
    checkBindingBase(body.baseErpMaterialColorId, current?.erpMaterialColorId ?? null, (now) =>
      now ? `该颜色已在别处绑定为 ${current!.erpMaterialColorCode}，请刷新后再改` : '该颜色的绑定已在别处删除，请刷新后再改',
    );
    const binding: MaterialColorBinding = { factoryId: factory.id, materialColorId, erpMaterialColorId, erpMaterialColorCode };
    account.colorBindings.set(bindingKey(factory.id, materialColorId), binding);
    return json(binding);
  });

  router.on(api.erpColorBindings.remove, ({ params, state, username }) => {
    const account = requireIntegrated(state.erp, username);
    const factory = requireFactory(account, params.factoryId!);
    if (!account.colorBindings.delete(bindingKey(factory.id, params.materialColorId!))) {
      throw new HttpError(404, 'NOT_FOUND', COLOR_BINDING_NOT_FOUND);
    }
    return json({});
  });
}
