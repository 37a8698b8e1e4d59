/** Which materials and colours a model can be previewed in (spec 2 §2: no SKU, option disabled). */
import type { Id, PhoneCaseMaterial, Sku } from '../../../../contract/catalogue';

export interface PreviewOption {
  value: Id;
  label: string;
  disabled: boolean;
}

export function materialOptions(materials: readonly PhoneCaseMaterial[], skus: readonly Sku[]): PreviewOption[] {
  const withSku = new Set(skus.map((sku) => sku.materialId));
  return materials.map((material) => ({ value: material.id, label: material.name, disabled: !withSku.has(material.id) }));
}

export function colorOptions(material: PhoneCaseMaterial | undefined, skus: readonly Sku[]): PreviewOption[] {
  if (!material) return [];
  const withSku = new Set(skus.map((sku) => sku.materialColorId));
  return material.colors.map((color) => ({ value: color.id, label: color.name, disabled: !withSku.has(color.id) }));
}

/** The material a colour belongs to. */
export function materialOfColor(materials: readonly PhoneCaseMaterial[], colorId: Id | null): PhoneCaseMaterial | undefined {
  return colorId === null ? undefined : materials.find((material) => material.colors.some((color) => color.id === colorId));
}

/**
 * The SKU to preview when a model is picked: the kept colour if the model has it, else the first SKU
 * with a wireframe, else any (which then says 当前机型没有线框图).
 */
export function defaultSku(skus: readonly Sku[], keptColorId: Id | null): Sku | undefined {
  return (
    skus.find((sku) => sku.materialColorId === keptColorId) ?? skus.find((sku) => sku.wireframeId !== null) ?? skus[0]
  );
}
