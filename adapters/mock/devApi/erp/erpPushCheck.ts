// What a factory needs to make an order (spec 3 §3): every model, material and colour of the order bound to
// its codes. The refusal names each one that is not, in the seller's words, so the seller knows what to bind.
import type { PushOrderItem } from '../../../../contract/erp';
import { lookupColor, lookupModel, type CatalogueState } from '../catalogue/catalogueState';
import { bindingKey, type ErpAccount } from './erpState';

export const NOTHING_TO_PUSH = '订单没有定制信息，无法推送至工厂';
export const modelNotBound = (model: string) => `机型「${model}」未绑定该工厂的机型编码`;
export const materialNotBoundForPush = (material: string) => `材质「${material}」未绑定该工厂的材质`;
export const colorNotBoundForPush = (material: string, color: string) => `材质「${material}」的颜色「${color}」未绑定该工厂的颜色`;

/** Every reason the factory cannot make the order, each once, in the order's order; [] when it can. */
export function unboundProblems(catalogue: CatalogueState, account: ErpAccount, factoryId: string, items: readonly PushOrderItem[]): string[] {
  const infos = items.flatMap((item) => item.phoneCaseCustomizationInfos);
  if (infos.length === 0) return [NOTHING_TO_PUSH];
  const problems = new Set<string>();
  for (const info of infos) {
    const colorEntry = lookupColor(catalogue, info.phoneCaseMaterialColorId);
    const model = info.phoneModelName || lookupModel(catalogue, info.phoneModelId)?.name || info.phoneModelId;
    const material =
      info.phoneCaseMaterialName || catalogue.materials.find((entry) => entry.id === info.phoneCaseMaterialId)?.name || info.phoneCaseMaterialId;
    const color = info.phoneCaseMaterialColorName || colorEntry?.color.name || info.phoneCaseMaterialColorId;
    if (!account.modelBindings.has(bindingKey(factoryId, info.phoneModelId))) problems.add(modelNotBound(model));
    if (!account.materialBindings.has(bindingKey(factoryId, info.phoneCaseMaterialId))) problems.add(materialNotBoundForPush(material));
    if (!account.colorBindings.has(bindingKey(factoryId, info.phoneCaseMaterialColorId))) problems.add(colorNotBoundForPush(material, color));
  }
  return [...problems];
}
